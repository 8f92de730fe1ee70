"""The hourly job on request: run it or its dry-run now, keep the QStash schedules (its own
and those of the pipelines on a schedule of their own), and say what a trigger of it led
to."""

from __future__ import annotations

from typing import Any

import httpx
from qstash.errors import QStashError

from memoryflow.operations.audit import Actor, audit
from memoryflow.operations.publishing import publish_now
from memoryflow.operations.run_logs import describe, next_error
from memoryflow.qstash import logs
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.selectors import hourly
from memoryflow.selectors.hourly import HourlyOutcome
from memoryflow.workflows import registry, schedules, triggers


def trigger_hourly(*, actor: Actor, dry_run: bool) -> str:
    """Start cron/hourly (or its dry-run) now. Returns its run id (the root of its tree)."""
    action = "hourly.dry_run" if dry_run else "hourly.run"
    run_id = publish_now(action, lambda: triggers.trigger_hourly(dry_run=dry_run))
    audit(actor=actor, action=action, target_type="run", target_id=run_id)
    return run_id


def schedule_hourly(*, actor: Actor, cron: str = triggers.HOURLY_CRON) -> dict[str, Any]:
    """Create or update every schedule memoryflow keeps on QStash (idempotent): cron/hourly's
    at `cron`, and one per pipeline that declares a schedule of its own, removing those no
    pipeline declares any more. One audit row names them all.

    Returns the hourly schedule written, with `pipelines`: {"schedules": [...],
    "removed": [...]}. QStashUnavailable when either write fails; when only the pipelines'
    fail, the hourly schedule was written, and the audit row says so and names the error.
    schedules.ScheduleOfAnotherDeployment, with nothing written or audited, when one of
    these schedule ids starts another deployment on the same QStash account."""
    try:
        with fail_fast():
            schedules.check_schedules_are_ours()
            hourly_schedule = triggers.upsert_hourly_schedule(cron=cron)
    except TRANSPORT_ERRORS as error:
        raise QStashUnavailable(f"could not write the schedule to QStash: {error}") from error
    try:
        with fail_fast():
            pipelines = schedules.upsert_pipeline_schedules()
    except TRANSPORT_ERRORS as error:
        _audit_schedules(actor, hourly_schedule, pipelines_error=str(error))
        raise QStashUnavailable(
            f"could not write the pipelines' schedules to QStash: {error}"
        ) from error
    _audit_schedules(actor, hourly_schedule, pipelines=pipelines)
    return {**hourly_schedule, "pipelines": pipelines}


def _audit_schedules(
    actor: Actor,
    hourly_schedule: dict[str, Any],
    *,
    pipelines: dict[str, Any] | None = None,
    pipelines_error: str | None = None,
) -> None:
    details: dict[str, Any] = dict(hourly_schedule)
    if pipelines is not None:
        details["pipelineSchedules"] = [
            {"scheduleId": s["scheduleId"], "cron": s["cron"], "created": s["created"]}
            for s in pipelines["schedules"]
        ]
        details["pipelineSchedulesRemoved"] = pipelines["removed"]
    if pipelines_error is not None:
        details["pipelineSchedulesError"] = pipelines_error
    audit(
        actor=actor,
        action="schedule.upsert",
        target_type="schedule",
        target_id=hourly_schedule["scheduleId"],
        **details,
    )


def hourly_outcome(run_id: str, *, check_qstash: bool = True) -> HourlyOutcome:
    """The cron run `run_id` and its L1 children (`totalEligible` each), from the local run
    index; QStash is asked only while the outcome is open, to say why a run has not
    started (its deliveries failing) or that it failed or was cancelled.

    logs.RunNotFound when the index has no cron/hourly run `run_id`: every one is recorded
    before it is published, so the id was mistyped, pruned or names another run, and
    "waiting" would be answered for ever."""
    outcome = hourly.hourly_outcome(
        run_id, pipelines=[pipeline.name for pipeline in registry.hourly_pipelines()]
    )
    if outcome.run_id is None:
        raise logs.RunNotFound(f"no hourly run {run_id}")
    if check_qstash and outcome.state == "waiting":
        _explain_waiting(outcome)
    return outcome


def _explain_waiting(outcome: HourlyOutcome) -> None:
    """Not started yet: say why when QStash's log of the run shows its first delivery
    failing (e.g. QStash cannot reach MEMORYFLOW_BASE_URL)."""
    assert outcome.run_id is not None  # hourly_outcome found the run
    try:
        run = logs.get_run(outcome.run_id)
    except (logs.RunNotFound, QStashError, httpx.HTTPError):  # best effort: the page says "waiting"
        return
    error = next_error(run)
    if error:
        outcome.failure = f"QStash delivery failing: {error}".strip()
    if run.get("workflowState") in ("RUN_FAILED", "RUN_CANCELED"):
        outcome.state = "failed"
        outcome.failure = describe(run)["failure"] or outcome.failure or run["workflowState"]
