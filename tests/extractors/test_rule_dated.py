"""Dated plans and events, and identity taken back against the stored list.

Taken back: a residence stored under any type is replaced by a new one said as a move and
removed by "i left <place>"; a relationship that ended ("me and X split", "X and I broke up",
said through a wry emoji too) takes back the stored partner. Each case names which stored
memories the message takes back; the look-alikes take back nothing."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from memoryflow.layers import ACTIVITY
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
from tests.extractors.test_rule_identity_classes import identity_titles
from tests.extractors.test_rule_reading import chat

# id -> (title, identity type), as an earlier run would have stored them
STORED = {
    "home": ("Lives in Tampere", "personal"),
    "job": ("Works as a sound engineer", "professional"),
    "bf": ("In a relationship with Teodor", "relationship"),
    "band": ("Plays bass in a covers band", "personal"),
}
WITH_GIRLFRIEND = {
    "gf": ("Has a girlfriend called Ines", "relationship"),
    "sister": ("Has a sister called Lotta", "relationship"),
}


def retracted(*turns: str, stored: dict[str, tuple[str, str]] = STORED) -> set[str]:
    existing = [stored_identity(key, *value) for key, value in stored.items()]
    return set(taken_back(identity_edits(RuleBasedExtractor(), chat(*turns), existing)))


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # a residence stored as a personal fact is where one lives all the same
        ("so i moved to Oulu in the spring, rent is half", {"home"}),
        ("small update, i left tampere. back with my parents for now", {"home"}),
        # a relationship that ended, by name or not, through a wry emoji too
        ("teodor and i broke up on sunday", {"bf"}),
        ("me and teodor split so the flat is mine now", {"bf"}),
        ("well we called it quits last month 🙃", {"bf"}),
        # look-alikes: a visit, a place left for the day, things shared, other people
        ("i left tampere at 7 for the airport", set()),
        ("me and teodor split the bill", set()),
        ("my parents split up when i was six", set()),
        ("should teodor and i break up?", set()),
        ("if we split up i'd keep the cat", set()),
        ("we split the band's gear after the last gig", set()),
    ],
)
def test_taken_back(text: str, gone: set[str]) -> None:
    assert retracted(text) == gone


def test_a_breakup_takes_back_the_partner_not_a_relative() -> None:
    gone = retracted("ines and i split up 🙃 anyway", stored=WITH_GIRLFRIEND)
    assert gone == {"gf"}


WORK = {
    "photo": ("Works as a freelance photographer", "professional"),
    "bank": ("Works in investment banking", "professional"),
    "runs": ("Goes running every morning", "personal"),
    "etsy": ("Sells candles on Etsy", "professional"),
}


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # work quit by the British verbs, the field for the role ("photography" is what a
        # photographer does), work left by what it was
        ("i packed in the freelance photography thing, steady job now", {"photo"}),
        ("jacked in the photography gig last month", {"photo"}),
        ("quit banking in jan, taking a year off", {"bank"}),
        # a shop closed by the word that names it
        ("closed my etsy shop last week!!", {"etsy"}),
        # look-alikes: a club left, a question, a plan, someone else
        ("left the photography club after the row", set()),
        ("should i pack in the photography thing?", set()),
        ("i might quit banking next year", set()),
        ("my brother packed in the photography thing", set()),
        ("closed the etsy shop at 5 today for the holiday", set()),
    ],
)
def test_work_taken_back(text: str, gone: set[str]) -> None:
    assert retracted(text, stored=WORK) == gone


def test_a_habit_quit_is_still_noted() -> None:
    assert any("smoking" in title.lower() for title in identity_titles("I quit smoking in march!!"))


def activity_titles(*turns: str) -> list[str]:
    extracted = RuleBasedExtractor().extract_topic(messages=chat(*turns), layers=[ACTIVITY])
    return [item.title for item in extracted.items[ACTIVITY]]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # time off set on a coming date
        ("burnt out tbh. taking july off before i start applying", "Taking July off"),
        ("we're taking next week off", "Taking next week off"),
        ("taking a week off in august to see my mum", "Taking a week off in August"),
        # a plan said in Portuguese with a bare day
        ("sábado tenho um casamento numa fazenda", "Wedding at a fazenda on Saturday"),
        ("sexta tenho uma prova", "Exam on Friday"),
    ],
)
def test_dated_plans(text: str, title: str) -> None:
    assert title in activity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "taking two weeks off",  # no day
        "should i take july off?",
        "if i take july off i lose my bonus",
        "my boss is taking july off",
        "i took july off last year",
        "minha irmã tem um casamento no sábado",  # someone else's
        "você tem uma prova na sexta?",
    ],
)
def test_dated_lookalikes(text: str) -> None:
    assert activity_titles(text) == []


ERAS = {
    "infosys": ("Works as a software engineer at Infosys in Pune", "professional"),
    "cafe": ("Works as a barista", "professional"),
    "thesis": ("Is writing a thesis on glaciers", "personal"),
}


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # a part of life said to be a closed chapter or an era that is over
        ("new job in jersey city. infosys chapter closed 😅", {"infosys"}),
        ("my barista era is over lol", {"cafe"}),
        # look-alikes: a chapter of a text, a question, a new chapter
        ("my thesis chapter is finished, can you check it", set()),
        ("is the infosys chapter closed for good?", set()),
        ("new chapter in lisbon!", set()),
    ],
)
def test_a_closed_chapter(text: str, gone: set[str]) -> None:
    assert retracted(text, stored=ERAS) == gone


def test_shifts_said_with_doing() -> None:
    assert "Night shifts next week" in activity_titles("i'm doing night shifts next week")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # "already" before what one has lined up says when it was arranged
        ("yeah already got 2 recruiter calls thursday", "2 recruiter calls on Thursday"),
        ("i already have a dentist appointment on friday", "Dentist appointment on Friday"),
    ],
)
def test_already_lined_up(text: str, title: str) -> None:
    assert title in activity_titles(text)


def test_already_done_is_not_a_plan() -> None:
    assert activity_titles("already got my results last week, all fine?") == []
