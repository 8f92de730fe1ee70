"""Purging a user's memories at an operator's request."""

from __future__ import annotations

from memoryflow.operations.audit import Actor, audit
from memoryflow.operations.users import UnknownUsers
from memoryflow.selectors.users import existing_user_ids
from memoryflow.services import memories


def purge_memories(*, actor: Actor, user_id: int) -> memories.PurgeResult:
    """Delete a user's memories and reset their topics to pending (re-extracted next run)."""
    if not existing_user_ids(user_ids=[user_id]):
        raise UnknownUsers([user_id])
    result = memories.purge_user_memories(user_id=user_id, requested_by=actor.label)
    audit(
        actor=actor,
        action="memories.purge",
        target_type="user",
        target_id=user_id,
        memoriesDeleted=result.memories_deleted,
        topicsReset=result.topics_reset,
    )
    return result
