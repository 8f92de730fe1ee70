"""Standing dislikes said casually, without a verb of disliking ("i dont really do X",
"never been into X", "cant handle X", "X stresses me out", "X are the worst"), with the
look-alikes that must give no preference: one thing met once (a determiner, a pronoun, a
time of today), what one cannot do, a diary, someone else's dislike, a condition."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("honestly i dont really do horror films", "dislikes horror films"),
        ("i don't do camping, never have", "dislikes camping"),
        ("never been into cricket tbh", "dislikes cricket"),
        ("i was never a huge fan of musicals", "dislikes musicals"),
        ("i've never been one for nightclubs", "dislikes nightclubs"),
        ("cant handle humidity at all", "dislikes humidity"),
        ("i can't deal with loud restaurants", "dislikes loud restaurants"),
        ("open plan offices stress me out", "dislikes open plan offices"),
        ("slow walkers drive me up the wall", "dislikes slow walkers"),
        ("long meetings bore me to tears", "dislikes long meetings"),
        ("rainy mondays are the worst", "dislikes rainy mondays"),
        ("queueing for brunch is the worst", "dislikes queueing for brunch"),
    ],
)
def test_a_standing_dislike_said_casually(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "i don't do that anymore",
        "i dont really do much on sundays",
        "never been to portugal",
        "i can't handle it today",
        "i can't deal with this right now",
        "i can't handle enthusiasm right now",
        "i can't do thursday, i'm at work",
        "i can't do phone calls, i'm deaf",
        "that film stressed me out",
        "my landlord drives me nuts",
        "work stresses me out",
        "the queue is the worst",
        "this weather is the worst",
        "my brother can't handle spicy food",
        "if i can't handle the heat i'll head home",
    ],
)
def test_no_casual_dislike(text: str) -> None:
    assert_nothing(text, PREFERENCE)
