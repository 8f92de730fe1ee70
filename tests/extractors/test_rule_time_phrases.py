"""Plans dated by the time phrases of the time table and the wider season, month and
present-tense shapes ("in Q3", "mon-thu next week", "in a fortnight", "in autumn", "starting
march", "the week of the 14th", "we sign the lease next monday"), with the look-alikes that
must not extract: the past, a hypothetical, someone else's plan, a time in pasted text."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from memoryflow.extractors.rules.time_stripping import strip_times
from memoryflow.extractors.rules.timeparse import find_day
from tests.extractors.test_rule_classes import ACTIVITY, assert_finds, assert_nothing

NOW = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)  # a Wednesday

# --- The day each phrase names ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("the rollout lands in q3", date(2024, 7, 1)),
        ("the audit is in q1 2025", date(2025, 1, 1)),
        ("the audit is in q1", date(2025, 1, 1)),  # q1 is over: next year's
        ("nights tue-fri next week", date(2024, 5, 21)),
        ("earlies mon to wed", date(2024, 5, 20)),
        ("the results come in a fortnight", date(2024, 5, 29)),
        ("we relocate in two months", date(2024, 7, 15)),
        ("the clinic reopens in autumn", date(2024, 9, 1)),
        ("a sabbatical starting october", date(2024, 10, 1)),
        ("the inspection is the week of the 20th", date(2024, 5, 20)),
    ],
)
def test_the_day_a_phrase_names(text: str, day: date) -> None:
    when = find_day(text, NOW, future=True)
    assert when is not None and when.day == day, (text, when)


@pytest.mark.parametrize(
    "text",
    [
        "our q3 numbers look grim",
        "the q&a went fine",
        "she moved there months ago",
    ],
)
def test_no_day_without_a_time_word(text: str) -> None:
    assert find_day(text, NOW, future=True) is None


def test_a_season_in_the_past_is_last_years() -> None:
    when = find_day("in autumn we finally repainted", NOW, future=False)
    assert when is not None and when.day == date(2023, 9, 1)


def test_the_table_phrases_leave_titles() -> None:
    assert strip_times("a platform switch in Q4") == "a platform switch"
    assert strip_times("night shifts mon-thu") == "night shifts"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("querying agents starting next month", "querying agents"),
        ("evening classes beginning on Monday", "evening classes"),
        ("on call from friday", "on call"),
        ("the new rota as of next week", "the new rota"),
        ("Starting next week", "Starting"),  # nothing before it: the word is the plan
    ],
)
def test_a_word_leading_into_the_time_leaves_with_it(text: str, title: str) -> None:
    assert strip_times(text) == title


# --- Plans dated by them ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i have a grant review in q4, dreading it", "grant review"),
        ("my viva is in a fortnight", "viva"),
        ("ive got early shifts wed-fri next week", "early shifts"),
        ("we're relocating to Utrecht in autumn", "utrecht"),
        ("i start a night course starting october", "night course"),
        ("we exchange contracts next thursday", "exchange contracts"),
        ("we collect the puppy next saturday", "collect puppy"),
        ("we rebrand the whole shop in q2 2025", "rebrand"),
        ("i defend my dissertation in two months", "defend dissertation"),
        ("this spring we renovate the attic", "renovate attic"),
    ],
)
def test_a_plan_dated_by_a_time_phrase(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "we repainted the attic in autumn",  # the past
        "we sold the van in march",  # the irregular past
        "we broke the news in april",
        "if the bank says yes we renovate the attic next spring",  # a hypothetical
        "my neighbours renovate their attic next spring",  # someone else's
        "i think next week is fine",  # a verb of thinking
        "i need a new laptop next month",  # a wish
        "we renovate kitchens every spring",  # a routine
        "i live in Tromsø in winter",  # a state
        "can you translate: 'wir renovieren im Herbst das Dach, we renovate the roof next "
        "month'",  # pasted text
    ],
)
def test_the_same_shapes_that_are_no_plan(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Plans said in another language -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("el mes que viene me mudo a Rosario", "moving rosario"),
        ("je déménage à Nantes en juillet", "moving nantes"),
        ("mi trasferisco a Bari a ottobre", "moving bari"),
        ("vou me mudar para Recife em novembro", "moving recife"),
        ("am Montag fliege ich nach Oslo", "flying oslo"),
        ("nächste Woche fahre ich nach Linz zu einer Messe", "travelling linz"),
        ("im August ziehe ich nach Kiel", "moving kiel"),
        ("le mois prochain je m'envole pour Dakar", "flying dakar"),
        ("ano que vem vou me mudar para Natal", "moving natal"),
        ("stasera ho un colloquio", "interview tonight"),
    ],
)
def test_a_plan_to_go_somewhere_in_another_language(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "mi hermano se muda a Rosario el mes que viene",  # someone else's
        "meine Tante fliegt am Montag nach Oslo",
        "el año pasado me mudé a Rosario",  # the past
        "mi prima tiene un examen esta noche",  # someone else's
        "si me dan la beca, me mudo a Rosario en agosto",  # a hypothetical
        "wenn ich die Stelle bekomme, ziehe ich im August nach Kiel",
    ],
)
def test_the_same_in_another_language_that_is_no_plan(text: str) -> None:
    assert_nothing(text, ACTIVITY)


def test_a_german_trip_keeps_the_purpose_out_of_the_title() -> None:
    from tests.extractors.test_rule_classes import cepa

    titles = [t for layer, t in cepa("am Montag fliege ich nach Oslo zu einer Tagung") if layer]
    assert titles == ["Flying to Oslo on Monday"], titles


# --- Festivals that move each year ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("we visit grandma for diwali", date(2024, 11, 1)),
        ("the shop reopens after ramadan", date(2025, 3, 30)),  # the Eid after it
        ("we host everyone over chinese new year", date(2025, 1, 29)),
        ("family lunch at pesach", date(2025, 4, 12)),
    ],
)
def test_the_day_a_festival_names(text: str, day: date) -> None:
    when = find_day(text, NOW, future=True)
    assert when is not None and when.day == day, (text, when)


def test_a_festival_stays_in_the_title() -> None:
    assert_finds("we're driving to Ipoh for deepavali", ACTIVITY, "ipoh deepavali")


@pytest.mark.parametrize(
    "text",
    [
        "diwali is my favourite festival",  # no time word in front: a liking
        "my cousins are flying to Ipoh for deepavali",  # someone else's
    ],
)
def test_a_festival_named_without_a_plan_of_ones_own(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Within a month; a group of one's own -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("the move is at the end of may", date(2024, 5, 31)),
        ("the fair is late may", date(2024, 5, 31)),
        ("the audit is mid june", date(2024, 6, 15)),
        ("the audit is in june", date(2024, 6, 1)),
    ],
)
def test_the_end_or_middle_of_a_month(text: str, day: date) -> None:
    when = find_day(text, NOW, future=True)
    assert when is not None and when.day == day, (text, when)


def test_a_plan_for_the_end_of_this_month_is_still_ahead() -> None:
    assert_finds("we're driving to Gdańsk end of may", ACTIVITY, "gdańsk")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("me and the lads are sailing to Cowes next weekend", "sailing cowes"),
        ("me n the band are playing in Derry on saturday", "playing derry"),
    ],
)
def test_me_and_the_group_speaks_as_we(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


def test_the_group_without_me_is_not_mine() -> None:
    assert_nothing("the lads are sailing to Cowes next weekend", ACTIVITY)
