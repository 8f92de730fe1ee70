"""Extracting a topic: phases, early exits, idempotency, completion marker, purge."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from memoryflow.extractors.base import ExtractionError
from memoryflow.layers import ALL_LAYERS, CEPA_LAYERS
from memoryflow.models import ExtractionStatus, Memory, Topic
from memoryflow.services.extraction import extract_topic_phase, mark_topic_failed, phases_for
from memoryflow.services.memories import purge_user_memories
from tests.factories import BASE_TIME, make_message, make_topic, make_user

pytestmark = pytest.mark.django_db

CONVERSATION = [
    ("user", "Hi! I'm a nurse at the city hospital and I live in Lisbon."),
    ("assistant", "Nice to meet you! How can I help?"),
    ("user", "Please keep your answers short."),
    ("user", "I'm running a half marathon on Sunday."),
    ("user", "I learned that batching the inserts fixed the timeout."),
    ("user", "I'm writing my thesis on coral reefs."),
    ("assistant", "Good luck with the thesis and the race!"),
]


def chat_topic(user, **fields):
    topic = make_topic(user, **fields)
    for index, (role, text) in enumerate(CONVERSATION):
        make_message(
            topic, role=role, content=text, created_at=topic.created_at + timedelta(minutes=index)
        )
    return topic


def run_all_phases(user, topic, **options):
    return [
        extract_topic_phase(
            user_id=user.id, topic_id=topic.id, phase=phase, layers=ALL_LAYERS, **options
        )
        for phase in phases_for(ALL_LAYERS)
    ]


def snapshot(user):
    return sorted(Memory.objects.filter(user=user).values_list("layer", "fingerprint"))


def test_phases_write_memories_and_complete_the_topic_only_at_the_end() -> None:
    user = make_user()
    topic = chat_topic(user)
    cepa = extract_topic_phase(user_id=user.id, topic_id=topic.id, phase="cepa", layers=ALL_LAYERS)
    assert cepa.memories_written >= 4 and not cepa.topic_completed
    topic.refresh_from_db()
    assert topic.extraction_status == ExtractionStatus.PENDING  # identity has not run yet
    layers = set(Memory.objects.filter(user=user).values_list("layer", flat=True))
    assert layers == set(CEPA_LAYERS)

    identity = extract_topic_phase(
        user_id=user.id, topic_id=topic.id, phase="identity", layers=ALL_LAYERS
    )
    assert identity.memories_written >= 1 and identity.topic_completed
    topic.refresh_from_db()
    assert topic.extraction_status == ExtractionStatus.COMPLETED
    assert topic.extraction_message_count == len(CONVERSATION)
    assert topic.extraction_memories_count == Memory.objects.filter(user=user).count()
    assert Memory.objects.filter(user=user, layer="identity", source_topic=topic).exists()


def test_every_phase_called_twice_leaves_the_same_rows() -> None:
    user = make_user()
    topic = chat_topic(user)
    extract_topic_phase(user_id=user.id, topic_id=topic.id, phase="cepa", layers=ALL_LAYERS)
    after_cepa = snapshot(user)
    repeat = extract_topic_phase(
        user_id=user.id, topic_id=topic.id, phase="cepa", layers=ALL_LAYERS
    )
    assert repeat.memories_written == 0 and snapshot(user) == after_cepa
    run_all_phases(user, topic)
    done = snapshot(user)
    # A redelivered step on the completed topic is an early exit; a forced re-run writes nothing new.
    assert {o.skipped for o in run_all_phases(user, topic)} == {"already_completed"}
    forced = run_all_phases(user, topic, force=True)
    assert sum(o.memories_written for o in forced) == 0 and snapshot(user) == done


def test_only_cepa_layers_complete_after_cepa() -> None:
    user = make_user()
    topic = chat_topic(user)
    outcome = extract_topic_phase(
        user_id=user.id, topic_id=topic.id, phase="cepa", layers=["preference"]
    )
    assert outcome.topic_completed
    assert set(Memory.objects.filter(user=user).values_list("layer", flat=True)) == {"preference"}
    assert (
        extract_topic_phase(
            user_id=user.id, topic_id=topic.id, phase="identity", layers=["preference"]
        ).skipped
        == "no_layers"
    )


def test_early_exits() -> None:
    user, stranger = make_user(), make_user()
    topic = chat_topic(user, created_at=BASE_TIME)
    assert (
        extract_topic_phase(
            user_id=stranger.id, topic_id=topic.id, phase="cepa", layers=ALL_LAYERS
        ).skipped
        == "not_found"
    )
    assert (
        extract_topic_phase(
            user_id=user.id, topic_id=999_999, phase="cepa", layers=ALL_LAYERS
        ).skipped
        == "not_found"
    )
    outside = extract_topic_phase(
        user_id=user.id,
        topic_id=topic.id,
        phase="cepa",
        layers=ALL_LAYERS,
        from_date=date(2026, 3, 1),
    )
    assert outside.skipped == "outside_window"
    empty = make_topic(user)
    make_message(empty, role="user", content="")
    outcome = extract_topic_phase(
        user_id=user.id, topic_id=empty.id, phase="cepa", layers=ALL_LAYERS
    )
    assert outcome.skipped == "empty_conversation"
    empty.refresh_from_db()
    assert (
        empty.extraction_status == ExtractionStatus.PENDING
    )  # picked up again once it has messages
    assert Memory.objects.count() == 0


def test_assistant_lines_are_not_the_users_memories() -> None:
    user = make_user()
    topic = make_topic(user)
    make_message(
        topic,
        role="assistant",
        content="I'm a nurse and I live in Porto. Please keep answers short.",
    )
    run_all_phases(user, topic)
    assert Memory.objects.count() == 0


class BrokenExtractor:
    context_budget_chars = 10_000

    def extract_cepa(self, **_: object):
        raise ExtractionError("the model returned nonsense")

    extract_identity = extract_cepa


def test_extractor_errors_propagate_and_the_topic_can_be_marked_failed() -> None:
    user = make_user()
    topic = chat_topic(user)
    with pytest.raises(ExtractionError):
        extract_topic_phase(
            user_id=user.id,
            topic_id=topic.id,
            phase="cepa",
            layers=ALL_LAYERS,
            extractor=BrokenExtractor(),
        )
    mark_topic_failed(topic_id=topic.id, error="the model returned nonsense")
    topic.refresh_from_db()
    assert (
        topic.extraction_status == ExtractionStatus.FAILED and "nonsense" in topic.extraction_error
    )
    # A failed topic is extracted again by the next run.
    assert run_all_phases(user, topic)[-1].topic_completed


def test_purge_deletes_memories_and_resets_topics_so_they_are_extracted_again() -> None:
    user, other = make_user(), make_user()
    topic, others_topic = chat_topic(user), chat_topic(other)
    run_all_phases(user, topic)
    run_all_phases(other, others_topic)
    before = snapshot(user)
    result = purge_user_memories(user_id=user.id, requested_by="ops")
    assert result.memories_deleted == len(before) and result.topics_reset == 1
    assert Memory.objects.filter(user=user).count() == 0
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.PENDING
    assert Memory.objects.filter(user=other).exists()  # nobody else's
    run_all_phases(user, topic)
    assert snapshot(user) == before
