"""The second step of extraction: a user's stored identity claims applied in topic order.

`apply_pending_identity` turns the claims that `extraction.extract_topic_cepa` stored on
each `identity_pending` topic into edits of the identity list, one topic at a time in
`(created_at, id)` order, and marks the topic `completed`. It is apart from the first step
because it is the one part of extraction that runs per user, in order, under row locks,
while the first runs per topic in parallel; see `extraction.py` for how the two fit.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass
from typing import Any

from django.conf import settings
from django.db import transaction

from memoryflow.errors import PermanentError, TransientError
from memoryflow.extractors.base import (
    Extractor,
    IdentityClaim,
    InvalidExtractionError,
    fit_to_budget,
)
from memoryflow.extractors.factory import get_extractor
from memoryflow.layers import IDENTITY
from memoryflow.models import ExtractionStatus, Memory, Topic
from memoryflow.services.extraction import load_messages, mark_topic_completed
from memoryflow.services.memories import apply_identity_edits, existing_memories
from memoryflow.services.topic_failures import mark_topic_rejected

# The same logger as the first step: one name for everything extraction logs.
logger = logging.getLogger("memoryflow.extraction")

#: How often one topic's identity is reconciled again because the list changed meanwhile.
MAX_RECONCILE_ATTEMPTS = 5


@dataclass(frozen=True)
class IdentityOutcome:
    """What `apply_pending_identity` did; JSON-serialisable."""

    topics_applied: int
    remaining: int
    memories_written: int
    topics_failed: int = 0

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def apply_pending_identity(
    *, user_id: int, limit: int | None = None, extractor: Extractor | None = None
) -> IdentityOutcome:
    """Apply the identity claims of the user's `identity_pending` topics, one topic at a
    time in `(created_at, id)` order, each against the list left by the previous one, and
    mark each `completed`. At most `limit` topics when given.

    Safe to call twice or concurrently: a topic is applied only by the caller holding the
    locks on the user's pending topic rows, only if it is still the first of them and only
    if the identity list is the one its edits were computed from; otherwise the edits are
    computed again. The reconcile step (an LLM call in per-layer mode) runs outside any
    transaction. A topic whose claims cannot be reconciled (PermanentError) is rejected
    and the next one is applied.
    """
    extractor = extractor or get_extractor(settings=settings)
    applied = written = failed = 0
    retried: dict[int, int] = {}
    while limit is None or applied + failed < limit:
        topic = _first_pending(user_id)
        if topic is None:
            break
        try:
            changes = _apply_topic(user_id, topic, extractor)
        except PermanentError as error:
            if mark_topic_rejected(
                topic_id=topic.pk, error=str(error), from_status=ExtractionStatus.IDENTITY_PENDING
            ):
                failed += 1
            continue
        if changes is None:  # another caller got there first, or the list changed meanwhile
            retried[topic.pk] = retried.get(topic.pk, 0) + 1
            if retried[topic.pk] >= MAX_RECONCILE_ATTEMPTS:
                raise TransientError(f"identity of user {user_id} kept changing while applied")
            continue
        applied += 1
        written += changes
    remaining = Topic.objects.filter(
        user_id=user_id, extraction_status=ExtractionStatus.IDENTITY_PENDING
    ).count()
    logger.info(
        "[memory:topics:identity] user %s: %s topics applied, %s memories written, %s left",
        user_id,
        applied,
        written,
        remaining,
    )
    return IdentityOutcome(
        topics_applied=applied, remaining=remaining, memories_written=written, topics_failed=failed
    )


def _pending(user_id: int) -> Any:
    return Topic.objects.filter(
        user_id=user_id, extraction_status=ExtractionStatus.IDENTITY_PENDING
    ).order_by("created_at", "id")


def _first_pending(user_id: int) -> Topic | None:
    topic: Topic | None = _pending(user_id).only("id", "identity_claims").first()
    return topic


def _identity_state(user_id: int) -> list[tuple[int, str]]:
    return list(
        Memory.objects.filter(user_id=user_id, layer=IDENTITY)
        .order_by("id")
        .values_list("id", "fingerprint")
    )


def _apply_topic(user_id: int, topic: Topic, extractor: Extractor) -> int | None:
    """Reconcile and apply one topic's claims; None when it has to be tried again."""
    claims = _stored_claims(topic)
    state = _identity_state(user_id)
    existing = existing_memories(user_id=user_id, layers=[IDENTITY])
    messages = fit_to_budget(load_messages(topic.pk), extractor.context_budget_chars)
    edits = extractor.reconcile_identity(
        claims=claims, existing_identity=existing, messages=messages
    )
    with transaction.atomic():
        # Every applier locks the same rows in the same order, so they take turns; the
        # first pending topic and the identity list are checked under the lock.
        locked = list(_pending(user_id).select_for_update().values_list("id", flat=True))
        if not locked or locked[0] != topic.pk or _identity_state(user_id) != state:
            return None
        changes = apply_identity_edits(user_id=user_id, topic_id=topic.pk, edits=edits)
        mark_topic_completed(topic_id=topic.pk, from_status=ExtractionStatus.IDENTITY_PENDING)
    return changes.total


def _stored_claims(topic: Topic) -> list[IdentityClaim]:
    claims = topic.identity_claims
    if claims is None:
        return []
    if not isinstance(claims, list) or not all(isinstance(c, dict) for c in claims):
        raise InvalidExtractionError(
            f"topic {topic.pk}: identity_claims must be a list of objects, got {claims!r:.200}"
        )
    return claims
