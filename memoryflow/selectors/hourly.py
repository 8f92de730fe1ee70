"""What one cron/hourly trigger led to, from the local run index."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from memoryflow.models import RunStatus, WorkflowRun


@dataclass
class HourlyOutcome:
    """What one cron/hourly trigger led to, from the local run index (and QStash for failures).

    `state`: waiting (not delivered yet) · running · skipped (another hourly run is in
    progress) · finished (a dry-run has its counts) ·
    dispatched (a real run's pipelines have counted their users and are working through
    them; their runs show the progress) · failed."""

    message_id: str
    #: The pipelines cron/hourly starts, in the order the summary names them.
    pipelines: Sequence[str] = ()
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
        for pipeline in self.pipelines:
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


def hourly_outcome(run_id: str, *, pipelines: Sequence[str]) -> HourlyOutcome:
    """The cron run `run_id` and its L1 children, one per pipeline in `pipelines`
    (`totalEligible` each).

    Every run is recorded when published and closed by its last step, so the index alone
    says how far the trigger got. `waiting` means the cron run has no result yet; why (its
    deliveries failing, say) only QStash can tell."""
    outcome = HourlyOutcome(message_id=run_id, pipelines=tuple(pipelines))
    cron = WorkflowRun.objects.filter(run_id=run_id, pipeline="cron", layer="hourly").first()
    if cron is None:
        return outcome
    outcome.run_id, outcome.dry_run = cron.run_id, cron.dry_run
    if cron.status == RunStatus.FAILED:
        outcome.state, outcome.failure = "failed", (cron.result or {}).get("error")
        return outcome
    if cron.status == RunStatus.CANCELLED:  # it will never record a result
        outcome.state = "failed"
        outcome.failure = f"cron hourly run {cron.run_id} was {cron.status}"
        return outcome
    if cron.result is None:
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
    # Before the counts: a failed run's record has a result too (the failure's), and a
    # cancelled one never will, so neither may pass for a pipeline that counted its users.
    ended = [c for c in children if c.status in (RunStatus.FAILED, RunStatus.CANCELLED)]
    if ended:
        outcome.state = "failed"
        outcome.failure = (ended[0].result or {}).get("error") or (
            f"{ended[0].pipeline} process-users run {ended[0].run_id} was {ended[0].status}"
        )
        return outcome
    done = {c.pipeline for c in children if c.result is not None}
    if set(pipelines) <= done:
        outcome.state = "finished" if cron.dry_run else "dispatched"
    return outcome
