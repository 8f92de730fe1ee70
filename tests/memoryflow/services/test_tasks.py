"""Extraction tasks (docs/domain.md#user-initiated-extraction): create-or-return, progress exactly once, cancel."""

from __future__ import annotations

import threading
from datetime import date
from unittest import mock

import pytest
from django.db import connection

from memoryflow.models import AsyncTask, AsyncTaskTopic, ExtractionStatus, TaskStatus, TaskType
from memoryflow.services import tasks
from tests.factories import make_chat_topic, make_user

pytestmark = pytest.mark.django_db


def test_from_after_to_is_rejected() -> None:
    with pytest.raises(tasks.InvalidTaskRequest, match="after"):
        tasks.request_chat_topic_extraction(
            user_id=make_user().id, from_date=date(2026, 2, 1), to_date=date(2026, 1, 1)
        )
    assert AsyncTask.objects.count() == 0


def test_nothing_to_extract_is_an_instant_success() -> None:
    user = make_user()
    make_chat_topic(user, extraction_status=ExtractionStatus.COMPLETED)
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    assert not request.needs_trigger
    assert request.task.status == TaskStatus.SUCCESS and request.task.total_topics == 0
    assert request.task.finished_at is not None


def test_active_task_is_returned_not_duplicated() -> None:
    user = make_user()
    make_chat_topic(user)
    make_chat_topic(user)
    first = tasks.request_chat_topic_extraction(user_id=user.id, requested_by="alice")
    assert (
        first.needs_trigger
        and first.task.status == TaskStatus.PENDING
        and first.task.total_topics == 2
    )
    again = tasks.request_chat_topic_extraction(user_id=user.id)
    assert again.task.pk == first.task.pk and not again.needs_trigger
    assert AsyncTask.objects.filter(user=user).count() == 1


@pytest.mark.parametrize("winner_finishes", [False, True])
def test_a_request_that_loses_the_insert_race_answers_as_a_duplicate(
    winner_finishes: bool,
) -> None:
    """Another request's task is inserted between this one's check and its insert. If that
    task had already finished when the loser looked again, the IntegrityError was raised
    (a 500) though nothing stood in the way any more: now the loser tries once more."""
    user = make_user()
    make_chat_topic(user)
    lookup = tasks._active_chat_topic_task
    winner: list[AsyncTask] = []

    def racing_lookup(user_id: int) -> AsyncTask | None:
        if not winner:  # the check: the other request inserts right after it
            winner.append(
                AsyncTask.objects.create(user_id=user_id, type=TaskType.CHAT_TOPIC, total_topics=1)
            )
            return None
        if winner_finishes:
            AsyncTask.objects.filter(pk=winner[0].pk).update(status=TaskStatus.SUCCESS)
        return lookup(user_id)

    with mock.patch.object(tasks, "_active_chat_topic_task", racing_lookup):
        request = tasks.request_chat_topic_extraction(user_id=user.id)
    if winner_finishes:
        assert request.needs_trigger and request.task.pk != winner[0].pk
        assert AsyncTask.objects.get(pk=request.task.pk).status == TaskStatus.PENDING
    else:
        assert not request.needs_trigger and request.task.pk == winner[0].pk
    assert AsyncTask.objects.filter(user=user).count() == 1 + winner_finishes


def test_progress_counts_each_topic_once_and_reaches_success() -> None:
    user = make_user()
    topics = [make_chat_topic(user) for _ in range(3)]
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    assert tasks.record_topic_processed(task_id=task.id, topic_id=topics[0].id)
    assert not tasks.record_topic_processed(
        task_id=task.id, topic_id=topics[0].id
    )  # redelivered step
    assert not tasks.record_topic_processed(
        task_id=task.id, topic_id=topics[0].id, outcome="failed"
    )  # failure fn too
    task.refresh_from_db()
    assert (task.completed_topics, task.status) == (1, TaskStatus.PROCESSING)
    for topic in topics[1:]:
        tasks.record_topic_processed(task_id=task.id, topic_id=topic.id)
    task.refresh_from_db()
    assert (task.completed_topics, task.status) == (3, TaskStatus.SUCCESS)
    assert task.finished_at is not None and task.progress_percent == 100
    assert AsyncTaskTopic.objects.filter(task=task).count() == 3


