"""The operators' admin without QStash: permissions, confirmation pages, POST + CSRF, audit."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from memoryflow.models import (
    AsyncTask,
    AuditLog,
    ExtractionStatus,
    Memory,
    PersonaDocument,
    PersonaHistory,
    TaskStatus,
    TaskType,
    Topic,
)
from tests.admin.conftest import client_for
from tests.factories import make_chatted_user, make_message, make_topic, make_user

pytestmark = pytest.mark.django_db

OPERATIONS = reverse("admin:memoryflow_operations_changelist")
DRY_RUN = reverse("admin:memoryflow_operations_dry_run")
RUN = reverse("admin:memoryflow_operations_run")
USERS = reverse("admin:accounts_user_changelist")
TASKS = reverse("admin:memoryflow_asynctask_changelist")


def _memory(user: Any, topic: Any = None, title: str = "Works as a nurse") -> Memory:
    return Memory.objects.create(
        user=user,
        layer="identity",
        title=title,
        summary=title,
        fields={"role": "self", "identity_type": "professional", "description": title},
        fingerprint=title.lower().replace(" ", "-"),
        source_topic=topic,
    )


# --- the operations page ----------------------------------------------------------------------


def test_operations_page_shows_buttons_to_operators_only(operator, viewer, qstash_down) -> None:
    page = client_for(operator).get(OPERATIONS)
    assert page.status_code == 200
    assert b'id="dry-run-hourly"' in page.content and b'id="run-hourly"' in page.content
    assert b"QStash unreachable" in page.content  # the page survives QStash being down

    page = client_for(viewer).get(OPERATIONS)
    assert page.status_code == 200
    assert b'id="dry-run-hourly"' not in page.content
    assert b"You can look but not trigger" in page.content


def test_staff_without_a_role_cannot_open_operations(bare_staff) -> None:
    assert client_for(bare_staff).get(OPERATIONS).status_code == 403


def test_dry_run_is_post_only_and_permission_checked_in_the_view(operator, viewer) -> None:
    assert client_for(operator).get(DRY_RUN).status_code == 405
    assert client_for(viewer).post(DRY_RUN).status_code == 403
    assert client_for(viewer).post(RUN).status_code == 403
    assert client_for(viewer).get(RUN).status_code == 403
    assert not AuditLog.objects.exists()


def test_dry_run_needs_the_csrf_token(operator) -> None:
    assert client_for(operator, csrf=True).post(DRY_RUN).status_code == 403


def test_run_hourly_shows_a_confirmation_page_first(operator) -> None:
    page = client_for(operator).get(RUN)
    assert page.status_code == 200
    assert b'id="confirm-run-hourly"' in page.content
    assert b"Dry-run hourly" in page.content  # points to the safer first step
    assert not AuditLog.objects.exists()


def test_trigger_with_qstash_down_reports_the_error_and_audits_nothing(
    operator, qstash_down
) -> None:
    response = client_for(operator).post(DRY_RUN, follow=True)
    assert response.status_code == 200
    assert b"ould not publish to QStash" in response.content
    assert not AuditLog.objects.exists()


def test_hourly_status_of_an_unknown_run_is_not_found(operator) -> None:
    # Every hourly run is in the local index from the moment it is published: an id that
    # is not there was mistyped or pruned, and "waiting" had a page refresh it for ever.
    client = client_for(operator)
    for view in ("admin:memoryflow_operations_hourly_status", "admin:memoryflow_operations_hourly"):
        assert client.get(reverse(view, args=["msg_nothing"])).status_code == 404


# --- user actions ---------------------------------------------------------------------------------


def _actions(client: Any) -> str:
    return client.get(USERS).content.decode()


def test_user_actions_hidden_without_the_permission(operator, viewer) -> None:
    assert 'value="extract_memories_now"' in _actions(client_for(operator))
    assert 'value="rewrite_persona_now"' in _actions(client_for(operator))
    assert 'value="purge_memories"' in _actions(client_for(operator))
    viewer_page = _actions(client_for(viewer))
    assert "extract_memories_now" not in viewer_page and "purge_memories" not in viewer_page


def test_user_actions_refused_to_a_viewer_posting_them_anyway(viewer) -> None:
    user = make_chatted_user()
    done = make_topic(user, extraction_status=ExtractionStatus.COMPLETED)
    response = client_for(viewer).post(
        USERS, {"action": "purge_memories", "_selected_action": [user.pk], "apply": "1"}
    )
    # A viewer is offered no action at all, so the admin ignores the posted one and shows
    # the list again: no action form, no message, nothing purged, nothing audited.
    assert response.status_code == 200
    assert response.templates[0].name == "admin/change_list.html"
    assert b'name="action"' not in response.content
    assert list(response.context["messages"]) == []
    done.refresh_from_db()
    assert done.extraction_status == ExtractionStatus.COMPLETED
    assert not AuditLog.objects.exists()


def test_extract_now_shows_the_intermediate_page_then_validates(operator) -> None:
    user = make_chatted_user()
    client = client_for(operator)
    page = client.post(USERS, {"action": "extract_memories_now", "_selected_action": [user.pk]})
    assert page.status_code == 200
    assert b"Start extraction" in page.content and b'name="force"' in page.content
    assert b'name="from_date"' in page.content and b'value="dry"' in page.content

    bad = client.post(
        USERS,
        {
            "action": "extract_memories_now",
            "_selected_action": [user.pk],
            "apply": "1",
            "mode": "run",
            "from_date": "2026-02-01",
            "to_date": "2026-01-01",
        },
    )
    assert bad.status_code == 200 and b"must be on or after From" in bad.content
    assert not AsyncTask.objects.exists()


def test_extract_now_dry_run_reports_counts_and_triggers_nothing(operator) -> None:
    user = make_user()
    for _ in range(3):
        make_message(make_topic(user), content="I'm a nurse")
    make_topic(user, extraction_status="completed")
    response = client_for(operator).post(
        USERS,
        {
            "action": "extract_memories_now",
            "_selected_action": [user.pk],
            "apply": "1",
            "mode": "dry",
        },
        follow=True,
    )
    assert b"Dry run: would extract 3 topic(s) for 1 user(s)" in response.content
    assert not AsyncTask.objects.exists()
    entry = AuditLog.objects.get()
    assert entry.action == "extract.dry_run" and entry.actor_label == "olivia"
    assert entry.channel == "admin" and entry.details["topics"] == 3


def test_extract_now_for_a_user_with_nothing_to_do_makes_a_finished_task(operator) -> None:
    user = make_user()
    response = client_for(operator).post(
        USERS,
        {
            "action": "extract_memories_now",
            "_selected_action": [user.pk],
            "apply": "1",
            "mode": "run",
        },
        follow=True,
    )
    assert b"1 with nothing to extract" in response.content
    task = AsyncTask.objects.get()
    assert task.status == TaskStatus.SUCCESS and task.requested_by == "olivia"


@pytest.mark.django_db(transaction=True)
def test_extract_now_creates_a_task_and_publishes_after_commit(operator) -> None:
    user = make_chatted_user()
    response = client_for(operator).post(
        USERS,
        {
            "action": "extract_memories_now",
            "_selected_action": [user.pk],
            "apply": "1",
            "mode": "run",
        },
        follow=True,
    )
    # QStash is down: the task does not stay pending for ever, it ends as error at once.
    task = AsyncTask.objects.get()
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "trigger_failed"
    assert b"1 could not be triggered" in response.content
    assert AuditLog.objects.filter(action="task.trigger_failed", target_id=str(task.id)).exists()


def test_extract_and_persona_actions_take_at_most_as_many_users_as_the_api(
    operator, monkeypatch
) -> None:
    # "Select all" on the users list took every user: one publish after another inside one
    # request (the ops API takes 1000), cut by the server's timeout midway with no audit row.
    monkeypatch.setattr("memoryflow.adminui.users.MAX_USERS", 2)
    users = [make_chatted_user() for _ in range(3)]
    client = client_for(operator)
    for action, extra in (
        ("extract_memories_now", {"apply": "1", "mode": "run"}),
        ("rewrite_persona_now", {}),
    ):
        body = {"action": action, "_selected_action": [u.pk for u in users], **extra}
        text = client.post(USERS, body, follow=True).content.decode()
        assert "At most 2 users at once (3 selected)" in text, action
        assert "could not publish" not in text.lower(), action
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()


def test_purge_needs_confirmation_then_deletes_and_resets_topics(operator) -> None:
    user = make_user()
    topic = make_topic(user, extraction_status="completed")
    _memory(user, topic)
    other = make_user()
    _memory(other)
    client = client_for(operator)

    page = client.post(USERS, {"action": "purge_memories", "_selected_action": [user.pk]})
    assert page.status_code == 200
    assert b"Yes, purge their memories" in page.content
    assert b"<strong>1</strong> memories will be deleted" in page.content
    assert Memory.objects.count() == 2

    done = client.post(
        USERS,
        {"action": "purge_memories", "_selected_action": [user.pk], "apply": "1"},
        follow=True,
    )
    assert b"Purged 1 memories of 1 user(s); 1 topics reset to pending." in done.content
    assert list(Memory.objects.values_list("user_id", flat=True)) == [other.pk]
    topic.refresh_from_db()
    assert topic.extraction_status == "pending"
    entry = AuditLog.objects.get(action="memories.purge")
    assert entry.target_id == str(user.pk) and entry.details["memoriesDeleted"] == 1


# --- tasks ---------------------------------------------------------------------------------------------


def _task(user: Any, **fields: Any) -> AsyncTask:
    return AsyncTask.objects.create(
        user=user, type=TaskType.CHAT_TOPIC, total_topics=4, completed_topics=1, **fields
    )


def test_task_page_shows_progress_and_cancel_button(operator, viewer) -> None:
    task = _task(make_user(), status=TaskStatus.PROCESSING, requested_by="someone")
    url = reverse("admin:memoryflow_asynctask_change", args=[task.pk])
    page = client_for(operator).get(url).content.decode()
    assert '<progress max="100" value="25">' in page and "1/4 topics (25%)" in page
    assert 'id="cancel-task"' in page and 'http-equiv="refresh"' in page
    assert 'id="cancel-task"' not in client_for(viewer).get(url).content.decode()
    assert "1/4 topics" in client_for(viewer).get(TASKS).content.decode()


def test_cancel_task_asks_for_a_reason_and_records_who(operator) -> None:
    task = _task(make_user(), status=TaskStatus.PROCESSING)
    client = client_for(operator)
    page = client.post(TASKS, {"action": "cancel_tasks", "_selected_action": [task.pk]})
    assert page.status_code == 200 and b'name="reason"' in page.content
    task.refresh_from_db()
    assert task.cancel_requested_at is None

    client.post(
        TASKS,
        {
            "action": "cancel_tasks",
            "_selected_action": [task.pk],
            "apply": "1",
            "reason": "wrong user",
        },
    )
    task.refresh_from_db()
    assert task.cancel_requested_by == "olivia" and task.cancel_reason == "wrong user"
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "canceled"
    assert AuditLog.objects.filter(action="task.cancel", target_id=str(task.pk)).exists()


def test_cancel_and_retry_are_not_offered_to_viewers(viewer) -> None:
    _task(make_user(), status=TaskStatus.ERROR)
    page = client_for(viewer).get(TASKS).content.decode()
    assert "cancel_tasks" not in page and "retry_failed" not in page


def test_retry_failed_starts_a_new_task_and_skips_others(
    operator, django_capture_on_commit_callbacks
) -> None:
    user = make_chatted_user()
    failed = _task(user, status=TaskStatus.ERROR)
    done = _task(make_user(), status=TaskStatus.SUCCESS)
    with django_capture_on_commit_callbacks(execute=False):
        response = client_for(operator).post(
            TASKS, {"action": "retry_failed", "_selected_action": [failed.pk, done.pk]}, follow=True
        )
    assert b"Retried 1 task(s)" in response.content
    assert b"1 task(s) skipped" in response.content
    new = AsyncTask.objects.exclude(pk__in=[failed.pk, done.pk]).get()
    assert new.user_id == user.pk and new.status == TaskStatus.PENDING and new.total_topics == 1
    assert AuditLog.objects.filter(action="task.retry", target_id=str(failed.pk)).exists()


@pytest.mark.django_db(transaction=True)
def test_retry_that_could_not_be_started_is_reported_as_an_error(operator, qstash_down) -> None:
    # QStash down: the new task ends at once as error/trigger_failed, and the action said
    # "Retried 1 task(s)" in green. (Outside a test transaction the publish runs at once.)
    failed = _task(make_chatted_user(), status=TaskStatus.ERROR)
    response = client_for(operator).post(
        TASKS, {"action": "retry_failed", "_selected_action": [failed.pk]}, follow=True
    )
    text = response.content.decode()
    assert "Retried" not in text
    assert "Could not start the retry of 1 task(s)" in text and "could not publish" in text
    new = AsyncTask.objects.exclude(pk=failed.pk).get()
    assert new.status == TaskStatus.ERROR and (new.error or {})["code"] == "trigger_failed"


# --- runs, memories, personas, audit ---------------------------------------------------------------------


def test_runs_page_survives_qstash_down(operator, qstash_down) -> None:
    page = client_for(operator).get(reverse("admin:memoryflow_workflowrun_changelist"))
    assert page.status_code == 200 and b"Could not read the runs from QStash" in page.content


def test_cancel_run_is_post_only_and_needs_the_permission(operator, viewer) -> None:
    url = reverse("admin:memoryflow_workflowrun_cancel", args=["wfr_x"])
    assert client_for(operator).get(url).status_code == 405
    assert client_for(viewer).post(url, {"reason": "x"}).status_code == 403


def test_memories_are_read_only_searchable_and_link_their_topic(operator) -> None:
    user = make_user(username="nina")
    topic = make_topic(user, title="night shifts")
    memory = _memory(user, topic)
    client = client_for(operator)
    listing = client.get(
        reverse("admin:memoryflow_memory_changelist"), {"q": "nurse", "layer__exact": "identity"}
    )
    assert b"Works as a nurse" in listing.content and b"night shifts" in listing.content
    assert client.get(reverse("admin:memoryflow_memory_add")).status_code == 403
    detail = client.get(reverse("admin:memoryflow_memory_change", args=[memory.pk]))
    assert detail.status_code == 200 and b'name="title"' not in detail.content


def test_persona_page_shows_versions_with_coloured_diffs(operator) -> None:
    user = make_user()
    persona = PersonaDocument.objects.create(user=user, persona="You are a nurse.", version=2)
    PersonaHistory.objects.create(
        persona=persona,
        previous_version=1,
        next_version=2,
        snapshot="You are a nurse.",
        diff="--- previous\n+++ next\n-You are a student.\n+You are a nurse.",
    )
    page = client_for(operator).get(
        reverse("admin:memoryflow_personadocument_change", args=[persona.pk])
    )
    html = page.content.decode()
    assert '<span style="color:#2e7d32">+You are a nurse.</span>' in html
    assert '<span style="color:#c62828">-You are a student.</span>' in html


def test_audit_log_is_read_only(operator) -> None:
    AuditLog.objects.create(actor_label="olivia", channel="admin", action="hourly.dry_run")
    client = client_for(operator)
    assert b"hourly.dry_run" in client.get(reverse("admin:memoryflow_auditlog_changelist")).content
    assert client.get(reverse("admin:memoryflow_auditlog_add")).status_code == 403


def test_topics_untouched_by_viewing(operator) -> None:
    make_chatted_user()
    before = list(Topic.objects.values_list("id", "extraction_status"))
    for url in (OPERATIONS, USERS, TASKS, reverse("admin:memoryflow_memory_changelist")):
        client_for(operator).get(url)
    assert list(Topic.objects.values_list("id", "extraction_status")) == before


# --- topics -----------------------------------------------------------------------------------

TOPICS = reverse("admin:memoryflow_topic_changelist")


def test_an_operator_requeues_rejected_topics_and_it_is_audited(operator) -> None:
    user = make_user()
    rejected, done = make_topic(user), make_topic(user, extraction_status="completed")
    make_message(rejected)
    Topic.objects.filter(pk=rejected.pk).update(
        extraction_status=ExtractionStatus.REJECTED,
        extraction_attempts=5,
        extraction_error="model said no",
    )
    assert type(user).objects.get(pk=user.pk).pending_topics == 0

    response = client_for(operator).post(
        TOPICS,
        {"action": "requeue_for_extraction", "_selected_action": [rejected.pk, done.pk]},
        follow=True,
    )
    assert response.status_code == 200
    shown = [str(m) for m in response.context["messages"]]
    assert any("Re-queued 1 topic(s)" in m for m in shown)
    assert any("1 topic(s) left alone" in m for m in shown)
    rejected.refresh_from_db()
    assert (rejected.extraction_status, rejected.extraction_attempts) == ("pending", 0)
    assert Topic.objects.get(pk=done.pk).extraction_status == ExtractionStatus.COMPLETED
    assert type(user).objects.get(pk=user.pk).pending_topics == 1  # new work again
    entry = AuditLog.objects.get(action="topic.requeue")
    assert (entry.target_type, entry.target_id, entry.actor_label) == (
        "topic",
        str(rejected.pk),
        "olivia",
    )
    assert entry.details == {"previousStatus": "rejected", "previousAttempts": 5}


def test_a_viewer_cannot_requeue_topics(viewer) -> None:
    topic = make_topic(make_user(), extraction_status=ExtractionStatus.REJECTED)
    response = client_for(viewer).post(
        TOPICS, {"action": "requeue_for_extraction", "_selected_action": [topic.pk]}
    )
    assert response.status_code == 200
    assert b'name="action"' not in response.content
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.REJECTED
    assert not AuditLog.objects.exists()


def test_cancel_action_leaves_finished_tasks_alone_and_counts_only_those_cancelled(
    operator,
) -> None:
    # A stale list or a mixed selection: the finished task was marked "(canceled)" and
    # counted among the cancels recorded.
    active = _task(make_user(), status=TaskStatus.PROCESSING)
    done = _task(make_user(), status=TaskStatus.SUCCESS)
    page = client_for(operator).post(
        TASKS,
        {
            "action": "cancel_tasks",
            "_selected_action": [active.pk, done.pk],
            "apply": "1",
            "reason": "wrong user",
        },
        follow=True,
    )
    text = page.content.decode()
    assert "Cancel recorded for 1 task(s)." in text
    assert "1 task(s) had already finished" in text
    done.refresh_from_db()
    assert done.status == TaskStatus.SUCCESS and done.cancel_requested_at is None
    assert list(AuditLog.objects.values_list("target_id", flat=True)) == [str(active.pk)]
