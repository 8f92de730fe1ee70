"""The markers under concurrent writers, the migration's backfill, and `check_markers`."""

from __future__ import annotations

import json
import threading
import time
from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.db import connection, transaction
from django.db.migrations.executor import MigrationExecutor

from accounts.models import User
from memoryflow.models import Message, Topic
from memoryflow.services.markers import find_drift
from tests.factories import make_chat_topic, make_message, make_topic, make_user

ROUNDS = 40


def sql(statement: str, params: list[Any] | None = None) -> None:
    with connection.cursor() as cursor:
        cursor.execute(statement, params or [])


def make_memory_row(user_id: int) -> None:
    """A memory written with plain SQL: the same at every schema version since 0001."""
    sql(
        "INSERT INTO memories (user_id, layer, category, type, title, summary, details, tags,"
        " fields, source_message_ids, fingerprint, captured_at, updated_at) VALUES"
        " (%s, 'context', '', '', 't', 's', '', '[]', '{}', '[]', 'f', CURRENT_TIMESTAMP,"
        " CURRENT_TIMESTAMP)",
        [user_id],
    )


def _in_thread(work: Any, barrier: threading.Barrier, errors: list[BaseException]) -> Any:
    def run() -> None:
        try:
            barrier.wait()
            with transaction.atomic():
                work()
                time.sleep(0.01)  # stay uncommitted while the other writer runs
        except BaseException as error:  # reported by the test
            errors.append(error)
        finally:
            connection.close()

    return threading.Thread(target=run)


