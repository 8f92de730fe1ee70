"""Dialect and fast typing read as the words they stand for:
- a dropped g of "-ing" ("growin'", "been teachin", "still livin in hull") after the verbs
  that take an -ing form, or with its apostrophe anywhere;
- "ma" for "my" after a preposition ("on ma allotment", "wi ma dog");
- never a bare word ending in "-in" ("i'm martin", "berlin", "been in leeds") nor "ma"
  meaning mum ("with ma and da")."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rules.chatstyle import normalise_casual
from tests.extractors.test_rule_identity_classes import identity_titles


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("been growin veg on ma allotment 20 odd year", "Has an allotment"),
        ("i've been teachin in glasgow for 10 years", "Works as a teacher"),
        ("been workin' at the docks since 1990", "Works at the docks"),
        ("still livin in hull", "Lives in Hull"),
    ],
)
def test_dialect_spelling_is_read(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("i'm martin", "martin"),
        ("been to berlin twice", "berlin"),
        ("been in leeds 5 years", "been in leeds"),
        ("i live with ma and da", "with ma and da"),
        ("ma copine est prof", "ma copine"),
    ],
)
def test_words_that_only_look_dialect_stay(text: str, kept: str) -> None:
    assert kept in normalise_casual(text).lower()
