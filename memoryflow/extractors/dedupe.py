"""De-duplication within one extraction: the same statement made twice in a conversation."""

from __future__ import annotations

from memoryflow.extractors.base import ExtractedItem


def merge_duplicates(items: list[ExtractedItem]) -> list[ExtractedItem]:
    """Same fingerprint twice in one run: keep the first, with every source message id."""
    by_fp: dict[str, ExtractedItem] = {}
    for item in items:
        fp = item.fingerprint
        if fp in by_fp:
            first = by_fp[fp]
            ids = tuple(dict.fromkeys(first.source_message_ids + item.source_message_ids))
            by_fp[fp] = ExtractedItem(**{**first.__dict__, "source_message_ids": ids})
        else:
            by_fp[fp] = item
    return list(by_fp.values())