def test_an_errored_task_keeps_counting_but_stays_error() -> None:
    user = make_user()
    topics = [make_chat_topic(user) for _ in range(2)]
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    tasks.mark_error(
        task_id=task.id, error={"code": "extract_topic_failed", "topicId": topics[0].id}
    )
    tasks.record_topic_processed(task_id=task.id, topic_id=topics[0].id, outcome="failed")
    tasks.record_topic_processed(task_id=task.id, topic_id=topics[1].id)
    task.refresh_from_db()
    assert (task.completed_topics, task.status) == (2, TaskStatus.ERROR)
    assert (task.error or {})["topicId"] == topics[0].id


def test_a_failed_topic_is_counted_in_the_same_write_that_fails_the_task() -> None:
    """A waiter that sees the task failed also sees the failed topic counted: the count and
    the error are one transaction (a rejected topic once showed `error` at 0 of 1)."""
    user = make_user()
    topic = make_chat_topic(user)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    error = {"code": "topic_rejected", "topicId": topic.id}
    assert tasks.record_topic_processed(
        task_id=task.id, topic_id=topic.id, outcome="failed", error=error
    )
    task.refresh_from_db()
    assert (task.status, task.completed_topics, task.error) == (TaskStatus.ERROR, 1, error)
    assert task.finished_at is not None
    # Delivered again: counted once, and the task stays failed.
    assert not tasks.record_topic_processed(
        task_id=task.id, topic_id=topic.id, outcome="failed", error=error
    )
    task.refresh_from_db()
    assert (task.status, task.completed_topics) == (TaskStatus.ERROR, 1)


@pytest.mark.parametrize("cancelled", [False, True])
def test_failed_topics_extracted_after_all_end_the_task_as_success(cancelled: bool) -> None:
    """Their dead letters re-driven: the task ends `success` once no topic is left failed,
    unless it was cancelled, which it stays."""
    user = make_user()
    first, second = make_chat_topic(user), make_chat_topic(user)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    for topic in (first, second):
        error = {"code": "extract_topic_failed", "topicId": topic.id}
        tasks.record_topic_processed(
            task_id=task.id, topic_id=topic.id, outcome="failed", error=error
        )
    if cancelled:
        AsyncTask.objects.filter(pk=task.pk).update(cancel_requested_at=task.created_at)

    assert not tasks.record_topic_processed(task_id=task.id, topic_id=first.id)
    task.refresh_from_db()
    assert (task.status, (task.error or {})["topicId"]) == (TaskStatus.ERROR, first.id)
    assert not tasks.record_topic_processed(task_id=task.id, topic_id=second.id)
    task.refresh_from_db()
    assert task.completed_topics == task.total_topics == 2
    if cancelled:
        assert task.status == TaskStatus.ERROR and task.error is not None
    else:
        assert (task.status, task.error) == (TaskStatus.SUCCESS, None)
    outcomes = set(AsyncTaskTopic.objects.filter(task=task).values_list("outcome", flat=True))
    assert outcomes == {"completed"}


def test_a_huge_failure_message_is_stored_cut_short_and_marked() -> None:
    """A 1 MB failure message (a model's refusal quoted whole) was stored and shown whole
    in the API and the admin."""
    user = make_user()
    topic = make_chat_topic(user)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    message = "the model refused: " + "x" * 1_000_000
    error = {"code": "extract_topic_failed", "topicId": topic.id, "message": message}
    tasks.record_topic_processed(task_id=task.id, topic_id=topic.id, outcome="failed", error=error)
    task.refresh_from_db()
    stored = (task.error or {})["message"]
    assert len(stored) <= 2_000 and stored.endswith("…")
    assert stored.startswith("the model refused: xxx")
    assert (task.error or {})["code"] == "extract_topic_failed"
    assert error["message"] == message  # the caller's dict is left as it was


