"""Reconciling a finished run tree's counts, read from the run index as the runs record it."""

from __future__ import annotations

import pytest

from memoryflow.selectors.run_tree import read_tree
from memoryflow.services import runs

pytestmark = pytest.mark.django_db


def start(run_id: str, layer: str, parent: str = "", **body: object) -> None:
    pipeline = "cron" if layer == "hourly" else "topics"
    runs.record_published([runs.PublishedRun(run_id, (pipeline, layer), parent, "", body)])
    runs.record_started([run_id])  # QStash accepted it


def finish(run_id: str, layer: str, **result: object) -> None:
    runs.record_result(run_id=run_id, pipeline="topics", layer=layer, result=result)


def hourly_counting_two_users() -> None:
    """cron/hourly and a topics L1 that counted users 1 and 2 (L2 has not read them yet)."""
    start("wfr_cron", "hourly")
    start("wfr_l1", "process-users", "wfr_cron")
    finish("wfr_cron", "hourly", success=True)
    finish("wfr_l1", "process-users", totalEligible=2)


def l2_reads_only_user_1() -> None:
    start("wfr_l2", "paginate-users", "wfr_l1")
    start("wfr_exec_1", "execute-user", "wfr_l2", userIds=[1])
    finish("wfr_l2", "paginate-users", processedUsers=1, nextCursor=None)
    finish("wfr_exec_1", "execute-user", userId=1, processedTopics=0)


def users_own_task_finishes_user_2() -> None:
    start("wfr_task_l1", "process-users", userIds=[2])
    start("wfr_task_exec", "execute-user", "wfr_task_l1", userIds=[2])
    start("wfr_task_topic", "extract-topic", "wfr_task_exec", userIds=[2], topicIds=[9])
    finish("wfr_task_l1", "process-users", triggeredFanout=1)
    finish("wfr_task_exec", "execute-user", userId=2, processedTopics=1)
    finish("wfr_task_topic", "extract-topic", userId=2)


def test_a_user_finished_by_their_own_task_between_count_and_page_is_no_loss() -> None:
    hourly_counting_two_users()
    users_own_task_finishes_user_2()  # user 2 has no new topics left when L2 reads
    l2_reads_only_user_1()

    report = read_tree("wfr_cron")

    assert report.finished and report.problems == [] and report.ok


def test_a_user_finished_by_another_run_explains_one_missing_run_not_two() -> None:
    # Counted 1, 2 and 3; user 2's task finished it (in three runs); user 3 was lost.
    start("wfr_cron", "hourly")
    start("wfr_l1", "process-users", "wfr_cron")
    finish("wfr_cron", "hourly", success=True)
    finish("wfr_l1", "process-users", totalEligible=3)
    users_own_task_finishes_user_2()
    l2_reads_only_user_1()

    assert read_tree("wfr_cron").problems == [
        "topics: counted 3 users but started 1 execute-user run(s) (1 done by other runs)"
    ]


def test_a_counted_user_nobody_processed_is_a_loss() -> None:
    hourly_counting_two_users()
    l2_reads_only_user_1()

    report = read_tree("wfr_cron")

    assert report.finished and not report.ok
    assert report.problems == ["topics: counted 2 users but started 1 execute-user run(s)"]


def test_a_task_that_finished_before_the_count_explains_nothing() -> None:
    # User 2's task was done before L1 counted: the count did not include its work, so
    # the missing run is still a loss.
    users_own_task_finishes_user_2()
    hourly_counting_two_users()
    l2_reads_only_user_1()

    assert read_tree("wfr_cron").problems == [
        "topics: counted 2 users but started 1 execute-user run(s)"
    ]
