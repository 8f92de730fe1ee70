"""Every selection rule of docs/domain.md#who-is-selected, on the real database."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from memoryflow.models import ExtractionStatus
from memoryflow.querysets import (
    UserCursor,
    count_hourly_eligible_users,
    owned_topic_ids,
    page_hourly_eligible_users,
    topics_to_extract,
)
from tests.factories import (
    BASE_TIME,
    make_chat_topic,
    make_chatted_user,
    make_message,
    make_topic,
    make_user,
)

pytestmark = pytest.mark.django_db


def walk_all(*, limit: int, whitelist=None) -> list[int]:
    ids: list[int] = []
    cursor = None
    while True:
        page = page_hourly_eligible_users(limit=limit, after=cursor, whitelist=whitelist)
        ids.extend(page.ids)
        if page.next_cursor is None:
            return ids
        cursor = page.next_cursor


def test_eligibility_rules() -> None:
    eligible = make_chatted_user()
    explicit_on = make_chatted_user(memory={"enabled": True, "effort": "high"})
    no_enabled_key = make_chatted_user(memory={"effort": "low"})
    make_chatted_user(memory={"enabled": False})  # opted out
    make_user()  # never chatted
    assistant_only = make_user()
    make_message(make_topic(assistant_only), role="assistant")
    guest = make_user()  # only chatted in someone else's topic
    make_message(make_topic(eligible), user=guest)

    assert count_hourly_eligible_users() == 3
    assert sorted(walk_all(limit=2)) == sorted([eligible.id, explicit_on.id, no_enabled_key.id])


def test_whitelist_limits_count_and_pages() -> None:
    users = [make_chatted_user() for _ in range(4)]
    whitelist: list[int | str] = [str(users[1].id), users[3].id]
    assert count_hourly_eligible_users(whitelist=whitelist) == 2
    assert walk_all(limit=1, whitelist=whitelist) == [users[1].id, users[3].id]


def test_keyset_pages_cover_every_user_once_with_created_at_ties() -> None:
    # Five users share one created_at, so the id breaks the tie.
    tied = [make_chatted_user(created_at=BASE_TIME) for _ in range(5)]
    later = [make_chatted_user(created_at=BASE_TIME + timedelta(seconds=1)) for _ in range(2)]
    earlier = make_chatted_user(created_at=BASE_TIME - timedelta(days=1))
    expected = [earlier.id, *sorted(u.id for u in tied), *sorted(u.id for u in later)]
    for limit in (1, 2, 3, 8, 50):
        assert walk_all(limit=limit) == expected
    assert count_hourly_eligible_users() == len(expected)


def test_full_last_page_then_empty_page() -> None:
    users = [make_chatted_user() for _ in range(4)]
    first = page_hourly_eligible_users(limit=2)
    second = page_hourly_eligible_users(limit=2, after=first.next_cursor)
    assert first.ids + second.ids == [u.id for u in users]
    assert second.next_cursor is not None  # a full page cannot know it was the last
    third = page_hourly_eligible_users(limit=2, after=second.next_cursor)
    assert third.ids == [] and third.next_cursor is None


def test_cursor_round_trips_through_payload() -> None:
    make_chatted_user()
    page = page_hourly_eligible_users(limit=1)
    assert page.next_cursor is not None
    assert UserCursor.from_payload(page.next_cursor.to_payload()) == page.next_cursor


def test_topics_window_force_and_completed_marker() -> None:
    user = make_user()
    day = lambda n: BASE_TIME + timedelta(days=n)  # noqa: E731
    before = make_chat_topic(user, created_at=day(-1))
    first_day = make_chat_topic(user, created_at=day(0))
    done = make_chat_topic(user, created_at=day(1), extraction_status=ExtractionStatus.COMPLETED)
    failed = make_chat_topic(
        user,
        created_at=day(1) + timedelta(hours=11, minutes=59),
        extraction_status=ExtractionStatus.FAILED,
    )
    after = make_chat_topic(user, created_at=day(2))
    make_topic(make_user(), created_at=day(0))  # another user's

    window: dict[str, Any] = {
        "from_date": BASE_TIME.date(),
        "to_date": (BASE_TIME + timedelta(days=1)).date(),
    }
    assert list(topics_to_extract(user_id=user.id, **window)) == [first_day, failed]
    assert list(topics_to_extract(user_id=user.id, force=True, **window)) == [
        first_day,
        done,
        failed,
    ]
    assert list(topics_to_extract(user_id=user.id)) == [before, first_day, failed, after]
    assert list(topics_to_extract(user_id=user.id, from_date=date(2026, 1, 3))) == [after]
    assert list(topics_to_extract(user_id=user.id, to_date=date(2025, 12, 31))) == [before]


def test_topics_order_ties_and_cap() -> None:
    user = make_user()
    topics = [make_chat_topic(user, created_at=BASE_TIME) for _ in range(5)]
    assert list(topics_to_extract(user_id=user.id)[:3]) == topics[:3]


def test_topics_without_an_own_user_message_are_no_work_unless_asked_for() -> None:
    user, guest = make_user(), make_user()
    chat = make_chat_topic(user)
    empty = make_topic(user)
    assistant_only = make_topic(user)
    make_message(assistant_only, role="assistant")
    guest_only = make_topic(user)
    make_message(guest_only, user=guest)  # a user line, but not the owner's
    assert list(topics_to_extract(user_id=user.id)) == [chat]
    # Forced runs and explicit ids still reach them (the extractor then skips the empty).
    assert len(topics_to_extract(user_id=user.id, force=True)) == 4
    explicit = topics_to_extract(user_id=user.id, topic_ids=[empty.id, assistant_only.id])
    assert sorted(topic.id for topic in explicit) == sorted([empty.id, assistant_only.id])


def test_explicit_topic_ids_are_filtered_to_the_owner() -> None:
    user, other = make_user(), make_user()
    mine = [make_topic(user) for _ in range(2)]
    theirs = make_topic(other)
    wanted = [mine[1].id, theirs.id, mine[0].id, mine[1].id, 999_999]
    assert owned_topic_ids(user_id=user.id, topic_ids=wanted) == [mine[1].id, mine[0].id]
    selected = topics_to_extract(user_id=user.id, topic_ids=wanted)
    assert sorted(t.id for t in selected) == sorted(t.id for t in mine)
