"""Signed but malformed payloads, through real QStash HTTP: each run fails once with a
non-retryable 489, before any fan-out, never as a 500 retried until the DLQ."""

from __future__ import annotations

from typing import Any

import pytest

from memoryflow.models import AsyncTask, WorkflowRun
from memoryflow.qstash.client import qstash_client
from memoryflow.workflows import triggers
from memoryflow.workflows.topics import TOPICS

pytestmark = pytest.mark.django_db(transaction=True)

CURSOR_PAGE = TOPICS.path("paginate-users")


def attempts_of(run_id: str) -> list[dict[str, Any]]:
    raw = qstash_client().http.request(
        path="/v2/workflows/logs", method="GET", params={"workflowRunId": run_id}
    )["runs"][0]
    return [
        error
        for group in raw["steps"]
        if group["type"] == "next"
        for step in group["steps"]
        for error in step.get("errors", [])
    ]


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        (TOPICS.path("execute-user"), '{"userId": "\\u00b2"}', "userId"),
        (TOPICS.path("execute-user"), '{"userId": "\\u0661\\u0662"}', "userId"),
        (TOPICS.path("execute-user"), '{"userId": 99999999999999999999}', "userId"),
        (TOPICS.path("execute-user"), '{"userId": Infinity}', "JSON object"),
        (CURSOR_PAGE, '{"userCursor": {"createdAt": "2025-02-30T00:00:00Z", "id": 1}}', "cursor"),
        (CURSOR_PAGE, '{"userCursor": {"createdAt": "2025-01-01T00:00:00Z", "id": 1e999}}', "JSON"),
        (TOPICS.path("process-users"), '{"toDate": "9999-12-31"}', "toDate"),
        (
            TOPICS.path("process-users"),
            '{"userIds": ' + "[" * 50_000 + "]" * 50_000 + "}",
            "deeper",
        ),
    ],
)
def test_a_hostile_payload_fails_once_with_489(pipelines, path: str, body: str, field: str) -> None:
    client = qstash_client()
    url = triggers.workflow_url(path)
    _, runs = pipelines.run(
        lambda: (
            client.message.publish(url=url, body=body, content_type="application/json").message_id  # type: ignore[union-attr]
        )
    )
    assert [run["state"] for run in runs] == ["RUN_FAILED"]  # one run, no children
    attempts = attempts_of(runs[0]["runId"])
    assert [attempt["status"] for attempt in attempts] == [489]  # one attempt, non-retryable
    assert field in runs[0]["failure"]
    assert WorkflowRun.objects.count() == 1  # the run's own record only: nothing fanned out
    assert not AsyncTask.objects.exists()


def test_the_run_record_keeps_only_a_valid_user_id() -> None:
    from memoryflow.services.runs import _single_user_id

    values = (1, "1", 0, True, "\u00b2", 2**63, None, "")
    assert [_single_user_id({"userId": v}) for v in values] == [
        1,
        1,
        None,
        None,
        None,
        None,
        None,
        None,
    ]
