"""The persona pipeline: L1/L2 are the shared mechanism over the users whose persona inputs
changed; L3 finishes one user: it applies any identity claims still pending, in topic
order, then writes the persona — in one step (several when identity needs an LLM call per
topic).

The same L3 run also follows each topics fan-out (started once the user's topics are all
extracted and their identity applied), so a user with new topics gets one persona version
per run, written from all of the run's new memories; the hourly selection leaves such
users to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.conf import settings
from upstash_workflow import WorkflowContext

from memoryflow.errors import InvalidPayloadError
from memoryflow.extractors.factory import get_persona_composer
from memoryflow.payload import MemoryExtractionPayload, validate_references
from memoryflow.querysets import (
    UserCursor,
    UserPage,
    count_chatted_users,
    count_hourly_eligible_users,
    count_users_with_stale_persona,
    page_hourly_eligible_users,
    page_users_with_stale_persona,
)
from memoryflow.services.extraction_identity import apply_pending_identity
from memoryflow.services.persona import compose_persona
from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.pipeline import UserPipeline, UserSelection
from memoryflow.workflows.steps import (
    Stats,
    cancel_requested,
    cancelled,
    final_step,
    payload_of,
)

PIPELINE = "persona"


def _execute_payload(payload: MemoryExtractionPayload, user_id: int) -> MemoryExtractionPayload:
    # One user's persona needs nothing of the layer's payload but where to call back.
    return MemoryExtractionPayload(
        base_url=payload.base_url, user_id=user_id, user_ids=(user_id,), force_all=payload.force_all
    )


def _count(payload: MemoryExtractionPayload) -> int:
    whitelist = settings.MEMORYFLOW_WHITELIST_USERS
    if settings.MEMORYFLOW_HOURLY_SELECTION == "all-chatted":
        return count_hourly_eligible_users(whitelist=whitelist)
    return count_users_with_stale_persona(whitelist=whitelist, composer_key=_composer_key())


def _page(payload: MemoryExtractionPayload, limit: int, after: UserCursor | None) -> UserPage:
    whitelist = settings.MEMORYFLOW_WHITELIST_USERS
    if settings.MEMORYFLOW_HOURLY_SELECTION == "all-chatted":
        return page_hourly_eligible_users(limit=limit, after=after, whitelist=whitelist)
    return page_users_with_stale_persona(
        limit=limit, after=after, whitelist=whitelist, composer_key=_composer_key()
    )


def _composer_key() -> str:
    return get_persona_composer(settings=settings).key


PERSONA = UserPipeline(
    name=PIPELINE,
    selection=UserSelection(noun="users with changed memories", count=_count, page=_page),
    execute_user=lambda context: execute_user_route(context),
    chatted=lambda: count_chatted_users(whitelist=settings.MEMORYFLOW_WHITELIST_USERS),
    execute_flow=triggers.persona_execute_user_flow,
    execute_payload=_execute_payload,
)


def start_for_users(
    *, user_ids: Sequence[int], dry_run: bool = False, base_url: str | None = None
) -> str:
    """Start the persona pipeline (L1) for explicit users. Returns its run id."""
    # forceAll: compose now, even from inputs the current version was composed from.
    body = {"userIds": list(user_ids), "dryRun": dry_run, "forceAll": True}
    return triggers.start_pipeline(PIPELINE, body, base_url=base_url)


def execute_user_route(context: WorkflowContext[Any]) -> None:
    layer = "execute-user"
    payload = payload_of(context)
    user_id = payload.user_id
    if user_id is None:
        raise InvalidPayloadError("persona execute-user needs a userId")
    with layer_span(PIPELINE, layer, context, user_id=user_id):
        if _identity_calls_an_llm():
            # One LLM call per topic: a bounded number of topics per step keeps each
            # delivery short; the last few are applied by the final step.
            for index in range(MAX_IDENTITY_STEPS):
                applied = context.run(
                    f"memory:{PIPELINE}:{layer}:{user_id}:identity:{index}",
                    lambda: apply_pending_identity(
                        user_id=user_id, limit=IDENTITY_TOPICS_PER_STEP
                    ).as_dict(),
                )
                if not applied["remaining"]:
                    break
        final_step(
            context,
            PIPELINE,
            layer,
            f"{user_id}:compose",
            lambda: _finish_user(payload, context.workflow_run_id),
        )


#: With an LLM identity call per topic: topics per step, and steps per run at the most.
IDENTITY_TOPICS_PER_STEP = 10
MAX_IDENTITY_STEPS = 20


def _identity_calls_an_llm() -> bool:
    return bool(settings.MEMORYFLOW_LLM_BASE_URL) and (
        settings.MEMORYFLOW_LLM_EXTRACTION_MODE == "per-layer"
    )


def _finish_user(payload: MemoryExtractionPayload, run_id: str) -> Stats:
    user_id = payload.user_id
    assert user_id is not None
    validate_references(payload)
    if cancel_requested(payload):
        return cancelled("Cancelled before identity.", userId=user_id)
    identity = apply_pending_identity(user_id=user_id).as_dict()
    # forceAll: an operator's "rewrite now" composes even from unchanged inputs; the run
    # id keeps a retry of this step from composing and writing a second version.
    outcome = compose_persona(user_id=user_id, force=payload.force_all, run_id=run_id).as_dict()
    return {**outcome, "identity": identity, "userId": user_id, "success": True}
