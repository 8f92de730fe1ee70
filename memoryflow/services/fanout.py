"""Counting a run's fanned-out children as they finish, exactly once each.

`open_batch` is idempotent (a retried fan-out step opens the same batch); `child_done`
claims (batch, child) with a unique insert, so a redelivered final step or a failure
function after it counts nothing twice, and exactly one caller sees the batch complete.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from memoryflow.models import FanoutBatch, FanoutChild


def open_batch(*, parent_run_id: str, total: int) -> None:
    FanoutBatch.objects.get_or_create(parent_run_id=parent_run_id, defaults={"total": total})


def child_done(*, parent_run_id: str, child_key: str) -> bool:
    """Count `child_key` done. True for exactly one call: the one that completes the batch."""
    batch = FanoutBatch.objects.filter(parent_run_id=parent_run_id).first()
    if batch is None:
        return False
    try:
        with transaction.atomic():
            FanoutChild.objects.create(batch=batch, key=child_key)
            FanoutBatch.objects.filter(pk=batch.pk).update(done=F("done") + 1)
            # Only the child that brings done to total flips completed_at: one winner.
            return bool(
                FanoutBatch.objects.filter(
                    pk=batch.pk, done__gte=F("total"), completed_at__isnull=True
                ).update(completed_at=timezone.now())
            )
    except IntegrityError:
        return False


def is_complete(*, parent_run_id: str) -> bool:
    """Every child of the batch is counted. Unlike `child_done`'s single winner, any caller
    may see it: a follow-up started from here must be idempotent (a run id of its own)."""
    return FanoutBatch.objects.filter(
        parent_run_id=parent_run_id, completed_at__isnull=False
    ).exists()
