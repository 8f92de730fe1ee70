"""MemoryExtractionPayload normalisation (docs/domain.md#payload) and its reverse."""

from __future__ import annotations

import uuid
from datetime import date

import pytest

from memoryflow.errors import InvalidPayloadError, PermanentError
from memoryflow.layers import ALL_LAYERS
from memoryflow.payload import normalize_payload

BASE = "http://app.test"


def test_defaults() -> None:
    payload = normalize_payload({}, default_base_url=BASE + "/")
    assert payload.base_url == BASE
    assert (payload.dry_run, payload.force_all, payload.force_topics, payload.user_initiated) == (
        False,
    ) * 4
    assert payload.mode == "workflow"
    assert payload.layers == () and payload.effective_layers == ALL_LAYERS
    assert payload.user_id is None and payload.user_ids == ()
    assert normalize_payload(None, default_base_url=BASE) == payload


def test_base_url_falls_back_and_is_required() -> None:
    assert (
        normalize_payload({"baseUrl": "https://x.test"}, default_base_url=BASE).base_url
        == "https://x.test"
    )
    with pytest.raises(InvalidPayloadError, match="baseUrl"):
        normalize_payload({})
    with pytest.raises(InvalidPayloadError, match="baseUrl"):
        normalize_payload({"baseUrl": "ftp://nope"})


def test_user_ids_union_and_user_id() -> None:
    payload = normalize_payload({"userIds": ["3", 3, 4], "userId": "5"}, default_base_url=BASE)
    assert payload.user_ids == (3, 4, 5)
    assert payload.user_id == 5
    only_list = normalize_payload({"userIds": [7, 8]}, default_base_url=BASE)
    assert only_list.user_id == 7


def test_sources_layers_and_ids_are_cleaned() -> None:
    payload = normalize_payload(
        {
            "sources": ["chatTopic", "chatTopics", "chat_topic", "email"],
            "layers": ["Identity", "CONTEXT", "identity", "dreams"],
            "topicIds": [1, "1", "", None, "2"],
            "sourceIds": ["a", "", "a", "b"],
        },
        default_base_url=BASE,
    )
    assert payload.sources == ("chat_topic",)
    assert payload.layers == ("identity", "context")
    assert payload.topic_ids == (1, 2)
    assert payload.source_ids == ("a", "b")


def test_dates_become_dates() -> None:
    payload = normalize_payload(
        {"fromDate": "2026-01-02", "toDate": "2026-01-05T23:30:00-02:00"}, default_base_url=BASE
    )
    assert payload.from_date == date(2026, 1, 2)
    assert payload.to_date == date(2026, 1, 6)  # 23:30 at -02:00 is the 6th in UTC


def test_round_trip_through_child_payload() -> None:
    task_id = uuid.uuid4()
    raw = {
        "asyncTaskId": str(task_id),
        "dryRun": True,
        "forceTopics": True,
        "fromDate": "2026-01-01",
        "toDate": "2026-02-01",
        "layers": ["identity"],
        "topicIds": [5],
        "userCursor": {"createdAt": "2026-01-01T00:00:00+00:00", "id": 9},
        "topicCursor": {"createdAt": "2026-01-01T00:00:00+00:00", "id": 4, "userId": 9},
        "userIds": [9],
        "userInitiated": True,
    }
    payload = normalize_payload(raw, default_base_url=BASE)
    child = payload.to_child_payload()
    assert child["fromDate"] == "2026-01-01" and child["asyncTaskId"] == str(task_id)
    assert normalize_payload(child) == payload
    narrowed = payload.with_changes(user_ids=(11,), user_cursor=None)
    assert narrowed.user_id == 11 and narrowed.user_cursor is None


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ([1, 2], "payload"),
        ({"dryRun": "yes"}, "dryRun"),
        ({"mode": "batch"}, "mode"),
        ({"userIds": "3"}, "userIds"),
        ({"userIds": [True]}, "userIds"),
        ({"userId": "abc"}, "userId"),
        ({"asyncTaskId": "not-a-uuid"}, "asyncTaskId"),
        ({"fromDate": "yesterday"}, "fromDate"),
        ({"fromDate": "2026-02-01", "toDate": "2026-01-01"}, "after toDate"),
        ({"userCursor": {"createdAt": "nope", "id": 1}}, "createdAt"),
        ({"userCursor": {"createdAt": "2026-01-01T00:00:00Z", "id": "x"}}, "cursor.id"),
        ({"topicCursor": {"createdAt": "2026-01-01T00:00:00Z", "id": 1}}, "userId"),
    ],
)
def test_invalid_payloads_raise_one_clear_permanent_error(raw: object, field: str) -> None:
    with pytest.raises(InvalidPayloadError, match=field) as caught:
        normalize_payload(raw, default_base_url=BASE)
    assert isinstance(caught.value, PermanentError)
