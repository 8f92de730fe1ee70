"""Preferences said in shapes the table had no row for (a unit system used, a currency asked
for, a way of talking or a word ruled out, the version always wanted, a thing refused or
hated, a quoted phrase hated), a tone asked for one draft only, and what the user is in the
middle of said as news or as a point reached (weeks into a course, the class a piece is
for, a client late paying, a paper not come yet, a first week at a job, an application
under way, an offer or a deal in hand), with the look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import (
    CONTEXT,
    PREFERENCE,
    assert_finds,
    assert_nothing,
    cepa,
)


def titles(text: str, layer: str) -> list[str]:
    return [title for found, title in cepa(text) if found == layer]


# --- Preferences ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("btw i use metric, my garden is 8 by 5 metres", "Uses metric units"),
        ("I always go by celsius", "Uses Celsius"),
        ("sure. in euros please", "Wants amounts in euros"),
        ("give me prices in rupees pls", "Wants amounts in rupees"),
        ("pls no corporate speak, just be straight with me", "Does not want corporate speak"),
        ("no therapy talk please", "Does not want therapy talk"),
        (
            "from now on can you not use the word 'journey' haha",
            "Asks the assistant not to use the word 'journey'",
        ),
        (
            'please never use the phrase "circle back", it drives me mad',
            "Asks the assistant not to use the phrase 'circle back'",
        ),
        ("honestly i always want the quick version", "Prefers quick answers"),
        ("not wool pls i hate it, so itchy", "Dislikes wool"),
        ("anyway i always hated accounting", "Dislikes accounting"),
        ("i refuse to work in retail again lol", "Refuses to work in retail"),
        ("i learn much better with diagrams", "Learns better with diagrams"),
        ("when i ask about flights always give times in GMT pls", "Wants times in GMT"),
        ("please convert meeting times to lagos time", "Wants times in Lagos time"),
        ("i use emacs btw so no vim tips", "Uses emacs"),
        ("my mate said no jazz and honestly same 🙃 i cant stand jazz", "Dislikes jazz"),
        (
            "take out 'kind regards', i hate that phrase",
            "Dislikes the phrase 'kind regards'",
        ),
    ],
)
def test_a_standing_taste(text: str, title: str) -> None:
    assert title in titles(text, PREFERENCE), cepa(text)


@pytest.mark.parametrize(
    "text",
    [
        "i use it every day",  # a habit of nothing named
        "did you use metric?",  # a question
        "if i used imperial would it change?",  # a hypothetical
        "my dad uses imperial",  # someone else
        "how much is that in euros",  # a question about one amount
        "it was in dollars",  # an answer, no wish
        "no worries please",  # an idiom
        "i hated it",  # a thing said before
        "i hated the ending",  # one piece, not a taste
        "not that one pls",  # a choice among answers
        "i want the short version of this email",  # this piece only
        "she hated fintech",  # someone else
        "i refuse to do that",  # what "that" is stands before
        "can you give times in EST?",  # for this answer
        "convert it to pdf please",  # no time zone
        "i use linux",  # no request it is the reason for
        "i just LOVE filling in forms 🙃",  # a wry liking is no liking
        "obviously i hate free pizza",  # a wry dislike of what nobody dislikes
        "my boss refuses to work in the office",  # someone else
    ],
)
def test_not_a_standing_taste(text: str) -> None:
    assert_nothing(text, PREFERENCE)


def test_the_currency_turned_down_is_no_wish_of_its_own() -> None:
    found = titles("about 3000 a month. in pesos please, hindi dollars", PREFERENCE)
    assert found == ["Wants amounts in pesos"], found


@pytest.mark.parametrize(
    "text",
    [
        "great but make it less polite, this is my second reminder",
        "ok make it a bit less formal tho",
        "make it more direct lol this is the 4th email",
    ],
)
def test_a_tone_for_this_draft_is_no_preference(text: str) -> None:
    assert_nothing(text, PREFERENCE)


def test_a_tone_with_a_reason_of_ones_own_stays() -> None:
    assert_finds("make it way less formal, i hate sounding stiff", PREFERENCE, "formal")


# --- Context ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("im 3 months into a ux course and loving it", "Doing a ux course"),
        ("i'm two weeks into my apprenticeship", "Doing their apprenticeship"),
        ("this is for my pottery course btw", "Doing a pottery course"),
        ("im using it for my intro to design class", "Doing an intro to design class"),
        ("i need a tablet for my illustration course", "Doing an illustration course"),
        (
            "my client is three weeks late on paying me for a logo",
            "Waiting on payment for a logo",
        ),
        ("still no nie yet, we submitted everything in may", "Waiting on their NIE"),
        ("its my first week at the new job", "Starting a new job"),
        ("doing my work permit application this week", "Applying for the work permit"),
        ("a publisher in leeds replied to my submission!", "Applying to a publisher in leeds"),
        ("busy sending out job applications", "Job hunting"),
        ("just got an offer from a startup in oslo", "Has a job offer from a startup in oslo"),
        ("i already have a contract with another label", "Has a contract with another label"),
    ],
)
def test_what_the_user_is_in_the_middle_of(text: str, title: str) -> None:
    found = titles(text, CONTEXT)
    assert any(t.lower() == title.lower() for t in found), cepa(text)


@pytest.mark.parametrize(
    "text",
    [
        "im 6 weeks into my pregnancy",  # no project
        "is it for my class?",  # a question
        "this is for my son's class",  # someone else's class
        "i teach art, this is a handout for my year 8 class",  # a teacher's class
        "no visa yet",  # nothing says it was applied for
        "her client is 30 days late on paying her",  # someone else
        "if i got an offer from them i'd take it",  # a hypothetical
        "she got an offer from a bank",  # someone else
        "my sister is so stressed, been job hunting since march",  # goes on about her
        "hes exhausted lol, been renovating the flat for months",  # goes on about him
    ],
)
def test_not_what_the_user_is_in_the_middle_of(text: str) -> None:
    assert_nothing(text, CONTEXT)
