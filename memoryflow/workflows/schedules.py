"""Pipelines on a schedule of their own (a weekly digest): one QStash schedule each, whose
deliveries start the pipeline's L1 — a plain delivery to a workflow URL becomes a run
(`serve.py`). The hourly pipelines need none: cron/hourly dispatches them.

The schedules follow the registry: writing them again updates each in place (its id is
the pipeline's), and removes the schedule of a pipeline that no longer declares one.

Schedule ids are per QStash account, not per deployment: every id starts with
MEMORYFLOW_SCHEDULE_PREFIX, and a schedule under one of them whose destination is not
under this deployment's MEMORYFLOW_BASE_URL is another deployment's — never replaced or
deleted (`check_schedules_are_ours`).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings

from memoryflow.errors import PermanentError
from memoryflow.qstash.client import qstash_client
from memoryflow.workflows import registry, triggers


class ScheduleOfAnotherDeployment(PermanentError):
    """A schedule id this deployment would write or delete starts another deployment."""

    def __init__(self, schedule_id: str, destination: str, base_url: str) -> None:
        super().__init__(
            f"QStash schedule {schedule_id} starts another deployment ({destination}), not "
            f"this one ({base_url}): schedule ids are shared by every deployment on a QStash "
            "account. Give this deployment its own ids with MEMORYFLOW_SCHEDULE_PREFIX "
            "(e.g. MEMORYFLOW_SCHEDULE_PREFIX=staging). Nothing was changed."
        )
        self.schedule_id = schedule_id
        self.destination = destination


def pipeline_id_prefix() -> str:
    return f"{settings.MEMORYFLOW_SCHEDULE_PREFIX}-pipeline-"


def schedule_id(pipeline: str) -> str:
    return f"{pipeline_id_prefix()}{pipeline}"


def is_ours(destination: str, base_url: str) -> bool:
    """Whether a schedule's destination is an endpoint of the deployment at `base_url`."""
    return destination.startswith(f"{base_url.rstrip('/')}/")


def check_schedules_are_ours(*, base_url: str | None = None) -> set[str]:
    """Read every schedule this deployment may write or delete (the hourly one, the
    pipelines'); ScheduleOfAnotherDeployment, before anything is written, when one of them
    exists and starts another deployment. Returns the ids of every schedule QStash has."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    ours = {triggers.hourly_schedule_id()} | {
        schedule_id(pipeline.name) for pipeline in registry.scheduled_pipelines()
    }
    existing = qstash_client().schedule.list()
    for schedule in existing:
        sid = schedule.schedule_id
        touched = sid in ours or sid.startswith(pipeline_id_prefix())
        if touched and not is_ours(schedule.destination, base):
            raise ScheduleOfAnotherDeployment(sid, schedule.destination, base)
    return {schedule.schedule_id for schedule in existing}


def upsert_pipeline_schedules(*, base_url: str | None = None) -> dict[str, Any]:
    """Create or update the schedule of every pipeline that declares one; delete the ones
    left from pipelines that no longer do. Returns {"schedules": [...], "removed": [...]}.
    ScheduleOfAnotherDeployment, with nothing written, when one of them is not ours."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    existing = check_schedules_are_ours(base_url=base)
    client = qstash_client()
    written = []
    for pipeline in registry.scheduled_pipelines():
        assert pipeline.schedule is not None
        sid = schedule_id(pipeline.name)
        destination = triggers.workflow_url(pipeline.path("process-users"), base)
        client.schedule.create_json(
            destination=destination,
            cron=pipeline.schedule,
            body={"dryRun": False, "baseUrl": base},
            schedule_id=sid,
        )
        written.append(
            {
                "scheduleId": sid,
                "pipeline": pipeline.name,
                "cron": pipeline.schedule,
                "destination": destination,
                "created": sid not in existing,
            }
        )
    wanted = {schedule["scheduleId"] for schedule in written}
    removed = sorted(
        sid for sid in existing if sid.startswith(pipeline_id_prefix()) and sid not in wanted
    )
    for sid in removed:
        client.schedule.delete(sid)
    return {"schedules": written, "removed": removed}
