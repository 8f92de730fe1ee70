"""A topic whose extraction fails for good: marked failed, the task errored, progress still
reaching its total — through the real failure function, with an LLM that rejects requests."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from memoryflow.models import AsyncTask, ExtractionStatus, Memory, TaskStatus, Topic
from memoryflow.services import tasks
from memoryflow.workflows import topics
from tests.extractors.fake_llm import FakeLLM, Reply
from tests.factories import make_message, make_topic, make_user

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def rejecting_llm(settings) -> Iterator[FakeLLM]:
    server = FakeLLM()
    # A 400 is the LLM saying the request itself is wrong: permanent, never retried.
    server.then(*[Reply(400, '{"error": {"message": "model not found"}}') for _ in range(100)])
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


def test_a_permanently_failing_topic_is_marked_and_counted(pipelines, rejecting_llm) -> None:
    user = make_user()
    for text in ("I'm a nurse.", "Please keep answers short."):
        make_message(make_topic(user), content=text)
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    assert request.needs_trigger and request.task.total_topics == 2

    _, runs = pipelines.run(
        lambda: topics.start_for_users(
            user_ids=[user.id], user_initiated=True, async_task_id=str(request.task.id)
        )
    )

    extract_runs = [run for run in runs if run["layer"] == "extract-topic"]
    assert len(extract_runs) == 2 and {run["state"] for run in extract_runs} == {"RUN_FAILED"}
    for topic in Topic.objects.filter(user=user):
        assert topic.extraction_status == ExtractionStatus.FAILED
        assert "400" in topic.extraction_error or "rejected" in topic.extraction_error
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "extract_topic_failed"
    assert task.completed_topics == task.total_topics == 2  # progress reaches the total
    assert Memory.objects.count() == 0
    # Non-retryable: one gatekeeper request per topic, no retry storm against the LLM.
    assert len(rejecting_llm.requests) <= 2 + 1  # + the persona composer's attempt
