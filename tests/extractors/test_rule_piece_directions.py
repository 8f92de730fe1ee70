"""A direction about a piece to write goes on describing it in the bare words after it:
"make him algerian, 19, a mechanic" gives the character an age and a trade, not the user;
what the user then says with a subject of their own ("I'm 34 and a nurse btw", "it's for
my son, he's 6") stays their fact."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles


@pytest.mark.parametrize(
    "text",
    [
        "write me a short story about a guy who arrives in marseille with one suitcase. "
        "make him algerian, 19, a mechanic",
        "write a poem about a lighthouse keeper. make her 70, a widow, from Cork",
        "write a short story about a chef. make him french, 40, a drinker",
        "can you write a scene about a courier in Lagos? make her 23, a single mum",
    ],
)
def test_bare_words_after_a_direction_are_the_characters(text: str) -> None:
    assert identity_titles(text) == [], identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("write me a short story about a pilot. make it sad. I'm 34 and a nurse btw", "nurse"),
        ("tell me a bedtime story about a fox. call him Rusty. it's for my son, he's 6", "son"),
    ],
)
def test_the_users_own_words_beside_the_piece_stay(text: str, words: str) -> None:
    assert any(words in t.lower() for t in identity_titles(text)), identity_titles(text)
