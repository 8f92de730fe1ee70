"""Strict parsers for values that come from outside: ids, dates, date-times and JSON text.

Shared by the workflow payloads (`memoryflow.payload`, `memoryflow.querysets`) and the APIs,
so a value is accepted or refused the same way everywhere. Each parser raises
`InvalidPayloadError` naming the field; none lets a `ValueError`, `OverflowError` or
`RecursionError` escape, because any of those would surface as a retried 500.

Why each bound:
- ids are BIGINT primary keys (every model uses `BigAutoField`): 1 … 2**63-1. A larger
  integer is refused by Postgres with an error, and only ASCII digits are digits here
  (`str.isdigit()` also accepts '²' and Arabic-Indic digits, which `int()` may refuse or,
  worse, accept).
- dates stay within [1900-01-01, 9998-12-31]: a window's end is `toDate + 1 day` and a
  date-time may be shifted by a time zone, both of which overflow Python's `date.max`.
- JSON is at most `MAX_JSON_DEPTH` levels deep: a body nested 50,000 levels makes the
  decoder, `repr()` and the SDK's encoder recurse past Python's stack limit.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, date, datetime
from typing import Any

from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime

from memoryflow.errors import InvalidPayloadError

MAX_DB_ID = 2**63 - 1
MIN_DATE = date(1900, 1, 1)
MAX_DATE = date(9998, 12, 31)
MAX_JSON_DEPTH = 32

_ASCII_DIGITS = re.compile(r"[0-9]{1,19}")


def parse_db_id(value: Any, name: str) -> int:
    """A row id: a JSON integer or a string of ASCII digits, within BIGINT's positive range."""
    if isinstance(value, bool):
        raise InvalidPayloadError(f"{name} must be an id, got {value!r}")
    if isinstance(value, int):
        number = value
    elif isinstance(value, str) and _ASCII_DIGITS.fullmatch(value.strip()):
        number = int(value.strip())
    else:
        raise InvalidPayloadError(f"{name} must be an id, got {_short(value)}")
    if not 1 <= number <= MAX_DB_ID:
        raise InvalidPayloadError(
            f"{name} must be an id from 1 to {MAX_DB_ID}, got {_short(number)}"
        )
    return number


def check_date(value: date, name: str) -> date:
    if not MIN_DATE <= value <= MAX_DATE:
        raise InvalidPayloadError(
            f"{name} must be between {MIN_DATE.isoformat()} and {MAX_DATE.isoformat()}, "
            f"got {value.isoformat()}"
        )
    return value


def parse_iso_date(value: Any, name: str) -> date:
    """`YYYY-MM-DD`, or an ISO date-time whose UTC day is taken; a real calendar day."""
    if not isinstance(value, str) or not value.isascii():
        raise InvalidPayloadError(f"{name} must be an ISO date, got {_short(value)}")
    try:
        day = parse_date(value)
    except ValueError:  # well-formed but impossible, e.g. 2025-02-30
        raise InvalidPayloadError(f"{name} is not a calendar date: {_short(value)}") from None
    if day is None:
        day = parse_iso_datetime(value, name).date()
    return check_date(day, name)


def parse_iso_datetime(value: Any, name: str) -> datetime:
    """An ISO date-time, made aware (naive = UTC) and expressed in UTC."""
    if not isinstance(value, str) or not value.isascii():
        raise InvalidPayloadError(f"{name} must be an ISO date-time, got {_short(value)}")
    try:
        moment = parse_datetime(value)
        if moment is not None:
            moment = (
                timezone.make_aware(moment, UTC)
                if timezone.is_naive(moment)
                else moment.astimezone(UTC)
            )
    except (ValueError, OverflowError):
        moment = None
    if moment is None:
        raise InvalidPayloadError(f"{name} is not an ISO date-time: {_short(value)}")
    return moment


class JsonTooDeep(ValueError):
    """JSON nested deeper than `MAX_JSON_DEPTH` levels."""


class DuplicateKey(ValueError):
    """A JSON object naming one key twice."""


def loads_bounded(
    text: str | bytes, *, max_depth: int = MAX_JSON_DEPTH, unique_keys: bool = False
) -> Any:
    """`json.loads` that refuses `NaN`/`Infinity` and nesting deeper than `max_depth`; with
    `unique_keys`, also an object naming a key twice (json.loads keeps the last value, so
    `{"dryRun": true, "dryRun": false}` reads as false to us and as true to many a reader).

    Raises `ValueError` (a `json.JSONDecodeError`, `JsonTooDeep` or `DuplicateKey`)."""
    try:
        value = json.loads(
            text,
            parse_constant=_refuse_constant,
            object_pairs_hook=_unique_keys if unique_keys else None,
        )
    except RecursionError:
        raise JsonTooDeep(f"JSON nested deeper than {max_depth} levels") from None
    if json_depth(value, limit=max_depth) > max_depth:
        raise JsonTooDeep(f"JSON nested deeper than {max_depth} levels")
    return value


def json_depth(value: Any, *, limit: int = MAX_JSON_DEPTH) -> int:
    """Nesting depth of decoded JSON (a scalar is 0), counted without recursion and no
    further than `limit + 1`."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            depth += 1
            deepest = max(deepest, depth)
            if deepest > limit:
                return deepest
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth) for child in children)
    return deepest


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for key, item in pairs:
        if key in value:
            raise DuplicateKey(f"the key {_short(key)} is given twice")
        value[key] = item
    return value


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _short(value: Any) -> str:
    """A bounded repr for error messages (a hostile value may be huge or deeply nested)."""
    if isinstance(value, dict | list):
        return f"a JSON {'object' if isinstance(value, dict) else 'array'}"
    if isinstance(value, int) and value.bit_length() > 128:
        return f"an integer of {value.bit_length()} bits"  # repr() refuses > 4300 digits
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
