"""Same chats, same memories: the memory set does not depend on the order a user's topics
are extracted in, on repeated extraction, or on repeated / concurrent identity steps."""

from __future__ import annotations

import hashlib
import json
import random
import threading
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection

from memoryflow.extractors.base import ExistingMemory, IdentityEdit
from memoryflow.extractors.rule_based import RuleBasedExtractor
from memoryflow.layers import ALL_LAYERS
from memoryflow.models import ExtractionStatus, Memory, Topic
from memoryflow.services.extraction import extract_topic_cepa
from memoryflow.services.extraction_identity import apply_pending_identity
from tests.factories import BASE_TIME, make_message, make_topic, make_user

# One user's chats over five days. Identity changes across topics (moves, a new job, a
# sister who moves), and the same statements in different words in different topics (same
# fingerprint, different title): the cases where the order of work used to show.
CHATS = [
    ["Hi! I'm a nurse and I live in Berlin.", "I like Jazz.", "Please keep answers short."],
    ["I moved from Berlin to Lisbon.", "i like jazz", "I'm writing my thesis on coral reefs."],
    [
        "I'm not a nurse anymore, I'm a teacher now.",
        "My sister lives in Porto.",
        "I'm running a half marathon on Sunday.",
    ],
    [
        "I don't live in Lisbon anymore, I live in Porto now.",
        "I'M WRITING MY THESIS ON CORAL REEFS",
    ],
    ["My sister lives in Madrid.", "I learned that batching the inserts fixed the timeout."],
]
FINAL_IDENTITY = {"Works as a teacher", "Lives in Porto", "Sister lives in Madrid"}


def populate() -> tuple[Any, list[int]]:
    user = make_user()
    topics = []
    for day, texts in enumerate(CHATS):
        topic = make_topic(user, created_at=BASE_TIME + timedelta(days=day))
        for minute, text in enumerate(texts):
            make_message(
                topic, content=text, created_at=topic.created_at + timedelta(minutes=minute)
            )
            make_message(
                topic,
                role="assistant",
                content="I'm a pilot and I live in Oslo.",  # never the user's memory
                created_at=topic.created_at + timedelta(minutes=minute, seconds=30),
            )
        topics.append(topic.id)
    return user, topics


def digest(user_id: int) -> str:
    rows = sorted(
        (m.layer, m.title, m.summary, json.dumps(m.fields, sort_keys=True))
        for m in Memory.objects.filter(user_id=user_id)
    )
    return hashlib.sha256(json.dumps(rows).encode()).hexdigest()


def identity_titles(user_id: int) -> set[str]:
    return set(
        Memory.objects.filter(user_id=user_id, layer="identity").values_list("title", flat=True)
    )


def extract_in_order(user_id: int, topic_ids: list[int], *, twice: bool = False) -> None:
    for topic_id in topic_ids:
        for _ in range(2 if twice else 1):
            extract_topic_cepa(user_id=user_id, topic_id=topic_id, layers=ALL_LAYERS)


def reset(user_id: int) -> None:
    Memory.objects.filter(user_id=user_id).delete()
    Topic.objects.filter(user_id=user_id).update(
        extraction_status=ExtractionStatus.PENDING, identity_claims=None
    )


@pytest.mark.django_db
def test_any_cepa_order_gives_the_same_memories() -> None:
    user, topics = populate()
    extract_in_order(user.id, topics)
    assert apply_pending_identity(user_id=user.id).topics_applied == len(topics)
    reference = digest(user.id)
    assert identity_titles(user.id) == FINAL_IDENTITY
    # The earliest topic's wording wins for the statement made in two topics.
    assert Memory.objects.filter(user=user, layer="preference", title="Likes Jazz").exists()
    assert not Memory.objects.filter(user=user, title="Likes jazz").exists()

    orders = [topics[::-1], [topics[2], topics[4], topics[0], topics[3], topics[1]]]
    orders += [random.Random(seed).sample(topics, len(topics)) for seed in range(3)]
    for order in orders:
        reset(user.id)
        extract_in_order(user.id, order)
        apply_pending_identity(user_id=user.id)
        assert digest(user.id) == reference, order
    # Every extraction delivered twice, and the identity step run in small slices.
    reset(user.id)
    extract_in_order(user.id, topics[::-1], twice=True)
    while apply_pending_identity(user_id=user.id, limit=2).remaining:
        pass
    assert digest(user.id) == reference
    # A forced re-extraction of everything gives the same set again.
    extract_in_order(user.id, orders[1])
    for topic_id in topics:
        extract_topic_cepa(user_id=user.id, topic_id=topic_id, layers=ALL_LAYERS, force=True)
    apply_pending_identity(user_id=user.id)
    assert digest(user.id) == reference


