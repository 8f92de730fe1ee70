"""The user's persona run through real QStash HTTP: a forced rewrite whose compose step is
delivered again after it committed, a persona run QStash never accepts, and memories the
LLM cannot write a persona from, hour after hour."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from accounts.models import User
from memoryflow.models import (
    AsyncTask,
    ExtractionStatus,
    Memory,
    PersonaDocument,
    PersonaHistory,
    TaskStatus,
    Topic,
)
from memoryflow.querysets import users_with_stale_persona
from memoryflow.selectors import run_tree
from memoryflow.services import tasks
from memoryflow.workflows import persona, triggers
from tests.extractors.fake_llm import FakeLLM
from tests.factories import make_message, make_topic, make_user
from tests.memoryflow.services.test_persona import nurse, remember
from tests.memoryflow.services.test_persona_fingerprint import answer, in_the_third_person
from tests.workflows.conftest import start_task_run
from tests.workflows.test_failures import serve_llm

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def persona_llm(settings) -> Iterator[FakeLLM]:
    # A different persona every call, as an LLM never answers twice the same.
    yield from serve_llm(settings, *(answer(n) for n in range(10)))


def test_a_forced_rewrite_delivered_twice_writes_one_version(pipelines, persona_llm) -> None:
    # An operator's "rewrite now" composes even from unchanged inputs, so the fingerprint
    # did not stop a retried compose step (its answer lost after the commit): it asked the
    # LLM again and wrote a second version in the same run.
    pipelines.restart_qstash(duplicate_deliveries=True)
    user = make_user()
    nurse(user)

    pipelines.run(lambda: persona.start_for_users(user_ids=[user.id]))

    assert len(persona_llm.requests) == 1
    assert PersonaHistory.objects.filter(persona__user=user).count() == 1
    assert PersonaDocument.objects.get(user=user).version == 1


def test_a_persona_run_qstash_refuses_ends_the_task_with_its_own_code(pipelines, settings) -> None:
    # The last topic's step starts the user's persona run, and QStash refuses it on every
    # attempt (a flow-control value it rejects). The topic's memories were written, yet the
    # task said `extract_topic_failed`, as if the topic had not been extracted.
    settings.MEMORYFLOW_WORKFLOW_RETRIES = 0
    settings.MEMORYFLOW_PERSONA_USER_PARALLELISM = 0
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse.")
    request = tasks.request_chat_topic_extraction(user_id=user.id)

    root = start_task_run(request.task)

    assert run_tree.wait_for_tree(root, timeout_s=60, poll_s=0.3).finished
    task = AsyncTask.objects.get(pk=request.task.pk)
    error = task.error or {}
    assert task.status == TaskStatus.ERROR and error["code"] == "persona_trigger_failed"
    assert "memories were kept" in error["message"] and "next hourly run" in error["message"]
    assert task.completed_topics == task.total_topics == 1
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.COMPLETED
    assert Memory.objects.filter(user=user).exists()
    # The persona is still stale, so the next hourly persona run selects the user.
    assert User.objects.get(pk=user.pk).persona_stale
    assert list(users_with_stale_persona().values_list("id", flat=True)) == [user.id]


@pytest.fixture
def third_person_llm(settings) -> Iterator[FakeLLM]:
    # A model that keeps writing about "the user": every answer fails the voice check.
    yield from serve_llm(settings, *(in_the_third_person(n) for n in range(100)))


def test_a_persona_the_llm_cannot_write_is_not_asked_for_again_every_hour(
    pipelines, third_person_llm
) -> None:
    # Every answer for these memories failed validation (here the voice check; an answer
    # cut at max_tokens is another). The run failed and the persona stayed stale, so every
    # hourly run selected the user again and paid for the same failing calls.
    user = make_user()
    nurse(user)

    _, first = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False))
    calls = len(third_person_llm.requests)
    assert calls >= 1
    assert any(run["state"] == "RUN_FAILED" for run in first)
    assert not PersonaDocument.objects.filter(user=user).exists()

    # The next hour is a quiet one: no persona run, no LLM call.
    _, again = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False))
    assert sorted((r["pipeline"], r["layer"], r["steps"]) for r in again) == [
        ("cron", "hourly", 1),
        ("persona", "process-users", 1),
        ("topics", "process-users", 1),
    ]
    assert len(third_person_llm.requests) == calls

    # A new memory is new input: the user is selected and the LLM asked again.
    remember(user, "preference", "Prefers short answers", {"directive": "Be short"}, "b" * 64)
    pipelines.run(lambda: triggers.trigger_hourly(dry_run=False))
    assert len(third_person_llm.requests) > calls
