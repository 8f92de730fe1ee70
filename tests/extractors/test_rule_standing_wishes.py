"""A request about answers made standing by a word in front of it ("in general", "next
time", "for future reference", "going forward"): the rest is read as any request, and a bare
"give me X" or "only X" about the answers is kept once said for every answer. Look-alikes:
the user's own plan for next time, a task for next time, a thing pointed at, a fact said
"in general"."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing, cepa


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("in general pls dont list the obvious options first", "obvious options"),
        ("In general, always put the command before the explanation", "command"),
        ("next time just show me the diff", "diff"),
        ("next time just give me the totals and skip the working", "totals"),
        ("for next time, only the final sql pls", "sql"),
        ("for future reference, 24 hour clock pls", "24"),
        ("going forward skip the recap at the start", "recap"),
        ("ok that works. but next time dont add a summary at the end", "summary"),
        ("as a rule, keep the answers under ten lines", "ten lines"),
        ("next time go easy on the jargon", "jargon"),
    ],
)
def test_a_request_said_for_every_answer(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "next time i'll bring a raincoat",
        "next time you see my brother say hi from me",
        "next time make it a bit spicier",
        "next time do that again",
        "next time remind me to water the plants",
        "in general im a pretty calm person",
        "for future reference i live in leeds",
        "next time we go camping we should bring a tarp",
    ],
)
def test_no_standing_request(text: str) -> None:
    assert_nothing(text, PREFERENCE)


def test_one_lesson_read_on_two_clauses_is_one_item() -> None:
    text = (
        "i ordered 300 mugs without a sample and half were chipped. now i always get a sample first"
    )
    lessons = [title for layer, title in cepa(text) if layer == "experience"]
    assert len(lessons) == 1, lessons
    assert "sample" in lessons[0].lower()


@pytest.mark.parametrize(
    "text",
    [
        "ok be honest give me pros and cons",
        "be blunt and rate my logo",
        "be honest, tell me if this cv is any good",
    ],
)
def test_candour_for_the_answer_asked_next(text: str) -> None:
    assert_nothing(text, PREFERENCE)


def test_candour_asked_for_good_stays() -> None:
    assert_finds("be brutally honest with me, i can take it", PREFERENCE, "honest")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("from now on when i ask for a summary just give the summary, no intro", "summary"),
        ("in general when i ask for a regex just show the pattern", "pattern"),
    ],
)
def test_a_standing_request_for_when_the_user_asks(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


def test_a_task_for_next_time_about_something_else() -> None:
    assert_nothing("next time give the dog less food", PREFERENCE)
