"""Cancelling a workflow run at an operator's request."""

from __future__ import annotations

from memoryflow.operations.audit import Actor, audit
from memoryflow.operations.tasks import cancel_task
from memoryflow.qstash import logs
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.selectors.runs import local_run
from memoryflow.selectors.tasks import tasks_by_id
from memoryflow.services import runs


def cancel_run(*, actor: Actor, run_id: str, reason: str = "") -> None:
    """Cancel a workflow run in QStash. logs.RunNotFound for an unknown run.

    A run of a user's extraction task that is still active ends the task too, as a task
    cancel does: a cancelled run never counts its topics (no failure function runs), so
    the task would wait for ever and the user's next request would get it back."""
    try:
        with fail_fast():
            logs.cancel_run(run_id)
    except logs.RunNotFound:
        raise
    except TRANSPORT_ERRORS as error:
        raise QStashUnavailable(f"could not cancel the run in QStash: {error}") from error
    runs.record_cancelled(run_id=run_id)
    audit(actor=actor, action="run.cancel", target_type="run", target_id=run_id, reason=reason)
    run = local_run(run_id=run_id)
    if run is None or run.async_task_id is None:
        return
    for task in tasks_by_id(task_ids=[run.async_task_id]):
        if task.is_active:
            why = f"run {run_id} was cancelled" + (f": {reason}" if reason else "")
            cancel_task(actor=actor, task_id=task.id, reason=why)
