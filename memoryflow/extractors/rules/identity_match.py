"""Matching stated identity facts against the user's stored identity list: which fact is
new, which changes a stored one (a new residence replaces the old), which retracts one.

Deterministic code, no model: given the same facts and the same list, the same edits."""

from __future__ import annotations

import re
from collections.abc import Sequence

from memoryflow import layers
from memoryflow.extractors.base import ExistingMemory, ExtractedItem, IdentityEdit, normalise
from memoryflow.extractors.rules.identity import IdentityFact, StatedFact

# Slots where a new value replaces the old one (one residence, one name).
_SINGLE_SLOTS = ("residence", "name", "age", "marital", "employer")


def match_existing(
    facts: Sequence[StatedFact], existing: Sequence[ExistingMemory]
) -> list[IdentityEdit]:
    """The add/update/remove edits that bring `existing` in line with `facts` (in order)."""
    planner = _IdentityPlanner(existing)
    for stated in facts:
        planner.apply(stated)
    return planner.edits()


def _mem_text(mem: ExistingMemory) -> str:
    return normalise(f"{mem.title} {mem.summary} {mem.fields.get('description') or ''}")


_SLOT_WORDS = {
    "residence": r"\b(?:lives?|living|based|resides?)\b",
    "employer": r"\bworks? (?:at|for)\b",
    "origin": r"\b(?:from|born|grew up)\b",
    "name": r"\bname\b|\bcalled\b",
    "age": r"\byears? old\b|\bage\b",
    "marital": r"\b(?:married|engaged|divorced|widowed)\b",
    "diet": r"\b(?:vegetarian|vegan|pescatarian)\b",
    "lives": r"\b(?:lives?|living|moved)\b",
    "role": r"\bis (?:a|an)\b|\bworks as\b",
    "works": r"\bworks\b",
    "has": r"\bhas\b",
}


def slot_matches(fact: IdentityFact, mem: ExistingMemory) -> bool:
    """Whether an existing identity memory holds the same kind of fact (any value)."""
    f, text = mem.fields, _mem_text(mem)
    relationship = (f.get("relationship") or "").lower() or None
    if fact.slot.startswith("relationship:"):
        _, rel, kind = fact.slot.split(":", 2)
        if relationship != rel:
            return False
        if kind == "role":
            return bool(f.get("role")) or bool(re.search(_SLOT_WORDS["role"], text))
        return bool(re.search(_SLOT_WORDS.get(kind, re.escape(kind)), text))
    if relationship and fact.slot != "marital":
        return False
    if fact.slot == "occupation":
        return f.get("identity_type") == "professional" and bool(f.get("role"))
    if fact.slot == "residence" and f.get("identity_type") != "location":
        return False
    return bool(re.search(_SLOT_WORDS.get(fact.slot, r"$^"), text))


def value_matches(fact: IdentityFact, mem: ExistingMemory) -> bool:
    if fact.slot == "occupation":
        return normalise(mem.fields.get("role")) == fact.value
    return bool(re.search(rf"\b{re.escape(fact.value)}\b", _mem_text(mem)))


class _IdentityPlanner:
    """Turns facts, in message order, into add/update/remove edits. Later statements win."""

    def __init__(self, existing: Sequence[ExistingMemory]) -> None:
        self.existing = list(existing)
        self.fingerprints = {m.content_fingerprint() for m in existing}
        self.by_target: dict[str, IdentityEdit] = {}  # existing id -> its edit
        self.adds: dict[str, IdentityEdit] = {}  # key -> add edit (slot for single slots)
        self.order: list[tuple[str, str]] = []  # ("target"|"add", key) first-seen order

    def _remember(self, kind: str, key: str, edit: IdentityEdit) -> None:
        table = self.by_target if kind == "target" else self.adds
        previous = table.get(key)
        if previous is None:
            self.order.append((kind, key))
        elif (
            previous.item is not None
            and edit.item is not None
            and (previous.item.fingerprint == edit.item.fingerprint)
        ):
            # The same statement again: one edit citing every message that made it.
            ids = tuple(
                dict.fromkeys(previous.item.source_message_ids + edit.item.source_message_ids)
            )
            item = ExtractedItem(**{**previous.item.__dict__, "source_message_ids": ids})
            edit = IdentityEdit(
                action=previous.action, item=item, target_id=previous.target_id, mode=previous.mode
            )
        table[key] = edit

    def apply(self, stated: StatedFact) -> None:
        fact, changed, details = stated.fact, stated.changed, stated.details
        same_slot = [m for m in self.existing if slot_matches(fact, m)]
        same_value = [m for m in same_slot if value_matches(fact, m)]
        if fact.negated:
            for mem in same_value:
                earlier = self.by_target.get(mem.id)
                if earlier is not None and earlier.mode == "replace":
                    continue  # already replaced by the new value ("I live in Lisbon")
                self._remember("target", mem.id, IdentityEdit(action="remove", target_id=mem.id))
            # A pending add of the same value in this run is withdrawn too.
            for key, edit in list(self.adds.items()):
                if edit.item is not None and fact.value in normalise(edit.item.title):
                    del self.adds[key]
                    self.order.remove(("add", key))
            return
        item = ExtractedItem(
            layer=layers.IDENTITY,
            title=fact.title,
            summary=fact.summary,
            details=details,
            category=fact.identity_type,
            type=fact.identity_type,
            tags=("identity", fact.identity_type),
            fields={
                "description": fact.summary,
                "identity_type": fact.identity_type,
                "role": fact.role,
                "relationship": fact.relationship,
            },
            source_message_ids=(stated.message_id,),
        )
        if item.fingerprint in self.fingerprints:
            return
        for mem in same_value:
            if normalise(item.title) in _mem_text(mem):
                return  # already known, possibly with more detail
            self._remember(
                "target",
                mem.id,
                IdentityEdit(action="update", item=item, target_id=mem.id, mode="merge"),
            )
            return
        single = (
            fact.slot in _SINGLE_SLOTS
            or (fact.slot.startswith("relationship:") and not (fact.slot.endswith(":has")))
            or (fact.slot == "occupation" and changed)
        )
        # A value removed earlier in this run ("I'm not a nurse anymore, I'm a teacher")
        # becomes the target of a replace, as does the old value of a single-valued slot.
        removed = [
            m
            for m in same_slot
            if (e := self.by_target.get(m.id)) is not None and e.action == "remove"
        ]
        targets = removed or (same_slot if single else [])
        if targets:
            self._remember(
                "target",
                targets[0].id,
                IdentityEdit(action="update", item=item, target_id=targets[0].id, mode="replace"),
            )
            return
        key = fact.slot if single else f"{fact.slot}:{fact.value}"
        self._remember("add", key, IdentityEdit(action="add", item=item))

    def edits(self) -> list[IdentityEdit]:
        return [
            (self.by_target if kind == "target" else self.adds)[key] for kind, key in self.order
        ]
