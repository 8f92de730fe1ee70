"""Pipelines on a schedule of their own (a weekly digest): one QStash schedule each, whose
deliveries start the pipeline's L1 — a plain delivery to a workflow URL becomes a run
(`serve.py`). The hourly pipelines need none: cron/hourly dispatches them.

The schedules follow the registry: writing them again updates each in place (its id is
the pipeline's), and removes the schedule of a pipeline that no longer declares one.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings

from memoryflow.qstash.client import qstash_client
from memoryflow.workflows import registry, triggers

SCHEDULE_ID_PREFIX = "memoryflow-pipeline-"


def schedule_id(pipeline: str) -> str:
    return f"{SCHEDULE_ID_PREFIX}{pipeline}"


def upsert_pipeline_schedules(*, base_url: str | None = None) -> dict[str, Any]:
    """Create or update the schedule of every pipeline that declares one; delete the ones
    left from pipelines that no longer do. Returns {"schedules": [...], "removed": [...]}."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    client = qstash_client()
    existing = {schedule.schedule_id for schedule in client.schedule.list()}
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
        sid for sid in existing if sid.startswith(SCHEDULE_ID_PREFIX) and sid not in wanted
    )
    for sid in removed:
        client.schedule.delete(sid)
    return {"schedules": written, "removed": removed}
