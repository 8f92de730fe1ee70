"""A piece of work or a chase told by a step of it (`rules/context_tasks.py`) and what the
context table reads that is no project (`rules/context_guards.py`); in fresh words, with
the look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a part of a long piece of work done
        ("finally finished the second draft of my novel!!", "novel"),
        ("just handed in chapter two of my dissertation, fingers crossed", "dissertation"),
        ("so i submitted section 4 of my lab report today", "lab report"),
        # a piece of work put off
        ("procrastinating instead of finishing my grant application", "grant application"),
        ("im supposed to be writing my capstone report rn", "capstone report"),
        ("avoiding my tax return like the plague", "tax return"),
        # money held back and chased
        ("the letting agent is still holding onto my bond, three months now", "bond back"),
        ("my old boss refuses to pay back my final pay", "final pay back"),
        ("help me draft a message to my landlady asking for my deposit back", "deposit back"),
        # work under way told beside another
        ("i tutor maths three nights a week while i finish my dissertation", "dissertation"),
        ("I work at a bakery while I write my novel", "writing novel"),
        # a thesis told by its topic, "my" left out
        ("third year now, thesis is about migrant care workers in Milan", "thesis migrant"),
        # a language still at a learner's level
        ("my japanese is still really basic tbh", "learning japanese"),
        ("my Greek is still A2, it's embarrassing", "learning greek"),
        # a search said as one's need
        ("need help finding a flatshare in leeds before september", "looking flatshare"),
        ("i need help finding a childminder near work", "looking childminder"),
    ],
)
def test_tasks_and_chases_are_context(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my brother finished chapter 3 of his thesis",  # someone else's work
        "pretend you're my landlord and I'm asking for my deposit back",  # a role-play part
        "what if the landlord keeps my deposit?",  # hypothetical
        "can you help me find a nice restaurant for saturday",  # not a search one lives in
        "writing from a cafe in porto, the wifi is slow",  # where one writes from
        "writing is my therapy honestly",  # the gerund is the subject
        "im doing my first half marathon in october",  # a race: a dated event
        "I'm a structural engineer, working on bridges mostly",  # a line of work
        "I finish my thesis in june",  # a date, not work under way
        "my italian is still as good as ever",  # no learner's level
    ],
)
def test_task_lookalikes_give_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)
