"""`context.invoke`: one workflow run starting another and getting its result back.

The invoking SDK publishes the child's trigger with `Upstash-Workflow-Invoke: true` and
a body wrapping the child's payload with what the server needs to answer the parent:
`{body, headers, workflowRunId, workflowRunCreatedAt, workflowUrl, step}`. The child
run starts with the inner `body` only. When the child ends (success, failure or
cancel), the server publishes the invoke step's result to the parent, with the
parent's own step headers: the step JSON with `out` = JSON of
`{"body": <child's response>, "isFailed": bool, "isCanceled": bool}`, and the child run
(`invokedWorkflowRunId`, `-Url`, `-CreatedAt`, `-RunBody`, `-RunHeaders`), which the
parent's run log shows on its Invoke step.
"""

from __future__ import annotations

import base64
import json
import logging
from typing import Any

from .errors import ApiError
from .model import Message
from .options import lower_map
from .publisher import Publisher

log = logging.getLogger("qstash_devserver")
INVOKE_DEDUP_MS = 7 * 86_400_000  # as long as a run may reasonably wait for its child
INVOKER_FIELDS = ("workflowRunId", "workflowUrl", "workflowRunCreatedAt", "headers", "step")


def is_invoke(m: Message) -> bool:
    return lower_map(m.headers).get("upstash-workflow-invoke", "").lower() == "true"


def unwrap_invoke(m: Message) -> dict[str, Any]:
    """Replace `m`'s body by the child's payload; answer what the parent needs later."""
    try:
        wrapper = json.loads(m.body)
    except ValueError as exc:
        raise ApiError(400, f"invoke body is not JSON: {exc}") from exc
    if not isinstance(wrapper, dict) or not isinstance(wrapper.get("step"), dict):
        raise ApiError(400, "invoke body needs the invoking step and its run")
    inner = wrapper.get("body")
    m.body = (
        b"" if inner is None else (inner if isinstance(inner, str) else json.dumps(inner)).encode()
    )
    return {k: wrapper.get(k) for k in INVOKER_FIELDS}


def invoke_key(invoker: dict[str, Any]) -> str:
    step = invoker.get("step") or {}
    return f"invoke:{invoker.get('workflowRunId')}:{step.get('stepId')}:{step.get('targetStep')}"


def flat_headers(headers: Any) -> list[tuple[str, str]]:
    """`{name: [values]}` (or `{name: value}`) as publish headers: configuration only."""
    out: list[tuple[str, str]] = []
    for name, value in (headers or {}).items():
        first = value[0] if isinstance(value, list) and value else value
        if isinstance(first, str) and (
            name.lower().startswith("upstash-") or name.lower() == "content-type"
        ):
            out.append((name, first))
    return out


def return_to_invoker(
    publisher: Publisher,
    run: dict[str, Any],
    response: str | None,
    *,
    failed: bool,
    canceled: bool,
    headers: dict[str, list[str]],
) -> None:
    """`headers`: the child's trigger's (forwarded) headers."""
    invoker = run.get("invokerCall")
    if not invoker:
        return
    step = dict(invoker["step"])
    step["out"] = json.dumps({"body": response, "isFailed": failed, "isCanceled": canceled})
    step.update(
        invokedWorkflowRunId=run["workflowRunId"],
        invokedWorkflowUrl=run["workflowUrl"],
        invokedWorkflowCreatedAt=run["workflowRunCreatedAt"],
        invokedWorkflowRunBody=base64.b64decode(run["initialBody"]).decode(errors="replace"),
        invokedWorkflowRunHeaders=headers,
    )
    try:
        publisher.accept(
            str(invoker["workflowUrl"]), flat_headers(invoker["headers"]), json.dumps(step).encode()
        )
    except ApiError as exc:  # the invoking run ended meanwhile
        log.warning("invoke result of %s dropped: %s", run["workflowRunId"], exc.message)
