"""Extracting a topic: CEPA and stored claims, then identity; early exits, idempotency,
completion marker, purge."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from memoryflow.extractors.base import ExtractionError
from memoryflow.layers import ALL_LAYERS, CEPA_LAYERS
from memoryflow.models import ExtractionStatus, Memory, Topic
from memoryflow.querysets import count_users_with_new_topics
from memoryflow.services.extraction import extract_topic_cepa
from memoryflow.services.extraction_identity import IdentityOutcome, apply_pending_identity
from memoryflow.services.memories import purge_user_memories
from memoryflow.services.topic_failures import record_extraction_failure
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


def run_all(user, topic, **options):
    cepa = extract_topic_cepa(user_id=user.id, topic_id=topic.id, layers=ALL_LAYERS, **options)
    return cepa, apply_pending_identity(user_id=user.id)


def snapshot(user):
    return sorted(Memory.objects.filter(user=user).values_list("layer", "fingerprint"))


def test_cepa_stores_claims_and_identity_completes_the_topic() -> None:
    user = make_user()
    topic = chat_topic(user)
    cepa = extract_topic_cepa(user_id=user.id, topic_id=topic.id, layers=ALL_LAYERS)
    assert cepa.memories_written >= 4 and cepa.identity_pending and not cepa.topic_completed
    topic.refresh_from_db()
    assert topic.extraction_status == ExtractionStatus.IDENTITY_PENDING
    assert [c["title"] for c in topic.identity_claims] == [
        "Works as a nurse at the city hospital",
        "Lives in Lisbon",
    ]
    layers = set(Memory.objects.filter(user=user).values_list("layer", flat=True))
    assert layers == set(CEPA_LAYERS)  # nothing of identity yet

    identity = apply_pending_identity(user_id=user.id)
    assert (identity.topics_applied, identity.remaining, identity.memories_written) == (1, 0, 2)
    topic.refresh_from_db()
    assert topic.extraction_status == ExtractionStatus.COMPLETED
    assert topic.extraction_message_count == len(CONVERSATION)
    assert topic.extraction_memories_count == Memory.objects.filter(user=user).count()
    assert Memory.objects.filter(user=user, layer="identity", source_topic=topic).count() == 2


def test_every_call_twice_leaves_the_same_rows() -> None:
    user = make_user()
    topic = chat_topic(user)
    extract_topic_cepa(user_id=user.id, topic_id=topic.id, layers=ALL_LAYERS)
    after_cepa = snapshot(user)
    repeat = extract_topic_cepa(user_id=user.id, topic_id=topic.id, layers=ALL_LAYERS)
    assert repeat.skipped == "already_extracted" and snapshot(user) == after_cepa
    forced = extract_topic_cepa(user_id=user.id, topic_id=topic.id, layers=ALL_LAYERS, force=True)
    assert forced.memories_written == 0 and forced.identity_pending
    assert snapshot(user) == after_cepa
    first = apply_pending_identity(user_id=user.id)
    done = snapshot(user)
    second = apply_pending_identity(user_id=user.id)
    assert first.topics_applied == 1 and second == IdentityOutcome(0, 0, 0)
    # A redelivered step on the completed topic is an early exit; a forced re-run writes
    # nothing new.
    again, _ = run_all(user, topic)
    assert again.skipped == "already_completed"
    forced_cepa, forced_identity = run_all(user, topic, force=True)
    assert forced_cepa.memories_written + forced_identity.memories_written == 0
    assert forced_identity.topics_applied == 1 and snapshot(user) == done


def test_without_identity_the_topic_completes_after_cepa() -> None:
    user = make_user()
    topic = chat_topic(user)
    outcome = extract_topic_cepa(user_id=user.id, topic_id=topic.id, layers=["preference"])
    assert outcome.topic_completed and not outcome.identity_pending
    topic.refresh_from_db()
    assert topic.extraction_status == ExtractionStatus.COMPLETED
    assert topic.identity_claims is None
    assert set(Memory.objects.filter(user=user).values_list("layer", flat=True)) == {"preference"}
    assert apply_pending_identity(user_id=user.id) == IdentityOutcome(0, 0, 0)
    assert extract_topic_cepa(user_id=user.id, topic_id=topic.id, layers=[]).skipped == "no_layers"


def test_a_forced_cepa_only_run_keeps_claims_that_wait_for_their_turn() -> None:
    user = make_user()
    topic = chat_topic(user)
    extract_topic_cepa(user_id=user.id, topic_id=topic.id, layers=ALL_LAYERS)
    forced = extract_topic_cepa(
        user_id=user.id, topic_id=topic.id, layers=["preference"], force=True
    )
    assert forced.identity_pending and not forced.topic_completed
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.IDENTITY_PENDING
    assert apply_pending_identity(user_id=user.id).memories_written == 2


def test_early_exits() -> None:
    user, stranger = make_user(), make_user()
    topic = chat_topic(user, created_at=BASE_TIME)

    def cepa(user_id: int, topic_id: int, **options: object) -> str | None:
        return extract_topic_cepa(
            user_id=user_id,
            topic_id=topic_id,
            layers=ALL_LAYERS,
            **options,  # type: ignore[arg-type]
        ).skipped

    assert cepa(stranger.id, topic.id) == "not_found"
    assert cepa(user.id, 999_999) == "not_found"
    assert cepa(user.id, topic.id, from_date=date(2026, 3, 1)) == "outside_window"
    empty = make_topic(user)
    assert cepa(user.id, empty.id) == "empty_conversation"
    empty.refresh_from_db()
    # Picked up again once it has messages.
    assert empty.extraction_status == ExtractionStatus.PENDING
    assert Memory.objects.count() == 0


def test_a_topic_whose_messages_have_no_text_is_settled_with_nothing_written() -> None:
    """Its own user message (an attachment, say) counts as new work, so left pending the
    topic brought its user back into every hourly run, to be skipped again each time."""
    user = make_user()
    no_text = make_topic(user)
    make_message(no_text, role="user", content="")
    assert count_users_with_new_topics() == 1
    cepa, _ = run_all(user, no_text)
    assert cepa.skipped is None and cepa.memories_written == 0
    no_text.refresh_from_db()
    assert no_text.extraction_status == ExtractionStatus.COMPLETED
    assert Memory.objects.count() == 0
    assert count_users_with_new_topics() == 0


def test_assistant_lines_are_not_the_users_memories() -> None:
    user = make_user()
    topic = make_topic(user)
    make_message(
        topic,
        role="assistant",
        content="I'm a nurse and I live in Porto. Please keep answers short.",
    )
    run_all(user, topic)
    assert Memory.objects.count() == 0
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.COMPLETED


class BrokenExtractor:
    context_budget_chars = 10_000

    def extract_topic(self, **_: object):
        raise ExtractionError("the model returned nonsense")

    reconcile_identity = extract_topic


def test_extractor_errors_propagate_and_the_topic_can_be_marked_failed() -> None:
    user = make_user()
    topic = chat_topic(user)
    with pytest.raises(ExtractionError):
        extract_topic_cepa(
            user_id=user.id, topic_id=topic.id, layers=ALL_LAYERS, extractor=BrokenExtractor()
        )
    record_extraction_failure(
        topic_id=topic.id, run_id="wfr_1", error="the model returned nonsense", permanent=False
    )
    topic.refresh_from_db()
    assert (
        topic.extraction_status == ExtractionStatus.FAILED and "nonsense" in topic.extraction_error
    )
    # A failed topic is extracted again by the next run.
    _, identity = run_all(user, topic)
    assert identity.topics_applied == 1
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.COMPLETED


def test_claims_that_cannot_be_reconciled_reject_their_topic_only() -> None:
    user = make_user()
    broken, fine = chat_topic(user, created_at=BASE_TIME), chat_topic(user)
    extract_topic_cepa(user_id=user.id, topic_id=fine.id, layers=ALL_LAYERS)
    Topic.objects.filter(pk=broken.pk).update(
        extraction_status=ExtractionStatus.IDENTITY_PENDING, identity_claims={"not": "a list"}
    )
    outcome = apply_pending_identity(user_id=user.id)
    assert (outcome.topics_applied, outcome.topics_failed, outcome.remaining) == (1, 1, 0)
    broken.refresh_from_db()
    assert broken.extraction_status == ExtractionStatus.REJECTED
    assert "identity_claims must be a list" in broken.extraction_error
    assert Memory.objects.filter(user=user, layer="identity").count() == 2


def test_purge_deletes_memories_and_resets_topics_so_they_are_extracted_again() -> None:
    user, other = make_user(), make_user()
    topic, others_topic = chat_topic(user), chat_topic(other)
    run_all(user, topic)
    run_all(other, others_topic)
    before = snapshot(user)
    result = purge_user_memories(user_id=user.id, requested_by="ops")
    assert result.memories_deleted == len(before) and result.topics_reset == 1
    assert Memory.objects.filter(user=user).count() == 0
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.PENDING
    assert Memory.objects.filter(user=other).exists()  # nobody else's
    assert Topic.objects.get(pk=topic.pk).identity_claims is None
    run_all(user, topic)
    assert snapshot(user) == before


def test_purge_requeues_a_rejected_topic_with_its_attempts_reset(settings) -> None:
    settings.MEMORYFLOW_TOPIC_MAX_ATTEMPTS = 3
    user = make_user()
    topic = chat_topic(user)
    for run in ("wfr_1", "wfr_2", "wfr_3"):
        record_extraction_failure(topic_id=topic.id, run_id=run, error="timeout", permanent=False)
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.REJECTED

    purge_user_memories(user_id=user.id, requested_by="ops")
    stored = Topic.objects.get(pk=topic.pk)
    assert (stored.extraction_status, stored.extraction_attempts) == (ExtractionStatus.PENDING, 0)
    # Back as new work with its whole budget: one more transient failure leaves it `failed`.
    record_extraction_failure(topic_id=topic.id, run_id="wfr_4", error="timeout", permanent=False)
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.FAILED


def test_a_topic_left_for_the_llm_identity_call_is_read_by_rules_once_the_llm_is_off() -> None:
    # Per-layer LLM mode leaves identity to a call made when the topic's turn comes. With
    # the LLM switched off in between, the rule-based extractor read those claims as none,
    # and the topic was completed with its identity facts lost.
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse in Leeds.")
    Topic.objects.filter(pk=topic.pk).update(
        extraction_status=ExtractionStatus.IDENTITY_PENDING,
        identity_claims=[{"source": "llm-identity-call"}],
    )

    outcome = apply_pending_identity(user_id=user.id)

    assert (outcome.topics_applied, outcome.topics_failed) == (1, 0)
    titles = Memory.objects.filter(user=user, layer="identity").values_list("title", flat=True)
    assert any("nurse" in title.lower() for title in titles), list(titles)
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.COMPLETED
