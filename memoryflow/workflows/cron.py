"""The hourly cron entry: dispatch the L1 of every hourly pipeline (the registry's) with the
same `dryRun`, in one step.

Overlapping hourly runs do not multiply the work: a real run takes the `hourly` lease for
its run tree, and a second real run while the first tree still has runs open ends at once
with a result that says so (`skipped`). A dry-run writes nothing and takes no lease.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from upstash_workflow import WorkflowContext

from memoryflow.services import runs
from memoryflow.workflows import registry, triggers
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.serve import WorkflowDefinition
from memoryflow.workflows.steps import Stats, child_trigger, final_step, payload_of

PIPELINE, LAYER = "cron", "hourly"
LEASE = "hourly"


def hourly_route(context: WorkflowContext[Any]) -> None:
    payload = payload_of(context)
    with layer_span(PIPELINE, LAYER, context, dry_run=payload.dry_run):
        final_step(context, PIPELINE, LAYER, "dispatch", lambda: _dispatch(context))


def _dispatch(context: WorkflowContext[Any]) -> Stats:
    payload = payload_of(context)
    dry_run = payload.dry_run
    if not dry_run:
        lease = runs.acquire_tree_lease(
            name=LEASE,
            run_id=runs.root_run_id(context.workflow_run_id),
            max_age=timedelta(hours=settings.MEMORYFLOW_HOURLY_LEASE_HOURS),
        )
        if not lease.acquired:
            return {
                "dryRun": False,
                "success": True,
                "skipped": True,
                "inProgress": lease.holder_run_id,
                "message": (
                    f"Skipped: the hourly run {lease.holder_run_id} is still in progress "
                    f"({lease.open_runs} run(s) open)."
                ),
            }
    # L1 gets only what the seed sends: where to call back, the mode, and dryRun.
    entry = payload.with_changes(
        user_ids=(), user_id=None, user_cursor=None, topic_ids=(), mode="workflow"
    )
    names = [pipeline.name for pipeline in registry.hourly_pipelines()]
    published = triggers.publish(
        [
            child_trigger(
                context,
                path=pipeline.path("process-users"),
                payload=entry,
                key=f"{pipeline.name}-process-users",
                label=f"{pipeline.name}-process-users",
            )
            for pipeline in registry.hourly_pipelines()
        ]
    )
    listed = ", ".join(names)
    return {
        "dispatched": dict(zip(names, published.run_ids, strict=True)),
        "dryRun": dry_run,
        "success": True,
        "message": (
            f"[DryRun] Dispatched the {listed} pipelines in dry-run mode."
            if dry_run
            else f"Dispatched the {listed} pipelines."
        ),
    }


DEFINITION = WorkflowDefinition(triggers.HOURLY_CRON_PATH, PIPELINE, LAYER, hourly_route)
