"""What the user regularly does is identity; a taste stays a preference; the upkeep of a day
is neither (`rules/identity_routines.py`, `rules/routine_or_taste.py`)."""

from __future__ import annotations

import pytest

from memoryflow import layers
from tests.extractors.test_rule_reading import items


def titles(text: str, layer: str) -> list[str]:
    """The titles of the items of `layer` the extractor gives for one user message."""
    return [item.title for item in items(text) if item.layer == layer]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("i swim 40 lengths every morning before the office opens",
         "Swims 40 lengths every morning before the office opens"),
        ("I walk to the depot every day, rain or shine", "Walks to the depot every day"),
        ("we hike most weekends", None),  # a couple's routine is not read as the user's alone
        ("I lift 4 times a week", "Lifts 4 times a week"),
        ("i do pilates twice a week", "Does pilates twice a week"),
        ("I brew cider at home", "Brews cider at home"),
        ("I forage mushrooms most autumns", None),
        ("I collect old maps", "Collects old maps"),
        ("I journal every night", "Journals every night"),
        ("I've been painting watercolours since I was nine",
         "Has been painting watercolours since they were nine"),
        ("i smoke about ten a day", "Smokes about ten a day"),
    ],
)  # fmt: skip
def test_a_routine_or_pursuit_is_identity(text: str, title: str | None) -> None:
    found = titles(text, layers.IDENTITY)
    if title is not None:
        assert title in found, found
    assert not titles(text, layers.PREFERENCE), titles(text, layers.PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I listen to old radio dramas every night", "radio dramas"),
        ("i watch cooking shows most evenings", "cooking shows"),
        ("I only eat brown rice at home", "only eats brown rice"),
        ("i play cards with my uncle sometimes", "cards"),
    ],
)
def test_a_taste_said_as_a_habit_stays_a_preference(text: str, words: str) -> None:
    found = titles(text, layers.PREFERENCE)
    assert any(words in t.lower() for t in found), found
    assert not titles(text, layers.IDENTITY), titles(text, layers.IDENTITY)


@pytest.mark.parametrize(
    "text",
    [
        "I cook dinner every evening",  # the upkeep of a day
        "i do the laundry every sunday",
        "I take the bins out every tuesday",
        "i hum in the shower most mornings",
        "my husband swims every morning",  # someone else's routine
        "if I jogged every day I'd sleep better",  # a wish
        "should I cycle to school every day?",  # a question
        "I swam every morning last summer",  # over
        "Row 4: *p2, k1* to end",  # a pasted pattern
        "Round 2: sc in each st",
    ],
)
def test_no_routine_of_the_users(text: str) -> None:
    found = titles(text, layers.IDENTITY) + titles(text, layers.PREFERENCE)
    assert not found, found
