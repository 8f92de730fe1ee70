"""Claiming triggers and recording results, in either order."""

from __future__ import annotations

import pytest

from memoryflow.models import WorkflowRun
from memoryflow.services import runs

pytestmark = pytest.mark.django_db


def claim(message_id: str = "msg_1") -> runs.Claim:
    return runs.claim_trigger(
        trigger_message_id=message_id, pipeline="topics", layer="process-users"
    )


def test_a_trigger_is_claimed_once() -> None:
    first = claim()
    assert first.state == "claimed"
    assert claim().state == "in_flight"  # another delivery while the first starts the run
    runs.confirm_started(claim=first.run, run_id="wfr_a")
    again = claim()
    assert again.state == "started" and again.run.run_id == "wfr_a"
    runs.release_claim(claim=again.run)  # a started run's claim is kept
    assert WorkflowRun.objects.count() == 1


def test_a_failed_start_releases_the_claim() -> None:
    first = claim()
    runs.release_claim(claim=first.run)
    assert claim().state == "claimed"


def test_result_then_start_and_start_then_result_end_in_one_row() -> None:
    early = claim("msg_early")
    runs.record_result(
        run_id="wfr_early", pipeline="topics", layer="process-users", result={"totalEligible": 3}
    )
    runs.confirm_started(claim=early.run, run_id="wfr_early")
    late = claim("msg_late")
    runs.confirm_started(claim=late.run, run_id="wfr_late")
    runs.record_result(
        run_id="wfr_late", pipeline="topics", layer="process-users", result={"totalEligible": 4}
    )
    rows = {row.trigger_message_id: row for row in WorkflowRun.objects.all()}
    assert set(rows) == {"msg_early", "msg_late"}
    assert rows["msg_early"].run_id == "wfr_early" and rows["msg_early"].result == {
        "totalEligible": 3
    }
    assert rows["msg_early"].finished_at is not None and rows["msg_early"].started_at is not None
    assert rows["msg_late"].result == {"totalEligible": 4}
