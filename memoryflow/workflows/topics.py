"""The topics pipeline: L1/L2 are the shared mechanism; L3 lists one user's topics and fans
out one extract-topic run per topic (`extract_topic.py`). The last topic of a user's
fan-out to finish triggers that user's persona, so the persona is written from the
memories this run extracted.
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from upstash_workflow import WorkflowContext

from memoryflow.errors import InvalidPayloadError
from memoryflow.payload import CHAT_TOPIC_SOURCE, MemoryExtractionPayload
from memoryflow.querysets import topic_ids_for_run
from memoryflow.services import fanout, tasks
from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.pipeline import (
    UserPipeline,
    cancel_requested,
    child_trigger,
    finish,
    paginate_users,
    payload_of,
    process_users,
)
from memoryflow.workflows.serve import WorkflowDefinition
from memoryflow.workflows.triggers import Paths

logger = logging.getLogger("memoryflow.workflows.topics")
PIPELINE = "topics"


def _execute_payload(payload: MemoryExtractionPayload, user_id: int) -> MemoryExtractionPayload:
    return payload.with_changes(user_ids=(user_id,), user_cursor=None, topic_cursor=None)


TOPICS = UserPipeline(
    name=PIPELINE,
    paginate_path=Paths.TOPICS_PAGINATE_USERS,
    execute_path=Paths.TOPICS_EXECUTE_USER,
    execute_flow=triggers.topics_execute_user_flow,
    execute_payload=_execute_payload,
    cancellable=True,
)


def supports_chat_topics(payload: MemoryExtractionPayload) -> bool:
    # The topics pipeline is chat-topic only; no sources named means chat topics.
    return not payload.sources or CHAT_TOPIC_SOURCE in payload.sources


def process_users_route(context: WorkflowContext[Any]) -> None:
    payload = payload_of(context)
    if not supports_chat_topics(payload):
        finish(
            context,
            PIPELINE,
            "process-users",
            {
                "success": True,
                "message": "No supported sources requested, skip topics process-users.",
            },
        )
        return
    process_users(context, TOPICS)


def paginate_users_route(context: WorkflowContext[Any]) -> None:
    paginate_users(context, TOPICS)


# --- L3: one user ---------------------------------------------------------------------------


def execute_user_route(context: WorkflowContext[Any]) -> None:
    layer = "execute-user"
    payload = payload_of(context)
    user_id = payload.user_id
    if user_id is None:
        raise InvalidPayloadError("topics execute-user needs a userId")
    with layer_span(
        PIPELINE,
        layer,
        context,
        user_id=user_id,
        force_all=payload.force_all,
        force_topics=payload.force_topics,
        layers=payload.layers,
        source=payload.sources,
    ):
        if not supports_chat_topics(payload):
            finish(
                context,
                PIPELINE,
                layer,
                {"message": "Source not supported in execute-user workflow.", "userId": user_id},
            )
            return
        step = f"memory:{PIPELINE}:{layer}:{user_id}"
        if cancel_requested(context, payload, f"{step}:cancel-check:before"):
            finish(
                context,
                PIPELINE,
                layer,
                {
                    "cancelled": True,
                    "message": "Cancelled before topic listing.",
                    "userId": user_id,
                },
            )
            return

        topic_ids: list[int] = context.run(
            f"{step}:list-topics", lambda: _list_topics(context, payload, user_id)
        )
        if not topic_ids:
            finish(
                context,
                PIPELINE,
                layer,
                {
                    "message": "No eligible topics for user.",
                    "processedTopics": 0,
                    "userId": user_id,
                },
            )
            return
        if cancel_requested(context, payload, f"{step}:cancel-check:fanout"):
            finish(
                context,
                PIPELINE,
                layer,
                {
                    "cancelled": True,
                    "message": "Cancelled before topic fan-out.",
                    "userId": user_id,
                },
            )
            return

        context.run(f"{step}:fanout", lambda: _fan_out_topics(context, payload, user_id, topic_ids))
        finish(context, PIPELINE, layer, {"processedTopics": len(topic_ids), "userId": user_id})


def _list_topics(
    context: WorkflowContext[Any], payload: MemoryExtractionPayload, user_id: int
) -> list[int]:
    ids = topic_ids_for_run(
        user_id=user_id,
        from_date=payload.from_date,
        to_date=payload.to_date,
        force=payload.force,
        topic_ids=payload.topic_ids,
        limit=settings.MEMORYFLOW_MAX_TOPICS_PER_USER,
    )
    if payload.async_task_id:
        tasks.mark_processing(task_id=payload.async_task_id)
        tasks.record_workflow_run(task_id=payload.async_task_id, run_id=context.workflow_run_id)
        tasks.sync_total(task_id=payload.async_task_id, total=len(ids))
    return ids


def _fan_out_topics(
    context: WorkflowContext[Any],
    payload: MemoryExtractionPayload,
    user_id: int,
    topic_ids: list[int],
) -> dict[str, Any]:
    """One extract-topic run per topic, published in one batch; the batch is opened first so
    the children can count themselves done."""
    fanout.open_batch(parent_run_id=context.workflow_run_id, total=len(topic_ids))
    layers = payload.effective_layers
    children = [
        child_trigger(
            context,
            path=Paths.TOPICS_EXTRACT_TOPIC,
            key=f"extract-topic-{topic_id}",
            payload=payload.with_changes(
                user_ids=(user_id,), topic_ids=(topic_id,), layers=layers, topic_cursor=None
            ),
            flow_control=triggers.extract_topic_flow(user_id, topic_id),
            label="topics-extract-topic",
        )
        for topic_id in topic_ids
    ]
    return triggers.publish(children).as_dict()


DEFINITIONS = [
    WorkflowDefinition(Paths.TOPICS_PROCESS_USERS, PIPELINE, "process-users", process_users_route),
    WorkflowDefinition(
        Paths.TOPICS_PAGINATE_USERS, PIPELINE, "paginate-users", paginate_users_route
    ),
    WorkflowDefinition(Paths.TOPICS_EXECUTE_USER, PIPELINE, "execute-user", execute_user_route),
]
