"""What is under way, said in shapes the context table did not read before, written in fresh
words with the look-alikes that must not give it: a search said with no object ("we're flat
hunting"), a business of one's own just opened or launched, a language practised or a level
aimed for in it, a recovery from an operation on one's own body, and "I'm in the process
of …" read whole."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, CONTEXT, assert_finds, assert_nothing, cepa

# --- A search or a phase said with no object ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we're flat hunting rn and everything is awful", "flat hunting"),
        ("lost the contract in june so im job hunting", "job hunting"),
        ("still house hunting", "house hunting"),
        ("bulking at the moment, up 3kg", "bulking"),
    ],
)
def test_a_search_said_with_no_object(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "is job hunting worth it at 55?",  # a question
        "my brother is flat hunting",  # someone else's
        "i hate house hunting",  # a dislike, nothing under way
    ],
)
def test_no_search_from_a_question_or_someone_else(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- A business just opened or launched -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we just opened a tiny noodle bar in the old station", "opening noodle bar"),
        ("i recently launched my own tutoring business", "launching tutoring business"),
        ("set up a mobile dog grooming business last month", "starting dog grooming business"),
        ("me and my cousin just opened an online shop for vintage lamps", "opening online shop"),
    ],
)
def test_a_business_just_opened(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "i opened a hair salon in 2004",  # long since: who one is, not under way
        "my aunt just opened a bakery",  # someone else's
        "just opened a bank account",  # no business
        "we opened the shop late today",  # the shop's hours
    ],
)
def test_no_new_business_from_an_old_one_or_someone_elses(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- A language practised, a level aimed for ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im practising my greek on the ferry every morning", "working on greek"),
        ("been brushing up on my german before the move", "german"),
        ("my dutch is about A2 and i need to get to B1 for the visa", "learning dutch b1"),
    ],
)
def test_a_language_practised_or_a_level_aimed_for(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my daughter is practising her french",  # someone else's
        "i need to get to b1 somehow",  # no language named
        "can you help me get to B2 in italian?",  # a question
    ],
)
def test_no_language_goal_without_a_language_or_of_someone_else(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- A recovery from an operation, and "in the process of" ----------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "had my right hip replaced three weeks ago, walking with a frame",
            "recovering hip replacement",
        ),
        (
            "had my acl reconstructed last month and physio is brutal",
            "recovering acl reconstruction",
        ),
        ("we're in the process of selling the flat", "in the process of selling"),
    ],
)
def test_a_recovery_or_a_process_under_way(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "had my hip replaced in 2015",  # long since: history
        "my mum had her knee replaced last week",  # someone else's
    ],
)
def test_no_recovery_from_an_old_or_someone_elses_operation(text: str) -> None:
    assert_nothing(text, CONTEXT)


def test_an_old_operation_is_no_outing() -> None:
    assert_nothing("had my left shoulder repaired six weeks ago", ACTIVITY)


# --- More of what is under way: study, papers, debts, a new place, a stretch away ----------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("revising for my resits, send help", "revising for resits"),
        ("im renewing my work permit and the forms are endless", "renewing work permit"),
        ("i'm getting my nursing diploma recognised over here", "nursing diploma recognised"),
        ("paying off my car loan, 8 months to go", "paying off car loan"),
        ("we're still settling in, the boxes are everywhere", "settling in"),
        ("moved to Perth in may and im trying to find work", "looking for work"),
        ("I'm on an exchange semester in Lyon", "exchange semester"),
        ("trying to grow my newsletter past 1k", "growing newsletter"),
    ],
)
def test_more_of_what_is_under_way(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my dad is renewing his passport",  # someone else's
        "i'm getting my hair cut",  # not a paper recognised
        "trying to find the settings menu?",  # a question
        "the team is settling in well",  # someone else's
    ],
)
def test_not_under_way_for_the_user(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- A wry emoji keeps what is under way ----------------------------------------------------


def test_a_wry_emoji_keeps_a_project() -> None:
    assert_finds("training for a 10k with a toddler on my back 🙃", CONTEXT, "training for 10k")


# --- Titles that are whole ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # places counted take what is applied for from the message
        (
            "need a cv for a traineeship at a bank, im applying to about 15 places",
            "Applying for traineeships (15 places)",
        ),
        ("applying to like 20 jobs a week rn", "Applying to 20 jobs a week"),
        # a wh-word after a verb asks what the thing tells: it stays
        (
            "i'm building a bot that tells who is on call each night",
            "Building a bot that tells who is on call each night",
        ),
    ],
)
def test_a_context_title_is_whole(text: str, title: str) -> None:
    assert (CONTEXT, title) in cepa(text), cepa(text)


def test_a_recovery_goal_is_the_recovery() -> None:
    found = cepa("broke my wrist in march, trying to get back to full shifts by june")
    assert [t for layer, t in found if layer == CONTEXT] == ["Recovering from a broken wrist"]


def test_a_comeback_with_no_injury_stays() -> None:
    assert_finds("trying to get back to climbing after the baby", CONTEXT, "back to climbing")


# --- A planned trip dated further on in its sentence ----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("planning a trip to Galway with my nan (she's 90!) in august", "trip galway"),
        ("planning a road trip from Perth to Broome with two dogs, in late june", "perth broome"),
    ],
)
def test_a_planned_trip_dated_past_an_aside(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


def test_a_planned_trip_with_no_day_in_its_sentence_is_a_project() -> None:
    assert_nothing("planning a trip to Galway with my nan. she turns 90 in august", ACTIVITY)


# --- Said plainly by a learner of English, a wait, a pregnancy ------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i am preparing toefl for my master in Leuven", "preparing toefl"),
        ("currently i am studying german for the job in Graz", "studying german"),
        ("we are in process of buying a flat", "process of buying"),
        ("our residency application is still pending", "waiting on residency application"),
        ("im prepping for the bar exam", "prepping for bar exam"),
        ("i'm 20 weeks pregnant and craving olives", "expecting pregnant"),
        ("i'm on my probation period at the hotel", "probation period"),
    ],
)
def test_under_way_said_plainly(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "i'm preparing lunch for the kids",  # a meal, not an exam
        "my cousin is pregnant",  # someone else's
        "my brother's visa application is pending",  # someone else's
        "studying english literature is hard",  # no frame of one's own
    ],
)
def test_not_under_way_when_plain_or_someone_elses(text: str) -> None:
    assert_nothing(text, CONTEXT)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("this semester i'm doing a first aid course", "first aid course"),
        ("at the moment we're renovating the loft", "renovating loft"),
    ],
)
def test_a_stretch_of_time_in_front_is_read_past(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


def test_a_stretch_of_time_in_front_of_a_question_is_none() -> None:
    assert_nothing("this term am i doing the first aid course?", CONTEXT)
