"""Precision and recall of the rule-based extractor on the labelled corpus."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.corpus import CONVERSATIONS, HELDOUT, Label, Turn

START = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)  # a Wednesday
MIN_PRECISION = 0.9
MIN_RECALL = 0.8


def _matches(item: ExtractedItem, label: Label) -> bool:
    layer, words = label
    title = item.title.lower()
    return item.layer == layer and all(word in title for word in words.lower().split())


def _run_corpus(
    conversations: list[list[Turn]] = CONVERSATIONS,
) -> tuple[int, int, int, int, list[str]]:
    """(true positives, predictions, labels matched, labels, mistakes)."""
    extractor = RuleBasedExtractor()
    tp = predicted = matched = total = 0
    mistakes: list[str] = []
    for c_index, conversation in enumerate(conversations):
        messages = [
            ChatMessage(
                id=f"c{c_index}m{i}",
                role=role,
                content=text,
                created_at=START + timedelta(minutes=i),
            )
            for i, (role, text, _) in enumerate(conversation)
        ]
        found = extractor.extract_topic(messages=messages, layers=layers.ALL_LAYERS)
        edits = extractor.reconcile_identity(
            claims=found.identity_claims, existing_identity=[], messages=messages
        )
        items = [i for layer_items in found.items.values() for i in layer_items]
        items += [e.item for e in edits if e.item is not None]
        for i, (role, text, labels) in enumerate(conversation):
            mine = [it for it in items if f"c{c_index}m{i}" in it.source_message_ids]
            if role != "user":
                assert not mine, f"extracted from an assistant turn: {text!r} -> {mine}"
                continue
            total += len(labels)
            predicted += len(mine)
            for item in mine:
                if any(_matches(item, label) for label in labels):
                    tp += 1
                else:
                    mistakes.append(f"FALSE  {text!r} -> {item.layer}: {item.title!r}")
            for label in labels:
                if any(_matches(item, label) for item in mine):
                    matched += 1
                else:
                    mistakes.append(f"MISSED {text!r} -> {label}")
    return tp, predicted, matched, total, mistakes


def test_corpus_size() -> None:
    user_turns = [t for conv in CONVERSATIONS + HELDOUT for t in conv if t[0] == "user"]
    assert len(user_turns) >= 60
    assert sum(1 for t in user_turns if not t[2]) >= 20
    assert {label[0] for t in user_turns for label in t[2]} == set(layers.ALL_LAYERS)


def _report(name: str, conversations: list[list[Turn]]) -> tuple[float, float, list[str]]:
    tp, predicted, matched, total, mistakes = _run_corpus(conversations)
    precision = tp / predicted if predicted else 0.0
    recall = matched / total if total else 0.0
    print(
        f"\nrule-based extractor, {name}: precision={precision:.3f} ({tp}/{predicted}) "
        f"recall={recall:.3f} ({matched}/{total})"
    )
    for mistake in mistakes:
        print("  " + mistake)
    return precision, recall, mistakes


def test_precision_and_recall() -> None:
    """The whole corpus (development + held-out) must stay at or above the floors."""
    precision, recall, mistakes = _report("whole corpus", CONVERSATIONS + HELDOUT)
    _report("held-out part only", HELDOUT)
    assert precision >= MIN_PRECISION, mistakes
    assert recall >= MIN_RECALL, mistakes


def test_deterministic() -> None:
    assert _run_corpus() == _run_corpus()
