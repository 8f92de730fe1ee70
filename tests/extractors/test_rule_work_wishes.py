"""A way of working wished for ("ideally fully remote", "remote if possible", "trabajo remoto
si se puede") is a preference; its softener is no condition. Remote said as a fact of the
job, asked about, or in a real condition is none. Also what the answers should be made of
("mostly code pls", "less talking pls"), and Scots "gie" for "give"."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ideally fully remote", "fully remote"),
        ("remote if possible, my kids are small", "remote"),
        ("lisboa mas trabalho remoto se possível", "remote"),
        ("bogotá pero trabajo remoto si se puede", "remote"),
        ("I'd like to work from home most days", "working from home"),
        ("hybrid only, the commute kills me", "hybrid"),
        ("i want to work remotely", "remote"),
    ],
)
def test_a_way_of_working_wished_for(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "the job is remote",
        "i work remotely for an insurer",
        "is the role remote?",
        "if the job were remote i would take it",
        "my husband works from home",
    ],
)
def test_no_wish_for_a_way_of_working(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("mostly code pls", "mostly code"),
        ("more examples please", "more examples"),
        ("less talking pls", "less talking"),
        ("less explaining please", "less explaining"),
        ("and gie me the weights in kilos, no pounds", "kilos"),
    ],
)
def test_what_the_answers_are_made_of(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize("text", ["less talk more action", "more code to write tonight ugh"])
def test_no_wish_about_the_answers(text: str) -> None:
    assert_nothing(text, PREFERENCE)
