"""The ops API: token auth, staff with the permission, clear 4xx for bad input."""

from __future__ import annotations

import json
from typing import Any

import pytest
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from memoryflow.models import AsyncTask, AuditLog, RunStatus, TaskStatus, TaskType, WorkflowRun
from tests.factories import make_message, make_topic, make_user

pytestmark = pytest.mark.django_db


def api(user: Any = None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.credentials(
            HTTP_AUTHORIZATION=f"Token {Token.objects.get_or_create(user=user)[0].key}"
        )
    return client


def test_anonymous_is_401_and_non_staff_is_403(operator) -> None:
    assert api().post("/api/ops/hourly/", {"dryRun": True}, format="json").status_code == 401
    assert (
        api(make_user()).post("/api/ops/hourly/", {"dryRun": True}, format="json").status_code
        == 403
    )


def test_staff_without_the_permission_is_403(viewer, bare_staff) -> None:
    response = api(viewer).post("/api/ops/hourly/", {"dryRun": True}, format="json")
    assert response.status_code == 403
    assert "memoryflow.trigger_pipeline" in response.json()["detail"]
    assert api(bare_staff).get("/api/ops/tasks/").status_code == 403
    assert api(viewer).get("/api/ops/tasks/").status_code == 200  # viewers read
    assert (
        api(viewer).post("/api/ops/tasks/00000000-0000-0000-0000-000000000000/cancel/").status_code
        == 403
    )


def test_a_method_the_endpoint_does_not_have_is_405_not_403(operator, viewer) -> None:
    # GET on a POST-only endpoint was "Staff with the permission … only": a client's wrong
    # method was reported to an operator holding every permission as a permission problem.
    client = api(operator)
    assert client.get("/api/ops/hourly/").status_code == 405
    assert client.put("/api/ops/tasks/", {}, format="json").status_code == 405
    assert client.delete("/api/ops/runs/wfr_x/").status_code == 405
    assert api(viewer).post("/api/ops/hourly/", {"dryRun": True}, format="json").status_code == 403
    assert api(make_user()).get("/api/ops/hourly/").status_code == 403  # not staff


def test_an_integer_out_of_range_is_told_as_out_of_range(operator) -> None:
    # limit=0 or a user id of 0 answered "A valid integer is required.", which 0 is.
    client = api(operator)
    assert client.get("/api/ops/tasks/", {"limit": "0"}).json() == {
        "limit": ["Ensure this value is greater than or equal to 1."]
    }
    assert client.get("/api/ops/runs/", {"limit": "501"}).json() == {
        "limit": ["Ensure this value is less than or equal to 500."]
    }
    response = client.post("/api/ops/personas/", {"userIds": [0], "dryRun": True}, format="json")
    assert response.json() == {
        "userIds": {"0": ["Ensure this value is greater than or equal to 1."]}
    }
    huge = client.get("/api/ops/tasks/", {"userId": str(2**63)}).json()
    assert huge == {"userId": [f"Ensure this value is less than or equal to {2**63 - 1}."]}
    assert client.get("/api/ops/tasks/", {"userId": "\u0661"}).json() == {
        "userId": ["A valid integer is required."]
    }


def test_bad_input_is_400_with_field_details(operator) -> None:
    client = api(operator)
    assert client.post("/api/ops/hourly/", {}, format="json").json() == {
        "dryRun": ["This field is required."]
    }
    response = client.post(
        "/api/ops/extractions/",
        {"userIds": [], "fromDate": "2026-02-01", "toDate": "2026-01-01"},
        format="json",
    )
    assert response.status_code == 400 and "userIds" in response.json()
    response = client.post(
        "/api/ops/extractions/",
        {"userIds": [1], "fromDate": "2026-02-01", "toDate": "2026-01-01", "dryRun": False},
        format="json",
    )
    assert response.json() == {"toDate": ["must be on or after fromDate"]}
    response = client.post(
        "/api/ops/extractions/", {"userIds": [99999], "dryRun": False}, format="json"
    )
    assert response.status_code == 400 and response.json() == {"userIds": ["no such user: 99999"]}
    response = client.post("/api/ops/hourly/", "{not json", content_type="application/json")
    assert response.status_code == 400
    assert client.get("/api/ops/runs/", {"state": "NOPE", "limit": "x"}).json().keys() == {
        "state",
        "limit",
    }
    assert client.get("/api/ops/tasks/", {"status": "bogus"}).status_code == 400
    assert client.get("/api/ops/tasks/not-a-uuid/").status_code == 404
    assert client.post("/api/ops/personas/", {"userIds": ["a"]}, format="json").status_code == 400


def test_qstash_down_is_503_not_500(operator) -> None:
    client = api(operator)
    response = client.post("/api/ops/hourly/", {"dryRun": True}, format="json")
    assert response.status_code == 503 and "could not publish" in response.json()["detail"]
    assert client.get("/api/ops/runs/").status_code == 503
    assert client.get("/api/ops/runs/wfr_x/").status_code == 503
    assert not AuditLog.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_qstash_down_when_starting_extractions_is_503_with_the_report(operator) -> None:
    # The tasks could not be triggered (and ended as error/trigger_failed), yet the answer
    # was 202 Accepted; manage.py extract_memories exits 3 on the same report. (Outside a
    # test transaction the publish runs before the answer.)
    user = make_user()
    make_message(make_topic(user))
    failed = AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC, status=TaskStatus.ERROR)
    client = api(operator)
    response = client.post(
        "/api/ops/extractions/", {"userIds": [user.pk], "dryRun": False}, format="json"
    )
    assert response.status_code == 503
    body = response.json()
    assert len(body["failed"]) == 1 and body["started"] == []
    assert body["tasks"][0]["error"]["code"] == "trigger_failed"
    retry = client.post(f"/api/ops/tasks/{failed.pk}/retry/", {"dryRun": False}, format="json")
    assert retry.status_code == 503 and retry.json()["error"]["code"] == "trigger_failed"


