"""The five memory layers and the fields each one carries.

Pure Python (no Django): the model validates `Memory.fields` with it, and the extractors
validate their output with it before anything is written. One definition for both.

Each layer has a small set of layer-specific fields, stored in `Memory.fields` as JSON:

- identity   — who the user is: `description`, `role`, `relationship`, `identity_type`
- context    — ongoing situations: `current_status`, `associated_subjects`, `urgency_score`,
               `impact_score`
- experience — `situation`, `action`, `outcome`, `key_learning`, `confidence`
- preference — `directive`, `priority`, `scope`
- activity   — `activity_type`, `status` (pending/done), `starts_at`, `ends_at`, `location`,
               `notes`
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

CONTEXT = "context"
EXPERIENCE = "experience"
PREFERENCE = "preference"
ACTIVITY = "activity"
IDENTITY = "identity"

#: The four layers extracted together in one step ("CEPA").
CEPA_LAYERS: tuple[str, ...] = (CONTEXT, EXPERIENCE, PREFERENCE, ACTIVITY)
#: Identity edits the existing identity list, so it runs after CEPA, alone.
IDENTITY_LAYERS: tuple[str, ...] = (IDENTITY,)
ALL_LAYERS: tuple[str, ...] = CEPA_LAYERS + IDENTITY_LAYERS

IDENTITY_TYPES = ("personal", "professional", "demographic", "relationship", "location")
ACTIVITY_STATUSES = ("pending", "done")
PREFERENCE_SCOPES = ("response_style", "format", "language", "content", "general")


class LayerFieldsError(ValueError):
    """`fields` do not fit their layer. The message names the layer and the field."""


def _text(value: Any) -> bool:
    return isinstance(value, str)


def _score(value: Any) -> bool:
    # bool is an int in Python; a score must be a real number in [0, 1].
    return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1


def _text_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda value: value in choices


def _optional_text(value: Any) -> bool:
    return value is None or isinstance(value, str)


# field -> (check, required, what the check means in an error)
_Spec = dict[str, tuple[Callable[[Any], bool], bool, str]]

LAYER_FIELDS: dict[str, _Spec] = {
    IDENTITY: {
        "description": (_text, True, "a string"),
        "role": (_optional_text, False, "a string or null"),
        "relationship": (_optional_text, False, "a string or null"),
        "identity_type": (_one_of(IDENTITY_TYPES), True, f"one of {IDENTITY_TYPES}"),
    },
    CONTEXT: {
        "current_status": (_text, True, "a string"),
        "associated_subjects": (_text_list, False, "a list of strings"),
        "urgency_score": (_score, False, "a number between 0 and 1"),
        "impact_score": (_score, False, "a number between 0 and 1"),
    },
    EXPERIENCE: {
        "situation": (_text, True, "a string"),
        "action": (_text, False, "a string"),
        "outcome": (_text, False, "a string"),
        "key_learning": (_text, True, "a string"),
        "confidence": (_score, False, "a number between 0 and 1"),
    },
    PREFERENCE: {
        "directive": (_text, True, "a string"),
        "priority": (_score, False, "a number between 0 and 1"),
        "scope": (_one_of(PREFERENCE_SCOPES), False, f"one of {PREFERENCE_SCOPES}"),
    },
    ACTIVITY: {
        "activity_type": (_text, True, "a string"),
        "status": (_one_of(ACTIVITY_STATUSES), True, f"one of {ACTIVITY_STATUSES}"),
        "starts_at": (_optional_text, False, "an ISO date/time string or null"),
        "ends_at": (_optional_text, False, "an ISO date/time string or null"),
        "location": (_optional_text, False, "a string or null"),
        "notes": (_optional_text, False, "a string or null"),
    },
}


def validate_layer_fields(layer: str, fields: Mapping[str, Any]) -> None:
    """Raise LayerFieldsError unless `fields` fit `layer`: required present, no unknown keys,
    every value of the right kind."""
    spec = LAYER_FIELDS.get(layer)
    if spec is None:
        raise LayerFieldsError(f"unknown layer {layer!r}; expected one of {ALL_LAYERS}")
    if not isinstance(fields, Mapping):
        raise LayerFieldsError(f"{layer}: fields must be an object, got {type(fields).__name__}")
    unknown = sorted(set(fields) - set(spec))
    if unknown:
        raise LayerFieldsError(f"{layer}: unknown field(s) {unknown}; allowed {sorted(spec)}")
    for name, (check, required, meaning) in spec.items():
        if name not in fields:
            if required:
                raise LayerFieldsError(f"{layer}: field {name!r} is required")
            continue
        if not check(fields[name]):
            raise LayerFieldsError(
                f"{layer}: field {name!r} must be {meaning}, got {fields[name]!r}"
            )
