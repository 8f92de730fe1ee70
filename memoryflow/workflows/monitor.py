"""Reading what QStash says about runs (Upstash or qstash_devserver): run logs with their
steps, one run, cancelling, and the hourly job's outcome for the operators' pages.

Following a whole run tree to its end reads the local run index instead (`tree.py`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
from qstash.errors import QStashError

from memoryflow.workflows import registry
from memoryflow.workflows.triggers import PREFIX, qstash_client

RUN_STATES = ("RUN_STARTED", "RUN_SUCCESS", "RUN_FAILED", "RUN_CANCELED")


def _get(path: str, params: dict[str, str]) -> Any:
    return qstash_client().http.request(path=path, method="GET", params=params)


def _pages(path: str, key: str, params: dict[str, str], limit: int) -> Iterator[dict[str, Any]]:
    cursor, seen = None, 0
    while seen < limit:
        page = _get(path, {**params, **({"cursor": cursor} if cursor else {})})
        for item in page.get(key) or []:
            seen += 1
            yield item
        cursor = page.get("cursor")
        if not cursor:
            return


def list_runs(
    *,
    since_ms: int | None = None,
    state: str | None = None,
    run_id: str | None = None,
    limit: int = 5000,
) -> list[dict[str, Any]]:
    """Workflow runs, newest first, each as QStash's run log (`GET /v2/workflows/logs`)."""
    params = {"count": "100"}
    if since_ms is not None:
        params["fromDate"] = str(since_ms)
    if state:
        params["state"] = state
    if run_id:
        params["workflowRunId"] = run_id
    return list(_pages("/v2/workflows/logs", "runs", params, limit))


def describe(run: dict[str, Any]) -> dict[str, Any]:
    """A run's pipeline, layer and last step output, for people."""
    url = run.get("workflowUrl", "")
    pipeline, _, layer = url.partition(PREFIX + "/")[2].partition("/")
    steps = [
        step
        for group in run.get("steps", [])
        if group.get("type") != "next"
        for step in group.get("steps", [])
        if step.get("stepType") != "Initial"  # the run's payload, not a step of its own
    ]
    # A finished run's statistics are its last step's output (pipeline.final_step).
    result = None
    if steps and run.get("workflowState") == "RUN_SUCCESS":
        result = _json_or_raw(steps[-1].get("out"))
    return {
        "runId": run.get("workflowRunId"),
        "pipeline": pipeline,
        "layer": layer,
        "state": run.get("workflowState"),
        "createdAt": run.get("workflowRunCreatedAt"),
        "completedAt": run.get("workflowRunCompletedAt"),
        "steps": len(steps),
        "result": result,
        "failure": (run.get("failureFunction") or {}).get("failResponse") or _next_error(run),
    }


def _json_or_raw(out: Any) -> Any:
    # Step outputs travel as JSON strings in the run logs.
    if isinstance(out, str):
        try:
            return json.loads(out)
        except ValueError:
            return out
    return out


def _next_error(run: dict[str, Any]) -> str | None:
    for group in run.get("steps", []):
        if group.get("type") == "next":
            for step in group.get("steps", []):
                errors = step.get("errors") or []
                if errors:
                    return str(errors[-1].get("body") or errors[-1].get("error"))
    return None


def now_ms() -> int:
    return int(time.time() * 1000)


# --- operators: one run, cancelling, the hourly job's outcome ----------------------------------


class RunNotFound(LookupError):
    pass


def get_run(run_id: str) -> dict[str, Any]:
    """One run's log (steps included); RunNotFound when QStash does not know it."""
    runs = list_runs(run_id=run_id, limit=1)
    if not runs:
        raise RunNotFound(f"workflow run {run_id} not found")
    return runs[0]


def cancel_run(run_id: str) -> None:
    """Ask QStash to cancel a run: its pending step messages are dropped, state RUN_CANCELED.

    Raises RunNotFound for an unknown run (QStash answers 404)."""
    from qstash.errors import QStashError

    try:
        qstash_client().http.request(
            path=f"/v2/workflows/runs/{run_id}",
            method="DELETE",
            params={"cancel": "true"},
            parse_response=False,
        )
    except QStashError as error:
        if "404" in str(error) or "not found" in str(error).lower():
            raise RunNotFound(f"workflow run {run_id} not found") from error
        raise


