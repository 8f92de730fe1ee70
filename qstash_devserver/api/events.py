"""Logs: `GET /v2/events` and its newer name `GET /v2/logs`."""

from __future__ import annotations

import base64
import json
from typing import Any

from aiohttp import web

from ..model import Message, redacted_headers
from ..options import split_labels
from .base import Req, Route, answer, route

routes: list[Route] = []
COLUMNS = {
    "messageId": "e.message_id",
    "state": "e.state",
    "url": "e.url",
    "queueName": "e.queue",
    "scheduleId": "e.schedule_id",
    "topicName": "e.topic",
    "callerIp": "e.caller_ip",
    "flowControlKey": "e.flow_key",
    "host": "url_host(e.url)",
    "path": "url_path(e.url)",
}


def _events(req: Req) -> tuple[list[dict[str, Any]], str | None]:
    where: list[str] = []
    params: list[object] = []
    for arg, column in COLUMNS.items():
        values = req.args(arg)  # repeated (an SDK's array): any of its values
        if values:
            where.append(f"{column} IN ({','.join('?' * len(values))})")
            params.extend(values)
    labels = req.args("label")
    if labels:
        # The column holds every label of the message, comma-joined: any one matches.
        one = "instr(',' || e.label || ',', ',' || ? || ',') > 0"
        where.append("(" + " OR ".join([one] * len(labels)) + ")")
        params.extend(labels)
    ids = req.args("messageIds")
    if ids:
        where.append(f"e.message_id IN ({','.join('?' * len(ids))})")
        params.extend(ids)
    if req.arg("fromDate"):
        where.append("e.time>=?")
        params.append(req.int_arg("fromDate", 0))
    if req.arg("toDate"):
        where.append("e.time<=?")
        params.append(req.int_arg("toDate", 0))
    if req.arg("cursor"):
        where.append("e.seq<?")  # cursors are event sequence numbers, newest first
        params.append(req.int_arg("cursor", 0))
    count = max(1, min(req.int_arg("count", 1000), 1000))
    sql = (
        "SELECT e.seq, e.time, e.message_id, e.state, e.url, e.queue, e.schedule_id,"
        " e.label, e.topic, e.data, m.data, m.body FROM events e"
        " LEFT JOIN messages m ON m.id = e.message_id"
        + (" WHERE " + " AND ".join(where) if where else "")
        + " ORDER BY e.seq DESC LIMIT ?"
    )
    rows = req.core.store.query(sql, [*params, count + 1])
    cursor = str(rows[count - 1][0]) if len(rows) > count else None
    out = []
    for _seq, time, mid, state, url, queue, sid, label, topic, data, mdata, mbody in rows[:count]:
        event: dict[str, Any] = {"time": time, "messageId": mid, "state": state, "url": url}
        event.update(
            {
                k: v
                for k, v in (
                    ("queueName", queue),
                    ("scheduleId", sid),
                    ("label", split_labels(label)[0] if label else None),
                    ("topicName", topic),
                )
                if v
            }
        )
        if label:
            event["labels"] = split_labels(label)
        event.update(json.loads(data))
        if mdata is not None:
            m = Message.from_row(mdata, mbody)
            o = m.opts
            event.update(
                method=o.method,
                maxRetries=o.retries,
                header=redacted_headers(o),
                body="REDACTED" if "body" in o.redact else base64.b64encode(m.body).decode(),
            )
            if o.retry_delay:
                event["retryDelayExpr"] = o.retry_delay
            if o.callback:
                event["callback"] = o.callback
            if o.failure_callback:
                event["failureCallback"] = o.failure_callback
            if o.flow is not None:
                event.update(
                    flowControlKey=o.flow.key,
                    parallelism=o.flow.parallelism,
                    rate=o.flow.rate,
                    period=int(o.flow.period),
                )
            if m.run_id:
                event["workflowRunId"] = m.run_id
        out.append(event)
    return out, cursor


@route(routes, "GET", r"/v2/events")
async def events(req: Req) -> web.Response:
    items, cursor = _events(req)
    data: dict[str, Any] = {"events": items}
    if cursor:
        data["cursor"] = cursor
    return answer(data)


@route(routes, "GET", r"/v2/logs")
async def logs(req: Req) -> web.Response:
    items, cursor = _events(req)
    return answer({"cursor": cursor or "", "logs": items})
