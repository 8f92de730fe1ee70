"""Extracting one topic, in two separately callable phases: CEPA, then identity.

Each phase is its own workflow step (with a cancel check between them), and each is
idempotent: the early exits make a repeated phase on a finished topic a no-op, and the
fingerprints make a repeated write insert nothing. The topic is marked `completed` only
after the last requested phase: marked after CEPA, the identity step would then skip the
topic as "already extracted" (docs/domain.md#extracting-one-topic).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from typing import TYPE_CHECKING, Literal

from django.db.models import Max
from django.utils import timezone

from memoryflow.extractors.base import ChatMessage, Extractor, fit_to_budget, get_extractor
from memoryflow.layers import CEPA_LAYERS, IDENTITY
from memoryflow.models import ExtractionStatus, Memory, Message, Topic
from memoryflow.querysets import window_bounds
from memoryflow.services.memories import apply_identity_edits, existing_memories, insert_items

if TYPE_CHECKING:
    from django.conf import LazySettings

logger = logging.getLogger("memoryflow.extraction")

Phase = Literal["cepa", "identity"]
SkipReason = Literal[
    "not_found", "outside_window", "already_completed", "empty_conversation", "no_layers"
]


@dataclass(frozen=True)
class PhaseOutcome:
    """What one phase did; JSON-serialisable (it is a workflow step's output)."""

    topic_id: int
    phase: str
    skipped: str | None = None
    memories_written: int = 0
    topic_completed: bool = False

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def phases_for(layers: Sequence[str]) -> list[Phase]:
    """The phases a set of requested layers needs, in order."""
    phases: list[Phase] = []
    if any(layer in CEPA_LAYERS for layer in layers):
        phases.append("cepa")
    if IDENTITY in layers:
        phases.append("identity")
    return phases


def extract_topic_phase(
    *,
    user_id: int,
    topic_id: int,
    phase: Phase,
    layers: Sequence[str],
    from_date: date | None = None,
    to_date: date | None = None,
    force: bool = False,
    extractor: Extractor | None = None,
) -> PhaseOutcome:
    """Run one phase of the extraction of `topic_id` for `user_id` (docs/domain.md#extracting-one-topic).

    Stops early, without error, when the topic is not the user's, is outside the window,
    is already completed (unless forced), or has no messages (then it is left unmarked so a
    later run picks it up). Raises the extractor's PermanentError/TransientError as is;
    the caller marks the topic failed on a permanent one (`mark_topic_failed`).
    """
    wanted = [layer for layer in layers if (layer in CEPA_LAYERS) == (phase == "cepa")]
    if not wanted:
        return PhaseOutcome(topic_id=topic_id, phase=phase, skipped="no_layers")
    topic = Topic.objects.filter(pk=topic_id, user_id=user_id).first()
    skipped = _skip_reason(topic, from_date=from_date, to_date=to_date, force=force)
    if skipped:
        return PhaseOutcome(topic_id=topic_id, phase=phase, skipped=skipped)
    assert topic is not None

    extractor = extractor or get_extractor(settings=_django_settings())
    messages = load_messages(topic_id)
    if not messages:
        return PhaseOutcome(topic_id=topic_id, phase=phase, skipped="empty_conversation")
    messages = fit_to_budget(messages, extractor.context_budget_chars)

    if phase == "cepa":
        result = extractor.extract_cepa(
            messages=messages,
            layers=wanted,
            existing=existing_memories(user_id=user_id, layers=wanted),
        )
        written = sum(
            insert_items(
                user_id=user_id, topic_id=topic_id, layer=layer, items=result.items.get(layer, [])
            )
            for layer in wanted
        )
    else:
        result = extractor.extract_identity(
            messages=messages,
            existing_identity=existing_memories(user_id=user_id, layers=[IDENTITY]),
        )
        written = apply_identity_edits(
            user_id=user_id, topic_id=topic_id, edits=result.identity_edits
        ).total

    is_last_phase = phases_for(layers)[-1] == phase
    if is_last_phase:
        mark_topic_completed(topic_id=topic_id)
    logger.info(
        "[memory:topics:extract-topic] user %s topic %s %s: %s memories written%s",
        user_id,
        topic_id,
        phase,
        written,
        ", topic completed" if is_last_phase else "",
    )
    return PhaseOutcome(
        topic_id=topic_id, phase=phase, memories_written=written, topic_completed=is_last_phase
    )


def _skip_reason(
    topic: Topic | None, *, from_date: date | None, to_date: date | None, force: bool
) -> SkipReason | None:
    if topic is None:
        return "not_found"
    start, end = window_bounds(from_date, to_date)
    if (start and topic.created_at < start) or (end and topic.created_at >= end):
        return "outside_window"
    if topic.extraction_status == ExtractionStatus.COMPLETED and not force:
        return "already_completed"
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


def mark_topic_completed(*, topic_id: int) -> None:
    """Record a finished extraction on the topic's marker columns."""
    stats = Message.objects.filter(topic_id=topic_id).aggregate(last=Max("created_at"))
    Topic.objects.filter(pk=topic_id).update(
        extraction_status=ExtractionStatus.COMPLETED,
        extraction_last_run_at=timezone.now(),
        extraction_last_message_at=stats["last"],
        extraction_message_count=Message.objects.filter(topic_id=topic_id).count(),
        extraction_memories_count=Memory.objects.filter(source_topic_id=topic_id).count(),
        extraction_error="",
    )


def mark_topic_failed(*, topic_id: int, error: str) -> None:
    """Record a failed extraction; the topic is picked up again by the next run."""
    Topic.objects.filter(pk=topic_id).update(
        extraction_status=ExtractionStatus.FAILED,
        extraction_last_run_at=timezone.now(),
        extraction_error=error[:2000],
    )


def _django_settings() -> LazySettings:
    from django.conf import settings

    return settings
