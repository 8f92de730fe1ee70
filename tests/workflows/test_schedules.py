"""A pipeline on a schedule of its own: `manage.py schedule_hourly` writes its QStash
schedule, and the schedule's deliveries run the pipeline end to end (local QStash)."""

from __future__ import annotations

import io
import json
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from memoryflow.management.commands._common import BAD_INPUT
from memoryflow.models import AuditLog, WorkflowRun
from memoryflow.qstash.client import qstash_client
from memoryflow.workflows import registry, schedules
from memoryflow.workflows.pipeline import UserPipeline
from tests.factories import make_user
from tests.workflows.test_registry import TOY

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

#: Every second (the local QStash's seconds field), so the test sees deliveries at once.
EVERY_SECOND = "* * * * * */1"


@pytest.fixture
def weekly() -> Iterator[UserPipeline]:
    pipeline = registry.register(replace(TOY, name="toyweekly", schedule=EVERY_SECOND))
    yield pipeline
    registry.unregister(pipeline.name)


def schedule_hourly() -> dict[str, Any]:
    out = io.StringIO()
    call_command("schedule_hourly", "--json", stdout=out)
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def test_a_pipeline_on_its_own_schedule_runs_from_it(pipelines: Any, weekly: Any) -> None:
    users = {make_user(username=f"toy-{n}").id for n in range(3)}

    written = schedule_hourly()["pipelines"]
    destination = f"{pipelines.live_url}/api/workflows/memory-user-memory/toyweekly/process-users"
    assert written == {
        "schedules": [
            {
                "scheduleId": "memoryflow-pipeline-toyweekly",
                "pipeline": "toyweekly",
                "cron": EVERY_SECOND,
                "destination": destination,
                "created": True,
            }
        ],
        "removed": [],
    }
    client = qstash_client()
    ids = sorted(s.schedule_id for s in client.schedule.list())
    assert ids == ["memoryflow-hourly", "memoryflow-pipeline-toyweekly"]

    # A delivery of the schedule becomes a root run of the pipeline, which greets every user.
    deadline = time.monotonic() + 60
    while True:
        roots = WorkflowRun.objects.filter(pipeline="toyweekly", layer="process-users")
        finished = [root.root_run_id for root in roots if root.result is not None]
        greeted = {
            run.result["userId"]
            for run in WorkflowRun.objects.filter(
                pipeline="toyweekly", layer="execute-user", root_run_id__in=finished
            )
            if run.result is not None
        }
        if greeted == users:
            break
        assert time.monotonic() < deadline, f"greeted {greeted} of {users}"
        time.sleep(0.2)
    assert not WorkflowRun.objects.filter(pipeline="cron").exists()  # not the hourly job's

    # Written again: updated in place; once no pipeline declares it, removed.
    assert schedule_hourly()["pipelines"]["schedules"][0]["created"] is False
    registry.unregister("toyweekly")
    assert schedule_hourly()["pipelines"] == {
        "schedules": [],
        "removed": ["memoryflow-pipeline-toyweekly"],
    }
    assert [s.schedule_id for s in client.schedule.list()] == ["memoryflow-hourly"]

    # One audit row per write names every schedule it wrote or removed.
    first, second, third = AuditLog.objects.filter(action="schedule.upsert").order_by("id")
    assert first.details["scheduleId"] == "memoryflow-hourly"
    assert first.details["pipelineSchedules"] == [
        {"scheduleId": "memoryflow-pipeline-toyweekly", "cron": EVERY_SECOND, "created": True}
    ]
    assert second.details["pipelineSchedules"][0]["created"] is False
    assert third.details["pipelineSchedules"] == []
    assert third.details["pipelineSchedulesRemoved"] == ["memoryflow-pipeline-toyweekly"]


# --- two deployments on one QStash account ---------------------------------------------------

#: Another deployment (staging) on the same QStash account; nothing listens there.
STAGING = "http://127.0.0.1:9"
WEEKLY = "0 9 * * 1"


@pytest.fixture
def weekly_digest() -> Iterator[UserPipeline]:
    """A pipeline on a schedule of its own that fires no delivery during the test."""
    pipeline = registry.register(replace(TOY, name="toydigest", schedule=WEEKLY))
    yield pipeline
    registry.unregister(pipeline.name)


def schedules_in_qstash() -> dict[str, tuple[str, str]]:
    return {s.schedule_id: (s.cron, s.destination) for s in qstash_client().schedule.list()}


def test_a_second_deployment_is_refused_the_schedules_of_the_first(
    pipelines: Any, weekly_digest: Any, settings: Any
) -> None:
    schedule_hourly()  # production, at the live server
    production = schedules_in_qstash()
    assert sorted(production) == ["memoryflow-hourly", "memoryflow-pipeline-toydigest"]

    # Staging, same QStash account and default ids, no longer declaring the digest: it would
    # repoint production's hourly schedule at itself and delete production's digest.
    settings.MEMORYFLOW_BASE_URL = STAGING
    registry.unregister("toydigest")
    with pytest.raises(CommandError) as refused:
        schedule_hourly()
    assert refused.value.returncode == BAD_INPUT
    message = str(refused.value)
    assert "memoryflow-hourly" in message
    assert f"{pipelines.live_url}/api/workflows/memory-user-memory/cron/hourly" in message
    assert "MEMORYFLOW_SCHEDULE_PREFIX" in message
    assert schedules_in_qstash() == production
    assert AuditLog.objects.filter(action="schedule.upsert").count() == 1

    # Writing only the pipelines' schedules never deletes production's either.
    with pytest.raises(schedules.ScheduleOfAnotherDeployment):
        schedules.upsert_pipeline_schedules()
    assert schedules_in_qstash() == production


def test_a_schedule_prefix_gives_each_deployment_its_own_schedules(
    pipelines: Any, weekly_digest: Any, settings: Any
) -> None:
    schedule_hourly()  # production, default prefix
    production = schedules_in_qstash()

    settings.MEMORYFLOW_BASE_URL = STAGING
    settings.MEMORYFLOW_SCHEDULE_PREFIX = "staging"
    written = schedule_hourly()
    assert written["scheduleId"] == "staging-hourly" and written["created"] is True
    assert [s["scheduleId"] for s in written["pipelines"]["schedules"]] == [
        "staging-pipeline-toydigest"
    ]
    both = schedules_in_qstash()
    assert both == {
        **production,
        "staging-hourly": (
            "0 * * * *",
            f"{STAGING}/api/workflows/memory-user-memory/cron/hourly",
        ),
        "staging-pipeline-toydigest": (
            WEEKLY,
            f"{STAGING}/api/workflows/memory-user-memory/toydigest/process-users",
        ),
    }

    # Staging drops the digest: only its own schedule of it goes.
    registry.unregister("toydigest")
    assert schedule_hourly()["pipelines"]["removed"] == ["staging-pipeline-toydigest"]
    assert schedules_in_qstash() == {**production, "staging-hourly": both["staging-hourly"]}

    # Production writes again (it no longer declares the digest either, in this process):
    # its own updated or removed; staging's left alone.
    settings.MEMORYFLOW_BASE_URL = pipelines.live_url
    settings.MEMORYFLOW_SCHEDULE_PREFIX = "memoryflow"
    again = schedule_hourly()
    assert again["created"] is False
    assert again["pipelines"]["removed"] == ["memoryflow-pipeline-toydigest"]
    assert schedules_in_qstash() == {
        "memoryflow-hourly": production["memoryflow-hourly"],
        "staging-hourly": both["staging-hourly"],
    }
