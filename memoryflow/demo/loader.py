"""Write (and delete) the demo population with bulk inserts.

Users are loaded in chunks, each in one transaction: the chatted-marker trigger still fires
per message row (it must: the marker stays exact), but each chunk commits once. Passwords
are hashed once per load, not per user. Guests are written last, into topics their hosts
already own.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from django.contrib.auth.hashers import make_password
from django.db import connection, models, transaction

from accounts.models import User, UserSettings
from memoryflow.demo import corpus
from memoryflow.demo import vocabulary as v
from memoryflow.demo.population import Kind, Plan, SettingsVariant, make_plan, user_rng
from memoryflow.models import Message, Topic
from memoryflow.querysets import hourly_eligible_users

DEMO_USERNAME_PREFIX = "demo-"
DEMO_PASSWORD = "demo"  # documented demo credential, not a secret
DEFAULT_ANCHOR = datetime(2026, 1, 1, tzinfo=UTC)
USERS_PER_CHUNK = 5_000
BATCH_SIZE = 2_000
# lognormvariate(0, 0.8) has mean e^0.32: divide it out so the average stays as asked.
_LOGNORMAL_MEAN = 1.3771

Progress = Callable[[str], None]


@dataclass
class DemoSummary:
    users: int = 0
    chatted: int = 0
    eligible: int = 0
    disabled: int = 0
    no_settings: int = 0
    never_chatted: int = 0
    assistant_only: int = 0
    guests: int = 0
    topics: int = 0
    messages: int = 0
    digest: str = ""
    elapsed: float = 0.0
    phases: dict[str, float] = field(default_factory=dict)


@dataclass
class _Host:
    """A chatted user's first topic: where guests write."""

    user_id: int
    username: str
    topic_id: int
    topic_title: str
    after: datetime


@dataclass
class _Chunk:
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


