"""extract-topic: one topic of one user, in one step — a cancel check, the CEPA extraction
(which also stores the topic's identity claims), then progress.

Topics of a user are extracted in parallel, so this step decides nothing that depends on
the order: the identity claims are applied once the user's whole fan-out is extracted, in
topic order, by whichever step finds it complete, which then starts the user's persona run
(`persona.py`). The step counts the topic for its task and for the user's fan-out, exactly
once each. The failure function does the same for a topic whose run failed, so progress
always reaches its total, and records the failure on the topic: a non-retryable one
rejects it, a transient one counts towards its attempt budget
(`services/topic_failures.py`).
"""

from __future__ import annotations

import logging
from typing import Any

from upstash_workflow import WorkflowContext

from memoryflow.errors import InvalidPayloadError
from memoryflow.models import TaskTopicOutcome
from memoryflow.payload import CHAT_TOPIC_SOURCE, MemoryExtractionPayload, validate_references
from memoryflow.selectors.runs import local_run
from memoryflow.services import fanout, runs, tasks
from memoryflow.services.extraction import extract_topic_cepa
from memoryflow.services.extraction_identity import apply_pending_identity
from memoryflow.services.topic_failures import record_extraction_failure
from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.persona import PERSONA
from memoryflow.workflows.serve import NON_RETRYABLE_STATUS
from memoryflow.workflows.steps import (
    Stats,
    cancel_requested,
    cancelled,
    final_step,
    finish_with,
    payload_of,
)

logger = logging.getLogger("memoryflow.workflows.topics")
# The topics pipeline (`topics.py`) declares this workflow as its fourth layer and builds on
# these names, so they live here, below it.
PIPELINE = "topics"
EXTRACT_TOPIC_PATH = triggers.workflow_path(PIPELINE, "extract-topic")


def supports_chat_topics(payload: MemoryExtractionPayload) -> bool:
    # The topics pipeline is chat-topic only; no sources named means chat topics.
    return not payload.sources or CHAT_TOPIC_SOURCE in payload.sources


def extract_topic_route(context: WorkflowContext[Any]) -> None:
    layer = "extract-topic"
    payload = payload_of(context)
    user_id, topic_id = payload.user_id, (payload.topic_ids[0] if payload.topic_ids else None)
    if user_id is None or topic_id is None:
        raise InvalidPayloadError("extract-topic needs a userId and one topicIds entry")
    with layer_span(
        PIPELINE,
        layer,
        context,
        user_id=user_id,
        topic_id=topic_id,
        layers=payload.layers,
        source=payload.sources,
    ):
        step = f"{user_id}:{topic_id}"
        if not supports_chat_topics(payload):
            skipped = {"message": "Source not supported in extract-topic workflow."}
            finish_with(context, PIPELINE, layer, f"{step}:skip", skipped)
            return
        final_step(context, PIPELINE, layer, f"{step}:extract", lambda: _extract(context, payload))


def _extract(context: WorkflowContext[Any], payload: MemoryExtractionPayload) -> Stats:
    user_id, topic_id = payload.user_id, payload.topic_ids[0]
    assert user_id is not None
    stats: Stats = {"userId": user_id, "topicId": topic_id, "memoriesWritten": 0}
    # Not the topic: execute-user listed it, and one the user deleted since is skipped as
    # not found (docs/domain.md); failing it as a bad payload failed the user's task.
    validate_references(payload.with_changes(topic_ids=()))
    if cancel_requested(payload):
        return cancelled("Cancelled before CEPA.", **stats)
    outcome = extract_topic_cepa(
        user_id=user_id,
        topic_id=topic_id,
        layers=payload.effective_layers,
        from_date=payload.from_date,
        to_date=payload.to_date,
        force=payload.force,
        run_id=context.workflow_run_id,
    ).as_dict()
    stats["memoriesWritten"] = outcome["memories_written"]
    stats["cepa"] = outcome
    if outcome["skipped"] == "rejected":
        # Rejected after the task selected it (or named explicitly without force): the
        # task counts it as done, with an error, instead of waiting for it.
        error = _task_error("topic_rejected", topic_id, "the topic was rejected earlier")
        stats.update(
            topic_processed(
                context, payload, user_id, topic_id, TaskTopicOutcome.FAILED, task_error=error
            )
        )
        return stats
    stats.update(topic_processed(context, payload, user_id, topic_id, TaskTopicOutcome.COMPLETED))
    return stats


def _task_error(code: str, topic_id: int, message: str, **details: Any) -> dict[str, Any]:
    """What a user's task shows of why this topic failed."""
    return {"code": code, "topicId": topic_id, **details, "message": message}


