"""What one cron/hourly trigger led to, read from the run index as the runs record it."""

from __future__ import annotations

import pytest

from memoryflow.selectors.hourly import hourly_outcome
from memoryflow.services import runs

pytestmark = pytest.mark.django_db

PIPELINES = ("topics", "persona")


def dispatched_cron() -> None:
    """A real cron run that dispatched both L1s (recorded as the triggers record them)."""
    runs.record_published(
        [runs.PublishedRun("wfr_cron", ("cron", "hourly"), "", "", {"dryRun": False})]
    )
    runs.record_published(
        [
            runs.PublishedRun(f"wfr_{name}", (name, "process-users"), "wfr_cron", "", {})
            for name in PIPELINES
        ]
    )
    runs.record_started([f"wfr_{name}" for name in PIPELINES])  # QStash accepted them
    runs.record_result(run_id="wfr_cron", pipeline="cron", layer="hourly", result={"success": True})


def test_an_l1_that_failed_makes_the_outcome_failed_not_dispatched() -> None:
    # A failed run's record has a result too (the failure's): it was taken for a count, so
    # the outcome said "dispatched", "Topics: processing … users", and never the error.
    dispatched_cron()
    runs.record_result(
        run_id="wfr_persona",
        pipeline="persona",
        layer="process-users",
        result={"success": True, "totalEligible": 3},
    )
    runs.record_failure(run_id="wfr_topics", status=489, message="topicIds: no such row")

    outcome = hourly_outcome("wfr_cron", pipelines=PIPELINES)

    assert outcome.state == "failed" and outcome.failure == "topicIds: no such row"
    assert outcome.totals == {"topics": None, "persona": 3}


def test_both_l1s_counted_is_dispatched() -> None:
    dispatched_cron()
    for name, total in zip(PIPELINES, (2, 3), strict=True):
        runs.record_result(
            run_id=f"wfr_{name}",
            pipeline=name,
            layer="process-users",
            result={"success": True, "totalEligible": total},
        )

    outcome = hourly_outcome("wfr_cron", pipelines=PIPELINES)

    assert outcome.state == "dispatched" and outcome.failure is None
    assert outcome.totals == {"topics": 2, "persona": 3}


def test_an_l1_cancelled_by_an_operator_ends_the_outcome() -> None:
    # A cancelled run never records a result: the outcome stayed "running" for good.
    dispatched_cron()
    runs.record_cancelled(run_id="wfr_topics")

    outcome = hourly_outcome("wfr_cron", pipelines=PIPELINES)

    assert outcome.state == "failed" and outcome.finished
    assert outcome.failure == "topics process-users run wfr_topics was cancelled"


def test_a_cron_run_cancelled_before_it_ran_is_failed_not_waiting() -> None:
    # Cancelled, it never records a result: the recent hourly runs listed it as waiting
    # for good (only the page of one run asked QStash why).
    runs.record_published(
        [runs.PublishedRun("wfr_cron", ("cron", "hourly"), "", "", {"dryRun": False})]
    )
    runs.record_cancelled(run_id="wfr_cron")

    outcome = hourly_outcome("wfr_cron", pipelines=PIPELINES)

    assert outcome.state == "failed" and outcome.finished
    assert outcome.failure == "cron hourly run wfr_cron was cancelled"
