"""The LLM extractor (per-layer mode) and persona composer against a local chat-completions
server on a real socket: valid answers, invalid then valid, 429 + Retry-After, 5xx and
timeouts exhausting retries, 4xx, invalid output after retries. The default single-call mode
is in test_llm_single.py."""

from __future__ import annotations

import socket
import time
from datetime import UTC, datetime
from types import SimpleNamespace

import pytest

from memoryflow.errors import PermanentError, TransientError
from memoryflow.extractors.base import (
    ChatMessage,
    ExistingMemory,
    LLMInvalidOutputError,
    LLMRequestError,
    LLMUnavailableError,
)
from memoryflow.extractors.factory import get_extractor, get_persona_composer
from memoryflow.extractors.llm import LLMExtractor
from memoryflow.extractors.llm_config import LLMConfig
from memoryflow.extractors.llm_persona import LLMPersonaComposer
from memoryflow.extractors.persona import PersonaInputs, TemplatePersonaComposer
from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.fake_llm import FakeLLM, Reply, completion

NOW = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)
MESSAGES = [
    ChatMessage("m1", "user", "I prefer short answers. I'm running a 10k on Sunday.", NOW),
    ChatMessage("m2", "assistant", "Good luck!", NOW),
]


def config(server: FakeLLM, **overrides: object) -> LLMConfig:
    values = {
        "base_url": server.base_url,
        "api_key": "sk-test",
        "model": "test-model",
        "timeout": 0.5,
        "max_retries": 2,
        "backoff_base": 0.01,
        "backoff_max": 0.05,
    }
    values.update(overrides)
    return LLMConfig(**values)  # type: ignore[arg-type]


def pref(title: str = "Prefers short answers", priority: float | None = 0.7) -> dict:
    return {
        "title": title,
        "summary": "The user prefers short answers.",
        "details": "",
        "category": "response_style",
        "type": "directive",
        "tags": ["style"],
        "fields": {
            "directive": "Keep answers short",
            "priority": priority,
            "scope": "response_style",
        },
        "source_message_ids": ["m1", "not-a-message"],
    }


def activity() -> dict:
    return {
        "title": "10k run",
        "summary": "The user runs a 10k on Sunday.",
        "details": "",
        "category": "exercise",
        "type": "planned",
        "tags": [],
        "fields": {
            "activity_type": "exercise",
            "status": "pending",
            "starts_at": "2024-05-19",
            "ends_at": None,
            "location": None,
            "notes": None,
        },
        "source_message_ids": ["m1"],
    }


def identity_item(title: str, **fields: object) -> dict:
    return {
        "title": title,
        "summary": f"The user {title.lower()}.",
        "details": "",
        "category": "",
        "type": "",
        "tags": [],
        "fields": {
            "description": title,
            "role": None,
            "relationship": None,
            "identity_type": "location",
            **fields,
        },
        "source_message_ids": ["m1"],
    }


def gate(*layers: str) -> Reply:
    return completion({"layers": list(layers), "reasoning": "because"})


def extract(server: FakeLLM, **overrides: object):
    return LLMExtractor(config(server, extraction_mode="per-layer", **overrides)).extract_topic(
        messages=MESSAGES, layers=["context", "experience", "preference", "activity"]
    )


def test_gatekeeper_then_one_call_per_layer(llm_server: FakeLLM) -> None:
    llm_server.then(
        gate("preference", "activity"),
        completion({"items": [pref()]}),
        completion({"items": [activity()]}),
    )
    result = extract(llm_server)
    [p] = result.items["preference"]
    [a] = result.items["activity"]
    assert p.fields == {
        "directive": "Keep answers short",
        "priority": 0.7,
        "scope": "response_style",
    }
    assert p.source_message_ids == ("m1",)  # the invented id is dropped
    assert a.fields["starts_at"] == "2024-05-19"
    assert result.skipped_layers == ["context", "experience"]
    assert result.items["context"] == [] and result.items["experience"] == []
    assert len(llm_server.requests) == 3
    first = llm_server.requests[0]
    assert first["path"] == "/v1/chat/completions"
    assert first["headers"]["Authorization"] == "Bearer sk-test"
    body = first["json"]
    assert body["model"] == "test-model"
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["strict"] is True
    layer_schema = llm_server.requests[1]["json"]["response_format"]["json_schema"]
    assert layer_schema["name"] == "memory_preference"
    assert "m1" in llm_server.requests[1]["json"]["messages"][1]["content"]


def test_nulls_the_layer_does_not_accept_are_dropped(llm_server: FakeLLM) -> None:
    llm_server.then(gate("preference"), completion({"items": [pref(priority=None)]}))
    [p] = extract(llm_server).items["preference"]
    assert "priority" not in p.fields


