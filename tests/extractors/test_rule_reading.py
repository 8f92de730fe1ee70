"""How the rule-based extractor reads chat: clauses, casual spelling, per-clause decisions,
conversation context, the new identity categories, natural removals, the identity split
into `asserted_identity` + `reconcile_identity`, and the voice of every title."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime, timedelta

import pytest

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExistingMemory, ExtractedItem
from memoryflow.extractors.rule_based import RuleBasedExtractor
from memoryflow.extractors.rules.identity import asserted_identity
from memoryflow.extractors.rules.identity_edits import reconcile_identity
from tests.extractors.corpus import CONVERSATIONS as ORIGINAL
from tests.extractors.corpus import HELDOUT as ORIGINAL_HELDOUT
from tests.extractors.realchat_corpus import CONVERSATIONS as REALCHAT
from tests.extractors.realchat_holdout import HOLDOUT
from tests.extractors.scoring import identity_edits, stored_identity

NOW = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)  # a Wednesday


def chat(*turns: str | tuple[str, str]) -> list[ChatMessage]:
    """User turns as strings, other roles as (role, text)."""
    out = []
    for i, turn in enumerate(turns):
        role, text = turn if isinstance(turn, tuple) else ("user", turn)
        out.append(
            ChatMessage(id=f"m{i}", role=role, content=text, created_at=NOW + timedelta(minutes=i))
        )
    return out


def items(*turns: str | tuple[str, str]) -> list[ExtractedItem]:
    ex, messages = RuleBasedExtractor(), chat(*turns)
    cepa = ex.extract_topic(messages=messages, layers=layers.CEPA_LAYERS)
    found = [item for layer_items in cepa.items.values() for item in layer_items]
    edits = identity_edits(ex, messages, [])
    return found + [e.item for e in edits if e.item is not None]


def titles(*turns: str | tuple[str, str]) -> list[str]:
    return [item.title for item in items(*turns)]


def test_a_question_in_the_same_sentence_does_not_drop_the_statement() -> None:
    assert titles("I just moved to Porto, any good cafés?") == ["Lives in Porto"]


def test_casual_spelling_fillers_and_tails() -> None:
    assert titles("im a welder lol") == ["Works as a welder"]
    assert titles("i dont eat pork") == ["Does not eat pork"]
    assert titles("pls keep explanations short, i lose focus") == ["Prefers short answers"]


def test_compound_facts_share_the_subject() -> None:
    assert titles("I'm a teacher, married, two kids") == [
        "Works as a teacher",
        "Is married",
        "Has two kids",
    ]


def test_a_leading_time_phrase_is_read_as_the_date() -> None:
    [defense] = items("On Friday I have my thesis defense")
    assert (defense.title, defense.fields["starts_at"]) == (
        "Thesis defense on Friday",
        "2024-05-17",
    )


def test_a_short_answer_reads_with_the_assistants_question() -> None:
    assert titles(("assistant", "Where are you based?"), "leeds") == ["Lives in Leeds"]
    assert titles(("assistant", "Nice. Anything else?"), "leeds") == []


def test_role_play_lasts_until_the_user_leaves_it() -> None:
    assert titles(
        "let's do a roleplay. you're a barista and I'm a customer",
        "I'm a pilot and I need the strongest coffee you have",
        "ok stop the roleplay. for real I'm a product designer",
        "I live in Oslo",
    ) == ["Works as a product designer", "Lives in Oslo"]


@pytest.mark.parametrize(
    "text",
    [
        "write a short story where I am a dragon living in Oslo",
        "can you proofread this for me: I am a certified project manager",
        "the email says 'I am allergic to shellfish' but that's my boss's order",
        "my coworker sent this: > I'm moving to Denver next month",
        "oh great, another monday. I just LOVE mondays 🙃",
        "yes I'm a rocket scientist, obviously 🙄",
        "if I moved to Canada, I'd be a nurse",
        "my friend is a lawyer and she says I should sue",
        "Dear hiring manager, I am a data analyst with 3 years of experience",
        "```python\n# I'm a helper that parses dates\n```",
        "I'm not sure this is right",
    ],
)
def test_not_a_statement_by_the_user_about_themselves(text: str) -> None:
    assert titles(text) == []


def test_quoted_words_the_user_asks_about_are_kept() -> None:
    [item] = items("and stop saying 'great question' every time 😂")
    assert item.layer == "preference" and "great question" in item.title


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I speak portuguese and english", ["Speaks Portuguese and English"]),
        ("I'm allergic to peanuts", ["Is allergic to peanuts"]),
        ("im celiac so no wheat", ["Is celiac"]),
        ("I'm lactose intolerant", ["Is lactose intolerant"]),
        ("I have type 1 diabetes", ["Has type 1 diabetes"]),
        ("I'm deaf", ["Is deaf"]),
        ("I have a golden retriever named Max", ["Has a golden retriever named Max"]),
        ("we also have two cats", ["Has two cats"]),
        ("I have a master's in economics from LSE", ["Has a master's in economics from LSE"]),
        ("I'm a UX designer in Lisbon", ["Works as a UX designer in Lisbon"]),
        ("I'm an MBA student", ["Is an MBA student"]),
    ],
)
def test_identity_categories(text: str, expected: list[str]) -> None:
    assert titles(text) == expected


@pytest.mark.parametrize(
    ("text", "stored"),
    [
        (
            "big news, I quit my job at Deloitte last week!!",
            ("e1", "Works at Deloitte", "professional"),
        ),
        ("im not in rome anymore btw", ("e1", "Lives in Rome", "location")),
        ("i dont work for amazon anymore", ("e1", "Works at Amazon", "professional")),
        ("me and Tom broke up last month", ("e1", "Has a boyfriend named Tom", "relationship")),
        ("I'm not vegetarian anymore", ("e1", "Is vegetarian", "personal")),
    ],
)
def test_natural_removals(text: str, stored: tuple[str, str, str]) -> None:
    [edit] = identity_edits(RuleBasedExtractor(), chat(text), [stored_identity(*stored)])
    assert (edit.action, edit.target_id) == ("remove", "e1")


def test_moving_back_replaces_the_old_city() -> None:
    [edit] = identity_edits(
        RuleBasedExtractor(),
        chat("im not in rome anymore btw, moved back to milan for family reasons"),
        [stored_identity("e3", "Lives in Rome", "location")],
    )
    assert (edit.action, edit.target_id, edit.mode) == ("update", "e3", "replace")
    assert edit.item is not None and edit.item.title == "Lives in Milan"


def test_assertions_come_from_the_messages_alone() -> None:
    messages = chat(("assistant", "What do you do?"), "paramedic", "I quit my job at Deloitte")
    facts = [(a.message_id, a.fact.title, a.fact.negated) for a in asserted_identity(messages)]
    assert facts == [
        ("m1", "Works as a paramedic", False),
        ("m2", "Works at Deloitte", True),
    ]
    assert asserted_identity(messages) == asserted_identity(messages)


def test_reconciliation_is_a_separate_pure_step() -> None:
    messages = chat("I'm a nurse", "I quit my job at Deloitte")
    stored: list[ExistingMemory] = [stored_identity("e1", "Works at Deloitte", "professional")]
    assertions = asserted_identity(messages)
    edits = reconcile_identity(assertions, stored)
    assert [(e.action, e.target_id) for e in edits] == [("add", None), ("remove", "e1")]
    assert reconcile_identity(assertions, stored) == edits
    assert identity_edits(RuleBasedExtractor(), messages, stored) == edits
    assert [e.action for e in reconcile_identity(assertions, [])] == ["add"]


def test_arbitrary_text_never_fails_the_extraction() -> None:
    """Word salad from chat tokens: every item that comes out is valid, nothing raises."""
    rng = random.Random(7)
    words = (
        "i i'm im we my a an the and or but so to in at on from named speak allergic like "
        "never always pls dont Oslo nurse dog ' \" , : ? ! - # 🙃 2pm friday tomorrow next "
        "week running been have quit left not anymore works better lesson learned turns out "
        "you when if one two really fan of into every day lol ``` > 3 times"
    )
    tokens = words.split()
    ex = RuleBasedExtractor()
    for _ in range(300):
        size = rng.choice((3, 12, 40, 120))
        text = " ".join(rng.choice(tokens) for _word in range(size))
        messages = chat(text, ("assistant", "Where are you based?"), text[:20])
        result = ex.extract_topic(messages=messages, layers=layers.CEPA_LAYERS)
        for item in (i for layer_items in result.items.values() for i in layer_items):
            item.validate()
        for edit in identity_edits(ex, messages, []):
            assert edit.item is not None
            edit.item.validate()


_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|me|my|mine|we|we're|our|us)\b", re.IGNORECASE)
_CHAT_TAIL = re.compile(r"\b(?:lol|haha\w*|lmao|btw|tbh|ngl|ugh|pls|plz)\b|[\U0001F300-\U0001FAFF]")
# Lowercase words only (acronyms are read letter by letter); a few known exceptions by sound.
_WRONG_ARTICLE = re.compile(
    r"\b(?:[Aa] (?=[aeio]|u(?!ni|s[eu]))|[Aa]n (?=[bcdfgjklmnpqrstvwxyz](?!our|onest)))"
)
_DANGLING_END = re.compile(
    r"\b(?:on|at|in|for|from|by|to|with|the|a|an|and|or|of|their)$", re.IGNORECASE
)


def test_every_title_is_one_clean_third_person_voice() -> None:
    conversations = [c.turns for c in REALCHAT + HOLDOUT] + ORIGINAL + ORIGINAL_HELDOUT
    seen = 0
    for turns in conversations:
        for item in items(*[(role, text) for role, text, _ in turns]):
            seen += 1
            title = item.title
            assert not _FIRST_PERSON.search(title), title
            assert not _CHAT_TAIL.search(title), title
            assert not _WRONG_ARTICLE.search(title), title
            assert not _DANGLING_END.search(title), title
            assert title[0].isupper() and len(title) <= 120, title
    assert seen >= 250


@pytest.mark.parametrize(
    ("first", "third"),
    [
        ("I was overwatering them", "they were overwatering them"),
        ("I am learning Rust", "they are learning Rust"),
        ("I've moved to my sister's", "they've moved to their sister's"),
        ("I like my job", "they like their job"),
    ],
)
def test_third_person_keeps_the_verb_in_agreement(first: str, third: str) -> None:
    from memoryflow.extractors.rules.phrasing import second_to_first

    assert second_to_first(first) == third
