"""A choice the assistant offers about the piece being drafted ("Do you want the wording
formal or friendly?") is answered for that piece only; a choice about the answers
themselves ("Do you prefer short answers or detailed ones?") is a preference."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_reading import items


def _preferences(question: str, reply: str) -> list[str]:
    found = items("can you help me with something", ("assistant", question), reply)
    return [item.title for item in found if item.layer == "preference"]


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Sure. Do you want the wording formal or friendly?", "friendly but firm"),
        ("Should the email to your landlord be short or detailed?", "short"),
        ("Would you like it formal or casual?", "casual please"),
        ("Do you want the speech funny or heartfelt?", "heartfelt"),
    ],
)
def test_a_choice_about_the_piece_is_no_preference(question: str, reply: str) -> None:
    assert _preferences(question, reply) == []


def test_a_choice_about_the_answers_stays() -> None:
    titles = _preferences("Do you prefer short answers or detailed ones?", "short")
    assert any("short" in t.lower() for t in titles), titles
