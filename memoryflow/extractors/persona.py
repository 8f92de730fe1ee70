"""Persona composers: from the user's memories to a second-person persona document.

The template composer is deterministic: the same inputs give byte-identical output, so the
persona service can write a new version only when the content actually changed.
`persona_inputs_fingerprint` tells, before composing, whether the inputs changed at all.
The voice (every line "You …" / "Your …") is `persona_voice`."""

from __future__ import annotations

import difflib
import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from memoryflow import layers
from memoryflow.extractors.base import ExistingMemory, InvalidExtractionError
from memoryflow.extractors.persona_voice import memory_line, second_person, your_words

__all__ = [
    "ComposedPersona",
    "PersonaComposer",
    "PersonaInputs",
    "TemplatePersonaComposer",
    "change_summary",
    "persona_inputs_fingerprint",
    "readable_diff",
    "second_person",
]

MAX_TAGLINE = 200
MAX_PERSONA = 20_000
_TYPE_ORDER = {
    t: i
    for i, t in enumerate(("personal", "professional", "location", "relationship", "demographic"))
}


@dataclass(frozen=True)
class PersonaInputs:
    user_display_name: str | None
    current_tagline: str | None
    current_persona: str | None
    identities: Sequence[ExistingMemory] = ()
    activities: Sequence[ExistingMemory] = ()  # latest 3
    contexts: Sequence[ExistingMemory] = ()  # latest 3
    preferences: Sequence[ExistingMemory] = ()  # latest 10
    recent_memory_ids: Sequence[str] = ()  # latest 20


@dataclass(frozen=True)
class ComposedPersona:
    tagline: str
    persona_markdown: str
    change_summary: str
    reasoning: str
    memory_ids: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.tagline.strip() or len(self.tagline) > MAX_TAGLINE:
            raise InvalidExtractionError(f"tagline must be 1..{MAX_TAGLINE} characters")
        if not self.persona_markdown.strip() or len(self.persona_markdown) > MAX_PERSONA:
            raise InvalidExtractionError(f"persona must be 1..{MAX_PERSONA} characters")

    def differs_from(self, tagline: str | None, persona: str | None) -> bool:
        return (self.tagline, self.persona_markdown) != (tagline or "", persona or "")


@runtime_checkable
class PersonaComposer(Protocol):
    @property
    def key(self) -> str:
        """What the answers depend on besides the inputs (the composer, its model and
        limits): a compose that failed on some inputs is tried again once this changes."""
        ...

    def compose(self, inputs: PersonaInputs) -> ComposedPersona: ...


def readable_diff(old: str | None, new: str | None) -> str:
    """A unified diff of two persona documents, for the history row."""
    return "\n".join(
        difflib.unified_diff(
            (old or "").splitlines(),
            (new or "").splitlines(),
            fromfile="previous",
            tofile="next",
            lineterm="",
        )
    )


def _canonical_fields(m: ExistingMemory) -> str:
    return json.dumps(dict(m.fields), sort_keys=True, ensure_ascii=False, default=str)


def _content_key(m: ExistingMemory) -> tuple[str, str, str]:
    # Content only, never the id: the same memories give the same order in any database.
    return (m.title.lower(), m.title, _canonical_fields(m))


def _score(m: ExistingMemory, name: str) -> float:
    value = m.fields.get(name)
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0.0


def _sorted_identities(items: Sequence[ExistingMemory]) -> list[ExistingMemory]:
    return sorted(
        items,
        key=lambda m: (_TYPE_ORDER.get(str(m.fields.get("identity_type")), 9), *_content_key(m)),
    )


def _tagline(name: str, identities: list[ExistingMemory], contexts: list[ExistingMemory]) -> str:
    role = next(
        (
            str(m.fields["role"])
            for m in identities
            if m.fields.get("identity_type") == "professional" and m.fields.get("role")
        ),
        "",
    )
    place = next(
        (
            m.title.removeprefix("Lives in ").strip()
            for m in identities
            if m.fields.get("identity_type") == "location"
            and not m.fields.get("relationship")
            and m.title.startswith("Lives in ")
        ),
        "",
    )
    parts = [
        p
        for p in (role[:1].upper() + role[1:] if role else "", f"in {place}" if place else "")
        if p
    ]
    tagline = " ".join(parts)
    if not tagline and contexts:
        tagline = your_words(contexts[0].title)
    if name:
        tagline = f"{name} — {tagline}" if tagline else name
    return (tagline or "Getting to know you")[:MAX_TAGLINE]


def _key(line: str) -> str:
    return re.sub(r"[^\w]+", " ", line.lower()).strip()


# Room kept for the line that says how many bullets were left out.
_LEFT_OUT_ROOM = 100


def _fit(opening: str, sections: list[tuple[str, list[str]]]) -> int:
    """Drop bullets until the document fits `MAX_PERSONA`; returns how many were dropped.

    Every identity memory is an input, so a long-time user's list outgrows the document,
    which `ComposedPersona` would refuse: the user would never get a persona. The last
    bullet of the longest section goes first (the identities, whose least telling types
    sort last), so the few latest contexts, activities and preferences stay."""
    size = len(opening) + 1 + sum(len(h) + 5 + sum(len(b) + 1 for b in bs) for h, bs in sections)
    if size <= MAX_PERSONA:
        return 0
    dropped = 0
    while sections and size > MAX_PERSONA - _LEFT_OUT_ROOM:
        index = max(range(len(sections)), key=lambda i: len(sections[i][1]))
        heading, bullets = sections[index]
        size -= len(bullets.pop()) + 1
        dropped += 1
        if not bullets:
            size -= len(heading) + 5  # its blank line and "## " heading
            del sections[index]
    return dropped


