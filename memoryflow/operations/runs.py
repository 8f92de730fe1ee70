"""Cancelling a workflow run at an operator's request."""

from __future__ import annotations

import re
from contextlib import suppress

from memoryflow.operations.audit import Actor, audit
from memoryflow.operations.run_logs import our_run
from memoryflow.operations.tasks import NotCancellable
from memoryflow.qstash import logs
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.selectors.tasks import tasks_by_id
from memoryflow.services import runs, tasks

#: What a run id looks like (`wfr_…`), matched whole: the id becomes a path of QStash's API,
#: where `../../messages/msg_…` would name another resource and a control character
#: makes httpx refuse the URL.
RUN_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def cancel_run(*, actor: Actor, run_id: str, reason: str = "") -> None:
    """Cancel a workflow run in QStash. logs.RunNotFound for an unknown run, another app's
    run, or an id that is not a run id; NotCancellable for a run that ended on its own (QStash answers its
    cancel with 200 and changes nothing). A run already cancelled is cancelled again.

    A run that works for a user's task cancels the task too: its cancelled steps will
    never count the task's topics, so the task would otherwise stay active for good (and
    be handed back to every later request of the user)."""
    if not RUN_ID.fullmatch(run_id):
        raise logs.RunNotFound(f"{run_id[:80]!r} is not a run id")
    try:
        with fail_fast():
            state = our_run(run_id).get("workflowState")
            if state in logs.TERMINAL_RUN_STATES and state != "RUN_CANCELED":
                raise NotCancellable(f"run {run_id} has already ended ({state}); nothing to cancel")
            logs.cancel_run(run_id)
    except logs.RunNotFound:
        raise
    except TRANSPORT_ERRORS as error:
        raise QStashUnavailable(f"could not cancel the run in QStash: {error}") from error
    task_id = runs.record_cancelled(run_id=run_id)
    # A finished task keeps its outcome (and no cancel request is recorded on it).
    if task_id is not None and any(t.is_active for t in tasks_by_id(task_ids=[task_id])):
        with suppress(tasks.TaskNotFound):  # pruned since: nothing waits on it
            # Without NUL: PostgreSQL's text refuses it, and the admin passes the reason as typed.
            clean_reason = reason.replace("\x00", "")
            tasks.request_cancel(task_id=task_id, by=actor.label, reason=clean_reason)
    audit(
        actor=actor,
        action="run.cancel",
        target_type="run",
        target_id=run_id,
        reason=reason,
        **({"task": task_id} if task_id else {}),
    )
