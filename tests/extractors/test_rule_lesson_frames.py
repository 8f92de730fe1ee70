"""Lessons said in frames of their own (what a story taught, a mistake named as such, the rule
kept since a mishap told first, what one knows from experience), with titles that keep the
lesson and its story; look-alikes that must give no lesson: nothing said of what taught it,
someone else's mistake, a change since a happy event, a statement of one's own after "from
experience". Also: "never doing that again" after the story is read once, on the story."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import EXPERIENCE, assert_finds, assert_nothing, cepa


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "i paid a builder upfront in 2021 and he vanished. that taught me to pay in stages",
            "builder learned to pay in stages",
        ),
        (
            "we got stranded at the airport overnight last spring. it taught me never to book "
            "the last flight of the day",
            "stranded never to book the last flight",
        ),
        ("i made the mistake of buying a used car without an inspection", "mistake used car"),
        ("my biggest mistake was not reading the small print", "mistake small print"),
        (
            "ever since i got locked out in the snow i keep a key in the shed",
            "locked out since then key in the shed",
        ),
        ("after losing a whole essay i now save every ten minutes", "essay save every ten minutes"),
        (
            "from experience, never buy a mattress without trying it",
            "experience never to buy a mattress",
        ),
        ("in my experience, cheap boots fall apart in a year", "experience cheap boots"),
    ],
)
def test_a_lesson_in_a_frame_of_its_own(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "it taught me a lot",
        "that taught me nothing lol",
        "she made the mistake of trusting him",
        "since i moved to york i cycle to work",
        "since i started swimming i sleep better",
        "from experience i can tell you it's worth it",
        "in my experience as a teacher, kids love puzzles",
    ],
)
def test_no_lesson_in_a_frame(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


def test_never_doing_that_again_is_read_on_its_story() -> None:
    text = "i made the mistake of hiring my cousin once. never doing that again"
    lessons = [title for layer, title in cepa(text) if layer == EXPERIENCE]
    assert lessons == ["Made the mistake of hiring their cousin once"], lessons
