"""Behaviour of the rule-based extractor beyond the corpus: identity edits against the
existing list, de-duplication, relative dates, the context budget, the contract."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from memoryflow import layers
from memoryflow.extractors.base import (
    ChatMessage,
    ExistingMemory,
    ExtractedItem,
    InvalidExtractionError,
    content_fingerprint,
    fit_to_budget,
)
from memoryflow.extractors.dedupe import merge_duplicates
from memoryflow.extractors.rule_based import RuleBasedExtractor

NOW = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)  # Wednesday


def msgs(*texts: str, role: str = "user") -> list[ChatMessage]:
    return [
        ChatMessage(id=f"m{i}", role=role, content=t, created_at=NOW + timedelta(minutes=i))
        for i, t in enumerate(texts)
    ]


def identity(id_: str, title: str, **fields: object) -> ExistingMemory:
    return ExistingMemory(
        id=id_,
        layer="identity",
        title=title,
        summary=f"The user {title}.",
        fields={"description": title, **fields},
    )


def cepa(*texts: str):
    return RuleBasedExtractor().extract_topic(messages=msgs(*texts), layers=layers.CEPA_LAYERS)


def edits(*texts: str, existing: list[ExistingMemory] | None = None):
    extractor, messages = RuleBasedExtractor(), msgs(*texts)
    found = extractor.extract_topic(messages=messages, layers=[layers.IDENTITY])
    return extractor.reconcile_identity(
        claims=found.identity_claims, existing_identity=existing or [], messages=messages
    )


def test_negation_removes_matching_identity() -> None:
    nurse = identity("e1", "Works as a nurse", identity_type="professional", role="nurse")
    [edit] = edits("I'm not a nurse anymore.", existing=[nurse])
    assert (edit.action, edit.target_id, edit.item) == ("remove", "e1", None)


def test_negation_without_matching_identity_does_nothing() -> None:
    assert edits("I'm not a nurse.", "I don't live in Berlin.") == []


def test_no_longer_living_somewhere_removes_it() -> None:
    berlin = identity("e2", "Lives in Berlin", identity_type="location")
    [edit] = edits("I don't live in Berlin anymore.", existing=[berlin])
    assert (edit.action, edit.target_id) == ("remove", "e2")


def test_new_residence_replaces_old_one() -> None:
    berlin = identity("e2", "Lives in Berlin", identity_type="location")
    [edit] = edits("I don't live in Berlin anymore, I moved to Lisbon.", existing=[berlin])
    assert (edit.action, edit.target_id, edit.mode) == ("update", "e2", "replace")
    assert edit.item is not None and edit.item.title == "Lives in Lisbon"


def test_changed_occupation_replaces_old_one() -> None:
    nurse = identity("e1", "Works as a nurse", identity_type="professional", role="nurse")
    [edit] = edits("I'm not a nurse anymore, I'm a teacher now.", existing=[nurse])
    assert (edit.action, edit.target_id, edit.mode) == ("update", "e1", "replace")
    assert edit.item is not None and edit.item.fields["role"] == "teacher"


def test_more_detail_on_known_identity_merges() -> None:
    eng = identity(
        "e3", "Works as a data engineer", identity_type="professional", role="data engineer"
    )
    [edit] = edits("I work as a data engineer at Acme.", existing=[eng])
    assert (edit.action, edit.target_id, edit.mode) == ("update", "e3", "merge")


def test_known_identity_is_not_reemitted() -> None:
    first = edits("I'm a nurse and my sister lives in Porto.")
    existing = [
        ExistingMemory(
            id=f"x{i}",
            layer="identity",
            title=e.item.title,
            summary=e.item.summary,
            fields=e.item.fields,
        )
        for i, e in enumerate(first)
        if e.item
    ]
    assert len(first) == 2 and all(e.action == "add" for e in first)
    assert edits("I'm a nurse and my sister lives in Porto.", existing=existing) == []


def test_relationship_change_replaces_same_relationship_only() -> None:
    sister = identity(
        "e4", "Sister lives in Porto", identity_type="relationship", relationship="sister"
    )
    brother = identity(
        "e5", "Brother lives in Porto", identity_type="relationship", relationship="brother"
    )
    [edit] = edits("My sister lives in Madrid.", existing=[sister, brother])
    assert (edit.action, edit.target_id, edit.mode) == ("update", "e4", "replace")


@pytest.mark.parametrize(
    "text",
    [
        "if I were a nurse I would quit",
        "are you a nurse?",
        "my friend said she's a nurse",
        "Pretend I'm a nurse",
        "Write a story where I'm a nurse",
    ],
)
def test_not_the_users_identity(text: str) -> None:
    assert edits(text) == []


def test_a_former_job_is_kept_in_the_past_tense() -> None:
    [edit] = edits("I was a nurse for ten years")
    assert edit.item is not None and edit.item.title == "Worked as a nurse for ten years"


def test_assistant_and_system_messages_are_ignored() -> None:
    m = msgs(
        "I'm a nurse. I prefer short answers. I'm writing my thesis on owls.", role="assistant"
    )
    found = RuleBasedExtractor().extract_topic(messages=m, layers=layers.ALL_LAYERS)
    assert found.count == 0 and found.identity_claims == []


def test_extraction_does_not_depend_on_what_is_stored() -> None:
    """The same conversation gives the same items and claims whatever the user already has:
    de-duplication against stored memories is the fingerprint's job, at write time."""
    texts = ("I prefer short answers.", "I'm writing my thesis on coral reefs.", "I'm a nurse.")
    first = RuleBasedExtractor().extract_topic(messages=msgs(*texts), layers=layers.ALL_LAYERS)
    again = RuleBasedExtractor().extract_topic(messages=msgs(*texts), layers=layers.ALL_LAYERS)
    assert sum(len(v) for v in first.items.values()) == 2
    assert [i.as_dict() for v in first.items.values() for i in v] == [
        i.as_dict() for v in again.items.values() for i in v
    ]
    assert first.identity_claims == again.identity_claims
    assert [c["title"] for c in first.identity_claims] == ["Works as a nurse"]
    assert json.loads(json.dumps(first.identity_claims)) == first.identity_claims


