"""Breadth classes for activity, experience, context titles and preference precision,
written as fresh phrasings across kinds of event and time phrase before the rules were
changed for them, each with the look-alikes that must not extract."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import (
    ACTIVITY,
    CONTEXT,
    EXPERIENCE,
    PREFERENCE,
    assert_finds,
    assert_nothing,
)

# --- Activity: any dated plan or event of the user's --------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # medical
        ("getting my wisdom teeth out on thursday 😬", "wisdom teeth"),
        ("knee op is booked for the 14th", "knee"),
        ("i have physio again nxt week", "physio"),
        ("got my booster jab 2moro", "booster"),
        ("having a minor surgery on my shoulder in two weeks", "surgery shoulder"),
        # travel
        ("heading to tokyo after easter for 10 days", "tokyo"),
        ("going camping in the peak district over the weekend", "camping peak district"),
        ("we're off to crete at the end of the month", "crete"),
        ("flying home to lagos for christmas", "lagos"),
        ("road trip down the west coast this summer w my bf", "road trip"),
        # family
        ("my sisters wedding is in june and im the maid of honour", "wedding"),
        ("we're christening the baby on the 9th", "christening"),
        ("visiting my gran in the care home tmrw", "gran"),
        # work
        ("got a performance review on friday", "performance review"),
        ("presenting the q3 roadmap to the board next tuesday", "roadmap"),
        ("i start at the new hospital on the 2nd", "hospital"),
        ("my first shift at the warehouse is saturday night", "shift warehouse"),
        # school
        ("my chem final is on monday and i havent started", "chem final"),
        ("uni starts again in september", "uni"),
        ("i have to submit my visa renewal by the end of the month", "visa renewal"),
        ("handing in my dissertation next friday!!", "dissertation"),
        # legal
        ("got a court hearing about the custody thing on the 21st", "court hearing"),
        ("signing the mortgage papers next week", "mortgage"),
        # sport / competitions / shows
        ("doing the great north run in september", "great north run"),
        ("i'm in a chess tournament this weekend", "chess tournament"),
        ("got tickets to see taylor swift in august", "taylor swift"),
        ("performing in the school panto next month", "panto"),
        # religious
        ("we're doing umrah in march insha'allah", "umrah"),
        ("my sons bar mitzvah is in may", "bar mitzvah"),
        # home
        ("the plumber comes round on wednesday morning", "plumber"),
        ("getting a new boiler fitted next week", "boiler"),
        ("kitchen gets ripped out on monday", "kitchen"),
        # moves / interviews / exams
        ("moving into our first flat on the 1st", "flat"),
        ("relocating to Calgary in the spring for work", "calgary"),
        ("second interview with Monzo on thursday", "interview monzo"),
        ("sitting my CFA level 2 in august", "cfa"),
        ("our game ships on steam in october", "steam"),
        ("I'm in Kampala for two weeks for work", "kampala"),
    ],
)
def test_a_dated_plan_or_event(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "my brother is getting his wisdom teeth out on thursday",
        "should i go to tokyo after easter or wait?",
        "if i do the great north run in september ill need new shoes",
        "we go camping every summer",
        "my boss has a performance review on friday",
        "what do people wear to a bar mitzvah?",
        "i wish i was flying to lagos for christmas",
        "the plumber came round on wednesday and fixed it",
        "i used to do a chess tournament every weekend",
        "my chem final was on monday, went ok",
        "she's moving into her first flat on the 1st",
        "imagine sailing across the atlantic next year lol",
    ],
)
def test_not_a_dated_plan_of_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Experience: what happened and what one learned ---------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("lent my car to a mate and he crashed it. never again", "car"),
        ("learned the hard way that you back up your photos before a phone update", "photos"),
        ("should have got a survey before buying the house, the roof was rotten", "survey"),
        ("turns out you cant freeze cooked rice twice, spent the night being sick", "rice"),
        ("rookie mistake: i didnt check the tyre pressure before the long drive", "tyre"),
        ("signed up for a gym contract i couldnt cancel, lesson learned", "gym"),
        ("my biggest regret was not learning to drive earlier", "drive"),
        ("i paid for the course upfront and it was a scam, never paying upfront again", "course"),
        ("once left my passport at home and missed the flight, now I check twice", "passport"),
        ("quit my job without another lined up and it was the best thing i ever did", "quit"),
        ("last time i moved i hired cheap movers and they broke my tv, so this time im", "movers"),
        ("ignored a toothache for months until i needed a root canal, dont be me", "root canal"),
        ("took out a payday loan once and it took 2 years to clear, never again", "payday loan"),
        ("tried intermittent fasting and it wrecked my sleep", "fasting"),
        (
            "i trusted the satnav over the road signs and ended up in a field, lesson learned",
            "satnav",
        ),
        ("took the first salary offer and regretted it for 2 years", "salary"),
    ],
)
def test_what_happened_and_the_lesson(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "my mate lent his car to someone and they crashed it. never again he says",
        "should i get a survey before buying the house?",
        "what did you learn from your first marathon?",
        "im going to try intermittent fasting next week",
        "my sister learned the hard way that you back up your photos",
        "if i quit my job without another lined up would that be stupid",
        "i will always carry a spare charger on the hike tomorrow",
        "he always says 'never again' after a night out",
    ],
)
def test_not_a_lesson_of_the_user(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


# --- Context: a title keeps what the course, project or situation is about ---------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("doing an evening course in bookkeeping at the moment", "bookkeeping"),
        ("currently learning sign language for my job", "sign language"),
        ("studying for the bar exam rn, its brutal", "bar exam"),
        ("working on a mobile app for dog walkers in my spare time", "dog walkers"),
        ("im converting a transit van into a camper", "camper"),
    ],
)
def test_a_context_title_keeps_its_topic(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


# --- Preference: stable likes and how to answer, never a one-off, sarcasm or routine -------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("cant stand musicals, never could", "musicals"),
    ],
)
def test_a_stable_preference(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "can you make this one shorter",
        "oh i just LOVE being stuck in traffic",
        "my wife hates coriander",
        "make it funnier this time",
    ],
)
def test_not_a_stable_preference(text: str) -> None:
    assert_nothing(text, PREFERENCE)
