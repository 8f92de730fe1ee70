"""`MemoryExtractionPayload`: the one payload every pipeline layer receives.

`normalize_payload()` turns the loose JSON a trigger, an operator or the user API sends
(docs/domain.md#payload) into a frozen, typed value; `to_child_payload()` turns it back into
JSON for the next layer (`from` → `fromDate`, …). Anything that cannot be normalised raises
`InvalidPayloadError`, which the workflow layer answers as non-retryable: a bad payload
fails once, loudly, and never loops.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from typing import Any
from urllib.parse import urlsplit

from django.db.models import Model

from accounts.models import User
from memoryflow.errors import InvalidPayloadError
from memoryflow.layers import ALL_LAYERS
from memoryflow.models import AsyncTask, Topic
from memoryflow.querysets import UserCursor
from memoryflow.validation import (
    JsonTooDeep,
    loads_bounded,
    parse_db_id,
    parse_iso_date,
)

MODES = ("workflow", "direct")
CHAT_TOPIC_SOURCE = "chat_topic"
_SOURCE_ALIASES = {
    "chattopic": CHAT_TOPIC_SOURCE,
    "chattopics": CHAT_TOPIC_SOURCE,
    "chat_topic": CHAT_TOPIC_SOURCE,
}


@dataclass(frozen=True)
class TopicCursor:
    created_at: datetime
    id: int
    user_id: int

    def to_payload(self) -> dict[str, Any]:
        return {"createdAt": self.created_at.isoformat(), "id": self.id, "userId": self.user_id}


@dataclass(frozen=True)
class MemoryExtractionPayload:
    base_url: str
    async_task_id: uuid.UUID | None = None
    dry_run: bool = False
    force_all: bool = False
    force_topics: bool = False
    from_date: date | None = None
    to_date: date | None = None
    layers: tuple[str, ...] = ()
    mode: str = "workflow"
    sources: tuple[str, ...] = ()
    source_ids: tuple[str, ...] = ()
    topic_cursor: TopicCursor | None = None
    topic_ids: tuple[int, ...] = ()
    user_cursor: UserCursor | None = None
    user_id: int | None = None
    user_ids: tuple[int, ...] = field(default=())
    user_initiated: bool = False

    @property
    def effective_layers(self) -> tuple[str, ...]:
        """The layers to extract: the requested ones, or all five when none were named."""
        return self.layers or ALL_LAYERS

    @property
    def force(self) -> bool:
        return self.force_all or self.force_topics

    def with_changes(self, **changes: Any) -> MemoryExtractionPayload:
        """A copy for a child trigger, e.g. `with_changes(user_ids=(7,), user_cursor=None)`."""
        if "user_ids" in changes and "user_id" not in changes:
            ids = changes["user_ids"]
            changes["user_id"] = ids[0] if ids else None
        return replace(self, **changes)

    def to_child_payload(self) -> dict[str, Any]:
        """JSON for the next layer; normalising it again gives back an equal payload."""
        body: dict[str, Any] = {
            "baseUrl": self.base_url,
            "dryRun": self.dry_run,
            "forceAll": self.force_all,
            "forceTopics": self.force_topics,
            "mode": self.mode,
            "userInitiated": self.user_initiated,
        }
        optional: dict[str, Any] = {
            "asyncTaskId": str(self.async_task_id) if self.async_task_id else None,
            "fromDate": self.from_date.isoformat() if self.from_date else None,
            "toDate": self.to_date.isoformat() if self.to_date else None,
            "layers": list(self.layers),
            "sources": list(self.sources),
            "sourceIds": list(self.source_ids),
            "topicCursor": self.topic_cursor.to_payload() if self.topic_cursor else None,
            "topicIds": list(self.topic_ids),
            "userCursor": self.user_cursor.to_payload() if self.user_cursor else None,
            "userId": self.user_id,
            "userIds": list(self.user_ids),
        }
        body.update({key: value for key, value in optional.items() if value not in (None, [])})
        return body


def normalize_payload(raw: Any, *, default_base_url: str | None = None) -> MemoryExtractionPayload:
    """Validate and normalise a raw payload (docs/domain.md#payload). Unknown keys are ignored."""
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise InvalidPayloadError(
            f"payload must be a JSON object, got {type(raw).__name__} {str(raw)[:80]!r}"
        )

    user_ids = _ids(raw.get("userIds"), "userIds")
    single_user = _optional_id(raw.get("userId"), "userId")
    if single_user is not None:
        user_ids = _dedupe((*user_ids, single_user))
    from_date = _date(raw.get("fromDate"), "fromDate")
    to_date = _date(raw.get("toDate"), "toDate")
    if from_date and to_date and from_date > to_date:
        raise InvalidPayloadError(f"fromDate {from_date} is after toDate {to_date}")

    return MemoryExtractionPayload(
        base_url=_base_url(raw.get("baseUrl"), default_base_url),
        async_task_id=_uuid(raw.get("asyncTaskId"), "asyncTaskId"),
        dry_run=_bool(raw.get("dryRun"), "dryRun"),
        force_all=_bool(raw.get("forceAll"), "forceAll"),
        force_topics=_bool(raw.get("forceTopics"), "forceTopics"),
        from_date=from_date,
        to_date=to_date,
        layers=_layers(raw.get("layers")),
        mode=_mode(raw.get("mode")),
        sources=_sources(raw.get("sources")),
        source_ids=_strings(raw.get("sourceIds"), "sourceIds"),
        topic_cursor=_topic_cursor(raw.get("topicCursor")),
        topic_ids=_ids(raw.get("topicIds"), "topicIds"),
        user_cursor=UserCursor.from_payload(raw["userCursor"]) if raw.get("userCursor") else None,
        user_id=single_user if single_user is not None else (user_ids[0] if user_ids else None),
        user_ids=user_ids,
        user_initiated=_bool(raw.get("userInitiated"), "userInitiated"),
    )


def parse_workflow_body(raw: str) -> Any:
    """A workflow request's initial payload (the SDK's `initial_payload_parser`).

    JSON when it is JSON (without NaN/Infinity, at most `MAX_JSON_DEPTH` levels deep);
    otherwise a string, which the route then rejects as a payload that is not a JSON
    object, one permanent failure. Never raises: the serve adapter also parses the body
    before the SDK does, to claim the trigger, and a RecursionError there was a 500."""
    if not raw:
        return None
    try:
        return loads_bounded(raw)
    except JsonTooDeep as error:
        return f"invalid payload: {error}"
    except ValueError:
        return raw


def validate_references(payload: MemoryExtractionPayload) -> None:
    """Check that the rows a payload names exist: its task, its users, its topics.

    Called once by a pipeline's first layer (and by a layer that handles one user) before
    any side effect, so a payload naming a deleted or invented row fails once, as a
    reported non-retryable error, instead of fanning out work that fails for every user
    or quietly does nothing."""
    if (
        payload.async_task_id is not None
        and not AsyncTask.objects.filter(pk=payload.async_task_id).exists()
    ):
        raise InvalidPayloadError(f"asyncTaskId {payload.async_task_id}: no such task")
    _require_all(User, payload.user_ids, "userIds")
    _require_all(Topic, payload.topic_ids, "topicIds")


def _require_all(model: type[Model], ids: tuple[int, ...], name: str) -> None:
    if not ids:
        return
    found = set(model._default_manager.filter(pk__in=ids).values_list("pk", flat=True))
    missing = [item for item in ids if item not in found]
    if missing:
        shown = ", ".join(map(str, missing[:10])) + (" …" if len(missing) > 10 else "")
        raise InvalidPayloadError(f"{name}: no such row for {len(missing)} id(s): {shown}")


# --- field parsers: each raises InvalidPayloadError naming the field -----------------------


def _base_url(value: Any, default: str | None) -> str:
    url = value or default
    if not url:
        raise InvalidPayloadError("baseUrl is missing and no MEMORYFLOW_BASE_URL is configured")
    if not isinstance(url, str) or not url.isprintable() or " " in url:
        raise InvalidPayloadError(f"baseUrl must be a URL string, got {url!r:.80}")
    try:
        parts = urlsplit(url)
        valid = parts.scheme in ("http", "https") and bool(parts.hostname)
        parts.port  # noqa: B018  (raises ValueError for a port out of range)
    except ValueError:
        valid = False
    if not valid:
        raise InvalidPayloadError(f"baseUrl must be an http(s) URL, got {url!r:.80}")
    return url.rstrip("/")


def _bool(value: Any, name: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        raise InvalidPayloadError(f"{name} must be true or false, got {value!r}")
    return value


def _mode(value: Any) -> str:
    if value is None:
        return "workflow"
    if value not in MODES:
        raise InvalidPayloadError(f"mode must be one of {MODES}, got {value!r}")
    return str(value)


def _list(value: Any, name: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise InvalidPayloadError(f"{name} must be a list, got {value!r}")
    return value


def _dedupe(values: Any) -> tuple[Any, ...]:
    return tuple(dict.fromkeys(values))


def _optional_id(value: Any, name: str) -> int | None:
    if value is None or value == "":
        return None
    return parse_db_id(value, name)


def _ids(value: Any, name: str) -> tuple[int, ...]:
    parsed = (_optional_id(item, f"{name}[]") for item in _list(value, name))
    return _dedupe(item for item in parsed if item is not None)


def _strings(value: Any, name: str) -> tuple[str, ...]:
    items = _list(value, name)
    if not all(isinstance(item, str | int) and not isinstance(item, bool) for item in items):
        raise InvalidPayloadError(f"{name} must be a list of strings, got {value!r}")
    return _dedupe(str(item).strip() for item in items if str(item).strip())


def _layers(value: Any) -> tuple[str, ...]:
    names = _strings(value, "layers")
    return _dedupe(layer for layer in (name.lower() for name in names) if layer in ALL_LAYERS)


def _sources(value: Any) -> tuple[str, ...]:
    names = _strings(value, "sources")
    mapped = (_SOURCE_ALIASES.get(name.lower()) for name in names)
    return _dedupe(source for source in mapped if source)


def _uuid(value: Any, name: str) -> uuid.UUID | None:
    if value is None or value == "":
        return None
    try:
        return uuid.UUID(str(value))
    except ValueError:
        raise InvalidPayloadError(f"{name} must be a UUID, got {value!r}") from None


def _date(value: Any, name: str) -> date | None:
    if value is None or value == "":
        return None
    return parse_iso_date(value, name)


def _topic_cursor(value: Any) -> TopicCursor | None:
    if value is None or value == {}:
        return None
    user_cursor = UserCursor.from_payload(value)  # same {createdAt, id} rules
    user_id = _optional_id(value.get("userId"), "topicCursor.userId")
    if user_id is None:
        raise InvalidPayloadError("topicCursor.userId is required")
    return TopicCursor(created_at=user_cursor.created_at, id=user_cursor.id, user_id=user_id)