@pytest.mark.django_db
def test_identity_step_between_cepa_batches_is_still_in_topic_order() -> None:
    """A late topic's CEPA finishing first and its identity applied early is the one order
    the service cannot undo; but an earlier topic turning pending before the identity step
    runs is applied first, whatever order the CEPA steps finished in."""
    user, topics = populate()
    extract_in_order(user.id, topics)
    apply_pending_identity(user_id=user.id)
    reference = digest(user.id)
    reset(user.id)
    extract_in_order(user.id, [topics[3], topics[1]])
    extract_in_order(user.id, [topics[0], topics[2]])
    assert apply_pending_identity(user_id=user.id, limit=4).topics_applied == 4
    extract_in_order(user.id, [topics[4]])
    apply_pending_identity(user_id=user.id)
    assert digest(user.id) == reference


class InterleavingExtractor(RuleBasedExtractor):
    """Runs a whole second identity step while the first is between reconciling and
    applying its first topic: the window in which a concurrent caller can get there first."""

    def __init__(self, user_id: int) -> None:
        super().__init__()
        self.user_id = user_id
        self.interleaved: Any = None

    def reconcile_identity(self, **kwargs: Any) -> list[IdentityEdit]:
        edits = super().reconcile_identity(**kwargs)
        if self.interleaved is None:
            self.interleaved = apply_pending_identity(user_id=self.user_id)
        return edits


@pytest.mark.django_db
def test_a_second_identity_step_never_applies_a_topic_twice() -> None:
    user, topics = populate()
    extract_in_order(user.id, topics)
    apply_pending_identity(user_id=user.id)
    reference, count = digest(user.id), Memory.objects.filter(user=user).count()
    reset(user.id)
    extract_in_order(user.id, topics)
    extractor = InterleavingExtractor(user.id)
    outcome = apply_pending_identity(user_id=user.id, extractor=extractor)
    assert extractor.interleaved.topics_applied == len(topics)
    assert (outcome.topics_applied, outcome.memories_written, outcome.remaining) == (0, 0, 0)
    assert digest(user.id) == reference and Memory.objects.filter(user=user).count() == count
    again = apply_pending_identity(user_id=user.id)
    assert (again.topics_applied, again.memories_written) == (0, 0)


class StaleListExtractor(RuleBasedExtractor):
    """The identity list changes after the edits were computed (once): they must be
    computed again, not applied to a list they were not made for."""

    def __init__(self, user_id: int) -> None:
        super().__init__()
        self.user_id = user_id
        self.calls = 0

    def reconcile_identity(
        self,
        *,
        claims: Any,
        existing_identity: Sequence[ExistingMemory],
        messages: Any,
    ) -> list[IdentityEdit]:
        self.calls += 1
        edits = super().reconcile_identity(
            claims=claims, existing_identity=existing_identity, messages=messages
        )
        if self.calls == 2:  # between reconciling the second topic and applying it
            Memory.objects.filter(user_id=self.user_id, title="Lives in Berlin").delete()
        return edits


@pytest.mark.django_db
def test_edits_computed_against_a_changed_list_are_computed_again() -> None:
    user, topics = populate()
    extract_in_order(user.id, topics[:2])
    extractor = StaleListExtractor(user.id)
    outcome = apply_pending_identity(user_id=user.id, extractor=extractor)
    assert outcome.topics_applied == 2 and extractor.calls == 3
    # Topic 2's first edits replaced the Berlin row, deleted before they were applied; they
    # were computed again against the list without it.
    assert identity_titles(user.id) == {"Works as a nurse", "Lives in Lisbon (moved from Berlin)"}


@pytest.mark.django_db(transaction=True)
def test_concurrent_identity_steps_write_nothing_twice() -> None:
    user, topics = populate()
    extract_in_order(user.id, topics)
    apply_pending_identity(user_id=user.id)
    reference, count = digest(user.id), Memory.objects.filter(user=user).count()
    reset(user.id)
    extract_in_order(user.id, topics[::-1])
    results: list[Any] = []
    errors: list[BaseException] = []
    start = threading.Barrier(3)

    def step() -> None:
        try:
            start.wait()
            results.append(apply_pending_identity(user_id=user.id))
        except BaseException as error:  # reported below, in the test's thread
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=step) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors, errors
    assert sum(r.topics_applied for r in results) == len(topics)
    assert digest(user.id) == reference and Memory.objects.filter(user=user).count() == count
