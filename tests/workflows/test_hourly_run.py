"""A real hourly run end to end, clean and under duplicate deliveries and failing attempts."""

from __future__ import annotations

from collections import Counter

import pytest

from memoryflow.demo.loader import generate_demo_data
from memoryflow.models import ExtractionStatus, Memory, PersonaDocument, Topic, WorkflowRun
from memoryflow.querysets import count_hourly_eligible_users, hourly_eligible_users
from memoryflow.services.persona import compose_persona
from memoryflow.workflows import triggers

pytestmark = pytest.mark.django_db(transaction=True)

USERS, SEED = 20, 11


def load_population() -> set[int]:
    generate_demo_data(users=USERS, chatted_ratio=0.6, messages_per_chatted_user=8, seed=SEED)
    return set(hourly_eligible_users().values_list("id", flat=True))


def outcome() -> dict[str, object]:
    """The domain state a run leaves, independent of ids of runs and timing."""
    return {
        "memories": sorted(
            Memory.objects.values_list("user_id", "layer", "fingerprint", "source_topic_id")
        ),
        "topics": sorted(
            Topic.objects.values_list("id", "extraction_status", "extraction_memories_count")
        ),
        "personas": sorted(PersonaDocument.objects.values_list("user_id", "tagline", "persona")),
    }


def reset_outcome() -> None:
    Memory.objects.all().delete()
    PersonaDocument.objects.all().delete()
    Topic.objects.update(
        extraction_status=ExtractionStatus.PENDING,
        extraction_memories_count=0,
        extraction_last_run_at=None,
    )
    WorkflowRun.objects.all().delete()


def assert_complete_run(eligible: set[int], runs: list[dict]) -> None:
    assert all(run["state"] == "RUN_SUCCESS" for run in runs), [
        r for r in runs if r["state"] != "RUN_SUCCESS"
    ]
    executed = Counter(
        run["result"]["userId"]
        for run in runs
        if (run["pipeline"], run["layer"]) == ("topics", "execute-user")
    )
    # Every eligible user processed exactly once, nobody else.
    assert set(executed) == eligible and set(executed.values()) == {1}
    process = next(
        run for run in runs if (run["pipeline"], run["layer"]) == ("topics", "process-users")
    )
    assert process["result"]["totalEligible"] == len(eligible)
    # Every topic of an eligible user is completed; nobody else's topic was touched.
    for topic in Topic.objects.all():
        expected = (
            ExtractionStatus.COMPLETED if topic.user_id in eligible else ExtractionStatus.PENDING
        )
        assert topic.extraction_status == expected, topic
    assert (
        Memory.objects.exists()
        and set(Memory.objects.values_list("user_id", flat=True)) <= eligible
    )
    # Each user with memories has a persona, and it reflects the final memories.
    for user_id in set(Memory.objects.values_list("user_id", flat=True)):
        assert not compose_persona(user_id=user_id).changed


def test_hourly_run_processes_every_eligible_user_once(pipelines) -> None:
    eligible = load_population()
    _, dry = pipelines.run(lambda: triggers.trigger_hourly(dry_run=True))
    dry_total = next(r for r in dry if r["layer"] == "process-users" and r["pipeline"] == "topics")[
        "result"
    ]["totalEligible"]
    assert dry_total == len(eligible) == count_hourly_eligible_users()

    _, runs = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False), timeout_s=180)
    assert_complete_run(eligible, runs)
    # One persona version per user whose memories changed: the hourly persona run defers
    # to the topics pipeline for users with topics still to extract.
    versions = dict(PersonaDocument.objects.values_list("user_id", "version"))
    assert set(Memory.objects.values_list("user_id", flat=True)) <= set(versions)
    assert set(versions.values()) == {1}
    written = Counter(Memory.objects.values_list("layer", flat=True))
    assert {"identity", "preference", "activity", "experience"} <= set(written)

    # Run again: nothing left to extract, nothing written twice.
    before = outcome()
    _, again = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False), timeout_s=120)
    assert outcome() == before
    fanned = [r for r in again if r["layer"] == "execute-user" and r["pipeline"] == "topics"]
    assert all(r["result"]["processedTopics"] == 0 for r in fanned)


@pytest.mark.slow
def test_duplicates_and_failures_end_in_the_same_state(pipelines) -> None:
    eligible = load_population()
    _, runs = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False), timeout_s=180)
    assert_complete_run(eligible, runs)
    clean = outcome()

    reset_outcome()
    # Every message delivered twice, and a fifth of all attempts failing after the app
    # has seen them (its answer is lost), so retried steps really run again.
    pipelines.restart_qstash(
        duplicate_deliveries=True, fail_fraction=0.2, fail_seed=5, fail_mode="after"
    )
    _, runs = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False), timeout_s=300)
    assert_complete_run(eligible, runs)
    assert outcome() == clean
