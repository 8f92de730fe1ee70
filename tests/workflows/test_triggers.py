"""The run-start publisher (`memoryflow/workflows/triggers.py`): run ids chosen up front,
the start message each trigger becomes, and publishing — recorded in the run index first,
then started in a real local QStash, once however often it is published."""

from __future__ import annotations

from typing import Any

import pytest

from memoryflow.models import RunStatus, WorkflowRun
from memoryflow.qstash import logs
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS
from memoryflow.workflows import triggers
from memoryflow.workflows.persona import PERSONA
from memoryflow.workflows.topics import TOPICS
from memoryflow.workflows.triggers import Trigger
from qstash_devserver.testing import DevServer
from tests.qstash.conftest import NOWHERE
from tests.qstash.conftest import qstash as qstash  # re-exported fixture
from tests.qstash.conftest import qstash_server as qstash_server  # re-exported fixture

# --- run ids -----------------------------------------------------------------------------------


def test_a_child_run_id_follows_from_its_parent_and_key() -> None:
    child = triggers.child_run_id("wfr_parent", "user:7")

    assert child == triggers.child_run_id("wfr_parent", "user:7")
    assert child.startswith("wfr_")
    assert child != triggers.child_run_id("wfr_parent", "user:8")
    assert child != triggers.child_run_id("wfr_other", "user:7")


def test_a_plain_delivery_names_one_run_and_a_root_is_fresh() -> None:
    assert triggers.run_id_for_message("msg_1") == triggers.run_id_for_message("msg_1")
    assert triggers.run_id_for_message("msg_1") != triggers.run_id_for_message("msg_2")
    assert triggers.new_root_run_id() != triggers.new_root_run_id()


def test_a_path_names_its_pipeline_and_layer() -> None:
    assert triggers.pipeline_and_layer(TOPICS.path("execute-user")) == ("topics", "execute-user")
    assert triggers.pipeline_and_layer(triggers.HOURLY_CRON_PATH) == ("cron", "hourly")
    assert triggers.workflow_path("persona", "process-users") == PERSONA.path("process-users")
    assert triggers.workflow_url("/x", "http://app.test/") == "http://app.test/x"


# --- the start message ---------------------------------------------------------------------------


def test_a_trigger_starts_its_run_with_its_id_retries_failure_url_and_flow_control(
    settings: Any,
) -> None:
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 4
    trigger = Trigger(
        path=TOPICS.path("execute-user"),
        body={"userIds": [7]},
        base_url="http://app.test",
        run_id="wfr_child",
        flow_control=triggers.topics_execute_user_flow(7),
        label="user-7",
    )

    item = trigger.run_start().batch_item()
    headers = item["headers"]

    assert item["destination"] == f"http://app.test{TOPICS.path('execute-user')}"
    assert headers["Upstash-Workflow-RunId"] == "wfr_child"
    assert headers["Upstash-Deduplication-Id"] == "wfr_child"
    assert headers["Upstash-Retries"] == "4"
    assert headers["Upstash-Failure-Callback"] == item["destination"]
    assert headers["Upstash-Flow-Control-Key"] == "memory-user-memory.topics.execute-user.7"
    assert headers["Upstash-Flow-Control-Value"] == (
        f"parallelism={settings.MEMORYFLOW_TOPICS_USER_PARALLELISM}"
    )
    assert headers["Upstash-Label"] == "user-7"


# --- publishing ----------------------------------------------------------------------------------


def child_of(parent: str, key: str, user_id: int) -> Trigger:
    return Trigger(
        path=TOPICS.path("execute-user"),
        body={"userIds": [user_id]},
        base_url=NOWHERE,
        run_id=triggers.child_run_id(parent, key),
        parent_run_id=parent,
    )


