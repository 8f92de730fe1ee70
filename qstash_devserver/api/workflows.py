"""Workflow run endpoints: runs, their logs, cancel."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web

from ..errors import ApiError
from ..workflow_logs import run_log
from .base import Req, Route, answer, ok, route
from .dlq import ids_arg

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


# What a bulk cancel reads. Anything else is refused, never ignored, since an ignored
# filter widens a cancel to every run.
CANCEL_PARAMS = {
    "workflowRunIds",
    "workflowUrl",
    "workflowUrlExactMatch",
    "label",
    "fromDate",
    "toDate",
    "host",
    "path",
    # The trigger's, as the run keeps them (a run an older build kept matches neither).
    "callerIp",
    "flowControlKey",
    # Paging, which `cancel({all: true})` sends: ignored, a cancel ends every match at once.
    "count",
    "cursor",
}


@route(routes, "DELETE", r"/v2/workflows/runs")
async def cancel_many(req: Req) -> web.Response:
    """Runs named by `workflowRunIds`, else every running one the filters match (all of
    them without a filter), as the public API documents the bulk cancel."""
    unknown = sorted({name for name, _ in req.query} - CANCEL_PARAMS)
    if unknown:
        raise ApiError(400, f"workflow runs cannot be cancelled by {', '.join(unknown)}")
    body = req.json() or {}
    if not isinstance(body, dict):
        raise ApiError(400, "the body must be a JSON object")
    ids = ids_arg(req, "workflowRunIds") + [str(i) for i in body.get("workflowRunIds") or []]
    if not ids:
        running = req.core.store.query("SELECT data FROM runs WHERE state='RUN_STARTED'")
        runs = [json.loads(row[0]) for row in running]
        ids = [run["workflowRunId"] for run in runs if _matches(run, req, body.get("workflowUrl"))]
    cancelled = 0
    for run_id in ids:
        run = req.core.workflows.get(run_id)
        if run is not None and run["workflowState"] == "RUN_STARTED":
            req.core.workflows.finish(run_id, True, None)
            cancelled += 1
    req.core.store.commit()
    return answer({"cancelled": cancelled})


def _matches(run: dict[str, Any], req: Req, body_url: str | None) -> bool:
    """Every filter named holds; a repeated one (or a, b) matches any of its values."""
    url = run["workflowUrl"]
    urls = ids_arg(req, "workflowUrl") + ([body_url] if body_url else [])
    exact = (req.arg("workflowUrlExactMatch") or "").lower() == "true"
    if urls and not any(url == u if exact else url.startswith(u) for u in urls):
        return False
    parts = urlsplit(url)
    labels = ids_arg(req, "label")
    if labels and not set(_labels(run)) & set(labels):
        return False
    for name, value in (
        ("host", parts.hostname),
        ("path", parts.path),
        ("callerIp", run.get("callerIp")),
        ("flowControlKey", run.get("flowControlKey")),
    ):
        wanted = ids_arg(req, name)
        if wanted and value not in wanted:
            return False
    created: int = run["workflowRunCreatedAt"]
    return req.int_arg("fromDate", 0) <= created <= req.int_arg("toDate", 2**62)


def _labels(run: dict[str, Any]) -> list[str]:
    """Every label of the run (`label: ["a", "b"]`); a run an older build kept has one."""
    return run.get("labels") or ([run["label"]] if run.get("label") else [])


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
    for arg, condition in (
        ("workflowRunId", "id IN ({})"),
        ("workflowUrl", "url IN ({})"),
        ("state", "state IN ({})"),
        ("workflowCreatedAt", "created_at IN ({})"),
        ("host", "url_host(url) IN ({})"),
        ("path", "url_path(url) IN ({})"),
        # The trigger's, as the run keeps them.
        ("callerIp", "json_extract(data, '$.callerIp') IN ({})"),
        ("flowControlKey", "json_extract(data, '$.flowControlKey') IN ({})"),
        # Any message of the run: its trigger's, a step's, a call's.
        ("messageId", "id IN (SELECT run_id FROM run_entries WHERE message_id IN ({}))"),
    ):
        values = [v for v in req.args(arg) if v]  # repeated (an SDK's array): any of them
        if values:
            where.append(condition.format(",".join("?" * len(values))))
            params.extend(values)
    labels = [v for v in req.args("label") if v]
    if labels:
        # Any of the run's labels; a run an older build kept has its one label only.
        marks = ",".join("?" * len(labels))
        where.append(
            f"(EXISTS (SELECT 1 FROM json_each(data, '$.labels') WHERE value IN ({marks}))"
            f" OR json_extract(data, '$.label') IN ({marks}))"
        )
        params.extend(labels * 2)
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
