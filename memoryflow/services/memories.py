"""Writing memories: idempotent inserts, identity edits, and purging a user's memories.

Every insert is keyed by the content fingerprint, unique per (user, layer): writing the
same extraction again, from a retried step or a redelivered message, inserts nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone

from memoryflow.extractors.base import ExistingMemory, ExtractedItem, IdentityEdit
from memoryflow.models import ExtractionStatus, Memory, Topic

logger = logging.getLogger("memoryflow.memories")


def existing_memories(*, user_id: int, layers: Sequence[str]) -> list[ExistingMemory]:
    """The user's stored memories of `layers`, as the extractors see them."""
    rows = Memory.objects.filter(user_id=user_id, layer__in=list(layers)).order_by(
        "captured_at", "id"
    )
    return [
        ExistingMemory(
            id=str(row.id),
            layer=row.layer,
            title=row.title,
            summary=row.summary,
            fields=row.fields,
            fingerprint=row.fingerprint,
        )
        for row in rows
    ]


def _memory_row(*, user_id: int, topic_id: int | None, item: ExtractedItem) -> Memory:
    now = timezone.now()
    return Memory(
        user_id=user_id,
        layer=item.layer,
        category=item.category,
        type=item.type,
        title=item.title,
        summary=item.summary,
        details=item.details,
        tags=list(item.tags),
        fields=dict(item.fields),
        source_topic_id=topic_id,
        source_message_ids=list(item.source_message_ids),
        fingerprint=item.fingerprint,
        captured_at=now,
        updated_at=now,
    )


def insert_items(
    *, user_id: int, topic_id: int | None, layer: str, items: Sequence[ExtractedItem]
) -> int:
    """Insert one layer's items in one transaction; returns how many were new.

    Items are validated by construction (ExtractedItem), so `bulk_create` skipping the
    model's `save()` skips no check. Conflicts on the fingerprint are ignored, which is
    what makes a repeated write a no-op even when two deliveries race.
    """
    wanted = {item.fingerprint: item for item in items if item.layer == layer}
    if not wanted:
        return 0
    with transaction.atomic():
        known = set(
            Memory.objects.filter(
                user_id=user_id, layer=layer, fingerprint__in=list(wanted)
            ).values_list("fingerprint", flat=True)
        )
        rows = [
            _memory_row(user_id=user_id, topic_id=topic_id, item=item)
            for fp, item in wanted.items()
            if fp not in known
        ]
        Memory.objects.bulk_create(rows, ignore_conflicts=True)
    return len(rows)


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
    the next run rebuild the memories (docs/domain.md#purging-memories).
    """
    with transaction.atomic():
        deleted, _ = Memory.objects.filter(user_id=user_id).delete()
        reset = Topic.objects.filter(user_id=user_id).update(
            extraction_status=ExtractionStatus.PENDING,
            extraction_last_run_at=None,
            extraction_memories_count=0,
            extraction_error="",
        )
    logger.info(
        "[memory:purge] user %s: %s memories deleted, %s topics reset by %s",
        user_id,
        deleted,
        reset,
        requested_by,
    )
    return PurgeResult(memories_deleted=deleted, topics_reset=reset)
