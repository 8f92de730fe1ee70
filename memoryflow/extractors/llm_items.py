"""From LLM answers to validated items and identity claims, and the deterministic
reconciliation of LLM identity claims against the stored identity list (no model call)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memoryflow import layers as L
from memoryflow.extractors.base import (
    MAX_DETAILS,
    MAX_LABEL,
    MAX_SUMMARY,
    MAX_TAGS,
    MAX_TITLE,
    ExistingMemory,
    ExtractedItem,
    IdentityClaim,
    IdentityEdit,
    IdentityMode,
    InvalidExtractionError,
    normalise,
)

SLOT_TAG = "slot:"
VALUE_TAG = "value:"


def bare_id(value: str | None) -> str | None:
    """An id as the prompts list it ("[7]") read as the id itself ("7")."""
    return value.strip().strip("[]").strip() if isinstance(value, str) else value


def build_item(
    layer: str, raw: dict[str, Any], message_ids: Sequence[str], user_ids: Sequence[str]
) -> ExtractedItem:
    """An ExtractedItem from one schema-checked LLM item. Nulls the layer does not accept are
    dropped (strict schemas make every key required, so "absent" arrives as null); source
    ids the transcript does not contain are dropped, falling back to the user's messages."""
    spec = L.LAYER_FIELDS[layer]
    fields = {k: v for k, v in raw["fields"].items() if not (v is None and not spec[k][0](None))}
    cited = dict.fromkeys(bare_id(i) for i in raw["source_message_ids"])
    sources = [i for i in cited if i in set(message_ids)]
    # The schema cannot tell the model these limits (strict mode has no maxLength), so an
    # answer past them would come back the same when asked again: clip the texts and labels.
    tags = dict.fromkeys(_label(t) for t in raw["tags"] if t.strip())
    return ExtractedItem(
        layer=layer,
        title=_clipped(raw["title"], MAX_TITLE),
        summary=_clipped(raw["summary"], MAX_SUMMARY),
        details=_clipped(raw["details"], MAX_DETAILS),
        category=_label(raw["category"]),
        type=_label(raw["type"]),
        tags=tuple(tags)[:MAX_TAGS],
        fields=fields,
        source_message_ids=tuple(sources or user_ids),
    )


def _clipped(text: str, limit: int) -> str:
    """`text` stripped and, past `limit`, cut between words with " …" to say so."""
    text = text.strip()
    if len(text) <= limit:
        return text
    kept = text[: limit - 1].rsplit(" ", 1)[0][: limit - 2]  # room for " …"
    return kept.rstrip() + " …"


def _label(text: str) -> str:
    return text.strip()[:MAX_LABEL].strip()


def _tag(prefix: str, value: str) -> str:
    return (prefix + normalise(value))[:MAX_LABEL]


def _as_tagged(prefix: str, value: Any) -> str:
    """`value` as a stored identity's tag keeps it, clipped: the form claims compare in."""
    return _tag(prefix, value)[len(prefix) :]


def claim_from_answer(
    raw: dict[str, Any], message_ids: Sequence[str], user_ids: Sequence[str]
) -> IdentityClaim:
    """One schema-checked LLM claim as stored on the topic. The item carries its slot and
    value as tags, so a later topic's claim can find it among the stored memories."""
    slot, value = normalise(raw["slot"]), normalise(raw["value"])
    if not slot or not value:
        raise InvalidExtractionError(f"identity claim needs a slot and a value: {raw!r}")
    item = build_item(L.IDENTITY, raw["item"], message_ids, user_ids)
    own = (_tag(SLOT_TAG, slot), _tag(VALUE_TAG, value))
    rest = [t for t in item.tags if not t.startswith((SLOT_TAG, VALUE_TAG))]
    data = item.as_dict()
    data.pop("fingerprint")
    data["tags"] = [*own, *rest][:MAX_TAGS]
    return {
        "source": "llm",
        "action": raw["action"],
        "slot": slot,
        "value": value,
        "exclusive": bool(raw["exclusive"]),
        "item": data,
    }


