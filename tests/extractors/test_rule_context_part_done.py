"""What is under way said by a marker of its being part-done (`rules/context_underway.py`)
and a language being learnt said in another language (`rules/foreign_frames.py`), in fresh
words, with the look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing, cepa


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # part-way through a piece of work
        ("we're about halfway through retiling the downstairs loo", "retiling downstairs loo"),
        ("im partway through my dissertation and losing the will", "working dissertation"),
        ("halfway through converting the van into a camper", "converting van"),
        # time off a working life
        ("left the agency in march, taking a year off to travel", "taking year off"),
        ("i'm taking eighteen months off work after the twins", "taking eighteen months off"),
        ("taking a sabbatical from teaching this year", "career break teaching"),
        # a paper of one's own named in passing
        ("need help with the essay for my fulbright application", "applying fulbright"),
        ("the queue for my residence card renewal is 3 hours", "renewing residence card"),
        ("our planning permission application got sent back for changes", "applying planning"),
        # a learner's progressive without its "am"
        ("I learning korean with a teacher online", "learning korean"),
        ("I preparing for the citizenship test", "preparing citizenship test"),
        # study with no subject, the language named by its level
        ("my portuguese is still A2 so i practise every lunch break", "learning portuguese"),
        ("my korean is very basic and i study on the bus every day", "learning korean"),
        # a language being learnt, said in another language
        ("estoy aprendiendo alemán para mi trabajo", "learning german"),
        ("sto imparando lo spagnolo per il lavoro", "learning spanish"),
        ("ich lerne Italienisch seit Januar", "learning italian"),
        ("eu estou aprendendo japonês sozinho", "learning japanese"),
    ],
)
def test_part_done_work_is_under_way(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "im halfway through my lunch, give me a sec",  # a meal
        "halfway through the film and it's already boring",  # a film, not one's own work
        "my sister is halfway through her degree",  # someone else's
        "taking the afternoon off to see the dentist",  # a day's plan
        "taking some time off to think about it",  # nothing lasting
        "my visa application was approved yesterday",  # decided: over
        "can you make my cover letter application-ready",  # no paper applied for
        "I study every night after work",  # a routine; no language named
        "estudiando medicina en Córdoba",  # a degree, not a language
        "mi hijo está aprendiendo inglés",  # someone else's
    ],
)
def test_no_part_done_work_from_look_alikes(text: str) -> None:
    assert_nothing(text, CONTEXT)


def test_studying_a_language_by_level_is_no_routine() -> None:
    found = cepa("my japanese is only N5 so i study every evening")
    assert ("context", "Learning Japanese") in found
    assert not [t for layer, t in found if t.startswith("Studies")], found


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my greek is still awful, doing my evening class twice a week", "evening class greek"),
        ("my polish is bad so im taking evening classes", "evening classes polish"),
    ],
)
def test_a_class_of_ones_own_takes_the_language_the_message_names(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


def test_a_class_with_no_language_named_keeps_its_own_words() -> None:
    assert ("context", "Doing their online course") in cepa("im doing my online course")
