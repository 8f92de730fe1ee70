"""Who acts, and the one audit row every operation writes."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date
from typing import Any

from accounts.models import User
from memoryflow.models import AuditChannel, AuditLog


@dataclass(frozen=True)
class Actor:
    """Who acts, through which channel; `label` survives the user's deletion."""

    user: User | None
    channel: str
    label: str

    @classmethod
    def of(cls, user: Any, channel: str) -> Actor:
        if user is not None and getattr(user, "is_authenticated", False):
            return cls(user=user, channel=channel, label=user.get_username())
        return cls(user=None, channel=channel, label=f"{channel}:anonymous")

    @classmethod
    def cli(cls, label: str = "") -> Actor:
        import getpass

        return cls(user=None, channel=AuditChannel.CLI, label=label or f"cli:{getpass.getuser()}")


def audit(
    *, actor: Actor, action: str, target_type: str = "", target_id: Any = "", **details: Any
) -> AuditLog:
    return AuditLog.objects.create(
        actor=actor.user,
        actor_label=actor.label,
        channel=actor.channel,
        action=action,
        target_type=target_type,
        target_id=_text(str(target_id)),
        details=_jsonable(details),
    )


def _text(value: str) -> str:
    """Without NUL characters: PostgreSQL's text and jsonb refuse them, and the audit row
    is written after the act (a run cancelled, a letter re-driven) it must not lose."""
    return value.replace("\x00", "")


def _jsonable(value: Any) -> Any:
    if isinstance(value, str):
        return _text(value)
    if isinstance(value, dict):
        return {_text(str(k)): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set):
        return [_jsonable(v) for v in value]
    if isinstance(value, date | uuid.UUID):
        return str(value)
    return value
