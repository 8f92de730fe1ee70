"""Food refused ("i will not be eating liver", "nothing with mushrooms please") is a dislike;
a refusal naming no food ("i won't eat tonight", "nothing with it") or someone else's is none.
A dislike and a bare preference said in one breath are one taste ("i hate the sweet stuff,
prefer salty" → "Prefers salty to the sweet stuff"); a preference naming its own other side,
or a liking in another sentence, stays apart."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing, cepa


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i will not be eating tripe. ever.", "tripe"),
        ("i won't touch coriander", "coriander"),
        ("nothing with mushrooms please", "mushrooms"),
        ("and nothing with olives, thanks", "olives"),
        ("i will never eat oysters again", "oysters"),
    ],
)
def test_a_food_refused(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    ["i won't eat tonight", "nothing with it", "he won't eat broccoli", "i won't eat out today"],
)
def test_no_food_refused(text: str) -> None:
    assert_nothing(text, PREFERENCE)


def prefs(text: str) -> list[str]:
    return [t for layer, t in cepa(text) if layer == PREFERENCE]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("tbh i can't stand the sweet stuff, prefer savoury", "Prefers savoury to the sweet stuff"),
        ("i dont like cats, prefer dogs", "Prefers dogs to cats"),
    ],
)
def test_a_dislike_then_a_bare_preference_is_one_taste(text: str, title: str) -> None:
    assert prefs(text) == [title]


def test_a_preference_naming_its_other_side_stays_apart() -> None:
    assert len(prefs("i hate instant coffee, i prefer tea to coffee anyway")) == 2
    assert len(prefs("i hate mornings. i love cats")) == 2
