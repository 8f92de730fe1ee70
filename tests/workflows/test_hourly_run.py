"""A real hourly run end to end, clean and under duplicate deliveries and failing attempts."""

from __future__ import annotations

from collections import Counter

import pytest

from accounts.models import User
from memoryflow.demo.loader import generate_demo_data
from memoryflow.models import (
    ExtractionStatus,
    Memory,
    PersonaDocument,
    RunStatus,
    Topic,
    WorkflowRun,
)
from memoryflow.querysets import count_hourly_eligible_users, hourly_eligible_users
from memoryflow.selectors import run_tree
from memoryflow.services.persona import compose_persona
from memoryflow.workflows import triggers
from tests.factories import make_chatted_user, make_message, make_topic

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

    # A quiet hour: the dry-run says nobody, with the chatted figure beside it, and a real
    # run starts three runs of one step each (cron, two L1s) and writes nothing.
    before = outcome()
    _, quiet_dry = pipelines.run(lambda: triggers.trigger_hourly(dry_run=True))
    topics_l1 = next(
        r for r in quiet_dry if (r["pipeline"], r["layer"]) == ("topics", "process-users")
    )
    assert topics_l1["result"]["totalEligible"] == 0
    assert topics_l1["result"]["chattedUsers"] == len(eligible)
    _, again = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False), timeout_s=120)
    assert outcome() == before
    assert sorted((r["pipeline"], r["layer"], r["steps"]) for r in again) == [
        ("cron", "hourly", 1),
        ("persona", "process-users", 1),
        ("topics", "process-users", 1),
    ]

    # New topics for two users: exactly those two are processed, one persona version each.
    active = sorted(eligible)[:2]
    for user_id in active:
        topic = make_topic(User.objects.get(pk=user_id))
        make_message(topic, content="I just adopted a cat named Miso.")
    _, busy = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False), timeout_s=120)
    executed = sorted(
        r["result"]["userId"]
        for r in busy
        if (r["pipeline"], r["layer"]) == ("topics", "execute-user")
    )
    assert executed == active
    personas = [r for r in busy if (r["pipeline"], r["layer"]) == ("persona", "execute-user")]
    assert sorted(r["result"]["userId"] for r in personas) == active


def test_overlapping_hourly_triggers_do_not_multiply_the_work(pipelines) -> None:
    """A second real hourly trigger while the first tree still runs ends at once, skipped."""
    eligible = load_population()
    pipelines.restart_qstash(latency=0.05)
    first = triggers.trigger_hourly(dry_run=False)
    second = triggers.trigger_hourly(dry_run=False)
    for root in (first, second):
        assert run_tree.wait_for_tree(root, timeout_s=180, poll_s=0.3).finished
    cron = {row.run_id: row.result for row in WorkflowRun.objects.filter(layer="hourly")}
    skipped = [root for root in (first, second) if cron[root].get("skipped")]  # type: ignore[union-attr]
    assert len(skipped) == 1, cron
    assert cron[skipped[0]]["inProgress"] in (first, second)  # type: ignore[index]
    assert WorkflowRun.objects.filter(root_run_id=skipped[0]).count() == 1
    executed = WorkflowRun.objects.filter(pipeline="topics", layer="execute-user")
    assert sorted(executed.values_list("user_id", flat=True)) == sorted(eligible)  # type: ignore[type-var]


def test_a_fan_out_qstash_refuses_for_good_does_not_hold_off_the_next_hourly_run(
    pipelines, settings
) -> None:
    """L2 records its execute-user runs, then publishes them in one batch. When QStash
    refuses that batch on every retry, L2 fails, and the runs it recorded never started:
    they must not count as running, or the hourly lease skips the next runs for hours."""
    eligible = sorted(make_chatted_user().pk for _ in range(2))
    # QStash refuses a flow control parallelism of 0: every publish of the users' topics
    # execute-user runs is refused, however often L2's fan-out step is retried.
    settings.MEMORYFLOW_TOPICS_USER_PARALLELISM = 0
    refused = triggers.trigger_hourly(dry_run=False)
    report = run_tree.wait_for_tree(refused, timeout_s=120, poll_s=0.3)
    assert report.finished, report.as_dict()
    paginate = WorkflowRun.objects.get(
        root_run_id=refused, pipeline="topics", layer="paginate-users"
    )
    assert paginate.status == RunStatus.FAILED
    never_started = WorkflowRun.objects.filter(parent_run_id=paginate.run_id)
    assert sorted(never_started.values_list("user_id", flat=True)) == eligible  # type: ignore[type-var]
    assert set(never_started.values_list("status", flat=True)) == {RunStatus.FAILED}

    settings.MEMORYFLOW_TOPICS_USER_PARALLELISM = 5
    next_hour = triggers.trigger_hourly(dry_run=False)
    assert run_tree.wait_for_tree(next_hour, timeout_s=120, poll_s=0.3).finished
    assert not (WorkflowRun.objects.get(run_id=next_hour).result or {}).get("skipped")
    executed = WorkflowRun.objects.filter(
        root_run_id=next_hour, pipeline="topics", layer="execute-user", status=RunStatus.SUCCEEDED
    )
    assert sorted(executed.values_list("user_id", flat=True)) == eligible  # type: ignore[type-var]


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