def test_repeated_statement_is_one_item_citing_both_messages() -> None:
    result = cepa("Please never use emojis.", "please   NEVER use emojis!")
    [item] = result.items["preference"]
    assert item.source_message_ids == ("m0", "m1")


def test_only_requested_layers_are_returned() -> None:
    result = RuleBasedExtractor().extract_topic(
        messages=msgs("I prefer short answers.", "I'm running a 10k on Sunday."),
        layers=["activity"],
    )
    assert list(result.items) == ["activity"]
    assert result.items["activity"][0].fields["starts_at"] == "2024-05-19"


def test_relative_dates_resolve_against_message_time() -> None:
    result = cepa("I have a dentist appointment tomorrow at 3pm.", "I went hiking yesterday.")
    [appointment, hike] = result.items["activity"]
    assert appointment.fields["status"] == "pending"
    assert appointment.fields["starts_at"] == "2024-05-16T15:00:00+00:00"
    assert appointment.fields["activity_type"] == "appointment"
    assert (hike.fields["status"], hike.fields["starts_at"]) == ("done", "2024-05-14")


def test_scores_are_sensible() -> None:
    result = cepa(
        "Please never use emojis.",
        "I like jazz.",
        "We're launching our app next week, the deadline is tight.",
    )
    never, jazz = result.items["preference"]
    assert never.fields["priority"] > jazz.fields["priority"]
    [launch] = result.items["context"]
    assert launch.fields["urgency_score"] >= 0.7


def test_output_order_is_deterministic() -> None:
    texts = ("I like jazz. I prefer short answers.", "I'm learning Rust. I'm writing a book.")
    a, b = cepa(*texts), cepa(*texts)
    assert [[i.as_dict() for i in v] for v in a.items.values()] == [
        [i.as_dict() for i in v] for v in b.items.values()
    ]
    assert [i.title for i in a.items["preference"]] == ["Likes jazz", "Prefers short answers"]


