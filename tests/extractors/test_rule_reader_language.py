"""A language asked for because another person will read the piece is for that piece, not
a lasting wish; a standing word ("always") keeps it."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing


@pytest.mark.parametrize(
    "text",
    [
        "yes write him a short msg, in portuguese pls, he doesnt read english",
        "yes please. in spanish if you can, we live in santiago and he reads spanish faster",
        "please answer in french, my mum can't read english",
        "in polish pls, my grandad does not understand english",
    ],
)
def test_a_language_for_another_reader_is_for_one_piece(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("always answer in english please, my wife doesnt speak spanish", "english"),
        ("answer in german please, i want to practise", "german"),
    ],
)
def test_a_standing_or_own_language_wish_stays(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)
