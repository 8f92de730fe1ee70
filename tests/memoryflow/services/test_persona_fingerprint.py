"""A persona is composed again only when its inputs changed: counted as LLM calls through a
local chat-completions server that answers differently every time."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memoryflow.extractors.base import LLMInvalidOutputError
from memoryflow.extractors.llm_config import LLMConfig
from memoryflow.extractors.llm_persona import LLMPersonaComposer
from memoryflow.models import PersonaHistory
from memoryflow.services.persona import compose_persona
from tests.extractors.fake_llm import FakeLLM, Reply, completion
from tests.factories import make_user
from tests.memoryflow.services.test_persona import nurse, remember

pytestmark = pytest.mark.django_db


@pytest.fixture
def llm() -> Iterator[FakeLLM]:
    import threading

    server = FakeLLM()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()


def answer(n: int) -> Reply:
    # A different persona every call: an LLM never answers twice the same.
    return completion(
        {
            "tagline": f"You, take {n}",
            "persona_markdown": f"You work as a nurse and you like short answers ({n}).",
            "change_summary": f"take {n}",
            "reasoning": "from the memories",
        }
    )


def test_unchanged_inputs_call_no_llm_and_write_no_version(llm: FakeLLM) -> None:
    user = make_user()
    nurse(user)
    composer = LLMPersonaComposer(LLMConfig(base_url=llm.base_url, max_retries=0))
    llm.then(*(answer(n) for n in range(10)))

    first = compose_persona(user_id=user.id, composer=composer)
    assert first.changed and first.version == 1 and len(llm.requests) == 1

    for _ in range(3):  # three quiet hours
        again = compose_persona(user_id=user.id, composer=composer)
        assert not again.changed and again.version == 1
    assert len(llm.requests) == 1
    assert PersonaHistory.objects.filter(persona__user=user).count() == 1

    # New input: composed once more.
    remember(user, "preference", "Prefers tea", {"directive": "Suggest tea"}, "c" * 64)
    assert compose_persona(user_id=user.id, composer=composer).version == 2
    assert len(llm.requests) == 2

    # An operator's explicit rewrite composes even from unchanged inputs.
    assert compose_persona(user_id=user.id, composer=composer, force=True).version == 3
    assert len(llm.requests) == 3


def test_a_memory_the_persona_does_not_show_calls_no_llm(llm: FakeLLM) -> None:
    """Experience memories are no input of the persona, but each new one changed the 20
    recent memory ids, which no composer reads: every topic with a lesson in it cost an
    LLM call and, the model answering in other words, a new persona version."""
    user = make_user()
    nurse(user)
    composer = LLMPersonaComposer(LLMConfig(base_url=llm.base_url, max_retries=0))
    llm.then(*(answer(n) for n in range(10)))
    assert compose_persona(user_id=user.id, composer=composer).version == 1

    remember(
        user,
        "experience",
        "Burned the bread by baking it too hot",
        {
            "situation": "baking",
            "action": "baked hot",
            "outcome": "burned",
            "key_learning": "bake cooler",
        },
        "e" * 64,
    )
    again = compose_persona(user_id=user.id, composer=composer)
    assert not again.changed and again.version == 1
    assert len(llm.requests) == 1
    assert PersonaHistory.objects.filter(persona__user=user).count() == 1
    user.refresh_from_db()
    assert user.persona_memory_version == user.memory_version


def test_a_forced_compose_writes_one_version_per_run(llm: FakeLLM) -> None:
    # A forced compose is not stopped by the fingerprint: a retried step of the same run
    # (its answer lost after the commit) asked the LLM again and wrote a second version.
    user = make_user()
    nurse(user)
    composer = LLMPersonaComposer(LLMConfig(base_url=llm.base_url, max_retries=0))
    llm.then(*(answer(n) for n in range(10)))

    first = compose_persona(user_id=user.id, composer=composer, force=True, run_id="wfr_a")
    retried = compose_persona(user_id=user.id, composer=composer, force=True, run_id="wfr_a")

    assert (first.version, retried.version) == (1, 1) and retried.changed
    assert len(llm.requests) == 1
    assert PersonaHistory.objects.get(persona__user=user).workflow_run_id == "wfr_a"
    # Another run's "rewrite now" still composes.
    assert (
        compose_persona(user_id=user.id, composer=composer, force=True, run_id="wfr_b").version == 2
    )
    assert len(llm.requests) == 2


def in_the_third_person(n: int) -> Reply:
    return completion(
        {
            "tagline": "A nurse",
            "persona_markdown": f"The user works as a nurse ({n}).",
            "change_summary": "new",
            "reasoning": "from the memories",
        }
    )


def test_memories_the_composer_failed_on_are_not_sent_to_it_again(llm: FakeLLM) -> None:
    # Every answer for these memories failed validation; asked again, the same composer
    # fails again and the LLM bills the calls. A forced rewrite, another model or a new
    # memory is asked.
    user = make_user()
    nurse(user)
    composer = LLMPersonaComposer(LLMConfig(base_url=llm.base_url, max_retries=1))
    llm.then(*(in_the_third_person(n) for n in range(4)), *(answer(n) for n in range(10)))

    with pytest.raises(LLMInvalidOutputError):
        compose_persona(user_id=user.id, composer=composer)
    assert len(llm.requests) == 2

    again = compose_persona(user_id=user.id, composer=composer)
    assert (again.changed, again.version, len(llm.requests)) == (False, 0, 2)
    assert "failed before" in again.message

    with pytest.raises(LLMInvalidOutputError):
        compose_persona(user_id=user.id, composer=composer, force=True)
    assert len(llm.requests) == 4

    other_model = LLMPersonaComposer(LLMConfig(base_url=llm.base_url, model="m2", max_retries=1))
    assert compose_persona(user_id=user.id, composer=other_model).version == 1
    assert len(llm.requests) == 5

    remember(user, "preference", "Prefers short answers", {"directive": "Be short"}, "b" * 64)
    assert compose_persona(user_id=user.id, composer=composer).version == 2
    assert len(llm.requests) == 6
