"""Dry-run of cron/hourly through QStash: the exact eligible total, and nothing written."""

from __future__ import annotations

import pytest

from memoryflow.demo.loader import generate_demo_data
from memoryflow.models import AsyncTask, Memory, PersonaDocument, Topic
from memoryflow.querysets import count_chatted_users, count_users_with_new_topics
from memoryflow.workflows import triggers

pytestmark = pytest.mark.django_db(transaction=True)


def test_hourly_dry_run_reports_exact_totals_and_writes_nothing(pipelines) -> None:
    generate_demo_data(users=40, chatted_ratio=0.5, messages_per_chatted_user=8, seed=7)
    expected = count_users_with_new_topics()
    assert expected > 0 and expected == count_chatted_users()
    topic_states = sorted(Topic.objects.values_list("id", "extraction_status"))

    _, runs = pipelines.run(lambda: triggers.trigger_hourly(dry_run=True))

    by_layer = {(run["pipeline"], run["layer"]): run for run in runs}
    assert set(by_layer) == {
        ("cron", "hourly"),
        ("topics", "process-users"),
        ("persona", "process-users"),
    }
    assert all(run["state"] == "RUN_SUCCESS" for run in runs)
    topics = by_layer[("topics", "process-users")]["result"]
    assert topics["dryRun"] is True and topics["totalEligible"] == expected
    assert topics["chattedUsers"] == expected
    assert (
        f"Would process {expected} users with new topics (of {expected} who chatted)"
        in (topics["message"])
    )
    # Everyone who chatted has new topics: their personas follow their extraction, so the
    # persona pipeline itself has nobody to process.
    persona = by_layer[("persona", "process-users")]["result"]
    assert persona["dryRun"] is True and persona["totalEligible"] == 0
    assert by_layer[("cron", "hourly")]["result"]["dryRun"] is True
    assert (
        Memory.objects.count() == 0
        and PersonaDocument.objects.count() == 0
        and AsyncTask.objects.count() == 0
    )
    assert sorted(Topic.objects.values_list("id", "extraction_status")) == topic_states
