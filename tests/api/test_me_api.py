"""The user API: my extraction (docs/domain.md#user-initiated-extraction), its progress and cancel, my memories, my persona."""

from __future__ import annotations

import time

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from memoryflow.models import (
    AsyncTask,
    AuditLog,
    Memory,
    PersonaDocument,
    TaskStatus,
    WorkflowRun,
)
from memoryflow.services import tasks
from tests.factories import make_message, make_topic, make_user

pytestmark = pytest.mark.django_db


def me(user: User) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def _chatty(user: User, topics: int = 2) -> None:
    for _ in range(topics):
        make_message(make_topic(user), content="I'm a nurse and I prefer short answers.")


def test_anonymous_is_401() -> None:
    assert APIClient().post("/api/me/extractions/", {}, format="json").status_code == 401
    assert APIClient().get("/api/me/memories/").status_code == 401


def test_from_after_to_is_400_on_the_field() -> None:
    response = me(make_user()).post(
        "/api/me/extractions/", {"fromDate": "2026-03-01", "toDate": "2026-01-01"}, format="json"
    )
    assert response.status_code == 400 and response.json() == {
        "toDate": ["must be on or after fromDate"]
    }
    bad = me(make_user()).post("/api/me/extractions/", {"fromDate": "yesterday"}, format="json")
    assert bad.status_code == 400 and "fromDate" in bad.json()


def test_a_user_who_turned_memory_off_is_told_so_and_nothing_starts() -> None:
    # Memory off means "keep no memories of me": the hourly job leaves such a user alone,
    # but "extract my memories" extracted them all the same, without a word.
    user = make_user(memory={"enabled": False})
    _chatty(user)

    response = me(user).post("/api/me/extractions/", {}, format="json")

    assert response.status_code == 400
    assert "memory is turned off" in response.json()["detail"]
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()


