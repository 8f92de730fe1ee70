"""Reconciling identity assertions with the user's stored identity memories.

`reconcile_identity(assertions, existing)` is pure: given what the messages assert or take
back (`identity.asserted_identity`) and the identity memories already stored, it decides
the edits, in first-seen order, later statements winning:

- a new fact → add;
- the same fact with more detail → update (merge) of the stored memory;
- a new value for a slot that holds one value (residence, name, age, marital status,
  employer, or an occupation stated as a change) → update (replace) of the old one;
- a fact taken back ("not in Rome anymore", "quit my job at Deloitte") → remove the stored
  memory holding that value; a value taken back and then restated in the same run replaces
  it instead;
- a fact already stored (same fingerprint, or its title already in a stored memory) →
  nothing."""

from __future__ import annotations

import re
from collections.abc import Sequence

from memoryflow import layers
from memoryflow.extractors.base import ExistingMemory, ExtractedItem, IdentityEdit, normalise
from memoryflow.extractors.rules.identity_assertion import IdentityAssertion
from memoryflow.extractors.rules.identity_patterns import IdentityFact
from memoryflow.extractors.rules.retraction_match import retracts, role_in_title, sole_job
from memoryflow.extractors.rules.titles import polish_summary, polish_title

# Slots where a new value replaces the old one (one residence, one name).
SINGLE_SLOTS = ("residence", "name", "age", "marital", "employer")
# "In a relationship with Marco" names a partner without a partner noun.
_PARTNER = (
    r"\b(?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?|dating|married|"
    r"in a relationship)\b"
)
# How a stored memory says it holds a slot, whatever its value.
SLOT_WORDS = {
    "residence": r"\b(?:lives?|living|based|resides?)\b",
    "employer": r"\bworks? (?:at|for)\b",
    "origin": r"\b(?:from|born|grew up)\b",
    "name": r"\bname\b|\bcalled\b",
    "age": r"\byears? old\b|\bage\b",
    "marital": r"\b(?:married|engaged|divorced|widowed|separated)\b",
    "diet": r"\b(?:vegetarian|vegan|pescatarian|intolerant|eat|diet|kosher|halal)\b",
    "health": r"\bhas\b|\bhealth\b",
    "allergy": r"\ballerg",
    "language": r"\bspeaks?\b|\blanguage\b",
    "pet": r"\b(?:has|pet|dog|cat)\b",
    "education": r"\b(?:degree|studies|graduated|student|dropped)\b",
    "business": r"\b(?:owns?|runs?|manages?)\b",
    "partner": _PARTNER,
    "lives": r"\b(?:lives?|living|moved)\b",
    "role": r"\bis (?:a|an)\b|\bworks as\b",
    "works": r"\bworks\b",
    "has": r"\bhas\b",
}
# A stored title that names where the user lives by its opening words, whatever its type.
_RESIDENCE_TITLE = re.compile(r"(?:lives|living|based|resides)\s+(?:in|on|near|outside)\s", re.I)


def _mem_text(mem: ExistingMemory) -> str:
    return normalise(f"{mem.title} {mem.summary} {mem.fields.get('description') or ''}")


def slot_matches(fact: IdentityFact, mem: ExistingMemory) -> bool:
    """Whether a stored identity memory holds the same kind of fact (any value)."""
    f, text = mem.fields, _mem_text(mem)
    relationship = (f.get("relationship") or "").lower() or None
    if fact.slot.startswith("relationship:"):
        _, rel, kind = fact.slot.split(":", 2)
        if relationship != rel:
            return False
        if kind == "role":
            return bool(f.get("role")) or bool(re.search(SLOT_WORDS["role"], text))
        return bool(re.search(SLOT_WORDS.get(kind, re.escape(kind)), text))
    if fact.slot == "partner":
        return bool(re.search(_PARTNER, text)) or relationship in ("partner", "spouse")
    if relationship and fact.slot not in ("marital", "pet"):
        return False
    if fact.slot == "occupation":
        professional = f.get("identity_type") == "professional"
        return professional and bool(f.get("role") or role_in_title(normalise(mem.title), True))
    if fact.slot == "residence" and f.get("identity_type") not in ("location", "demographic"):
        # "Lives in" stored as a demographic fact is where one lives too, and so is a title
        # that opens on it whatever its type ("Lives in Berlin" stored as personal)
        return bool(_RESIDENCE_TITLE.match(mem.title))
    return bool(re.search(SLOT_WORDS.get(fact.slot, r"$^"), text))


def value_matches(fact: IdentityFact, mem: ExistingMemory) -> bool:
    if fact.slot == "occupation":
        role = normalise(mem.fields.get("role")) or role_in_title(normalise(mem.title), True)
        # a bare role restates a stored one with the same head: "I still teach piano"
        # (teacher) against "Piano teacher at a music school"; "senior analyst" is new
        return role == fact.value or (" " not in fact.value and _head(role) == fact.value)
    if fact.slot == "partner" and fact.value == "partner":
        return True  # "we broke up": whoever the partner was
    return bool(re.search(rf"\b{re.escape(fact.value)}\b", _mem_text(mem)))


