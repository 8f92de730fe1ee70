"""The trigger-kept markers stay equal to a full recompute on every write path.

Each test writes through one path and compares the stored markers with the numbers the
rows imply, and with `find_drift()` (the recompute `check_markers` runs) reporting none.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection, transaction

from accounts.models import User
from memoryflow.models import Memory, Message, Topic
from memoryflow.services.markers import find_drift, mark_persona_current
from tests.factories import make_chat_topic, make_message, make_topic, make_user

pytestmark = pytest.mark.django_db
postgres_only = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="TRUNCATE exists on Postgres only"
)


def markers(user: User) -> tuple[int, int, bool]:
    """(chatted_topics, pending_topics, chatted_at is set) as stored."""
    row = User.objects.values_list("chatted_topics", "pending_topics", "chatted_at").get(pk=user.pk)
    return row[0], row[1], row[2] is not None


def count(topic: Topic) -> int:
    return Topic.objects.values_list("user_message_count", flat=True).get(pk=topic.pk)


def memory_version(user: User) -> int:
    return User.objects.values_list("memory_version", flat=True).get(pk=user.pk)


def assert_no_drift() -> None:
    drift = find_drift()
    assert drift.clean, drift.as_dict()


def make_memory(user: User, fingerprint: str = "a") -> Memory:
    return Memory.objects.create(
        user=user,
        layer="identity",
        title="Works as a nurse",
        summary="The user is a nurse.",
        fields={"description": "Works as a nurse", "identity_type": "professional"},
        fingerprint=fingerprint,
    )


def sql(statement: str, params: list[Any] | None = None) -> None:
    with connection.cursor() as cursor:
        cursor.execute(statement, params or [])


def test_insert_counts_own_user_messages_only() -> None:
    user, guest = make_user(), make_user()
    topic = make_topic(user)
    assert (count(topic), markers(user)) == (0, (0, 0, False))
    for role in ("assistant", "system", "tool"):
        make_message(topic, role=role)
    make_message(topic, user=guest)  # a user line in someone else's topic
    assert (count(topic), markers(user), markers(guest)) == (0, (0, 0, False), (0, 0, False))
    make_message(topic)
    make_message(topic)
    assert (count(topic), markers(user)) == (2, (1, 1, True))
    make_chat_topic(user)
    assert markers(user) == (2, 2, True)
    assert_no_drift()


def test_bulk_and_raw_inserts() -> None:
    user = make_user()
    topic = make_topic(user)
    Message.objects.bulk_create(
        [Message(topic=topic, user=user, role="user", content=f"m{i}") for i in range(3)]
    )
    sql(
        "INSERT INTO messages (topic_id, user_id, role, content, created_at) "
        "VALUES (%s, %s, 'user', 'raw', CURRENT_TIMESTAMP)",
        [topic.pk, user.pk],
    )
    assert (count(topic), markers(user)) == (4, (1, 1, True))
    assert_no_drift()


def test_updates_of_role_topic_and_author() -> None:
    user, other = make_user(), make_user()
    first, second = make_topic(user), make_topic(user)
    message = make_message(first)
    rows = Message.objects.filter(pk=message.pk)

    rows.update(role="assistant")
    assert (count(first), markers(user)) == (0, (0, 0, False))
    rows.update(role="user")
    assert (count(first), markers(user)) == (1, (1, 1, True))
    rows.update(topic=second)  # moved between the user's own topics
    assert (count(first), count(second), markers(user)) == (0, 1, (1, 1, True))
    rows.update(user=other)  # no longer the owner's line
    assert (count(second), markers(user), markers(other)) == (0, (0, 0, False), (0, 0, False))
    rows.update(user=user, role="user", topic=first)
    assert (count(first), markers(user)) == (1, (1, 1, True))
    assert_no_drift()


def test_deletes_and_cascades() -> None:
    user, bystander = make_user(), make_user()
    topic = make_topic(user)
    first, second = make_message(topic), make_message(topic)
    kept = make_chat_topic(bystander)
    first.delete()
    assert (count(topic), markers(user)) == (1, (1, 1, True))
    second.delete()
    assert (count(topic), markers(user)) == (0, (0, 0, False))

    make_message(topic)
    other_topic = make_chat_topic(user)
    topic.delete()  # the ORM cascades to its messages
    assert markers(user) == (1, 1, True)
    Message.objects.filter(topic=other_topic).delete()
    assert markers(user) == (0, 0, False)

    make_chat_topic(user)
    user.delete()
    assert (count(kept), markers(bystander)) == (1, (1, 1, True))
    assert_no_drift()


def test_raw_delete_of_a_topic_and_its_user() -> None:
    user = make_user()
    topic = make_chat_topic(user)
    make_chat_topic(user)
    with transaction.atomic():  # foreign keys are checked at commit
        sql("DELETE FROM topics WHERE id = %s", [topic.pk])
        sql("DELETE FROM messages WHERE topic_id = %s", [topic.pk])
    assert markers(user) == (1, 1, True)
    with transaction.atomic():
        sql("DELETE FROM users WHERE id = %s", [user.pk])
        sql("DELETE FROM messages WHERE user_id = %s", [user.pk])
        sql("DELETE FROM topics WHERE user_id = %s", [user.pk])
    assert_no_drift()


def test_extraction_status_moves_pending_only() -> None:
    user = make_user()
    topic = make_chat_topic(user)
    rows = Topic.objects.filter(pk=topic.pk)
    rows.update(extraction_status="completed")
    assert markers(user) == (1, 0, True)
    rows.update(extraction_status="failed")
    assert markers(user) == (1, 1, True)
    # Any status other than `completed` and `rejected` is work still to do, including
    # ones added later.
    rows.update(extraction_status="completed")
    rows.update(extraction_status="identity_pending")
    assert markers(user) == (1, 1, True)
    empty = make_topic(user, extraction_status="completed")
    Topic.objects.filter(pk=empty.pk).update(extraction_status="pending")
    assert markers(user) == (1, 1, True)  # no user message: no work
    assert_no_drift()


def test_a_rejected_topic_is_not_work() -> None:
    user = make_user()
    topic, other = make_chat_topic(user), make_chat_topic(user)
    rows = Topic.objects.filter(pk=topic.pk)
    assert markers(user) == (2, 2, True)
    rows.update(extraction_status="rejected")
    assert markers(user) == (2, 1, True)
    rows.update(extraction_status="completed")  # settled to settled: no change
    assert markers(user) == (2, 1, True)
    rows.update(extraction_status="rejected")
    rows.update(extraction_status="pending")  # re-queued
    assert markers(user) == (2, 2, True)
    rows.update(extraction_status="rejected")
    make_message(topic)  # more messages in a rejected topic do not make it work
    Message.objects.filter(topic=topic).delete()
    assert markers(user) == (1, 1, True)
    make_message(topic)
    assert markers(user) == (2, 1, True)
    # Inserted rejected (a restore), moved to another user, deleted.
    restored = make_chat_topic(user, extraction_status="rejected")
    assert markers(user) == (3, 1, True)
    new_owner = make_user()
    Topic.objects.filter(pk=restored.pk).update(user=new_owner)
    make_message(restored, user=new_owner)
    assert markers(user) == (2, 1, True) and markers(new_owner) == (1, 0, True)
    Topic.objects.filter(pk=other.pk).delete()
    assert markers(user) == (1, 0, True)
    assert_no_drift()


def test_topic_changing_owner_is_recounted() -> None:
    owner, new_owner = make_user(), make_user()
    topic = make_topic(owner)
    make_message(topic)
    make_message(topic, user=new_owner)
    make_message(topic, user=new_owner)
    assert (count(topic), markers(owner), markers(new_owner)) == (1, (1, 1, True), (0, 0, False))
    Topic.objects.filter(pk=topic.pk).update(user=new_owner)
    assert (count(topic), markers(owner), markers(new_owner)) == (2, (0, 0, False), (1, 1, True))
    assert_no_drift()


def test_a_full_save_of_a_stale_instance_does_not_write_markers_back() -> None:
    user = make_user()
    topic = make_topic(user)
    stale_user, stale_topic = User.objects.get(pk=user.pk), Topic.objects.get(pk=topic.pk)
    make_message(topic)
    stale_topic.title = "renamed"
    stale_topic.save()
    stale_user.full_name = "Ana"
    stale_user.save()
    assert (count(topic), markers(user)) == (1, (1, 1, True))
    assert Topic.objects.get(pk=topic.pk).title == "renamed"
    assert User.objects.get(pk=user.pk).full_name == "Ana"


def test_messages_written_before_their_topic_and_topics_before_their_user() -> None:
    """Restores, `loaddata` and deferred foreign keys write children before parents."""
    with transaction.atomic():
        sql(
            "INSERT INTO messages (topic_id, user_id, role, content, created_at) "
            "VALUES (900001, 800001, 'user', 'early', CURRENT_TIMESTAMP)"
        )
        topic = Topic.objects.create(id=900001, user_id=800001, title="restored")
        # The restored counters are whatever the dump said; the triggers replace them.
        user = User.objects.create(id=800001, username="restored", chatted_topics=7)
    assert (count(topic), markers(user)) == (1, (1, 1, True))
    with transaction.atomic():
        rejected = Topic.objects.create(
            id=900002, user_id=800002, title="restored", extraction_status="rejected"
        )
        sql(
            "INSERT INTO messages (topic_id, user_id, role, content, created_at) "
            "VALUES (900002, 800002, 'user', 'early', CURRENT_TIMESTAMP)"
        )
        user = User.objects.create(id=800002, username="restored-2", pending_topics=3)
    assert (count(rejected), markers(user)) == (1, (1, 0, True))
    assert_no_drift()


def test_memory_version_counts_changes_and_the_persona_mark_only_moves_forward() -> None:
    user = make_user()
    assert memory_version(user) == 0
    memory = make_memory(user)
    assert memory_version(user) == 1
    Memory.objects.filter(pk=memory.pk).update(summary="Moved to Porto")
    assert memory_version(user) == 2
    Memory.objects.filter(pk=memory.pk).update(summary="Moved to Porto")  # no change
    assert memory_version(user) == 2
    memory.delete()
    assert memory_version(user) == 3

    mark_persona_current(user_id=user.pk, memory_version=3)
    mark_persona_current(user_id=user.pk, memory_version=2)  # a slower, older composer
    assert User.objects.values_list("persona_memory_version", flat=True).get(pk=user.pk) == 3


@postgres_only
@pytest.mark.django_db(transaction=True)  # TRUNCATE refuses while deferred FK checks are pending
def test_truncate_zeroes_the_counters() -> None:
    user = make_user()
    make_chat_topic(user)
    make_memory(user)
    sql("TRUNCATE messages")
    assert markers(user) == (0, 0, False)
    assert_no_drift()
    make_chat_topic(user)
    sql("TRUNCATE topics CASCADE")
    assert markers(user) == (0, 0, False)
    before = memory_version(user)
    sql("TRUNCATE memories")
    assert memory_version(user) == before + 1
    assert_no_drift()


def test_every_marker_trigger_is_installed() -> None:
    # SQLite drops a table's triggers when a later migration rebuilds the table.
    assert find_drift().missing_triggers == []