@pytest.mark.parametrize(
    "bad",
    [
        "this is not json",
        '{"items": [{"title": "x"}]}',  # schema: missing keys
        '{"items": [], "extra": 1}',  # schema: additional property
    ],
)
def test_invalid_output_then_valid(llm_server: FakeLLM, bad: str) -> None:
    llm_server.then(gate("preference"), completion(bad), completion({"items": [pref()]}))
    assert [p.title for p in extract(llm_server).items["preference"]] == ["Prefers short answers"]
    assert len(llm_server.requests) == 3


def test_invalid_output_after_retries_is_permanent(llm_server: FakeLLM) -> None:
    empty_title = pref(title="   ")  # schema-valid, contract-invalid
    llm_server.then(gate("preference"), *[completion({"items": [empty_title]})] * 3)
    with pytest.raises(LLMInvalidOutputError) as info:
        extract(llm_server)
    assert isinstance(info.value, PermanentError)
    assert len(llm_server.requests) == 1 + 3  # gatekeeper + max_retries + 1


def test_429_honours_retry_after(llm_server: FakeLLM) -> None:
    llm_server.then(
        Reply(429, "slow down", {"Retry-After": "0.3"}),
        gate("preference"),
        completion({"items": [pref()]}),
    )
    started = time.monotonic()
    result = extract(llm_server, backoff_max=1.0)
    assert len(result.items["preference"]) == 1
    gap = llm_server.requests[1]["at"] - llm_server.requests[0]["at"]
    assert 0.3 <= gap < 1.0, gap
    assert time.monotonic() - started < 2


def test_5xx_exhausting_retries_is_transient(llm_server: FakeLLM) -> None:
    llm_server.then(*[Reply(500, "boom")] * 2, Reply(503, "down"))
    with pytest.raises(LLMUnavailableError) as info:
        extract(llm_server)
    assert isinstance(info.value, TransientError)
    assert len(llm_server.requests) == 3


def test_5xx_then_success(llm_server: FakeLLM) -> None:
    llm_server.then(
        Reply(502, "bad gateway"),
        gate(),
    )
    result = extract(llm_server)
    assert result.count == 0 and len(result.skipped_layers) == 4


def test_400_is_permanent_and_not_retried(llm_server: FakeLLM) -> None:
    llm_server.then(Reply(400, '{"error": "bad schema"}'))
    with pytest.raises(LLMRequestError) as info:
        extract(llm_server)
    assert isinstance(info.value, PermanentError)
    assert "bad schema" in str(info.value)
    assert len(llm_server.requests) == 1


def test_timeouts_exhausting_retries_are_transient(llm_server: FakeLLM) -> None:
    llm_server.then(*[Reply(delay=0.6)] * 3)
    with pytest.raises(LLMUnavailableError, match="Timeout"):
        extract(llm_server, timeout=0.15)
    assert len(llm_server.requests) == 3


def test_timeout_then_success(llm_server: FakeLLM) -> None:
    slow = completion({"layers": [], "reasoning": ""})
    slow.delay = 0.6
    llm_server.then(slow, gate())
    assert extract(llm_server, timeout=0.15).count == 0


def test_connection_refused_is_transient() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cfg = LLMConfig(
        base_url=f"http://127.0.0.1:{port}",
        max_retries=1,
        backoff_base=0.01,
        backoff_max=0.02,
        timeout=0.5,
    )
    with pytest.raises(LLMUnavailableError):
        LLMExtractor(cfg).extract_topic(messages=MESSAGES, layers=["context"])


def test_no_user_messages_means_no_calls(llm_server: FakeLLM) -> None:
    for mode in ("single", "per-layer"):
        result = LLMExtractor(config(llm_server, extraction_mode=mode)).extract_topic(
            messages=[MESSAGES[1]], layers=["context", "identity"]
        )
        assert result.skipped_layers == ["context", "identity"] and result.count == 0
    assert llm_server.requests == []


