"""Reading mistakes that made false identity items, by shape: a place after "in" on a job
offered or a skill learnt there, a date read as a relative's age, a label before a colon
read as a fragment about the user, an age in brackets that split the clause (and gave a
child's diagnosis to the user), and "goes out" (the power) read as going somewhere. Each
case has a look-alike that must still give the fact."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    "text",
    [
        "got a job offer in Hobart, starting in spring",
        "i learnt to weave in Oaxaca from an old master",
        "my cousin wedding is 14 march in Tunis, what gift?",
        "ok french: je cherche un appart",
    ],
)
def test_a_misreading_gives_no_identity(text: str) -> None:
    assert identity_titles(text) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the look-alikes: where one is, an age, the whole clause a fact about the user
        ("I teach weaving in Oaxaca", ("oaxaca",)),
        ("my cousin is 14 and lives with us", ("cousin", "14")),
        ("the wifi goes down every evening here in Asunción", ("asunción",)),
        ("my son (6) was just diagnosed with eczema", ("son", "eczema")),
    ],
)
def test_the_look_alike_still_gives_the_fact(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words)


def test_an_age_in_brackets_keeps_the_diagnosis_with_the_child() -> None:
    titles = identity_titles("my son (6) was just diagnosed with eczema, any creams?")
    assert not any(t.lower().startswith("has eczema") for t in titles)
