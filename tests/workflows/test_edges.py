"""Signatures, bad payloads, duplicate triggers and cancellation, through real QStash HTTP."""

from __future__ import annotations

import base64
import hashlib
import json
import time

import httpx
import jwt
import pytest
from qstash.message import PublishResponse

from memoryflow.models import (
    AsyncTask,
    ExtractionStatus,
    Memory,
    RunStatus,
    TaskStatus,
    Topic,
    WorkflowRun,
)
from memoryflow.operations.audit import Actor
from memoryflow.operations.runs import cancel_run
from memoryflow.qstash.client import qstash_client
from memoryflow.services import tasks
from memoryflow.workflows import persona, triggers
from memoryflow.workflows.topics import TOPICS
from tests.factories import make_message, make_topic, make_user
from tests.workflows.conftest import start_task_run

pytestmark = pytest.mark.django_db(transaction=True)

LINES = [
    "I'm a nurse at the city hospital.",
    "Please keep your answers short.",
    "I'm running a half marathon on Sunday.",
]


def chatty_user(topics: int):
    user = make_user()
    for index in range(topics):
        topic = make_topic(user)
        make_message(topic, content=LINES[index % len(LINES)] + f" (topic {index})")
    return user


def sign(key: str, body: bytes, url: str, *, exp_offset: int = 300) -> str:
    now = int(time.time())
    digest = base64.urlsafe_b64encode(hashlib.sha256(body).digest()).decode().rstrip("=")
    claims = {
        "iss": "Upstash",
        "sub": url,
        "iat": now,
        "nbf": now,
        "exp": now + exp_offset,
        "jti": "jwt_test",
        "body": digest,
    }
    return jwt.encode(claims, key, algorithm="HS256")


def test_unsigned_forged_expired_and_wrong_subject_requests_are_rejected(pipelines) -> None:
    url = triggers.workflow_url(TOPICS.path("process-users"))
    body = json.dumps({"dryRun": False}).encode()
    key = pipelines.qstash.current_signing_key
    cases = {
        "unsigned": ({}, 401),
        "forged": ({"Upstash-Signature": sign("sig_not_the_key", body, url)}, 403),
        "expired": ({"Upstash-Signature": sign(key, body, url, exp_offset=-10)}, 403),
        "wrong subject": (
            {"Upstash-Signature": sign(key, body, url.replace("process-users", "paginate-users"))},
            403,
        ),
        "tampered body": ({"Upstash-Signature": sign(key, b'{"dryRun": true}', url)}, 403),
    }
    for name, (headers, status) in cases.items():
        response = httpx.post(
            url, content=body, headers={"Content-Type": "application/json", **headers}
        )
        assert response.status_code == status, name
        assert "Upstash-Signature" in response.json()["error"], name
    # The next key is accepted too (key rotation), and only then does anything happen.
    signed = sign(pipelines.qstash.next_signing_key, body, url)
    headers = {
        "Upstash-Signature": signed,
        "Upstash-Message-Id": "msg_manual",
        "Content-Type": "application/json",
    }
    assert httpx.post(url, content=body, headers=headers).status_code == 200
    assert list(WorkflowRun.objects.values_list("trigger_message_id", flat=True)) == ["msg_manual"]


def publish_raw(pipelines, path: str, body: str) -> str:
    client = qstash_client()
    response = client.message.publish(
        url=triggers.workflow_url(path), body=body, content_type="application/json"
    )
    assert isinstance(response, PublishResponse)  # a URL, not a URL group: one answer
    return response.message_id


@pytest.mark.parametrize(
    "body",
    ['{"userIds": "7"}', "not json at all", '{"userCursor": {"createdAt": "yesterday", "id": 1}}'],
)
def test_a_malformed_payload_fails_once_without_a_retry_storm(pipelines, body: str) -> None:
    path = TOPICS.path("paginate-users") if "userCursor" in body else TOPICS.path("execute-user")
    _, runs = pipelines.run(lambda: publish_raw(pipelines, path, body))
    assert [run["state"] for run in runs] == ["RUN_FAILED"]
    raw = qstash_client().http.request(
        path="/v2/workflows/logs", method="GET", params={"workflowRunId": runs[0]["runId"]}
    )["runs"][0]
    attempts = [
        error
        for group in raw["steps"]
        if group["type"] == "next"
        for step in group["steps"]
        for error in step.get("errors", [])
    ]
    assert len(attempts) == 1 and attempts[0]["status"] == 489  # non-retryable: one attempt
    assert "InvalidPayloadError" in runs[0]["failure"] or "Invalid" in runs[0]["failure"]


