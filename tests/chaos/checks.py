"""What every fault test checks against the clean run, as a list of readable problems."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tests.chaos import harness

#: Payload fields that differ between two stacks without meaning anything (the app's port).
VOLATILE = ("baseUrl",)


def run_key(run: dict[str, Any]) -> str:
    """A run's identity in a tree: pipeline/layer and the payload it was started with. Two
    runs with the same key in one hourly tree are one piece of work done twice."""
    url = str(run.get("workflowUrl", ""))
    pipeline_layer = "/".join(url.rstrip("/").rsplit("/", 2)[-2:])
    body = harness.init_body(run)
    if isinstance(body, dict):
        body = {k: v for k, v in body.items() if k not in VOLATILE}
    return f"{pipeline_layer} {json.dumps(body, sort_keys=True)}"


def run_keys(runs: list[dict[str, Any]]) -> Counter[str]:
    return Counter(run_key(run) for run in runs)


@dataclass
class Outcome:
    hourly: harness.HourlyResult
    probe: dict[str, Any]
    runs: list[dict[str, Any]]
    keys: Counter[str]
    dlq: list[dict[str, Any]]
    events: list[str] = field(default_factory=list)
    #: From the first run QStash showed to run_hourly's exit.
    tree_seconds: float = 0.0

    def states(self) -> Counter[str]:
        return Counter(str(run.get("workflowState")) for run in self.runs)


def pending_errors(runs: list[dict[str, Any]]) -> Counter[str]:
    """For runs not finished: the last error of their pending step, or that it has none."""
    seen: Counter[str] = Counter()
    for run in runs:
        if run.get("workflowState") != "RUN_STARTED":
            continue
        error = "no pending step"
        for group in run.get("steps", []):
            if group.get("type") != "next":
                continue
            for step in group.get("steps", []):
                errors = step.get("errors") or []
                last = errors[-1] if errors else {}
                text = (
                    str(last.get("status") or "")
                    + " "
                    + str(last.get("body") or last.get("error") or "")
                )
                error = f"{step.get('state')} {text.strip()[:80] or '(no error yet)'}"
        seen[error] += 1
    return seen


def _short(key: str) -> str:
    return key if len(key) < 160 else key[:160] + "…"


def problems(clean: Outcome, got: Outcome) -> list[str]:
    """Everything that differs from the clean run, or is wrong in itself."""
    found: list[str] = []
    hourly = got.hourly
    if hourly.returncode != 0:
        found.append(f"run_hourly --wait exited {hourly.returncode} (want 0)")
    for part, digest in clean.probe["digests"].items():
        if got.probe["digests"][part] != digest:
            mine, theirs = got.probe["perUser"][part], clean.probe["perUser"][part]
            users = sorted(
                {u for u in set(mine) | set(theirs) if mine.get(u) != theirs.get(u)},
                key=lambda key: [int(p) if p.isdigit() else p for p in key.split(":")],
            )
            found.append(
                f"{part} digest differs from the clean run for {len(users)} user(s) (or user:layer) "
                f"{users[:12]}; counts {got.probe['counts'][part]} vs clean {clean.probe['counts'][part]}"
            )
    duplicated = {k: n for k, n in got.keys.items() if n > 1}
    if duplicated:
        found.append(
            f"{sum(n - 1 for n in duplicated.values())} extra run(s) for the same work: "
            + "; ".join(f"{n}x {_short(k)}" for k, n in list(duplicated.items())[:5])
        )
    missing = clean.keys - got.keys
    if missing:
        found.append(
            f"{sum(missing.values())} run(s) of the clean tree never started: "
            + "; ".join(_short(k) for k in list(missing)[:5])
        )
    extra = set(got.keys) - set(clean.keys)
    if extra:
        found.append(
            f"{len(extra)} run(s) the clean tree does not have: "
            + "; ".join(_short(k) for k in list(extra)[:5])
        )
    states = got.states()
    if set(states) != {"RUN_SUCCESS"}:
        found.append(
            f"run states {dict(states)} (want all RUN_SUCCESS); what the unfinished ones "
            f"wait on: {dict(pending_errors(got.runs).most_common(4))}"
        )
    if got.probe["openClaims"]:
        claims = got.probe["openClaims"]
        found.append(
            f"{len(claims)} claim(s) left open (workflow_runs without a run id): "
            + ", ".join(f"{c['pipeline']}:{c['layer']} user {c['user_id']}" for c in claims[:5])
        )
    if got.probe["unfinishedRuns"]:
        found.append(f"{len(got.probe['unfinishedRuns'])} workflow_runs row(s) never finished")
    known = {r["run_id"] for r in got.probe["workflowRuns"] if r["run_id"]}
    unknown = [r.get("workflowRunId") for r in got.runs if r.get("workflowRunId") not in known]
    if unknown:
        found.append(f"{len(unknown)} QStash run(s) the app has no workflow_runs row for")
    if got.dlq:
        statuses = Counter(str(e.get("responseStatus")) for e in got.dlq)
        found.append(
            f"{len(got.dlq)} message(s) dead-lettered, by response status {dict(statuses)}"
        )
    return found


def report(seed: int, name: str, clean: Outcome, got: Outcome, found: list[str]) -> str:
    lines = [
        f"[chaos] {name} (CHAOS_SEED={seed}): {len(found)} problem(s)",
        *(f"  - {p}" for p in found),
        "  timeline: " + " | ".join(got.events),
        f"  runs {len(got.runs)} (clean {len(clean.runs)}), run_hourly {got.hourly.returncode} "
        f"in {got.hourly.seconds:.1f}s (clean {clean.hourly.seconds:.1f}s)",
        f"  run_hourly report: {json.dumps(got.hourly.report)[:600] if got.hourly.report else got.hourly.describe()}",
    ]
    return "\n".join(lines)
