"""What a memory row takes from an extracted item: one place, for inserts and rewrites."""

from __future__ import annotations

from typing import Any

from memoryflow.extractors.base import ExtractedItem


def item_content(item: ExtractedItem) -> dict[str, Any]:
    """The row's content columns for `item` (not its user, layer, topic or timestamps)."""
    return {
        "category": item.category,
        "type": item.type,
        "title": item.title,
        "summary": item.summary,
        "details": item.details,
        "tags": list(item.tags),
        "fields": dict(item.fields),
        "source_message_ids": list(item.source_message_ids),
    }
