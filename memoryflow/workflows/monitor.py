"""Reading what the pipelines are doing, from the QStash API (Upstash or qstash_devserver).

`/v2/workflows/logs` lists runs with their steps; `/v2/events` lists the state changes of
directly published messages — our triggers. A run tree is finished when no run started
since a moment is still RUN_STARTED and no trigger published since then is still on its
way (a trigger in flight has no run yet, so runs alone cannot tell).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from memoryflow.workflows.triggers import PREFIX, qstash_client

TERMINAL_MESSAGE_STATES = {"DELIVERED", "FAILED", "CANCELED", "CANCELLED"}
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


def pending_triggers(*, since_ms: int) -> int:
    """Triggers published since `since_ms` that have not reached a final state yet."""
    return _EventTracker(since_ms).pending()


class _EventTracker:
    """The newest state of every message since a moment, read incrementally: each read asks
    only for events at or after the newest one already seen, so following a run of N
    messages costs O(N) events in all instead of O(N) per poll (the devserver answers
    these reads on the loop that delivers the messages)."""

    def __init__(self, since_ms: int) -> None:
        self.from_ms = since_ms
        self.latest: dict[str, tuple[int, str]] = {}

    def pending(self) -> int:
        fresh: dict[str, tuple[int, str]] = {}
        newest = self.from_ms
        for event in _pages(
            "/v2/events", "events", {"fromDate": str(self.from_ms), "count": "1000"}, 10**9
        ):
            at, message_id = event["time"], event["messageId"]
            # Events come newest first: on a tie in ms the first one read is the later one.
            if message_id not in fresh or at > fresh[message_id][0]:
                fresh[message_id] = (at, event["state"])
            newest = max(newest, at)
        for message_id, (at, state) in fresh.items():
            seen = self.latest.get(message_id)
            if seen is None or at >= seen[0]:
                self.latest[message_id] = (at, state)
        # Re-read the newest millisecond next time: more events may still land in it.
        self.from_ms = newest
        return sum(1 for _, state in self.latest.values() if state not in TERMINAL_MESSAGE_STATES)


def describe(run: dict[str, Any]) -> dict[str, Any]:
    """A run's pipeline, layer and last step output, for people."""
    url = run.get("workflowUrl", "")
    pipeline, _, layer = url.partition(PREFIX + "/")[2].partition("/")
    steps = [
        step
        for group in run.get("steps", [])
        if group.get("type") != "next"
        for step in group.get("steps", [])
    ]
    result = None
    if steps and str(steps[-1].get("stepName", "")).endswith(":result"):
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


@dataclass
class Progress:
    runs: dict[str, int] = field(default_factory=dict)  # state -> count
    pending_triggers: int = 0

    @property
    def finished(self) -> bool:
        return (
            self.runs.get("RUN_STARTED", 0) == 0
            and self.pending_triggers == 0
            and sum(self.runs.values()) > 0
        )


#: Every run of a large tree: the listing in `progress` must not stop at list_runs' default.
ALL_RUNS = 10**7


def progress(*, since_ms: int) -> tuple[Progress, list[dict[str, Any]]]:
    runs = list_runs(since_ms=since_ms, limit=ALL_RUNS)
    return Progress(
        runs=_count_states(runs), pending_triggers=pending_triggers(since_ms=since_ms)
    ), runs


def _count_states(runs: list[dict[str, Any]]) -> dict[str, int]:
    counts = {state: 0 for state in RUN_STATES}
    for run in runs:
        state = run.get("workflowState", "RUN_STARTED")
        counts[state] = counts.get(state, 0) + 1
    return counts


