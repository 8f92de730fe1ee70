"""Rows of the demo population, built in memory from the plan and each user's RNG.

No database access here: the loader inserts what this builds. A running digest of every
generated value lets callers check that the same seed produced the same content.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.contrib.auth.hashers import make_password

from accounts.models import User, UserSettings
from memoryflow.demo import corpus
from memoryflow.demo import vocabulary as v
from memoryflow.demo.population import (
    DEMO_PASSWORD,
    DEMO_USERNAME_PREFIX,
    Kind,
    Plan,
    SettingsVariant,
    user_rng,
)
from memoryflow.models import Topic

# lognormvariate(0, 0.8) has mean e^0.32: divide it out so the average stays as asked.
_LOGNORMAL_MEAN = 1.3771


@dataclass
class Host:
    """A chatted user's first topic: where guests write."""

    user_id: int
    username: str
    topic_id: int
    topic_title: str
    after: datetime


@dataclass
class Chunk:
    users: list[User] = field(default_factory=list)
    settings: list[UserSettings] = field(default_factory=list)
    # (owner position in `users`, topic, its (role, content, created_at) lines)
    topics: list[tuple[int, Topic, list[tuple[str, str, datetime]]]] = field(default_factory=list)


def _settings_row(variant: SettingsVariant, index: int) -> dict[str, object] | None:
    effort = ("low", "medium", "high")[index % 3]
    if variant is SettingsVariant.NONE:
        return None
    if variant is SettingsVariant.DISABLED:
        return {"enabled": False}
    if variant is SettingsVariant.ENABLED:
        return {"enabled": True, "effort": effort}
    return {"effort": effort} if index % 2 else {}


def _topic_lengths(total: int, rng: random.Random) -> list[int]:
    lengths: list[int] = []
    remaining = total
    while remaining > 0:
        length = min(remaining, rng.randint(2, 16))
        if remaining - length == 1:  # no dangling one-line topic
            length += 1
        lengths.append(length)
        remaining -= length
    return lengths


class Generator:
    def __init__(self, *, plan: Plan, seed: int, anchor: datetime, per_chatted: float) -> None:
        self.plan, self.seed, self.anchor, self.per_chatted = plan, seed, anchor, per_chatted
        self.password = make_password(DEMO_PASSWORD)
        self.digest = hashlib.sha256()

    def chunk(self, start: int, stop: int) -> Chunk:
        chunk = Chunk()
        for index in range(start, stop):
            self._user(chunk, index)
        return chunk

    def _user(self, chunk: Chunk, index: int) -> None:
        rng = user_rng(self.seed, index)
        persona = corpus.persona_slots(rng)
        first, last = persona["first_name"], rng.choice(v.LAST_NAMES)
        created = self.plan.created_at[index]
        username = f"{DEMO_USERNAME_PREFIX}{index:06d}"
        user = User(
            username=username,
            first_name=first,
            last_name=last,
            full_name=f"{first} {last}",
            email=f"{first}.{last}.{index}@{rng.choice(v.EMAIL_DOMAINS)}".lower(),
            password=self.password,
            created_at=created,
            date_joined=created,
        )
        position = len(chunk.users)
        chunk.users.append(user)
        memory = _settings_row(self.plan.settings[index], index)
        self.digest.update(f"u|{username}|{user.email}|{created.isoformat()}|{memory}".encode())
        if memory is not None:
            general = {"responseLanguage": persona["language"]} if index % 4 == 0 else {}
            chunk.settings.append(UserSettings(user=user, memory=memory, general=general))
        kind = self.plan.kinds[index]
        lengths: list[int] = []
        if kind is Kind.CHATTED:
            total = max(2, round(self.per_chatted * rng.lognormvariate(0, 0.8) / _LOGNORMAL_MEAN))
            lengths = _topic_lengths(total, rng)
        elif kind is Kind.ASSISTANT_ONLY:
            lengths = [rng.randint(1, 3) for _ in range(rng.randint(1, 2))]
        elif kind is Kind.EMPTY:
            lengths = [0] * rng.randint(1, 2)
        window = max(3600.0, (self.anchor - created).total_seconds() - 7200)
        starts = sorted(created + timedelta(seconds=3600 + rng.random() * window) for _ in lengths)
        for length, started in zip(lengths, starts, strict=True):
            title = corpus.topic_title(rng, persona)
            if kind is Kind.CHATTED:
                pairs = corpus.conversation(rng, persona, length)
            else:
                pairs = corpus.assistant_only(rng, length)
            lines, at = [], started
            for role, content in pairs:
                lines.append((role, content, at))
                self.digest.update(
                    f"m|{username}|{title}|{role}|{content}|{at.isoformat()}".encode()
                )
                at += timedelta(seconds=rng.randint(5, 600))
            topic = Topic(user=user, title=title, created_at=started, updated_at=at)
            self.digest.update(f"t|{username}|{title}|{started.isoformat()}".encode())
            chunk.topics.append((position, topic, lines))

    def guest_lines(self, index: int, host: Host) -> list[tuple[str, str, datetime]]:
        """A guest's turns in the host's topic, each followed by the assistant's reply."""
        rng = user_rng(self.seed, index)
        persona = corpus.persona_slots(rng)
        at = host.after + timedelta(minutes=rng.randint(1, 600))
        lines: list[tuple[str, str, datetime]] = []
        for _ in range(rng.randint(1, 3)):
            line, reply = corpus.exchange(rng, persona)
            lines += [("user", line, at), ("assistant", reply, at + timedelta(seconds=20))]
            at += timedelta(minutes=rng.randint(1, 30))
        for role, content, when in lines:
            self.digest.update(
                f"g|{index}|{host.username}|{host.topic_title}|{role}|{content}|"
                f"{when.isoformat()}".encode()
            )
        return lines
