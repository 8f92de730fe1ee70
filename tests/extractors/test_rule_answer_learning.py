"""A reply that says how one learns, not what, takes the language the assistant's question
named (`rules/answer_learning.py`): "How is your German so far?" → "learning on duolingo"."""

from __future__ import annotations

import pytest

from memoryflow import layers
from tests.extractors.scoring import extract_items


def _context_titles(question: str, reply: str) -> list[str]:
    items, _ = extract_items("t", [("assistant", question, []), ("user", reply, [])])
    return [i.title.lower() for i in items if i.layer == layers.CONTEXT]


@pytest.mark.parametrize(
    ("question", "reply", "language"),
    [
        (
            "How exciting! How is your German so far?",
            "A2, learning on duolingo every day",
            "german",
        ),
        (
            "Is your Portuguese getting better?",
            "slowly, studying with a tutor on tuesdays",
            "portuguese",
        ),
        ("How's your korean going?", "still learning, mostly on my own", "korean"),
        ("And your Italian?", "practising every night with my nonna", "italian"),
    ],
)
def test_the_question_names_what_the_reply_is_learning(
    question: str, reply: str, language: str
) -> None:
    assert any(language in t for t in _context_titles(question, reply)), _context_titles(
        question, reply
    )


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        # the reply names its own subject
        ("How is your German so far?", "learning guitar at the moment actually"),
        # someone else's language
        ("How is your son's French?", "learning at school"),
        # no language asked about
        ("How was the trip?", "learning to ski every day"),
    ],
)
def test_no_language_is_carried_over(question: str, reply: str) -> None:
    titles = _context_titles(question, reply)
    assert not any(w in t for t in titles for w in ("german", "french")), titles
