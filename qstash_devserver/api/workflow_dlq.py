"""Workflow DLQ recovery: `POST /v2/workflows/dlq/restart|resume?dlqIds=…` (or
`/restart|resume/{dlqId}`, answered with the one run), and the failed runs' own
`GET` / `DELETE /v2/workflows/dlq/{dlqId}` (a plain message's dead letter is no
failed run: 404).

- resume: the failed run continues where it failed: the dead step is delivered again,
  under the same run id, with every step that succeeded before it.
- restart: a new run (new id) starts from the beginning with the failed run's trigger.
Both accept the overrides Upstash documents: `Upstash-Retries`, `Upstash-Retry-Delay`,
`Upstash-Flow-Control-Key/Value`, `Upstash-Label` and `Upstash-Failure-Callback` (a
resumed run keeps them for every step after the resumed one), and `Upstash-Delay` (the
first step's only), and answer
`{"workflowRuns": [{workflowRunId, workflowCreatedAt}], "cursor"?}`.
"""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING, Any

from aiohttp import web

from ..errors import ApiError
from ..model import new_id, now_ms
from ..options import Headers, parse_options
from .base import Req, Route, answer, ok, route
from .dlq import public, retry_entry, selected, with_overrides

if TYPE_CHECKING:
    from ..core import Core

routes: list[Route] = []
OVERRIDES = (
    "upstash-retries",
    "upstash-retry-delay",
    "upstash-flow-control-key",
    "upstash-flow-control-value",
    "upstash-label",
    "upstash-failure-callback",
    "upstash-delay",
)
# What holds for the first step only, not for the steps after it.
FIRST_STEP_ONLY = ("upstash-delay",)


def _overrides(req: Req) -> Headers:
    return [(k, v) for k, v in req.headers if k.lower() in OVERRIDES]


@route(routes, "POST", r"/v2/workflows/dlq/(?P<action>restart|resume)")
async def recover(req: Req, action: str) -> web.Response:
    page, cursor = selected(req)
    parse_options(_overrides(req), now=now_ms() / 1000)  # a bad delay or retries: 400
    # Refused before any is touched: a 400 after the runs before it had resumed hid them.
    for entry in page:
        if not entry.get("workflowRunId"):
            raise ApiError(400, f"dlq message {entry['dlqId']} is not a workflow run's")
    runs = []
    for entry in page:
        if action == "resume":
            runs.append(_resume(req.core, entry, _overrides(req)))
        else:
            runs.append(_restart(req.core, entry, _overrides(req)))
    req.core.store.commit()
    data: dict[str, Any] = {"workflowRuns": runs}
    if cursor:
        data["cursor"] = cursor
    return answer(data)


@route(routes, "POST", r"/v2/workflows/dlq/(?P<action>restart|resume)/(?P<dlq_id>[^/]+)")
async def recover_one(req: Req, action: str, dlq_id: str) -> web.Response:
    override = _overrides(req)
    parse_options(override, now=now_ms() / 1000)
    entry = _failed_run(req, dlq_id)
    recover_run = _resume if action == "resume" else _restart
    run = recover_run(req.core, entry, override)
    req.core.store.commit()
    return answer(run)


@route(routes, "GET", r"/v2/workflows/dlq/(?P<dlq_id>[^/]+)")
async def get_one(req: Req, dlq_id: str) -> web.Response:
    return answer(public(_failed_run(req, dlq_id)))


@route(routes, "DELETE", r"/v2/workflows/dlq/(?P<dlq_id>[^/]+)")
async def delete_one(req: Req, dlq_id: str) -> web.Response:
    _failed_run(req, dlq_id)
    req.core.store.dlq_delete([dlq_id])
    req.core.store.commit()
    return ok()


def _failed_run(req: Req, dlq_id: str) -> dict[str, Any]:
    found = req.core.store.dlq_get(dlq_id)
    if found is None or not found[0].get("workflowRunId"):
        raise ApiError(404, f"failed workflow run {dlq_id} not found")
    return found[0]


def _resume(core: Core, entry: dict[str, Any], override: Headers) -> dict[str, Any]:
    retry_entry(core, entry["dlqId"], override)
    run = core.workflows.get(entry["workflowRunId"])
    later = [(k, v) for k, v in override if k.lower() not in FIRST_STEP_ONLY]
    if run is not None and later:
        # Not the resumed step's alone: every later step of the run takes them.
        run["overrides"] = with_overrides(run.get("overrides") or [], later)
        core.workflows.save(run)
    created = run["workflowRunCreatedAt"] if run else entry.get("workflowCreatedAt")
    return {"workflowRunId": entry["workflowRunId"], "workflowCreatedAt": created}


def _restart(core: Core, entry: dict[str, Any], override: Headers) -> dict[str, Any]:
    run = core.workflows.get(entry["workflowRunId"])
    init = core.store.get_message(run["initMessageId"]) if run else None
    if run is None or init is None:
        raise ApiError(404, f"the run of dlq message {entry['dlqId']} is gone")
    run_id = new_id("wfr")
    headers = [
        (k, run_id if k.lower() == "upstash-workflow-runid" else v)
        for k, v in init.headers
        if k.lower() not in ("upstash-workflow-invoke", "upstash-deduplication-id")
    ]
    core.accept(
        run["workflowUrl"],
        with_overrides(headers, override),
        base64.b64decode(run["initialBody"]),
        caller_ip=init.caller_ip,
    )
    core.store.dlq_delete([entry["dlqId"]])
    created = core.workflows.get(run_id)
    assert created is not None  # a fresh run id: accept created the run
    return {"workflowRunId": run_id, "workflowCreatedAt": created["workflowRunCreatedAt"]}
