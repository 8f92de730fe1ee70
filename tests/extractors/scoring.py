"""Scoring an extractor against a labelled corpus: precision and recall per layer.

A label is (layer, words): an item matches it when it is in that layer and every word
occurs in its title, case-insensitive. ("retract", words) is an identity edit that takes
back an existing identity memory whose title contains the words (a remove, or an update
that replaces it); retractions are scored per conversation, since a remove edit carries no
source message, and are counted in the identity layer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Protocol

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExistingMemory, ExtractedItem, IdentityEdit
from memoryflow.extractors.rule_based import RuleBasedExtractor

START = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)  # a Wednesday
RETRACT = "retract"

Label = tuple[str, str]
Turn = tuple[str, str, list[Label]]


@dataclass
class Tally:
    true_positives: int = 0
    predicted: int = 0
    matched: int = 0
    labels: int = 0

    @property
    def precision(self) -> float:
        return self.true_positives / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.matched / self.labels if self.labels else 1.0

    def add(self, other: Tally) -> None:
        self.true_positives += other.true_positives
        self.predicted += other.predicted
        self.matched += other.matched
        self.labels += other.labels


@dataclass
class Score:
    per_layer: dict[str, Tally] = field(
        default_factory=lambda: {name: Tally() for name in layers.ALL_LAYERS}
    )
    retractions: Tally = field(default_factory=Tally)
    mistakes: list[str] = field(default_factory=list)

    @property
    def total(self) -> Tally:
        total = Tally()
        for tally in self.per_layer.values():
            total.add(tally)
        return total

    def report(self, name: str) -> str:
        t = self.total
        lines = [
            f"{name}: precision={t.precision:.3f} ({t.true_positives}/{t.predicted}) "
            f"recall={t.recall:.3f} ({t.matched}/{t.labels})"
        ]
        for layer, tally in self.per_layer.items():
            lines.append(
                f"  {layer:<10} precision={tally.precision:.3f} "
                f"({tally.true_positives}/{tally.predicted}) "
                f"recall={tally.recall:.3f} ({tally.matched}/{tally.labels})"
            )
        r = self.retractions
        lines.append(
            f"  (identity retractions: precision={r.precision:.3f} "
            f"({r.true_positives}/{r.predicted}) recall={r.recall:.3f} ({r.matched}/{r.labels}))"
        )
        return "\n".join(lines + ["  " + m for m in self.mistakes])


def _words_in(words: str, title: str) -> bool:
    low = title.lower()
    return all(word in low for word in words.lower().split())


class Noted(Protocol):
    """What scoring reads of an item: an extractor's `ExtractedItem`, or a reader's `Note`."""

    @property
    def layer(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def source_message_ids(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class Note:
    """One memory a person noted by hand (see `reference_notes/`)."""

    layer: str
    title: str
    source_message_ids: tuple[str, ...]


def matches(item: Noted, label: Label) -> bool:
    layer, words = label
    return item.layer == layer and _words_in(words, item.title)


_WORKS_AS = re.compile(r"^Works as an? (?P<role>.+)$")


def stored_identity(memory_id: str, title: str, identity_type: str) -> ExistingMemory:
    """An identity memory as an earlier run would have stored it."""
    role = m["role"].lower() if (m := _WORKS_AS.match(title)) else None
    return ExistingMemory(
        id=memory_id,
        layer=layers.IDENTITY,
        title=title,
        summary=f"The user {title[0].lower()}{title[1:]}.",
        fields={"description": title, "identity_type": identity_type, "role": role},
    )


def message_id(key: str, index: int) -> str:
    return f"{key}m{index}"


def chat_messages(key: str, turns: Sequence[Turn]) -> list[ChatMessage]:
    """A set's turns as the messages of one topic, a minute apart, ids `message_id(key, i)`."""
    return [
        ChatMessage(
            id=message_id(key, i), role=role, content=text, created_at=START + timedelta(minutes=i)
        )
        for i, (role, text, _) in enumerate(turns)
    ]