class _Generator:
    def __init__(self, *, plan: Plan, seed: int, anchor: datetime, per_chatted: float) -> None:
        self.plan, self.seed, self.anchor, self.per_chatted = plan, seed, anchor, per_chatted
        self.password = make_password(DEMO_PASSWORD)
        self.digest = hashlib.sha256()

    def chunk(self, start: int, stop: int) -> _Chunk:
        chunk = _Chunk()
        for index in range(start, stop):
            self._user(chunk, index)
        return chunk

    def _user(self, chunk: _Chunk, index: int) -> None:
        rng = user_rng(self.seed, index)
        persona = corpus.persona_slots(rng)
        first, last = persona["first_name"], rng.choice(v.LAST_NAMES)
        created = self.plan.created_at[index]
        username = f"{DEMO_USERNAME_PREFIX}{index:06d}"
        user = User(
            username=username, first_name=first, last_name=last, full_name=f"{first} {last}",
            email=f"{first}.{last}.{index}@{rng.choice(v.EMAIL_DOMAINS)}".lower(),
            password=self.password, created_at=created, date_joined=created,
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
                self.digest.update(f"m|{username}|{title}|{role}|{content}|{at.isoformat()}".encode())
                at += timedelta(seconds=rng.randint(5, 600))
            topic = Topic(user=user, title=title, created_at=started, updated_at=at)
            self.digest.update(f"t|{username}|{title}|{started.isoformat()}".encode())
            chunk.topics.append((position, topic, lines))

    def guest_lines(self, index: int, host: _Host) -> list[tuple[str, str, datetime]]:
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
            self.digest.update(f"g|{index}|{host.username}|{host.topic_title}|{role}|{content}|"
                               f"{when.isoformat()}".encode())
        return lines


def _write_chunk(chunk: _Chunk, hosts: dict[int, _Host], first_index: int, plan: Plan) -> int:
    User.objects.bulk_create(chunk.users, batch_size=BATCH_SIZE)
    for row in chunk.settings:
        row.user_id = row.user.pk  # bulk_create does not re-read the related user's new pk
    UserSettings.objects.bulk_create(chunk.settings, batch_size=BATCH_SIZE)
    for position, topic, _ in chunk.topics:
        topic.user_id = chunk.users[position].pk
    Topic.objects.bulk_create([topic for _, topic, _ in chunk.topics], batch_size=BATCH_SIZE)
    messages = [
        Message(topic_id=topic.pk, user_id=topic.user_id, role=role, content=content, created_at=at)
        for _, topic, lines in chunk.topics
        for role, content, at in lines
    ]
    Message.objects.bulk_create(messages, batch_size=BATCH_SIZE)
    for position, topic, lines in chunk.topics:
        index = first_index + position
        if plan.kinds[index] is Kind.CHATTED and index not in hosts and lines:
            user = chunk.users[position]
            hosts[index] = _Host(user.pk, user.username, topic.pk, topic.title, lines[-1][2])
    return len(messages)


def _release_references(model: type[models.Model], doomed: models.QuerySet, skip: set[type]) -> None:
    """Delete (or null, for SET_NULL) the rows of small tables that point at `doomed`."""
    for relation in model._meta.related_objects:
        related_model = relation.related_model
        if related_model in skip or not relation.field.concrete:
            continue
        name = relation.field.name
        related = related_model._base_manager.filter(**{f"{name}__in": doomed})
        if relation.on_delete is models.SET_NULL:
            related.update(**{name: None})
        else:
            related.delete()  # the ORM applies their own cascades


def delete_demo_data() -> int:
    """Delete every demo user and everything they own; returns the number of users deleted.

    Small dependents go through the ORM. The big tables are deleted with plain SQL, users
    first: foreign keys are deferred to commit, so when the message-delete trigger
    recomputes `chatted_at` it finds no user row and costs nothing.
    """
    demo = User.objects.filter(username__startswith=DEMO_USERNAME_PREFIX)
    with transaction.atomic():
        _release_references(User, demo, skip={Topic, Message, UserSettings})
        _release_references(Topic, Topic.objects.filter(user__in=demo), skip={Message})
        for m2m in User._meta.many_to_many:
            m2m.remote_field.through.objects.filter(user__in=demo).delete()
        with connection.cursor() as cursor:
            cursor.execute("DELETE FROM users WHERE username LIKE %s", [f"{DEMO_USERNAME_PREFIX}%"])
            deleted = cursor.rowcount
            if deleted:
                orphan = "NOT EXISTS (SELECT 1 FROM users u WHERE u.id = {table}.user_id)"
                for table in ("user_settings", "topics"):
                    cursor.execute(f"DELETE FROM {table} WHERE {orphan.format(table=table)}")
                cursor.execute(
                    f"DELETE FROM messages WHERE {orphan.format(table='messages')}"
                    " OR NOT EXISTS (SELECT 1 FROM topics t WHERE t.id = messages.topic_id)"
                )
    return deleted


def _analyze() -> None:
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql" and not connection.in_atomic_block:
            # VACUUM also sets the visibility map, so index-only scans are index-only.
            # (It cannot run inside a transaction, e.g. a test's: plain ANALYZE there.)
            cursor.execute("VACUUM (ANALYZE) users, user_settings, topics, messages")
        elif connection.vendor == "postgresql":
            cursor.execute("ANALYZE users, user_settings, topics, messages")
        else:
            cursor.execute("ANALYZE")


def generate_demo_data(
    *,
    users: int,
    chatted_ratio: float,
    messages_per_chatted_user: float,
    seed: int = 42,
    anchor: datetime = DEFAULT_ANCHOR,
    reset: bool = False,
    analyze: bool = True,
    progress: Progress | None = None,
) -> DemoSummary:
    """Load a deterministic demo population and return what was written.

    Raises ValueError when demo users already exist and `reset` is false.
    """
    if users < 1 or not 0 <= chatted_ratio <= 1 or messages_per_chatted_user < 0:
        raise ValueError("need users >= 1, 0 <= chatted_ratio <= 1, messages >= 0")
    say = progress or (lambda _message: None)
    began = time.perf_counter()
    summary = DemoSummary()
    if reset:
        deleted = delete_demo_data()
        summary.phases["reset"] = time.perf_counter() - began
        say(f"deleted {deleted} demo users")
    elif User.objects.filter(username__startswith=DEMO_USERNAME_PREFIX).exists():
        raise ValueError("demo data already exists; pass reset=True (--reset) to replace it")

    plan = make_plan(users=users, chatted_ratio=chatted_ratio, seed=seed, anchor=anchor)
    generator = _Generator(plan=plan, seed=seed, anchor=anchor, per_chatted=messages_per_chatted_user)
    hosts: dict[int, _Host] = {}
    started = time.perf_counter()
    for first in range(0, users, USERS_PER_CHUNK):
        chunk = generator.chunk(first, min(users, first + USERS_PER_CHUNK))
        with transaction.atomic():
            written = _write_chunk(chunk, hosts, first, plan)
        say(f"users {min(users, first + USERS_PER_CHUNK):,}/{users:,} (+{written:,} messages)")
    summary.phases["users_topics_messages"] = time.perf_counter() - started

    started = time.perf_counter()
    host_order = sorted(hosts)
    guest_messages: list[Message] = []
    guest_ids = dict(
        User.objects.filter(username__startswith=DEMO_USERNAME_PREFIX).values_list("username", "id")
    )
    for index, kind in enumerate(plan.kinds):
        if kind is Kind.GUEST and host_order:
            host = hosts[host_order[user_rng(seed, index).randrange(len(host_order))]]
            guest_id = guest_ids[f"{DEMO_USERNAME_PREFIX}{index:06d}"]
            for role, content, at in generator.guest_lines(index, host):
                # The assistant's reply belongs to the topic owner, as the chat app writes it.
                author = guest_id if role == "user" else host.user_id
                guest_messages.append(
                    Message(topic_id=host.topic_id, user_id=author, role=role, content=content,
                            created_at=at)
                )
    with transaction.atomic():
        Message.objects.bulk_create(guest_messages, batch_size=BATCH_SIZE)
    summary.phases["guests"] = time.perf_counter() - started

    if analyze:
        started = time.perf_counter()
        _analyze()
        summary.phases["analyze"] = time.perf_counter() - started

    _fill_counts(summary, plan)
    summary.digest = generator.digest.hexdigest()
    summary.elapsed = time.perf_counter() - began
    return summary


def _fill_counts(summary: DemoSummary, plan: Plan) -> None:
    demo_users = User.objects.filter(username__startswith=DEMO_USERNAME_PREFIX)
    summary.users = demo_users.count()
    summary.chatted = demo_users.filter(chatted_at__isnull=False).count()
    summary.eligible = hourly_eligible_users().filter(username__startswith=DEMO_USERNAME_PREFIX).count()
    summary.disabled = plan.settings.count(SettingsVariant.DISABLED)
    summary.no_settings = plan.settings.count(SettingsVariant.NONE)
    summary.never_chatted = plan.count(Kind.NEVER) + plan.count(Kind.EMPTY)
    summary.assistant_only = plan.count(Kind.ASSISTANT_ONLY)
    summary.guests = plan.count(Kind.GUEST)
    summary.topics = Topic.objects.filter(user__in=demo_users).count()
    summary.messages = Message.objects.filter(user__in=demo_users).count()
    if summary.chatted != plan.count(Kind.CHATTED):
        # The trigger-maintained marker disagrees with what was generated: a real bug.
        raise RuntimeError(
            f"chatted marker mismatch: {summary.chatted} users marked, "
            f"{plan.count(Kind.CHATTED)} generated as chatted"
        )
