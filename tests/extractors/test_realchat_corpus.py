"""Precision and recall of the rule-based extractor on real-chat text, per layer.

Two sets, both in `tests/extractors/`:

- `realchat_corpus.py` (310 user turns): written from a list of situations and committed
  before any pattern was changed for it, never edited afterwards to fit the patterns. The
  patterns were then developed while reading its misses, so its figures are a development
  score and flatter the extractor.
- `realchat_holdout.py` (69 user turns): written after the patterns, from a fresh list of
  situations, committed before it was first run, and only ever measured: no pattern was
  changed after looking at its results. Its figures are the honest estimate.

Run with `-s` to see the figures and every miss and false positive. The floors sit a little
under the measured values, so a change that makes the extractor worse on real chat fails;
they are not targets the sets were bent to.
"""

from __future__ import annotations

from memoryflow import layers
from tests.extractors.realchat_corpus import CONVERSATIONS, Conversation
from tests.extractors.realchat_holdout import HOLDOUT
from tests.extractors.realchat_holdout2 import HOLDOUT2
from tests.extractors.scoring import Score, score_conversation, stored_identity

MIN_PRECISION = 0.94
MIN_RECALL = 0.93
HOLDOUT_MIN_PRECISION = 0.88
HOLDOUT_MIN_RECALL = 0.68
HOLDOUT2_MIN_PRECISION = 0.85
HOLDOUT2_MIN_RECALL = 0.38


def _score(conversations: list[Conversation], key: str) -> Score:
    score = Score()
    for index, conversation in enumerate(conversations):
        existing = [stored_identity(*memory) for memory in conversation.existing]
        score_conversation(score, f"{key}{index}", conversation.turns, existing)
    return score


def test_corpus_shape() -> None:
    user_turns = [t for c in CONVERSATIONS for t in c.turns if t[0] == "user"]
    assert len(user_turns) >= 200
    empty = sum(1 for t in user_turns if not t[2])
    assert 0.25 <= empty / len(user_turns) <= 0.45
    labelled = {label[0] for t in user_turns for label in t[2]}
    assert labelled == {*layers.ALL_LAYERS, "retract"}


def test_precision_and_recall_on_real_chat() -> None:
    score = _score(CONVERSATIONS, "r")
    print("\n" + score.report("rule-based extractor, real-chat corpus (development)"))
    total = score.total
    assert total.precision >= MIN_PRECISION, score.mistakes
    assert total.recall >= MIN_RECALL, score.mistakes


def test_precision_and_recall_on_held_out_chat() -> None:
    score = _score(HOLDOUT, "h")
    print("\n" + score.report("rule-based extractor, real-chat held-out set"))
    total = score.total
    assert total.precision >= HOLDOUT_MIN_PRECISION, score.mistakes
    assert total.recall >= HOLDOUT_MIN_RECALL, score.mistakes


def test_precision_and_recall_on_second_held_out_chat() -> None:
    score = _score(HOLDOUT2, "g")
    print("\n" + score.report("rule-based extractor, real-chat second held-out set"))
    print(_score(HOLDOUT + HOLDOUT2, "b").report("both held-out sets together"))
    total = score.total
    assert total.precision >= HOLDOUT2_MIN_PRECISION, score.mistakes
    assert total.recall >= HOLDOUT2_MIN_RECALL, score.mistakes


def test_deterministic() -> None:
    assert _score(CONVERSATIONS, "r").report("a") == _score(CONVERSATIONS, "r").report("a")
