"""An event of one's own with its day in the next fragment, typed like a caption:
"im doing my first marathon!! manchester, april 13th"."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("hey so im doing my first marathon!! manchester, april 13th 😅", "marathon manchester"),
        ("can't wait for my graduation!!! july 9th", "graduation"),
        ("so excited for our wedding. saturday the 12th!", "wedding"),
        ("prepping for my driving test, the 14th 🤞", "driving test"),
        ("my recital. 12 march. help", "recital"),
        ("running my first half marathon - cardiff, 5 october", "half marathon cardiff"),
    ],
)
def test_an_event_captioned_with_its_date(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "my sister is doing her first marathon!! leeds, may 4th",
        "is that my interview? april 3rd",
        "loved my first marathon!! manchester, april 13th",
        "i missed my interview. april 3rd is when i applied",
        "my wedding, 12 march 2015, was the best day",
        "what should i wear to my interview? the 14th is close",
    ],
)
def test_no_captioned_event_of_others_the_past_or_a_question(text: str) -> None:
    assert_nothing(text, ACTIVITY)
