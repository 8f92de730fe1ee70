"""Users and their settings.

`User.chatted_at` is the "has chatted" marker the hourly selection reads: the time of the
user's first `user`-role message in a topic they own. Database triggers (migration 0002)
keep it exact on every write path — ORM saves, bulk inserts and raw SQL alike — so the
eligible-user count is an index-only scan of the users who chatted instead of a join over
every message.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractUser
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils import timezone

MEMORY_EFFORTS = ("low", "medium", "high")


class User(AbstractUser):
    created_at = models.DateTimeField(default=timezone.now)
    full_name = models.CharField(max_length=255, blank=True)
    # Maintained by database triggers; never written by application code.
    chatted_at = models.DateTimeField(null=True, blank=True, editable=False)

    class Meta:
        db_table = "users"
        indexes = [
            # The hourly selection walks (created_at, id) over users who chatted; a partial
            # index holds only those (a tenth of users or fewer), so counting and keyset
            # paging read this small index and nothing else.
            models.Index(
                fields=["created_at", "id"],
                condition=Q(chatted_at__isnull=False),
                name="users_chatted_keyset",
            ),
            models.Index(fields=["created_at", "id"], name="users_created_keyset"),
        ]

    def __str__(self) -> str:
        return self.username

    @property
    def display_name(self) -> str:
        return self.full_name or self.get_full_name() or self.username


class UserSettings(models.Model):
    """One row per user. `memory.enabled` missing means enabled."""

    user = models.OneToOneField(
        User, on_delete=models.CASCADE, primary_key=True, related_name="settings"
    )
    memory = models.JSONField(default=dict, blank=True)
    general = models.JSONField(default=dict, blank=True)

    class Meta:
        db_table = "user_settings"
        verbose_name_plural = "user settings"
        indexes = [
            # Only opted-out users matter to the selection; keep that set tiny and indexed.
            models.Index(
                fields=["user"],
                condition=Q(memory__enabled=False),
                name="user_settings_memory_off",
            ),
        ]

    def __str__(self) -> str:
        return f"settings of {self.user_id}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        # The selection compares `memory.enabled` to JSON false; a string "false" would
        # silently count as enabled, so shapes are checked on every save.
        self.clean()
        super().save(*args, **kwargs)

    def clean(self) -> None:
        validate_memory_settings(self.memory)
        if not isinstance(self.general, dict):
            raise ValidationError({"general": "must be an object"})
        language = self.general.get("responseLanguage")
        if language is not None and not isinstance(language, str):
            raise ValidationError({"general": "responseLanguage must be a string"})

    @property
    def memory_enabled(self) -> bool:
        return self.memory.get("enabled", True) is not False


def validate_memory_settings(memory: Any) -> None:
    if not isinstance(memory, dict):
        raise ValidationError({"memory": "must be an object"})
    if "enabled" in memory and not isinstance(memory["enabled"], bool):
        raise ValidationError({"memory": "enabled must be true or false"})
    if "effort" in memory and memory["effort"] not in MEMORY_EFFORTS:
        raise ValidationError({"memory": f"effort must be one of {', '.join(MEMORY_EFFORTS)}"})
    language = memory.get("preferredLanguage")
    if language is not None and not isinstance(language, str):
        raise ValidationError({"memory": "preferredLanguage must be a string"})
