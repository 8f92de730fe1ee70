"""The local run index (`WorkflowRun`) as the run pages, the ops API and the task page read
it: the rows that go with runs QStash lists, a run's children, the runs a task started."""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from django.db.models import QuerySet

from memoryflow.models import WorkflowRun


def local_run(*, run_id: str) -> WorkflowRun | None:
    """The local row of a run, or None for a run memoryflow has no record of."""
    return WorkflowRun.objects.filter(run_id=run_id).first()


def local_runs_by_run_id(*, run_ids: Iterable[str]) -> dict[str, WorkflowRun]:
    """run id -> local row, for the runs of a QStash listing; runs without a row are absent."""
    return {run.run_id: run for run in WorkflowRun.objects.filter(run_id__in=list(run_ids))}


def local_run_by_pk(*, pk: int) -> WorkflowRun | None:
    """The row `pk` once it has a run id (a row still publishing has none to show)."""
    return WorkflowRun.objects.filter(pk=pk).exclude(run_id="").first()


def child_runs(*, parent_run_id: str) -> QuerySet[WorkflowRun]:
    """The runs `parent_run_id` started, in the order they were started."""
    return WorkflowRun.objects.filter(parent_run_id=parent_run_id).order_by("claimed_at")


def recent_hourly_runs(*, limit: int = 10) -> QuerySet[WorkflowRun]:
    """The newest `limit` cron/hourly runs."""
    return WorkflowRun.objects.filter(pipeline="cron", layer="hourly").order_by("-claimed_at")[
        :limit
    ]


def runs_started_by_task(
    *, task_id: uuid.UUID, recorded_run_ids: Iterable[str] = ()
) -> dict[str, str | None]:
    """run id -> layer of every run an extraction task started, in the order started.

    Runs come from the index (rows carrying the task's id) and from the ids the task
    recorded itself (`recorded_run_ids`), which may name a run the index has no row for
    yet: its layer is None."""
    indexed = (
        WorkflowRun.objects.filter(async_task_id=task_id)
        .exclude(run_id="")
        .order_by("claimed_at")
        .values_list("run_id", flat=True)
    )
    run_ids = list(dict.fromkeys([*indexed, *recorded_run_ids]))
    layers = dict(WorkflowRun.objects.filter(run_id__in=run_ids).values_list("run_id", "layer"))
    return {run_id: layers.get(run_id) for run_id in run_ids}
