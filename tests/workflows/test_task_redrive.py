"""A user's task whose topic failed for good, then re-driven from QStash's DLQ by an
operator once the LLM works again: what the user's task says afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from memoryflow.models import AsyncTask, ExtractionStatus, TaskStatus, Topic
from memoryflow.operations import dlq
from memoryflow.operations.audit import Actor
from memoryflow.services import tasks
from tests.extractors.fake_llm import FakeLLM, Reply
from tests.factories import make_message, make_topic, make_user
from tests.workflows.conftest import answer_steps_instead, start_task_run, wait_for
from tests.workflows.test_failures import serve_llm

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def unavailable_llm(settings) -> Iterator[FakeLLM]:
    unavailable = Reply(503, '{"error": {"message": "overloaded"}}', {"Retry-After": "0"})
    yield from serve_llm(settings, *[unavailable for _ in range(1000)])


def _redrive_the_dead_letter_of(layer: str) -> None:
    """Wait for QStash's dead letter of a `layer` step and re-drive it, as an operator."""
    letters: list[Any] = []

    def dead() -> bool:
        letters[:] = [d for d in dlq.list_dead_letters() if layer in d.path]
        return bool(letters)

    wait_for(dead, f"dead letter of the {layer} step")
    report = dlq.redrive(actor=Actor.cli("ops-test"), dlq_ids=[letters[0].dlq_id])
    assert report.ok, report.as_dict()


def _success_of(task: AsyncTask) -> AsyncTask:
    """The task once it ended `success` (within 10 s of its topics being extracted)."""
    wait_for(
        lambda: AsyncTask.objects.get(pk=task.pk).status == TaskStatus.SUCCESS,
        "task success",
        timeout_s=10,
    )
    return AsyncTask.objects.get(pk=task.pk)


def test_a_topic_re_driven_after_its_task_failed_ends_the_task_as_success(
    pipelines, unavailable_llm, settings
) -> None:
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse.")
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    pipelines.run(lambda: start_task_run(request.task))
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.status == TaskStatus.ERROR
    assert (task.error or {})["code"] == "extract_topic_failed"
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.FAILED

    settings.MEMORYFLOW_LLM_BASE_URL = ""  # the LLM is fixed: the rule-based extractor here
    _redrive_the_dead_letter_of("extract-topic")
    wait_for(
        lambda: Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.COMPLETED,
        "topic extracted",
    )
    task = _success_of(task)
    assert task.error is None
    assert task.completed_topics == task.total_topics == 1


def test_a_run_re_driven_after_it_failed_its_task_ends_the_task_as_success(
    pipelines, settings, monkeypatch
) -> None:
    # The user's execute-user run failed for good before its fan-out (the database was
    # away through its retries): the task ended as run_failed. Re-driven once the cause is
    # gone, the run extracts every topic, and the task said error for good.
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0
    database_back = answer_steps_instead(monkeypatch, "execute-user", 500, "database unavailable")
    user = make_user()
    for text in ("I'm a nurse.", "Please keep answers short."):
        make_message(make_topic(user), content=text)
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    pipelines.run(lambda: start_task_run(request.task))
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert (task.status, (task.error or {})["code"]) == (TaskStatus.ERROR, "run_failed")

    database_back()
    make_message(make_topic(user), content="I'm moving to Berlin next month.")  # since
    _redrive_the_dead_letter_of("execute-user")
    wait_for(
        lambda: (
            not Topic.objects.filter(user=user)
            .exclude(extraction_status=ExtractionStatus.COMPLETED)
            .exists()
        ),
        "topics extracted",
    )
    task = _success_of(task)
    assert task.error is None
    assert task.completed_topics == task.total_topics == 3
