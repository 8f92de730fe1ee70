"""A slip the user mends as they type is read as mended: "soy enfermero... no espera,
ingeniero de software" says a software engineer, not a nurse. "I mean" as a filler, a
repair word with no slip before it, or a number inside a phrase mend nothing."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rules.self_repair import mend_slips
from tests.extractors.test_rule_identity_classes import identity_titles


@pytest.mark.parametrize(
    ("text", "mended"),
    [
        ("soy enfermero... no espera, ingeniero de software", "soy ingeniero de software"),
        ("I'm a nurse, I mean a software engineer", "I'm a software engineer"),
        ("we moved to Porto - no wait, Braga", "we moved to Braga"),
        ("I work at tesco, no wait, at aldi", "I work at aldi"),
        ("ich bin Lehrer... nein warte, Schulleiter", "ich bin Schulleiter"),
        ("je suis infirmière... non attends, sage-femme", "je suis sage-femme"),
    ],
)
def test_a_mended_slip_goes(text: str, mended: str) -> None:
    assert mend_slips(text) == mended


@pytest.mark.parametrize(
    "text",
    [
        "it's fine, I mean I like it",
        "I love my job, I mean really love it",
        "I live in London, i mean, who doesnt",
        "no wait, that is wrong",
        "i have 3 kids, i mean 4",
        "I mean the weather here is awful",
    ],
)
def test_nothing_mended(text: str) -> None:
    assert mend_slips(text) == text


@pytest.mark.parametrize(
    ("text", "right", "wrong"),
    [
        ("soy enfermero... no espera, ingeniero de software", "software", "nurse"),
        ("I'm a nurse, I mean a software engineer", "software", "nurse"),
        ("we moved to Porto - no wait, Braga, last year", "braga", "porto"),
    ],
)
def test_the_mended_fact_is_kept(text: str, right: str, wrong: str) -> None:
    titles = " ".join(identity_titles(text)).lower()
    assert right in titles and wrong not in titles, titles
