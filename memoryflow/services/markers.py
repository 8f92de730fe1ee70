"""The trigger-kept markers: a full recompute to find drift, its repair, the persona's mark.

Database triggers keep the markers (docs/markers.md). Nothing should make them drift, but
a restore over existing rows, a raw UPDATE of a counter or a trigger lost to a schema
change can; `check_markers` (this module) recomputes every marker from the rows and
repairs what differs. Each check is one statement, so it reads one snapshot: a write in
flight is either wholly in it (rows and counters) or not at all, and never shows as drift.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from django.db import connection, transaction
from django.db.models import F, Q

from accounts.models import User
from memoryflow.models import SETTLED_STATUSES

EXAMPLES = 5
_CHUNK = 500

# The true per-topic count, from the messages. `o` is the topic the message is in.
_TRUE_TOPIC_COUNTS = """
    SELECT m.topic_id, COUNT(*) AS n
      FROM messages m JOIN topics o ON o.id = m.topic_id AND o.user_id = m.user_id
     WHERE m.role = 'user'
     GROUP BY m.topic_id"""

_TOPIC_DRIFT = f"""
    SELECT t.id FROM topics t LEFT JOIN ({_TRUE_TOPIC_COUNTS}) c ON c.topic_id = t.id
     WHERE t.user_message_count <> COALESCE(c.n, 0)
     ORDER BY t.id"""

# A topic is new work unless its status is settled (completed or rejected). Literal SQL:
# the statuses are the model's constants, never input.
_NEW_WORK = "t.extraction_status NOT IN ({})".format(
    ", ".join(f"'{status.value}'" for status in SETTLED_STATUSES)
)

# Per user, from the true topic counts (not the stored ones, which may be the drift).
_USER_DRIFT = f"""
    WITH per_user AS (
        SELECT t.user_id, COUNT(*) AS chatted,
               SUM(CASE WHEN {_NEW_WORK} THEN 1 ELSE 0 END) AS pending
          FROM topics t JOIN ({_TRUE_TOPIC_COUNTS}) c ON c.topic_id = t.id
         GROUP BY t.user_id)
    SELECT u.id,
           u.chatted_topics <> COALESCE(p.chatted, 0),
           u.pending_topics <> COALESCE(p.pending, 0),
           CASE WHEN u.chatted_at IS NULL THEN 0 ELSE 1 END
               <> CASE WHEN COALESCE(p.chatted, 0) > 0 THEN 1 ELSE 0 END
      FROM users u LEFT JOIN per_user p ON p.user_id = u.id
     WHERE u.chatted_topics <> COALESCE(p.chatted, 0)
        OR u.pending_topics <> COALESCE(p.pending, 0)
        OR (u.chatted_at IS NULL) = (COALESCE(p.chatted, 0) > 0)
     ORDER BY u.id"""

# A user with memories whose version was never bumped would never get a persona.
_MEMORY_VERSION_DRIFT = """
    SELECT u.id FROM users u
     WHERE u.memory_version <= 0 AND EXISTS (SELECT 1 FROM memories m WHERE m.user_id = u.id)
     ORDER BY u.id"""

_REPAIR_TOPICS = """
    UPDATE topics SET user_message_count = (
        SELECT COUNT(*) FROM messages m
         WHERE m.topic_id = topics.id AND m.role = 'user' AND m.user_id = topics.user_id)
     WHERE id IN ({ids})"""

# Run after the topics are right. chatted_at: kept when set, the first own user message
# when missing (what the old triggers stored), NULL when the user has not chatted.
_REPAIR_USERS = f"""
    UPDATE users
       SET chatted_topics = (SELECT COUNT(*) FROM topics t
                              WHERE t.user_id = users.id AND t.user_message_count > 0),
           pending_topics = (SELECT COUNT(*) FROM topics t
                              WHERE t.user_id = users.id AND t.user_message_count > 0
                                AND {_NEW_WORK})
     WHERE id IN ({{ids}})"""
_REPAIR_CHATTED_AT = """
    UPDATE users
       SET chatted_at = CASE WHEN chatted_topics > 0 THEN COALESCE(chatted_at, (
               SELECT MIN(m.created_at) FROM messages m
                 JOIN topics t ON t.id = m.topic_id AND t.user_id = m.user_id
                WHERE m.user_id = users.id AND m.role = 'user')) END
     WHERE id IN ({ids})"""
_REPAIR_MEMORY_VERSION = "UPDATE users SET memory_version = 1 WHERE id IN ({ids})"

#: The triggers migration 0009 installs. SQLite drops a table's triggers when a migration
#: rebuilds the table, so their presence is part of the check.
EXPECTED_TRIGGERS = {
    "sqlite": {
        "messages_marker_insert",
        "messages_marker_delete",
        "messages_marker_update",
        "topics_marker_insert",
        "topics_marker_recount_owner",
        "topics_marker_update",
        "topics_marker_delete",
        "users_marker_insert",
        "memories_marker_insert",
        "memories_marker_update",
        "memories_marker_delete",
    },
    "postgresql": {
        "messages_marker_insert",
        "messages_marker_delete",
        "messages_marker_update",
        "messages_marker_truncate",
        "topics_marker_recount_insert",
        "topics_marker_recount_owner",
        "topics_marker_insert",
        "topics_marker_update",
        "topics_marker_delete",
        "topics_marker_truncate",
        "users_marker_insert",
        "memories_marker_insert",
        "memories_marker_update",
        "memories_marker_delete",
        "memories_marker_truncate",
    },
}

MARKERS = (
    "topics.user_message_count",
    "users.chatted_topics",
    "users.pending_topics",
    "users.chatted_at",
    "users.memory_version",
)


@dataclass
class MarkerDrift:
    """Rows whose stored marker differs from the recompute, per marker (ids ascending)."""

    ids: dict[str, list[int]] = field(default_factory=lambda: {name: [] for name in MARKERS})
    missing_triggers: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.missing_triggers and not any(self.ids.values())

    def as_dict(self) -> dict[str, object]:
        return {
            "clean": self.clean,
            "markers": {
                name: {"drifted": len(ids), "examples": ids[:EXAMPLES]}
                for name, ids in self.ids.items()
            },
            "missing_triggers": self.missing_triggers,
        }


def find_drift() -> MarkerDrift:
    """Recompute every marker from the rows and return what differs (reads only)."""
    drift = MarkerDrift(missing_triggers=missing_triggers())
    with connection.cursor() as cursor:
        cursor.execute(_TOPIC_DRIFT)
        drift.ids["topics.user_message_count"] = [row[0] for row in cursor.fetchall()]
        cursor.execute(_USER_DRIFT)
        for user_id, chatted, pending, chatted_at in cursor.fetchall():
            for name, differs in (
                ("users.chatted_topics", chatted),
                ("users.pending_topics", pending),
                ("users.chatted_at", chatted_at),
            ):
                if differs:
                    drift.ids[name].append(user_id)
        cursor.execute(_MEMORY_VERSION_DRIFT)
        drift.ids["users.memory_version"] = [row[0] for row in cursor.fetchall()]
    return drift


def missing_triggers() -> list[str]:
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal")
        else:
            cursor.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        present = {row[0] for row in cursor.fetchall()}
    return sorted(EXPECTED_TRIGGERS[connection.vendor] - present)


def repair_drift() -> MarkerDrift:
    """Find and fix drift in one transaction; returns what was found (and fixed).

    Writers of the four tables wait meanwhile (Postgres: a SHARE ROW EXCLUSIVE lock, which
    reads pass; SQLite: the IMMEDIATE transaction's write lock), so the values written are
    the recompute of the rows as they are when the transaction commits. Missing triggers
    are reported, not reinstalled: that is `manage.py migrate`'s job.
    """
    with transaction.atomic():
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute(
                    "LOCK TABLE users, topics, messages, memories IN SHARE ROW EXCLUSIVE MODE"
                )
        drift = find_drift()
        # Topics first: their triggers pass the change on to the users, whose counters are
        # then set from the (now right) topics.
        _update_in_chunks(_REPAIR_TOPICS, drift.ids["topics.user_message_count"])
        users = sorted(
            {
                *drift.ids["users.chatted_topics"],
                *drift.ids["users.pending_topics"],
                *drift.ids["users.chatted_at"],
            }
        )
        topic_owners = _owners(drift.ids["topics.user_message_count"])
        users = sorted({*users, *topic_owners})
        _update_in_chunks(_REPAIR_USERS, users)
        _update_in_chunks(_REPAIR_CHATTED_AT, users)
        _update_in_chunks(_REPAIR_MEMORY_VERSION, drift.ids["users.memory_version"])
    return drift


def _owners(topic_ids: Sequence[int]) -> set[int]:
    owners: set[int] = set()
    with connection.cursor() as cursor:
        for chunk in _chunks(topic_ids):
            cursor.execute(
                f"SELECT DISTINCT user_id FROM topics WHERE id IN ({', '.join(['%s'] * len(chunk))})",
                chunk,
            )
            owners.update(row[0] for row in cursor.fetchall())
    return owners


def _update_in_chunks(statement: str, ids: Sequence[int]) -> None:
    with connection.cursor() as cursor:
        for chunk in _chunks(ids):
            cursor.execute(statement.format(ids=", ".join(["%s"] * len(chunk))), chunk)


def _chunks(ids: Sequence[int]) -> Iterator[list[int]]:
    for start in range(0, len(ids), _CHUNK):
        yield list(ids[start : start + _CHUNK])


def mark_persona_current(*, user_id: int, memory_version: int) -> None:
    """Record that the user's current persona was composed from `memory_version`.

    A conditional UPDATE that only moves forward: a slow composer finishing after a faster
    one that read newer memories cannot mark the persona current for the older version.
    Read `memory_version` before reading the memories the persona is composed from: a
    memory written in between then leaves the persona stale (composed again later) rather
    than marked current without it.

    A mark ahead of the user's `memory_version`, which only grows, is drift (a restore, a
    hand-edit): moving only forward, it would never be matched again and the user would be
    selected as stale every hour for good, so it is brought back.
    """
    User.objects.filter(
        Q(persona_memory_version__lt=memory_version)
        | Q(persona_memory_version__gt=F("memory_version")),
        id=user_id,
    ).update(persona_memory_version=memory_version)
