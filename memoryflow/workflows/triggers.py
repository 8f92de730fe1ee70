"""Triggers: the one place that knows the workflow paths, the base URL, flow control,
labels and deduplication ids, and that publishes to QStash.

Starting a workflow run is a plain QStash publish to the workflow's URL (the Python SDK
has no `trigger()`): the delivery reaches `serve()` without the SDK version header, so
the SDK starts a new run. A fan-out publishes all children of a step in ONE batch,
each child with a deduplication id derived from the parent run and the child's key, so
a retried step publishes the same ids and QStash accepts but does not enqueue them.
"""

from __future__ import annotations

import contextvars
import logging
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from typing import Any

from django.conf import settings
from qstash import QStash
from qstash.message import BatchJsonRequest, BatchResponse, BatchUrlGroupResponse, FlowControl

logger = logging.getLogger("memoryflow.triggers")

PREFIX = "/api/workflows/memory-user-memory"


class Paths:
    HOURLY_CRON = f"{PREFIX}/cron/hourly"
    TOPICS_PROCESS_USERS = f"{PREFIX}/topics/process-users"
    TOPICS_PAGINATE_USERS = f"{PREFIX}/topics/paginate-users"
    TOPICS_EXECUTE_USER = f"{PREFIX}/topics/execute-user"
    TOPICS_EXTRACT_TOPIC = f"{PREFIX}/topics/extract-topic"
    PERSONA_PROCESS_USERS = f"{PREFIX}/persona/process-users"
    PERSONA_PAGINATE_USERS = f"{PREFIX}/persona/paginate-users"
    PERSONA_EXECUTE_USER = f"{PREFIX}/persona/execute-user"


def workflow_url(path: str, base_url: str | None = None) -> str:
    """The canonical public URL QStash calls for `path` (and signs as the JWT subject)."""
    return f"{(base_url or settings.MEMORYFLOW_BASE_URL).rstrip('/')}{path}"


# --- flow control keys and parallelism (one key per user) ---------------------------------------


def topics_execute_user_flow(user_id: int) -> FlowControl:
    return {
        "key": f"memory-user-memory.topics.execute-user.{user_id}",
        "parallelism": settings.MEMORYFLOW_TOPICS_USER_PARALLELISM,
    }


def persona_execute_user_flow(user_id: int) -> FlowControl:
    return {
        "key": f"memory-user-memory.persona.execute-user.{user_id}",
        "parallelism": settings.MEMORYFLOW_PERSONA_USER_PARALLELISM,
    }


def extract_topic_flow(user_id: int, topic_id: int) -> FlowControl:
    return {
        "key": f"memory-user-memory.topics.extract-topic.user.{user_id}.topic.{topic_id}",
        "parallelism": settings.MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM,
    }


def dedup_id(parent_run_id: str, child_key: str) -> str:
    """Stable per (parent run, child): a retried step republishes the same id."""
    return f"{parent_run_id}.{child_key}".replace(":", ".").replace("/", ".")


# --- publishing -------------------------------------------------------------------------------


def qstash_client() -> QStash:
    """One client per process and QStash (it keeps its HTTP connections alive)."""
    if _fail_fast.get():
        return _fail_fast_client(settings.QSTASH_URL, settings.QSTASH_TOKEN)
    return _client(settings.QSTASH_URL, settings.QSTASH_TOKEN)


@cache
def _client(url: str, token: str) -> QStash:
    return QStash(token, base_url=url)


# A person waiting on a page or a prompt is better served by an error now than by the
# client's default five retries with exponential backoff (half a minute when QStash is down).
_fail_fast: contextvars.ContextVar[bool] = contextvars.ContextVar("qstash_fail_fast", default=False)


@cache
def _fail_fast_client(url: str, token: str) -> QStash:
    return QStash(token, base_url=url, retry=False)


@contextmanager
def fail_fast() -> Iterator[None]:
    """Inside this block QStash calls are not retried (operators' interactive requests)."""
    token = _fail_fast.set(True)
    try:
        yield
    finally:
        _fail_fast.reset(token)


@dataclass(frozen=True)
class Trigger:
    """One workflow start: where, with what body, and how QStash should treat it."""

    path: str
    body: dict[str, Any]
    base_url: str
    deduplication_id: str | None = None
    flow_control: FlowControl | None = None
    label: str | None = None
    headers: dict[str, str] = field(default_factory=dict)

    def as_batch_item(self) -> BatchJsonRequest:
        item: BatchJsonRequest = {"url": workflow_url(self.path, self.base_url), "body": self.body}
        if self.deduplication_id:
            item["deduplication_id"] = self.deduplication_id
        if self.flow_control:
            item["flow_control"] = self.flow_control
        if self.label:
            item["label"] = self.label
        if self.headers:
            item["headers"] = self.headers
        return item


