"""Async tasks: a user's (or the hourly job's) extraction request, its progress and cancel.

Progress and the cancel request are columns, not JSON, so every increment is a single
atomic `UPDATE … SET completed_topics = completed_topics + 1`.
"""

from __future__ import annotations

import uuid
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone


class TaskType(models.TextChoices):
    CHAT_TOPIC = "user_memory_extraction:chat_topic"
    HOURLY = "user_memory_extraction:hourly"


class TaskStatus(models.TextChoices):
    PENDING = "pending"
    PROCESSING = "processing"
    SUCCESS = "success"
    ERROR = "error"


ACTIVE_STATUSES = (TaskStatus.PENDING, TaskStatus.PROCESSING)


class AsyncTask(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="async_tasks"
    )
    type = models.CharField(max_length=64, choices=TaskType.choices)
    status = models.CharField(max_length=16, choices=TaskStatus.choices, default=TaskStatus.PENDING)
    error = models.JSONField(null=True, blank=True)

    total_topics = models.PositiveIntegerField(default=0)
    completed_topics = models.PositiveIntegerField(default=0)
    range_from = models.DateField(null=True, blank=True)
    range_to = models.DateField(null=True, blank=True)

    cancel_requested_at = models.DateTimeField(null=True, blank=True)
    cancel_requested_by = models.CharField(max_length=150, blank=True)
    cancel_reason = models.TextField(blank=True)

    requested_by = models.CharField(max_length=150, blank=True)
    #: The topics an operator named (none: every topic the window selects); a retry keeps them.
    topic_ids = models.JSONField(default=list, blank=True)
    #: Asked to extract completed topics again (`--force`); a retry redoes those not done.
    force = models.BooleanField(default=False)
    workflow_run_ids = models.JSONField(default=list, blank=True)

    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "async_tasks"
        ordering = ["-created_at"]
        constraints = [
            # At most one active task per user and type: "create or return the active one"
            # holds even when two requests race.
            models.UniqueConstraint(
                fields=["user", "type"],
                condition=Q(status__in=["pending", "processing"]),
                name="async_tasks_one_active_per_user_type",
            ),
        ]
        indexes = [models.Index(fields=["status", "-created_at"], name="async_tasks_status_recent")]

    def __str__(self) -> str:
        return f"{self.type} {self.status} ({self.completed_topics}/{self.total_topics})"

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_STATUSES

    @property
    def duration(self) -> timedelta | None:
        if self.started_at is None:
            return None
        return (self.finished_at or timezone.now()) - self.started_at

    @property
    def progress_percent(self) -> int:
        if self.total_topics == 0:
            return 100 if self.status == TaskStatus.SUCCESS else 0
        return min(100, round(100 * self.completed_topics / self.total_topics))


class TaskTopicOutcome(models.TextChoices):
    COMPLETED = "completed"
    FAILED = "failed"
    SKIPPED = "skipped"


class AsyncTaskTopic(models.Model):
    """A topic a task has counted as processed: the claim that makes progress exactly-once.

    The progress step and the failure function may both report a topic, and each may be
    delivered twice; only the first insert of (task, topic) increments the task's count.
    """

    task = models.ForeignKey(AsyncTask, on_delete=models.CASCADE, related_name="processed_topics")
    topic_id = models.BigIntegerField()
    outcome = models.CharField(max_length=16, choices=TaskTopicOutcome.choices)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "async_task_topics"
        constraints = [
            models.UniqueConstraint(fields=["task", "topic_id"], name="async_task_topics_once"),
        ]

    def __str__(self) -> str:
        return f"{self.task_id}: topic {self.topic_id} {self.outcome}"