@pytest.mark.django_db
def test_publish_records_the_runs_then_starts_them_in_qstash(qstash: DevServer) -> None:
    root = triggers.start_pipeline("topics", {"userIds": [1, 2], "dryRun": True})
    children = [child_of(root, f"user:{u}", u) for u in (1, 2)]

    published = triggers.publish(children)

    assert published.run_ids == [c.run_id for c in children]
    assert len(published.message_ids) == 2 and published.deduplicated == 0
    rows = {row.run_id: row for row in WorkflowRun.objects.filter(root_run_id=root)}
    assert set(rows) == {root, *published.run_ids}
    assert rows[root].dry_run and (rows[root].pipeline, rows[root].layer) == (
        "topics",
        "process-users",
    )
    for child, user_id in zip(children, (1, 2), strict=True):
        row = rows[child.run_id]
        assert (row.pipeline, row.layer, row.parent_run_id) == ("topics", "execute-user", root)
        assert (row.user_id, row.status) == (user_id, RunStatus.PUBLISHED)
        run = logs.get_run(child.run_id)
        assert run["workflowUrl"] == child.url and run["workflowState"] == "RUN_STARTED"


@pytest.mark.django_db
def test_a_republished_trigger_starts_and_records_nothing_more(qstash: DevServer) -> None:
    trigger = child_of("wfr_retried_parent", "user:3", 3)
    first = triggers.publish([trigger])

    again = triggers.publish([trigger])

    assert again.deduplicated == 1 and again.message_ids == first.message_ids
    assert WorkflowRun.objects.filter(run_id=trigger.run_id).count() == 1
    assert [r["workflowRunId"] for r in logs.list_runs(run_id=trigger.run_id)] == [trigger.run_id]


@pytest.mark.django_db
def test_a_root_run_qstash_never_accepted_is_closed_as_failed(settings: Any) -> None:
    # Started by an operator or a user's task, not by a step: nothing publishes it again
    # under its id, and its row stayed "published" (waiting, in the operator's list of
    # runs) for good.
    settings.QSTASH_URL = NOWHERE

    with pytest.raises(TRANSPORT_ERRORS), fail_fast():
        triggers.start_pipeline("topics", {"userIds": [1]})

    row = WorkflowRun.objects.get()
    assert (row.layer, row.status, row.started_at) == ("process-users", RunStatus.FAILED, None)
    assert row.finished_at is not None and row.result is not None
    assert row.result["error"].startswith("never started: QStash did not accept it")


@pytest.mark.django_db
def test_a_scheduled_run_qstash_accepts_on_the_deliverys_retry_is_open_again(
    qstash: DevServer, settings: Any
) -> None:
    # A schedule's delivery becomes a root whose id follows from its message id: refused
    # once, it is closed as never started, but QStash's retry of the delivery publishes it
    # again under that id. Accepted then, it is running, not "failed, never started".
    message_id = "msg_schedule_retried"
    trigger = Trigger(
        path=triggers.HOURLY_CRON_PATH,
        body={"dryRun": True, "baseUrl": NOWHERE},
        base_url=NOWHERE,
        run_id=triggers.run_id_for_message(message_id),
        trigger_message_id=message_id,
    )
    settings.QSTASH_URL = NOWHERE
    with pytest.raises(TRANSPORT_ERRORS), fail_fast():
        triggers.publish([trigger])
    assert WorkflowRun.objects.get().status == RunStatus.FAILED
    settings.QSTASH_URL = qstash.url

    triggers.publish([trigger])

    row = WorkflowRun.objects.get()
    assert (row.status, row.finished_at, row.result) == (RunStatus.PUBLISHED, None, None)
    assert row.started_at is not None
    assert logs.get_run(trigger.run_id)["workflowState"] == "RUN_STARTED"


@pytest.mark.django_db
def test_a_child_run_qstash_never_accepted_is_left_for_its_steps_retry(settings: Any) -> None:
    settings.QSTASH_URL = NOWHERE

    with pytest.raises(TRANSPORT_ERRORS), fail_fast():
        triggers.publish([child_of("wfr_parent", "user:3", 3)])

    # Published again under the same id by the step's retry, or closed by the parent's
    # failure function when the retries run out (`runs.record_failure`).
    assert WorkflowRun.objects.get().status == RunStatus.PUBLISHED


def test_publishing_nothing_asks_nothing(settings: Any) -> None:
    settings.QSTASH_URL = "http://127.0.0.1:9"  # any request would fail

    assert triggers.publish([]).as_dict() == {"runIds": [], "messageIds": [], "deduplicated": 0}