def test_extraction_dry_run_counts_topics(operator) -> None:
    user = make_user()
    for _ in range(2):
        make_message(make_topic(user))
    make_topic(user, extraction_status="completed")
    client = api(operator)
    body = client.post(
        "/api/ops/extractions/", {"userIds": [user.pk], "dryRun": True}, format="json"
    ).json()
    assert body["topics"] == 2 and body["users"] == 1 and body["tasks"] == []
    forced = client.post(
        "/api/ops/extractions/",
        {"userIds": [user.pk], "dryRun": True, "force": True},
        format="json",
    ).json()
    assert forced["topics"] == 3
    assert (
        AuditLog.objects.filter(
            action="extract.dry_run", channel="api", actor_label="olivia"
        ).count()
        == 2
    )


def test_naming_more_topics_than_a_run_extracts_per_user_is_400(operator, settings) -> None:
    # The automatic selection extracts at most MEMORYFLOW_MAX_TOPICS_PER_USER topics of a
    # user per run; named topics went past it, any number in one run.
    settings.MEMORYFLOW_MAX_TOPICS_PER_USER = 2
    user = make_user()
    topic_ids = [make_topic(user).pk for _ in range(3)]
    for dry_run in (True, False):
        response = api(operator).post(
            "/api/ops/extractions/",
            {"userIds": [user.pk], "topicIds": topic_ids, "dryRun": dry_run},
            format="json",
        )
        assert response.status_code == 400
        assert "at most 2 topics" in response.json()["detail"]
        assert "MEMORYFLOW_MAX_TOPICS_PER_USER" in response.json()["detail"]
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()
    # The limit itself is accepted (a topic named twice counts once).
    accepted = api(operator).post(
        "/api/ops/extractions/",
        {"userIds": [user.pk], "topicIds": topic_ids[:2] * 2, "dryRun": True},
        format="json",
    )
    assert accepted.status_code == 200 and accepted.json()["topics"] == 2


def test_tasks_list_get_cancel(operator) -> None:
    user = make_user()
    task = AsyncTask.objects.create(
        user=user, type=TaskType.CHAT_TOPIC, total_topics=4, completed_topics=3
    )
    client = api(operator)
    listed = client.get("/api/ops/tasks/", {"status": "pending", "userId": str(user.pk)}).json()
    assert [t["id"] for t in listed] == [str(task.pk)]
    one = client.get(f"/api/ops/tasks/{task.pk}/").json()
    assert one["progress"] == {"completed": 3, "total": 4, "percent": 75}
    canceled = client.post(
        f"/api/ops/tasks/{task.pk}/cancel/", {"reason": "ops"}, format="json"
    ).json()
    assert canceled["status"] == TaskStatus.ERROR
    assert canceled["cancel"]["by"] == "olivia" and canceled["cancel"]["reason"] == "ops"
    assert client.post(f"/api/ops/tasks/{task.pk}/retry/").status_code == 400  # no dryRun
    checked = client.post(f"/api/ops/tasks/{task.pk}/retry/", {"dryRun": True}, format="json")
    assert checked.status_code == 200 and checked.json()["id"] == str(task.pk)
    assert AsyncTask.objects.count() == 1  # the dry-run started nothing
    retry = client.post(f"/api/ops/tasks/{task.pk}/retry/", {"dryRun": False}, format="json")
    assert retry.status_code == 202  # a failed (canceled) task can be retried
    done = AsyncTask.objects.create(
        user=make_user(), type=TaskType.CHAT_TOPIC, status=TaskStatus.SUCCESS
    )
    for dry_run in (True, False):
        response = client.post(
            f"/api/ops/tasks/{done.pk}/retry/", {"dryRun": dry_run}, format="json"
        )
        assert response.status_code == 400


