"""Step deliveries and failure callbacks signed with the real key whose content the SDK cannot
replay: a clear non-retryable answer and no effect, never a 500 retried until the DLQ."""

from __future__ import annotations

import base64
import json
import time
from typing import Any

import httpx
import jwt
import pytest
from qstash.message import PublishResponse

from memoryflow.models import AsyncTask, FanoutBatch, SeenDeliveryToken, TaskStatus, WorkflowRun
from memoryflow.qstash.client import qstash_client
from memoryflow.services import tasks
from memoryflow.workflows import triggers
from memoryflow.workflows.topics import TOPICS
from tests.factories import make_message, make_topic, make_user
from tests.workflows.test_signature_edges import claims_for

pytestmark = pytest.mark.django_db(transaction=True)

RUN = {"Upstash-Workflow-Sdk-Version": "1", "Upstash-Workflow-RunId": "wfr_malformed"}
FAILURE = {"Upstash-Workflow-Is-Failure": "true", "Upstash-Workflow-RunId": "wfr_malformed"}


def b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def step(name: str, step_id: int = 1, step_type: str = "Run") -> dict[str, Any]:
    body = {"stepId": step_id, "stepName": name, "stepType": step_type, "out": "{}"}
    return {"callType": "step", "body": b64(json.dumps({**body, "concurrent": 1}))}


def deliver(pipelines: Any, url: str, headers: dict[str, str], body: str) -> httpx.Response:
    key = pipelines.qstash.current_signing_key
    token = jwt.encode(claims_for(body.encode(), url), key, algorithm="HS256")
    signed = {"Upstash-Signature": token, "Upstash-Message-Id": "msg_malformed", **headers}
    return httpx.post(url, content=body.encode(), headers=signed, timeout=30)


def test_step_deliveries_and_callbacks_the_sdk_cannot_replay_are_489(pipelines) -> None:
    user = make_user()
    make_message(make_topic(user), content="I'm a nurse.")
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    payload = {"messageId": "msg_0", "body": b64(json.dumps({"userId": user.id}))}
    initial = {**payload, "body": b64(json.dumps({"userId": user.id, "asyncTaskId": str(task.id)}))}
    listed = f"memory:topics:execute-user:{user.id}:list-topics"
    callback = {
        "status": 500,
        "header": {},
        "body": b64('{"message": "boom"}'),
        "url": "x",
        "sourceBody": b64("{}"),
        "workflowRunId": "wfr_malformed",
    }
    cases = {
        "not JSON": (RUN, "hello"),
        "an object": (RUN, "{}"),
        "no entries": (RUN, "[]"),
        "entries that are no objects": (RUN, "[1]"),
        "no initial body": (RUN, json.dumps([{"messageId": "msg_0"}])),
        "a step without a call type": (RUN, json.dumps([payload, {"body": b64("{}")}])),
        "a step whose body is no JSON": (
            RUN,
            json.dumps([payload, {"callType": "step", "body": b64("zzz")}]),
        ),
        "a step without a name": (
            RUN,
            json.dumps([payload, {"callType": "step", "body": b64('{"stepId": 1}')}]),
        ),
        "another protocol version": (
            {**RUN, "Upstash-Workflow-Sdk-Version": "2"},
            json.dumps([payload, step(listed)]),
        ),
        "no run id": (
            {"Upstash-Workflow-Sdk-Version": "1"},
            json.dumps([payload, step(listed)]),
        ),
        # What a deploy that renamed a step does to the runs in flight: never replayable.
        "an unknown step name": (RUN, json.dumps([initial, step("memory:topics:bogus")])),
        "a step out of order": (
            RUN,
            json.dumps([initial, step(f"memory:topics:execute-user:{user.id}:fanout")]),
        ),
        "a step of another type": (RUN, json.dumps([initial, step(listed, step_type="Call")])),
        "a callback that is not JSON": (FAILURE, "hello"),
        "a callback that is a list": (FAILURE, "[]"),
        "a callback without its fields": (FAILURE, "{}"),
        "a callback whose status is text": (FAILURE, json.dumps({**callback, "status": "x"})),
        "a callback whose run id is a number": (
            FAILURE,
            json.dumps({**callback, "workflowRunId": 5}),
        ),
    }
    url = triggers.workflow_url(TOPICS.path("execute-user"))
    for name, (headers, body) in cases.items():
        response = deliver(pipelines, url, headers, body)
        assert response.status_code == 489, (name, response.status_code, response.text)
        assert response.headers["Upstash-NonRetryable-Error"] == "true", name
        assert response.json()["message"], name
    assert not WorkflowRun.objects.exists()
    assert not FanoutBatch.objects.exists()
    stored = AsyncTask.objects.get(pk=task.pk)
    assert (stored.status, stored.workflow_run_ids) == (TaskStatus.PENDING, [])
    assert SeenDeliveryToken.objects.count() == len(cases)

    # A report of an attempt that got no answer at all (null status and headers) is read.
    no_answer = json.dumps({**callback, "status": None, "header": None})
    assert deliver(pipelines, url, FAILURE, no_answer).status_code == 200


def test_a_body_too_large_to_read_is_refused_once(pipelines, settings) -> None:
    # Django cannot read a body over DATA_UPLOAD_MAX_MEMORY_SIZE: it answered its empty 400,
    # which QStash retried through its whole schedule before the message was dead.
    client = qstash_client()
    url = triggers.workflow_url(TOPICS.path("process-users"))
    body = json.dumps({"userIds": list(range(1, 2 * settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 8))})
    assert len(body) > settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    published = client.message.publish(
        url=url, body=body, content_type="application/json", retries=2
    )
    assert isinstance(published, PublishResponse)

    deadline = time.monotonic() + 60
    while not (dead := client.dlq.list().messages) and time.monotonic() < deadline:
        time.sleep(0.2)

    assert [entry.response_status for entry in dead] == [489]
    assert "bytes" in json.loads(dead[0].response_body or "{}")["message"]
    events = client.http.request(
        path="/v2/events", method="GET", params={"messageId": published.message_id}
    )["events"]
    assert [event["state"] for event in events].count("ACTIVE") == 1  # one attempt
    assert not WorkflowRun.objects.exists()