def score_conversation(
    score: Score,
    key: str,
    turns: Sequence[Turn],
    existing: Sequence[ExistingMemory] = (),
) -> None:
    items, retracted_ids = extract_items(key, turns, existing)
    score_items(score, key, turns, items, retracted_ids, existing)


def extract_items(
    key: str, turns: Sequence[Turn], existing: Sequence[ExistingMemory] = ()
) -> tuple[list[ExtractedItem], list[str]]:
    """What the rule-based extractor keeps of one conversation: its items of every layer
    (citing `message_id(key, turn)`) and the ids of the stored memories it takes back."""
    extractor = RuleBasedExtractor()
    messages = chat_messages(key, turns)
    cepa = extractor.extract_topic(messages=messages, layers=layers.CEPA_LAYERS)
    edits = identity_edits(extractor, messages, existing)
    items = [item for layer_items in cepa.items.values() for item in layer_items]
    items += [edit.item for edit in edits if edit.item is not None]
    return items, taken_back(edits)


def taken_back(edits: Sequence[IdentityEdit]) -> list[str]:
    """The stored memories the edits take back: removed, or replaced by a new one."""
    return [
        edit.target_id or "?"
        for edit in edits
        if edit.action == "remove" or (edit.action == "update" and edit.mode == "replace")
    ]


def score_items(
    score: Score,
    key: str,
    turns: Sequence[Turn],
    items: Sequence[Noted],
    retracted_ids: Sequence[str],
    existing: Sequence[ExistingMemory] = (),
) -> None:
    """Tally `items` (each citing the message ids `message_id(key, turn)`) and the stored
    memories they take back against the labels of `turns`."""
    for i, (role, text, labels) in enumerate(turns):
        mine = [item for item in items if message_id(key, i) in item.source_message_ids]
        if role != "user":
            assert not mine, f"extracted from an assistant turn: {text!r} -> {mine}"
            continue
        plain = [label for label in labels if label[0] != RETRACT]
        for item in mine:
            tally = score.per_layer[item.layer]
            tally.predicted += 1
            if any(matches(item, label) for label in plain):
                tally.true_positives += 1
            else:
                score.mistakes.append(f"FALSE  {text[:90]!r} -> {item.layer}: {item.title!r}")
        for label in plain:
            tally = score.per_layer[label[0]]
            tally.labels += 1
            if any(matches(item, label) for item in mine):
                tally.matched += 1
            else:
                score.mistakes.append(f"MISSED {text[:90]!r} -> {label}")
    _score_retractions(score, turns, existing, retracted_ids)


def _score_retractions(
    score: Score,
    turns: Sequence[Turn],
    existing: Sequence[ExistingMemory],
    retracted_ids: Sequence[str],
) -> None:
    titles = {memory.id: memory.title for memory in existing}
    retracted = [titles.get(target, "?") for target in retracted_ids]
    wanted = [words for _, _, labels in turns for layer, words in labels if layer == RETRACT]
    local = Tally(
        predicted=len(retracted),
        true_positives=sum(1 for title in retracted if any(_words_in(w, title) for w in wanted)),
        labels=len(wanted),
        matched=sum(1 for w in wanted if any(_words_in(w, title) for title in retracted)),
    )
    for title in retracted:
        if not any(_words_in(w, title) for w in wanted):
            score.mistakes.append(f"FALSE  retraction of {title!r}")
    for w in wanted:
        if not any(_words_in(w, title) for title in retracted):
            score.mistakes.append(f"MISSED retraction of {w!r}")
    score.retractions.add(local)
    score.per_layer[layers.IDENTITY].add(local)


def identity_edits(
    extractor: RuleBasedExtractor,
    messages: Sequence[ChatMessage],
    existing: Sequence[ExistingMemory],
) -> list[IdentityEdit]:
    """The identity edits one conversation makes against `existing`: its claims (read from
    the messages alone), reconciled with the stored list."""
    found = extractor.extract_topic(messages=messages, layers=[layers.IDENTITY])
    return extractor.reconcile_identity(
        claims=found.identity_claims, existing_identity=existing, messages=messages
    )