@dataclass(frozen=True)
class Published:
    message_ids: list[str]
    deduplicated: int

    def as_dict(self) -> dict[str, Any]:
        return {"messageIds": self.message_ids, "deduplicated": self.deduplicated}


def publish(triggers: Sequence[Trigger]) -> Published:
    """Publish `triggers` in one QStash batch request (nothing when empty)."""
    if not triggers:
        return Published(message_ids=[], deduplicated=0)
    answers = qstash_client().message.batch_json([trigger.as_batch_item() for trigger in triggers])
    message_ids = [_message_id(answer) for answer in answers]
    deduplicated = sum(1 for answer in answers if getattr(answer, "deduplicated", False))
    logger.info(
        "[memory:triggers] published %s trigger(s) to %s (%s deduplicated)",
        len(triggers),
        sorted({t.path.removeprefix(PREFIX) for t in triggers}),
        deduplicated,
    )
    return Published(message_ids=message_ids, deduplicated=deduplicated)


def _message_id(answer: BatchResponse | list[BatchUrlGroupResponse]) -> str:
    # Triggers go to URLs, never to URL groups: each answer is one BatchResponse.
    assert isinstance(answer, BatchResponse), answer
    return answer.message_id


def publish_one(trigger: Trigger) -> str:
    """Publish a single trigger; returns its QStash message id."""
    return publish([trigger]).message_ids[0]


def trigger_hourly(*, dry_run: bool, base_url: str | None = None) -> str:
    """Start cron/hourly now (operators, commands, the admin). Returns the message id."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    return publish_one(
        Trigger(path=Paths.HOURLY_CRON, body={"dryRun": dry_run, "baseUrl": base}, base_url=base)
    )


def trigger_topics_for_users(
    *,
    user_ids: Sequence[int],
    dry_run: bool = False,
    force: bool = False,
    from_date: date | None = None,
    to_date: date | None = None,
    topic_ids: Sequence[int] = (),
    async_task_id: str | None = None,
    user_initiated: bool = False,
    base_url: str | None = None,
) -> str:
    """Start the topics pipeline (L1) for explicit users. Returns the message id."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    body: dict[str, Any] = {
        "baseUrl": base,
        "userIds": list(user_ids),
        "dryRun": dry_run,
        "forceAll": force,
        "userInitiated": user_initiated,
        "sources": ["chat_topic"],
    }
    if from_date:
        body["fromDate"] = from_date.isoformat()
    if to_date:
        body["toDate"] = to_date.isoformat()
    if topic_ids:
        body["topicIds"] = list(topic_ids)
    if async_task_id:
        body["asyncTaskId"] = str(async_task_id)
    return publish_one(Trigger(path=Paths.TOPICS_PROCESS_USERS, body=body, base_url=base))


def trigger_persona_for_users(
    *, user_ids: Sequence[int], dry_run: bool = False, base_url: str | None = None
) -> str:
    """Start the persona pipeline (L1) for explicit users. Returns the message id."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    # forceAll: rewrite now, even if some of their topics still wait for extraction.
    body = {"baseUrl": base, "userIds": list(user_ids), "dryRun": dry_run, "forceAll": True}
    return publish_one(Trigger(path=Paths.PERSONA_PROCESS_USERS, body=body, base_url=base))


# --- the hourly schedule ------------------------------------------------------------------------

HOURLY_SCHEDULE_ID = "memoryflow-hourly"
HOURLY_CRON = "0 * * * *"


def upsert_hourly_schedule(
    *, cron: str = HOURLY_CRON, base_url: str | None = None, schedule_id: str = HOURLY_SCHEDULE_ID
) -> dict[str, Any]:
    """Create or update the QStash schedule that starts cron/hourly. Idempotent: the fixed
    schedule id makes QStash replace the schedule instead of adding a second one.

    Returns {"scheduleId", "cron", "destination", "created"}."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    destination = workflow_url(Paths.HOURLY_CRON, base)
    client = qstash_client()
    existing = {schedule.schedule_id for schedule in client.schedule.list()}
    client.schedule.create_json(
        destination=destination,
        cron=cron,
        body={"dryRun": False, "baseUrl": base},
        schedule_id=schedule_id,
    )
    logger.info("[memory:triggers] schedule %s: %s → %s", schedule_id, cron, destination)
    return {
        "scheduleId": schedule_id,
        "cron": cron,
        "destination": destination,
        "created": schedule_id not in existing,
    }


def get_schedule(schedule_id: str = HOURLY_SCHEDULE_ID) -> dict[str, Any] | None:
    """The schedule as QStash has it, or None when there is none."""
    for schedule in qstash_client().schedule.list():
        if schedule.schedule_id == schedule_id:
            return {
                "scheduleId": schedule.schedule_id,
                "cron": schedule.cron,
                "destination": schedule.destination,
                "paused": getattr(schedule, "paused", False),
            }
    return None
