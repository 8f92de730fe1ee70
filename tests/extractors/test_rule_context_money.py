"""Money and papers one is in the middle of (`rules/context_money.py`), claims in law and
payments chased (the table of `rules/situation.py`), and goals aimed at by a mark; in fresh
words, with the look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a debt carried
        ("i still have 12k in student loans, should i invest or pay them off", "student loans"),
        ("we owe about £3,000 in back rent after the layoff", "back rent"),
        # a payment chased
        ("the agency is three weeks late paying me for the logo work", "chasing payment logo"),
        ("this publisher is 45 days overdue on payment for my illustrations", "illustrations"),
        # a qualification not recognised
        ("my nursing licence isn't recognised in canada yet", "licence recognised"),
        ("my degree is not accepted here, so i'm stacking shelves", "degree recognised"),
        # applications told by their rejections
        ("another internship rejection, that's 9 now", "applying internships"),
        ("5th job rejection this week lol", "applying jobs"),
        # claims in law, money chased
        ("we're suing the builder over the cracked foundations", "suing builder"),
        ("im chasing payment from two old clients", "chasing payment"),
        # an eviction, a debt one is in
        ("the new owners are trying to evict us before christmas", "eviction"),
        ("we just got an eviction notice, what are our rights", "eviction"),
        ("im in credit card debt and it's scary", "debt"),
        # a mark aimed at
        ("trying to break 4 hours at the berlin marathon", "breaking 4 hours"),
        ("im trying to hit a new pb on squat before june", "hitting pb"),
    ],
)
def test_money_and_marks_are_context(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my brother has 20k in student loans",  # someone else's debt
        "my diploma is recognised in the whole EU",  # nothing to wait for
        "trying to hit him with a pillow",  # no mark aimed at
        "the rejection letter was really kind",  # no count of applications
        "the eviction scene in that film was brutal",  # a film, not one's home
        "what if the client is late paying me for the logo?",  # hypothetical
    ],
)
def test_money_lookalikes_give_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)
