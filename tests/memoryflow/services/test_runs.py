"""The local run index: runs recorded when published, trees, results, failures, the lease."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from memoryflow.models import Lease, RunStatus, WorkflowRun
from memoryflow.services import runs

pytestmark = pytest.mark.django_db


def publish(run_id: str, parent: str = "", root: str = "", **body: object) -> None:
    runs.record_published(
        [
            runs.PublishedRun(
                run_id=run_id,
                pipeline_layer=("topics", "execute-user"),
                parent_run_id=parent,
                root_run_id=root,
                body=body,
            )
        ]
    )


def test_a_run_published_twice_is_recorded_once() -> None:
    publish("wfr_a", userIds=[7])
    publish("wfr_a", userIds=[7])
    row = WorkflowRun.objects.get()
    assert (row.run_id, row.user_id, row.status) == ("wfr_a", 7, RunStatus.PUBLISHED)


def test_children_join_their_parents_tree() -> None:
    publish("wfr_root")
    publish("wfr_child", parent="wfr_root")
    publish("wfr_grandchild", parent="wfr_child")
    roots = dict(WorkflowRun.objects.values_list("run_id", "root_run_id"))
    assert roots == {"wfr_root": "wfr_root", "wfr_child": "wfr_root", "wfr_grandchild": "wfr_root"}
    assert runs.open_runs("wfr_root") == 3
    assert runs.root_run_id("wfr_grandchild") == "wfr_root"
    assert runs.parent_run_id("wfr_grandchild") == "wfr_child"


def test_result_and_failure_close_a_run() -> None:
    publish("wfr_root")
    publish("wfr_ok", parent="wfr_root")
    publish("wfr_bad", parent="wfr_root")
    runs.record_result(run_id="wfr_ok", pipeline="topics", layer="x", result={"n": 1})
    runs.record_failure(run_id="wfr_bad", status=489, message="bad payload")
    ok, bad = WorkflowRun.objects.get(run_id="wfr_ok"), WorkflowRun.objects.get(run_id="wfr_bad")
    assert ok.status == RunStatus.SUCCEEDED and ok.result == {"n": 1} and ok.finished_at
    assert bad.status == RunStatus.FAILED and bad.result["error"] == "bad payload"  # type: ignore[index]
    assert runs.open_runs("wfr_root") == 1  # the root itself


def test_a_failed_run_closes_the_children_qstash_never_accepted() -> None:
    publish("wfr_root")
    publish("wfr_l2", parent="wfr_root")
    publish("wfr_accepted", parent="wfr_l2")
    runs.record_started(["wfr_root", "wfr_l2", "wfr_accepted"])
    publish("wfr_refused", parent="wfr_l2")  # its batch publish failed on every retry
    for _ in range(2):  # the failure callback may be delivered twice
        runs.record_failure(run_id="wfr_l2", status=500, message="QStash refused the batch")
    statuses = dict(WorkflowRun.objects.values_list("run_id", "status"))
    assert statuses["wfr_refused"] == RunStatus.FAILED
    assert statuses["wfr_accepted"] == RunStatus.PUBLISHED  # it runs, and closes itself
    assert runs.open_runs("wfr_root") == 2  # the root and the accepted child


def test_a_cancelled_run_closes_the_children_qstash_never_accepted() -> None:
    publish("wfr_root")
    publish("wfr_l2", parent="wfr_root")
    publish("wfr_accepted", parent="wfr_l2")
    runs.record_started(["wfr_root", "wfr_l2", "wfr_accepted"])
    publish("wfr_refused", parent="wfr_l2")  # its step was retrying the publish: cancelled
    runs.record_cancelled(run_id="wfr_l2")
    statuses = dict(WorkflowRun.objects.values_list("run_id", "status"))
    assert statuses["wfr_l2"] == RunStatus.CANCELLED
    assert statuses["wfr_refused"] == RunStatus.FAILED
    assert statuses["wfr_accepted"] == RunStatus.PUBLISHED
    assert runs.open_runs("wfr_root") == 2


def test_a_failure_callback_after_success_does_not_reopen_it() -> None:
    publish("wfr_a")
    runs.record_result(run_id="wfr_a", pipeline="topics", layer="x", result={"n": 1})
    runs.record_failure(run_id="wfr_a", status=500, message="late")
    assert WorkflowRun.objects.get().status == RunStatus.SUCCEEDED


def test_a_run_keeps_the_result_of_the_delivery_that_succeeded_first() -> None:
    publish("wfr_a")
    runs.record_result(run_id="wfr_a", pipeline="topics", layer="x", result={"written": 3})
    runs.record_result(run_id="wfr_a", pipeline="topics", layer="x", result={"written": 0})
    assert WorkflowRun.objects.get().result == {"written": 3}
    assert runs.succeeded_result(run_id="wfr_a") == {"written": 3}
    assert runs.succeeded_result(run_id="wfr_unknown") is None


def test_a_result_of_an_unknown_run_gets_a_row() -> None:
    runs.record_result(run_id="wfr_x", pipeline="topics", layer="x", result={"n": 2})
    row = WorkflowRun.objects.get()
    assert (row.root_run_id, row.status) == ("wfr_x", RunStatus.SUCCEEDED)


def test_the_lease_is_held_while_the_tree_has_open_runs() -> None:
    hour = timedelta(hours=1)
    publish("wfr_first")
    assert runs.acquire_tree_lease(name="hourly", run_id="wfr_first", max_age=hour).acquired
    # Re-entrant for the holder (a retried step).
    assert runs.acquire_tree_lease(name="hourly", run_id="wfr_first", max_age=hour).acquired
    second = runs.acquire_tree_lease(name="hourly", run_id="wfr_second", max_age=hour)
    assert not second.acquired and second.holder_run_id == "wfr_first" and second.open_runs == 1
    runs.record_result(run_id="wfr_first", pipeline="cron", layer="hourly", result={})
    assert runs.acquire_tree_lease(name="hourly", run_id="wfr_second", max_age=hour).acquired


def test_an_expired_lease_is_taken_over() -> None:
    publish("wfr_lost")
    runs.acquire_tree_lease(name="hourly", run_id="wfr_lost", max_age=timedelta(hours=1))
    Lease.objects.update(acquired_at=timezone.now() - timedelta(hours=2))
    taken = runs.acquire_tree_lease(name="hourly", run_id="wfr_new", max_age=timedelta(hours=1))
    assert taken.acquired and Lease.objects.get().holder_run_id == "wfr_new"


@pytest.mark.django_db(transaction=True)
def test_two_runs_racing_for_a_free_lease_cannot_both_win() -> None:
    won: list[str] = []
    barrier = threading.Barrier(4)

    def contend(run_id: str) -> None:
        try:
            barrier.wait()
            decision = runs.acquire_tree_lease(
                name="hourly", run_id=run_id, max_age=timedelta(hours=1)
            )
            if decision.acquired:
                won.append(run_id)
        finally:
            connection.close()

    for run_id in ("wfr_a", "wfr_b", "wfr_c", "wfr_d"):
        publish(run_id)
    threads = [
        threading.Thread(target=contend, args=(r,)) for r in ("wfr_a", "wfr_b", "wfr_c", "wfr_d")
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(won) == 1 and Lease.objects.get().holder_run_id == won[0]
