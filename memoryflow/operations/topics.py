"""Re-queueing topics an operator wants extracted again after they were rejected."""

from __future__ import annotations

from collections.abc import Sequence

from memoryflow.models import ExtractionStatus, Topic
from memoryflow.operations.audit import Actor, audit
from memoryflow.services.topic_failures import requeue_topics


def requeue_for_extraction(*, actor: Actor, topic_ids: Sequence[int]) -> list[int]:
    """Put the rejected and failed topics among `topic_ids` back as new work (pending,
    attempts reset): the next hourly run extracts them. Returns the ids re-queued, each
    audited; topics in any other status are left alone."""
    wanted = Topic.objects.filter(
        pk__in=list(topic_ids),
        extraction_status__in=[ExtractionStatus.REJECTED, ExtractionStatus.FAILED],
    ).values_list("pk", "extraction_status", "extraction_attempts")
    previous = {pk: (status, attempts) for pk, status, attempts in wanted}
    if not previous or not requeue_topics(topic_ids=list(previous)):
        return []
    requeued = list(
        Topic.objects.filter(
            pk__in=list(previous), extraction_status=ExtractionStatus.PENDING
        ).values_list("pk", flat=True)
    )
    for topic_id in sorted(requeued):
        status, attempts = previous[topic_id]
        audit(
            actor=actor,
            action="topic.requeue",
            target_type="topic",
            target_id=topic_id,
            previousStatus=status,
            previousAttempts=attempts,
        )
    return sorted(requeued)
