"""QStash's run logs for people: a run's pipeline, layer, outcome and steps."""

from __future__ import annotations

import json
from typing import Any

from memoryflow.workflows.triggers import PREFIX


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