def test_nothing_to_extract_gives_a_finished_task_and_no_trigger() -> None:
    response = me(make_user()).post("/api/me/extractions/", {}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert body["status"] == "success" and body["progress"] == {
        "completed": 0,
        "total": 0,
        "percent": 100,
    }


def test_a_second_request_returns_the_active_task(django_capture_on_commit_callbacks) -> None:
    user = make_user()
    _chatty(user)
    client = me(user)
    with django_capture_on_commit_callbacks(execute=False):
        first = client.post("/api/me/extractions/", {"fromDate": "2020-01-01"}, format="json")
    assert first.status_code == 201 and first.json()["status"] == "pending"
    assert first.json()["progress"]["total"] == 2 and first.json()["range"]["from"] == "2020-01-01"
    second = client.post("/api/me/extractions/", {}, format="json")
    assert second.status_code == 200 and second.json()["id"] == first.json()["id"]
    assert AsyncTask.objects.count() == 1


def test_qstash_down_ends_the_task_instead_of_leaving_it_pending(
    django_capture_on_commit_callbacks,
) -> None:
    user = make_user()
    _chatty(user)
    with django_capture_on_commit_callbacks(execute=True):
        response = me(user).post("/api/me/extractions/", {}, format="json")
    assert response.status_code == 201
    # (Outside a test transaction the publish runs before the response is written.)
    task = AsyncTask.objects.get(pk=response.json()["id"])
    assert task.status == "error" and (task.error or {})["code"] == "trigger_failed"
    # ...so it does not block the next request.
    with django_capture_on_commit_callbacks(execute=False):
        again = me(user).post("/api/me/extractions/", {}, format="json")
    assert again.status_code == 201 and again.json()["id"] != str(task.pk)


def test_my_task_progress_and_cancel_and_nobody_elses(django_capture_on_commit_callbacks) -> None:
    user, other = make_user(), make_user()
    _chatty(user)
    with django_capture_on_commit_callbacks(execute=False):
        task_id = me(user).post("/api/me/extractions/", {}, format="json").json()["id"]
    assert me(user).get(f"/api/me/extractions/{task_id}/").json()["progress"]["total"] == 2
    assert me(other).get(f"/api/me/extractions/{task_id}/").status_code == 404
    assert me(other).post(f"/api/me/extractions/{task_id}/cancel/").status_code == 404
    assert me(user).get("/api/me/extractions/not-a-uuid/").status_code == 404

    canceled = me(user).post(
        f"/api/me/extractions/{task_id}/cancel/", {"reason": "changed my mind"}, format="json"
    )
    assert canceled.status_code == 200
    assert canceled.json()["cancel"]["by"] == user.username and canceled.json()["status"] == "error"
    assert [t["id"] for t in me(user).get("/api/me/extractions/").json()] == [task_id]
    assert AuditLog.objects.filter(action="task.cancel", channel="api").exists()


def test_my_memories_filtered_and_my_persona() -> None:
    user, other = make_user(), make_user()
    for index, (layer, fields) in enumerate(
        [
            ("identity", {"role": "self", "identity_type": "professional", "description": "nurse"}),
            ("preference", {"directive": "short answers"}),
        ]
    ):
        Memory.objects.create(
            user=user,
            layer=layer,
            title=f"memory {index} nurse",
            summary="s",
            fields=fields,
            fingerprint=f"f{index}",
        )
    Memory.objects.create(
        user=other,
        layer="preference",
        title="not mine",
        summary="s",
        fields={"directive": "x"},
        fingerprint="x",
    )
    client = me(user)
    body = client.get("/api/me/memories/").json()
    assert body["count"] == 2 and {m["title"] for m in body["results"]} == {
        "memory 0 nurse",
        "memory 1 nurse",
    }
    assert client.get("/api/me/memories/", {"layer": "identity"}).json()["count"] == 1
    assert client.get("/api/me/memories/", {"q": "memory 1"}).json()["count"] == 1
    assert client.get("/api/me/memories/", {"layer": "feelings"}).status_code == 400

    assert client.get("/api/me/persona/").status_code == 404
    PersonaDocument.objects.create(user=user, persona="You are a nurse.", version=1)
    assert client.get("/api/me/persona/").json()["persona"] == "You are a nurse."


@pytest.mark.django_db(transaction=True)
@pytest.mark.slow
def test_my_extraction_end_to_end_through_qstash(pipelines) -> None:
    user = make_user()
    _chatty(user, topics=3)
    client = me(user)
    task = client.post("/api/me/extractions/", {}, format="json").json()
    assert task["status"] in ("pending", "processing")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        task = client.get(f"/api/me/extractions/{task['id']}/").json()
        if task["status"] not in ("pending", "processing"):
            break
        time.sleep(0.3)
    assert task["status"] == TaskStatus.SUCCESS, task
    assert task["progress"] == {"completed": 3, "total": 3, "percent": 100}
    assert task["workflowRunIds"]
    assert client.get("/api/me/memories/").json()["count"] > 0
    assert AuditLog.objects.filter(action="task.triggered", target_id=task["id"]).exists()


def test_cancelling_my_finished_task_is_400_and_keeps_its_outcome() -> None:
    user = make_user()
    done = AsyncTask.objects.create(
        user=user, type="user_memory_extraction:chat_topic", status=TaskStatus.SUCCESS
    )
    response = me(user).post(f"/api/me/extractions/{done.pk}/cancel/", {}, format="json")
    assert response.status_code == 400
    done.refresh_from_db()
    assert done.status == TaskStatus.SUCCESS and done.cancel_requested_at is None
    assert me(user).get(f"/api/me/extractions/{done.pk}/").json()["cancel"] is None


def test_an_operators_name_and_cancel_note_are_not_shown_to_the_user(operator) -> None:
    # An operator's extraction for the user, cancelled by that operator with a note meant
    # for the audit log: the user read "olivia" twice and the note itself.
    user = make_user()
    task = AsyncTask.objects.create(
        user=user, type="user_memory_extraction:chat_topic", requested_by=operator.username
    )
    client = APIClient()
    client.force_authenticate(operator)
    note = "flagged by trust and safety, ticket 4411"
    cancel = client.post(f"/api/ops/tasks/{task.pk}/cancel/", {"reason": note}, format="json")
    assert cancel.status_code == 200

    listed = me(user).get("/api/me/extractions/")
    one = me(user).get(f"/api/me/extractions/{task.pk}/")

    for response in (listed, one):
        assert response.status_code == 200
        assert operator.username not in response.content.decode()
        assert note not in response.content.decode()
    body = one.json()
    assert body["requestedBy"] == "operator" and body["status"] == TaskStatus.ERROR
    assert body["cancel"]["by"] == "operator" and body["cancel"]["reason"] == ""
    assert body["cancel"]["requestedAt"] is not None


def test_a_query_parameter_given_twice_is_400() -> None:
    # ?layer=identity&layer=preference answered one layer's memories as if it were all.
    user = make_user()
    client = me(user)
    assert client.get("/api/me/memories/?layer=identity").status_code == 200
    for query in ("layer=identity&layer=preference", "q=a&q=b", "page=1&page=2"):
        response = client.get(f"/api/me/memories/?{query}")
        assert response.status_code == 400, query
        assert response.json() == {query.partition("=")[0]: ["Given more than once."]}


def test_cancelling_my_failed_task_stops_the_topics_it_is_still_extracting() -> None:
    # One topic failed and the task ended error, while the run of another topic is still
    # going: the cancel was refused as "already ended", and that extraction went on.
    user = make_user()
    failed, running = make_topic(user), make_topic(user)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    error = {"code": "extract_topic_failed", "topicId": failed.id, "message": "refused"}
    tasks.record_topic_processed(task_id=task.id, topic_id=failed.id, outcome="failed", error=error)
    WorkflowRun.objects.create(
        trigger_message_id="wfr_still_extracting",
        run_id="wfr_still_extracting",
        pipeline="topics",
        layer="extract-topic",
        user_id=user.id,
        async_task_id=task.id,
    )

    response = me(user).post(
        f"/api/me/extractions/{task.pk}/cancel/", {"reason": "stop it"}, format="json"
    )

    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["cancel"]["by"] == user.username and body["cancel"]["reason"] == "stop it"
    assert body["status"] == TaskStatus.ERROR and body["error"]["code"] == "extract_topic_failed"
    assert tasks.is_cancel_requested(task.id)  # the running topic stops before its extraction
    assert AuditLog.objects.filter(action="task.cancel", target_id=str(task.pk)).exists()
    # Its runs all ended: a failed task has nothing left to cancel.
    WorkflowRun.objects.filter(async_task_id=task.id).update(status="failed")
    other = tasks.request_chat_topic_extraction(user_id=user.id, topic_ids=[running.id]).task
    tasks.record_topic_processed(
        task_id=other.id, topic_id=running.id, outcome="failed", error=error
    )
    assert (
        me(user).post(f"/api/me/extractions/{other.pk}/cancel/", {}, format="json").status_code
        == 400
    )
