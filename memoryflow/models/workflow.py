"""Workflow runs as memoryflow started them: a local index of every run and its tree.

memoryflow chooses every run id itself, before the run starts (`workflows/triggers.py`):
a child's id is derived from its parent run and its key, a trigger's from its QStash
message id. A row is written when the run is published, so a run tree is known in full
before its runs have started: `--wait` and the admin follow a tree by `root_run_id`, and
a run that was published but never finished is visible as such. The row keeps the run's
final statistics (or its failure).
"""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class RunStatus(models.TextChoices):
    PUBLISHED = "published"  # handed to QStash; not finished yet
    SUCCEEDED = "succeeded"
    FAILED = "failed"  # failed for good: retries exhausted or a non-retryable error
    CANCELLED = "cancelled"  # cancelled by an operator


class WorkflowRun(models.Model):
    # What started the run: the run id itself for runs memoryflow published, the QStash
    # message id for a plain delivery (a QStash schedule) that memoryflow turned into a run.
    trigger_message_id = models.CharField(max_length=128, unique=True)
    run_id = models.CharField(max_length=64, blank=True)
    pipeline = models.CharField(max_length=32)  # cron / topics / persona
    layer = models.CharField(max_length=32)  # hourly / process-users / … / extract-topic
    parent_run_id = models.CharField(max_length=64, blank=True, db_index=True)
    #: The run that started the tree (itself for a root); `--wait` follows a tree by it.
    root_run_id = models.CharField(max_length=64, blank=True, db_index=True)
    status = models.CharField(
        max_length=16, choices=RunStatus.choices, default=RunStatus.PUBLISHED, db_index=True
    )
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
            # One row per run.
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


class Lease(models.Model):
    """A named lease on work that must not run twice at once (the hourly job): held by a
    run until its tree has finished, or until it expires (a crashed holder)."""

    name = models.CharField(max_length=64, primary_key=True)
    holder_run_id = models.CharField(max_length=64, blank=True)
    acquired_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "workflow_leases"

    def __str__(self) -> str:
        return f"{self.name}: {self.holder_run_id or '(free)'}"
