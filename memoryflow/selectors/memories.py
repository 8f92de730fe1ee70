"""Memories as a user, an operator or a waiting command reads them."""

from __future__ import annotations

from datetime import datetime

from django.db.models import Q, QuerySet

from accounts.models import User
from memoryflow.models import Memory, Topic


def memories_of_user(*, user_id: int, layer: str | None = None, text: str = "") -> QuerySet[Memory]:
    """The user's memories, newest first (ties by id, so pages never overlap); only one
    layer's when `layer` is given, and only those whose title or summary holds `text`."""
    rows = Memory.objects.filter(user_id=user_id).order_by("-captured_at", "-id")
    if layer:
        rows = rows.filter(layer=layer)
    if text := text.strip():
        rows = rows.filter(Q(title__icontains=text) | Q(summary__icontains=text))
    return rows


def count_memories_of_user_since(*, user_id: int, since: datetime) -> int:
    """How many memories of the user were captured at or after `since`."""
    return Memory.objects.filter(user_id=user_id, captured_at__gte=since).count()


def count_memories_and_topics(*, users: QuerySet[User]) -> dict[str, int]:
    """What purging these users' memories touches: their memories, and their topics (reset
    to pending)."""
    return {
        "memories": Memory.objects.filter(user__in=users).count(),
        "topics": Topic.objects.filter(user__in=users).count(),
    }
