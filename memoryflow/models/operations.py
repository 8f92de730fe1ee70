"""What operators did (the audit log) and the admin's Operations page.

Why an own table and not Django's `LogEntry`: `LogEntry` records admin add/change/delete of
one model instance, with a free-text message. Operators here mostly change state that has
no admin object (trigger the hourly job, cancel a QStash run) and act from three places
(admin, ops API, manage.py); the audit needs the channel and structured details (message
ids, counts, reasons) that tools and tests can query.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from memoryflow.models.workflow import WorkflowRun


class AuditChannel(models.TextChoices):
    ADMIN = "admin"
    API = "api"
    CLI = "cli"


class AuditLog(models.Model):
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    #: Who, as a name that survives the user's deletion ("alice", or "cli:root").
    actor_label = models.CharField(max_length=150)
    channel = models.CharField(max_length=16, choices=AuditChannel.choices)
    action = models.CharField(max_length=64)  # e.g. "hourly.dry_run", "task.cancel"
    target_type = models.CharField(max_length=64, blank=True)  # "user", "task", "run", …
    target_id = models.CharField(max_length=128, blank=True)
    details = models.JSONField(default=dict, blank=True)

    class Meta:
        db_table = "audit_log"
        ordering = ["-created_at", "-id"]
        verbose_name = "audit log entry"
        verbose_name_plural = "audit log"
        indexes = [
            models.Index(fields=["target_type", "target_id"], name="audit_log_target"),
            models.Index(fields=["action", "-created_at"], name="audit_log_action_recent"),
        ]

    def __str__(self) -> str:
        target = f" {self.target_type} {self.target_id}" if self.target_type else ""
        return f"{self.actor_label} {self.action}{target}"


class Operations(WorkflowRun):
    """No table of its own: the admin entry for the operations page (buttons, hourly runs)."""

    class Meta:
        proxy = True
        verbose_name = "operations"
        verbose_name_plural = "operations"
