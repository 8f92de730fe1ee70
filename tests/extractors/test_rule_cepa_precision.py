"""Precision classes for context / experience / preference / activity: what a careful
note-taker would not write down (a shift at work, a degree the identity layer keeps, what
the user is busy with at 1am, lyrics and statements that only look like instructions), and
titles that keep the event without the user's hedging."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import (
    ACTIVITY,
    CONTEXT,
    PREFERENCE,
    assert_finds,
    assert_nothing,
    cepa,
)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("wedding probably next summer", "Wedding next summer"),
        ("our wedding is probably in june", "Wedding in June"),
        ("hopefully flying to denver on friday", "Flying to denver on Friday"),
        ("my surgery is probably on the 3rd", "Surgery on the 3rd"),
        ("we have the cake tasting this saturday", "Cake tasting on Saturday"),
    ],
)
def test_a_hedge_stays_out_of_the_event_title(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


@pytest.mark.parametrize(
    "text",
    [
        "ty. also i have my night shift tonight so keep answers super short",
        "got a double shift on saturday ugh",
        "i have the early shift tomorrow",
        "my late shifts start monday",
    ],
)
def test_a_work_shift_is_no_event(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    "text",
    [
        "Doing a PhD in marine biology at the University of Cape Town, on kelp forests",
        "I'm doing a master's in marine biology at the University of Tasmania",
        "im doing a degree in nursing at uni of leeds",
        "it's 1am and I'm still writing case notes",
        "its 2am and im still working on this stupid bug",
        "right now im still writing the email to my landlord",
    ],
)
def test_a_degree_or_a_late_night_task_is_no_situation(text: str) -> None:
    assert_nothing(text, CONTEXT)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("currently doing my PhD on protein folding", "phd"),
        ("im doing a cybersecurity bootcamp", "bootcamp"),
        ("still writing my thesis, its taking forever", "thesis"),
        ("been working on my novel every night this month", "novel"),
    ],
)
def test_work_under_way_is_still_a_situation(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "never gonna give you up, never gonna let you down",
        "never going to financially recover from this lol",
        "lets pretend youre a pirate and i hate the sea, ok?",
        "# TODO: stop using global vars, refactor on monday",
        "why does this fail\n// FIXME never call this twice\nfoo()",
    ],
)
def test_a_lyric_a_role_play_or_a_code_comment_is_no_instruction(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("never use emojis", "emojis"),
        ("dont ever use bullet points with me", "bullet"),
        ("stop apologising so much", "apologising"),
    ],
)
def test_an_instruction_still_reads(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("gonna repaint the fence this weekend if it doesnt rain", "repaint fence"),
        ("we're driving to denver on saturday if the weather holds", "denver"),
        ("we fly to rome friday if the flight isnt cancelled", "rome"),
        ("im taking the kids to the zoo on sunday unless it rains", "zoo"),
        ("we're gonna visit grandma on sunday", "visit grandma"),
    ],
)
def test_a_plan_with_a_condition_on_the_world_is_a_plan(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "i'll move to tokyo next year if i get the job",
        "if i win the lottery im flying to bali on friday",
        "would you fly to rome friday if the flight was cheap?",
        "my sister says she's driving to denver on saturday if the weather holds",
        "we might go to the zoo on sunday if it doesnt rain",
    ],
)
def test_a_plan_on_the_users_own_condition_stays_hypothetical(text: str) -> None:
    assert_nothing(text, ACTIVITY)
