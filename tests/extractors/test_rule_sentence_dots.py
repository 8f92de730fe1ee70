"""Dots that belong to a word do not end a sentence (`rules/message_cleaning.py`): an
initialism ("GlobalG.A.P.", "U.S.", "e.g.") and a title before a name ("Dr. Okafor")."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rules.message_cleaning import sentences
from tests.extractors.test_rule_classes import CONTEXT, assert_finds


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We are working to get the GlobalG.A.P. certification so we can export. What next?",
            [
                "We are working to get the GlobalG.A.P. certification so we can export.",
                "What next?",
            ],
        ),
        (
            "i moved to the U.S. last year. my wife is here",
            ["i moved to the U.S. last year.", "my wife is here"],
        ),
        ("saw Dr. Okafor today. he said rest", ["saw Dr. Okafor today.", "he said rest"]),
        ("cardio, e.g. rowing, is fine", ["cardio, e.g. rowing, is fine"]),
        # an initialism's last dot before a capital may end the sentence
        (
            "I live in the U.S. My wife is from Peru.",
            ["I live in the U.S.", "My wife is from Peru."],
        ),
        # a single letter ending a sentence is not an initialism
        ("i got a B. then i cried", ["i got a B.", "then i cried"]),
        # a word merely ending in the letters of a title still ends its sentence
        ("I came first. Then I left", ["I came first.", "Then I left"]),
    ],
)
def test_word_dots_do_not_cut_sentences(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we are working to get the GlobalG.A.P. certification this year", "certification"),
        ("im preparing for the U.S. citizenship test in may", "citizenship"),
        ("studying for my C.P.A. exams, first one in june", "exams"),
    ],
)
def test_a_situation_past_an_initialism_is_read_whole(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)
