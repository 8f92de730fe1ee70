"""The run-log shape of `GET /v2/workflows/logs`."""

from __future__ import annotations

import base64
import json
from typing import TYPE_CHECKING, Any

from .model import CANCELED, FAILED, LIVE, Message

if TYPE_CHECKING:
    from .core import Core

RUN_FIELDS = (
    "workflowRunId",
    "workflowUrl",
    "workflowState",
    "workflowRunCreatedAt",
    "workflowRunCompletedAt",
    "workflowRunResponse",
    "failureFunction",
    "dlqId",
    "label",
    "labels",
    "invoker",
)
NEXT_KINDS = ("init", "step", "toCallback", "fromCallback")


def _decode(raw: bytes) -> str:
    return base64.b64decode(raw).decode(errors="replace")


def _step_log(entry: tuple[Any, ...], calls: dict[int | None, dict[str, Any]]) -> dict[str, Any]:
    """`calls`: the calls made so far by step id, the latest under None (a call whose
    step id was not sent)."""
    seq, mid, _, step_id, created, body, data = entry
    meta = json.loads(data)
    common = {
        "callType": "step",
        "messageId": mid,
        "concurrent": 1,
        "state": "STEP_SUCCESS",
        "createdAt": created,
        "retries": meta["retries"],
        "headers": meta["headers"],
    }
    if seq == 0:
        return {"stepName": "init", "stepType": "Initial", "out": _decode(body), **common}
    try:
        step = json.loads(_decode(body))
    except ValueError:
        step = {}
    log: dict[str, Any] = {
        "stepId": step.get("stepId"),
        "stepName": step.get("stepName"),
        "stepType": step.get("stepType"),
        "out": step.get("out"),
        **common,
    }
    log["concurrent"] = step.get("concurrent", 1)
    for key in ("sleepFor", "sleepUntil"):
        if step.get(key) is not None:
            log[key] = step[key]
    if step.get("stepType") == "Invoke":
        log.update({k: v for k, v in step.items() if k.startswith("invokedWorkflow")})
    if step.get("stepType") == "Wait" and step.get("waitEventId") is not None:
        log.update(
            waitEventId=step["waitEventId"],
            waitTimeoutDuration=step.get("timeout"),
            waitTimeoutDeadline=step.get("waitTimeoutDeadline"),
            waitTimeout=bool(step.get("waitTimeout")),
        )
    call = calls.get(step_id, calls.get(None))
    if step.get("stepType") == "Call" and call is not None:
        log.update(call)
        try:
            out = json.loads(step.get("out") or "{}")
            log.update(
                callResponseStatus=out.get("status"),
                callResponseBody=out.get("body"),
                callResponseHeaders=out.get("header"),
            )
        except (ValueError, AttributeError):
            pass
    return log


def _next_log(m: Message) -> dict[str, Any]:
    if m.state in LIVE:
        state = "STEP_RETRY" if m.errors else "STEP_PROGRESS"
    else:
        state = "STEP_FAILED" if m.state == FAILED else "STEP_CANCELED"
    return {
        "messageId": m.id,
        "state": state,
        "retries": m.opts.retries,
        "retried": m.retried,
        "url": m.url,
        "errors": m.errors,
        "nextDeliveryTime": m.due_at,
        "callType": m.wf_kind,
    }


def _add_step(groups: list[dict[str, Any]], log: dict[str, Any], first: bool) -> None:
    """Sequential steps one group each; the results of one `Promise.all` (concurrent > 1)
    share a parallel group. Plan steps (stepId 0 after the init: "run branch N") are the
    SDK's bookkeeping, not steps, and are left out as Upstash leaves them out."""
    if not first and log.get("stepId") == 0:
        return
    width = log.get("concurrent") or 1
    if width > 1:
        last = groups[-1] if groups else None
        if last is not None and last["type"] == "parallel" and len(last["steps"]) < width:
            last["steps"].append(log)
            return
        groups.append({"type": "parallel", "steps": [log]})
        return
    groups.append({"type": "sequential", "steps": [log]})


def run_log(core: Core, run: dict[str, Any]) -> dict[str, Any]:
    out = {k: run[k] for k in RUN_FIELDS if run.get(k) is not None}
    groups: list[dict[str, Any]] = []
    # The calls made so far by step id: the calls of one `Promise.all` are all made
    # before their results come back, so the latest call is not each result's.
    calls: dict[int | None, dict[str, Any]] = {}
    for entry in core.workflows.entries(run["workflowRunId"]):
        call_type = entry[2]
        if call_type == "toCallback":
            meta = json.loads(entry[6])
            calls[entry[3]] = calls[None] = {
                "callUrl": meta["url"],
                "callMethod": meta["method"],
                "callHeaders": meta["headers"],
                "callBody": _decode(entry[5]),
            }
        elif call_type == "step":
            _add_step(groups, _step_log(entry, calls), first=entry[0] == 0)
    if run["workflowState"] != "RUN_SUCCESS":
        pending = [
            m
            for m in core.store.run_messages(run["workflowRunId"])
            if m.wf_kind in NEXT_KINDS
            and (
                m.state in LIVE
                or m.state in (FAILED,)
                or (m.state == CANCELED and run["workflowState"] == "RUN_CANCELED")
            )
        ]
        # An in-memory copy is fresher than the row (attempts are not all persisted).
        pending = [core.live.get(m.id, m) for m in pending]
        if pending:
            groups.append({"type": "next", "steps": [_next_log(m) for m in pending]})
    out["steps"] = groups
    return out
