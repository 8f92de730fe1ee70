"""Faith, body, mind, medicines, ages and family in the frames `rules/identity_health_frames.py`,
`rules/identity_kin_frames.py` and the age fragments of `rules/identity_ages.py` read; and the
look-alikes (other people's facts, questions, hypotheticals, stories) that stay out."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
from tests.extractors.test_rule_identity_classes import has_all, identity_titles
from tests.extractors.test_rule_reading import chat, items


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a faith owned by "I" or "we"
        ("any halal places near the station? we're muslim", ("is muslim",)),
        ("im a practising catholic so fridays in lent are fish", ("is catholic",)),
        ("we are hindu, so no beef in the menu please", ("is hindu",)),
        ("jewish here, what should i bring to a seder", ("is jewish",)),
        # the autism spectrum
        ("on the spectrum, 27. new job starts monday", ("autism spectrum",)),
        ("i'm on the spectrum so loud offices wreck me", ("autism spectrum",)),
        # a sickness on the move
        ("i always get seasick on the ferry to the island", ("gets seasick",)),
        ("honestly i get carsick in the back seat", ("gets carsick",)),
        # the feet one is built with
        ("size 11 and yeah flat feet", ("has flat feet",)),
        ("i have high arches so most trainers pinch", ("has high arches",)),
        # a condition owned by its kind or span
        ("therapy is for my generalised anxiety mostly", ("generalised anxiety",)),
        ("she was there in the worst months of my depression", ("has depression",)),
        ("made a planner for my adhd brain, it kinda works", ("has adhd",)),
        # a diagnosis said casually
        ("the gp just told me i have asthma after all", ("has asthma",)),
        ("got diagnosed w adhd in march", ("has adhd",)),
        ("fyi I'm red-green colourblind, so no red and green charts", ("colourblind",)),
        # a medicine started or lived on
        ("started vyvanse last week, 20mg", ("takes vyvanse",)),
        ("starting sertraline tomorrow, a bit nervous", ("takes sertraline",)),
        ("been on lamotrigine for two years now", ("takes lamotrigine",)),
        ("switched from zoloft to lexapro in june", ("takes lexapro",)),
        # a formal age, and one set against another
        ("I am a retired nurse, aged 74, and live alone", ("is 74 years old",)),
        ("I am a widower, 80 years of age, in good health", ("is 80 years old",)),
        ("lol im 52 not 25, my knees know it", ("is 52 years old",)),
        # family in passing
        ("husband and 3 kids back in cebu so i send money", ("has 3 kids",)),
        ("my partner stays home with our 2 girls", ("has a partner",)),
        ("hubby's at home with the baby all week", ("has a husband",)),
        ("im back in leeds with my two boys for the summer", ("has two boys",)),
        ("what do i pack for my daughter (4) and son (7)?", ("7-year-old son",)),
        ("single dad to a 5 year old son, work is chaos", ("5-year-old son",)),
        ("been with my bf marco 3 years in june", ("boyfriend is called marco",)),
        ("no dogs, just an old grumpy tabby cat", ("has a cat",)),
        ("my wife is due in march so no travel", ("wife is expecting",)),
        ("we live in a tiny 2 bed flat with the kids", ("has kids",)),
        ("our son was just diagnosed dyslexic, any reading tips", ("son is dyslexic",)),
        ("can i even rent a flat in bristol with 2 dogs?", ("has 2 dogs",)),
        ("is it realistic to live in zurich on that with a cat", ("has a cat",)),
        # an allergen named in the clause before a bare "im allergic"
        ("hold the prawns on mine, i'm allergic", ("allergic to prawns",)),
        ("no sesame seeds on top pls, im severely allergic lol", ("allergic to sesame",)),
    ],
)
def test_read_in_these_frames(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("is it rude to ask if someone is jewish?", "jewish"),  # a question
        ("I am an Anglican priest in a small parish", "is anglican"),  # a noun's adjective
        ("write a story where i'm a buddhist monk", "buddhist"),  # a story
        ("my son is on the spectrum", "autism spectrum"),  # someone else's
        ("somewhere on the spectrum between tidy and chaos", "autism spectrum"),  # a figure
        ("she gets seasick on every boat", "seasick"),  # someone else's
        ("i never get airsick tbh", "airsick"),  # said as not so
        ("do flat feet matter for running?", "flat feet"),  # a question
        ("my mum has flat feet", "has flat feet"),  # someone else's
        ("my anxiety is through the roof today", "anxiety"),  # a mood, not a kind
        ("if i started sertraline would i gain weight", "sertraline"),  # a hypothetical
        ("my wife started sertraline last month", "sertraline"),  # someone else's
        ("what is the usual dose of metformin?", "metformin"),  # a question
        ("my dad, aged 68, still runs the farm", "68"),  # someone else's age
        ("he is a retired teacher, aged 71, and lives alone", "71"),  # someone else's age
        ("my patient, 80 years of age, was admitted", "80"),  # a patient's age
        ("my sister and her 2 kids are in leeds", "2 kids"),  # someone else's children
        ("the teacher is at home with the kids today", "has kids"),  # not the user's
        ("just a cat video i found, lol", "has a cat"),  # not an answer about pets
        ("my thesis is due in april", "expecting"),  # work due, not a baby
        ("my sister is due in may", "wife"),  # someone else's pregnancy
        ("we're at the park with the kids", "kids"),  # not said of a home
        ("should i get a flat with a cat?", "has a cat"),  # a pet wished for
        ("is a hotel with a pool ok for kids?", "has a"),  # no pet, no home
        ("my friend's son got diagnosed autistic", "son"),  # someone else's child
        ("i hate crowds, im allergic lol", "allergic"),  # no allergen named
        ("my son cant have eggs, he's allergic", "allergic to eggs"),  # the son's
    ],
)
def test_look_alikes_are_left(text: str, word: str) -> None:
    titles = identity_titles(text)
    assert not has_all(titles, (word,)), titles


def test_a_relatives_faith_is_not_the_users() -> None:
    titles = identity_titles("my husband is muslim and im not")
    assert "Is Muslim" not in titles, titles


def test_a_pregnancy_is_no_task_due() -> None:
    found = items("my wife is due in april, any tips")
    assert not any("wife" in item.title.lower() for item in found if item.layer != "identity")


STORED = {
    "ssri": ("Takes sertraline for depression", "personal"),
    "adhd": ("Takes Ritalin", "personal"),
    "job": ("Works as a plumber", "professional"),
}


def retracted(*turns: str) -> set[str]:
    existing = [stored_identity(key, *value) for key, value in STORED.items()]
    return set(taken_back(identity_edits(RuleBasedExtractor(), chat(*turns), existing)))


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("my psychiatrist is taking me off sertraline, too flat", {"ssri"}),
        ("i came off sertraline in may", {"ssri"}),
        ("stopped taking ritalin over the summer", {"adhd"}),
        ("switched from sertraline to fluoxetine last week", {"ssri"}),
    ],
)
def test_a_medicine_stopped_takes_back_the_stored_one(text: str, gone: set[str]) -> None:
    assert retracted(text) == gone


@pytest.mark.parametrize(
    "text",
    [
        "my wife came off sertraline",  # someone else's medicine
        "should i come off sertraline?",  # a question
        "if i stopped ritalin would i crash",  # a hypothetical
        "took the lid off the sertraline box",  # no medicine stopped
    ],
)
def test_look_alikes_take_no_medicine_back(text: str) -> None:
    assert not retracted(text)