def test_schema_is_published_and_lists_only_the_apis(client) -> None:
    response = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    paths = response.json()["paths"]
    assert "/api/ops/hourly/" in paths and "/api/me/extractions/" in paths
    assert not any(path.startswith("/api/workflows/") for path in paths)
    assert client.get("/api/docs/").status_code == 200


def test_an_id_ending_in_a_newline_is_404_not_500(operator) -> None:
    # `$` also matches before a trailing newline: "wfr_x\n" passed as a run id and made
    # httpx refuse the cancel URL built from it (a 500).
    client = api(operator)
    for response in (
        client.get("/api/ops/runs/wfr_x%0A/"),
        client.post("/api/ops/runs/wfr_x%0A/cancel/", {}, format="json"),
        client.get("/api/ops/hourly/msg_x%0A/"),
    ):
        assert response.status_code == 404, response.content[:200]


def test_every_hourly_state_the_status_answers_is_in_the_schema(viewer) -> None:
    # A trigger that found another hourly run in progress answers "skipped"; a client
    # generated from the schema refused that answer when its enum left the state out.
    WorkflowRun.objects.create(
        trigger_message_id="wfr_skipped",
        run_id="wfr_skipped",
        pipeline="cron",
        layer="hourly",
        status=RunStatus.SUCCEEDED,
        result={"skipped": True, "message": "Skipped: the hourly run wfr_x is still in progress."},
    )
    answer = api(viewer).get("/api/ops/hourly/wfr_skipped/").json()
    schema = APIClient().get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    states = json.loads(schema.content)["components"]["schemas"]["StateEnum"]["enum"]
    assert answer["state"] == "skipped" and answer["finished"] is True
    assert set(states) == {"waiting", "running", "skipped", "finished", "dispatched", "failed"}


def test_hourly_status_of_a_run_that_is_no_hourly_run_is_404(viewer) -> None:
    # A mistyped id answered "waiting" and a topics run's id "running", both for ever: a
    # client polling statusUrl until `finished` never stopped.
    WorkflowRun.objects.create(
        trigger_message_id="wfr_topics",
        run_id="wfr_topics",
        pipeline="topics",
        layer="execute-user",
        status=RunStatus.SUCCEEDED,
        result={"topics": 1},
    )
    client = api(viewer)
    for run_id in ("wfr_nothing", "wfr_topics"):
        response = client.get(f"/api/ops/hourly/{run_id}/")
        assert response.status_code == 404, response.content[:200]
        assert run_id in response.json()["detail"]


def test_cancelling_a_finished_task_is_400_and_leaves_it_as_it_ended(operator) -> None:
    # The cancel was recorded on a task that had already ended: the answer and the admin
    # said "success (canceled)" for a task that ran to its end, and the audit a cancel.
    done = AsyncTask.objects.create(
        user=make_user(), type=TaskType.CHAT_TOPIC, status=TaskStatus.SUCCESS
    )
    client = api(operator)
    response = client.post(f"/api/ops/tasks/{done.pk}/cancel/", {"reason": "late"}, format="json")
    assert response.status_code == 400 and "success" in response.json()["detail"]
    done.refresh_from_db()
    assert done.status == TaskStatus.SUCCESS and done.cancel_requested_at is None
    assert not AuditLog.objects.filter(action="task.cancel").exists()
    # A cancel that did happen answers the same when a client sends it again.
    active = AsyncTask.objects.create(user=make_user(), type=TaskType.CHAT_TOPIC)
    for _ in range(2):
        again = client.post(f"/api/ops/tasks/{active.pk}/cancel/", {"reason": "x"}, format="json")
        assert again.status_code == 200 and again.json()["cancel"]["reason"] == "x"


def test_a_query_parameter_given_twice_is_400(viewer) -> None:
    # ?status=error&status=pending was read as its last value: a script asking for both
    # got the pending tasks only, with a 200 that looked like "no failed task".
    failed = AsyncTask.objects.create(
        user=make_user(), type=TaskType.CHAT_TOPIC, status=TaskStatus.ERROR
    )
    client = api(viewer)
    assert [t["id"] for t in client.get("/api/ops/tasks/?status=error").json()] == [str(failed.pk)]
    for query in ("status=error&status=pending", "limit=5&limit=500", "userId=1&userId=2"):
        response = client.get(f"/api/ops/tasks/?{query}")
        assert response.status_code == 400, query
        name = query.partition("=")[0]
        assert response.json() == {name: ["Given more than once."]}
    response = client.get("/api/ops/runs/?state=RUN_FAILED&state=RUN_SUCCESS")
    assert response.status_code == 400 and "state" in response.json()
