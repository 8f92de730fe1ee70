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


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("never again will i buy a mattress online", "will never again buy a mattress"),
        (
            "learned the hard way that you need to label your freezer bags",
            "one needs to label one's",
        ),
        ("learnt my lesson with payday loans", "learned their lesson with payday loans"),
        ("moral of the story: always check the tide times", "always check the tide times"),
        ("shouldve taken the train. sat in traffic for 4 hours", "should have taken the train"),
        ("took me ages to learn to ask for help", "took ages to learn to ask for help"),
        ("i regret not taking the job in berlin", "regrets not taking the job in berlin"),
        ("my biggest regret was selling my first guitar", "regrets selling my first guitar"),
        ("i'll never forget to lock the shed again", "will never forget to lock the shed again"),
    ],
)
def test_a_lesson_titled_in_one_voice(text: str, words: str) -> None:
    found = [title.lower() for layer, title in cepa(text) if layer == EXPERIENCE]
    wanted = words.replace("my first", "their first")
    assert any(all(w in title for w in wanted.split()) for title in found), (text, found)


@pytest.mark.parametrize(
    "text",
    [
        "i'll never see that place again",
        "she regrets moving to leeds",
        "do you regret going back to uni?",
        "i regret nothing",
        "took me two hours to get home",
        "my dad always says never trust a salesman",
    ],
)
def test_no_lesson_in_a_look_alike(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "lesson for anyone: test the smoke alarm yourself, dont trust the landlord",
            "smoke alarm oneself",
        ),
        ("lesson for everyone here: always keep receipts for big purchases", "keep receipts"),
    ],
)
def test_a_lesson_told_to_others(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


def test_a_numbered_lesson_for_others_is_a_class() -> None:
    assert_nothing("lesson 4 for everyone: the past tense", EXPERIENCE)


@pytest.mark.parametrize(
    "text",
    [
        "agency. found it on pararius, theyre called Van Dijk Wonen",
        "found him on linkedin actually",
        "found them at a car boot sale for a fiver",
        "found this one on etsy",
    ],
)
def test_a_thing_or_person_found_is_no_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i found that cold brew is way smoother", "cold brew"),
        ("found out the hard way that ikea delivery takes weeks", "ikea"),
    ],
)
def test_what_one_found_out_stays_a_lesson(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)
