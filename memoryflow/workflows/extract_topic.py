"""extract-topic: one topic of one user — CEPA (with the topic's identity claims), a cancel
check, the user's pending identity claims in topic order, then progress.

Each phase is its own step; the progress step counts the topic for its task and for the
user's fan-out, exactly once each, and the last topic of the fan-out triggers the user's
persona. The failure function does the same for a topic that failed for good, so progress
always reaches its total.
"""

from __future__ import annotations

import logging
from typing import Any

from upstash_workflow import WorkflowContext

from memoryflow.errors import InvalidPayloadError
from memoryflow.layers import IDENTITY
from memoryflow.models import TaskTopicOutcome
from memoryflow.payload import MemoryExtractionPayload
from memoryflow.services import fanout, tasks
from memoryflow.services.extraction import (
    apply_pending_identity,
    extract_topic_cepa,
    mark_topic_failed,
)
from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.pipeline import cancel_requested, finish, payload_of
from memoryflow.workflows.serve import PARENT_RUN_HEADER, WorkflowDefinition
from memoryflow.workflows.topics import PIPELINE, supports_chat_topics
from memoryflow.workflows.triggers import Paths

logger = logging.getLogger("memoryflow.workflows.topics")


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
        if not supports_chat_topics(payload):
            finish(
                context,
                PIPELINE,
                layer,
                {"message": "Source not supported in extract-topic workflow."},
            )
            return
        step = f"memory:{PIPELINE}:{layer}:{user_id}:{topic_id}"
        stats: dict[str, Any] = {"userId": user_id, "topicId": topic_id, "memoriesWritten": 0}
        if cancel_requested(context, payload, f"{step}:cancel-check:before"):
            finish(
                context,
                PIPELINE,
                layer,
                {**stats, "cancelled": True, "message": "Cancelled before CEPA."},
            )
            return
        outcome = context.run(
            f"{step}:cepa",
            lambda: extract_topic_cepa(
                user_id=user_id,
                topic_id=topic_id,
                layers=payload.effective_layers,
                from_date=payload.from_date,
                to_date=payload.to_date,
                force=payload.force,
            ).as_dict(),
        )
        stats["memoriesWritten"] += outcome["memories_written"]
        stats["cepa"] = outcome
        if IDENTITY in payload.effective_layers:
            if cancel_requested(context, payload, f"{step}:cancel-check:identity"):
                finish(
                    context,
                    PIPELINE,
                    layer,
                    {**stats, "cancelled": True, "message": "Cancelled before identity."},
                )
                return
            identity = context.run(
                f"{step}:identity",
                lambda: apply_pending_identity(user_id=user_id).as_dict(),
            )
            stats["memoriesWritten"] += identity["memories_written"]
            stats["identity"] = identity
        context.run(
            f"{step}:progress",
            lambda: topic_processed(
                context, payload, user_id, topic_id, TaskTopicOutcome.COMPLETED
            ),
        )
        finish(context, PIPELINE, layer, stats)


def topic_processed(
    context: WorkflowContext[Any],
    payload: MemoryExtractionPayload,
    user_id: int,
    topic_id: int,
    outcome: str,
) -> dict[str, Any]:
    """Count the topic for its task and its user's fan-out, exactly once each; the last
    topic of the fan-out triggers the user's persona."""
    counted = False
    if payload.async_task_id:
        counted = tasks.record_topic_processed(
            task_id=payload.async_task_id, topic_id=topic_id, outcome=outcome
        )
    parent = _parent_run_id(context)
    persona = None
    if parent and fanout.child_done(parent_run_id=parent, child_key=f"topic-{topic_id}"):
        persona = triggers.publish_one(
            persona_trigger(payload, user_id, dedup_key=f"{parent}.persona")
        )
    return {"progressCounted": counted, "personaTriggered": persona}


def persona_trigger(
    payload: MemoryExtractionPayload, user_id: int, *, dedup_key: str
) -> triggers.Trigger:
    # forceAll: compose now; this run has just extracted the user's topics.
    body = {"baseUrl": payload.base_url, "userId": user_id, "forceAll": True}
    return triggers.Trigger(
        path=Paths.PERSONA_EXECUTE_USER,
        body=body,
        base_url=payload.base_url,
        deduplication_id=triggers.dedup_id(dedup_key, "persona"),
        flow_control=triggers.persona_execute_user_flow(user_id),
        label="persona-execute-user",
    )


def _parent_run_id(context: WorkflowContext[Any]) -> str:
    headers: dict[str, str] = context.headers or {}
    for name, value in headers.items():
        if name.lower() == PARENT_RUN_HEADER.lower():
            return value
    return ""


def extract_topic_failed(
    context: WorkflowContext[Any],
    fail_status: int,
    fail_response: str,
    fail_headers: dict[str, str],
) -> str:
    """The extract-topic run failed for good (non-retryable, or retries exhausted): mark the
    topic failed, the task errored, and still count the topic so progress reaches the total
    and the user's persona is still triggered."""
    try:
        payload = payload_of(context)
    except InvalidPayloadError as error:
        logger.error("[memory:topics:extract-topic] failure with an invalid payload: %s", error)
        return "invalid-payload"
    user_id, topic_id = payload.user_id, (payload.topic_ids[0] if payload.topic_ids else None)
    if user_id is None or topic_id is None:
        return "invalid-payload"
    message = fail_response or f"extract-topic failed with status {fail_status}"
    mark_topic_failed(topic_id=topic_id, error=message)
    if payload.async_task_id:
        tasks.mark_error(
            task_id=payload.async_task_id,
            error={
                "code": "extract_topic_failed",
                "topicId": topic_id,
                "status": fail_status,
                "message": message,
            },
        )
    topic_processed(context, payload, user_id, topic_id, TaskTopicOutcome.FAILED)
    logger.error(
        "[memory:topics:extract-topic] user %s topic %s failed (%s): %s",
        user_id,
        topic_id,
        fail_status,
        message,
    )
    return "topic-marked-failed"


DEFINITIONS = [
    WorkflowDefinition(
        Paths.TOPICS_EXTRACT_TOPIC,
        PIPELINE,
        "extract-topic",
        extract_topic_route,
        extract_topic_failed,
    ),
]
