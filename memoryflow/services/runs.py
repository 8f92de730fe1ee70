"""The local index of workflow runs: recorded when published, closed by their last step.

Every run memoryflow starts has a run id chosen before it starts (`workflows/triggers.py`),
so its row is written before it is published, with its parent and its tree's root, and
gets its `started_at` once QStash accepted it (`record_started`). Its last step records
the run's statistics (`record_result`); its failure function records a failure
(`record_failure`). A tree is finished when none of its rows is still `published`.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from memoryflow.errors import InvalidPayloadError
from memoryflow.models import Lease, RunStatus, WorkflowRun
from memoryflow.validation import parse_db_id

#: How the error of a run closed before QStash accepted it starts.
NEVER_STARTED = "never started"


@dataclass(frozen=True)
class PublishedRun:
    run_id: str
    pipeline_layer: tuple[str, str]
    parent_run_id: str
    root_run_id: str
    body: Mapping[str, Any]
    #: What started it, when not memoryflow itself (a QStash schedule's message id).
    trigger_message_id: str = ""


def record_published(published: Sequence[PublishedRun]) -> None:
    """Index runs about to be published. Idempotent: a republished run keeps its row.

    A run without an explicit root joins its parent's tree (or roots its own)."""
    parents = {run.parent_run_id for run in published if run.parent_run_id and not run.root_run_id}
    roots = dict(
        WorkflowRun.objects.filter(run_id__in=parents).values_list("run_id", "root_run_id")
    )
    WorkflowRun.objects.bulk_create(
        [
            WorkflowRun(
                trigger_message_id=run.trigger_message_id or run.run_id,
                run_id=run.run_id,
                pipeline=run.pipeline_layer[0],
                layer=run.pipeline_layer[1],
                parent_run_id=run.parent_run_id,
                root_run_id=(
                    run.root_run_id
                    or roots.get(run.parent_run_id)
                    or run.parent_run_id
                    or run.run_id
                ),
                user_id=_single_user_id(run.body),
                async_task_id=_uuid_or_none(run.body.get("asyncTaskId")),
                dry_run=run.body.get("dryRun") is True,
            )
            for run in published
        ],
        ignore_conflicts=True,
    )


def record_started(run_ids: Sequence[str]) -> None:
    """QStash accepted these runs (a republished run keeps its first time).

    A run closed as never started is open again: a root from a plain delivery is closed
    when QStash refuses it, and QStash's retry of that delivery publishes it once more."""
    now = timezone.now()
    with transaction.atomic():
        WorkflowRun.objects.filter(
            run_id__in=run_ids,
            started_at__isnull=True,
            status=RunStatus.FAILED,
            result__error__startswith=NEVER_STARTED,
        ).update(status=RunStatus.PUBLISHED, finished_at=None, result=None)
        WorkflowRun.objects.filter(run_id__in=run_ids, started_at__isnull=True).update(
            started_at=now
        )


def record_result(*, run_id: str, pipeline: str, layer: str, result: dict[str, Any]) -> None:
    """Keep a run's final statistics (its last step's output) and close it, with the
    children an earlier attempt of its step recorded that QStash never accepted: this
    attempt took another way (a cancel seen on the retry) and nothing will start them.

    The first result stays: a run that already succeeded keeps the statistics of the
    delivery that did the work, not those of a duplicate that found it done.

    A run memoryflow did not publish (started by hand through QStash) gets a row here."""
    fields = {"result": result, "finished_at": timezone.now(), "status": RunStatus.SUCCEEDED}
    _close_never_started(
        WorkflowRun.objects.filter(parent_run_id=run_id),
        why=f"run {run_id} ended without publishing it",
    )
    rows = WorkflowRun.objects.filter(run_id=run_id)
    if rows.exclude(status=RunStatus.SUCCEEDED).update(**fields) or rows.exists():
        return
    WorkflowRun.objects.get_or_create(
        run_id=run_id,
        defaults={
            "trigger_message_id": run_id,
            "pipeline": pipeline,
            "layer": layer,
            "root_run_id": run_id,
            **fields,
        },
    )


def record_failure(*, run_id: str, status: int, message: str) -> None:
    """The run failed for good (its failure function runs): close it as failed, and with
    it the children it recorded that QStash never accepted (its publish of them failed on
    every retry). Nothing will ever start those, and left `published` they kept the tree,
    and so the hourly lease, open for hours. Children QStash accepted close themselves."""
    with transaction.atomic():
        WorkflowRun.objects.filter(run_id=run_id).exclude(status=RunStatus.SUCCEEDED).update(
            status=RunStatus.FAILED,
            finished_at=timezone.now(),
            result={"success": False, "failed": True, "status": status, "error": message[:2000]},
        )
        _close_never_started(
            WorkflowRun.objects.filter(parent_run_id=run_id),
            why=f"run {run_id} failed before QStash accepted it",
        )