def wait_until_finished(
    *,
    since_ms: int,
    timeout_s: float,
    poll_s: float = 1.0,
    on_progress: Callable[[Progress], None] | None = None,
    runs_every_s: float = 10.0,
) -> tuple[Progress, list[dict[str, Any]]]:
    """Poll until the run tree started since `since_ms` is finished (twice in a row, so a
    trigger published between the two reads is not missed), or the timeout passes.

    Every poll reads the new message events (cheap, incremental). The full run listing,
    whose cost grows with the tree, is read only when no message is pending any more (the
    tree may be finished) and otherwise at most every `runs_every_s` for the run counts
    reported to `on_progress`; while messages are pending the tree is not finished anyway.
    """
    deadline = time.monotonic() + timeout_s
    tracker = _EventTracker(since_ms)
    finished_once = False
    runs: list[dict[str, Any]] = []
    counts: dict[str, int] = {}
    listed_at, listing_s = float("-inf"), 0.0
    while True:
        pending = tracker.pending()
        # A listing of a large tree takes seconds of the server's time: keep it under a
        # tenth of the wait, whatever `runs_every_s` says.
        if pending == 0 or time.monotonic() - listed_at >= max(runs_every_s, 10 * listing_s):
            began = time.monotonic()
            runs = list_runs(since_ms=since_ms, limit=ALL_RUNS)
            counts, listed_at = _count_states(runs), time.monotonic()
            listing_s = listed_at - began
            if pending == 0:
                # A message published while the runs were listed: read its events too.
                pending = tracker.pending()
        state = Progress(runs=dict(counts), pending_triggers=pending)
        if on_progress:
            on_progress(state)
        if state.finished and finished_once:
            return state, runs
        finished_once = state.finished
        if time.monotonic() > deadline:
            return state, runs
        time.sleep(poll_s)


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

    `state`: waiting (not delivered yet) · running · finished (a dry-run has its counts) ·
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
        return self.state in ("finished", "dispatched", "failed")

    @property
    def summary(self) -> str:
        verb = "would process" if self.dry_run else "processing"
        parts = []
        for pipeline in ("topics", "persona"):
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


def hourly_outcome(message_id: str, *, check_qstash: bool = True) -> HourlyOutcome:
    """The cron run started by `message_id` and its two L1 children (`totalEligible` each).

    The serve adapter records every run it starts (trigger message id, parent run id) and
    the run's final statistics, so this reads the local index; QStash is asked only while
    the outcome is open, to notice a failed or cancelled run."""
    from memoryflow.models import WorkflowRun

    outcome = HourlyOutcome(message_id=message_id)
    cron = WorkflowRun.objects.filter(trigger_message_id=message_id).first()
    if cron is None or not cron.run_id:
        if check_qstash:
            _explain_waiting(outcome)
        return outcome
    outcome.run_id, outcome.dry_run, outcome.state = cron.run_id, cron.dry_run, "running"
    children = WorkflowRun.objects.filter(parent_run_id=cron.run_id, layer="process-users")
    for child in children:
        outcome.child_run_ids[child.pipeline] = child.run_id
        if child.result is not None:
            outcome.totals[child.pipeline] = (child.result or {}).get("totalEligible")
    done = {c.pipeline for c in children if c.result is not None}
    if {"topics", "persona"} <= done:
        outcome.state = "finished" if cron.dry_run else "dispatched"
        return outcome
    if check_qstash:
        for run_id in [cron.run_id, *outcome.child_run_ids.values()]:
            try:
                run = get_run(run_id)
            except RunNotFound:
                continue
            if run.get("workflowState") in ("RUN_FAILED", "RUN_CANCELED"):
                outcome.state = "failed"
                outcome.failure = describe(run)["failure"] or run.get("workflowState")
                break
    return outcome


def pending_trigger_events(*, since_ms: int, limit: int = 20) -> list[dict[str, Any]]:
    """The newest event of triggers still on their way (for diagnostics: what is stuck)."""
    newest: dict[str, dict[str, Any]] = {}
    for event in _pages(
        "/v2/events", "events", {"fromDate": str(since_ms), "count": "1000"}, 10**9
    ):
        if event["messageId"] not in newest:  # newest first
            newest[event["messageId"]] = event
    pending = [event for event in newest.values() if event["state"] not in TERMINAL_MESSAGE_STATES]
    return pending[:limit]


def _explain_waiting(outcome: HourlyOutcome) -> None:
    """Not started yet: say why when QStash's own log of the trigger shows a problem (e.g.
    it cannot reach MEMORYFLOW_BASE_URL)."""
    try:
        events = _get("/v2/events", {"messageId": outcome.message_id, "count": "1"}).get("events")
    except Exception:  # best effort: the page still says "waiting"
        return
    if not events:
        return
    latest = events[0]
    state = latest.get("state")
    if state in ("RETRY", "ERROR", "FAILED"):
        detail = latest.get("error") or latest.get("responseBody") or latest.get("responseStatus")
        outcome.failure = f"QStash delivery {state.lower()}: {detail}".strip()
        if state == "FAILED":
            outcome.state = "failed"
