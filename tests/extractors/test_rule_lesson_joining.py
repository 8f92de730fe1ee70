"""One message telling one story and its rule is one lesson: the readings made on its
clauses (a "never again", the story before "lesson learned", the rule said since) are joined
in the order said, a story read twice being kept once without its marker."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import EXPERIENCE, cepa


def lessons(text: str) -> list[str]:
    return [title for layer, title in cepa(text) if layer == EXPERIENCE]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "never again will i leave my tax return to january. paid a late fine and spent "
            "new year's eve on receipts. lesson learned: start in october",
            ["tax return", "october"],
        ),
        (
            "lesson from iceland last winter: never trust the car hire's snow tyres. got stuck "
            "in a drift near vik and waited four hours for a tow, so now i always check the tread",
            ["snow tyres", "tread"],
        ),
        (
            "So I learned the hard way why you don't leave a dog in the car in june. He got "
            "heatstroke, we nearly lost him. Now I take him everywhere or leave him home.",
            ["dog in the car"],
        ),
        (
            "bought a second hand boiler off gumtree and it leaked within a month. lesson "
            "learned, always get a gas safe engineer to look first",
            ["boiler", "gas safe"],
        ),
    ],
)
def test_one_story_and_its_rule_is_one_lesson(text: str, words: list[str]) -> None:
    found = lessons(text)
    assert len(found) == 1, found
    assert all(w in found[0].lower() for w in words), found


def test_the_story_read_twice_is_kept_without_its_marker() -> None:
    found = lessons(
        "got scammed selling my camera on vinted, the buyer sent a fake payment email. "
        "lesson learned, now i only ship once the money shows in my account"
    )
    assert len(found) == 1, found
    assert "scammed" in found[0].lower(), found


def test_lessons_of_different_messages_stay_apart() -> None:
    from datetime import UTC, datetime

    from memoryflow import layers
    from memoryflow.extractors.base import ChatMessage
    from memoryflow.extractors.rule_based import RuleBasedExtractor

    when = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)
    messages = [
        ChatMessage(
            id="m1",
            role="user",
            content="lost a whole chapter when my laptop died. now everything goes to git",
            created_at=when,
        ),
        ChatMessage(
            id="m2",
            role="user",
            content="lent my car to a mate and he crashed it. never again",
            created_at=when,
        ),
    ]
    found = RuleBasedExtractor().extract_topic(messages=messages, layers=[layers.EXPERIENCE])
    assert len(found.items[layers.EXPERIENCE]) == 2, found.items