def timeline(run: dict[str, Any]) -> list[dict[str, Any]]:
    """A run's steps in order, flattened for people: name, type, state, when, output, errors."""
    rows: list[dict[str, Any]] = []
    for group in run.get("steps", []):
        for step in group.get("steps", []):
            pending = group.get("type") == "next"
            errors = step.get("errors") or []
            rows.append(
                {
                    "name": "(next step)" if pending else step.get("stepName"),
                    "type": step.get("stepType") or step.get("callType"),
                    "state": step.get("state"),
                    "createdAt": step.get("createdAt") or step.get("nextDeliveryTime"),
                    "out": _json_or_raw(step.get("out")),
                    "retried": step.get("retried"),
                    "errors": [str(e.get("body") or e.get("error") or e) for e in errors],
                }
            )
    return rows


TERMINAL_RUN_STATES = {"RUN_SUCCESS", "RUN_FAILED", "RUN_CANCELED"}


@dataclass
class HourlyOutcome:
    """What one cron/hourly trigger led to, from the local run index (and QStash for failures).

    `state`: waiting (not delivered yet) · running · skipped (another hourly run is in
    progress) · finished (a dry-run has its counts) ·
    dispatched (a real run's pipelines have counted their users and are working through
    them; their runs show the progress) · failed."""

    message_id: str
    dry_run: bool | None = None
    run_id: str | None = None
    state: str = "waiting"
    totals: dict[str, int | None] = field(default_factory=dict)  # pipeline -> users
    child_run_ids: dict[str, str] = field(default_factory=dict)
    failure: str | None = None

    @property
    def finished(self) -> bool:
        return self.state in ("finished", "dispatched", "failed", "skipped")

    @property
    def summary(self) -> str:
        verb = "would process" if self.dry_run else "processing"
        parts = []
        for pipeline in (p.name for p in registry.hourly_pipelines()):
            total = self.totals.get(pipeline)
            parts.append(f"{pipeline.capitalize()}: {verb} {'…' if total is None else total} users")
        return " · ".join(parts)

    def as_dict(self) -> dict[str, Any]:
        return {
            "messageId": self.message_id,
            "runId": self.run_id,
            "dryRun": self.dry_run,
            "state": self.state,
            "finished": self.finished,
            "totals": self.totals,
            "childRunIds": self.child_run_ids,
            "summary": self.summary,
            "failure": self.failure,
        }


def hourly_outcome(run_id: str, *, check_qstash: bool = True) -> HourlyOutcome:
    """The cron run `run_id` and its two L1 children (`totalEligible` each).

    Every run is recorded when published and closed by its last step, so this reads the
    local index; QStash is asked only while the outcome is open, to say why a run has not
    started (its deliveries failing) or that it failed or was cancelled."""
    from memoryflow.models import RunStatus, WorkflowRun

    outcome = HourlyOutcome(message_id=run_id)
    cron = WorkflowRun.objects.filter(run_id=run_id).first()
    if cron is None:
        return outcome
    outcome.run_id, outcome.dry_run = cron.run_id, cron.dry_run
    if cron.status == RunStatus.FAILED:
        outcome.state, outcome.failure = "failed", (cron.result or {}).get("error")
        return outcome
    if cron.result is None:
        if check_qstash:
            _explain_waiting(outcome)
        return outcome
    outcome.state = "running"
    if (cron.result or {}).get("skipped"):
        outcome.state, outcome.failure = "skipped", cron.result.get("message")
        return outcome
    children = WorkflowRun.objects.filter(parent_run_id=cron.run_id, layer="process-users")
    for child in children:
        outcome.child_run_ids[child.pipeline] = child.run_id
        if child.result is not None:
            outcome.totals[child.pipeline] = (child.result or {}).get("totalEligible")
    done = {c.pipeline for c in children if c.result is not None}
    if {p.name for p in registry.hourly_pipelines()} <= done:
        outcome.state = "finished" if cron.dry_run else "dispatched"
        return outcome
    if any(child.status == RunStatus.FAILED for child in children):
        outcome.state = "failed"
        outcome.failure = next(
            (c.result or {}).get("error") for c in children if c.status == RunStatus.FAILED
        )
    return outcome


def _explain_waiting(outcome: HourlyOutcome) -> None:
    """Not started yet: say why when QStash's log of the run shows its first delivery
    failing (e.g. QStash cannot reach MEMORYFLOW_BASE_URL)."""
    assert outcome.run_id is not None
    try:
        run = get_run(outcome.run_id)
    except (RunNotFound, QStashError, httpx.HTTPError):  # best effort: the page says "waiting"
        return
    error = _next_error(run)
    if error:
        outcome.failure = f"QStash delivery failing: {error}".strip()
    if run.get("workflowState") in ("RUN_FAILED", "RUN_CANCELED"):
        outcome.state = "failed"
        outcome.failure = describe(run)["failure"] or outcome.failure or run["workflowState"]
