"""Prompt text for the LLM extractor (the answer schemas are in `schema.py`)."""

from __future__ import annotations

from collections.abc import Sequence

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExistingMemory

LAYER_GUIDE = {
    layers.IDENTITY: "who the user is: name, roles, relationships, where they live or work",
    layers.CONTEXT: "ongoing situations and projects: what is going on, who/what is involved, "
    "status, urgency and impact scores (0-1)",
    layers.EXPERIENCE: "situation -> action -> outcome -> lesson learned, with confidence (0-1)",
    layers.PREFERENCE: "directives: what the user likes, dislikes, or wants done a certain "
    "way, with priority (0-1)",
    layers.ACTIVITY: "things done or planned with a time: type, status (pending/done), "
    "start/end as ISO 8601, place, notes",
}

SYSTEM = (
    "You extract long-term memories about the USER from a chat transcript. Use only what "
    "the user states about themselves in lines marked 'user'. Ignore the assistant's words, "
    "questions, hypotheticals, role-play, quoted or reported speech, and statements about "
    "other people unless they describe the user's relationship to them. Resolve relative "
    "dates against the message timestamp. Cite the ids of the messages each memory comes "
    "from. Answer with JSON only, matching the schema. If there is nothing, return an empty "
    "list."
)

#: How titles and summaries are written, in every mode: the persona is built from titles.
STYLE = (
    "Write each title as a short third-person phrase without a subject, keeping the key "
    'facts ("Works as a welder at a shipyard in Gdansk", "Prefers short answers", '
    '"Running a half marathon"), and each summary as one sentence about "the user".'
)

CLAIMS_GUIDE = (
    "For identity, return claims, not edits: each claim either asserts a fact the user "
    'states about themselves or retracts one they say is no longer true ("I quit my job at '
    'Acme", "not in Rome anymore"). For each claim give: slot, a short snake_case name of '
    "the kind of fact (occupation, employer, residence, origin, name, age, marital_status, "
    "language, diet, allergy, health, pet, education, or <relation>_<kind> such as "
    "sister_residence); value, the fact's value in lowercase (nurse, lisbon, portuguese); "
    "exclusive, true when a person has one value at a time (residence, employer, name, age, "
    "marital_status) so that a new value replaces the old; and item, the identity memory "
    "(for a retraction, the fact that is no longer true)."
)


def transcript(messages: Sequence[ChatMessage]) -> str:
    return "\n".join(_line(m) for m in messages)


def _line(message: ChatMessage) -> str:
    return f"[{message.id}] {message.created_at.isoformat()} {message.role}: {message.content}"


def line_overhead(message: ChatMessage) -> int:
    """The characters the transcript adds to a message's text: its id, time and role, and
    the line break. Many short messages cost more in these than in their text."""
    return len(_line(message)) - len(message.content) + 1


def known(existing: Sequence[ExistingMemory], budget_chars: int | None = None) -> str:
    """The identity list, one line an entry; with `budget_chars`, the newest entries that
    fit in it (the list grows with every topic; the prompt must not)."""
    lines = [f"- [{m.id}] {m.title}: {m.summary}" for m in existing]
    if budget_chars is not None:
        used, shown = 0, 0
        while shown < len(lines) and used + len(lines[-1 - shown]) + 1 <= budget_chars:
            used += len(lines[-1 - shown]) + 1
            shown += 1
        older = len(lines) - shown
        lines = lines[older:]
        if older:
            lines.insert(0, f"({older} older entries not shown)")
    return "\n".join(lines) or "(none)"


def conversation_prompt(messages: Sequence[ChatMessage], requested: Sequence[str]) -> str:
    """The single call: every requested layer (and identity claims) at once."""
    guide = "\n".join(f"- {name}: {LAYER_GUIDE[name]}" for name in requested)
    claims = f"\n{CLAIMS_GUIDE}" if layers.IDENTITY in requested else ""
    return (
        f"Extract the user's memories for each of these layers (an empty list when the "
        f"transcript says nothing new for one):\n{guide}\n{STYLE}{claims}\n\n"
        f"Transcript:\n{transcript(messages)}"
    )


def gatekeeper_prompt(messages: Sequence[ChatMessage], requested: Sequence[str]) -> str:
    guide = "\n".join(f"- {name}: {LAYER_GUIDE[name]}" for name in requested)
    return (
        f"Which of these memory layers have anything new to extract?\n{guide}\n\n"
        f"Transcript:\n{transcript(messages)}"
    )


def layer_prompt(layer: str, messages: Sequence[ChatMessage]) -> str:
    return (
        f"Extract {layer} memories: {LAYER_GUIDE[layer]}.\n{STYLE}\n\n"
        f"Transcript:\n{transcript(messages)}"
    )


def identity_prompt(messages: Sequence[ChatMessage], listed: str) -> str:
    """`listed`: the identity list as `known` gives it."""
    return (
        f"Maintain the user's identity list ({LAYER_GUIDE[layers.IDENTITY]}).\n"
        "Return edits: 'add' a new fact (item, no target_id, no mode); 'update' an existing "
        "entry by its id (item + target_id + mode 'merge' to add detail or 'replace' when "
        "the fact changed); 'remove' an entry the user says is no longer true (target_id "
        f"only). Do not re-add what is already listed.\n{STYLE}\n"
        f"Current identity list:\n{listed}\n\n"
        f"Transcript:\n{transcript(messages)}"
    )
