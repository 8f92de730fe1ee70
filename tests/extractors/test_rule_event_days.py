"""An event's title keeps the day it happens on when that day stays true once said (a
weekday, a date, a month), and more ways of saying the day are read: a weekday with its
ordinal ("saturday 8th"), "in 9 hours". A weekday that describes a noun ("a Sunday league")
dates nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memoryflow.extractors.rules.timeparse import find_time
from tests.extractors.test_rule_classes import cepa

ACTIVITY = "activity"
NOW = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # what the plan waits on is someone's clause; the day it comes to is kept
        ("we move when he finishes his residency in aug", "Move in August"),
        ("i'm flying home once i finish my exams next week", "Flying home"),
        # a month typed short is spelled out, and "on" is said once
        ("the audition is on 4 jun", "Audition on 4 June"),
    ],
)
def test_a_title_drops_what_the_plan_waits_on(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("physio on thursday at 4pm", "Physio appointment on Thursday"),
        ("my half marathon is on 22 sept", "Half marathon on 22 September"),
        ("we're flying to Accra on the 19th", "Flying to Accra on the 19th"),
        ("my driving test is next monday", "Driving test on Monday"),
        ("i have a dental cleaning on friday", "Dental cleaning on Friday"),
        (
            "saturday 8th we have a regional quiz tournament",
            "Regional quiz tournament on Saturday 8th",
        ),
    ],
)
def test_a_title_keeps_a_day_that_stays_true(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # said relative to today: the item's date carries it, the title does not
        ("i have a cello lesson tomorrow", "Cello lesson"),
        ("i have a team offsite next week", "Team offsite"),
    ],
)
def test_a_title_leaves_out_a_day_true_only_today(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


@pytest.mark.parametrize(
    ("phrase", "day"),
    [
        ("we have a tournament saturday 8th", "2024-06-08"),
        ("sat the 22nd is my only free day", "2024-05-22"),
        ("my viva is in 5 hours", "2024-05-15"),
        ("in a few hours i board", "2024-05-15"),
    ],
)
def test_more_ways_of_saying_the_day(phrase: str, day: str) -> None:
    found = find_time(phrase, NOW, future=True)
    assert found is not None and found.iso(NOW) == day, found


@pytest.mark.parametrize(
    "text",
    [
        "I coach in a Sunday league, mostly under 12s",
        "I have a Saturday job at a garden centre",
        "i was born on a tuesday",
    ],
)
def test_a_weekday_describing_a_noun_dates_nothing(text: str) -> None:
    assert not [t for layer, t in cepa(text) if layer == ACTIVITY], cepa(text)


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        (
            "I wrapped up at the depot on friday. Starting as a dispatcher in July",
            "wrapped starting",
        ),
        ("we painted the hall on monday. Flying to Oslo on the 20th", "painted flying"),
    ],
)
def test_a_verb_carried_over_does_not_join_an_ing_clause(text: str, joined: str) -> None:
    titles = [t.lower() for layer, t in cepa(text) if layer == ACTIVITY]
    assert titles and not [t for t in titles if t.startswith(joined)], titles
