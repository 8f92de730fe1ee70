"""Requests about the answers said with impatience: an eye-roll or "obviously" beside a unit,
a format or a tone asked for is no irony, and a tag question ("…, grand?", "…, ok?") asks
nothing. Likings said with the same marks stay wry, and a real question stays one. A single
disclaimer or warning named is about the answers as much as several."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("use metric and NZD obviously, I'm not in the states", "metric"),
        ("please use kg, not lbs, the last plan I got was all in pounds 🙄", "kg"),
        ("24 hour time pls, not am/pm 🙄", "24 hour"),
        ("please no more 'see a professional' disclaimers 🙄 i am the professional", "disclaimer"),
        ("british spelling pls, obviously", "british spelling"),
        ("stop adding emojis to everything 🙄", "emojis"),
    ],
)
def test_an_impatient_request_about_the_answers(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


def test_obviously_is_no_word_of_the_request() -> None:
    assert_finds("work out the costs - use metric and rand obviously", PREFERENCE, "metric rand")
    assert_nothing("i just LOVE doing timesheets 🙃", PREFERENCE)


@pytest.mark.parametrize(
    "text",
    [
        "i just ADORE filling in tax forms 🙃",
        "oh great, another rainy monday 🙄",
        "yeah right, like i'd ever use imperial",
        "obviously i love long meetings",
    ],
)
def test_wry_likings_stay_wry(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("drop the call-centre tone with me, talk to me like a mate, grand?", "tone"),
        ("keep the answers short from now on, ok?", "short"),
        ("be more casual with me, yeah?", "casual"),
        ("and skip the pleasantries, alright?", "pleasantries"),
    ],
)
def test_a_tag_question_asks_nothing(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "is the answer short enough, right?",
        "can you make this one shorter, ok?",
    ],
)
def test_a_real_question_with_a_tag_stays_a_question(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("please drop that disclaimer line whenever I ask about doses", "disclaimer"),
        ("skip the safety warning when i ask about chainsaws", "warning"),
        ("skip the legal caveat whenever I ask about contracts", "caveat"),
    ],
)
def test_one_disclaimer_named_is_about_the_answers(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)
