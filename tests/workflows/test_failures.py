"""A topic whose extraction fails: rejected (permanent) or failed within its attempt budget
(transient), the task errored, progress still reaching its total — through the real
failure function, with an LLM that rejects requests or keeps being unavailable."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from typing import Any, TypeVar

import pytest

from accounts.models import User
from memoryflow.models import (
    AsyncTask,
    ExtractionStatus,
    Memory,
    RunStatus,
    TaskStatus,
    Topic,
    WorkflowRun,
)
from memoryflow.querysets import count_users_with_new_topics
from memoryflow.selectors import run_tree
from memoryflow.services import tasks
from memoryflow.services.markers import find_drift
from memoryflow.workflows import topics
from tests.extractors.fake_llm import FakeLLM, Reply
from tests.factories import make_message, make_topic, make_user
from tests.workflows.conftest import answer_steps_instead, start_task_run

pytestmark = pytest.mark.django_db(transaction=True)


def serve_llm(settings: Any, *replies: Reply) -> Iterator[FakeLLM]:
    yield from serve(settings, FakeLLM().then(*replies))


Served = TypeVar("Served", bound=FakeLLM)


def serve(settings: Any, server: Served) -> Iterator[Served]:
    """Serve `server` as the configured LLM until the generator is closed."""
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
    )
    thread.start()
    settings.MEMORYFLOW_LLM_BASE_URL = server.base_url
    settings.MEMORYFLOW_LLM_MODEL = "no-such-model"
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def rejecting_llm(settings) -> Iterator[FakeLLM]:
    # A 400 is the LLM saying the request itself is wrong: permanent, never retried.
    yield from serve_llm(
        settings, *[Reply(400, '{"error": {"message": "model not found"}}') for _ in range(100)]
    )


@pytest.fixture
def unavailable_llm(settings) -> Iterator[FakeLLM]:
    # A 503 is transient: the client retries (at once, per Retry-After), then the step
    # fails and QStash retries it until its retries run out.
    unavailable = Reply(503, '{"error": {"message": "overloaded"}}', {"Retry-After": "0"})
    yield from serve_llm(settings, *[unavailable for _ in range(1000)])


def test_a_permanently_failing_topic_is_marked_and_counted(pipelines, rejecting_llm) -> None:
    user = make_user()
    for text in ("I'm a nurse.", "Please keep answers short."):
        make_message(make_topic(user), content=text)
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    assert request.needs_trigger and request.task.total_topics == 2

    _, runs = pipelines.run(lambda: start_task_run(request.task))

    extract_runs = [run for run in runs if run["layer"] == "extract-topic"]
    assert len(extract_runs) == 2 and {run["state"] for run in extract_runs} == {"RUN_FAILED"}
    for topic in Topic.objects.filter(user=user):
        assert topic.extraction_status == ExtractionStatus.REJECTED
        assert topic.extraction_attempts == 1
        assert "400" in topic.extraction_error or "rejected" in topic.extraction_error
    # Rejected: no longer new work, so the next hourly run leaves the user out.
    assert User.objects.get(pk=user.pk).pending_topics == 0
    assert count_users_with_new_topics() == 0
    assert find_drift().clean
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "extract_topic_failed"
    assert task.completed_topics == task.total_topics == 2  # progress reaches the total
    assert Memory.objects.count() == 0
    # Non-retryable: one gatekeeper request per topic, no retry storm against the LLM.
    assert len(rejecting_llm.requests) <= 2 + 1  # + the persona composer's attempt


def test_transient_failures_count_once_each_and_reject_the_topic_at_the_budget(
    pipelines, unavailable_llm, settings, caplog
) -> None:
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 1
    settings.MEMORYFLOW_TOPIC_MAX_ATTEMPTS = 2
    # Every delivery twice, the failure callback's too: each failure still counts once.
    pipelines.restart_qstash(duplicate_deliveries=True)
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse.")

    def topics_run() -> None:  # the hourly run's pipeline, for this user
        pipelines.run(lambda: topics.start_for_users(user_ids=[user.id]))

    topics_run()
    stored = Topic.objects.get(pk=topic.pk)
    assert (stored.extraction_status, stored.extraction_attempts) == (ExtractionStatus.FAILED, 1)
    assert "503" in stored.extraction_error or "unavailable" in stored.extraction_error.lower()
    assert User.objects.get(pk=user.pk).pending_topics == 1  # still work: retried next hour
    # The failure callback did arrive twice; the second delivery counted nothing.
    assert "already counted" in caplog.text

    topics_run()
    stored = Topic.objects.get(pk=topic.pk)
    assert (stored.extraction_status, stored.extraction_attempts) == (ExtractionStatus.REJECTED, 2)
    assert User.objects.get(pk=user.pk).pending_topics == 0
    assert count_users_with_new_topics() == 0
    assert find_drift().clean


@pytest.mark.parametrize(
    ("answer", "content_type"),
    [
        ("<html>502 Bad Gateway</html>", "text/html"),
        # JSON whose message is no text: the failure function got it as the message.
        ('{"message": {"detail": "502 Bad Gateway"}}', "application/json"),
    ],
)
def test_a_step_failing_with_a_non_json_answer_still_runs_the_failure_function(
    pipelines, settings, monkeypatch, answer: str, content_type: str
) -> None:
    # Not every failed answer is the SDK's JSON: a proxy's 502 page while the app restarts,
    # or Django's own 500 page. The SDK reads the failure callback's `body` as JSON, so
    # such an answer made every delivery of the callback fail: the topic was never marked,
    # the task never reached its total.
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0
    answer_steps_instead(monkeypatch, "extract-topic", 502, answer, content_type=content_type)
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse.")
    request = tasks.request_chat_topic_extraction(user_id=user.id)

    _, runs = pipelines.run(lambda: start_task_run(request.task))

    (extract_run,) = [run for run in runs if run["layer"] == "extract-topic"]
    assert extract_run["state"] == "RUN_FAILED"
    stored = Topic.objects.get(pk=topic.pk)
    assert (stored.extraction_status, stored.extraction_attempts) == (ExtractionStatus.FAILED, 1)
    assert "502 Bad Gateway" in stored.extraction_error
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.status == TaskStatus.ERROR
    assert task.completed_topics == task.total_topics == 1


@pytest.fixture
def refusing_llm(settings) -> Iterator[FakeLLM]:
    # The model's refusal becomes the failure's message, with a NUL in it ("\u0000").
    message = {"role": "assistant", "refusal": "no\u0000pe"}
    refusal = json.dumps({"choices": [{"message": message}]})
    yield from serve_llm(settings, *[Reply(200, refusal) for _ in range(100)])


def test_a_failure_message_with_a_nul_character_still_marks_the_topic(
    pipelines, refusing_llm
) -> None:
    # PostgreSQL refuses a NUL in text and jsonb: every write of the failure failed, so
    # every delivery of the failure callback did, and the topic was never marked.
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse.")
    request = tasks.request_chat_topic_extraction(user_id=user.id)

    pipelines.run(lambda: start_task_run(request.task))

    stored = Topic.objects.get(pk=topic.pk)
    assert (stored.extraction_status, stored.extraction_attempts) == (ExtractionStatus.REJECTED, 1)
    assert "refused: nope" in stored.extraction_error
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.status == TaskStatus.ERROR and "nope" in json.dumps(task.error)
    assert task.completed_topics == task.total_topics == 1


def test_a_task_whose_run_fails_before_its_topics_ends_as_error(pipelines) -> None:
    # The run can fail before any topic is fanned out: here a topic the operator named was
    # deleted after the request, so the run's payload names a row that no longer exists.
    # Only extract-topic's failure function ended a task, so the task stayed pending for
    # good, and every later request of the user got that stuck task back.
    user = make_user()
    kept, deleted = make_topic(user), make_topic(user)
    for topic in (kept, deleted):
        make_message(topic, content="I'm a nurse.")
    named = [kept.id, deleted.id]
    request = tasks.request_chat_topic_extraction(user_id=user.id, topic_ids=named)
    deleted.delete()

    _, runs = pipelines.run(
        lambda: topics.start_for_users(
            user_ids=[user.id],
            topic_ids=named,
            user_initiated=True,
            async_task_id=str(request.task.id),
        )
    )

    assert [run["state"] for run in runs] == ["RUN_FAILED"]
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "run_failed"
    assert "topicIds" in (task.error or {})["message"]
    assert tasks.request_chat_topic_extraction(user_id=user.id).needs_trigger


def test_a_persona_run_qstash_never_accepts_is_closed_and_the_tree_finishes(
    pipelines, settings
) -> None:
    # The last topic of a fan-out starts the user's persona run. QStash refuses that start
    # on every attempt of the step and of its failure callback (here a flow-control value it
    # rejects): the persona run never starts, and its row stayed 'published' for good, so
    # the run tree never finished (`--wait` waited for ever, the hourly lease was held).
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0  # one attempt of the step, one of the callback
    settings.MEMORYFLOW_PERSONA_USER_PARALLELISM = 0
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse.")

    root = topics.start_for_users(user_ids=[user.id])

    report = run_tree.wait_for_tree(root, timeout_s=60, poll_s=0.3)

    persona = WorkflowRun.objects.get(pipeline="persona", layer="execute-user")
    assert (persona.status, persona.started_at) == (RunStatus.FAILED, None)
    assert (persona.result or {})["error"].startswith("never started")
    assert report.finished
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.COMPLETED


def test_a_task_whose_last_topic_cannot_apply_identity_still_ends(
    pipelines, unavailable_llm, settings
) -> None:
    # The topic's claims wait for an identity call (per-layer LLM mode) and the LLM stays
    # unavailable through the step's retries: its failure function applied identity again
    # before counting the topic, failed the same way on every delivery, and the task stayed
    # 'processing' for good, answering every later request of the user.
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse.")
    Topic.objects.filter(pk=topic.pk).update(
        extraction_status=ExtractionStatus.IDENTITY_PENDING,
        identity_claims=[{"source": "llm-identity-call"}],
    )
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    assert request.needs_trigger and request.task.total_topics == 1

    root = start_task_run(request.task)

    assert run_tree.wait_for_tree(root, timeout_s=60, poll_s=0.3).finished
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "extract_topic_failed"
    assert task.completed_topics == task.total_topics == 1
    # The claims still wait: the user's persona run (or the next hourly run) applies them.
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.IDENTITY_PENDING


def test_a_run_that_fails_after_its_last_step_leaves_its_task_and_topic_as_they_ended(
    pipelines, settings, monkeypatch
) -> None:
    # The extract step did all its work and recorded it; only the run's last delivery
    # (QStash's call back with the step's result, which ends the run) kept failing, say
    # while the app restarted. The failure function then failed the user's task with
    # extract_topic_failed, though its topic was extracted and counted as completed.
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0
    answer_steps_instead(
        monkeypatch,
        "extract-topic",
        502,
        "<html>502 Bad Gateway</html>",
        # The step's result is in: the run's last delivery.
        when=lambda body: len(json.loads(body)) > 1,
    )
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse.")
    request = tasks.request_chat_topic_extraction(user_id=user.id)

    _, runs = pipelines.run(lambda: start_task_run(request.task))

    (extract_run,) = [run for run in runs if run["layer"] == "extract-topic"]
    assert extract_run["state"] == "RUN_FAILED"
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.COMPLETED
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert (task.status, task.error) == (TaskStatus.SUCCESS, None)
    assert task.completed_topics == task.total_topics == 1
