"""A forced re-extraction through real QStash HTTP, with every delivery made twice."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from memoryflow.models import Memory
from memoryflow.workflows import topics
from tests.extractors.fake_llm import FakeLLM, Reply, completion
from tests.extractors.test_llm import pref
from tests.extractors.test_llm_single import answer as conversation
from tests.factories import make_message, make_topic, make_user
from tests.memoryflow.services.test_persona_fingerprint import answer as persona
from tests.workflows.test_failures import serve

pytestmark = pytest.mark.django_db(transaction=True)


class ChangingLLM(FakeLLM):
    """Answers each kind of request, differently every call, as an LLM does."""

    def next_reply(self, request: dict[str, Any]) -> Reply:
        with self.lock:
            self.requests.append(request)
            n = len(self.requests)
        if schema_of(request) == "memory_persona":
            return persona(n)
        return completion(conversation(preference=[pref(f"Prefers short answers ({n})")]))


def schema_of(request: dict[str, Any]) -> str:
    name: str = request["json"]["response_format"]["json_schema"]["name"]
    return name


@pytest.fixture
def changing_llm(settings: Any) -> Iterator[ChangingLLM]:
    yield from serve(settings, ChangingLLM())


def test_a_forced_extraction_delivered_twice_asks_the_llm_once(
    pipelines: Any, changing_llm: ChangingLLM
) -> None:
    # Forced, a topic is extracted whatever its status, so nothing stopped the extract
    # step's second delivery (its answer lost after the commit): it asked the LLM again and
    # kept both answers, two memories where the run found one.
    pipelines.restart_qstash(duplicate_deliveries=True)
    user = make_user()
    make_message(make_topic(user), content="I prefer short answers.")

    pipelines.run(lambda: topics.start_for_users(user_ids=[user.id], force=True))

    asked = [schema_of(request) for request in changing_llm.requests]
    assert asked.count("memory_conversation") == 1
    assert Memory.objects.filter(user=user).count() == 1
