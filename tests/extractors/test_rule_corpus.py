"""Precision and recall of the rule-based extractor on the original labelled corpus (the
one the first patterns were written with), per layer. The real-chat sets are scored in
`test_realchat_corpus.py`."""

from __future__ import annotations

from memoryflow import layers
from tests.extractors.corpus import CONVERSATIONS, HELDOUT, Turn
from tests.extractors.scoring import Score, score_conversation

MIN_PRECISION = 0.95
MIN_RECALL = 0.95


def _score(conversations: list[list[Turn]]) -> Score:
    score = Score()
    for index, conversation in enumerate(conversations):
        score_conversation(score, f"c{index}", conversation)
    return score


def test_corpus_size() -> None:
    user_turns = [t for conv in CONVERSATIONS + HELDOUT for t in conv if t[0] == "user"]
    assert len(user_turns) >= 60
    assert sum(1 for t in user_turns if not t[2]) >= 20
    assert {label[0] for t in user_turns for label in t[2]} == set(layers.ALL_LAYERS)


def test_precision_and_recall() -> None:
    """The whole corpus (development + held-out) must stay at or above the floors."""
    score = _score(CONVERSATIONS + HELDOUT)
    print("\n" + score.report("rule-based extractor, original corpus"))
    print(_score(HELDOUT).report("rule-based extractor, original corpus, held-out part"))
    total = score.total
    assert total.precision >= MIN_PRECISION, score.mistakes
    assert total.recall >= MIN_RECALL, score.mistakes


def test_deterministic() -> None:
    assert _score(CONVERSATIONS).report("a") == _score(CONVERSATIONS).report("a")