def test_fingerprint_ignores_case_and_spacing() -> None:
    a = ExtractedItem(
        layer="preference",
        title="Prefers short answers",
        summary="Short.",
        fields={"directive": "Keep it short"},
    )
    b = ExtractedItem(
        layer="preference",
        title="  prefers SHORT   answers ",
        summary="short",
        fields={"directive": "keep it  short."},
    )
    c = ExtractedItem(
        layer="preference",
        title="Prefers long answers",
        summary="Short.",
        fields={"directive": "Keep it short"},
    )
    assert content_fingerprint("preference", a) == content_fingerprint("preference", b)
    assert a.fingerprint != c.fingerprint and len(a.fingerprint) == 64


@pytest.mark.parametrize(
    "kwargs",
    [
        {"title": "", "summary": "s", "fields": {"directive": "d"}},
        {"title": "t", "summary": "  ", "fields": {"directive": "d"}},
        {"title": "t" * 500, "summary": "s", "fields": {"directive": "d"}},
        {"title": "t", "summary": "s", "fields": {}},
        {"title": "t", "summary": "s", "fields": {"directive": "d", "priority": 3}},
    ],
)
def test_invalid_items_are_rejected(kwargs: dict) -> None:
    with pytest.raises(InvalidExtractionError):
        ExtractedItem(layer="preference", **kwargs)


def test_fit_to_budget_keeps_newest_contiguous_tail() -> None:
    m = msgs("a" * 50, "b" * 30, "c" * 30, "d" * 30)
    assert [x.id for x in fit_to_budget(m, 65)] == ["m2", "m3"]
    assert [x.id for x in fit_to_budget(m, 1000)] == ["m0", "m1", "m2", "m3"]


def test_fit_to_budget_clips_a_newest_message_over_the_budget() -> None:
    """A topic ending on a message longer than the whole budget is not read as empty."""
    pasted = "I'm a welder in Gdansk. " + "log line\n" * 4000 + "can you fix this?"
    [window] = fit_to_budget(msgs("older message", pasted), 200)
    assert window.id == "m1"
    assert len(window.content) == 200
    assert window.content.startswith("I'm a welder in Gdansk. ")
    assert window.content.endswith("can you fix this?")
    assert [x.content for x in fit_to_budget(msgs("a" * 50), 3)] == ["aaa"]
    assert fit_to_budget(msgs("a" * 50), 0) == []


def test_a_message_over_the_budget_is_still_read() -> None:
    pasted = "im a welder lol, mostly ships in gdansk. " + "x = 1\n" * 5000  # over 24,000
    titles = [edit.item.title for edit in edits(pasted) if edit.item]
    assert any("welder" in title.lower() for title in titles), titles


def test_a_lesson_told_twice_is_one_memory_citing_both_messages() -> None:
    found = cepa(
        "For a while my sourdough was flat; in the end I learned that a longer cold proof "
        "made all the difference.",
        "Last time my sourdough was flat, and what fixed it was this: a longer cold proof "
        "made all the difference.",
    )
    [lesson] = found.items[layers.EXPERIENCE]
    assert "sourdough" in lesson.title and "cold proof" in lesson.title
    assert len(lesson.source_message_ids) == 2


def test_a_title_inside_another_word_is_not_the_same_memory() -> None:
    """Only whole words fold: 'Likes cats' is not said more by 'Dislikes cats'."""

    def item(title: str) -> ExtractedItem:
        return ExtractedItem(
            layer=layers.PREFERENCE,
            title=title,
            summary=f"The user {title.lower()}.",
            fields={"directive": title, "priority": 0.5},
        )

    titles = {i.title for i in merge_duplicates([item("Likes cats"), item("Dislikes cats")])}
    assert titles == {"Likes cats", "Dislikes cats"}
    assert [
        i.title for i in merge_duplicates([item("Likes tea"), item("Likes tea with milk")])
    ] == ["Likes tea with milk"]