def has_succeeded(*, run_id: str) -> bool:
    """The run's last step recorded its result (`record_result`): its work is done."""
    return WorkflowRun.objects.filter(run_id=run_id, status=RunStatus.SUCCEEDED).exists()


def succeeded_result(*, run_id: str) -> dict[str, Any] | None:
    """The statistics the run's last step recorded, once it succeeded; else None."""
    result: dict[str, Any] | None = (
        WorkflowRun.objects.filter(run_id=run_id, status=RunStatus.SUCCEEDED)
        .values_list("result", flat=True)
        .first()
    )
    return result


def record_never_started(*, run_ids: Sequence[str], error: str) -> None:
    """QStash did not accept these runs and nobody will publish them again under their ids
    (roots started by an operator or a task): close them as failed, or they wait for good."""
    _close_never_started(
        WorkflowRun.objects.filter(run_id__in=run_ids),
        why=f"QStash did not accept it ({error[:500]})",
    )


def _close_never_started(rows: QuerySet[WorkflowRun], *, why: str) -> None:
    rows.filter(status=RunStatus.PUBLISHED, started_at__isnull=True).update(
        status=RunStatus.FAILED,
        finished_at=timezone.now(),
        result={"success": False, "failed": True, "error": f"{NEVER_STARTED}: {why}"},
    )


def record_cancelled(*, run_id: str) -> uuid.UUID | None:
    """An operator cancelled the run in QStash: it will not finish, so close it, and with
    it the children it recorded that QStash never accepted (no retry of its step will
    publish them now). Returns the task the run worked for when this closed it (None: no
    task, or not open)."""
    with transaction.atomic():
        closed = WorkflowRun.objects.filter(run_id=run_id, status=RunStatus.PUBLISHED).update(
            status=RunStatus.CANCELLED, finished_at=timezone.now()
        )
        _close_never_started(
            WorkflowRun.objects.filter(parent_run_id=run_id),
            why=f"run {run_id} was cancelled before QStash accepted it",
        )
    if not closed:
        return None
    task_id: uuid.UUID | None = (
        WorkflowRun.objects.filter(run_id=run_id).values_list("async_task_id", flat=True).first()
    )
    return task_id


def parent_run_id(run_id: str) -> str:
    return (
        WorkflowRun.objects.filter(run_id=run_id).values_list("parent_run_id", flat=True).first()
        or ""
    )


def root_run_id(run_id: str) -> str:
    """The root of `run_id`'s tree (itself when it is a root or unknown)."""
    root = WorkflowRun.objects.filter(run_id=run_id).values_list("root_run_id", flat=True).first()
    return root or run_id


def open_runs(root_run_id: str) -> int:
    """How many runs of the tree are published but not finished."""
    return WorkflowRun.objects.filter(root_run_id=root_run_id, status=RunStatus.PUBLISHED).count()


# --- leases ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LeaseDecision:
    acquired: bool
    holder_run_id: str
    open_runs: int = 0


def acquire_tree_lease(*, name: str, run_id: str, max_age: timedelta) -> LeaseDecision:
    """Take lease `name` for `run_id`'s tree unless another tree holds it and still has runs
    open. A holder older than `max_age` is taken over (its tree crashed or was abandoned).

    Compare-and-swap on the holder, so two runs racing for a free lease cannot both win.
    Re-entrant: the holder asking again (a retried step) keeps it."""
    Lease.objects.get_or_create(name=name)
    for _ in range(3):
        lease = Lease.objects.get(name=name)
        holder = lease.holder_run_id
        if holder and holder != run_id:
            still_open = open_runs(holder)
            fresh = lease.acquired_at > timezone.now() - max_age
            if still_open and fresh:
                return LeaseDecision(acquired=False, holder_run_id=holder, open_runs=still_open)
        if holder == run_id:
            return LeaseDecision(acquired=True, holder_run_id=run_id)
        with transaction.atomic():
            taken = Lease.objects.filter(name=name, holder_run_id=holder).update(
                holder_run_id=run_id, acquired_at=timezone.now()
            )
        if taken:
            return LeaseDecision(acquired=True, holder_run_id=run_id)
    lease = Lease.objects.get(name=name)
    return LeaseDecision(acquired=lease.holder_run_id == run_id, holder_run_id=lease.holder_run_id)


def _single_user_id(body: Mapping[str, Any]) -> int | None:
    user_ids = body.get("userIds") or []
    value: Any = body.get("userId") or (
        user_ids[0] if isinstance(user_ids, list) and len(user_ids) == 1 else None
    )
    if value in (None, ""):
        return None
    try:
        return parse_db_id(value, "userId")
    except InvalidPayloadError:
        return None  # the run itself rejects it; the record just has no user


def _uuid_or_none(value: Any) -> uuid.UUID | None:
    try:
        return uuid.UUID(str(value)) if value else None
    except ValueError:
        return None
