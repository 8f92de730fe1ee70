"""Persona documents (one per user and profile) and their version history."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

DEFAULT_PROFILE = "default"


class PersonaDocument(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="personas"
    )
    profile = models.CharField(max_length=64, default=DEFAULT_PROFILE)
    tagline = models.CharField(max_length=255, blank=True)
    persona = models.TextField(blank=True, help_text="Markdown, written in the second person.")
    version = models.PositiveIntegerField(default=0)
    memory_ids = models.JSONField(default=list, blank=True)
    #: What the current version was composed from (`persona_inputs_fingerprint`): the same
    #: inputs are not composed again, so an LLM is not asked and no version is written.
    inputs_fingerprint = models.CharField(max_length=64, blank=True)
    captured_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "persona_documents"
        constraints = [
            models.UniqueConstraint(fields=["user", "profile"], name="persona_unique_user_profile"),
        ]

    def __str__(self) -> str:
        return f"persona of {self.user_id} ({self.profile}) v{self.version}"


class PersonaHistory(models.Model):
    persona = models.ForeignKey(PersonaDocument, on_delete=models.CASCADE, related_name="history")
    previous_version = models.PositiveIntegerField()
    next_version = models.PositiveIntegerField()
    snapshot = models.TextField(help_text="The persona markdown of next_version.")
    diff = models.TextField(blank=True)
    reasoning = models.TextField(blank=True)
    edited_by = models.CharField(max_length=64, default="system")
    #: The workflow run that wrote this version (empty when written outside a run): a
    #: retried step of that run finds it and does not compose and write again.
    workflow_run_id = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "persona_history"
        verbose_name_plural = "persona history"
        ordering = ["-next_version"]
        constraints = [
            # Two composers racing can never both write the same version.
            models.UniqueConstraint(
                fields=["persona", "next_version"], name="persona_history_unique_version"
            ),
            # One version per run, even when two deliveries of its step race.
            models.UniqueConstraint(
                fields=["persona", "workflow_run_id"],
                condition=~models.Q(workflow_run_id=""),
                name="persona_history_one_version_per_run",
            ),
        ]

    def __str__(self) -> str:
        return f"v{self.previous_version} → v{self.next_version}"
