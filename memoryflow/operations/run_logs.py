"""QStash's run logs for people: this app's runs, each with its pipeline, layer, outcome
and steps.

One QStash account may serve other apps, or another deployment of this one (staging next
to production): their runs are not ours to show (their steps carry their data) nor to
cancel, as their dead letters are not (`operations/dlq.py`)."""

from __future__ import annotations

import json
from itertools import islice
from typing import Any

from memoryflow.operations.dlq import is_ours as is_our_url
from memoryflow.qstash import logs
from memoryflow.workflows.triggers import PREFIX

#: How many of the account's newest runs a listing looks through for this app's.
SCAN = 1000


def is_ours(run: dict[str, Any]) -> bool:
    """Whether QStash calls the run under MEMORYFLOW_BASE_URL."""
    return is_our_url(str(run.get("workflowUrl") or ""))


def our_run(run_id: str) -> dict[str, Any]:
    """One run's log; logs.RunNotFound when QStash knows no such run of this app."""
    run = logs.get_run(run_id)
    if not is_ours(run):
        raise logs.RunNotFound(f"workflow run {run_id} not found")
    return run


def our_runs(
    *, limit: int, state: str | None = None, pipeline: str | None = None
) -> list[dict[str, Any]]:
    """This app's newest `limit` runs (of `pipeline`, in `state`), described; found among
    the account's newest `SCAN` runs, read page by page until `limit` are found."""
    runs = (describe(run) for run in logs.iter_runs(state=state, limit=SCAN) if is_ours(run))
    if pipeline:
        runs = (run for run in runs if run["pipeline"] == pipeline)
    return list(islice(runs, limit))


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
    # A finished run's statistics are its last step's output (steps.final_step).
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
        "failure": (run.get("failureFunction") or {}).get("failResponse") or next_error(run),
    }


def _json_or_raw(out: Any) -> Any:
    # Step outputs travel as JSON strings in the run logs.
    if isinstance(out, str):
        try:
            return json.loads(out)
        except ValueError:
            return out
    return out


def next_error(run: dict[str, Any]) -> str | None:
    """The last error of the run's pending delivery, when it is failing."""
    for group in run.get("steps", []):
        if group.get("type") == "next":
            for step in group.get("steps", []):
                errors = step.get("errors") or []
                if errors:
                    return str(errors[-1].get("body") or errors[-1].get("error"))
    return None


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
