"""Dated plans and events, and identity taken back against the stored list.

Taken back: a residence stored under any type is replaced by a new one said as a move and
removed by "i left <place>"; a relationship that ended ("me and X split", "X and I broke up",
said through a wry emoji too) takes back the stored partner. Each case names which stored
memories the message takes back; the look-alikes take back nothing."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
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
