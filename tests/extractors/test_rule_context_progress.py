"""Work and states told by how they are going, and states one is on or off for a while
(`rules/context_rewrites.py`, `rules/context_health.py`, the table of `rules/situation.py`);
in fresh words, with the look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a piece of work told by how it is going
        ("the loft conversion is taking forever", "loft conversion"),
        ("our extension is finally done-ish, just painting left", "extension"),
        ("my manuscript is almost finished!!", "manuscript"),
        ("my apprenticeship is killing me this month", "apprenticeship"),
        ("halfway through an electrician course at the local college", "electrician course"),
        # a treatment counted, an aid worn, a leave from work
        ("im on my second round of chemo", "round chemo"),
        ("been on crutches since the fall", "crutches"),
        ("i'm off work with a slipped disc", "sick leave slipped disc"),
        # a habit being dropped, a month-long pledge
        ("trying to quit vaping before the baby comes", "quitting vaping"),
        ("we're doing veganuary this year", "veganuary"),
    ],
)
def test_progress_and_states_are_context(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "the book is nearly done, the ending is great",  # a book being read
        "my coffee is killing me",  # a passing thing
        "halfway through my lunch",  # a meal
        "he's off work with the flu",  # someone else
    ],
)
def test_progress_lookalikes_give_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)
