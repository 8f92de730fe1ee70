"""Users and their settings.

A user row carries the markers the hourly selections read, kept by database triggers
(memoryflow migration 0009) on every write path — ORM saves, bulk inserts, raw SQL,
cascades, TRUNCATE on Postgres — by arithmetic under the row lock, never by re-reading
other rows, so concurrent writers cannot leave them wrong. `manage.py check_markers`
recomputes them from scratch and repairs drift. docs/markers.md explains each one.
"""

from __future__ import annotations

import re
from typing import Any

from django.contrib.auth.models import AbstractUser
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import ExpressionWrapper, F, Q
from django.utils import timezone

MEMORY_EFFORTS = ("low", "medium", "high")


#: Columns only the database triggers (and `check_markers --repair`) write. A full
#: `save()` of a user loaded earlier would write back stale values, so `User.save()`
#: leaves them out of its UPDATE.
USER_MARKER_FIELDS = frozenset(
    {
        "chatted_at",
        "chatted_topics",
        "pending_topics",
        "memory_version",
        "persona_memory_version",
        "persona_stale",
    }
)


class User(AbstractUser):
    created_at = models.DateTimeField(default=timezone.now)
    full_name = models.CharField(max_length=255, blank=True)

    # --- markers kept by database triggers; never written by application code ----------
    #: Topics of the user holding at least one `user` message of the user ("chatted").
    chatted_topics = models.IntegerField(default=0, editable=False)
    #: Of those, the ones not yet extracted (status other than `completed`): new work.
    pending_topics = models.IntegerField(default=0, editable=False)
    #: Set when `chatted_topics` becomes positive, NULL when it drops back to 0.
    chatted_at = models.DateTimeField(null=True, blank=True, editable=False)
    #: Bumped on every insert, change and delete of the user's memories.
    memory_version = models.BigIntegerField(default=0, editable=False)
    #: The `memory_version` the current persona was composed from (the persona service
    #: writes it; `services.markers.mark_persona_current`). Stale when it differs.
    persona_memory_version = models.BigIntegerField(default=0, editable=False)
    #: The two above differ. A stored column of its own, not the comparison in the query:
    #: Postgres has statistics for a column, so it estimates the few stale users right and
    #: counts them from the partial index; for a comparison of two columns it assumes
    #: nearly every row matches and reads the whole table.
    persona_stale = models.GeneratedField(
        expression=ExpressionWrapper(
            ~Q(memory_version=F("persona_memory_version")), output_field=models.BooleanField()
        ),
        output_field=models.BooleanField(),
        db_persist=True,
    )
    #: The `memory_version` whose persona the composer could not write (every answer failed
    #: validation), and the composer's `key` then (`services.persona`): the same memories
    #: are not sent to the same composer again, each hour, at the same cost. Nullable, both,
    #: so that adding them is a plain ADD COLUMN on SQLite (a table rebuild there would
    #: drop the marker triggers on `users`).
    persona_failed_memory_version = models.BigIntegerField(null=True, blank=True, editable=False)
    persona_failed_composer = models.CharField(  # noqa: DJ001 (see above)
        max_length=64, null=True, blank=True, editable=False
    )

    class Meta:
        db_table = "users"
        indexes = [
            # The selections walk (created_at, id) over small subsets of the users; a
            # partial index per subset holds only those rows, so counting and keyset
            # paging read a small index and nothing else.
            models.Index(
                fields=["created_at", "id"],
                condition=Q(chatted_topics__gt=0),
                name="users_chatted_keyset",
            ),
            models.Index(
                fields=["created_at", "id"],
                condition=Q(pending_topics__gt=0),
                name="users_new_topics_keyset",
            ),
            models.Index(
                fields=["created_at", "id"],
                condition=Q(persona_stale=True),
                name="users_stale_persona_keyset",
            ),
            models.Index(fields=["created_at", "id"], name="users_created_keyset"),
        ]

    def __str__(self) -> str:
        return self.username

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding and not kwargs.get("force_insert"):
            fields = kwargs.get("update_fields")
            if fields is None:
                fields = [
                    field.name for field in self._meta.concrete_fields if not field.primary_key
                ]
            kwargs["update_fields"] = [name for name in fields if name not in USER_MARKER_FIELDS]
        super().save(*args, **kwargs)

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
        if has_unstorable_text(self.general):
            raise ValidationError({"general": UNSTORABLE_TEXT})
        language = self.general.get("responseLanguage")
        if language is not None and not isinstance(language, str):
            raise ValidationError({"general": "responseLanguage must be a string"})

    @property
    def memory_enabled(self) -> bool:
        return self.memory.get("enabled", True) is not False


#: PostgreSQL's jsonb refuses "\u0000" and half of a surrogate pair (a lone "\ud83d",
#: valid JSON text but no character, e.g. an emoji cut in two): the write would fail with
#: a 500, not a form error.
UNSTORABLE_TEXT = (
    "must not contain NUL characters (\\u0000) or half of a surrogate pair (\\ud800-\\udfff)"
)
_UNSTORABLE_CHARACTER = re.compile("[\x00\ud800-\udfff]")


def has_unstorable_text(value: Any) -> bool:
    if isinstance(value, str):
        return _UNSTORABLE_CHARACTER.search(value) is not None
    if isinstance(value, dict):
        return any(has_unstorable_text(k) or has_unstorable_text(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_unstorable_text(v) for v in value)
    return False


def validate_memory_settings(memory: Any) -> None:
    if not isinstance(memory, dict):
        raise ValidationError({"memory": "must be an object"})
    if has_unstorable_text(memory):
        raise ValidationError({"memory": UNSTORABLE_TEXT})
    if "enabled" in memory and not isinstance(memory["enabled"], bool):
        raise ValidationError({"memory": "enabled must be true or false"})
    if "effort" in memory and memory["effort"] not in MEMORY_EFFORTS:
        raise ValidationError({"memory": f"effort must be one of {', '.join(MEMORY_EFFORTS)}"})
    language = memory.get("preferredLanguage")
    if language is not None and not isinstance(language, str):
        raise ValidationError({"memory": "preferredLanguage must be a string"})
