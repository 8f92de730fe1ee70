"""The 3-layer mechanism, once: process-users (L1) → paginate-users (L2) → execute-user (L3).

A pipeline declares what differs (`UserPipeline`: its name, paths, the execute-user
trigger for one user); the count, dry-run, explicit ids, keyset pages, chunked fan-out
and next-page scheduling live here (docs/architecture.md#one-3-layer-mechanism). Both layers walk the same
selection (`querysets.hourly_eligible_users`), so the dry-run total is exactly what a real
run processes.

Every path ends in a `result` step: the Python SDK answers a run that never calls a step
as an auth failure (400, retried), and the step's output is where the run's statistics
show up in the workflow logs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from qstash.message import FlowControl
from upstash_workflow import WorkflowContext

from memoryflow.payload import MemoryExtractionPayload, normalize_payload
from memoryflow.querysets import (
    UserCursor,
    count_hourly_eligible_users,
    page_hourly_eligible_users,
)
from memoryflow.services import runs, tasks
from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_logger, layer_span
from memoryflow.workflows.serve import PARENT_RUN_HEADER


@dataclass(frozen=True)
class UserPipeline:
    name: str  # "topics" | "persona"
    paginate_path: str
    execute_path: str
    #: Flow control of one user's execute-user run (key and parallelism).
    execute_flow: Callable[[int], FlowControl]
    #: The execute-user payload for one user, from the layer's payload.
    execute_payload: Callable[[MemoryExtractionPayload, int], MemoryExtractionPayload]
    #: Whether this pipeline honours the payload's async task (cancel checks).
    cancellable: bool = False


def payload_of(context: WorkflowContext[Any]) -> MemoryExtractionPayload:
    """The run's normalised payload; invalid input raises InvalidPayloadError (non-retryable)."""
    return normalize_payload(context.request_payload, default_base_url=settings.MEMORYFLOW_BASE_URL)


def child_trigger(
    context: WorkflowContext[Any],
    *,
    path: str,
    payload: MemoryExtractionPayload,
    key: str,
    **options: Any,
) -> triggers.Trigger:
    """A trigger published from inside `context`'s run: deduplicated per (run, key) and
    carrying the parent run id for the operators' run tree."""
    return triggers.Trigger(
        path=path,
        body=payload.to_child_payload(),
        base_url=payload.base_url,
        deduplication_id=triggers.dedup_id(context.workflow_run_id, key),
        headers={PARENT_RUN_HEADER: context.workflow_run_id},
        **options,
    )


def finish(
    context: WorkflowContext[Any], pipeline: str, layer: str, stats: dict[str, Any]
) -> dict[str, Any]:
    """The run's last step: its statistics, in the logs and on the local run record."""

    def record() -> dict[str, Any]:
        runs.record_result(
            run_id=context.workflow_run_id, pipeline=pipeline, layer=layer, result=stats
        )
        # Logged here, inside the step, so it is said once: route code outside steps runs
        # again on every delivery of the run.
        layer_logger(pipeline, layer).info("run %s: %s", context.workflow_run_id, stats)
        return stats

    result: dict[str, Any] = context.run(f"memory:{pipeline}:{layer}:result", record)
    return result


def cancel_requested(
    context: WorkflowContext[Any], payload: MemoryExtractionPayload, step_name: str
) -> bool:
    """A cancel check as its own step (its answer is replayed, not re-read, on later steps)."""
    if payload.async_task_id is None:
        return False
    cancelled: bool = context.run(
        step_name, lambda: tasks.is_cancel_requested(payload.async_task_id)
    )
    return cancelled


# --- L1 -------------------------------------------------------------------------------------


def process_users(context: WorkflowContext[Any], pipeline: UserPipeline) -> None:
    """L1: exact count and dry-run before any side effect; explicit ids skip the count."""
    layer = "process-users"
    payload = payload_of(context)
    with layer_span(
        pipeline.name,
        layer,
        context,
        dry_run=payload.dry_run,
        payload_user_count=len(payload.user_ids),
    ):
        if payload.user_ids:
            if payload.dry_run:
                count = len(payload.user_ids)
                finish(
                    context,
                    pipeline.name,
                    layer,
                    {
                        "dryRun": True,
                        "success": True,
                        "targetUsers": count,
                        "message": f"[DryRun] Would fan out {count} pre-specified users.",
                    },
                )
                return
            context.run(
                f"memory:{pipeline.name}:{layer}:trigger-paginate-fanout",
                lambda: triggers.publish(
                    [
                        child_trigger(
                            context,
                            path=pipeline.paginate_path,
                            payload=payload.with_changes(user_cursor=None),
                            key="paginate",
                        )
                    ]
                ).as_dict(),
            )
            finish(
                context,
                pipeline.name,
                layer,
                {"success": True, "triggeredFanout": len(payload.user_ids)},
            )
            return

        whitelist = settings.MEMORYFLOW_WHITELIST_USERS
        total = context.run(
            f"memory:{pipeline.name}:{layer}:count-eligible-users",
            lambda: count_hourly_eligible_users(whitelist=whitelist),
        )
        if total == 0:
            finish(
                context,
                pipeline.name,
                layer,
                {
                    "success": True,
                    "totalEligible": 0,
                    "dryRun": payload.dry_run,
                    "message": f"No eligible users for {pipeline.name}.",
                },
            )
            return
        if payload.dry_run:
            finish(
                context,
                pipeline.name,
                layer,
                {
                    "dryRun": True,
                    "success": True,
                    "totalEligible": total,
                    "message": f"[DryRun] Would process {total} users.",
                },
            )
            return
        context.run(
            f"memory:{pipeline.name}:{layer}:trigger-paginate",
            lambda: triggers.publish(
                [
                    child_trigger(
                        context,
                        path=pipeline.paginate_path,
                        payload=payload.with_changes(user_ids=(), user_cursor=None),
                        key="paginate",
                    )
                ]
            ).as_dict(),
        )
        finish(
            context,
            pipeline.name,
            layer,
            {
                "dryRun": False,
                "success": True,
                "totalEligible": total,
                "message": f"Triggered paginate-users for {total} eligible users.",
            },
        )


