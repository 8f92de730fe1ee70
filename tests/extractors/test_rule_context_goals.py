"""Goals under way (`rules/context_goals.py`): an exam one must pass, an aim with a deadline,
an application said with no "for"; in fresh words, with the look-alikes that must give
nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # an exam one must pass
        ("to practise in ireland i have to pass the PRES exam first", "preparing pres exam"),
        ("i need the DELE exam for citizenship, ugh", "preparing dele exam"),
        ("to nurse in the US I must pass the NCLEX", "preparing nclex"),
        # an aim with a deadline
        ("honestly i want to deadlift 200kg by the end of the year", "deadlift 200kg"),
        ("we're hoping to pay off the car by christmas", "car"),
        ("i really want to read 50 books by december", "50 books"),
        # an application with no "for"
        ("we are applying permanent residency this year", "applying permanent residency"),
        ("im applying blue card now, so many papers", "applying blue card"),
    ],
)
def test_goals_are_context(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "i want to finish it by friday",  # no aim named
        "my daughter must pass the bar exam first",  # someone else's exam
        "she wants to run a marathon by next year",  # someone else's aim
        "if i must pass the exam, so be it",  # hypothetical
        "i want to learn guitar someday",  # a wish with no deadline
    ],
)
def test_goal_lookalikes_give_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)
