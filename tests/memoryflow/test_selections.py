"""The hourly pipelines' selections: users with new topics, users with a stale persona."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from accounts.models import User
from memoryflow.models import Memory, Topic
from memoryflow.querysets import (
    UserCursor,
    count_chatted_users,
    count_users_with_new_topics,
    count_users_with_stale_persona,
    page_users_with_new_topics,
    page_users_with_stale_persona,
)
from memoryflow.services.markers import mark_persona_current
from tests.factories import BASE_TIME, make_chat_topic, make_message, make_topic, make_user

pytestmark = pytest.mark.django_db


def walk_new(limit: int = 2, **options) -> list[int]:
    ids: list[int] = []
    cursor: UserCursor | None = None
    while True:
        page = page_users_with_new_topics(limit=limit, after=cursor, **options)
        ids.extend(page.ids)
        if page.next_cursor is None:
            return ids
        cursor = page.next_cursor


def walk_stale(limit: int = 2, **options) -> list[int]:
    ids: list[int] = []
    cursor: UserCursor | None = None
    while True:
        page = page_users_with_stale_persona(limit=limit, after=cursor, **options)
        ids.extend(page.ids)
        if page.next_cursor is None:
            return ids
        cursor = page.next_cursor


def chatted_and_extracted(count: int) -> list[User]:
    """Users who chatted, every topic already extracted: a quiet hour's population."""
    users = [make_user() for _ in range(count)]
    for user in users:
        make_chat_topic(user, extraction_status="completed")
    return users


def test_a_quiet_hour_selects_nobody_and_still_knows_who_chatted() -> None:
    chatted_and_extracted(5)
    assert count_users_with_new_topics() == 0
    assert walk_new() == []
    assert count_chatted_users() == 5


def test_new_topics_select_exactly_their_users() -> None:
    users = chatted_and_extracted(6)
    active = [users[1], users[4], users[5]]
    for user in active:
        make_chat_topic(user)
    make_chat_topic(users[5])  # two new topics: still one user
    assistant_only = make_topic(users[0])  # no user line: no work
    make_message(assistant_only, role="assistant")
    make_topic(users[2])  # empty
    expected = [user.pk for user in active]
    assert count_users_with_new_topics() == 3
    for limit in (1, 2, 3, 50):
        assert walk_new(limit=limit) == expected
    assert count_chatted_users() == 6


def test_extracting_the_last_new_topic_deselects_the_user() -> None:
    user = make_user()
    topic = make_chat_topic(user)
    assert count_users_with_new_topics() == 1
    Topic.objects.filter(pk=topic.pk).update(extraction_status="failed")
    assert count_users_with_new_topics() == 1  # a failed topic is still work
    Topic.objects.filter(pk=topic.pk).update(extraction_status="rejected")
    assert count_users_with_new_topics() == 0  # a rejected one is not
    assert walk_new() == []
    Topic.objects.filter(pk=topic.pk).update(extraction_status="completed")
    assert count_users_with_new_topics() == 0


def test_window_whitelist_and_memory_setting() -> None:
    inside, outside, second, listed = (make_user() for _ in range(4))
    make_chat_topic(inside, created_at=BASE_TIME)
    make_chat_topic(outside, created_at=BASE_TIME - timedelta(days=3))
    make_chat_topic(outside, created_at=BASE_TIME, extraction_status="completed")
    make_chat_topic(listed, created_at=BASE_TIME)
    opted = make_user(memory={"enabled": False})
    make_chat_topic(opted, created_at=BASE_TIME)
    make_chat_topic(second, created_at=BASE_TIME)

    window = {"from_date": BASE_TIME.date(), "to_date": BASE_TIME.date()}
    assert count_users_with_new_topics(**window) == 3  # type: ignore[arg-type]
    assert walk_new(**window) == [inside.pk, second.pk, listed.pk]  # type: ignore[arg-type]
    assert count_users_with_new_topics() == 4
    assert walk_new(from_date=date(2025, 12, 1), to_date=date(2025, 12, 30)) == [outside.pk]
    whitelist = [str(listed.pk), opted.pk, outside.pk]
    assert count_users_with_new_topics(whitelist=whitelist, **window) == 1  # type: ignore[arg-type]
    assert walk_new(whitelist=whitelist) == [outside.pk, listed.pk]
    assert count_chatted_users(whitelist=whitelist) == 2  # type: ignore[arg-type]


def _memory(user: User, fingerprint: str) -> Memory:
    return Memory.objects.create(
        user=user,
        layer="identity",
        title="Works as a nurse",
        summary="The user is a nurse.",
        fields={"description": "Works as a nurse", "identity_type": "professional"},
        fingerprint=fingerprint,
    )


def version(user: User) -> int:
    return User.objects.values_list("memory_version", flat=True).get(pk=user.pk)


def test_stale_persona_selection() -> None:
    changed, current, with_new_topics, never = (make_user() for _ in range(4))
    opted = make_user(memory={"enabled": False})
    for user in (changed, current, with_new_topics, opted):
        _memory(user, "a")
    mark_persona_current(user_id=current.pk, memory_version=version(current))
    make_chat_topic(with_new_topics)  # the topics pipeline writes this persona
    assert count_users_with_stale_persona() == 1
    assert walk_stale() == [changed.pk]

    mark_persona_current(user_id=changed.pk, memory_version=version(changed))
    assert count_users_with_stale_persona() == 0
    _memory(current, "b")  # a new memory: stale again
    Memory.objects.filter(user=changed).delete()  # so is a deletion
    assert walk_stale(limit=1) == [changed.pk, current.pk]
    assert count_users_with_stale_persona(whitelist=[current.pk, never.pk]) == 1
    assert never.pk not in walk_stale()
