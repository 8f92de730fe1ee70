"""Dry-run of cron/hourly through QStash: the exact eligible total, and nothing written."""

from __future__ import annotations

import pytest

from memoryflow.demo.loader import generate_demo_data
from memoryflow.models import AsyncTask, Memory, PersonaDocument, Topic
from memoryflow.querysets import count_hourly_eligible_users
from memoryflow.workflows import triggers

pytestmark = pytest.mark.django_db(transaction=True)


def test_hourly_dry_run_reports_exact_totals_and_writes_nothing(pipelines) -> None:
    generate_demo_data(users=40, chatted_ratio=0.5, messages_per_chatted_user=8, seed=7)
    expected = count_hourly_eligible_users()
    assert expected > 0
    topic_states = sorted(Topic.objects.values_list("id", "extraction_status"))

    _, runs = pipelines.run(lambda: triggers.trigger_hourly(dry_run=True))

    by_layer = {(run["pipeline"], run["layer"]): run for run in runs}
    assert set(by_layer) == {
        ("cron", "hourly"),
        ("topics", "process-users"),
        ("persona", "process-users"),
    }
    assert all(run["state"] == "RUN_SUCCESS" for run in runs)
    for pipeline in ("topics", "persona"):
        result = by_layer[(pipeline, "process-users")]["result"]
        assert result["dryRun"] is True and result["totalEligible"] == expected
    assert by_layer[("cron", "hourly")]["result"]["dryRun"] is True
    assert (
        Memory.objects.count() == 0
        and PersonaDocument.objects.count() == 0
        and AsyncTask.objects.count() == 0
    )
    assert sorted(Topic.objects.values_list("id", "extraction_status")) == topic_states
