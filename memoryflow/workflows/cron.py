"""The hourly cron entry: dispatch both pipelines' L1 with the same `dryRun`. Stays thin."""

from __future__ import annotations

from typing import Any

from upstash_workflow import WorkflowContext

from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.pipeline import child_trigger, finish, payload_of
from memoryflow.workflows.serve import WorkflowDefinition
from memoryflow.workflows.triggers import Paths

PIPELINE, LAYER = "cron", "hourly"


def hourly_route(context: WorkflowContext[Any]) -> None:
    payload = payload_of(context)
    dry_run = payload.dry_run
    # L1 gets only where to call back, the mode and dryRun: it selects the users itself.
    entry = payload.with_changes(
        user_ids=(), user_id=None, user_cursor=None, topic_ids=(), mode="workflow"
    )
    with layer_span(PIPELINE, LAYER, context, dry_run=dry_run):
        topics = context.run(
            "memory:cron:hourly:trigger-topics-process-users",
            lambda: triggers.publish(
                [
                    child_trigger(
                        context,
                        path=Paths.TOPICS_PROCESS_USERS,
                        payload=entry,
                        key="topics-process-users",
                        label="topics-process-users",
                    )
                ]
            ).as_dict(),
        )
        persona = context.run(
            "memory:cron:hourly:trigger-persona-process-users",
            lambda: triggers.publish(
                [
                    child_trigger(
                        context,
                        path=Paths.PERSONA_PROCESS_USERS,
                        payload=entry,
                        key="persona-process-users",
                        label="persona-process-users",
                    )
                ]
            ).as_dict(),
        )
        finish(
            context,
            PIPELINE,
            LAYER,
            {
                "dispatched": {
                    "topics": topics["messageIds"][0],
                    "persona": persona["messageIds"][0],
                },
                "dryRun": dry_run,
                "success": True,
                "message": (
                    "[DryRun] Dispatched both topics and persona pipelines in dry-run mode."
                    if dry_run
                    else "Dispatched both topics and persona pipelines."
                ),
            },
        )


DEFINITIONS = [WorkflowDefinition(Paths.HOURLY_CRON, PIPELINE, LAYER, hourly_route)]
