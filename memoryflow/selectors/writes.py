"""What the pipelines wrote since a moment: the figures `run_hourly --wait` reports."""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from typing import Any

from memoryflow.models import ExtractionStatus, Memory, PersonaDocument, Topic


def written_since(*, since: datetime, examples: int = 12) -> dict[str, Any]:
    """Memories captured (in all and by layer), topics completed and personas written at or
    after `since`, with up to `examples` of the memories (by user, then layer)."""
    memories = Memory.objects.filter(captured_at__gte=since)
    return {
        "memories": memories.count(),
        "memoriesByLayer": dict(Counter(memories.values_list("layer", flat=True))),
        "topicsCompleted": Topic.objects.filter(
            extraction_last_run_at__gte=since, extraction_status=ExtractionStatus.COMPLETED
        ).count(),
        "personasWritten": PersonaDocument.objects.filter(updated_at__gte=since).count(),
        "examples": [
            {"layer": layer, "user": user, "title": title}
            for layer, user, title in memories.order_by("user_id", "layer").values_list(
                "layer", "user__username", "title"
            )[:examples]
        ],
    }
