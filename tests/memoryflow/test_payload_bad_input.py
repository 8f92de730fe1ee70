"""Hostile workflow payloads: every one ends as one InvalidPayloadError, before any work."""

from __future__ import annotations

import json
import re
import uuid
from datetime import date

import pytest

from memoryflow.errors import InvalidPayloadError, PermanentError
from memoryflow.payload import normalize_payload, parse_workflow_body, validate_references
from memoryflow.querysets import UserCursor, window_bounds
from memoryflow.validation import MAX_DB_ID, MAX_JSON_DEPTH
from tests.factories import make_topic, make_user

BASE = "http://app.test"
CURSOR = "2025-01-01T00:00:00+00:00"


def deep(levels: int) -> str:
    return '{"userIds": ' + "[" * levels + "]" * levels + "}"


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        # Unicode digits: '²' passes str.isdigit() and int() refuses it; Arabic-Indic and
        # full-width digits pass both, and are refused all the same (ASCII digits only).
        ({"userId": "\u00b2"}, "userId"),
        ({"userIds": ["\u0661\u0662"]}, "userIds"),
        ({"topicIds": ["\uff11\uff12"]}, "topicIds"),
        ({"userCursor": {"createdAt": CURSOR, "id": "\u0663"}}, "cursor.id"),
        # Integers beyond BIGINT, zero and negative ids.
        ({"userId": MAX_DB_ID + 1}, "userId"),
        ({"userIds": [str(MAX_DB_ID + 1)]}, "userIds"),
        ({"topicIds": [10**400]}, "topicIds"),
        ({"userIds": [10**5000]}, "userIds"),
        ({"userId": 0}, "userId"),
        ({"userId": -3}, "userId"),
        ({"userCursor": {"createdAt": CURSOR, "id": 2**64}}, "cursor.id"),
        # Non-finite and fractional numbers.
        ({"userId": float("inf")}, "userId"),
        ({"userCursor": {"createdAt": CURSOR, "id": float("inf")}}, "cursor.id"),
        ({"userCursor": {"createdAt": CURSOR, "id": float("nan")}}, "cursor.id"),
        ({"userCursor": {"createdAt": CURSOR, "id": 1.5}}, "cursor.id"),
        ({"dryRun": float("nan")}, "dryRun"),
        # Impossible calendar dates, in dates and in cursors.
        ({"fromDate": "2025-02-30"}, "fromDate"),
        ({"toDate": "2025-13-01"}, "toDate"),
        ({"userCursor": {"createdAt": "2025-02-30T10:00:00Z", "id": 1}}, "cursor.createdAt"),
        ({"userCursor": {"createdAt": "2025-01-01T25:00:00Z", "id": 1}}, "cursor.createdAt"),
        (
            {"topicCursor": {"createdAt": "2024-02-30T00:00:00", "id": 1, "userId": 1}},
            "cursor.createdAt",
        ),
        ({"fromDate": "\u0662\u0660\u0662\u0665-\u0660\u0661-\u0660\u0661"}, "fromDate"),
        # Far-future and far-past dates: toDate + 1 day must not overflow.
        ({"toDate": "9999-12-31"}, "toDate"),
        ({"toDate": "9999-12-31T23:00:00-05:00"}, "toDate"),
        ({"fromDate": "0001-01-01"}, "fromDate"),
        ({"userCursor": {"createdAt": "0001-01-01T00:00:00+05:00", "id": 1}}, "cursor.createdAt"),
        # Wrong shapes.
        ({"baseUrl": "http://app.test/\x00"}, "baseUrl"),
        ({"baseUrl": "http://app.test:99999"}, "baseUrl"),
        ({"baseUrl": "http://[::1"}, "baseUrl"),
        ({"baseUrl": "https://:80"}, "baseUrl"),
        ({"userCursor": [[[]]]}, "cursor"),
        ({"asyncTaskId": "not-a-uuid"}, "asyncTaskId"),
    ],
)
def test_hostile_values_are_one_invalid_payload_error(raw: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidPayloadError, match=re.escape(field)) as caught:
        normalize_payload(raw, default_base_url=BASE)
    assert isinstance(caught.value, PermanentError)
    assert len(str(caught.value)) < 300  # a bounded message, even for a huge value


def test_ascii_digit_strings_and_boundary_ids_are_accepted() -> None:
    payload = normalize_payload(
        {"userIds": [" 12 ", MAX_DB_ID], "topicIds": ["7"]}, default_base_url=BASE
    )
    assert payload.user_ids == (12, MAX_DB_ID)
    assert payload.topic_ids == (7,)
    edge = normalize_payload(
        {"fromDate": "1900-01-01", "toDate": "9998-12-31"}, default_base_url=BASE
    )
    assert window_bounds(edge.from_date, edge.to_date)[1] is not None


def test_window_bounds_refuses_dates_that_would_overflow() -> None:
    with pytest.raises(InvalidPayloadError, match="toDate"):
        window_bounds(None, date.max)
    with pytest.raises(InvalidPayloadError, match="fromDate"):
        window_bounds(date.min, None)


def test_cursor_parses_strictly() -> None:
    cursor = UserCursor.from_payload({"createdAt": "2025-01-01T10:00:00", "id": "42"})
    assert cursor.id == 42 and cursor.created_at.tzinfo is not None
    with pytest.raises(InvalidPayloadError, match=r"cursor\.createdAt"):
        UserCursor.from_payload({"createdAt": 20250101, "id": 1})


@pytest.mark.parametrize("levels", [MAX_JSON_DEPTH, 50_000])
def test_deeply_nested_json_bodies_parse_to_a_rejected_payload(levels: int) -> None:
    parsed = parse_workflow_body(deep(levels))
    assert isinstance(parsed, str) and "nested deeper" in parsed
    with pytest.raises(InvalidPayloadError, match="JSON object"):
        normalize_payload(parsed, default_base_url=BASE)


def test_json_bodies_parse_and_non_json_stays_text() -> None:
    assert parse_workflow_body(deep(MAX_JSON_DEPTH - 2)) == json.loads(deep(MAX_JSON_DEPTH - 2))
    assert parse_workflow_body("") is None
    assert parse_workflow_body("not json") == "not json"
    # NaN/Infinity are not JSON: the text goes on, and is refused as a non-object payload.
    assert parse_workflow_body('{"userId": Infinity}') == '{"userId": Infinity}'
    with pytest.raises(InvalidPayloadError, match="JSON object"):
        normalize_payload(parse_workflow_body('{"userId": NaN}'), default_base_url=BASE)


@pytest.mark.django_db
def test_references_to_missing_rows_are_invalid_payloads() -> None:
    user = make_user()
    topic = make_topic(user)
    known = normalize_payload({"userIds": [user.id], "topicIds": [topic.id]}, default_base_url=BASE)
    validate_references(known)  # nothing missing: no error

    unknown_task = normalize_payload({"asyncTaskId": str(uuid.uuid4())}, default_base_url=BASE)
    with pytest.raises(InvalidPayloadError, match=r"asyncTaskId .*: no such task"):
        validate_references(unknown_task)
    with pytest.raises(InvalidPayloadError, match=rf"userIds: .*1 id.*{user.id + 1000}"):
        validate_references(
            normalize_payload({"userIds": [user.id, user.id + 1000]}, default_base_url=BASE)
        )
    with pytest.raises(InvalidPayloadError, match="topicIds"):
        validate_references(normalize_payload({"topicIds": [topic.id + 1]}, default_base_url=BASE))
