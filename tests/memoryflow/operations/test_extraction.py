"""Starting a user's extraction task: published at once outside a transaction (started, or
failed and the task ended), and at the commit of the caller's transaction inside one."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import transaction

from memoryflow.models import AsyncTask, AuditLog, ExtractionStatus, TaskStatus, TaskType, Topic
from memoryflow.operations.audit import Actor
from memoryflow.operations.extraction import extract_for_users
from memoryflow.qstash import logs
from qstash_devserver.testing import DevServer
from tests.factories import make_chat_topic, make_chatted_user
from tests.qstash.conftest import qstash as qstash  # re-exported fixture
from tests.qstash.conftest import qstash_server as qstash_server  # re-exported fixture
from tests.workflows.conftest import pipelines as pipelines  # re-exported fixture

pytestmark = pytest.mark.django_db(transaction=True)

ACTOR = Actor.cli("tester")
DEAD_QSTASH = "http://127.0.0.1:9"


def test_outside_a_transaction_the_task_run_is_started_at_once(qstash: DevServer) -> None:
    user = make_chatted_user()

    report = extract_for_users(actor=ACTOR, user_ids=[user.pk])

    [task] = report.started
    run_id = report.message_ids[str(task.id)]
    assert logs.get_run(run_id)["workflowState"] == "RUN_STARTED"
    assert AuditLog.objects.filter(action="task.triggered", target_id=str(task.id)).exists()


def test_outside_a_transaction_a_failed_publish_ends_the_task_at_once(settings: Any) -> None:
    settings.QSTASH_URL = DEAD_QSTASH
    user = make_chatted_user()

    report = extract_for_users(actor=ACTOR, user_ids=[user.pk])

    [task] = report.failed
    assert report.started == [] and report.message_ids == {}
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "trigger_failed"


def test_inside_a_transaction_the_publish_waits_for_its_commit(settings: Any) -> None:
    settings.QSTASH_URL = DEAD_QSTASH
    user = make_chatted_user()

    with transaction.atomic():
        report = extract_for_users(actor=ACTOR, user_ids=[user.pk])
        [task] = report.started
        assert report.message_ids == {}
        assert not AuditLog.objects.filter(action="task.trigger_failed").exists()

    task.refresh_from_db()  # published at the commit, where the publish failed
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "trigger_failed"


@pytest.mark.slow
def test_a_topic_id_that_names_no_topic_does_not_hold_the_task_for_ever(pipelines) -> None:
    # The task counts the named topics the user owns; its run was given every id named, and
    # refused the payload for the one that names no row: nothing ended the task, which then
    # answered every later request of the user, pending for ever.
    user = make_chatted_user()
    topic = make_chat_topic(user)
    report = extract_for_users(actor=ACTOR, user_ids=[user.pk], topic_ids=[topic.pk, 999_999])
    [task] = report.started
    assert task.total_topics == 1

    tree, _ = pipelines.run(lambda: report.message_ids[str(task.id)])

    assert tree.failed == [], tree.failed
    task.refresh_from_db()
    assert (task.status, task.completed_topics) == (TaskStatus.SUCCESS, 1)
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.COMPLETED


def test_the_summary_counts_the_topics_of_the_tasks_it_started(qstash: DevServer) -> None:
    fresh, busy = make_chatted_user(), make_chatted_user()
    AsyncTask.objects.create(user=busy, type=TaskType.CHAT_TOPIC, total_topics=10)

    report = extract_for_users(actor=ACTOR, user_ids=[fresh.pk, busy.pk])

    assert [task.user_id for task in report.started] == [fresh.pk]
    # The busy user's running task started nothing now: its 10 topics are not this start's.
    assert report.summary == "Extraction started for 1 user(s) (1 topic(s)); 1 already running."
    assert report.as_dict()["topicsByUser"] == {str(fresh.pk): 1, str(busy.pk): 10}
