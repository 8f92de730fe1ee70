"""The answer wishes one message makes are one memory ("keep it short pls, bullet points" →
"Prefers short answers; wants bullet points"); likings and wishes of other messages stay
apart; a form asked "on it" or "in this one" is for the piece just talked about."""

from __future__ import annotations

import pytest

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.test_rule_classes import NOW, PREFERENCE, assert_nothing, cepa


def preference_titles(text: str) -> list[str]:
    return [title for layer, title in cepa(text) if layer == PREFERENCE]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("short replies pls, numbered steps, im on my phone", ["short", "numbered"]),
        ("use plain english pls, no jargon", ["plain", "jargon"]),
        ("metric units pls and keep it brief", ["metric", "brief"]),
    ],
)
def test_the_wishes_of_one_message_are_one_memory(text: str, words: list[str]) -> None:
    titles = preference_titles(text)
    assert len(titles) == 1, titles
    assert all(word in titles[0].lower() for word in words), titles


def test_a_liking_stays_apart_from_a_wish() -> None:
    titles = preference_titles("i love jazz. keep answers short pls")
    assert len(titles) == 2, titles


def test_wishes_of_two_messages_stay_apart() -> None:
    messages = [
        ChatMessage(id=f"m{i}", role="user", content=text, created_at=NOW)
        for i, text in enumerate(["short answers pls", "and always use metric units"])
    ]
    found = RuleBasedExtractor().extract_topic(messages=messages, layers=layers.CEPA_LAYERS)
    assert len(found.items[PREFERENCE]) == 2, found.items[PREFERENCE]


@pytest.mark.parametrize(
    "text", ["no emojis on it pls", "no hashtags in this one please", "add a joke to it pls"]
)
def test_a_form_for_the_piece_just_talked_about(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "please dont open every answer with a disclaimer. just bullet points, I'm an adult",
            "bullet",
        ),
        ("skip the long intros pls. just tables where you can", "tables"),
        ("no more walls of text please. just numbered steps", "numbered steps"),
    ],
)
def test_just_a_form_after_a_request_in_a_sentence_before_is_wanted(text: str, words: str) -> None:
    titles = [t.lower() for layer, t in cepa(text) if layer == PREFERENCE]
    assert any(words in t for t in titles), titles


@pytest.mark.parametrize("text", ["just bullet points", "the report has tables. just tables"])
def test_just_a_form_alone_asks_nothing(text: str) -> None:
    assert not [t for layer, t in cepa(text) if layer == PREFERENCE]


def test_just_a_form_in_the_sentence_of_its_request_is_said_once() -> None:
    titles = [
        t for layer, t in cepa("no bullet points pls, just paragraphs") if layer == PREFERENCE
    ]
    assert len(titles) == 1, titles
