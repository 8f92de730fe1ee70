"""The persona pipeline: L1/L2 are the shared mechanism; L3 composes one user's persona."""

from __future__ import annotations

from typing import Any

from upstash_workflow import WorkflowContext

from memoryflow.errors import InvalidPayloadError
from memoryflow.payload import MemoryExtractionPayload
from memoryflow.querysets import topics_to_extract
from memoryflow.services.persona import compose_persona
from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.pipeline import (
    UserPipeline,
    cancel_requested,
    finish,
    paginate_users,
    payload_of,
    process_users,
)
from memoryflow.workflows.serve import WorkflowDefinition
from memoryflow.workflows.triggers import Paths

PIPELINE = "persona"


def _execute_payload(payload: MemoryExtractionPayload, user_id: int) -> MemoryExtractionPayload:
    # One user's persona needs nothing of the layer's payload but where to call back and
    # whether to compose even while topics wait for extraction (`forceAll`, see below).
    return MemoryExtractionPayload(
        base_url=payload.base_url, user_id=user_id, user_ids=(user_id,), force_all=payload.force_all
    )


PERSONA = UserPipeline(
    name=PIPELINE,
    paginate_path=Paths.PERSONA_PAGINATE_USERS,
    execute_path=Paths.PERSONA_EXECUTE_USER,
    execute_flow=triggers.persona_execute_user_flow,
    execute_payload=_execute_payload,
)


def process_users_route(context: WorkflowContext[Any]) -> None:
    process_users(context, PERSONA)


def paginate_users_route(context: WorkflowContext[Any]) -> None:
    paginate_users(context, PERSONA)


def execute_user_route(context: WorkflowContext[Any]) -> None:
    layer = "execute-user"
    payload = payload_of(context)
    user_id = payload.user_id
    if user_id is None:
        raise InvalidPayloadError("persona execute-user needs a userId")
    with layer_span(PIPELINE, layer, context, user_id=user_id):
        step = f"memory:{PIPELINE}:{layer}:{user_id}"
        if cancel_requested(context, payload, f"{step}:cancel-check:before"):
            finish(
                context,
                PIPELINE,
                layer,
                {"cancelled": True, "userId": user_id, "message": "Cancelled before persona."},
            )
            return
        # The hourly job runs both pipelines at once. A user whose topics are still to be
        # extracted gets their persona from the topics pipeline, once their last topic is
        # done (it triggers with forceAll); composing now would write a version from half
        # the memories. Operators' "rewrite now" also sets forceAll.
        if not payload.force_all and context.run(
            f"{step}:topics-pending", lambda: topics_to_extract(user_id=user_id).exists()
        ):
            finish(
                context,
                PIPELINE,
                layer,
                {
                    "deferred": True,
                    "userId": user_id,
                    "success": True,
                    "message": "Topics pending extraction: the topics pipeline writes this persona when they are done.",
                },
            )
            return
        outcome = context.run(f"{step}:compose", lambda: compose_persona(user_id=user_id).as_dict())
        finish(context, PIPELINE, layer, {**outcome, "userId": user_id, "success": True})


DEFINITIONS = [
    WorkflowDefinition(Paths.PERSONA_PROCESS_USERS, PIPELINE, "process-users", process_users_route),
    WorkflowDefinition(
        Paths.PERSONA_PAGINATE_USERS, PIPELINE, "paginate-users", paginate_users_route
    ),
    WorkflowDefinition(Paths.PERSONA_EXECUTE_USER, PIPELINE, "execute-user", execute_user_route),
]