class TemplatePersonaComposer:
    """Deterministic markdown from the memories' titles and fields; no network.

    A pure function of its inputs: the memories are sorted by content (never by id or by
    the order they came in), every line is in the second person, and a line that says what
    an earlier one said (same words, any case or punctuation) is left out."""

    @property
    def key(self) -> str:
        return f"template {PERSONA_FORMAT}"

    def compose(self, inputs: PersonaInputs) -> ComposedPersona:
        identities = _sorted_identities(inputs.identities)
        contexts = sorted(
            inputs.contexts, key=lambda m: (-_score(m, "urgency_score"), *_content_key(m))
        )
        activities = sorted(
            inputs.activities,
            key=lambda m: (str(m.fields.get("starts_at") or ""), *_content_key(m)),
            reverse=True,
        )
        preferences = sorted(
            inputs.preferences, key=lambda m: (-_score(m, "priority"), *_content_key(m))
        )
        name = (inputs.user_display_name or "").strip()
        lines = [f"You are {name}." if name else "You are the person described below."]
        seen = {_key(f"your name is {name}")} if name else set()
        sections = (
            ("Who you are", identities),
            ("What you're working on", contexts),
            ("What you've been doing", activities),
            ("How you like answers", preferences),
        )
        written: list[tuple[str, list[str]]] = []
        for heading, memories in sections:
            bullets = []
            for m in memories:
                line = memory_line(m.layer, m.title, m.fields)
                if _key(line) not in seen:
                    seen.add(_key(line))
                    bullets.append(f"- {line}.")
            if bullets:
                written.append((heading, bullets))
        left_out = _fit(lines[0], written)
        for heading, bullets in written:
            lines += ["", f"## {heading}", *bullets]
        if left_out:
            lines += ["", f"You have told me {left_out} more things that do not fit here."]
        if len(lines) == 1:
            lines += ["", "Nothing is known about you yet."]
        persona = "\n".join(lines) + "\n"
        tagline = _tagline(name, identities, contexts)
        counts = {
            layers.IDENTITY: len(identities),
            layers.CONTEXT: len(contexts),
            layers.ACTIVITY: len(activities),
            layers.PREFERENCE: len(preferences),
        }
        reasoning = (
            "Composed from the template: "
            + ", ".join(f"{n} {layer}" for layer, n in counts.items())
            + " memories."
        )
        return ComposedPersona(
            tagline=tagline,
            persona_markdown=persona,
            change_summary=change_summary(
                inputs.current_persona, persona, inputs.current_tagline, tagline
            ),
            reasoning=reasoning,
            memory_ids=tuple(dict.fromkeys(inputs.recent_memory_ids)),
        )


#: Part of the fingerprint: bump it when the composers' output changes for the same inputs,
#: so that stored fingerprints stop matching and every persona is composed again.
PERSONA_FORMAT = 3


def _memory_input(m: ExistingMemory) -> dict[str, Any]:
    return {"layer": m.layer, "title": m.title, "fields": dict(m.fields)}


def persona_inputs_fingerprint(inputs: PersonaInputs) -> str:
    """sha256 over the canonical JSON of what the composers build the persona from: the
    display name, the identity list and the latest activities / contexts / preferences
    (titles and fields), plus `PERSONA_FORMAT`. The current persona text and tagline are
    left out, so an unchanged fingerprint means "nothing to recompose"; so are the memory
    ids, which neither composer reads: a memory the persona does not show (an experience)
    changes the recent ids, and would cost an LLM call and a version saying the same.
    Memory lists are compared as sets (sorted canonically).
    """

    def canonical(memories: Sequence[ExistingMemory]) -> list[dict[str, Any]]:
        rows = [_memory_input(m) for m in memories]
        return sorted(rows, key=lambda row: json.dumps(row, sort_keys=True, default=str))

    payload = {
        "format": PERSONA_FORMAT,
        "user_display_name": (inputs.user_display_name or "").strip(),
        "identities": canonical(inputs.identities),
        "activities": canonical(inputs.activities),
        "contexts": canonical(inputs.contexts),
        "preferences": canonical(inputs.preferences),
    }
    raw = json.dumps(
        payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str
    )
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def change_summary(old: str | None, new: str, old_tagline: str | None, new_tagline: str) -> str:
    """One readable line: what was added and removed, or "Up to date"."""
    if not old or not old.strip():
        return "First version of the persona."
    if old == new and (old_tagline or "") == new_tagline:
        return "Up to date: nothing changed."
    before = {ln for ln in old.splitlines() if ln.startswith("- ")}
    after = {ln for ln in new.splitlines() if ln.startswith("- ")}
    added = [ln[2:] for ln in new.splitlines() if ln in after - before]
    removed = [ln[2:] for ln in (old or "").splitlines() if ln in before - after]
    parts = []
    if added:
        parts.append("Added: " + "; ".join(added))
    if removed:
        parts.append("Removed: " + "; ".join(removed))
    if (old_tagline or "") != new_tagline:
        parts.append(f"Tagline: {new_tagline}")
    return ". ".join(parts) or "Reworded."
