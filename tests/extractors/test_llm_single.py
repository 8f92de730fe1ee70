"""The default LLM mode: one structured-output call per conversation for every layer and the
identity claims; claims reconciled by code, not by the model. Calls are counted on the local
chat-completions server (a real socket), also through the extraction services."""

from __future__ import annotations

import json
from datetime import timedelta
from types import SimpleNamespace
from typing import Any

import pytest

from memoryflow import layers as L
from memoryflow.extractors.base import (
    ExistingMemory,
    LLMInvalidOutputError,
)
from memoryflow.extractors.factory import get_extractor
from memoryflow.extractors.llm import LLMExtractor
from memoryflow.extractors.llm_config import LLMConfig
from memoryflow.extractors.llm_items import reconcile_llm_claims
from memoryflow.extractors.schema import SchemaError, check_schema, conversation_schema
from memoryflow.models import Memory
from memoryflow.services.extraction import extract_topic_cepa
from memoryflow.services.extraction_identity import apply_pending_identity
from tests.extractors.fake_llm import FakeLLM, completion
from tests.extractors.test_llm import MESSAGES, activity, config, gate, identity_item, pref
from tests.factories import BASE_TIME, make_message, make_topic, make_user


def claim(action: str, slot: str, value: str, title: str, *, exclusive: bool = False) -> dict:
    kind = {"residence": "location", "occupation": "professional"}.get(slot, "personal")
    return {
        "action": action,
        "slot": slot,
        "value": value,
        "exclusive": exclusive,
        "item": identity_item(title, identity_type=kind),
    }


def answer(*claims: dict, **layers: list[dict]) -> dict[str, Any]:
    return {
        "context": layers.get("context", []),
        "experience": layers.get("experience", []),
        "preference": layers.get("preference", []),
        "activity": layers.get("activity", []),
        "identity": list(claims),
    }


def tagged(id_: str, title: str, slot: str, value: str) -> ExistingMemory:
    return ExistingMemory(
        id_,
        "identity",
        title,
        f"The user {title.lower()}.",
        {"description": title, "identity_type": "location"},
        tags=(f"slot:{slot}", f"value:{value}"),
    )


def test_one_call_returns_every_layer_and_the_identity_claims(llm_server: FakeLLM) -> None:
    lisbon = claim("assert", "Residence", "Lisbon", "Lives in Lisbon", exclusive=True)
    llm_server.then(completion(answer(lisbon, preference=[pref()], activity=[activity()])))
    extractor = LLMExtractor(config(llm_server))
    found = extractor.extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert len(llm_server.requests) == 1
    body = llm_server.requests[0]["json"]
    schema = body["response_format"]["json_schema"]
    assert schema["name"] == "memory_conversation" and schema["strict"] is True
    assert list(schema["schema"]["properties"]) == list(L.ALL_LAYERS)
    assert body["max_tokens"] == 4096 and body["temperature"] == 0
    assert [i.title for i in found.items["preference"]] == ["Prefers short answers"]
    assert [i.title for i in found.items["activity"]] == ["10k run"]
    assert found.skipped_layers == ["context", "experience"]
    [stored] = found.identity_claims
    assert json.loads(json.dumps(stored)) == stored
    assert (stored["source"], stored["slot"], stored["value"]) == ("llm", "residence", "lisbon")
    assert stored["item"]["tags"][:2] == ["slot:residence", "value:lisbon"]

    berlin = tagged("id-berlin", "Lives in Berlin", "residence", "berlin")
    edits = extractor.reconcile_identity(
        claims=found.identity_claims, existing_identity=[berlin], messages=MESSAGES
    )
    assert [(e.action, e.target_id, e.mode) for e in edits] == [("update", "id-berlin", "replace")]
    assert len(llm_server.requests) == 1  # reconciling is code, not a call


def test_nul_characters_in_an_answer_are_dropped(llm_server: FakeLLM) -> None:
    """PostgreSQL's text and jsonb refuse NUL: kept, it would fail the topic's write on every
    retry. The rest of the answer is kept as it came."""
    lisbon = claim("assert", "Residence", "Lis\u0000bon", "Lives in Lis\u0000bon", exclusive=True)
    short = {**pref(), "title": "Prefers short\u0000 answers"}
    llm_server.then(completion(answer(lisbon, preference=[short])))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert [i.title for i in found.items["preference"]] == ["Prefers short answers"]
    [stored] = found.identity_claims
    assert (stored["value"], stored["item"]["title"]) == ("lisbon", "Lives in Lisbon")
    written = json.dumps(found.identity_claims) + json.dumps(
        [i.as_dict() for i in found.items["preference"]]
    )
    assert "\\u0000" not in written  # json.dumps writes a NUL as that escape