def topic_processed(
    context: WorkflowContext[Any],
    payload: MemoryExtractionPayload,
    user_id: int,
    topic_id: int,
    outcome: str,
    task_error: dict[str, Any] | None = None,
    identity_can_wait: bool = False,
) -> dict[str, Any]:
    """Count the topic for its user's fan-out and its task, exactly once each. Once the
    fan-out is complete, every topic of it has its identity claims: they are applied in
    topic order (before the task can turn `success`), and the user's persona run starts.

    Not only the one call that completed the fan-out does this: if that step dies after
    counting, its retry (which counts nothing) must still do it. Applying identity is
    idempotent, and the persona run's id is the fan-out's, so QStash starts it once.

    `identity_can_wait` (the failure function, which no step retry follows): identity that
    fails to apply is left pending for the persona run, which applies it too, and the topic
    is still counted; else a lasting failure (an LLM down) left the task waiting for good."""
    parent = runs.parent_run_id(context.workflow_run_id)
    complete = False
    identity = None
    if parent:
        fanout.child_done(parent_run_id=parent, child_key=f"topic-{topic_id}")
        complete = fanout.is_complete(parent_run_id=parent)
        if complete:
            identity = _apply_identity(user_id, can_wait=identity_can_wait)
    counted = False
    if payload.async_task_id:
        counted = tasks.record_topic_processed(
            task_id=payload.async_task_id, topic_id=topic_id, outcome=outcome, error=task_error
        )
    persona = None
    if complete:
        trigger = persona_trigger(
            payload, user_id, fan_out_run_id=parent, published_by=context.workflow_run_id
        )
        persona = triggers.publish_one(trigger)
    return {"progressCounted": counted, "identity": identity, "personaTriggered": persona}


def _apply_identity(user_id: int, *, can_wait: bool) -> dict[str, Any]:
    try:
        return apply_pending_identity(user_id=user_id).as_dict()
    except Exception as error:  # whatever it is, the persona run tries again
        if not can_wait:
            raise
        logger.warning(
            "[memory:topics:extract-topic] user %s: identity left to the persona run: %s",
            user_id,
            error,
        )
        return {"leftPending": True, "error": str(error)}


def persona_trigger(
    payload: MemoryExtractionPayload, user_id: int, *, fan_out_run_id: str, published_by: str
) -> triggers.Trigger:
    """The user's persona run after their fan-out: one per fan-out (its id follows from the
    execute-user run that fanned out), whichever topic finishes last. It is recorded as a
    child of that topic's run, which publishes it: if QStash never accepts it, that run
    fails and its failure function closes it as never started, where a child of the
    finished execute-user run stayed open for good, and its run tree with it."""
    body = {"baseUrl": payload.base_url, "userId": user_id}
    return triggers.Trigger(
        path=PERSONA.path("execute-user"),
        body=body,
        base_url=payload.base_url,
        run_id=_persona_run_id(fan_out_run_id),
        parent_run_id=published_by,
        flow_control=PERSONA.execute_flow(user_id),
        label="persona-execute-user",
    )


def _persona_run_id(fan_out_run_id: str) -> str:
    return triggers.child_run_id(fan_out_run_id, "persona")


def _persona_run_never_started(topic_run_id: str) -> bool:
    """Whether this topic run recorded the user's persona run (`persona_trigger`) and QStash
    never accepted it. Recorded means the step got past extraction, identity and counting
    to the persona's publish, its last act; the user's persona stays stale, and the
    hourly persona run selects them."""
    fan_out = runs.parent_run_id(topic_run_id)
    if not fan_out:
        return False
    persona_run = local_run(run_id=_persona_run_id(fan_out))
    return (
        persona_run is not None
        and persona_run.parent_run_id == topic_run_id
        and persona_run.started_at is None
    )


def extract_topic_failed(
    context: WorkflowContext[Any],
    fail_status: int,
    fail_response: str,
    fail_headers: dict[str, str],
) -> str:
    """The extract-topic run failed for good: record the failure on the topic (rejected
    when non-retryable, else failed until its attempt budget is used up), mark the task
    errored, and still count the topic so progress reaches the total and the user's
    persona run still starts."""
    try:
        payload = payload_of(context)
    except InvalidPayloadError as error:
        logger.error("[memory:topics:extract-topic] failure with an invalid payload: %s", error)
        return "invalid-payload"
    user_id, topic_id = payload.user_id, (payload.topic_ids[0] if payload.topic_ids else None)
    if user_id is None or topic_id is None:
        return "invalid-payload"
    message = fail_response or f"extract-topic failed with status {fail_status}"
    failure = record_extraction_failure(
        topic_id=topic_id,
        run_id=context.workflow_run_id,
        error=message,
        permanent=fail_status == NON_RETRYABLE_STATUS,
    )
    if _persona_run_never_started(context.workflow_run_id):
        # Extracted and counted: only the start of the user's persona run failed.
        task_error = _task_error(
            "persona_trigger_failed",
            topic_id,
            "The topic's memories were kept, but the persona run could not be started; "
            "the persona will be rewritten by the next hourly run.",
            status=fail_status,
        )
    else:
        task_error = _task_error("extract_topic_failed", topic_id, message, status=fail_status)
    topic_processed(
        context,
        payload,
        user_id,
        topic_id,
        TaskTopicOutcome.FAILED,
        task_error=task_error,
        identity_can_wait=True,
    )
    logger.error(
        "[memory:topics:extract-topic] user %s topic %s failed (%s), now %s: %s",
        user_id,
        topic_id,
        fail_status,
        failure.status or "already counted",
        message,
    )
    if failure.counted:
        return f"topic-marked-{failure.status}"
    # Already extracted: the topic keeps its status and its memories.
    return f"topic-kept-{failure.status}" if failure.status else "topic-failure-already-counted"