def test_a_huge_run_failure_is_stored_cut_short_too() -> None:
    """The layers before extract-topic end a task through `end_with_error`, with the run's
    failed answer as the message: it is cut short the same way."""
    user = make_user()
    make_chat_topic(user)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    error = {"code": "run_failed", "message": "<html>" + "x" * 1_000_000}
    assert tasks.end_with_error(task_id=task.id, error=error)
    task.refresh_from_db()
    stored = (task.error or {})["message"]
    assert len(stored) <= 2_000 and stored.endswith("…") and stored.startswith("<html>x")


def test_sync_total_to_zero_finishes_the_task() -> None:
    user = make_user()
    make_chat_topic(user)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    tasks.sync_total(task_id=task.id, total=0)
    task.refresh_from_db()
    assert task.status == TaskStatus.SUCCESS and task.total_topics == 0


def test_cancel_records_who_why_when_once_and_frees_the_user() -> None:
    user = make_user()
    make_chat_topic(user)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    assert not tasks.is_cancel_requested(task.id)
    tasks.request_cancel(task_id=task.id, by="alice", reason="wrong range")
    tasks.request_cancel(task_id=task.id, by="bob", reason="again")
    task.refresh_from_db()
    assert tasks.is_cancel_requested(task.id)
    assert (task.cancel_requested_by, task.cancel_reason) == ("alice", "wrong range")
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "canceled"
    # The canceled task no longer blocks a new request.
    assert tasks.request_chat_topic_extraction(user_id=user.id).task.pk != task.pk
    assert not tasks.is_cancel_requested(None)


def test_a_cancel_keeps_its_reason_cut_short() -> None:
    # A megabyte of reason was stored whole on the task, twice (reason and error message),
    # and shown whole in the API and the admin.
    user = make_user()
    make_chat_topic(user)
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    tasks.request_cancel(task_id=task.id, by="alice", reason="x" * 1_000_000)
    task.refresh_from_db()
    assert len(task.cancel_reason) == tasks.MAX_CANCEL_REASON_CHARS
    assert task.cancel_reason.endswith("x…")
    message = (task.error or {})["message"]
    assert message == f"canceled by alice: {task.cancel_reason}"
    assert len(message) <= tasks.MAX_TASK_ERROR_CHARS


def test_unknown_task_is_a_clear_error() -> None:
    with pytest.raises(tasks.TaskNotFound):
        tasks.request_cancel(task_id="00000000-0000-0000-0000-000000000000", by="x")
    for not_an_id in ("12", "abc", ""):
        with pytest.raises(tasks.TaskNotFound):
            tasks.get_task(not_an_id)
        with pytest.raises(tasks.TaskNotFound):
            tasks.request_cancel(task_id=not_an_id, by="x")


@pytest.mark.django_db(transaction=True)
def test_concurrent_progress_reports_count_exactly_once() -> None:
    user = make_user()
    topics = [make_chat_topic(user) for _ in range(5)]
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    barrier = threading.Barrier(10)

    def report(topic_id: int) -> None:
        barrier.wait()
        try:
            tasks.record_topic_processed(task_id=task.id, topic_id=topic_id)
        finally:
            connection.close()

    threads = [threading.Thread(target=report, args=(t.id,)) for t in topics for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    task.refresh_from_db()
    assert (task.completed_topics, task.status) == (5, TaskStatus.SUCCESS)


def test_forced_and_explicit_requests_count_what_the_run_will_select() -> None:
    user, other = make_user(), make_user()
    done = make_chat_topic(user, extraction_status=ExtractionStatus.COMPLETED)
    pending = make_chat_topic(user)
    theirs = make_chat_topic(other)
    forced = tasks.request_chat_topic_extraction(user_id=user.id, force=True)
    assert forced.task.total_topics == 2 and forced.needs_trigger
    tasks.request_cancel(task_id=forced.task.id, by="test")
    explicit = tasks.request_chat_topic_extraction(
        user_id=user.id, topic_ids=[done.id, theirs.id, pending.id]
    )
    assert explicit.task.total_topics == 2  # the other user's topic is not counted