@pytest.mark.django_db
def test_a_half_of_a_surrogate_pair_in_an_answer_is_dropped(llm_server: FakeLLM) -> None:
    """A model that cuts an emoji in half sends "\\ud83c" alone: no database can store it
    (UTF-8 has no encoding for it), so the topic's write failed on every retry and the
    topic was rejected in the end, its memories lost."""
    party = {**pref(), "title": "Loves \ud83c parties", "summary": "Loves \udf89 parties."}
    cepa = {
        layer: items for layer, items in answer(preference=[party]).items() if layer != "identity"
    }
    llm_server.then(completion(cepa))
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I love parties, keep answers short.")
    extractor = LLMExtractor(config(llm_server))
    outcome = extract_topic_cepa(
        user_id=user.id, topic_id=topic.id, layers=L.CEPA_LAYERS, extractor=extractor
    )
    assert outcome.topic_completed and outcome.memories_written == 1
    stored = Memory.objects.get(user=user)
    assert (stored.title, stored.summary) == ("Loves  parties", "Loves  parties.")


def test_only_requested_layers_are_asked_for(llm_server: FakeLLM) -> None:
    llm_server.then(completion({"preference": [pref()]}))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=["preference"])
    schema = llm_server.requests[0]["json"]["response_format"]["json_schema"]["schema"]
    assert list(schema["properties"]) == ["preference"]
    assert "identity" not in llm_server.requests[0]["json"]["messages"][1]["content"].lower()
    assert list(found.items) == ["preference"] and found.identity_claims == []


def test_invalid_answer_is_asked_again_then_permanent(llm_server: FakeLLM) -> None:
    missing_identity = {k: v for k, v in answer().items() if k != "identity"}
    llm_server.then(completion(missing_identity), completion(answer()))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert found.count == 0 and len(llm_server.requests) == 2
    no_slot = claim("assert", "", "x", "Lives in X")
    llm_server.then(*[completion(answer(no_slot))] * 3)
    with pytest.raises(LLMInvalidOutputError, match="slot and a value"):
        LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)


def test_schema_errors_name_the_path() -> None:
    schema = conversation_schema(L.ALL_LAYERS)
    bad = answer(claim("maybe", "residence", "lisbon", "Lives in Lisbon"))
    with pytest.raises(SchemaError, match=r"\$\.identity\[0\]\.action"):
        check_schema(bad, schema)
    with pytest.raises(SchemaError, match="Additional properties"):
        check_schema({**answer(), "extra": []}, schema)
    check_schema(answer(claim("retract", "residence", "lisbon", "Lives in Lisbon")), schema)


def test_claims_are_reconciled_by_code() -> None:
    nurse = tagged("n", "Works as a nurse", "occupation", "nurse")
    berlin = tagged("b", "Lives in Berlin", "residence", "berlin")
    untagged = ExistingMemory("u", "identity", "Speaks Portuguese", "", {})

    def run(existing: list[ExistingMemory], *claims: dict) -> list[tuple[Any, ...]]:
        stored = [
            {"source": "llm", **c, "item": {**c["item"], "layer": "identity"}} for c in claims
        ]
        edits = reconcile_llm_claims(stored, existing)
        return [(e.action, e.target_id, e.mode, e.item and e.item.title) for e in edits]

    # Known (same title, any case): nothing. More detail on a known value: merge.
    assert (
        run([nurse, untagged], claim("assert", "language", "portuguese", "speaks portuguese")) == []
    )
    assert run(
        [nurse], claim("assert", "occupation", "nurse", "Works as a nurse at St Mary's")
    ) == [("update", "n", "merge", "Works as a nurse at St Mary's")]
    # A new value of an exclusive slot replaces; of another slot, adds.
    assert run(
        [berlin], claim("assert", "residence", "porto", "Lives in Porto", exclusive=True)
    ) == [("update", "b", "replace", "Lives in Porto")]
    assert run([nurse], claim("assert", "occupation", "teacher", "Works as a teacher")) == [
        ("add", None, None, "Works as a teacher")
    ]
    # "Not a nurse anymore, a teacher now"; a fact stated then withdrawn in one topic.
    assert run(
        [nurse, berlin],
        claim("retract", "occupation", "nurse", "Works as a nurse"),
        claim("assert", "occupation", "teacher", "Works as a teacher"),
    ) == [("remove", "n", None, None), ("add", None, None, "Works as a teacher")]
    assert (
        run(
            [],
            claim("assert", "pet", "dog", "Has a dog"),
            claim("retract", "pet", "dog", "Has a dog"),
        )
        == []
    )
    assert run([berlin], claim("retract", "residence", "lisbon", "Lives in Lisbon")) == []


