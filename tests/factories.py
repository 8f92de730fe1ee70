"""Small factories for test data: real rows in the real database, nothing mocked."""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

from accounts.models import User, UserSettings
from memoryflow.models import Message, Topic

_counter = itertools.count(1)
BASE_TIME = datetime(2026, 1, 1, 12, 0, tzinfo=timezone.get_fixed_timezone(0))


def make_user(
    *, created_at: datetime | None = None, memory: dict[str, Any] | None = None, **fields: Any
) -> User:
    n = next(_counter)
    user = User.objects.create(
        username=fields.pop("username", f"user{n}"),
        email=fields.pop("email", f"user{n}@example.com"),
        created_at=created_at or BASE_TIME + timedelta(minutes=n),
        **fields,
    )
    if memory is not None:
        UserSettings.objects.create(user=user, memory=memory)
    return user


def make_topic(user: User, *, created_at: datetime | None = None, **fields: Any) -> Topic:
    n = next(_counter)
    return Topic.objects.create(
        user=user,
        title=fields.pop("title", f"topic {n}"),
        created_at=created_at or BASE_TIME + timedelta(minutes=n),
        **fields,
    )


def make_message(
    topic: Topic,
    *,
    user: User | None = None,
    role: str = "user",
    content: str = "hello",
    **fields: Any,
) -> Message:
    return Message.objects.create(
        topic=topic, user=user or topic.user, role=role, content=content, **fields
    )


def make_chat_topic(user: User, *, created_at: datetime | None = None, **fields: Any) -> Topic:
    """A topic holding one `user` message of its owner: work for the hourly run."""
    topic = make_topic(user, created_at=created_at, **fields)
    make_message(topic, content="I live in Porto.")
    return topic


def make_chatted_user(**fields: Any) -> User:
    """A user with one own-topic user message: eligible unless memory is disabled."""
    user = make_user(**fields)
    make_message(make_topic(user), content="I'm a nurse")
    return user
