"""Rewriting users' persona documents now, or checking who would be rewritten."""

from __future__ import annotations

from collections.abc import Sequence

from memoryflow.operations.audit import Actor, audit
from memoryflow.operations.publishing import publish_now
from memoryflow.operations.users import audit_target, known_users
from memoryflow.workflows import persona


def check_persona_request(*, actor: Actor, user_ids: Sequence[int]) -> list[int]:
    """The dry-run of `rewrite_persona`: the users it would rewrite; starts nothing."""
    wanted = known_users(user_ids)
    audit(
        actor=actor,
        action="persona.dry_run",
        target_type="users",
        target_id=audit_target(wanted),
        users=len(wanted),
    )
    return wanted


def rewrite_persona(*, actor: Actor, user_ids: Sequence[int]) -> str:
    """Start the persona pipeline for `user_ids` now. Returns the QStash message id."""
    wanted = known_users(user_ids)
    message_id = publish_now("persona.run", lambda: persona.start_for_users(user_ids=wanted))
    audit(
        actor=actor,
        action="persona.run",
        target_type="users",
        target_id=audit_target(wanted),
        users=len(wanted),
        messageId=message_id,
    )
    return message_id
