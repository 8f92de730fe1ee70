"""What one hourly trigger led to, by the status of its runs (rows written directly)."""

from __future__ import annotations

from typing import Any

import pytest

from memoryflow.models import RunStatus, WorkflowRun
from memoryflow.selectors.hourly import hourly_outcome

pytestmark = pytest.mark.django_db

PIPELINES = ["topics", "persona"]


def run(
    run_id: str,
    *,
    pipeline: str,
    layer: str,
    status: str,
    result: dict[str, Any] | None = None,
    parent: str = "",
) -> WorkflowRun:
    return WorkflowRun.objects.create(
        trigger_message_id=run_id,
        run_id=run_id,
        pipeline=pipeline,
        layer=layer,
        parent_run_id=parent,
        root_run_id=parent or run_id,
        status=status,
        result=result,
    )


def cron(status: str = RunStatus.SUCCEEDED) -> WorkflowRun:
    result = {"success": True, "dryRun": False} if status == RunStatus.SUCCEEDED else None
    return run("wfr_cron", pipeline="cron", layer="hourly", status=status, result=result)


def entry(pipeline: str, status: str, total: int | None = None) -> WorkflowRun:
    result = None if total is None else {"totalEligible": total}
    return run(
        f"wfr_{pipeline}",
        pipeline=pipeline,
        layer="process-users",
        status=status,
        result=result,
        parent="wfr_cron",
    )


def test_both_entries_counted_is_dispatched_with_their_totals() -> None:
    cron()
    entry("topics", RunStatus.SUCCEEDED, 3)
    entry("persona", RunStatus.SUCCEEDED, 1)
    outcome = hourly_outcome("wfr_cron", pipelines=PIPELINES)
    assert (outcome.state, outcome.totals) == ("dispatched", {"topics": 3, "persona": 1})


def test_an_entry_an_operator_cancelled_ends_the_outcome_as_failed() -> None:
    cron()
    entry("topics", RunStatus.SUCCEEDED, 3)
    entry("persona", RunStatus.CANCELLED)
    outcome = hourly_outcome("wfr_cron", pipelines=PIPELINES)
    assert (outcome.state, outcome.finished) == ("failed", True)
    assert outcome.failure and "cancel" in outcome.failure


def test_a_cron_run_an_operator_cancelled_is_failed_not_waiting() -> None:
    cron(RunStatus.CANCELLED)
    outcome = hourly_outcome("wfr_cron", pipelines=PIPELINES)
    assert (outcome.state, outcome.finished) == ("failed", True)
    assert outcome.failure and "cancel" in outcome.failure