def test_per_layer_identity_is_one_call_against_the_stored_list(llm_server: FakeLLM) -> None:
    berlin = ExistingMemory(
        "id-berlin",
        "identity",
        "Lives in Berlin",
        "Lives in Berlin.",
        {"description": "Lives in Berlin", "identity_type": "location"},
    )
    nurse = ExistingMemory(
        "id-nurse",
        "identity",
        "Works as a nurse",
        "Nurse.",
        {"description": "Nurse", "identity_type": "professional", "role": "nurse"},
    )
    edits = {
        "edits": [
            {
                "action": "update",
                "target_id": "id-berlin",
                "mode": "replace",
                "item": identity_item("Lives in Lisbon"),
            },
            {"action": "remove", "target_id": "id-nurse", "mode": None, "item": None},
            {
                "action": "add",
                "target_id": None,
                "mode": None,
                "item": identity_item(
                    "Sister lives in Porto", identity_type="relationship", relationship="sister"
                ),
            },
        ]
    }
    unknown = {"edits": [{"action": "remove", "target_id": "nope", "mode": None, "item": None}]}
    llm_server.then(completion(unknown), completion(edits))
    extractor = LLMExtractor(config(llm_server, extraction_mode="per-layer"))
    found = extractor.extract_topic(messages=MESSAGES, layers=["identity"])
    assert found.identity_claims == [{"source": "llm-identity-call"}]
    assert llm_server.requests == []  # the identity call waits for the topic's turn
    result = extractor.reconcile_identity(
        claims=found.identity_claims, existing_identity=[berlin, nurse], messages=MESSAGES
    )
    assert [(e.action, e.target_id, e.mode) for e in result] == [
        ("update", "id-berlin", "replace"),
        ("remove", "id-nurse", None),
        ("add", None, None),
    ]
    prompt = llm_server.requests[0]["json"]["messages"][1]["content"]
    assert "[id-berlin] Lives in Berlin" in prompt and "[id-nurse]" in prompt
    assert len(llm_server.requests) == 2  # the unknown target id was asked again


def test_llm_persona_composer(llm_server: FakeLLM) -> None:
    answer = {
        "tagline": "Nurse in Lisbon",
        "persona_markdown": "You are Ana, a nurse.",
        "change_summary": "Added the job.",
        "reasoning": "From identity.",
    }
    llm_server.then(completion({**answer, "persona_markdown": "  "}), completion(answer))
    inputs = PersonaInputs(
        user_display_name="Ana",
        current_tagline=None,
        current_persona=None,
        recent_memory_ids=["a", "b", "a"],
    )
    composed = LLMPersonaComposer(config(llm_server)).compose(inputs)
    assert composed.persona_markdown == "You are Ana, a nurse.\n"
    assert composed.memory_ids == ("a", "b")
    assert len(llm_server.requests) == 2


def test_llm_persona_composer_invalid_after_retries(llm_server: FakeLLM) -> None:
    llm_server.then(*[completion({"tagline": "x"})] * 3)
    inputs = PersonaInputs(user_display_name=None, current_tagline=None, current_persona=None)
    with pytest.raises(LLMInvalidOutputError):
        LLMPersonaComposer(config(llm_server)).compose(inputs)


def test_factories_choose_by_settings() -> None:
    off = SimpleNamespace(MEMORYFLOW_LLM_BASE_URL="")
    on = SimpleNamespace(
        MEMORYFLOW_LLM_BASE_URL="http://llm.local/v1",
        MEMORYFLOW_LLM_API_KEY="k",
        MEMORYFLOW_LLM_MODEL="m",
    )
    assert isinstance(get_extractor(settings=off), RuleBasedExtractor)
    assert isinstance(get_extractor(), RuleBasedExtractor)
    assert isinstance(get_persona_composer(settings=off), TemplatePersonaComposer)
    llm = get_extractor(settings=on)
    assert isinstance(llm, LLMExtractor) and llm.config.model == "m"
    assert isinstance(get_persona_composer(settings=on), LLMPersonaComposer)


def test_llm_persona_is_in_the_second_person_and_says_things_once(llm_server: FakeLLM) -> None:
    base = {"tagline": "Nurse", "change_summary": "Added the job.", "reasoning": "From identity."}
    third = {**base, "persona_markdown": "You are Ana.\n- Their piano recital is on Friday."}
    user = {**base, "persona_markdown": "You are Ana. The user works as a nurse."}
    repeated = {
        **base,
        "persona_markdown": "You are Ana.\n\n## Who you are\n- You work as a nurse.\n"
        "- You work as a nurse.\n- you work as a NURSE!\n",
    }
    llm_server.then(completion(third), completion(user), completion(repeated))
    nurse = ExistingMemory(
        "i1",
        "identity",
        "Works as a nurse",
        "The user has worked as a nurse since 2019.",
        {"description": "Nurse", "identity_type": "professional", "role": "nurse"},
    )
    inputs = PersonaInputs("Ana", None, None, identities=[nurse])
    composed = LLMPersonaComposer(config(llm_server)).compose(inputs)
    assert composed.persona_markdown == "You are Ana.\n\n## Who you are\n- You work as a nurse.\n"
    assert len(llm_server.requests) == 3  # two third-person answers were asked again
    system, prompt = (m["content"] for m in llm_server.requests[0]["json"]["messages"])
    assert "second person" in system
    assert '- Works as a nurse {"description": "Nurse"' in prompt
    assert "since 2019" not in prompt  # titles and fields, not summaries
