"""Retention: delete bookkeeping nobody needs any more, never what a running job needs.

What grows with every run, and when a row may go:
- workflow runs (`workflow_runs`): finished more than `MEMORYFLOW_RETENTION_RUNS_DAYS` ago;
- fan-out batches and their children: completed more than `…_FANOUT_DAYS` ago;
- task topic claims (`async_task_topics`): their task finished more than `…_TASK_TOPICS_DAYS`
  ago (the task row itself stays: it is the user's history);
- the audit log: older than `…_AUDIT_DAYS`;
- used delivery token ids (`workflow_seen_tokens`): once the token has expired.

What is never deleted while it may still be in use: an unfinished run's row (a claim
in flight, a run without its result), an unfinished fan-out batch, the row of a run whose
batch is still open or whose children are still running, and anything of an active task
(its claims, its runs). Only when such a row is older than `…_ABANDONED_DAYS` (far beyond
QStash's whole retry schedule) is it treated as abandoned and deleted too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Q, QuerySet
from django.db.models.functions import Coalesce
from django.utils import timezone

from memoryflow.models import (
    AsyncTask,
    AsyncTaskTopic,
    AuditLog,
    FanoutBatch,
    FanoutChild,
    SeenDeliveryToken,
    WorkflowRun,
)
from memoryflow.models.task import ACTIVE_STATUSES

CHUNK = 5000


class RetentionMisconfigured(ValueError):
    """A retention setting that is not a whole number of days ≥ 1."""


@dataclass(frozen=True)
class Retention:
    runs_days: int
    fanout_days: int
    task_topics_days: int
    audit_days: int
    abandoned_days: int

    @classmethod
    def from_settings(cls) -> Retention:
        names = {
            "runs_days": "MEMORYFLOW_RETENTION_RUNS_DAYS",
            "fanout_days": "MEMORYFLOW_RETENTION_FANOUT_DAYS",
            "task_topics_days": "MEMORYFLOW_RETENTION_TASK_TOPICS_DAYS",
            "audit_days": "MEMORYFLOW_RETENTION_AUDIT_DAYS",
            "abandoned_days": "MEMORYFLOW_RETENTION_ABANDONED_DAYS",
        }
        values = {name: getattr(settings, setting) for name, setting in names.items()}
        bad = [
            names[name] for name, days in values.items() if not isinstance(days, int) or days < 1
        ]
        if bad:
            raise RetentionMisconfigured(f"must be a whole number of days >= 1: {', '.join(bad)}")
        return cls(**values)


@dataclass
class PruneReport:
    dry_run: bool
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def as_dict(self) -> dict[str, Any]:
        return {"dryRun": self.dry_run, "total": self.total, "tables": dict(self.counts)}


def prune(
    *, dry_run: bool = False, now: datetime | None = None, retention: Retention | None = None
) -> PruneReport:
    """Delete (or, with `dry_run`, count) what retention allows. Safe to run at any time,
    during runs too, and twice in a row (the second deletes nothing)."""
    now = now or timezone.now()
    keep = retention or Retention.from_settings()
    abandoned = _days_before(now, keep.abandoned_days)
    report = PruneReport(dry_run=dry_run)

    batches = _prunable_batches(_days_before(now, keep.fanout_days), abandoned)
    report.counts["workflow_fanout_children"] = _apply(
        FanoutChild.objects.filter(batch__in=batches.values("pk")), dry_run
    )
    report.counts["workflow_fanout_batches"] = _apply(batches, dry_run)
    report.counts["workflow_runs"] = _apply(
        _prunable_runs(_days_before(now, keep.runs_days), abandoned), dry_run
    )
    report.counts["async_task_topics"] = _apply(
        _prunable_task_topics(_days_before(now, keep.task_topics_days)), dry_run
    )
    report.counts["audit_log"] = _apply(
        AuditLog.objects.filter(created_at__lt=_days_before(now, keep.audit_days)), dry_run
    )
    report.counts["workflow_seen_tokens"] = _apply(
        SeenDeliveryToken.objects.filter(expires_at__lt=now), dry_run
    )
    return report


def _days_before(now: datetime, days: int) -> datetime:
    """`days` before `now`; a retention reaching back past year 1 ("keep for a million
    days") keeps everything instead of overflowing."""
    try:
        return now - timedelta(days=days)
    except OverflowError:
        return datetime.min.replace(tzinfo=UTC)


def _prunable_batches(completed_before: datetime, abandoned: datetime) -> QuerySet[FanoutBatch]:
    return FanoutBatch.objects.filter(
        Q(completed_at__lt=completed_before)
        | Q(completed_at__isnull=True, created_at__lt=abandoned)
    )


def _prunable_runs(finished_before: datetime, abandoned: datetime) -> QuerySet[WorkflowRun]:
    unfinished = WorkflowRun.objects.filter(finished_at__isnull=True, claimed_at__gte=abandoned)
    active_tasks = AsyncTask.objects.filter(status__in=ACTIVE_STATUSES).values("pk")
    open_batches = FanoutBatch.objects.filter(completed_at__isnull=True, created_at__gte=abandoned)
    return (
        WorkflowRun.objects.filter(
            Q(finished_at__lt=finished_before)
            | Q(finished_at__isnull=True, claimed_at__lt=abandoned)
        )
        .exclude(async_task_id__in=active_tasks)
        # A parent whose batch is still open, or whose children still run, is still needed.
        .exclude(run_id__in=open_batches.values("parent_run_id"))
        .exclude(run_id__in=unfinished.exclude(parent_run_id="").values("parent_run_id"))
    )


def _prunable_task_topics(finished_before: datetime) -> QuerySet[AsyncTaskTopic]:
    done = AsyncTask.objects.exclude(status__in=ACTIVE_STATUSES).annotate(
        ended=Coalesce("finished_at", "updated_at")
    )
    return AsyncTaskTopic.objects.filter(
        task__in=done.filter(ended__lt=finished_before).values("pk")
    )


def _apply(rows: QuerySet[Any], dry_run: bool) -> int:
    """Count, or delete in chunks (short transactions, no long lock on a busy table)."""
    if dry_run:
        return rows.count()
    deleted = 0
    model = rows.model
    while True:
        ids = list(rows.values_list("pk", flat=True)[:CHUNK])
        if not ids:
            return deleted
        with transaction.atomic():
            # Only this model's rows are counted: a batch's children were counted before.
            deleted += (
                model._default_manager.filter(pk__in=ids).delete()[1].get(model._meta.label, 0)
            )