def test_a_trigger_delivered_twice_starts_one_run(pipelines) -> None:
    pipelines.restart_qstash(duplicate_deliveries=True)
    user = chatty_user(topics=1)
    _, runs = pipelines.run(lambda: persona.start_for_users(user_ids=[user.id]))
    by_layer = [(run["pipeline"], run["layer"]) for run in runs]
    # A single explicit user fits one chunk: L1 starts its execute-user run directly.
    assert sorted(by_layer) == sorted([("persona", "process-users"), ("persona", "execute-user")])
    assert WorkflowRun.objects.filter(layer="execute-user").count() == 1


def test_user_initiated_extraction_reaches_its_total(pipelines) -> None:
    user = chatty_user(topics=4)
    request = tasks.request_chat_topic_extraction(user_id=user.id, requested_by="test")
    assert request.needs_trigger and request.task.total_topics == 4
    pipelines.run(lambda: start_task_run(request.task))
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert (task.status, task.completed_topics, task.total_topics) == (TaskStatus.SUCCESS, 4, 4)
    assert len(task.workflow_run_ids) == 1
    assert set(Topic.objects.filter(user=user).values_list("extraction_status", flat=True)) == {
        ExtractionStatus.COMPLETED
    }


def test_cancel_mid_run_stops_at_the_next_boundary(pipelines) -> None:
    # Slow deliveries leave time to cancel while topics are still being extracted.
    pipelines.restart_qstash(latency=0.25, concurrency=4)
    user = chatty_user(topics=12)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    root = start_task_run(task)
    deadline = time.monotonic() + 60
    # CEPA done: `identity_pending` until the user's persona run applies identity in order.
    while (
        not Topic.objects.filter(user=user)
        .exclude(extraction_status=ExtractionStatus.PENDING)
        .exists()
    ):
        assert time.monotonic() < deadline, "no topic was extracted"
        time.sleep(0.05)
    tasks.request_cancel(task_id=task.id, by="alice", reason="changed my mind")
    memories_at_cancel = Memory.objects.filter(user=user).count()

    from memoryflow.selectors import run_tree

    report = run_tree.wait_for_tree(root, timeout_s=120, poll_s=0.3)
    assert report.finished
    results = [run.result or {} for run in WorkflowRun.objects.filter(root_run_id=root)]
    cancelled = [r for r in results if r.get("cancelled")]
    extracted = (
        Topic.objects.filter(user=user).exclude(extraction_status=ExtractionStatus.PENDING).count()
    )
    assert cancelled, "no layer saw the cancel request"
    assert extracted < 12, "every topic was extracted despite the cancel"
    task.refresh_from_db()
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "canceled"
    assert task.cancel_requested_by == "alice"
    # Work in flight at the cancel may finish its current step, nothing starts after.
    assert Memory.objects.filter(user=user).count() <= memories_at_cancel + 3 * 4


def test_a_failed_run_keeps_one_local_record(pipelines) -> None:
    # An extract-topic run with a topic id the user does not own is skipped, not failed;
    # a payload without a userId fails as a run, and its failure callback (which arrives
    # without the SDK version header, like a trigger) must not be claimed as a new run.
    _, runs = pipelines.run(
        lambda: publish_raw(pipelines, TOPICS.path("extract-topic"), '{"topicIds": [1]}')
    )
    assert [run["state"] for run in runs] == ["RUN_FAILED"]
    assert list(WorkflowRun.objects.values_list("run_id", flat=True)) == [runs[0]["runId"]]


def test_cancelling_a_run_that_works_for_a_task_ends_the_task(pipelines) -> None:
    # An operator cancels a user's run ("stuck on a bad topic"): QStash drops its steps, so
    # neither a step nor a failure function ever counts its topics. The task stayed
    # processing for good, and every later request of the user got that task back.
    user = chatty_user(topics=2)
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    # The user's execute-user run is held in QStash (its flow-control key paused).
    qstash_client().flow_control.pause(triggers.topics_execute_user_flow(user.id)["key"])
    root = start_task_run(request.task)
    deadline = time.monotonic() + 60
    while not (held := WorkflowRun.objects.filter(root_run_id=root, layer="execute-user")):
        assert time.monotonic() < deadline, "the execute-user run was never published"
        time.sleep(0.1)

    cancel_run(actor=Actor.cli("ops-bot"), run_id=held[0].run_id, reason="stuck")

    from memoryflow.selectors import run_tree

    assert run_tree.wait_for_tree(root, timeout_s=60, poll_s=0.3).finished
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "canceled"
    assert task.cancel_requested_by == "ops-bot" and task.cancel_reason == "stuck"
    assert tasks.request_chat_topic_extraction(user_id=user.id).needs_trigger


