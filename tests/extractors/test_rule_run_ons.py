"""Two sentences typed as one: the plan in the second ("i cant do this i have my stats final
in 9 hours") is read on its own, unless the first binds it (a condition, a report)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i cant do this i have my stats final in 9 hours 😭", "stats final"),
        ("so nervous i have a job interview tomorrow", "interview"),
        ("help we have our scan on friday", "scan"),
        ("i'm so tired i have my driving test on saturday", "driving test"),
        ("omg omg i've got a hearing test thursday", "hearing test"),
    ],
)
def test_a_plan_run_on_after_another_sentence(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "if i have a test tomorrow should i sleep",
        "my sister says i have a dentist appointment friday",
        "my brother is freaking out he has a test tomorrow",
        "what if we have our scan on friday",
        "no idea when i have my next shift",
    ],
)
def test_no_run_on_plan_when_the_first_part_binds_it(text: str) -> None:
    assert_nothing(text, ACTIVITY)
