"""Failed extractions: a permanent one rejects the topic, transient ones count towards the
attempt budget once per run, a rejected topic is no new work, and re-queueing undoes it."""

from __future__ import annotations

import pytest

from accounts.models import User
from memoryflow.layers import ALL_LAYERS, CEPA_LAYERS
from memoryflow.models import ExtractionStatus, Memory, Topic
from memoryflow.querysets import (
    count_users_with_new_topics,
    new_work_topics,
    topic_ids_for_run,
    topics_to_extract,
)
from memoryflow.services.extraction import extract_topic_cepa
from memoryflow.services.extraction_identity import apply_pending_identity
from memoryflow.services.markers import find_drift
from memoryflow.services.topic_failures import record_extraction_failure, requeue_topics
from tests.factories import make_chat_topic, make_message, make_topic, make_user

pytestmark = pytest.mark.django_db


def state(topic: Topic) -> tuple[str, int]:
    row = Topic.objects.values_list("extraction_status", "extraction_attempts").get(pk=topic.pk)
    return row[0], row[1]


def pending(user: User) -> int:
    return User.objects.values_list("pending_topics", flat=True).get(pk=user.pk)


def fail(topic: Topic, run_id: str, *, permanent: bool = False) -> bool:
    outcome = record_extraction_failure(
        topic_id=topic.pk, run_id=run_id, error=f"failed in {run_id}", permanent=permanent
    )
    return outcome.counted


def test_a_permanent_failure_rejects_the_topic_and_it_is_no_longer_new_work() -> None:
    user = make_user()
    topic, other = make_chat_topic(user), make_chat_topic(user)
    assert pending(user) == 2 and count_users_with_new_topics() == 1

    assert fail(topic, "wfr_a", permanent=True)
    assert state(topic) == (ExtractionStatus.REJECTED, 1)
    assert Topic.objects.get(pk=topic.pk).extraction_error == "failed in wfr_a"
    assert pending(user) == 1
    assert list(new_work_topics()) == [other]
    assert list(topics_to_extract(user_id=user.id)) == [other]
    assert topic_ids_for_run(user_id=user.id, limit=10) == [other.pk]

    assert fail(other, "wfr_b", permanent=True)
    assert pending(user) == 0 and count_users_with_new_topics() == 0  # out of the hourly run
    assert find_drift().clean, find_drift().as_dict()


def test_transient_failures_count_once_per_run_and_reject_at_the_budget(settings) -> None:
    settings.MEMORYFLOW_TOPIC_MAX_ATTEMPTS = 3
    user = make_user()
    topic = make_chat_topic(user)

    assert fail(topic, "wfr_1")
    assert not fail(topic, "wfr_1")  # the same run's failure callback, delivered again
    assert state(topic) == (ExtractionStatus.FAILED, 1)
    assert pending(user) == 1 and list(new_work_topics()) == [topic]  # retried next hour

    assert fail(topic, "wfr_2")
    assert state(topic) == (ExtractionStatus.FAILED, 2)
    assert fail(topic, "wfr_3")
    assert not fail(topic, "wfr_3")
    assert state(topic) == (ExtractionStatus.REJECTED, 3)
    assert pending(user) == 0 and count_users_with_new_topics() == 0
    assert find_drift().clean, find_drift().as_dict()


def test_a_success_after_failures_completes_the_topic(settings) -> None:
    settings.MEMORYFLOW_TOPIC_MAX_ATTEMPTS = 2
    user = make_user()
    topic = make_chat_topic(user)
    fail(topic, "wfr_1")
    outcome = extract_topic_cepa(user_id=user.id, topic_id=topic.pk, layers=["context"])
    assert outcome.topic_completed
    stored = Topic.objects.get(pk=topic.pk)
    assert (stored.extraction_status, stored.extraction_error) == (ExtractionStatus.COMPLETED, "")
    assert pending(user) == 0


def test_requeue_brings_rejected_and_failed_topics_back_with_attempts_reset() -> None:
    user = make_user()
    rejected, failed, done = make_chat_topic(user), make_chat_topic(user), make_chat_topic(user)
    fail(rejected, "wfr_r", permanent=True)
    fail(failed, "wfr_f")
    Topic.objects.filter(pk=done.pk).update(extraction_status=ExtractionStatus.COMPLETED)
    assert pending(user) == 1

    assert requeue_topics(topic_ids=[rejected.pk, failed.pk, done.pk]) == 2
    assert state(rejected) == state(failed) == (ExtractionStatus.PENDING, 0)
    assert state(done) == (ExtractionStatus.COMPLETED, 0)
    assert pending(user) == 2 and count_users_with_new_topics() == 1
    # A late redelivery of the failure callback that rejected it counts nothing.
    assert not fail(rejected, "wfr_r", permanent=True)
    assert state(rejected) == (ExtractionStatus.PENDING, 0)
    assert find_drift().clean, find_drift().as_dict()


def test_a_rejected_topic_is_skipped_unless_forced_and_forcing_requeues_it() -> None:
    user = make_user()
    topic = make_chat_topic(user)
    fail(topic, "wfr_1", permanent=True)

    skipped = extract_topic_cepa(user_id=user.id, topic_id=topic.pk, layers=ALL_LAYERS)
    assert skipped.skipped == "rejected" and state(topic) == (ExtractionStatus.REJECTED, 1)

    forced = extract_topic_cepa(user_id=user.id, topic_id=topic.pk, layers=["context"], force=True)
    assert forced.skipped is None and forced.topic_completed
    assert state(topic) == (ExtractionStatus.COMPLETED, 0)
    assert pending(user) == 0
    assert find_drift().clean, find_drift().as_dict()


@pytest.mark.parametrize("permanent", [False, True])
def test_a_failure_after_the_extraction_completed_leaves_the_topic_completed(permanent) -> None:
    # The extract-topic run can fail after its extraction completed (a later step of the
    # run, a failure callback delivered after the success): the topic stays completed.
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I prefer short answers.")
    assert extract_topic_cepa(
        user_id=user.id, topic_id=topic.pk, layers=CEPA_LAYERS
    ).topic_completed
    memories = Memory.objects.filter(user=user).count()
    assert memories > 0

    assert not fail(topic, "wfr_late", permanent=permanent)
    stored = Topic.objects.get(pk=topic.pk)
    assert (stored.extraction_status, stored.extraction_attempts) == (ExtractionStatus.COMPLETED, 0)
    assert stored.extraction_error == ""
    assert Memory.objects.filter(user=user).count() == memories
    assert pending(user) == 0 and count_users_with_new_topics() == 0
    assert find_drift().clean, find_drift().as_dict()


def test_a_failure_after_the_claims_were_stored_leaves_them_to_be_applied() -> None:
    user = make_user()
    topic = make_chat_topic(user)
    assert extract_topic_cepa(
        user_id=user.id, topic_id=topic.pk, layers=ALL_LAYERS
    ).identity_pending

    assert not fail(topic, "wfr_late")
    assert state(topic) == (ExtractionStatus.IDENTITY_PENDING, 0)
    assert apply_pending_identity(user_id=user.id).topics_applied == 1
    assert state(topic) == (ExtractionStatus.COMPLETED, 0)
