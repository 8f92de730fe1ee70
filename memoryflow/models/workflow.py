"""Workflow runs as memoryflow saw them start: the first-invocation claim and a local index.

QStash may deliver a trigger twice, and the SDK starts a new run (with a new run id) for
every first invocation it sees. The serve adapter therefore claims each trigger by its
`Upstash-Message-Id` before handing it to the SDK: the second delivery finds the claim
and answers with the first run's id instead of starting the work again. The row also
links runs to their parent, user and task, and keeps the run's final statistics.
"""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class WorkflowRun(models.Model):
    trigger_message_id = models.CharField(max_length=128, unique=True)
    run_id = models.CharField(max_length=64, blank=True)
    pipeline = models.CharField(max_length=32)  # cron / topics / persona
    layer = models.CharField(max_length=32)  # hourly / process-users / … / extract-topic
    parent_run_id = models.CharField(max_length=64, blank=True, db_index=True)
    user_id = models.BigIntegerField(null=True, blank=True)
    async_task_id = models.UUIDField(null=True, blank=True, db_index=True)
    dry_run = models.BooleanField(default=False)
    result = models.JSONField(null=True, blank=True)
    claimed_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "workflow_runs"
        ordering = ["-claimed_at"]
        indexes = [
            models.Index(fields=["pipeline", "layer", "-claimed_at"], name="workflow_runs_recent")
        ]
        constraints = [
            # One row per run: the claim and an early result meet on it (services.runs).
            models.UniqueConstraint(
                fields=["run_id"],
                condition=~models.Q(run_id=""),
                name="workflow_runs_unique_run_id",
            ),
        ]
        permissions = [
            ("trigger_pipeline", "Can trigger and dry-run memory pipelines"),
            ("cancel_run", "Can cancel workflow runs and extraction tasks"),
        ]

    def __str__(self) -> str:
        return f"{self.pipeline}:{self.layer} {self.run_id or '(starting)'}"


class FanoutBatch(models.Model):
    """The children one run fanned out (e.g. a user's extract-topic runs), counted exactly
    once each as they finish, so the last one can start the follow-up (the persona)."""

    parent_run_id = models.CharField(max_length=64, unique=True)
    total = models.PositiveIntegerField()
    done = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(default=timezone.now)
    completed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "workflow_fanout_batches"

    def __str__(self) -> str:
        return f"{self.parent_run_id}: {self.done}/{self.total}"


class FanoutChild(models.Model):
    batch = models.ForeignKey(FanoutBatch, on_delete=models.CASCADE, related_name="children")
    key = models.CharField(max_length=128)

    class Meta:
        db_table = "workflow_fanout_children"
        constraints = [models.UniqueConstraint(fields=["batch", "key"], name="fanout_child_once")]

    def __str__(self) -> str:
        return self.key
