"""QStash schedules: create or replace one under a fixed id, and read it back."""

from __future__ import annotations

from typing import Any

from memoryflow.qstash.client import qstash_client


def upsert_schedule(*, schedule_id: str, destination: str, cron: str, body: dict[str, Any]) -> bool:
    """Create or replace the schedule `schedule_id` (QStash replaces a schedule created
    again under its id, so this is idempotent). Returns whether it is new."""
    client = qstash_client()
    existing = {schedule.schedule_id for schedule in client.schedule.list()}
    client.schedule.create_json(
        destination=destination, cron=cron, body=body, schedule_id=schedule_id
    )
    return schedule_id not in existing


def get_schedule(schedule_id: str) -> dict[str, Any] | None:
    """The schedule as QStash has it, or None when there is none."""
    for schedule in qstash_client().schedule.list():
        if schedule.schedule_id == schedule_id:
            return {
                "scheduleId": schedule.schedule_id,
                "cron": schedule.cron,
                "destination": schedule.destination,
                "paused": getattr(schedule, "paused", False),
            }
    return None