def test_a_fan_out_cancelled_on_its_retry_closes_the_runs_qstash_refused(
    pipelines, settings
) -> None:
    # The fan-out step records its extract-topic runs, then QStash refuses them (here a
    # flow-control value it rejects). The user cancels before the step's retry, which then
    # stops without publishing: those runs never start, and they stayed 'published' for
    # good, so the task's run tree never finished.
    pipelines.restart_qstash(retry_schedule="2,2,2")
    settings.MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM = 0
    user = chatty_user(topics=2)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    root = start_task_run(task)
    deadline = time.monotonic() + 60
    while not WorkflowRun.objects.filter(root_run_id=root, layer="extract-topic").exists():
        assert time.monotonic() < deadline, "the fan-out never recorded its runs"
        time.sleep(0.05)

    tasks.request_cancel(task_id=task.id, by="alice")

    from memoryflow.selectors import run_tree

    assert run_tree.wait_for_tree(root, timeout_s=30, poll_s=0.3).finished
    execute_user = WorkflowRun.objects.get(root_run_id=root, layer="execute-user")
    assert (execute_user.result or {}).get("cancelled") is True
    extract = WorkflowRun.objects.filter(root_run_id=root, layer="extract-topic")
    assert extract.count() == 2
    assert set(extract.values_list("status", flat=True)) == {RunStatus.FAILED}
    assert all((run.result or {})["error"].startswith("never started") for run in extract)


def test_a_topic_the_user_deletes_during_their_extraction_is_skipped_not_failed(
    pipelines,
) -> None:
    # The run listed the topic, then the user deleted that chat before its extraction ran.
    # Its extract-topic run failed as a bad payload ("topicIds: no such row"), so the task
    # ended as error although every topic left was extracted, and the run tree reported a
    # failure; a topic that is gone is skipped without error (docs/domain.md).
    user = chatty_user(topics=2)
    kept, deleted = Topic.objects.filter(user=user).order_by("id")
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    held = triggers.extract_topic_flow(user.id, deleted.id)["key"]
    qstash_client().flow_control.pause(held)
    root = start_task_run(request.task)
    deadline = time.monotonic() + 60
    while WorkflowRun.objects.filter(root_run_id=root, layer="extract-topic").count() != 2:
        assert time.monotonic() < deadline, "the topics were never fanned out"
        time.sleep(0.1)

    deleted.delete()
    qstash_client().flow_control.resume(held)

    from memoryflow.selectors import run_tree

    report = run_tree.wait_for_tree(root, timeout_s=60, poll_s=0.3)
    assert report.finished and not report.failed
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert (task.status, task.error) == (TaskStatus.SUCCESS, None)
    assert task.completed_topics == task.total_topics == 2
    assert Topic.objects.get(pk=kept.pk).extraction_status == ExtractionStatus.COMPLETED


def test_a_step_delivered_twice_keeps_the_statistics_of_the_delivery_that_did_the_work(
    pipelines,
) -> None:
    # Every message delivered twice: the second delivery of the extract step found the
    # topic extracted, and its statistics replaced the run's: "memoriesWritten": 0, skipped
    # as already extracted, progress not counted, for the run that wrote the memories.
    pipelines.restart_qstash(duplicate_deliveries=True)
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="Please keep your answers short.")
    request = tasks.request_chat_topic_extraction(user_id=user.id)

    _, runs = pipelines.run(lambda: start_task_run(request.task))

    assert all(run["state"] == "RUN_SUCCESS" for run in runs)
    written = Memory.objects.filter(user=user, source_topic=topic).count()
    assert written > 0
    result = WorkflowRun.objects.get(layer="extract-topic").result or {}
    assert (result["cepa"]["skipped"], result["memoriesWritten"]) == (None, written)
    assert result["progressCounted"] is True