def _head(role: str) -> str:
    """The last word of a role before its workplace: "piano teacher at x" → "teacher"."""
    words = re.split(r" (?:at|in|for|on|with|near) ", role)[0].split()
    return words[-1] if words else ""


def _item(assertion: IdentityAssertion) -> ExtractedItem:
    fact = assertion.fact
    title = polish_title(fact.title)
    return ExtractedItem(
        layer=layers.IDENTITY,
        title=title,
        summary=polish_summary(fact.summary or f"The user {title[0].lower()}{title[1:]}."),
        details=assertion.details,
        category=fact.identity_type,
        type=fact.identity_type,
        tags=("identity", fact.identity_type),
        fields={
            "description": fact.summary or fact.title,
            "identity_type": fact.identity_type,
            "role": fact.role,
            "relationship": fact.relationship,
        },
        source_message_ids=(assertion.message_id,),
    )


def _said_again_with_more(before: str, after: str) -> bool:
    """Whether `after` is `before` said again with more detail ("Works as an SRE", then "Works
    as an SRE at a 30 person startup"): one fact, which both messages said."""
    return normalise(after).startswith(normalise(before) + " ")


class _Planner:
    def __init__(self, existing: Sequence[ExistingMemory]) -> None:
        self.existing = list(existing)
        self.fingerprints = {m.content_fingerprint() for m in existing}
        self.by_target: dict[str, IdentityEdit] = {}  # stored id -> its edit
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
            and (
                previous.item.fingerprint == edit.item.fingerprint
                or _said_again_with_more(previous.item.title, edit.item.title)
            )
        ):
            # The same statement again: one edit citing every message that made it.
            # (the fuller title is kept when the fact was said again with more detail)
            ids = previous.item.source_message_ids + edit.item.source_message_ids
            kept = (
                edit.item if edit.item.fingerprint != previous.item.fingerprint else previous.item
            )
            item = ExtractedItem(
                **{**kept.__dict__, "source_message_ids": tuple(dict.fromkeys(ids))}
            )
            edit = IdentityEdit(
                action=previous.action, item=item, target_id=previous.target_id, mode=previous.mode
            )
        table[key] = edit

    def retract(self, fact: IdentityFact) -> None:
        same = [
            m
            for m in self.existing
            if (slot_matches(fact, m) and value_matches(fact, m)) or retracts(fact, m)
        ] or sole_job(fact, self.existing)
        for mem in same:
            earlier = self.by_target.get(mem.id)
            if earlier is not None and earlier.mode == "replace":
                continue  # already replaced by the new value ("I live in Lisbon")
            self._remember("target", mem.id, IdentityEdit(action="remove", target_id=mem.id))
        # A pending add of the same value in this run is withdrawn too.
        for key, edit in list(self.adds.items()):
            if edit.item is not None and fact.value in normalise(edit.item.title):
                del self.adds[key]
                self.order.remove(("add", key))

    def assert_(self, assertion: IdentityAssertion) -> None:
        if not polish_title(assertion.fact.title):
            return  # nothing left to say once the title is cleaned
        fact, item = assertion.fact, _item(assertion)
        if item.fingerprint in self.fingerprints:
            return
        same_slot = [m for m in self.existing if slot_matches(fact, m)]
        for mem in (m for m in same_slot if value_matches(fact, m)):
            if normalise(item.title) in _mem_text(mem):
                return  # already known, possibly with more detail
            edit = IdentityEdit(action="update", item=item, target_id=mem.id, mode="merge")
            self._remember("target", mem.id, edit)
            return
        single = (
            fact.slot in SINGLE_SLOTS
            or (fact.slot.startswith("relationship:") and not fact.slot.endswith(":has"))
            or (fact.slot == "occupation" and assertion.changed)
        )
        # A value taken back earlier in this run ("I'm not a nurse anymore, I'm a teacher")
        # becomes the target of a replace, as does the old value of a single-valued slot.
        removed = [
            m
            for m in same_slot
            if (e := self.by_target.get(m.id)) is not None and e.action == "remove"
        ]
        targets = removed or (same_slot if single else [])
        if targets:
            edit = IdentityEdit(action="update", item=item, target_id=targets[0].id, mode="replace")
            self._remember("target", targets[0].id, edit)
            return
        key = fact.slot if single else f"{fact.slot}:{fact.value}"
        self._remember("add", key, IdentityEdit(action="add", item=item))

    def edits(self) -> list[IdentityEdit]:
        return [
            (self.by_target if kind == "target" else self.adds)[key] for kind, key in self.order
        ]


def reconcile_identity(
    assertions: Sequence[IdentityAssertion], existing: Sequence[ExistingMemory]
) -> list[IdentityEdit]:
    """The add/update/remove edits that bring `existing` in line with `assertions`.

    Pure: no I/O, no state kept between calls; the same inputs give the same edits."""
    planner = _Planner(existing)
    for assertion in assertions:
        if assertion.fact.negated:
            planner.retract(assertion.fact)
        else:
            planner.assert_(assertion)
    return planner.edits()
