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

from memoryflow.models import AuditLog, WorkflowRun
from memoryflow.qstash.client import qstash_client
from memoryflow.workflows import registry
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
