"""An operator retries a user's failed task: what its new run extracts, through the real
pipelines and the local QStash server."""

from __future__ import annotations

import base64
import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from memoryflow.models import AsyncTask, AuditChannel, ExtractionStatus, TaskStatus, Topic
from memoryflow.operations.audit import Actor
from memoryflow.operations.extraction import extract_for_users
from memoryflow.operations.tasks import NotRetryable, retry_task
from memoryflow.selectors import run_tree
from memoryflow.services import tasks
from memoryflow.workflows import topics
from tests.extractors.fake_llm import FakeLLM, Reply
from tests.factories import make_message, make_topic, make_user
from tests.workflows.conftest import answer_steps_instead, start_task_run, wait_for
from tests.workflows.test_failures import serve

pytestmark = pytest.mark.django_db(transaction=True)

SLOW = "I'm a nurse and this chat is slow to read."
REFUSED = Reply(400, '{"error": {"message": "model not found"}}')


class HeldLLM(FakeLLM):
    """Refuses every request (a permanent error), but holds those about the SLOW chat until
    `release` is set: that topic is still being extracted while the other has failed."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()

    def next_reply(self, request: dict[str, Any]) -> Reply:
        with self.lock:
            self.requests.append(request)
        if SLOW in json.dumps(request["json"]):
            self.release.wait(timeout=120)
        return REFUSED

    def shutdown(self) -> None:
        self.release.set()  # a held request would keep the server from stopping
        super().shutdown()


@pytest.fixture
def held_llm(settings: Any) -> Iterator[HeldLLM]:
    yield from serve(settings, HeldLLM())


def _slow_requests(llm: FakeLLM) -> int:
    with llm.lock:
        return sum(SLOW in json.dumps(request["json"]) for request in llm.requests)


def test_a_failed_task_is_not_retried_while_its_other_topics_are_being_extracted(
    pipelines, held_llm
) -> None:
    user = make_user()
    make_message(make_topic(user), content="Please keep answers short.")
    make_message(make_topic(user), content=SLOW)
    request = tasks.request_chat_topic_extraction(user_id=user.id)
    root = start_task_run(request.task)
    wait_for(
        lambda: AsyncTask.objects.get(pk=request.task.pk).status == TaskStatus.ERROR,
        "task failed by its refused topic",
    )
    wait_for(lambda: _slow_requests(held_llm) >= 1, "extraction of the slow topic")

    # The slow topic is still being extracted: a retry would extract it a second time
    # alongside, and pay the LLM twice for it.
    operator = Actor(user=None, channel=AuditChannel.API, label="olivia")
    with pytest.raises(NotRetryable, match="still"):
        retry_task(actor=operator, task_id=request.task.pk)
    assert AsyncTask.objects.filter(user=user).count() == 1

    held_llm.release.set()
    assert run_tree.wait_for_tree(root, timeout_s=60, poll_s=0.3).finished
    assert _slow_requests(held_llm) == 1
    task = AsyncTask.objects.get(pk=request.task.pk)
    assert task.completed_topics == task.total_topics == 2
    # Its runs have ended: now it can be retried.
    assert retry_task(actor=operator, task_id=request.task.pk).pk != request.task.pk


def test_a_retry_extracts_the_topics_the_operator_named_and_no_others(
    pipelines, settings, monkeypatch
) -> None:
    # An operator extracted one topic of the user's (`extract_memories --topic`); its step
    # failed for good. The retry extracted every pending topic of the user instead.
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0
    app_back = answer_steps_instead(monkeypatch, "extract-topic", 503, "unavailable")
    user = make_user()
    named, other = make_topic(user), make_topic(user)
    make_message(named, content="I'm a nurse.")
    make_message(other, content="Please keep answers short.")
    operator = Actor(user=None, channel=AuditChannel.API, label="olivia")
    report = extract_for_users(actor=operator, user_ids=[user.id], topic_ids=[named.id])
    (failed,) = report.started
    assert failed.total_topics == 1
    wait_for(lambda: AsyncTask.objects.get(pk=failed.pk).status == TaskStatus.ERROR, "failed task")
    assert run_tree.wait_for_tree(report.message_ids[str(failed.pk)], timeout_s=60).finished

    app_back()
    retried = retry_task(actor=operator, task_id=failed.pk)
    assert retried.total_topics == 1
    wait_for(
        lambda: AsyncTask.objects.get(pk=retried.pk).status == TaskStatus.SUCCESS, "retried task"
    )
    assert Topic.objects.get(pk=named.pk).extraction_status == ExtractionStatus.COMPLETED
    assert Topic.objects.get(pk=other.pk).extraction_status == ExtractionStatus.PENDING


def _initial_payload(body: str) -> dict[str, Any]:
    payload: dict[str, Any] = json.loads(base64.b64decode(json.loads(body)[0]["body"]))
    return payload


def test_a_forced_task_retried_re_extracts_what_it_did_not_and_nothing_twice(
    pipelines, settings, monkeypatch
) -> None:
    # An operator's forced re-extraction (`--force`) failed on one topic. A completed topic
    # stays completed when its re-extraction fails, so the unforced retry found nothing to
    # do and ended success at once: that topic was never re-extracted.
    user = make_user()
    done, failing = make_topic(user), make_topic(user)
    make_message(done, content="I'm a nurse.")
    make_message(failing, content="Please keep answers short.")
    pipelines.run(lambda: topics.start_for_users(user_ids=[user.id]))
    assert (
        Topic.objects.filter(user=user, extraction_status=ExtractionStatus.COMPLETED).count() == 2
    )

    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0
    app_back = answer_steps_instead(
        monkeypatch,
        "extract-topic",
        503,
        "unavailable",
        when=lambda body: _initial_payload(body).get("topicIds") == [failing.id],
    )
    operator = Actor(user=None, channel=AuditChannel.API, label="olivia")
    report = extract_for_users(actor=operator, user_ids=[user.id], force=True)
    (forced,) = report.started
    assert run_tree.wait_for_tree(report.message_ids[str(forced.pk)], timeout_s=60).finished
    forced.refresh_from_db()
    assert (forced.status, forced.completed_topics) == (TaskStatus.ERROR, 2)
    run_of_done = Topic.objects.get(pk=done.pk).extraction_run_id
    run_of_failing = Topic.objects.get(pk=failing.pk).extraction_run_id

    app_back()
    retried = retry_task(actor=operator, task_id=forced.pk)
    assert retried.total_topics == 1  # the failed one, not the one re-extracted already
    wait_for(
        lambda: AsyncTask.objects.get(pk=retried.pk).status == TaskStatus.SUCCESS, "retried task"
    )
    assert Topic.objects.get(pk=failing.pk).extraction_run_id != run_of_failing
    assert Topic.objects.get(pk=done.pk).extraction_run_id == run_of_done
