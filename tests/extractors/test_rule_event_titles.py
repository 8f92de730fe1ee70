"""Event titles that say what the event is, and dates given in answer to the assistant,
written in fresh words before the rules were changed for them, with the look-alikes that
must not change or extract: a bare event noun keeps the day as said, a place said right
after the day and the exam the message names ("the exam is …" after "my toefl essay"); a
title with content of its own stays as it was; a day answering "when is your next …?",
"do you have any … lined up?" or "have you seen a …?" is that event on that day, and a
past or refused answer is none."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_answer_frames import assert_nothing as assert_no_reply
from tests.extractors.test_rule_answer_frames import assert_reads
from tests.extractors.test_rule_classes import ACTIVITY, cepa

# --- A bare event noun keeps what the message adds ------------------------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("the audition is 12 july in leeds and im shaking already", "Audition on 12 July in Leeds"),
        ("pls mark my toefl practice essay, the test is 4 june", "TOEFL test on 4 June"),
        ("can u check my hsk vocab list, the exam is next friday", "HSK exam next Friday"),
        ("the tasting is on the 18th", "Tasting on the 18th"),
        ("the electrician is coming thursday", "Electrician coming on Thursday"),
        ("i have a hearing tmrw 9am", "Hearing tomorrow"),
    ],
)
def test_a_bare_event_keeps_its_day_place_and_name(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a title with content of its own keeps the day, when it stays true once said
        ("my piano recital is 12 july", "Piano recital on 12 July"),
        ("the kiln firing is on the 18th", "Kiln firing on the 18th"),
        # a month alone is all one knows, said once
        ("the audition is in july", "Audition in July"),
        # "in the" is no place
        ("the interview is on the 3rd in the afternoon", "Interview on the 3rd"),
        # an exam named nowhere in the message stays an exam
        ("my essay is terrible, the exam is 4 june", "Exam on 4 June"),
    ],
)
def test_a_title_with_content_or_no_place_stays_plain(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


# --- A day answering the assistant's question about an event --------------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Good plan. When is your next dental check?", "thursday 10am", "dental check"),
        ("When's your next lesson?", "tomorrow after work", "lesson"),
        ("Is your driving test coming up soon?", "18 august 😬", "driving test"),
        ("Do you have any auditions lined up?", "one on monday for a musical", "audition"),
        ("Do you have any viewings booked this week?", "thursday at 6", "viewing thursday"),
        ("Have you seen a dermatologist yet?", "appointment on the 21st", "dermatologist"),
        ("Have you seen a podiatrist?", "next tuesday", "podiatrist appointment"),
        (
            "Nice! Is there a race you're aiming for?",
            "the fell race at Ambleside on the 9th",
            "fell race",
        ),
        ("Is there a competition you're preparing for?", "nationals on the 22nd", "nationals"),
    ],
)
def test_a_day_answering_a_question_about_an_event(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, ACTIVITY, words)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Have you seen a dermatologist yet?", "yes, two weeks ago"),
        ("Have you seen a podiatrist?", "last month, useless"),
        ("Do you have any auditions lined up?", "not yet"),
        ("Do you have any viewings booked?", "nope"),
        ("When is your next lesson?", "no idea tbh"),
        ("Is there a race you're aiming for?", "not really, just for fun"),
    ],
)
def test_no_event_from_a_past_or_refused_answer(question: str, reply: str) -> None:
    assert_no_reply(question, reply, ACTIVITY)


# --- A run of shifts ahead ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("late shifts all next week, send coffee", "Late shifts next week"),
        ("im on early shifts next week so mornings are out", "Early shifts next week"),
        ("we've got double shifts from the 20th", "Double shifts from the 20th"),
        ("12 hour shifts again next week 😩", "12 hour shifts next week"),
    ],
)
def test_a_run_of_shifts_ahead(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


@pytest.mark.parametrize(
    "text",
    [
        "my late shift tonight, ugh",  # one shift is the routine of a job
        "i do early shifts on tuesdays",  # the rota
        "late shifts every weekend this month",
        "late shifts are the worst",  # no day
        "night shifts last week wrecked me",  # past
    ],
)
def test_no_event_from_one_shift_or_the_rota(text: str) -> None:
    assert not [t for layer, t in cepa(text) if layer == ACTIVITY], cepa(text)


# --- A term of one's own ending, a first day, a plan said wryly -----------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("my tenancy ends in july so the hunt is on", "Tenancy ends in July"),
        ("our work visa expires on the 30th", "Work visa expires on the 30th"),
        ("my first day at the clinic is monday", "First day at the clinic on Monday"),
        ("the recital is next sunday and my fingers are stiff 🙃", "Recital next Sunday"),
    ],
)
def test_a_term_ending_a_first_day_or_a_wry_plan(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


@pytest.mark.parametrize(
    "text",
    [
        "his contract ends in june",  # someone else's
        "my lease ended last year",  # past
        "quit the gym last week 🙃",  # past news said wryly is no plan
        "my contract ends every december",  # a routine
    ],
)
def test_no_event_from_someone_elses_term_or_past_news(text: str) -> None:
    assert not [t for layer, t in cepa(text) if layer == ACTIVITY], cepa(text)


# --- A new role taken up on a coming day ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("from august i'll be a lab technician at a brewery in Cork", "starting lab technician"),
        ("i'll be a camp counsellor in Maine from june", "starting camp counsellor maine"),
        ("from september im working as a barista in Oslo", "starting barista oslo"),
    ],
)
def test_a_new_role_on_a_coming_day(text: str, words: str) -> None:
    assert any(
        layer == ACTIVITY and all(w in title.lower() for w in words.split())
        for layer, title in cepa(text)
    ), cepa(text)


@pytest.mark.parametrize(
    "text",
    [
        "i'll be a bit late on friday",  # no role
        "I'll be a total wreck tomorrow",
        "I'll be a plumber one day",  # no day ahead
        "i was a barista in Oslo in 2019",  # past
    ],
)
def test_no_new_role_without_a_role_or_a_day(text: str) -> None:
    assert not [t for layer, t in cepa(text) if layer == ACTIVITY], cepa(text)
