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


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the pronoun is the thing just turned down
        (
            "pasta ideas for tonight? nothing with aubergine tho, i cant stand it",
            "dislikes aubergine",
        ),
        ("a curry recipe pls, no coriander, i hate it", "coriander"),
        # a taste said after a request holds whatever was asked
        ("any film recs? i love heists, hate jump scares", "dislikes jump scares"),
        ("i hate anything too sweet", "dislikes anything too sweet"),
        ("i've always preferred trains to planes", "prefers trains to planes"),
        ("karaoke is a hard pass for me", "dislikes karaoke"),
        ("i'm definitely an early bird", "early bird"),
    ],
)
def test_a_taste_said_around_a_request(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "not the green one, i hate it",
        "no worries, i hate them too",
        "the new album, i hate it",
        "skip the gym today, i hate it",
    ],
)
def test_no_taste_for_a_pronoun_without_its_thing(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    "text",
    [
        "i just love sitting in a queue waiting for hours at the dmv",
        "oh i love having to reset my password every week",
        "love how my train is cancelled again",
    ],
)
def test_a_liking_of_what_one_has_to_bear_is_sarcasm(text: str) -> None:
    assert_nothing(text, PREFERENCE)


def test_a_sincere_liking_of_waiting_stays() -> None:
    assert_finds("i love waiting for the first snow every winter", PREFERENCE, "waiting")
