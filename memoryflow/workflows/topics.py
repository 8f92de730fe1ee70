"""The topics pipeline: L1/L2 are the shared mechanism; L3 lists one user's topics and fans
out one extract-topic run per topic (`extract_topic.py`). The last topic of a user's
fan-out to finish triggers that user's persona, so the persona is written from the
memories this run extracted.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import date
from typing import Any

from django.conf import settings
from upstash_workflow import WorkflowContext

from memoryflow.errors import InvalidPayloadError
from memoryflow.payload import CHAT_TOPIC_SOURCE, MemoryExtractionPayload, validate_references
from memoryflow.querysets import (
    UserCursor,
    UserPage,
    count_chatted_users,
    count_hourly_eligible_users,
    count_users_with_new_topics,
    page_hourly_eligible_users,
    page_users_with_new_topics,
    topic_ids_for_run,
)
from memoryflow.services import fanout, tasks
from memoryflow.workflows import triggers
from memoryflow.workflows.extract_topic import (
    EXTRACT_TOPIC_PATH,
    PIPELINE,
    extract_topic_failed,
    extract_topic_route,
    supports_chat_topics,
)
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.pipeline import UserPipeline, UserSelection
from memoryflow.workflows.serve import WorkflowDefinition
from memoryflow.workflows.steps import (
    Stats,
    cancel_requested,
    cancelled,
    child_trigger,
    final_step,
    finish_with,
    payload_of,
)

logger = logging.getLogger("memoryflow.workflows.topics")


def _execute_payload(payload: MemoryExtractionPayload, user_id: int) -> MemoryExtractionPayload:
    return payload.with_changes(user_ids=(user_id,), user_cursor=None, topic_cursor=None)


def _everyone_who_chatted() -> bool:
    return bool(settings.MEMORYFLOW_HOURLY_SELECTION == "all-chatted")


def _count(payload: MemoryExtractionPayload) -> int:
    if _everyone_who_chatted():
        return count_hourly_eligible_users(whitelist=settings.MEMORYFLOW_WHITELIST_USERS)
    return count_users_with_new_topics(
        whitelist=settings.MEMORYFLOW_WHITELIST_USERS,
        from_date=payload.from_date,
        to_date=payload.to_date,
    )


def _page(payload: MemoryExtractionPayload, limit: int, after: UserCursor | None) -> UserPage:
    if _everyone_who_chatted():
        return page_hourly_eligible_users(
            limit=limit, after=after, whitelist=settings.MEMORYFLOW_WHITELIST_USERS
        )
    return page_users_with_new_topics(
        limit=limit,
        after=after,
        whitelist=settings.MEMORYFLOW_WHITELIST_USERS,
        from_date=payload.from_date,
        to_date=payload.to_date,
    )


TOPICS = UserPipeline(
    name=PIPELINE,
    selection=UserSelection(noun="users with new topics", count=_count, page=_page),
    execute_user=lambda context: execute_user_route(context),
    unsupported=lambda payload: (
        None
        if supports_chat_topics(payload)
        else "No supported sources requested, skip topics process-users."
    ),
    extra=(
        WorkflowDefinition(
            EXTRACT_TOPIC_PATH,
            PIPELINE,
            "extract-topic",
            extract_topic_route,
            extract_topic_failed,
        ),
    ),
    chatted=lambda: count_chatted_users(whitelist=settings.MEMORYFLOW_WHITELIST_USERS),
    execute_flow=triggers.topics_execute_user_flow,
    execute_payload=_execute_payload,
)


def start_for_users(
    *,
    user_ids: Sequence[int],
    dry_run: bool = False,
    force: bool = False,
    from_date: date | None = None,
    to_date: date | None = None,
    topic_ids: Sequence[int] = (),
    async_task_id: str | None = None,
    user_initiated: bool = False,
    base_url: str | None = None,
) -> str:
    """Start the topics pipeline (L1) for explicit users. Returns its run id."""
    body: dict[str, Any] = {
        "userIds": list(user_ids),
        "dryRun": dry_run,
        "forceAll": force,
        "userInitiated": user_initiated,
        "sources": [CHAT_TOPIC_SOURCE],
    }
    if from_date:
        body["fromDate"] = from_date.isoformat()
    if to_date:
        body["toDate"] = to_date.isoformat()
    if topic_ids:
        body["topicIds"] = list(topic_ids)
    if async_task_id:
        body["asyncTaskId"] = str(async_task_id)
    return triggers.start_pipeline(PIPELINE, body, base_url=base_url)


# --- L3: one user ---------------------------------------------------------------------------


def execute_user_route(context: WorkflowContext[Any]) -> None:
    """List the user's topics (one step: the fan-out must see the same list on a retry),
    then fan out one extract-topic run per topic. Cancel checks are folded into both."""
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
        step = f"{user_id}"
        if not supports_chat_topics(payload):
            skipped = {
                "message": "Source not supported in execute-user workflow.",
                "userId": user_id,
            }
            finish_with(context, PIPELINE, layer, f"{step}:skip", skipped)
            return
        listed: dict[str, Any] = context.run(
            f"memory:{PIPELINE}:{layer}:{step}:list-topics",
            lambda: _list_topics(context, payload, user_id),
        )
        topic_ids: list[int] = listed["topicIds"]

        def fan_out() -> Stats:
            if listed["cancelled"]:
                return cancelled("Cancelled before topic listing.", userId=user_id)
            if not topic_ids:
                return {
                    "message": "No eligible topics for user.",
                    "processedTopics": 0,
                    "userId": user_id,
                }
            if cancel_requested(payload):
                return cancelled("Cancelled before topic fan-out.", userId=user_id)
            _fan_out_topics(context, payload, user_id, topic_ids)
            return {"processedTopics": len(topic_ids), "userId": user_id}

        final_step(context, PIPELINE, layer, f"{step}:fanout", fan_out)


def _list_topics(
    context: WorkflowContext[Any], payload: MemoryExtractionPayload, user_id: int
) -> dict[str, Any]:
    validate_references(payload)
    if cancel_requested(payload):
        return {"cancelled": True, "topicIds": []}
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
    return {"cancelled": False, "topicIds": ids}


def _fan_out_topics(
    context: WorkflowContext[Any],
    payload: MemoryExtractionPayload,
    user_id: int,
    topic_ids: list[int],
) -> None:
    """One extract-topic run per topic, published in one batch; the batch is opened first so
    the children can count themselves done."""
    fanout.open_batch(parent_run_id=context.workflow_run_id, total=len(topic_ids))
    layers = payload.effective_layers
    triggers.publish(
        [
            child_trigger(
                context,
                path=EXTRACT_TOPIC_PATH,
                key=f"extract-topic-{topic_id}",
                payload=payload.with_changes(
                    user_ids=(user_id,), topic_ids=(topic_id,), layers=layers, topic_cursor=None
                ),
                flow_control=triggers.extract_topic_flow(user_id, topic_id),
                label="topics-extract-topic",
            )
            for topic_id in topic_ids
        ]
    )
