"""Events the user goes to because someone else calls them or holds them, and event nouns
however a compound is spelled.

A meeting someone asks the user for is the user's ("her teacher wants a meeting next
tuesday"); a school or care event of the user's child, named through "his/her/their", is
the parent's too ("his IEP meeting is thursday"). A compound event noun reads with a
hyphen, a space or as one word ("follow-up", "follow up"), and names its kind ("an
all-hands meeting"). A question glued to a fact without a comma ("… on saturday any chance
ill be fit") is its own clause, so the fact stays a statement."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, assert_finds, assert_nothing, cepa


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my son (9) has dyslexia and his teacher wants a meeting next tuesday", "meeting teacher"),
        ("my manager booked a call with me for friday, no idea why", "call manager friday"),
        ("the landlord wants a meeting next tuesday about the damp", "meeting landlord"),
        ("ugh the head has called a meeting tomorrow after school", "meeting head"),
        ("our project lead scheduled a sit-down with us next monday", "sit-down lead"),
    ],
)
def test_a_meeting_someone_asks_the_user_for(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my daughter is autistic. her EHCP review is on the 14th", "daughter's ehcp review"),
        ("our two boys are in year 2, their nativity is next friday", "boys' nativity"),
        ("mum of a 6yo here, her parents evening is thursday", "parents evening thursday"),
        ("my youngest has a squint and his eye check up is on monday", "check up monday"),
        ("my kids are so excited, their school play is this saturday", "kids' school play"),
    ],
)
def test_a_childs_school_or_care_event_the_parent_attends(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's meeting, or a meeting with someone else
        "my sister wants a meeting with her lawyer on friday",
        # asked, not said; no day ahead
        "does her teacher want a meeting next week?",
        "his teacher wanted a meeting last week",
        # a pronoun that points at no child of the user's
        "my brother is stressed, his recital is on saturday",
        "my neighbour's kid? his school play is friday",
        "his surgery is on monday",
        # a routine, not an event
        "her teacher wants a meeting every friday",
    ],
)
def test_not_the_users_event(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("allergist follow up is on the 30th", "follow up"),
        ("my follow-up is next tuesday", "follow-up"),
        ("got a check up with the gp on friday", "check up"),
        ("we have the go live party on friday", "go live party"),
        ("our kick off is next saturday", "kick off"),
        ("there's an all-hands meeting next thursday", "all-hands meeting"),
        ("theres a parent-teacher meeting on the 4th", "meeting"),
    ],
)
def test_a_compound_event_noun_however_spelled(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we got a cup semi on saturday any chance ill be fit", "cup semi"),
        ("my driving test is friday any chance you can quiz me on signs", "driving test"),
        ("i have my viva next week can u do a mock one with me", "viva"),
        ("the regional final is on sunday could you make me a warm up", "regional final"),
    ],
)
def test_a_request_glued_to_a_dated_fact(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    ("text", "clauses_expected"),
    [
        # a question word or "if" keeps "can you" in its own clause
        ("so what can you do about my exam on friday", 0),
        ("i wonder if you could help me plan my move on the 3rd", 0),
    ],
)
def test_can_you_after_a_question_word_is_no_new_clause(text: str, clauses_expected: int) -> None:
    assert len([t for layer, t in cepa(text) if layer == ACTIVITY]) == clauses_expected


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my lead wants test cases by friday 😭 can u give me a template", "test cases lead"),
        ("my supervisor wants a draft chapter by the end of the month", "draft chapter"),
        ("ugh the client needs the logo files by the 20th", "logo files client"),
        ("im a translator and i need to finish a contract for a client by monday", "finish"),
        ("we have to send the mockups for our editor by next tuesday", "mockups"),
    ],
)
def test_work_someone_asks_of_the_user_by_a_day(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        # a wish of someone close, not work set: no boss, client or teacher
        "my sister wants a new phone by christmas",
        "my son wants a puppy by his birthday",
        # asked; what someone wants the user to do; no day
        "does my boss want the slides by monday?",
        "my boss wants me to quit by friday",
        "my manager wants better numbers by some point",
        # work owed with no one it is for is the user's own to-do
        "i need to finish the report by friday",
    ],
)
def test_not_work_set_by_someone(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # an exam sat in stages, named by its stage
        ("MRCP part 1 is in september and i havent started", "mrcp part 1"),
        ("USMLE step 1 is on the 3rd", "step 1"),
        ("my paper 2 is monday, history", "paper 2"),
        # a long ride or run is an outing on its day
        ("long ride on sunday, 100k", "long ride"),
        ("got a long run on saturday with the club", "long run"),
    ],
)
def test_a_staged_exam_or_an_outing_named_with_its_day(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "part 2 of the show is on friday",
        "is step 1 in june?",
        "i ride to work every day",
    ],
)
def test_not_a_staged_exam_or_an_outing(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im a pe teacher in derby and the sports day is on the 12th", "sports day"),
        ("we booked the hotel and the flight is on monday", "flight"),
        ("i run the choir at church but the concert is next saturday", "concert"),
    ],
)
def test_a_dated_subject_with_the_after_and_is_its_own_clause(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


def test_and_the_without_a_day_stays_one_clause() -> None:
    assert_nothing("i love the food and the view is on another level", ACTIVITY)
