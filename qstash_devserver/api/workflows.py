"""Workflow run endpoints: runs, their logs, cancel."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from ..errors import ApiError
from ..workflow_logs import run_log
from .base import Req, Route, answer, ok, route

routes: list[Route] = []


@route(routes, "DELETE", r"/v2/workflows/runs/(?P<run_id>[^/]+)")
async def finish(req: Req, run_id: str) -> web.Response:
    # No parameter: the documented "cancel an ongoing workflow run". The SDKs finish a
    # run with an explicit `cancel=false`.
    cancel = (req.arg("cancel") or "true").lower() == "true"
    response = req.body.decode(errors="replace") if req.body else None
    req.core.workflows.finish(run_id, cancel, response)
    req.core.store.commit()
    return ok()


@route(routes, "DELETE", r"/v2/workflows/runs")
async def cancel_many(req: Req) -> web.Response:
    body = req.json() or {}
    ids = list(req.args("workflowRunIds"))
    for raw in list(ids):
        ids.remove(raw)
        ids.extend(i for i in raw.split(",") if i)
    if isinstance(body, dict):
        ids.extend(body.get("workflowRunIds") or [])
    if not ids and isinstance(body, dict) and body.get("workflowUrl"):
        rows = req.core.store.query(
            "SELECT id FROM runs WHERE url=? AND state='RUN_STARTED'", (body["workflowUrl"],)
        )
        ids = [r[0] for r in rows]
    cancelled = 0
    for run_id in ids:
        run = req.core.workflows.get(run_id)
        if run is not None and run["workflowState"] == "RUN_STARTED":
            req.core.workflows.finish(run_id, True, None)
            cancelled += 1
    req.core.store.commit()
    return answer({"cancelled": cancelled})


@route(routes, "GET", r"/v2/workflows/runs/(?P<run_id>[^/]+)")
async def steps(req: Req, run_id: str) -> web.Response:
    if req.core.workflows.get(run_id) is None:
        raise ApiError(404, f"workflow run {run_id} not found")
    return answer(
        [
            {"messageId": mid, "body": bytes(body).decode(), "callType": call_type}
            for _, mid, call_type, _, _, body, _ in req.core.workflows.entries(run_id)
        ]
    )


@route(routes, "GET", r"/v2/workflows/events")
@route(routes, "GET", r"/v2/workflows/logs")
async def logs(req: Req) -> web.Response:
    where: list[str] = []
    params: list[object] = []
    for arg, column in (
        ("workflowRunId", "id"),
        ("workflowUrl", "url"),
        ("state", "state"),
        ("workflowCreatedAt", "created_at"),
    ):
        if req.arg(arg):
            where.append(f"{column}=?")
            params.append(req.arg(arg))
    if req.arg("fromDate"):
        where.append("created_at>=?")
        params.append(req.int_arg("fromDate", 0))
    if req.arg("toDate"):
        where.append("created_at<=?")
        params.append(req.int_arg("toDate", 0))
    # Offset cursors as `paginate` has them, but the page is cut in SQL: decoding every
    # run of a large store on each page made listing N runs cost O(N^2).
    count = max(1, min(req.int_arg("count", 100), 1000))
    start = max(0, req.int_arg("cursor", 0))
    rows = req.core.store.query(
        "SELECT data FROM runs"
        + (" WHERE " + " AND ".join(where) if where else "")
        + " ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
        [*params, count + 1, start],
    )
    page: list[dict[str, Any]] = [json.loads(r[0]) for r in rows[:count]]
    cursor = str(start + count) if len(rows) > count else None
    return answer({"cursor": cursor or "", "runs": [run_log(req.core, run) for run in page]})