# --- L2 -------------------------------------------------------------------------------------


def paginate_users(context: WorkflowContext[Any], pipeline: UserPipeline) -> None:
    """L2: a keyset page of users; chunks re-enter L2 with ids; the next page is scheduled."""
    layer = "paginate-users"
    payload = payload_of(context)
    page_size, chunk_size = settings.MEMORYFLOW_PAGE_SIZE, settings.MEMORYFLOW_FANOUT_CHUNK_SIZE
    with layer_span(pipeline.name, layer, context, payload_user_count=len(payload.user_ids)):
        if payload.user_ids and payload.user_cursor is None:
            # A chunk from an upstream page: start execute-user for each user, in one batch.
            context.run(
                f"memory:{pipeline.name}:{layer}:fanout:execute",
                lambda: triggers.publish(
                    _execute_triggers(context, pipeline, payload, payload.user_ids)
                ).as_dict(),
            )
            finish(
                context, pipeline.name, layer, {"fannedOut": len(payload.user_ids), "success": True}
            )
            return

        if (
            pipeline.cancellable
            and payload.user_ids
            and cancel_requested(
                context, payload, f"memory:{pipeline.name}:{layer}:cancel-check:root"
            )
        ):
            finish(
                context,
                pipeline.name,
                layer,
                {"cancelled": True, "message": "Cancelled at paginate-users root."},
            )
            return

        cursor = payload.user_cursor
        whitelist = settings.MEMORYFLOW_WHITELIST_USERS
        page = context.run(
            f"memory:{pipeline.name}:{layer}:list:{cursor.id if cursor else 'root'}",
            lambda: _page_as_json(
                page_hourly_eligible_users(limit=page_size, after=cursor, whitelist=whitelist)
            ),
        )
        user_ids: list[int] = page["ids"]
        next_cursor = UserCursor.from_payload(page["nextCursor"]) if page["nextCursor"] else None
        if not user_ids:
            finish(
                context,
                pipeline.name,
                layer,
                {
                    "processedUsers": 0,
                    "nextCursor": None,
                    "success": True,
                    "message": "No users in page, pagination complete.",
                },
            )
            return

        if len(user_ids) > chunk_size:
            chunks = [user_ids[i : i + chunk_size] for i in range(0, len(user_ids), chunk_size)]
            context.run(
                f"memory:{pipeline.name}:{layer}:fanout:{len(chunks)}-chunks",
                lambda: triggers.publish(
                    [
                        child_trigger(
                            context,
                            path=pipeline.paginate_path,
                            key=f"chunk-{index}",
                            payload=payload.with_changes(user_ids=tuple(chunk), user_cursor=None),
                        )
                        for index, chunk in enumerate(chunks, start=1)
                    ]
                ).as_dict(),
            )
        else:
            context.run(
                f"memory:{pipeline.name}:{layer}:execute",
                lambda: triggers.publish(
                    _execute_triggers(context, pipeline, payload, user_ids)
                ).as_dict(),
            )

        if next_cursor is not None:
            context.run(
                f"memory:{pipeline.name}:{layer}:schedule-next-page",
                lambda: triggers.publish(
                    [
                        child_trigger(
                            context,
                            path=pipeline.paginate_path,
                            key="next-page",
                            payload=payload.with_changes(user_ids=(), user_cursor=next_cursor),
                        )
                    ]
                ).as_dict(),
            )
        finish(
            context,
            pipeline.name,
            layer,
            {
                "processedUsers": len(user_ids),
                "nextCursor": next_cursor.id if next_cursor else None,
                "success": True,
            },
        )


def _page_as_json(page: Any) -> dict[str, Any]:
    return {
        "ids": page.ids,
        "nextCursor": page.next_cursor.to_payload() if page.next_cursor else None,
    }


def _execute_triggers(
    context: WorkflowContext[Any],
    pipeline: UserPipeline,
    payload: MemoryExtractionPayload,
    user_ids: Any,
) -> list[triggers.Trigger]:
    return [
        child_trigger(
            context,
            path=pipeline.execute_path,
            payload=pipeline.execute_payload(payload, user_id),
            key=f"execute-user-{user_id}",
            flow_control=pipeline.execute_flow(user_id),
            label=f"{pipeline.name}-execute-user",
        )
        for user_id in user_ids
    ]
