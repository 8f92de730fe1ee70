"""Preference readings that say nothing lasting: candour asked of one piece, and a request
whose object is a bare pronoun (what it means stands in an earlier clause)."""

from __future__ import annotations

import pytest

from memoryflow import layers
from tests.extractors.test_rule_reading import items


def preference_titles(text: str) -> list[str]:
    return [item.title for item in items(text) if item.layer == layers.PREFERENCE]


@pytest.mark.parametrize(
    "text",
    [
        "how did that sound? too stiff? be honest, I waffle",
        "Here's my cover letter, be blunt:\n\nDear hiring manager, I am writing to apply",
        "does my toast work for the wedding? be brutally honest",
    ],
)
def test_candour_asked_of_one_piece_is_no_preference(text: str) -> None:
    titles = preference_titles(text)
    assert not [t for t in titles if "honest" in t.lower() or "blunt" in t.lower()], titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("be brutally honest with me, always", "honest"),
        ("be blunt, I don't need hand-holding", "blunt"),
        ("is this any good? and be honest in every answer from now on", "honest"),
    ],
)
def test_standing_candour_still_reads(text: str, words: str) -> None:
    titles = preference_titles(text)
    assert any(words in t.lower() for t in titles), titles


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("i can't stand ginger, it burns, never add it", "ginger"),
        ("I hate motivational quotes, don't send them", "motivational quotes"),
    ],
)
def test_a_request_about_it_gives_no_title_of_its_own(text: str, kept: str) -> None:
    titles = preference_titles(text)
    assert not [t for t in titles if t.lower().endswith((" it", " them", " that"))], titles
    assert any(kept in t.lower() for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("never add ginger to anything you suggest", "ginger"),
        ("don't send me motivational quotes", "motivational quotes"),
    ],
)
def test_a_request_naming_its_object_still_reads(text: str, words: str) -> None:
    titles = preference_titles(text)
    assert any(words in t.lower() for t in titles), titles
