"""The pieces every workflow route builds its steps from: the run's payload, a child run's
trigger, the last step that records the run's statistics, and the cancel check. They are apart
from the 3-layer mechanism (`pipeline.py`) because more than its L1 and L2 use them: every
execute-user route, extract-topic, and the cron dispatcher, which is no pipeline at all.

Every step must earn its place: QStash bills each delivery, and a run of k steps costs
k + 1 of them. So a run's statistics are recorded by its last real step (`final_step`),
never by a step of their own, and a read is its own step only where the publish after it
must see the same answer on a retry (a page of users: the children's run ids and the
fan-out's total follow from it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from upstash_workflow import WorkflowContext

from memoryflow.errors import InvalidPayloadError
from memoryflow.payload import MemoryExtractionPayload, normalize_payload
from memoryflow.services import runs, tasks
from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_logger

Stats = dict[str, Any]


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
    """A run started from inside `context`'s run: its id follows from (this run, key), so a
    retried step starts the same run again, which QStash deduplicates."""
    return triggers.Trigger(
        path=path,
        body=payload.to_child_payload(),
        base_url=payload.base_url,
        run_id=triggers.child_run_id(context.workflow_run_id, key),
        parent_run_id=context.workflow_run_id,
        **options,
    )


def final_step(
    context: WorkflowContext[Any],
    pipeline: str,
    layer: str,
    name: str,
    work: Callable[[], Stats],
) -> Stats:
    """The run's last step: does `work` and records what it returns as the run's statistics
    (in the workflow logs as the step's output, and on the local run record)."""

    def run() -> Stats:
        # Delivered again once the step recorded the run's result (a duplicate, or its
        # answer lost after the commit): the work is done, and the run keeps the statistics
        # of the delivery that did it, not "already extracted, nothing written".
        done = runs.succeeded_result(run_id=context.workflow_run_id)
        if done is not None:
            return done
        stats = work()
        runs.record_result(
            run_id=context.workflow_run_id, pipeline=pipeline, layer=layer, result=stats
        )
        # Logged here, inside the step, so it is said once: route code outside steps runs
        # again on every delivery of the run.
        layer_logger(pipeline, layer).info("run %s: %s", context.workflow_run_id, stats)
        return stats

    result: Stats = context.run(f"memory:{pipeline}:{layer}:{name}", run)
    return result


def finish_with(
    context: WorkflowContext[Any], pipeline: str, layer: str, name: str, stats: Stats
) -> Stats:
    """The run's last step when there is nothing to do but say why (a skip, a refusal)."""
    return final_step(context, pipeline, layer, name, lambda: stats)


def task_run_failed(
    context: WorkflowContext[Any], fail_status: int, fail_response: str, headers: dict[str, str]
) -> str:
    """The failure function of the layers before extract-topic: a run that failed for good
    there fans out no topic, so nothing would ever count the task done; it ends as
    `error` instead of staying active and blocking the user's next request."""
    try:
        payload = payload_of(context)
    except InvalidPayloadError:
        return "invalid-payload"
    if payload.async_task_id is None:
        return "no-task"
    error = {
        "code": "run_failed",
        "runId": context.workflow_run_id,
        "status": fail_status,
        "message": fail_response or f"run failed with status {fail_status}",
    }
    ended = tasks.end_with_error(task_id=payload.async_task_id, error=error)
    return "task-ended" if ended else "task-already-finished"


def cancel_requested(payload: MemoryExtractionPayload) -> bool:
    """The task this run works for (if any) was asked to stop. Checked inside the step it
    guards, so the check costs no delivery of its own."""
    return tasks.is_cancel_requested(payload.async_task_id)


def cancelled(message: str, **stats: Any) -> Stats:
    """A step's statistics when it stopped for a cancel request."""
    return {**stats, "cancelled": True, "message": message}
