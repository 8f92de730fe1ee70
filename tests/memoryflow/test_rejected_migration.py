"""Migration 0014: `rejected` stops counting as new work, there and back, with the counting
triggers still in place and the markers equal to a full recompute."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from accounts.models import User
from memoryflow.models import Topic
from memoryflow.services.markers import find_drift
from tests.factories import make_chat_topic, make_message, make_user

BEFORE = [("memoryflow", "0013_persona_inputs_fingerprint")]


def pending(user: User) -> int:
    return User.objects.values_list("pending_topics", flat=True).get(pk=user.pk)


def migrate(targets: list[tuple[str, str]]) -> None:
    MigrationExecutor(connection).migrate(targets)


@pytest.mark.django_db(transaction=True)
def test_the_migration_recounts_pending_and_keeps_the_triggers_both_ways() -> None:
    latest = MigrationExecutor(connection).loader.graph.leaf_nodes()
    user = make_user()
    rejected, waiting = make_chat_topic(user), make_chat_topic(user)
    Topic.objects.filter(pk=rejected.pk).update(extraction_status="rejected")
    assert pending(user) == 1
    try:
        migrate(BEFORE)
        # Before 0014 every status but `completed` was work: the way back counts it again.
        assert pending(user) == 2
        assert find_drift().ids["users.pending_topics"] == [user.pk]  # the check knows it
    finally:
        migrate(latest)
    assert pending(user) == 1
    assert find_drift().clean, find_drift().as_dict()
    # The triggers survived the table rebuild (SQLite) and use the new condition.
    make_message(waiting)
    Topic.objects.filter(pk=waiting.pk).update(extraction_status="rejected")
    assert pending(user) == 0
    Topic.objects.filter(pk=rejected.pk).update(extraction_status="pending")
    assert pending(user) == 1
    assert find_drift().clean, find_drift().as_dict()
