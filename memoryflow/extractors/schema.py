"""The JSON schemas of the LLM answers (strict structured output) and the check every
answer passes before anything is built from it (`jsonschema`, Draft 2020-12)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from memoryflow import layers

#: How many items of one layer (or identity claims) one answer may carry.
MAX_ITEMS = 20


class SchemaError(ValueError):
    """The value does not fit the schema; the message gives the path."""


def check_schema(value: Any, schema: dict[str, Any]) -> None:
    """Raise SchemaError, naming the JSON path, unless `value` fits `schema`."""
    error = best_match(Draft202012Validator(schema).iter_errors(value))
    if error is not None:
        raise SchemaError(f"{error.json_path}: {error.message}")


def within_max_items(value: Any, schema: dict[str, Any]) -> Any:
    """`value` with each list cut to its schema's `maxItems`, the first kept. Not every
    endpoint holds the model to it, and an answer over it comes back alike when asked
    again: the whole answer, every other memory with it, would be lost for a few too many."""
    if isinstance(value, list) and isinstance(schema.get("items"), dict):
        kept = value[: schema.get("maxItems", len(value))]
        return [within_max_items(item, schema["items"]) for item in kept]
    if isinstance(value, dict) and isinstance(schema.get("properties"), dict):
        props = schema["properties"]
        return {k: within_max_items(v, props[k]) if k in props else v for k, v in value.items()}
    return value


_S: dict[str, Any] = {"type": "string"}
_NS: dict[str, Any] = {"type": ["string", "null"]}
_SCORE: dict[str, Any] = {"type": ["number", "null"], "minimum": 0, "maximum": 1}


def _enum(values: Sequence[str], nullable: bool = False) -> dict[str, Any]:
    if nullable:
        return {"type": ["string", "null"], "enum": [*values, None]}
    return {"type": "string", "enum": list(values)}


def _object(props: dict[str, Any]) -> dict[str, Any]:
    # Strict structured output: every key required, nothing else allowed.
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def _array(items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": items, "maxItems": MAX_ITEMS}


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


def claim_schema() -> dict[str, Any]:
    """One identity claim of the single-call answer (see `memoryflow.extractors.claims`)."""
    return _object(
        {
            "action": _enum(("assert", "retract")),
            "slot": _S,
            "value": _S,
            "exclusive": {"type": "boolean"},
            "item": item_schema(layers.IDENTITY),
        }
    )


def conversation_schema(requested: Sequence[str]) -> dict[str, Any]:
    """The single-call answer: one list per requested CEPA layer, plus `identity` claims
    when identity is requested. Keys follow `layers.ALL_LAYERS` order."""
    props: dict[str, Any] = {}
    for layer in layers.ALL_LAYERS:
        if layer not in requested:
            continue
        props[layer] = _array(claim_schema() if layer == layers.IDENTITY else item_schema(layer))
    return _object(props)


def layer_schema(layer: str) -> dict[str, Any]:
    return _object({"items": _array(item_schema(layer))})


def gatekeeper_schema(requested: Sequence[str]) -> dict[str, Any]:
    return _object({"layers": {"type": "array", "items": _enum(requested)}, "reasoning": _S})


def identity_edits_schema() -> dict[str, Any]:
    edit = _object(
        {
            "action": _enum(("add", "update", "remove")),
            "target_id": _NS,
            "mode": _enum(("merge", "replace"), nullable=True),
            "item": {"anyOf": [item_schema(layers.IDENTITY), {"type": "null"}]},
        }
    )
    return _object({"edits": _array(edit)})
