"""Memories: one table for the five layers, layer-specific fields in `fields` (JSON).

The original had no uniqueness, so re-runs after failures duplicated memories. Here a
content fingerprint is unique per (user, layer): writing the same extraction twice is a
no-op, whichever delivery or retry does it.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone

from memoryflow.layers import ALL_LAYERS, LayerFieldsError, validate_layer_fields


class Memory(models.Model):
    class Layer(models.TextChoices):
        CONTEXT = "context"
        EXPERIENCE = "experience"
        PREFERENCE = "preference"
        ACTIVITY = "activity"
        IDENTITY = "identity"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memories"
    )
    layer = models.CharField(max_length=16, choices=Layer.choices)
    category = models.CharField(max_length=64, blank=True)
    type = models.CharField(max_length=64, blank=True)
    title = models.CharField(max_length=255)
    summary = models.TextField()
    details = models.TextField(blank=True)
    tags = models.JSONField(default=list, blank=True)
    fields = models.JSONField(default=dict, blank=True)
    source_topic = models.ForeignKey(
        "memoryflow.Topic",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="memories",
    )
    source_message_ids = models.JSONField(default=list, blank=True)
    fingerprint = models.CharField(max_length=64)
    captured_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "memories"
        verbose_name_plural = "memories"
        constraints = [
            models.UniqueConstraint(
                fields=["user", "layer", "fingerprint"], name="memories_unique_fingerprint"
            ),
        ]
        indexes = [
            # The persona reads "latest N of a layer" per user.
            models.Index(
                fields=["user", "layer", "-captured_at"], name="memories_user_layer_recent"
            ),
        ]

    def __str__(self) -> str:
        return f"[{self.layer}] {self.title}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        self.clean()
        super().save(*args, **kwargs)

    def clean(self) -> None:
        if self.layer not in ALL_LAYERS:
            raise ValidationError({"layer": f"must be one of {', '.join(ALL_LAYERS)}"})
        try:
            validate_layer_fields(self.layer, self.fields)
        except LayerFieldsError as error:
            raise ValidationError({"fields": str(error)}) from error
        if not isinstance(self.tags, list) or not all(isinstance(tag, str) for tag in self.tags):
            raise ValidationError({"tags": "must be a list of strings"})