def _claim_item(claim: IdentityClaim) -> ExtractedItem:
    try:
        data = dict(claim["item"])
        data.pop("layer", None)
        return ExtractedItem(layer=L.IDENTITY, **data)
    except (KeyError, TypeError) as exc:
        raise InvalidExtractionError(f"llm identity claim is malformed: {exc}") from exc


@dataclass
class _Entry:
    """One identity in the working list: stored (`key` = its id) or added here ("new:N")."""

    key: str
    title: str
    fingerprint: str
    slot: str | None
    value: str | None

    @classmethod
    def of(cls, key: str, title: str, fingerprint: str, tags: Sequence[str]) -> _Entry:
        def tagged(prefix: str) -> str | None:
            return next((t[len(prefix) :] for t in tags if t.startswith(prefix)), None)

        return cls(key, normalise(title), fingerprint, tagged(SLOT_TAG), tagged(VALUE_TAG))


class _Reconciler:
    """Claims in order against a working copy of the list; later claims win."""

    def __init__(self, existing: Sequence[ExistingMemory]) -> None:
        self.entries = [_Entry.of(m.id, m.title, m.content_fingerprint(), m.tags) for m in existing]
        self.edits: dict[str, IdentityEdit] = {}
        self.order: list[str] = []
        self.added = 0

    def _set(self, key: str, edit: IdentityEdit) -> None:
        if key not in self.edits:
            self.order.append(key)
        self.edits[key] = edit

    def _remove(self, entry: _Entry) -> None:
        self.entries.remove(entry)
        if entry.key.startswith("new:"):
            del self.edits[entry.key]
            self.order.remove(entry.key)
        else:
            self._set(entry.key, IdentityEdit(action="remove", target_id=entry.key))

    def _put(self, entry: _Entry | None, item: ExtractedItem, mode: IdentityMode) -> None:
        if entry is None:
            self.added += 1
            entry = _Entry.of(f"new:{self.added}", item.title, item.fingerprint, item.tags)
            self.entries.append(entry)
            self._set(entry.key, IdentityEdit(action="add", item=item))
            return
        fresh = _Entry.of(entry.key, item.title, item.fingerprint, item.tags)
        self.entries[self.entries.index(entry)] = fresh
        if entry.key.startswith("new:"):
            self._set(entry.key, IdentityEdit(action="add", item=item))
        else:
            self._set(
                entry.key, IdentityEdit(action="update", item=item, target_id=entry.key, mode=mode)
            )

    def apply(self, claim: IdentityClaim) -> None:
        item = _claim_item(claim)
        slot, value = (
            _as_tagged(SLOT_TAG, claim.get("slot")),
            _as_tagged(VALUE_TAG, claim.get("value")),
        )
        title = normalise(item.title)
        if claim.get("action") == "retract":
            for entry in [e for e in self.entries if (e.slot, e.value) == (slot, value)]:
                self._remove(entry)
            for entry in [e for e in self.entries if e.title == title]:
                self._remove(entry)
            return
        if claim.get("action") != "assert":
            raise InvalidExtractionError(f"llm identity claim action {claim.get('action')!r}")
        if any(e.fingerprint == item.fingerprint or e.title == title for e in self.entries):
            return  # already known
        same = [e for e in self.entries if (e.slot, e.value) == (slot, value)]
        if same:
            self._put(same[0], item, "merge")
            return
        rivals = [e for e in self.entries if e.slot == slot] if claim.get("exclusive") else []
        if rivals:
            self._put(rivals[0], item, "replace")
            for entry in rivals[1:]:
                self._remove(entry)
            return
        self._put(None, item, "merge")

    def result(self) -> list[IdentityEdit]:
        return [self.edits[key] for key in self.order]


def reconcile_llm_claims(
    claims: Sequence[IdentityClaim], existing: Sequence[ExistingMemory]
) -> list[IdentityEdit]:
    """Edits for one topic's `llm` claims: a known fact is skipped, a new value of the same
    slot and value merges, a new value of an exclusive slot replaces the old one, a
    retraction removes what has that slot and value (or that title); the rest is added."""
    reconciler = _Reconciler(existing)
    for claim in claims:
        reconciler.apply(claim)
    return reconciler.result()
