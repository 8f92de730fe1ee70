"""Writing memories: idempotent inserts, identity edits, and purging a user's memories.

Every insert is keyed by the content fingerprint, unique per (user, layer): writing the
same extraction again, from a retried step or a redelivered message, inserts nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from memoryflow.errors import TransientError
from memoryflow.extractors.base import ExistingMemory, ExtractedItem, IdentityEdit
from memoryflow.models import ExtractionStatus, Memory, Topic
from memoryflow.services.memory_content import item_content
from memoryflow.services.memory_folds import FOLDED_LAYERS, fold_into_stored, lock_user_memories

logger = logging.getLogger("memoryflow.memories")


def existing_memories(*, user_id: int, layers: Sequence[str]) -> list[ExistingMemory]:
    """The user's stored memories of `layers`, as the extractors see them, oldest first.

    "Oldest" is by the chat, not by the clock of the run that wrote them: source topic
    `(created_at, id)`, then title and fingerprint. Topics are extracted in parallel, so
    insertion order differs between runs; this order (and the persona's "latest N") does not.
    """
    rows = Memory.objects.filter(user_id=user_id, layer__in=list(layers)).order_by(
        F("source_topic__created_at").asc(nulls_first=True),
        F("source_topic_id").asc(nulls_first=True),
        "title",
        "fingerprint",
    )
    return [
        ExistingMemory(
            id=str(row.id),
            layer=row.layer,
            title=row.title,
            summary=row.summary,
            fields=row.fields,
            fingerprint=row.fingerprint,
            tags=tuple(row.tags),
        )
        for row in rows
    ]


def _memory_row(*, user_id: int, topic_id: int | None, item: ExtractedItem) -> Memory:
    now = timezone.now()
    return Memory(
        user_id=user_id,
        layer=item.layer,
        **item_content(item),
        source_topic_id=topic_id,
        fingerprint=item.fingerprint,
        captured_at=now,
        updated_at=now,
    )


_TopicKey = tuple[datetime, int]
_REWRITE_ATTEMPTS = 5


def _topic_key(topic_id: int | None) -> _TopicKey | None:
    if topic_id is None:
        return None
    created = Topic.objects.filter(pk=topic_id).values_list("created_at", flat=True).first()
    return None if created is None else (created, topic_id)


def _earlier(mine: _TopicKey | None, row: Memory) -> bool:
    """Whether the item of topic `mine` should replace `row`'s content: its topic comes
    first in `(created_at, id)` order, or `row` lost its topic."""
    if mine is None or row.source_topic_id == mine[1]:
        return False
    if row.source_topic is None:
        return True
    return mine < (row.source_topic.created_at, row.source_topic.pk)


def insert_items(
    *, user_id: int, topic_id: int | None, layer: str, items: Sequence[ExtractedItem]
) -> int:
    """Write one layer's items; returns how many rows were inserted or rewritten.

    Idempotent: conflicts on the fingerprint (unique per user and layer) insert nothing,
    so a repeated write is a no-op even when two deliveries race. Order-independent: when
    two topics state the same thing (same fingerprint) in different words or with other
    fields, the row keeps the version of the earliest topic in `(created_at, id)` order,
    whichever topic was written first. In the layers of `memory_folds.FOLDED_LAYERS`, an
    item that says less than a stored memory is not written, and one that says more
    rewrites it (the same thing told in two topics is one memory). Items are validated by construction
    (ExtractedItem), so `bulk_create` skipping the model's `save()` skips no check.
    """
    wanted = {item.fingerprint: item for item in items if item.layer == layer}
    if not wanted:
        return 0
    mine = _topic_key(topic_id)
    with transaction.atomic():
        if layer in FOLDED_LAYERS:
            lock_user_memories(user_id)
        stored = Memory.objects.filter(user_id=user_id, layer=layer, fingerprint__in=list(wanted))
        known = set(stored.values_list("fingerprint", flat=True))
        new, folded = fold_into_stored(
            user_id=user_id,
            topic_id=topic_id,
            layer=layer,
            items={fp: item for fp, item in wanted.items() if fp not in known},
            comes_before=lambda row: _earlier(mine, row),
        )
        rows = [_memory_row(user_id=user_id, topic_id=topic_id, item=item) for item in new.values()]
        # On Postgres a conflicting insert waits for the other transaction to commit, so
        # the rows read below include a concurrent writer's; SQLite serialises writers.
        Memory.objects.bulk_create(rows, ignore_conflicts=True)
        rewritten = 0
        for row in stored.select_related("source_topic"):
            if fp_item := wanted.get(row.fingerprint):
                rewritten += _rewrite_if_earlier(row, fp_item, mine)
    return len(rows) + folded + rewritten


def _rewrite_if_earlier(row: Memory, item: ExtractedItem, mine: _TopicKey | None) -> int:
    """Give `row` the content of `item` if `item`'s topic is earlier; 1 when rewritten.

    A compare-and-set on the row's source topic: when a concurrent writer changed it in
    between, read the row again and decide again (that writer may be earlier still)."""
    for _ in range(_REWRITE_ATTEMPTS):
        if not _earlier(mine, row):
            return 0
        assert mine is not None
        done = Memory.objects.filter(pk=row.pk, source_topic_id=row.source_topic_id).update(
            **item_content(item), source_topic_id=mine[1], updated_at=timezone.now()
        )
        if done:
            return 1
        fresh = Memory.objects.select_related("source_topic").filter(pk=row.pk).first()
        if fresh is None:
            return 0
        row = fresh
    raise TransientError(f"memory {row.pk} kept changing while being rewritten")


@dataclass
class IdentityChanges:
    added: int = 0
    updated: int = 0
    removed: int = 0

    @property
    def total(self) -> int:
        return self.added + self.updated + self.removed


def apply_identity_edits(
    *, user_id: int, topic_id: int | None, edits: Sequence[IdentityEdit]
) -> IdentityChanges:
    """Apply add / update (merge or replace) / remove edits to the user's identity list.

    One transaction; the targets are locked (`select_for_update`) so two identity steps
    of the same user cannot interleave their edits. Each edit is idempotent: re-adding is
    a fingerprint no-op, re-removing a missing row does nothing, re-updating writes the
    same values.
    """
    changes = IdentityChanges()
    with transaction.atomic():
        target_ids = [
            int(edit.target_id) for edit in edits if edit.target_id and edit.target_id.isdigit()
        ]
        targets = {
            str(row.id): row
            for row in Memory.objects.select_for_update().filter(
                user_id=user_id, layer="identity", id__in=target_ids
            )
        }
        for edit in edits:
            if edit.action == "add" and edit.item is not None:
                changes.added += insert_items(
                    user_id=user_id, topic_id=topic_id, layer="identity", items=[edit.item]
                )
            elif edit.action == "remove":
                target = targets.pop(edit.target_id or "", None)
                if target is not None:
                    target.delete()
                    changes.removed += 1
            elif edit.action == "update" and edit.item is not None:
                target = targets.get(edit.target_id or "")
                if target is None:  # gone meanwhile: the new statement still holds
                    changes.added += insert_items(
                        user_id=user_id, topic_id=topic_id, layer="identity", items=[edit.item]
                    )
                elif _update_identity(target, edit, topic_id=topic_id):
                    changes.updated += 1
    return changes


def _update_identity(target: Memory, edit: IdentityEdit, *, topic_id: int | None) -> bool:
    """Replace or merge `edit.item` into `target`. False when nothing changed."""
    item = edit.item
    assert item is not None
    if edit.mode == "merge":
        merged = {
            **target.fields,
            **{k: v for k, v in item.fields.items() if v not in (None, "", [])},
        }
        title, summary, fields = item.title or target.title, item.summary or target.summary, merged
    else:
        title, summary, fields = item.title, item.summary, dict(item.fields)
    probe = ExtractedItem(layer="identity", title=title, summary=summary, fields=fields)
    if probe.fingerprint == target.fingerprint:
        return False
    target.title, target.summary, target.fields = title, summary, fields
    target.fingerprint = probe.fingerprint
    target.source_topic_id = topic_id or target.source_topic_id
    target.source_message_ids = list(
        dict.fromkeys([*target.source_message_ids, *item.source_message_ids])
    )
    target.updated_at = timezone.now()
    try:
        with transaction.atomic():
            target.save()
    except IntegrityError:
        # The new content already exists as another row: this one is now redundant.
        target.delete()
    return True


@dataclass(frozen=True)
class PurgeResult:
    memories_deleted: int
    topics_reset: int


def purge_user_memories(*, user_id: int, requested_by: str) -> PurgeResult:
    """Delete all of a user's memories and reset their topics to `pending`.

    Left `completed`, the topics would never be extracted again: the reset is what makes
    the next run rebuild the memories (docs/domain.md#purging-memories). A rejected topic
    comes back like a re-queued one, its attempts reset: kept, the first transient failure
    would reject it again.
    """
    with transaction.atomic():
        deleted, _ = Memory.objects.filter(user_id=user_id).delete()
        reset = Topic.objects.filter(user_id=user_id).update(
            extraction_status=ExtractionStatus.PENDING,
            identity_claims=None,
            extraction_last_run_at=None,
            extraction_memories_count=0,
            extraction_error="",
            extraction_attempts=0,
        )
    logger.info(
        "[memory:purge] user %s: %s memories deleted, %s topics reset by %s",
        user_id,
        deleted,
        reset,
        requested_by,
    )
    return PurgeResult(memories_deleted=deleted, topics_reset=reset)
