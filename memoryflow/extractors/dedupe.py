"""De-duplication shared by the extractors: within one run and against stored memories."""

from __future__ import annotations

from collections.abc import Sequence

from memoryflow.extractors.base import ExistingMemory, ExtractedItem, normalise


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


def drop_known(
    items: list[ExtractedItem], existing: Sequence[ExistingMemory]
) -> list[ExtractedItem]:
    """Items the user already has: same fingerprint, or same layer and same title."""
    fps = {m.content_fingerprint() for m in existing}
    titles = {(m.layer, normalise(m.title)) for m in existing}
    return [
        i for i in items if i.fingerprint not in fps and (i.layer, normalise(i.title)) not in titles
    ]
