"""Extracting topics so that the memories depend on the user's messages alone, not on the
order the topics are processed in. Two services:

- `extract_topic_cepa` (one topic, parallel-safe): asks the extractor what the
  conversation says, writes its CEPA memories (idempotent by fingerprint; when two topics
  say the same thing, the earliest topic's version is kept whoever writes first), and
  stores its identity claims on the topic: status `identity_pending`. Nothing stored
  decides what is extracted.
- `apply_pending_identity` (one user, in order; in `extraction_identity.py`): turns each
  `identity_pending` topic's claims into edits of the identity list as it stands after the
  previous topic, in `(created_at, id)` order, and marks the topic `completed`.

Call the second after the user's topics of a run have been through the first; a topic
whose CEPA is still running is applied by a later call (each call re-reads the order, so an
earlier topic that turns pending meanwhile is applied first).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from typing import Literal

from django.conf import settings
from django.db.models import Max
from django.utils import timezone

from memoryflow.extractors.base import ChatMessage, Extractor, TopicExtraction, fit_to_budget
from memoryflow.extractors.factory import get_extractor
from memoryflow.layers import ALL_LAYERS, CEPA_LAYERS, IDENTITY
from memoryflow.models import ExtractionStatus, Memory, Message, Topic
from memoryflow.querysets import window_bounds
from memoryflow.services.memories import insert_items
from memoryflow.services.topic_failures import requeue_topics

logger = logging.getLogger("memoryflow.extraction")

SkipReason = Literal[
    "not_found",
    "outside_window",
    "already_completed",
    "already_extracted",
    "rejected",
    "empty_conversation",
    "no_layers",
]


@dataclass(frozen=True)
class PhaseOutcome:
    """What `extract_topic_cepa` did; JSON-serialisable (it is a workflow step's output)."""

    topic_id: int
    phase: str = "cepa"
    skipped: str | None = None
    memories_written: int = 0
    identity_pending: bool = False
    topic_completed: bool = False

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def extract_topic_cepa(
    *,
    user_id: int,
    topic_id: int,
    layers: Sequence[str],
    from_date: date | None = None,
    to_date: date | None = None,
    force: bool = False,
    extractor: Extractor | None = None,
    run_id: str = "",
) -> PhaseOutcome:
    """Extract `topic_id` of `user_id`: write its CEPA memories, store its identity claims.

    Stops early, without error, when the topic is not the user's, is outside the window,
    was already extracted (`identity_pending` or `completed`, unless forced), was rejected
    (unless forced: forcing re-queues it, attempts reset), or has no messages (then it is
    left as it is, so a later run picks it up). Messages without text are read as a
    conversation that said nothing: no extractor call, the topic is settled. Raises the extractor's
    PermanentError/TransientError as is; the run's failure function records the failure
    (`topic_failures.record_extraction_failure`).

    `run_id` (the workflow run) is recorded with the extraction: forced, the topic is
    extracted whatever its status, so only that record stops the same run's step, delivered
    again after it wrote, from asking the extractor again (an LLM answers differently every
    time: a second set of memories). It is skipped as `already_extracted`.
    """
    requested = [layer for layer in ALL_LAYERS if layer in set(layers)]
    if not requested:
        return PhaseOutcome(topic_id=topic_id, skipped="no_layers")
    topic = Topic.objects.filter(pk=topic_id, user_id=user_id).first()
    skipped = _skip_reason(topic, from_date=from_date, to_date=to_date, force=force)
    if not skipped and run_id and topic is not None and topic.extraction_run_id == run_id:
        skipped = "already_extracted"
    if skipped:
        return PhaseOutcome(topic_id=topic_id, skipped=skipped)
    assert topic is not None
    seen_status = topic.extraction_status
    if seen_status == ExtractionStatus.REJECTED:  # forced (else skipped above)
        requeue_topics(topic_ids=[topic_id])
        seen_status = Topic.objects.values_list("extraction_status", flat=True).get(pk=topic_id)

    extractor = extractor or get_extractor(settings=settings)
    messages = load_messages(topic_id)
    if not messages and not Message.objects.filter(topic_id=topic_id).exists():
        return PhaseOutcome(topic_id=topic_id, skipped="empty_conversation")
    # Messages without text (an attachment alone) say nothing, and the extractor is not
    # asked; the topic is settled all the same: its own user message is new work to the
    # hourly selection, which would bring it back every hour to be skipped again.
    found = (
        extractor.extract_topic(
            messages=fit_to_budget(messages, extractor.context_budget_chars), layers=requested
        )
        if messages
        else TopicExtraction()
    )
    written = sum(
        insert_items(
            user_id=user_id, topic_id=topic_id, layer=layer, items=found.items.get(layer, [])
        )
        for layer in requested
        if layer in CEPA_LAYERS
    )
    # Conditional on the status read above: a duplicate delivery that lost the race (the
    # topic moved on meanwhile, maybe to `completed`) must not send it back.
    if IDENTITY in requested:
        moved = (
            Topic.objects.filter(pk=topic_id, extraction_status=seen_status).update(
                extraction_status=ExtractionStatus.IDENTITY_PENDING,
                identity_claims=list(found.identity_claims),
                extraction_last_run_at=timezone.now(),
                extraction_error="",
                extraction_run_id=run_id,
            )
            == 1
        )
    elif seen_status == ExtractionStatus.IDENTITY_PENDING:
        moved = False  # a forced CEPA-only run: the stored claims still wait for their turn
        Topic.objects.filter(pk=topic_id).update(extraction_run_id=run_id)
    else:
        moved = mark_topic_completed(topic_id=topic_id, from_status=seen_status, run_id=run_id)
    logger.info(
        "[memory:topics:extract-topic] user %s topic %s: %s memories written, %s identity claims%s",
        user_id,
        topic_id,
        written,
        len(found.identity_claims),
        "" if moved else " (the topic had moved on meanwhile)",
    )
    pending = (moved and IDENTITY in requested) or (
        not moved and seen_status == ExtractionStatus.IDENTITY_PENDING
    )
    return PhaseOutcome(
        topic_id=topic_id,
        memories_written=written,
        identity_pending=pending,
        topic_completed=moved and not pending,
    )


def _skip_reason(
    topic: Topic | None, *, from_date: date | None, to_date: date | None, force: bool
) -> SkipReason | None:
    if topic is None:
        return "not_found"
    start, end = window_bounds(from_date, to_date)
    if (start and topic.created_at < start) or (end and topic.created_at >= end):
        return "outside_window"
    if force:
        return None
    if topic.extraction_status == ExtractionStatus.COMPLETED:
        return "already_completed"
    if topic.extraction_status == ExtractionStatus.IDENTITY_PENDING:
        return "already_extracted"
    if topic.extraction_status == ExtractionStatus.REJECTED:
        return "rejected"
    return None


def load_messages(topic_id: int) -> list[ChatMessage]:
    """The topic's text messages in conversation order."""
    rows = (
        Message.objects.filter(topic_id=topic_id)
        .exclude(content="")
        .order_by("created_at", "id")
        .values_list("id", "role", "content", "created_at")
    )
    return [
        ChatMessage(id=str(pk), role=role, content=content, created_at=at)
        for pk, role, content, at in rows
    ]


def mark_topic_completed(
    *, topic_id: int, from_status: str | None = None, run_id: str | None = None
) -> bool:
    """Record a finished extraction on the topic's marker columns. With `from_status`, only
    if the topic is still in that status; with `run_id`, as the run that extracted it. True
    when the topic was marked."""
    topics = Topic.objects.filter(pk=topic_id)
    if from_status is not None:
        topics = topics.filter(extraction_status=from_status)
    stats = Message.objects.filter(topic_id=topic_id).aggregate(last=Max("created_at"))
    by_run = {} if run_id is None else {"extraction_run_id": run_id}
    return (
        topics.update(
            **by_run,
            extraction_status=ExtractionStatus.COMPLETED,
            extraction_last_run_at=timezone.now(),
            extraction_last_message_at=stats["last"],
            extraction_message_count=Message.objects.filter(topic_id=topic_id).count(),
            extraction_memories_count=Memory.objects.filter(source_topic_id=topic_id).count(),
            extraction_error="",
        )
        == 1
    )
