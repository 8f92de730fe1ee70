"""A day then an event with no verb and no colon ("june 1st grand opening eeek") is a dated
event; with a verb after it, a question, a past day or someone else's, it is not."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("june 1st grand opening eeek", "grand opening"),
        ("tomorrow job interview omg", "interview"),
        ("saturday the 12th recital", "recital"),
        ("friday big presentation ugh", "presentation"),
        ("next tuesday my viva", "viva"),
        ("3 october half marathon yikes", "half marathon"),
    ],
)
def test_a_day_then_an_event(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "june 1st grand opening?",
        "yesterday job interview omg",
        "friday his interview",
        "tomorrow their wedding lol",
    ],
)
def test_no_event_from_a_question_the_past_or_others(text: str) -> None:
    assert_nothing(text, ACTIVITY)
