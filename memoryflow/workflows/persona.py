"""The persona pipeline: L1/L2 are the shared mechanism; L3 composes one user's persona."""

from __future__ import annotations

from typing import Any

from upstash_workflow import WorkflowContext

from memoryflow.errors import InvalidPayloadError
from memoryflow.payload import MemoryExtractionPayload
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
    # The persona of one user needs nothing of the hourly payload but where to call back.
    return MemoryExtractionPayload(base_url=payload.base_url, user_id=user_id, user_ids=(user_id,))


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
        outcome = context.run(f"{step}:compose", lambda: compose_persona(user_id=user_id).as_dict())
        finish(context, PIPELINE, layer, {**outcome, "userId": user_id, "success": True})


DEFINITIONS = [
    WorkflowDefinition(Paths.PERSONA_PROCESS_USERS, PIPELINE, "process-users", process_users_route),
    WorkflowDefinition(
        Paths.PERSONA_PAGINATE_USERS, PIPELINE, "paginate-users", paginate_users_route
    ),
    WorkflowDefinition(Paths.PERSONA_EXECUTE_USER, PIPELINE, "execute-user", execute_user_route),
]
