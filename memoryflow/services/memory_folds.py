"""Folding a memory into what is stored: the same thing told in two topics is one memory.

One extraction already folds an item whose title is part of another's
(`extractors.dedupe`); this does the same against the user's stored memories, when the
two statements come from different topics: "A longer cold proof made all the difference"
told one day, "Their sourdough was flat; a longer cold proof made all the difference"
another day.

- An item that says less than a stored memory is already known: nothing is written.
- An item that says more than a stored memory rewrites it with its own content.
- An item whose title has the same words as a stored memory's is the same statement
  summed up in other words (an LLM's summary or fields differ, so its fingerprint does):
  the row keeps the content of the earlier topic, as for an equal fingerprint.

Either order of the two topics leaves the same one memory, the fuller one (the earlier
one's when they say the same), so the memory set still does not depend on the order
topics are extracted in. Callers hold the user's
lock (`lock_user_memories`), so two topics of one user fold one after the other.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from django.contrib.auth import get_user_model
from django.utils import timezone

from memoryflow.extractors.base import ExtractedItem
from memoryflow.extractors.dedupe import same_statement, title_says_more
from memoryflow.layers import CONTEXT, EXPERIENCE, PREFERENCE
from memoryflow.models import Memory
from memoryflow.services.memory_content import item_content

# Activity is left out: "Dentist appointment" in March and "Dentist appointment on Friday"
# in June are two events. Identity is reconciled by its own edits.
FOLDED_LAYERS = frozenset({CONTEXT, EXPERIENCE, PREFERENCE})


def lock_user_memories(user_id: int) -> None:
    """Take the user's row lock until the transaction ends (a no-op on SQLite, whose
    IMMEDIATE transactions already hold the database's write lock). Every memory write
    bumps `users.memory_version` in the same transaction, so this lock is taken anyway;
    taking it first makes the read of the stored memories part of it."""
    list(get_user_model().objects.select_for_update().filter(pk=user_id).values_list("pk"))


def fold_into_stored(
    *,
    user_id: int,
    topic_id: int | None,
    layer: str,
    items: Mapping[str, ExtractedItem],
    comes_before: Callable[[Memory], bool],
) -> tuple[dict[str, ExtractedItem], int]:
    """Fold `items` (new fingerprints of `layer`, by fingerprint) into the stored memories.
    `comes_before(row)`: whether the items' topic comes before the row's.

    Returns the items still to insert and how many stored memories were rewritten."""
    if layer not in FOLDED_LAYERS or not items:
        return dict(items), 0
    stored = list(
        Memory.objects.filter(user_id=user_id, layer=layer)
        .exclude(fingerprint__in=list(items))
        .select_related("source_topic")
        .order_by("id")
        .only("id", "title", "source_topic__created_at")
    )
    to_insert: dict[str, ExtractedItem] = {}
    rewritten = 0
    for fingerprint, item in items.items():
        same = next((row for row in stored if same_statement(row.title, item.title)), None)
        if same is not None:
            if comes_before(same):
                _rewrite(same, item, fingerprint=fingerprint, topic_id=topic_id)
                rewritten += 1
            continue
        if any(title_says_more(row.title, item.title) for row in stored):
            continue  # already known, said more fully
        shorter = next((row for row in stored if title_says_more(item.title, row.title)), None)
        if shorter is None:
            to_insert[fingerprint] = item
            continue
        _rewrite(shorter, item, fingerprint=fingerprint, topic_id=topic_id)
        rewritten += 1
    return to_insert, rewritten


def _rewrite(row: Memory, item: ExtractedItem, *, fingerprint: str, topic_id: int | None) -> None:
    Memory.objects.filter(pk=row.pk).update(
        **item_content(item),
        source_topic_id=topic_id,
        fingerprint=fingerprint,
        updated_at=timezone.now(),
    )
    # Later items of this batch compare against the new title and topic.
    row.title, row.source_topic_id = item.title, topic_id
