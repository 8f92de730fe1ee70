"""Chat topics and their messages, as the chat product writes them.

A topic carries its extraction marker in real columns, not in JSON metadata: a partial
index over not-yet-completed topics makes
"what is left to extract for this user" a short index range scan.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone


class ExtractionStatus(models.TextChoices):
    PENDING = "pending"
    #: CEPA memories written and identity claims stored on the topic; the claims are not
    #: yet applied to the user's identity list (that happens per user, in topic order).
    IDENTITY_PENDING = "identity_pending"
    COMPLETED = "completed"
    #: Failed on a transient error (retries exhausted); the next hourly run tries again,
    #: up to MEMORYFLOW_TOPIC_MAX_ATTEMPTS failed extractions.
    FAILED = "failed"
    #: Failed for good: the extractor rejected it, its input is invalid, or its transient
    #: failures used up the budget. Not new work; an operator can re-queue it.
    REJECTED = "rejected"


#: The statuses that are not new work: the hourly run never selects these topics, and
#: `users.pending_topics` does not count them (the database triggers spell out the same
#: list, docs/markers.md).
SETTLED_STATUSES = (ExtractionStatus.COMPLETED, ExtractionStatus.REJECTED)


class MessageRole(models.TextChoices):
    USER = "user"
    ASSISTANT = "assistant"
    SYSTEM = "system"
    TOOL = "tool"


class Topic(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="topics"
    )
    title = models.CharField(max_length=255, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    extraction_status = models.CharField(
        max_length=16, choices=ExtractionStatus.choices, default=ExtractionStatus.PENDING
    )
    extraction_last_run_at = models.DateTimeField(null=True, blank=True)
    extraction_last_message_at = models.DateTimeField(null=True, blank=True)
    extraction_message_count = models.PositiveIntegerField(default=0)
    extraction_memories_count = models.PositiveIntegerField(default=0)
    extraction_error = models.TextField(blank=True)
    #: Failed extractions since the topic was last queued (created or re-queued); at
    #: MEMORYFLOW_TOPIC_MAX_ATTEMPTS the topic is rejected.
    extraction_attempts = models.PositiveIntegerField(default=0)
    #: The run whose failure was counted last: a repeated failure callback of the same run
    #: (a redelivery) counts nothing.
    extraction_failure_run_id = models.CharField(max_length=64, blank=True)
    #: The run that last wrote the topic's extraction: a forced run's step delivered again
    #: (its answer lost after the commit) does not ask the extractor a second time.
    extraction_run_id = models.CharField(max_length=64, blank=True)
    #: What the conversation states about who the user is (JSON, see
    #: `memoryflow.extractors.claims`), kept from extraction until it is applied.
    identity_claims = models.JSONField(null=True, blank=True, default=None)

    #: The topic's `user` messages written by the topic's owner; kept by database triggers
    #: (never written by application code: `save()` leaves it out of its UPDATE). No index
    #: mentions it, so the UPDATE every chat message makes stays a HOT update on Postgres.
    user_message_count = models.IntegerField(default=0, editable=False)

    class Meta:
        db_table = "topics"
        indexes = [
            # Forced runs and explicit windows: every topic of a user, in keyset order.
            models.Index(fields=["user", "created_at", "id"], name="topics_user_keyset"),
            # The hourly run: only the topics still to extract (not completed nor rejected).
            models.Index(
                fields=["user", "created_at", "id"],
                condition=~Q(extraction_status__in=["completed", "rejected"]),
                name="topics_user_new_work",
            ),
        ]

    def __str__(self) -> str:
        return self.title or f"topic {self.pk}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding and not kwargs.get("force_insert"):
            fields = kwargs.get("update_fields")
            if fields is None:
                fields = [
                    field.name for field in self._meta.concrete_fields if not field.primary_key
                ]
            kwargs["update_fields"] = [name for name in fields if name != "user_message_count"]
        super().save(*args, **kwargs)


class Message(models.Model):
    topic = models.ForeignKey(Topic, on_delete=models.CASCADE, related_name="messages")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="messages"
    )
    role = models.CharField(max_length=16, choices=MessageRole.choices)
    content = models.TextField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "messages"
        indexes = [
            # Loading a topic's conversation in order.
            models.Index(fields=["topic", "created_at", "id"], name="messages_topic_order"),
            # A user's own-role messages: the marker recompute of `check_markers` and the
            # benchmark's baselines (EXISTS, CTE) read it.
            models.Index(
                fields=["user", "topic"], condition=Q(role="user"), name="messages_user_role"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.role}: {self.content[:40]}"
