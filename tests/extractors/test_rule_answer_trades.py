"""What one sells, said as a reply to "What do you sell?" (`rules/answer_trades.py`): a
short noun phrase reads as "I sell …". Look-alikes: a refusal or a clause of its own, a
question about what one would like to sell, and the same reply to another question."""

from __future__ import annotations

import pytest

from memoryflow import layers
from tests.extractors.test_rule_answer_frames import reply_to

IDENTITY = layers.IDENTITY


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Great idea. What do you sell?", "vegan brownies, my own recipe", ("sells", "vegan brownies")),
        ("What kind of food do you sell?", "mostly empanadas", ("sells", "empanadas")),
        ("What do you sell at the market?", "second hand vinyl", ("sells", "second hand vinyl")),
        ("What do you serve?", "wood fired pizza", ("sells", "wood fired pizza")),
    ],
)  # fmt: skip
def test_a_reply_about_what_is_sold_is_a_trade(
    question: str, reply: str, words: tuple[str, ...]
) -> None:
    titles = [t.lower() for layer, t in reply_to(question, reply) if layer == IDENTITY]
    assert any(all(w in t for w in words) for t in titles), titles


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("What do you sell?", "idk yet lol"),
        ("What do you sell?", "it depends on the season"),
        ("What would you like to sell?", "cakes maybe"),
        ("What did you have for dinner?", "vegan brownies"),
    ],
)
def test_no_trade_from_the_reply(question: str, reply: str) -> None:
    titles = [t.lower() for layer, t in reply_to(question, reply) if layer == IDENTITY]
    assert not any(t.startswith("sells") for t in titles), titles
