"""The users an operation names: all must exist, and how a list of them is audited."""

from __future__ import annotations

from collections.abc import Sequence

from memoryflow.errors import PermanentError
from memoryflow.selectors.users import existing_user_ids


class UnknownUsers(PermanentError):
    def __init__(self, user_ids: Sequence[int]) -> None:
        self.user_ids = list(user_ids)
        super().__init__(f"no such user(s): {', '.join(map(str, self.user_ids))}")


def known_users(user_ids: Sequence[int]) -> list[int]:
    """`user_ids` without duplicates, in order; UnknownUsers names any that do not exist."""
    wanted = list(dict.fromkeys(int(u) for u in user_ids))
    known = existing_user_ids(user_ids=wanted)
    if missing := [u for u in wanted if u not in known]:
        raise UnknownUsers(missing)
    return wanted


def audit_target(user_ids: Sequence[int]) -> str:
    """The users as an audit row's target id (which holds 128 characters)."""
    text = ",".join(map(str, user_ids))
    return text if len(text) <= 128 else f"{text[:120]}…({len(user_ids)})"
