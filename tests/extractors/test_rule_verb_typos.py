"""Swapped letters in frequent verbs (`rules/verb_typos.py`): "strated" is read as
"started", "wokring" as "working"; words that only look like a typo stay as they are."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rules.verb_typos import repair_verb_typos
from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("just strated going to the gym 3x a week, first time in my life at 45", "gym"),
        ("finally satrted learning the cello this month", "cello"),
        ("recently statred learning portuguese for my partner's family", "portuguese"),
        ("been wokring on my dissertation every night", "dissertation"),
        ("im studyign for the bar exam in july", "bar exam"),
        ("currently preparign for my driving test", "driving test"),
    ],
)
def test_a_swapped_verb_still_states_the_situation(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("Strated a new job", "Started a new job"),
        ("been leanring german", "been learning german"),
        ("movign to leeds", "moving to leeds"),
        ("applyign for jobs", "applying for jobs"),
    ],
)
def test_the_swap_is_put_back_keeping_capitals(typed: str, read: str) -> None:
    assert repair_verb_typos(typed) == read


@pytest.mark.parametrize(
    "text",
    [
        # words of their own that a dropped letter would make of a verb stay
        "I was staring at the ceiling all night",
        "she stared at me",
        "the strata of the rock",
        "a tyre was flat",
    ],
)
def test_real_words_are_not_repaired(text: str) -> None:
    assert repair_verb_typos(text) == text


@pytest.mark.parametrize(
    "text",
    [
        # a typo repaired is still read with its frame: a question, someone else, a wish
        "should i strat learning german or french",
        "my sister just strated going to the gym",
        "how do you stay motivated when you've just strated running",
    ],
)
def test_repaired_verbs_keep_their_frame(text: str) -> None:
    assert_nothing(text, CONTEXT)
