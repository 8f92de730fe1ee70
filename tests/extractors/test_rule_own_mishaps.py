"""A mishap of the user's own told in the past is an experience even with no lesson said: a
near miss of something serious, being burned or scammed, money or weeks of work lost, one's
own application refused, an overstay or a fine. Someone else's mishap, a trivial near miss,
sunburn, a question or a hypothesis is none. A rule said to all right after the mishap
("… got a fine. always use the calculator") is its lesson, not a request to the assistant.
A thousands figure is one number ("lost 80,000 baht"), not two clauses."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import (
    EXPERIENCE,
    PREFERENCE,
    assert_finds,
    assert_nothing,
)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i nearly drowned in a river as a kid so i hate open water", "nearly drowned river"),
        ("we almost lost the house in the 2011 floods", "almost lost the house"),
        ("I got burned by a cowboy roofer in 2019, so I always ask for references now", "roofer"),
        ("got burned by a recruiter who ghosted me after four interviews", "recruiter"),
        ("we got scammed on a holiday rental in crete two years ago", "scammed crete"),
        ("two summers ago i got pickpocketed on the metro in paris", "pickpocketed"),
        ("last year i lost 3,500 dollars to a fake investment app", "3,500 dollars"),
        ("i lost £400 on a dodgy used car", "£400"),
        ("I once lost a whole week of work to a corrupted usb stick", "week of work usb"),
        ("my first mortgage application was rejected because of an old phone bill", "mortgage"),
        ("my visa application got refused in 2022", "visa application"),
        ("i overstayed my tourist visa by a week in 2019", "overstayed"),
        ("honestly i maxed out two credit cards at uni", "maxed out"),
    ],
)
def test_a_mishap_of_ones_own(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "i almost forgot to say thanks",
        "i nearly missed my bus this morning",
        "my sister got scammed on facebook",
        "he nearly drowned last summer",
        "my brother's loan application was rejected",
        "if i got scammed i would call the bank first",
        "did you ever get scammed?",
        "i got burnt at the beach yesterday",
        "what happens if my visa application is rejected?",
    ],
)
def test_no_mishap_of_ones_own(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


def test_a_rule_said_to_all_after_the_mishap_is_its_lesson() -> None:
    text = (
        "PSA i overstayed my visa by 3 days last spring because i counted wrong, got a fine at "
        "the border. always use the official calculator. anyway what are the rules for japan"
    )
    assert_finds(text, EXPERIENCE, "overstayed")
    assert_nothing(text, PREFERENCE)


def test_a_relative_clause_reports_nothing_of_the_users() -> None:
    assert_finds(
        "last year i lost 2,000 euros to a guy on instagram who said he was a forex trader",
        EXPERIENCE,
        "2,000 euros",
    )


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "after I lost two months of photos when my phone died I started backing up weekly",
            "photos started backing up",
        ),
        (
            "after we got scammed on a rental deposit we stopped paying anything before a viewing",
            "scammed stopped paying",
        ),
        ("since my bike got stolen i switched to a folding one", "stolen switched"),
    ],
)
def test_a_change_said_in_the_past_after_a_mishap_is_its_lesson(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "after i moved to leeds i started cycling to work",
        "after i got promoted i started working longer hours",
    ],
)
def test_a_change_after_a_happy_event_is_no_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("first time i went skiing, i broke my thumb on the button lift", "skiing thumb"),
        ("the first time I ran a 10k I went out way too fast and walked the last 3k", "10k"),
        ("the first time we hosted christmas the turkey was still frozen at noon", "turkey"),
    ],
)
def test_a_first_time_told_with_what_came_of_it(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "the first time I visit Japan I want to see Kyoto",
        "first time i tried, it worked",
        "when is the first time i can book a slot?",
        "the first time my son rode a bike he was four",
    ],
)
def test_no_first_time_story_of_ones_own(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my last cigarette was the day I crashed my van into a ditch", "crashed van"),
        ("i was in a bad car accident in 2018 and still hate motorways", "car accident"),
        ("we rolled our ute on a gravel road two years ago", "rolled ute"),
        ("last year I planted way too much kale and half of it bolted", "way too much kale"),
        ("we booked far too many tours in japan and were exhausted", "far too many tours"),
    ],
)
def test_a_crash_or_a_stressed_mistake_of_degree(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "my brother crashed his car",
        "if i crashed my car i'd be stuck",
        "i ate way too much last night lol",
        "i slept way too long today",
    ],
)
def test_no_crash_or_mistake_of_ones_own(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "last term a parent complained about a scary story and i had to explain myself to "
            "the head, so now i keep it to lost pets",
            "complained lost pets",
        ),
        (
            "we got in trouble with the council for the fence last year, so now we always "
            "check the rules first",
            "council check the rules",
        ),
    ],
)
def test_trouble_one_got_into_and_what_changed_is_a_lesson(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


def test_a_complaint_of_ones_own_is_no_mishap() -> None:
    assert_nothing("i complained to my landlord and now we get on fine", EXPERIENCE)
