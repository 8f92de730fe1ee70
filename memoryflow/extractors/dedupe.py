"""De-duplication within one extraction: the same statement made twice in a conversation."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ExtractedItem


def merge_duplicates(items: list[ExtractedItem]) -> list[ExtractedItem]:
    """Same title twice in one run (its words, whatever the punctuation: "…, now they
    always…" and "…; now they always…" are one lesson read on two clauses): keep the first,
    with every source message id.
    An item whose title is part of another's is that one said shorter ("A longer cold proof
    made all the difference" beside "Their sourdough was flat; a longer cold proof made all
    the difference", told twice in one conversation): only the fuller one is kept, citing
    the messages of both."""
    by_fp: dict[str, ExtractedItem] = {}
    for item in items:
        fp = _words_only(item.title) or item.fingerprint
        if fp in by_fp:
            first = by_fp[fp]
            ids = tuple(dict.fromkeys(first.source_message_ids + item.source_message_ids))
            by_fp[fp] = ExtractedItem(**{**first.__dict__, "source_message_ids": ids})
        else:
            by_fp[fp] = item
    kept = list(by_fp.values())
    fuller: list[ExtractedItem] = []
    for item in kept:
        if any(_says_more(other, item) for other in kept):
            continue  # folded into the fuller item below
        ids = item.source_message_ids + tuple(
            i for shorter in kept if _says_more(item, shorter) for i in shorter.source_message_ids
        )
        fuller.append(
            ExtractedItem(**{**item.__dict__, "source_message_ids": tuple(dict.fromkeys(ids))})
        )
    return fuller


def _words_only(title: str) -> str:
    """The title's words in lower case, without punctuation: the key of a statement."""
    return " ".join(re.findall(r"[\w']+", title.lower()))


def _says_more(other: ExtractedItem, item: ExtractedItem) -> bool:
    """Whether `other` is `item` with more said (the same layer: callers merge per layer)."""
    return other is not item and title_says_more(other.title, item.title)


def same_statement(title: str, other: str) -> bool:
    """Whether two titles are the same words, whatever their case and punctuation."""
    return _words_only(title) == _words_only(other)


def title_says_more(longer: str, shorter: str) -> bool:
    """Whether the title `longer` says all that `shorter` says, and more: `shorter` occurs in
    it in whole words ("Likes cats" is not said more by "Dislikes cats")."""
    short, long = shorter.lower().rstrip("."), longer.lower()
    if not short or len(short) >= len(long):
        return False
    return re.search(rf"(?<!\w){re.escape(short)}(?!\w)", long) is not None