def test_per_layer_mode_makes_up_to_six_calls(llm_server: FakeLLM) -> None:
    llm_server.then(
        gate("context", "experience", "preference", "activity"),
        *[completion({"items": []})] * 3,
        completion({"items": [activity()]}),
        completion({"edits": []}),
    )
    extractor = LLMExtractor(config(llm_server, extraction_mode="per-layer"))
    found = extractor.extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    extractor.reconcile_identity(
        claims=found.identity_claims, existing_identity=[], messages=MESSAGES
    )
    names = [r["json"]["response_format"]["json_schema"]["name"] for r in llm_server.requests]
    assert names == [
        "memory_gatekeeper",
        "memory_context",
        "memory_experience",
        "memory_preference",
        "memory_activity",
        "memory_identity",
    ]


def test_mode_comes_from_settings() -> None:
    on = SimpleNamespace(MEMORYFLOW_LLM_BASE_URL="http://llm.local/v1")
    assert LLMConfig.from_settings(on) == LLMConfig(base_url="http://llm.local/v1")
    per_layer = SimpleNamespace(**vars(on), MEMORYFLOW_LLM_EXTRACTION_MODE="per-layer")
    extractor = get_extractor(settings=per_layer)
    assert isinstance(extractor, LLMExtractor)
    assert extractor.config.extraction_mode == "per-layer"
    with pytest.raises(ValueError, match="single, per-layer"):
        get_extractor(settings=SimpleNamespace(**vars(on), MEMORYFLOW_LLM_EXTRACTION_MODE="x"))


CHATS = [
    "I'm a nurse and I live in Berlin. Please keep answers short.",
    "I moved to Lisbon last month.",
    "I'm running a 10k on Sunday.",
]


def answers_for(index: int) -> dict[str, Any]:
    return [
        answer(
            claim("assert", "occupation", "nurse", "Works as a nurse"),
            claim("assert", "residence", "berlin", "Lives in Berlin", exclusive=True),
            preference=[pref()],
        ),
        answer(claim("assert", "residence", "lisbon", "Lives in Lisbon", exclusive=True)),
        answer(activity=[activity()]),
    ][index]


@pytest.mark.django_db
@pytest.mark.parametrize("order", [[0, 1, 2], [2, 1, 0]])
def test_one_call_per_conversation_through_the_services(
    llm_server: FakeLLM, order: list[int]
) -> None:
    user = make_user()
    topics = []
    for day, text in enumerate(CHATS):
        topic = make_topic(user, created_at=BASE_TIME + timedelta(days=day))
        make_message(topic, content=text, created_at=topic.created_at)
        make_message(topic, role="assistant", content="Noted!", created_at=topic.created_at)
        topics.append(topic.id)
    llm_server.then(*[completion(answers_for(i)) for i in order])
    extractor = LLMExtractor(config(llm_server))
    for i in order:
        extract_topic_cepa(
            user_id=user.id, topic_id=topics[i], layers=L.ALL_LAYERS, extractor=extractor
        )
    assert len(llm_server.requests) == len(CHATS)
    outcome = apply_pending_identity(user_id=user.id, extractor=extractor)
    assert outcome.topics_applied == len(CHATS) and len(llm_server.requests) == len(CHATS)
    assert sorted(Memory.objects.filter(user=user).values_list("layer", "title")) == [
        ("activity", "10k run"),
        ("identity", "Lives in Lisbon"),
        ("identity", "Works as a nurse"),
        ("preference", "Prefers short answers"),
    ]