@pytest.mark.skipif(connection.vendor != "postgresql", reason="concurrent writers: Postgres")
@pytest.mark.django_db(transaction=True)
def test_deleting_the_last_message_races_inserting_a_new_one() -> None:
    """READ COMMITTED: each writer's trigger ran against a snapshot without the other's
    uncommitted row; recomputing there once left users who had chatted unmarked."""
    user = make_user()
    topics = [make_topic(user), make_topic(user)]
    last = make_message(topics[0])
    for round_ in range(ROUNDS):
        # Alternate: the same topic (the topic row's counter) and another topic of the
        # same user (the user row's counter going 1 -> 0 -> 1).
        target = topics[round_ % 2] if round_ % 4 < 2 else last.topic
        doomed, created = last, {}  # type: ignore[var-annotated]
        errors: list[BaseException] = []
        barrier = threading.Barrier(2)

        def insert(target: Topic = target, created: dict[str, Message] = created) -> None:
            created["message"] = Message.objects.create(
                topic=target, user=user, role="user", content="new"
            )

        threads = [
            _in_thread(lambda doomed=doomed: doomed.delete(), barrier, errors),
            _in_thread(insert, barrier, errors),
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert not errors, errors
        last = created["message"]
        stored = User.objects.values_list("chatted_topics", "chatted_at").get(pk=user.pk)
        assert stored[0] == 1 and stored[1] is not None, f"round {round_}: {stored}"
        assert find_drift().clean, find_drift().as_dict()


@pytest.mark.django_db(transaction=True)
def test_the_migration_backfills_an_existing_chat_database() -> None:
    """Deploying onto a database written before the counters marks everyone correctly."""
    executor = MigrationExecutor(connection)
    latest = executor.loader.graph.leaf_nodes()
    before = [("memoryflow", "0008_workflow_run_unique_run_id"), ("accounts", "0001_initial")]
    executor.migrate(before)
    old = MigrationExecutor(connection).loader.project_state(before).apps
    OldUser, OldTopic = old.get_model("accounts", "User"), old.get_model("memoryflow", "Topic")
    OldMessage = old.get_model("memoryflow", "Message")
    OldPersona = old.get_model("memoryflow", "PersonaDocument")
    try:
        chatter, done, quiet, unmarked = (
            OldUser.objects.create(username=name) for name in ("chatter", "done", "quiet", "x")
        )
        for owner, status in ((chatter, "pending"), (chatter, "failed"), (done, "completed")):
            topic = OldTopic.objects.create(user=owner, title="t", extraction_status=status)
            OldMessage.objects.create(topic=topic, user=owner, role="user", content="hi")
        empty = OldTopic.objects.create(user=quiet, title="assistant only")
        OldMessage.objects.create(topic=empty, user=quiet, role="assistant", content="hello")
        topic = OldTopic.objects.create(user=unmarked, title="t")
        OldMessage.objects.create(topic=topic, user=unmarked, role="user", content="hi")
        sql("UPDATE users SET chatted_at = NULL WHERE id = %s", [unmarked.pk])  # the old hole
        for owner in (chatter, done):
            make_memory_row(owner.pk)
        OldPersona.objects.create(user_id=done.pk, persona="# You")
    finally:
        MigrationExecutor(connection).migrate(latest)

    rows = dict(
        (row[0], row[1:])
        for row in User.objects.values_list(
            "username",
            "chatted_topics",
            "pending_topics",
            "memory_version",
            "persona_memory_version",
        )
    )
    assert rows == {
        "chatter": (2, 2, 1, 0),  # memories, no persona yet: stale
        "done": (1, 0, 1, 1),  # its persona is taken as current
        "quiet": (0, 0, 0, 0),
        "x": (1, 1, 0, 0),
    }
    assert User.objects.get(username="x").chatted_at is not None
    assert find_drift().clean, find_drift().as_dict()


def _check(*args: str) -> tuple[int, dict[str, Any]]:
    out = StringIO()
    try:
        call_command("check_markers", "--json", *args, stdout=out)
        code = 0
    except CommandError as error:
        code = error.returncode
    return code, json.loads(out.getvalue())


@pytest.mark.django_db
def test_check_markers_reports_injected_drift_and_repairs_it() -> None:
    user, other = make_user(), make_user()
    topic = make_chat_topic(user)
    make_chat_topic(other)
    make_memory_row(other.pk)
    assert _check() == (0, _check()[1]) and _check()[1]["found"]["clean"]

    sql("UPDATE topics SET user_message_count = 5 WHERE id = %s", [topic.pk])
    sql("UPDATE users SET pending_topics = 0, chatted_at = NULL WHERE id = %s", [other.pk])
    sql("UPDATE users SET memory_version = 0 WHERE id = %s", [other.pk])
    code, report = _check()
    markers = report["found"]["markers"]
    assert code == 1 and not report["found"]["clean"]
    assert markers["topics.user_message_count"] == {"drifted": 1, "examples": [topic.pk]}
    assert markers["users.pending_topics"] == {"drifted": 1, "examples": [other.pk]}
    assert markers["users.chatted_at"] == {"drifted": 1, "examples": [other.pk]}
    assert markers["users.memory_version"] == {"drifted": 1, "examples": [other.pk]}
    assert markers["users.chatted_topics"]["drifted"] == 0

    code, report = _check("--repair")
    assert code == 0 and report["repaired"] and report["after"]["clean"]
    assert Topic.objects.get(pk=topic.pk).user_message_count == 1
    stored = User.objects.get(pk=other.pk)
    assert (stored.chatted_topics, stored.pending_topics, stored.memory_version) == (1, 1, 1)
    assert stored.chatted_at is not None
    assert _check()[0] == 0


@pytest.mark.django_db
def test_check_markers_fails_when_a_trigger_is_missing() -> None:
    if connection.vendor == "postgresql":
        sql("DROP TRIGGER messages_marker_insert ON messages")
    else:
        sql("DROP TRIGGER messages_marker_insert")
    out = StringIO()
    with pytest.raises(CommandError) as raised:
        call_command("check_markers", "--repair", stdout=out)
    assert raised.value.returncode == 1
    assert "missing triggers: messages_marker_insert" in out.getvalue()
