"""JSON schemas (strict structured output) and prompt text for the LLM extractor."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExistingMemory

_S: dict[str, Any] = {"type": "string"}
_NS: dict[str, Any] = {"type": ["string", "null"]}
_SCORE: dict[str, Any] = {"type": ["number", "null"], "minimum": 0, "maximum": 1}


def _enum(values: Sequence[str], nullable: bool = False) -> dict[str, Any]:
    if nullable:
        return {"type": ["string", "null"], "enum": [*values, None]}
    return {"type": "string", "enum": list(values)}


FIELD_SCHEMAS: dict[str, dict[str, dict[str, Any]]] = {
    layers.IDENTITY: {
        "description": _S,
        "role": _NS,
        "relationship": _NS,
        "identity_type": _enum(layers.IDENTITY_TYPES),
    },
    layers.CONTEXT: {
        "current_status": _S,
        "associated_subjects": {"type": "array", "items": _S},
        "urgency_score": _SCORE,
        "impact_score": _SCORE,
    },
    layers.EXPERIENCE: {
        "situation": _S,
        "action": _NS,
        "outcome": _NS,
        "key_learning": _S,
        "confidence": _SCORE,
    },
    layers.PREFERENCE: {
        "directive": _S,
        "priority": _SCORE,
        "scope": _enum(layers.PREFERENCE_SCOPES, nullable=True),
    },
    layers.ACTIVITY: {
        "activity_type": _S,
        "status": _enum(layers.ACTIVITY_STATUSES),
        "starts_at": _NS,
        "ends_at": _NS,
        "location": _NS,
        "notes": _NS,
    },
}


def _object(props: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def item_schema(layer: str) -> dict[str, Any]:
    return _object(
        {
            "title": _S,
            "summary": _S,
            "details": _S,
            "category": _S,
            "type": _S,
            "tags": {"type": "array", "items": _S},
            "fields": _object(FIELD_SCHEMAS[layer]),
            "source_message_ids": {"type": "array", "items": _S},
        }
    )


def layer_schema(layer: str) -> dict[str, Any]:
    return _object({"items": {"type": "array", "items": item_schema(layer), "maxItems": 20}})


def gatekeeper_schema(requested: Sequence[str]) -> dict[str, Any]:
    return _object({"layers": {"type": "array", "items": _enum(requested)}, "reasoning": _S})


def identity_schema() -> dict[str, Any]:
    edit = _object(
        {
            "action": _enum(("add", "update", "remove")),
            "target_id": _NS,
            "mode": _enum(("merge", "replace"), nullable=True),
            "item": {"anyOf": [item_schema(layers.IDENTITY), {"type": "null"}]},
        }
    )
    return _object({"edits": {"type": "array", "items": edit, "maxItems": 20}})


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


def transcript(messages: Sequence[ChatMessage]) -> str:
    return "\n".join(f"[{m.id}] {m.created_at.isoformat()} {m.role}: {m.content}" for m in messages)


def known(existing: Sequence[ExistingMemory]) -> str:
    if not existing:
        return "(none)"
    return "\n".join(f"- [{m.id}] {m.title}: {m.summary}" for m in existing)


def gatekeeper_prompt(messages: Sequence[ChatMessage], requested: Sequence[str]) -> str:
    guide = "\n".join(f"- {name}: {LAYER_GUIDE[name]}" for name in requested)
    return (
        f"Which of these memory layers have anything new to extract?\n{guide}\n\n"
        f"Transcript:\n{transcript(messages)}"
    )


def layer_prompt(
    layer: str, messages: Sequence[ChatMessage], existing: Sequence[ExistingMemory]
) -> str:
    return (
        f"Extract {layer} memories: {LAYER_GUIDE[layer]}.\n"
        f"Already known (do not repeat):\n{known(existing)}\n\n"
        f"Transcript:\n{transcript(messages)}"
    )


def identity_prompt(messages: Sequence[ChatMessage], existing: Sequence[ExistingMemory]) -> str:
    return (
        f"Maintain the user's identity list ({LAYER_GUIDE[layers.IDENTITY]}).\n"
        "Return edits: 'add' a new fact (item, no target_id, no mode); 'update' an existing "
        "entry by its id (item + target_id + mode 'merge' to add detail or 'replace' when "
        "the fact changed); 'remove' an entry the user says is no longer true (target_id "
        "only). Do not re-add what is already listed.\n"
        f"Current identity list:\n{known(existing)}\n\n"
        f"Transcript:\n{transcript(messages)}"
    )
