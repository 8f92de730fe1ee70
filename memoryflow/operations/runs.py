"""Cancelling a workflow run at an operator's request."""

from __future__ import annotations

from memoryflow.operations.audit import Actor, audit
from memoryflow.qstash import logs
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.services import runs


def cancel_run(*, actor: Actor, run_id: str, reason: str = "") -> None:
    """Cancel a workflow run in QStash. logs.RunNotFound for an unknown run."""
    try:
        with fail_fast():
            logs.cancel_run(run_id)
    except logs.RunNotFound:
        raise
    except TRANSPORT_ERRORS as error:
        raise QStashUnavailable(f"could not cancel the run in QStash: {error}") from error
    runs.record_cancelled(run_id=run_id)
    audit(actor=actor, action="run.cancel", target_type="run", target_id=run_id, reason=reason)
