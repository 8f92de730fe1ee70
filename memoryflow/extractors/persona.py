"""Persona composers: from the user's memories to a second-person persona document.

The template composer is deterministic: the same inputs give byte-identical output, so the
persona service can write a new version only when the content actually changed."""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from memoryflow import layers
from memoryflow.extractors.base import ExistingMemory, InvalidExtractionError

MAX_TAGLINE = 200
MAX_PERSONA = 20_000
_TYPE_ORDER = {
    t: i
    for i, t in enumerate(("personal", "professional", "location", "relationship", "demographic"))
}
_RELATION_START = re.compile(
    r"^(?:mother|mom|mum|father|dad|parents|sister|brother|wife|husband|partner|girlfriend|"
    r"boyfriend|fianc\w*|son|daughter|kids|children|grand\w+|aunt|uncle|cousin|niece|nephew|"
    r"best friend|friend|roommate|flatmate|boss|manager|dog|cat|twin|name)\b",
    re.IGNORECASE,
)
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}


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


def second_person(title: str) -> str:
    """ "Works as a nurse" → "You work as a nurse"; "Sister lives in Porto" → "Your sister
    lives in Porto"; "Writing their thesis" → "You are writing your thesis"."""
    text = re.sub(r"\btheir\b", "your", title.strip().rstrip("."))
    text = re.sub(r"\bthe user's\b", "your", text, flags=re.I)
    text = re.sub(r"\bthe user\b", "you", text, flags=re.I)
    first, _, rest = text.partition(" ")
    low = first.lower()
    if low in _IRREGULAR:
        return f"You {_IRREGULAR[low]} {rest}".strip()
    if _RELATION_START.match(text):
        return f"Your {text[0].lower()}{text[1:]}"
    if low.endswith("ing") and len(low) > 4:
        return f"You are {text[0].lower()}{text[1:]}"
    if re.fullmatch(r"[a-z]+[^s]s", low) and low not in ("always", "sometimes", "news"):
        base = low[:-2] if low.endswith(("ches", "shes", "sses", "xes")) else low[:-1]
        return f"You {base} {rest}".strip()
    return text[0].upper() + text[1:]


def _sorted_identities(items: Sequence[ExistingMemory]) -> list[ExistingMemory]:
    return sorted(
        items,
        key=lambda m: (
            _TYPE_ORDER.get(str(m.fields.get("identity_type")), 9),
            m.title.lower(),
            m.id,
        ),
    )


def _score(m: ExistingMemory, name: str) -> float:
    value = m.fields.get(name)
    return float(value) if isinstance(value, int | float) else 0.0


def _activity_line(m: ExistingMemory) -> str:
    line = second_person(m.title)
    when, status = m.fields.get("starts_at"), m.fields.get("status")
    if when:
        line += f" ({'planned for ' if status == 'pending' else ''}{str(when)[:16]})"
    return line


def _tagline(inputs: PersonaInputs, identities: list[ExistingMemory]) -> str:
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
    if not tagline and inputs.contexts:
        tagline = inputs.contexts[0].title
    name = (inputs.user_display_name or "").strip()
    if name:
        tagline = f"{name} — {tagline}" if tagline else name
    return (tagline or "Getting to know you")[:MAX_TAGLINE]


class TemplatePersonaComposer:
    """Deterministic markdown from the memories; no network."""

    def compose(self, inputs: PersonaInputs) -> ComposedPersona:
        identities = _sorted_identities(inputs.identities)
        contexts = sorted(
            inputs.contexts, key=lambda m: (-_score(m, "urgency_score"), m.title.lower(), m.id)
        )
        activities = sorted(
            inputs.activities,
            key=lambda m: (str(m.fields.get("starts_at") or ""), m.title.lower(), m.id),
            reverse=True,
        )
        preferences = sorted(
            inputs.preferences, key=lambda m: (-_score(m, "priority"), m.title.lower(), m.id)
        )
        name = (inputs.user_display_name or "").strip()
        lines = [f"You are {name}." if name else "You are the person described below."]
        sections = (
            ("Who you are", [second_person(m.title) for m in identities]),
            ("What you're working on", [second_person(m.title) for m in contexts]),
            ("What you've been doing", [_activity_line(m) for m in activities]),
            ("How you like answers", [second_person(m.title) for m in preferences]),
        )
        for heading, bullets in sections:
            bullets = list(dict.fromkeys(b for b in bullets if b))
            if bullets:
                lines += ["", f"## {heading}", *(f"- {b}." for b in bullets)]
        if len(lines) == 1:
            lines += ["", "Nothing is known about you yet."]
        persona = "\n".join(lines) + "\n"
        tagline = _tagline(inputs, identities)
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
