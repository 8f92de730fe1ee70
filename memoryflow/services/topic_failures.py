"""A topic whose extraction failed: retried by the next hourly run, or rejected for good.

A permanent failure (the extractor rejects the conversation, the input is invalid)
rejects the topic at once. A transient one (retries exhausted) leaves it `failed`, which the
next hourly run extracts again, until its failed extractions reach
MEMORYFLOW_TOPIC_MAX_ATTEMPTS: then it is rejected too. A rejected topic is settled, like a
completed one: no hourly run selects it and `users.pending_topics` does not count it
(docs/markers.md). `requeue_topics` puts it back.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.db.models import Case, F, Value, When
from django.utils import timezone

from memoryflow.models import ExtractionStatus, Topic

MAX_ERROR_CHARS = 2000

#: A topic whose extraction already succeeded: its memories are written (and its claims
#: stored, or applied). A run that fails after that point (a later step, a failure
#: callback delivered after the success, a duplicate) must not send it back.
EXTRACTED_STATUSES = (ExtractionStatus.IDENTITY_PENDING, ExtractionStatus.COMPLETED)


@dataclass(frozen=True)
class FailureOutcome:
    #: False when this failure was already counted (a repeated failure callback of the
    #: same run), the topic was already extracted, or the topic is gone.
    counted: bool
    #: The topic's status after the failure: `failed` or `rejected` when counted,
    #: `identity_pending` or `completed` when already extracted, else None.
    status: str | None = None


def record_extraction_failure(
    *, topic_id: int, run_id: str, error: str, permanent: bool
) -> FailureOutcome:
    """Count one failed extraction of `topic_id` by the run `run_id` and mark the topic
    `rejected` (permanent, or the attempt budget used up) or `failed`.

    Exactly once per run: a conditional UPDATE that only matches while the topic's last
    counted failure is another run's, so a redelivered failure callback changes nothing;
    and only while the topic is not already extracted (EXTRACTED_STATUSES), which it keeps.
    """
    budget = settings.MEMORYFLOW_TOPIC_MAX_ATTEMPTS
    attempts = F("extraction_attempts") + 1
    status = (
        Value(ExtractionStatus.REJECTED)
        if permanent
        else Case(
            When(extraction_attempts__gte=budget - 1, then=Value(ExtractionStatus.REJECTED)),
            default=Value(ExtractionStatus.FAILED),
        )
    )
    counted = (
        Topic.objects.filter(pk=topic_id)
        .exclude(extraction_failure_run_id=run_id)
        .exclude(extraction_status__in=EXTRACTED_STATUSES)
        .update(
            extraction_status=status,
            extraction_attempts=attempts,
            extraction_failure_run_id=run_id,
            extraction_last_run_at=timezone.now(),
            extraction_error=error[:MAX_ERROR_CHARS],
        )
        == 1
    )
    now_status = (
        Topic.objects.filter(pk=topic_id).values_list("extraction_status", flat=True).first()
    )
    if not counted:
        extracted = now_status in EXTRACTED_STATUSES
        return FailureOutcome(counted=False, status=now_status if extracted else None)
    return FailureOutcome(counted=True, status=now_status)


def mark_topic_rejected(*, topic_id: int, error: str, from_status: str | None = None) -> bool:
    """Reject the topic for good (a permanent failure outside a failed run, e.g. claims
    that cannot be reconciled). With `from_status`, only if the topic is still in that
    status. True when the topic was marked."""
    topics = Topic.objects.filter(pk=topic_id)
    if from_status is not None:
        topics = topics.filter(extraction_status=from_status)
    return (
        topics.update(
            extraction_status=ExtractionStatus.REJECTED,
            extraction_attempts=F("extraction_attempts") + 1,
            extraction_last_run_at=timezone.now(),
            extraction_error=error[:MAX_ERROR_CHARS],
        )
        == 1
    )


def requeue_topics(*, topic_ids: Iterable[int]) -> int:
    """Put rejected and failed topics back as new work: `pending`, attempts reset (the
    error stays, for the record, until the next extraction ends). Other statuses are left
    alone. Returns how many topics were re-queued."""
    return Topic.objects.filter(
        pk__in=list(topic_ids),
        extraction_status__in=[ExtractionStatus.REJECTED, ExtractionStatus.FAILED],
    ).update(
        extraction_status=ExtractionStatus.PENDING,
        # The last counted run stays: a late redelivery of its failure callback must
        # still count nothing.
        extraction_attempts=0,
    )
