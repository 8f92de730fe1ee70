"""Memory and persona reads: scoped to one user, newest first, filtered as asked."""

from __future__ import annotations

from datetime import timedelta

import pytest

from accounts.models import User
from memoryflow.models import Memory, PersonaDocument
from memoryflow.selectors.memories import (
    count_memories_and_topics,
    count_memories_of_user_since,
    memories_of_user,
)
from memoryflow.selectors.personas import persona_of_user, persona_versions
from memoryflow.selectors.writes import written_since
from tests.factories import BASE_TIME, make_topic, make_user

pytestmark = pytest.mark.django_db


def make_memory(
    user: User, *, title: str, minute: int, layer: str = "preference", summary: str = "s"
) -> Memory:
    fields = (
        {"role": "self", "identity_type": "professional", "description": title}
        if layer == "identity"
        else {"directive": title}
    )
    return Memory.objects.create(
        user=user,
        layer=layer,
        title=title,
        summary=summary,
        fields=fields,
        fingerprint=title,
        captured_at=BASE_TIME + timedelta(minutes=minute),
    )


def test_memories_of_user_are_theirs_newest_first_then_filtered() -> None:
    ann, bob = make_user(), make_user()
    nurse = make_memory(ann, title="works as a nurse", minute=1, layer="identity")
    short = make_memory(ann, title="short answers", minute=2, summary="prefers brevity")
    tie = make_memory(ann, title="tie", minute=2)
    make_memory(bob, title="bob's nurse", minute=3)

    assert list(memories_of_user(user_id=ann.id)) == [tie, short, nurse]  # ties by id, desc
    assert list(memories_of_user(user_id=ann.id, layer="identity")) == [nurse]
    assert list(memories_of_user(user_id=ann.id, text="  NURSE ")) == [nurse]
    assert list(memories_of_user(user_id=ann.id, text="brevity")) == [short]
    assert list(memories_of_user(user_id=ann.id, layer="identity", text="brevity")) == []


def test_memory_counts_are_per_user_and_since_a_moment() -> None:
    ann, bob, cid = make_user(), make_user(), make_user()
    make_memory(ann, title="a1", minute=1)
    make_memory(ann, title="a2", minute=5)
    make_memory(bob, title="b1", minute=5)
    make_topic(ann)
    make_topic(cid)
    assert count_memories_of_user_since(user_id=ann.id, since=BASE_TIME + timedelta(minutes=5)) == 1
    assert count_memories_of_user_since(user_id=cid.id, since=BASE_TIME) == 0
    users = User.objects.filter(id__in=[ann.id, bob.id])
    assert count_memories_and_topics(users=users) == {"memories": 3, "topics": 1}


def test_persona_reads_see_only_the_users_default_profile() -> None:
    ann, bob = make_user(), make_user()
    mine = PersonaDocument.objects.create(user=ann, persona="You are a nurse.", version=3)
    PersonaDocument.objects.create(user=ann, profile="work", persona="Formal.", version=7)
    assert persona_of_user(user_id=ann.id) == mine
    assert persona_of_user(user_id=bob.id) is None
    assert persona_versions(user_ids=[ann.id, bob.id]) == {ann.id: 3}


def test_written_since_counts_only_what_came_after() -> None:
    user = make_user()
    make_memory(user, title="old", minute=1)
    make_memory(user, title="new", minute=10, layer="identity")
    written = written_since(since=BASE_TIME + timedelta(minutes=5))
    assert written["memories"] == 1 and written["memoriesByLayer"] == {"identity": 1}
    assert written["examples"] == [{"layer": "identity", "user": user.username, "title": "new"}]
