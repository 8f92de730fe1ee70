"""The `users.chatted_at` marker is kept exact by database triggers on every write path."""

from __future__ import annotations

from datetime import timedelta

import pytest

from accounts.models import User
from memoryflow.models import Message, Topic
from tests.factories import BASE_TIME, make_message, make_topic, make_user

pytestmark = pytest.mark.django_db


def chatted_at(user: User):
    return User.objects.values_list("chatted_at", flat=True).get(pk=user.pk)


def test_first_own_user_message_sets_marker() -> None:
    user = make_user()
    topic = make_topic(user)
    assert chatted_at(user) is None
    make_message(topic, created_at=BASE_TIME + timedelta(hours=2))
    assert chatted_at(user) == BASE_TIME + timedelta(hours=2)
    # An earlier message moves the marker back; a later one leaves it.
    make_message(topic, created_at=BASE_TIME + timedelta(hours=1))
    make_message(topic, created_at=BASE_TIME + timedelta(hours=3))
    assert chatted_at(user) == BASE_TIME + timedelta(hours=1)


@pytest.mark.parametrize("role", ["assistant", "system", "tool"])
def test_other_roles_do_not_count(role: str) -> None:
    user = make_user()
    make_message(make_topic(user), role=role)
    assert chatted_at(user) is None


def test_messages_in_someone_elses_topic_do_not_count() -> None:
    owner, guest = make_user(), make_user()
    make_message(make_topic(owner), user=guest)
    assert chatted_at(guest) is None
    assert chatted_at(owner) is None


def test_bulk_create_maintains_marker() -> None:
    user = make_user()
    topic = make_topic(user)
    Message.objects.bulk_create(
        [
            Message(topic=topic, user=user, role="user", content=f"m{i}", created_at=BASE_TIME)
            for i in range(3)
        ]
    )
    assert chatted_at(user) == BASE_TIME


def test_deleting_the_last_user_message_clears_marker() -> None:
    user = make_user()
    topic = make_topic(user)
    first = make_message(topic, created_at=BASE_TIME)
    second = make_message(topic, created_at=BASE_TIME + timedelta(hours=1))
    first.delete()
    assert chatted_at(user) == BASE_TIME + timedelta(hours=1)
    second.delete()
    assert chatted_at(user) is None


def test_role_change_and_topic_transfer_recompute() -> None:
    user, other = make_user(), make_user()
    topic = make_topic(user)
    message = make_message(topic)
    Message.objects.filter(pk=message.pk).update(role="assistant")
    assert chatted_at(user) is None
    Message.objects.filter(pk=message.pk).update(role="user")
    assert chatted_at(user) is not None
    # Moving the topic to another owner: the message is no longer in the author's own topic.
    Topic.objects.filter(pk=topic.pk).update(user=other)
    assert chatted_at(user) is None
    assert chatted_at(other) is None


def test_deleting_a_user_cascades_cleanly() -> None:
    user = make_user()
    make_message(make_topic(user))
    user.delete()
    assert not User.objects.filter(pk=user.pk).exists()
