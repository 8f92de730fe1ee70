"""Which users exist, for operations that name users."""

from __future__ import annotations

from collections.abc import Iterable

from accounts.models import User


def existing_user_ids(*, user_ids: Iterable[int]) -> set[int]:
    """Of `user_ids`, those that name a user."""
    return set(User.objects.filter(id__in=list(user_ids)).values_list("id", flat=True))
