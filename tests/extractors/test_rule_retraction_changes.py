"""Identity taken back or updated, second round, by class of phrasing: leaving a place one
lived ("we finally left Perth"), a move that replaces a residence stored as a demographic
fact, a job quit by its role ("quit the plumbing thing") or its workplace's kind ("quit the
bakery"), laid off said as a fragment, a job one had in the past ("back home I was a
dentist"), retirement in another language, a pet that "passed" (also in Spanish, French,
German), a diet ended by eating meat again whatever the subject form, a pursuit given up
("no more tennis", "gave up climbing", the doctor's orders), a promotion that replaces the
role. Each case names the stored memories it takes back; the look-alikes take back nothing."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
from tests.extractors.test_rule_reading import chat

# id -> (title, identity type), as an earlier run or another extractor would have stored them
STORED = {
    "home": ("Lives in Tampere", "demographic"),
    "home2": ("Lives in Rosario, Argentina", "location"),
    "baker": ("Works as a pastry chef at Ölmez bakery", "professional"),
    "plumber": ("Works as a plumber", "professional"),
    "dentist": ("Works as a dentist", "professional"),
    "bare_role": ("Beekeeper in Oaxaca", "professional"),
    "junior": ("Works as a junior analyst at Brightwater Capital", "professional"),
    "ferret": ("Has a ferret named Pimienta", "personal"),
    "veggie": ("Is vegetarian", "personal"),
    "tennis": ("Plays tennis every Sunday", "personal"),
    "climbing": ("Goes bouldering twice a week", "personal"),
}


def retracted(*turns: str | tuple[str, str]) -> set[str]:
    """Which stored memories the conversation takes back (removed or replaced)."""
    existing = [stored_identity(key, *value) for key, value in STORED.items()]
    return set(taken_back(identity_edits(RuleBasedExtractor(), chat(*turns), existing)))


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # leaving the place one lived, with or without where to
        ("we finally left Tampere!! the lake house is ours now", {"home"}),
        ("i left rosario in april, still settling in", {"home2"}),
        ("we have left Tampere for good", {"home"}),
        # a move stated plainly replaces a residence stored as demographic
        ("moved to Oulu 2 weeks ago, still unpacking", {"home"}),
        ("shifted to Pune last month for the new role", {"home"}),
        ("I'm in Bergen now, on a two-year contract", {"home"}),
        ("I now live in Ghent with my partner", {"home"}),
        ("last year I moved into a little flat in Kuopio", {"home"}),
        # a job quit by its role or by its workplace's kind
        ("update: quit the plumbing thing, going back to school", {"plumber"}),
        ("i finally quit the bakery!! no more 4am starts", {"baker"}),
        ("laid off over a teams call this morning, 6 years there", {"baker", "junior"}),
        # a job held in the past
        ("back home I was a dentist, here I clean offices", {"dentist"}),
        ("in Syria I was dentist for twelve years", {"dentist"}),
        ("I used to be a plumber before my back went", {"plumber"}),
        # a pet that passed, in English or another language
        ("pimienta passed on tuesday, she was 8", {"ferret"}),
        ("Pimienta murió anoche 😢", {"ferret"}),
        ("pimienta est morte ce matin", {"ferret"}),
        # eating meat again, whatever the subject form and what comes before
        ("after 9 years i'm eating meat again, iron too low", {"veggie"}),
        ("plot twist: im eating chicken again", {"veggie"}),
        ("so not veg anymore lol", {"veggie"}),
        ("after 6 years vegetarian I'm eating fish again", {"veggie"}),
        # a pursuit given up, by the user or on the doctor's orders
        ("gave up tennis after the knee surgery", {"tennis"}),
        ("no more tennis for me, my shoulder is done", {"tennis"}),
        ("the physio says no more tennis", {"tennis"}),
        ("i stopped bouldering in the spring", {"climbing"}),
    ],
)
def test_a_fact_taken_back_removes_the_stored_memory(text: str, gone: set[str]) -> None:
    assert retracted(text) == gone


@pytest.mark.parametrize(
    "text",
    [
        # a trip, a day's leaving, someone else leaving
        "we left Tampere at 7 for the airport",
        "my sister left Tampere last year",
        "I'm in Bergen for a conference this week",
        # the job quit is not one of theirs; leaving for the day
        "i quit the gym thing, too pricey",
        "i left the bakery early today",
        "the company laid off 40 people",
        "my dad was laid off in 2009",
        # a past state that is no job; a job in a wish or a question
        "I was a bit tired yesterday",
        "when I was a kid I wanted to be a dentist",
        "was I a good plumber, do you think?",
        # a pet word with no pet; a plant; someone else's pet
        "my exam passed, finally",
        "my neighbour's ferret died",
        # a diet kept; someone else's
        "still vegetarian, just eating more eggs again",
        "my wife is eating meat again",
        # a pursuit kept, watched, or someone else's
        "no more excuses, tennis on sunday as usual",
        "my son gave up tennis",
        "I stopped watching tennis on tv",
        # a promotion that is someone else's
        "my boss got promoted to director",
    ],
)
def test_look_alikes_take_nothing_back(text: str) -> None:
    assert retracted(text) == set()


def test_a_past_job_and_the_present_one_in_one_message() -> None:
    gone = retracted("In Lima I was a dentist, now I drive for a delivery app")
    assert "dentist" in gone


@pytest.mark.parametrize(
    "text",
    [
        "made partner last week 🥂",
        "got promoted to senior analyst on friday",
        "I was promoted to head of research in May",
    ],
)
def test_a_promotion_replaces_the_role_it_ends(text: str) -> None:
    existing = [
        stored_identity(
            "junior", "Works as a junior analyst at Brightwater Capital", "professional"
        ),
        stored_identity("home", "Lives in Tampere", "location"),
    ]
    edits = identity_edits(RuleBasedExtractor(), chat(text), existing)
    assert [(e.action, e.mode, e.target_id) for e in edits] == [("update", "replace", "junior")]


@pytest.mark.parametrize(
    "text",
    ["depuis mars je suis à la retraite", "ya estoy jubilado", "I'm retired since May"],
)
def test_retirement_replaces_a_role_stored_without_a_verb(text: str) -> None:
    existing = [stored_identity("bees", "Beekeeper in Oaxaca", "professional")]
    edits = identity_edits(RuleBasedExtractor(), chat(text), existing)
    assert [(e.action, e.mode, e.target_id) for e in edits] == [("update", "replace", "bees")]
