"""The hot reads: which users the hourly pipelines process, and which topics to extract.

One selection each, shared by the count (dry-run) and the pages (real run), so the dry-run
total is exactly what a real run walks (DESIGN rule 5). Every user selection is memory
enabled (missing setting = enabled) and on the whitelist if one is configured, and reads a
trigger-kept counter on `users` (docs/markers.md) through its partial index, never the
messages table:

- users with new topics (`pending_topics > 0`, index `users_new_topics_keyset`): the
  topics pipeline;
- users whose persona is stale (`persona_stale`, i.e. `memory_version <>
  persona_memory_version`, index `users_stale_persona_keyset`) and who have no new
  topics: the persona pipeline;
- users who chatted (`chatted_topics > 0`, index `users_chatted_keyset`): the figure the
  dry-run reports next to them, and the seed's selection (`hourly_eligible_users`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from django.db.models import Exists, F, OuterRef, Q, QuerySet

from accounts.models import User, UserSettings
from memoryflow.errors import InvalidPayloadError
from memoryflow.models import SETTLED_STATUSES, Topic
from memoryflow.validation import check_date, parse_db_id, parse_iso_datetime


@dataclass(frozen=True)
class UserCursor:
    """Keyset position in the `(created_at, id)` walk; the next page starts strictly after."""

    created_at: datetime
    id: int

    def to_payload(self) -> dict[str, Any]:
        return {"createdAt": self.created_at.isoformat(), "id": self.id}

    @classmethod
    def from_payload(cls, value: Any) -> UserCursor:
        """Parse `{createdAt, id}`; anything else is an InvalidPayloadError (never retried)."""
        if not isinstance(value, dict):
            raise InvalidPayloadError(
                f"cursor must be an object with createdAt and id, got {value!r:.80}"
            )
        created = parse_iso_datetime(value.get("createdAt"), "cursor.createdAt")
        return cls(created_at=created, id=parse_db_id(value.get("id"), "cursor.id"))


@dataclass(frozen=True)
class UserPage:
    ids: list[int]
    next_cursor: UserCursor | None


def _memory_disabled() -> Exists:
    # A correlated NOT EXISTS, not `NOT IN (subquery)`: Postgres runs NOT IN as a hashed
    # subplan that reads every opted-out user before returning the first row (3 ms for the
    # large demo's 16,000, the whole cost of a page); NOT EXISTS becomes an anti-join that
    # probes the partial index `user_settings_memory_off` only for the rows it reads.
    return Exists(UserSettings.objects.filter(user_id=OuterRef("pk"), memory__enabled=False))


def memory_turned_off(user_id: int) -> bool:
    """Whether the user set `memory.enabled` to false (missing settings count as on)."""
    return UserSettings.objects.filter(user_id=user_id, memory__enabled=False).exists()


def _enabled(users: QuerySet[User], whitelist: Sequence[int | str] | None) -> QuerySet[User]:
    users = users.exclude(_memory_disabled())
    if whitelist:
        users = users.filter(id__in=[int(user_id) for user_id in whitelist])
    return users


def hourly_eligible_users(*, whitelist: Sequence[int | str] | None = None) -> QuerySet[User]:
    """Users who chatted (the seed's hourly selection), unordered."""
    return _enabled(User.objects.filter(chatted_topics__gt=0), whitelist)


def count_chatted_users(*, whitelist: Sequence[int | str] | None = None) -> int:
    """How many users chatted at all (memory enabled, whitelist): the dry-run's "of N"."""
    return hourly_eligible_users(whitelist=whitelist).count()


def count_hourly_eligible_users(*, whitelist: Sequence[int | str] | None = None) -> int:
    """Exact number of users a real hourly run would process."""
    return hourly_eligible_users(whitelist=whitelist).count()


def page_hourly_eligible_users(
    *, limit: int, after: UserCursor | None = None, whitelist: Sequence[int | str] | None = None
) -> UserPage:
    """The next `limit` eligible users in `(created_at, id)` order, strictly after `after`.

    `next_cursor` is set only when the page is full: a short page is the last one.
    """
    return _page(hourly_eligible_users(whitelist=whitelist), limit=limit, after=after)


def _page(users: QuerySet[User], *, limit: int, after: UserCursor | None) -> UserPage:
    if after is not None:
        # (created_at, id) > cursor, written so the index range starts at the cursor: `>=`
        # is an index condition, the OR only filters rows tied on created_at. The plain
        # `created_at > c OR (created_at = c AND id > i)` scans from the start of the index.
        users = users.filter(
            Q(created_at__gte=after.created_at)
            & (Q(created_at__gt=after.created_at) | Q(id__gt=after.id))
        )
    rows = list(users.order_by("created_at", "id").values_list("id", "created_at")[:limit])
    next_cursor = UserCursor(created_at=rows[-1][1], id=rows[-1][0]) if len(rows) == limit else None
    return UserPage(ids=[user_id for user_id, _ in rows], next_cursor=next_cursor)


# --- the hourly pipelines' selections ------------------------------------------------------

Whitelist = Sequence[int | str] | None


def users_with_new_topics(
    *, whitelist: Whitelist = None, from_date: date | None = None, to_date: date | None = None
) -> QuerySet[User]:
    """Users with at least one topic not yet extracted that holds their own user message.

    With a window, such a topic must also have been created inside it (`window_bounds`):
    the counter says "somewhere", the EXISTS, run only for those users, says "in the window".
    """
    users = _enabled(User.objects.filter(pending_topics__gt=0), whitelist)
    start, end = window_bounds(from_date, to_date)
    if start is None and end is None:
        return users
    topics = new_work_topics().filter(user_id=OuterRef("pk"))
    if start is not None:
        topics = topics.filter(created_at__gte=start)
    if end is not None:
        topics = topics.filter(created_at__lt=end)
    return users.filter(Exists(topics))


def count_users_with_new_topics(
    *, whitelist: Whitelist = None, from_date: date | None = None, to_date: date | None = None
) -> int:
    return users_with_new_topics(whitelist=whitelist, from_date=from_date, to_date=to_date).count()


def page_users_with_new_topics(
    *,
    limit: int,
    after: UserCursor | None = None,
    whitelist: Whitelist = None,
    from_date: date | None = None,
    to_date: date | None = None,
) -> UserPage:
    users = users_with_new_topics(whitelist=whitelist, from_date=from_date, to_date=to_date)
    return _page(users, limit=limit, after=after)


def users_with_stale_persona(
    *, whitelist: Whitelist = None, composer_key: str = ""
) -> QuerySet[User]:
    """Users whose memories changed since their persona was composed, without new topics
    (a user with new topics gets the persona from the topics pipeline after extraction).

    With `composer_key`, less the users whose current memories that composer failed on
    (`services.persona`): asked again, it would fail again, at the same cost."""
    users = User.objects.filter(persona_stale=True).exclude(pending_topics__gt=0)
    if composer_key:
        users = users.exclude(
            persona_failed_memory_version=F("memory_version"),
            persona_failed_composer=composer_key,
        )
    return _enabled(users, whitelist)


def count_users_with_stale_persona(*, whitelist: Whitelist = None, composer_key: str = "") -> int:
    return users_with_stale_persona(whitelist=whitelist, composer_key=composer_key).count()


def page_users_with_stale_persona(
    *,
    limit: int,
    after: UserCursor | None = None,
    whitelist: Whitelist = None,
    composer_key: str = "",
) -> UserPage:
    users = users_with_stale_persona(whitelist=whitelist, composer_key=composer_key)
    return _page(users, limit=limit, after=after)


# --- topics ------------------------------------------------------------------------------


def window_bounds(
    from_date: date | None, to_date: date | None
) -> tuple[datetime | None, datetime | None]:
    """Whole UTC days, both ends inclusive: [from 00:00, to+1 00:00). Dates outside
    `validation.MIN_DATE … MAX_DATE` are an InvalidPayloadError (`to + 1 day` would
    overflow at `date.max`)."""
    for day, name in ((from_date, "fromDate"), (to_date, "toDate")):
        if day is not None:
            check_date(day, name)
    start = datetime.combine(from_date, time.min, tzinfo=UTC) if from_date else None
    end = datetime.combine(to_date + timedelta(days=1), time.min, tzinfo=UTC) if to_date else None
    return start, end


def new_work_topics() -> QuerySet[Topic]:
    """Topics with work for the hourly run: not settled, holding an own user message.

    Not settled is "neither completed nor rejected" on purpose: every other status
    (pending, failed, and any added later) is work still to do.
    """
    return Topic.objects.exclude(extraction_status__in=SETTLED_STATUSES).filter(
        user_message_count__gt=0
    )


def topics_to_extract(
    *,
    user_id: int,
    from_date: date | None = None,
    to_date: date | None = None,
    force: bool = False,
    topic_ids: Iterable[int] | None = None,
) -> QuerySet[Topic]:
    """A user's topics a run should extract, in `(created_at, id)` order (uncapped).

    Owned by the user; inside the optional window; unless `force`, not settled (neither
    `completed` nor `rejected`: forcing re-queues a rejected topic).
    With `topic_ids`, only those of them the user owns. Without either, only topics that
    hold an own user message (`new_work_topics`): empty or assistant-only topics have
    nothing to extract and would only cost a fan-out. Callers cap with `[:limit]`.
    """
    topics = Topic.objects.filter(user_id=user_id)
    start, end = window_bounds(from_date, to_date)
    if start is not None:
        topics = topics.filter(created_at__gte=start)
    if end is not None:
        topics = topics.filter(created_at__lt=end)
    if not force:
        topics = topics.exclude(extraction_status__in=SETTLED_STATUSES)
        if topic_ids is None:
            topics = topics.filter(user_message_count__gt=0)
    if topic_ids is not None:
        topics = topics.filter(id__in=list(topic_ids))
    return topics.order_by("created_at", "id")


def owned_topic_ids(*, user_id: int, topic_ids: Iterable[int]) -> list[int]:
    """Of `topic_ids`, those `user_id` owns, in the order given (explicit ids from payloads)."""
    wanted = list(dict.fromkeys(topic_ids))
    owned = set(Topic.objects.filter(user_id=user_id, id__in=wanted).values_list("id", flat=True))
    return [topic_id for topic_id in wanted if topic_id in owned]


def topic_ids_for_run(
    *,
    user_id: int,
    from_date: date | None = None,
    to_date: date | None = None,
    force: bool = False,
    topic_ids: Iterable[int] = (),
    limit: int,
) -> list[int]:
    """The topics one user's run extracts: the explicit ones the user owns, or the selection
    rules capped at `limit`. Shared by the task's expected total and the run's fan-out."""
    wanted = list(topic_ids)
    if wanted:
        return owned_topic_ids(user_id=user_id, topic_ids=wanted)
    selected = topics_to_extract(user_id=user_id, from_date=from_date, to_date=to_date, force=force)
    return list(selected.values_list("id", flat=True)[:limit])
