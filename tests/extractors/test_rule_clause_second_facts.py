"""Every fact of one clause kept: what one has after a job ("a carpenter with a bad back",
"a mechanic with two kids": read on as "I have …", never an employer), where one is from
after a job ("a nurse from Manila living in Dubai"), a job after a family fact ("a single
mum of 3 working as a cleaner"), and an age inside a job ("a 29 year old nurse" is a nurse
and 29). An employer after "with" stays one ("a consultant with Deloitte")."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "titles_wanted"),
    [
        ("im a roofer with a dodgy knee", [("roofer",), ("dodgy knee",)]),
        ("I'm a paramedic with three kids", [("paramedic",), ("three kids",)]),
        ("I'm a midwife with asthma", [("midwife",), ("asthma",)]),
        ("I'm a 41 year old welder from Gdansk living in Oslo", [("welder",), ("from gdansk",), ("41",)]),
        ("im a single dad of 2 working as a chef", [("2 kids",), ("chef",)]),
        ("I'm an analyst with Accenture in Dublin", [("analyst", "accenture", "dublin")]),
        ("i'm a volunteer coordinator with a charity in Hull", [("coordinator", "charity", "hull")]),
    ],
)  # fmt: skip
def test_each_fact_of_the_clause_is_kept(text: str, titles_wanted: list[tuple[str, ...]]) -> None:
    titles = identity_titles(text)
    for words in titles_wanted:
        assert has_all(titles, words), (words, titles)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im a roofer with a dodgy knee", ("at a dodgy knee",)),
        ("I'm a paramedic with three kids", ("at three kids",)),
        ("I'm a 41 year old welder", ("year old welder",)),
        ("my sister is a nurse with two kids", ("has two kids",)),
        ("I'm a nurse from the agency", ("from the agency",)),
    ],
)
def test_no_employer_or_fact_is_made_up(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert not has_all(titles, words), titles
