"""The hourly benchmark's population: exactly `eligible` users with `topics` topics each.

The demo presets draw topic counts from a distribution; a per-user cost needs a fixed
shape. Beside the eligible users it writes ineligible ones the selection must skip (memory
turned off, assistant-only chats, never chatted), a tenth as many of each, so the run
walks a realistic table. Messages come from the demo corpus, deterministically per seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.contrib.auth.hashers import make_password
from django.db import transaction

from accounts.models import User, UserSettings
from memoryflow.demo import corpus
from memoryflow.models import Message, Topic

PREFIX = "bench-"
ANCHOR = datetime(2026, 1, 1, tzinfo=UTC)
BATCH = 2_000


@dataclass(frozen=True)
class Population:
    eligible: int
    ineligible: int
    topics: int
    messages: int


def load_population(*, eligible: int, topics: int = 3, turns: int = 4, seed: int = 5) -> Population:
    """Write the population into an empty database (the benchmark's own)."""
    rng = random.Random(seed)
    password = make_password("bench")
    extra = max(1, eligible // 10)
    # kind: "eligible", "disabled" (chatted, memory off), "assistant" (no user message),
    # "silent" (never chatted) -- interleaved so keyset pages see all kinds.
    kinds = ["eligible"] * eligible + ["disabled", "assistant", "silent"] * extra
    rng.shuffle(kinds)
    users: list[User] = []
    settings_rows: list[UserSettings] = []
    plans: list[tuple[int, list[tuple[str, list[tuple[str, str]]]]]] = []
    for index, kind in enumerate(kinds):
        created = ANCHOR - timedelta(days=30) + timedelta(seconds=index * 37)
        user = User(
            username=f"{PREFIX}{index:06d}",
            email=f"{PREFIX}{index:06d}@example.com",
            password=password,
            created_at=created,
            date_joined=created,
        )
        users.append(user)
        if kind == "disabled":
            settings_rows.append(UserSettings(user=user, memory={"enabled": False}))
        elif index % 2:
            settings_rows.append(UserSettings(user=user, memory={"enabled": True}))
        persona = corpus.persona_slots(rng)
        chats: list[tuple[str, list[tuple[str, str]]]] = []
        if kind in ("eligible", "disabled"):
            for _ in range(topics):
                title = corpus.topic_title(rng, persona)
                chats.append((title, corpus.conversation(rng, persona, turns)))
        elif kind == "assistant":
            chats.append(("assistant only", corpus.assistant_only(rng, 2)))
        plans.append((index, chats))

    with transaction.atomic():
        User.objects.bulk_create(users, batch_size=BATCH)
        for row in settings_rows:
            row.user_id = row.user.pk
        UserSettings.objects.bulk_create(settings_rows, batch_size=BATCH)
        topic_rows: list[tuple[Topic, list[tuple[str, str]]]] = []
        for index, chats in plans:
            user = users[index]
            for number, (title, pairs) in enumerate(chats):
                started = user.created_at + timedelta(hours=1 + number)
                topic = Topic(user_id=user.pk, title=title, created_at=started, updated_at=started)
                topic_rows.append((topic, pairs))
        Topic.objects.bulk_create([topic for topic, _ in topic_rows], batch_size=BATCH)
        messages = [
            Message(
                topic_id=topic.pk,
                user_id=topic.user_id,
                role=role,
                content=content,
                created_at=topic.created_at + timedelta(seconds=30 * turn),
            )
            for topic, pairs in topic_rows
            for turn, (role, content) in enumerate(pairs)
        ]
        Message.objects.bulk_create(messages, batch_size=BATCH)
    return Population(
        eligible=eligible,
        ineligible=len(kinds) - eligible,
        topics=eligible * topics,
        messages=len(messages),
    )
