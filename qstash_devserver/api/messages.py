"""Publish, enqueue, batch and the message endpoints of QStash's v2 API."""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from aiohttp import web

from ..errors import ApiError
from ..model import Message, message_json, url_host, url_path
from .base import Req, Route, answer, route

routes: list[Route] = []
# What a bulk cancel filters by, each a field of the message (see _matches).
CANCEL_FILTERS = {
    "url",
    "queueName",
    "scheduleId",
    "topicName",
    "label",
    "flowControlKey",
    "callerIp",
    "host",
    "path",
}


def publish_headers(headers: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Only what configures the message: never the caller's Authorization or Host."""
    return [
        (k, v)
        for k, v in headers
        if k.lower().startswith("upstash-") or k.lower() == "content-type"
    ]


def destination(raw: str, raw_query: str) -> str:
    # `/v2/publish/http://host/p?x=1`: the query belongs to the destination.
    dest = unquote(raw) if raw.lower().startswith(("http%3a", "https%3a")) else raw
    return f"{dest}?{raw_query}" if raw_query else dest


def _status(result: Any) -> int:
    if isinstance(result, dict) and result.get("deduplicated"):
        return 202
    return 201


@route(routes, "POST", r"/v2/publish/(?P<dest>.+)")
async def publish(req: Req, dest: str) -> web.Response:
    result = req.core.accept(
        destination(dest, req.raw_query),
        publish_headers(req.headers),
        req.body,
        caller_ip=req.caller_ip,
    )
    req.core.store.commit()
    return answer(result, _status(result))


@route(routes, "POST", r"/v2/enqueue/(?P<queue>[^/]+)/(?P<dest>.+)")
async def enqueue(req: Req, queue: str, dest: str) -> web.Response:
    result = req.core.accept(
        destination(dest, req.raw_query),
        publish_headers(req.headers),
        req.body,
        queue=unquote(queue),
        caller_ip=req.caller_ip,
    )
    req.core.store.commit()
    return answer(result, _status(result))


@route(routes, "POST", r"/v2/batch")
async def batch(req: Req) -> web.Response:
    items = req.json()
    if not isinstance(items, list):
        raise ApiError(400, "batch body must be a JSON array")
    results: list[Any] = []
    mark = req.core.store.mark()  # a rollback to it undoes this batch and nothing else
    try:
        for item in items:
            # Checked here, not left to fail later: only an ApiError undoes the items
            # already accepted, any other error answered 500 and they were delivered.
            dest = item.get("destination") if isinstance(item, dict) else None
            if not isinstance(dest, str) or not dest:
                raise ApiError(400, "every batch item needs a destination")
            if not isinstance(item.get("headers") or {}, dict):
                raise ApiError(400, "a batch item's headers must be an object")
            headers = [(str(k), str(v)) for k, v in (item.get("headers") or {}).items()]
            body = item.get("body")
            if body is not None and not isinstance(body, str):
                raise ApiError(400, "a batch item's body must be a string (or absent)")
            raw = body.encode() if body is not None else b""
            results.append(
                req.core.accept(
                    item["destination"],
                    publish_headers(headers),
                    raw,
                    queue=item.get("queue"),
                    caller_ip=req.caller_ip,
                )
            )
    except ApiError:
        # All or nothing: undo the items already written, and forget them in memory.
        req.core.store.rollback_to(mark)
        for result in results:
            for r in result if isinstance(result, list) else [result]:
                m = req.core.live.pop(r["messageId"], None)
                if m is not None and not r.get("deduplicated"):
                    m.state = "CANCELED"
        raise
    req.core.store.commit()
    return answer(results, 200)


@route(routes, "GET", r"/v2/messages/(?P<mid>[^/]+)")
async def get_message(req: Req, mid: str) -> web.Response:
    m = req.core.recent(mid)
    if m is None:
        raise ApiError(404, f"message {mid} not found")
    return answer(message_json(m))


@route(routes, "DELETE", r"/v2/messages/(?P<mid>[^/]+)")
async def cancel_message(req: Req, mid: str) -> web.Response:
    m = req.core.live.get(mid)
    if m is None or not req.core.cancel(m):
        raise ApiError(404, f"message {mid} not found")
    req.core.store.commit()
    return answer({"cancelled": 1})


@route(routes, "DELETE", r"/v2/messages")
async def cancel_many(req: Req) -> web.Response:
    body = req.json() or {}
    ids = body.get("messageIds") if isinstance(body, dict) else None
    if ids is not None and not (isinstance(ids, list) and all(isinstance(i, str) for i in ids)):
        # A string was matched as a substring of every id: "msg" cancelled them all.
        raise ApiError(400, "messageIds must be an array of message ids")
    wanted: dict[str, list[str]] = {}  # a name repeated matches any of its values (qstash-js)
    for k, v in req.query:
        if k != "messageIds":
            wanted.setdefault(k, []).append(v)
    unknown = sorted(wanted.keys() - CANCEL_FILTERS - {"fromDate", "toDate", "count", "cursor"})
    if unknown:  # never ignored: an unread filter made the cancel one of every message
        raise ApiError(400, f"messages cannot be cancelled by {', '.join(unknown)}")
    created = (req.int_arg("fromDate", 0), req.int_arg("toDate", 2**62))  # 400s before any cancel
    if ids is None:  # an empty list names no message (QP's cancel_many([])): it cancels none
        ids = req.args("messageIds") or None
    cancelled = 0
    for m in list(req.core.live.values()):
        if ids is not None and m.id not in ids:
            continue
        if ids is None and not _matches(m, wanted, created):
            continue
        cancelled += req.core.cancel(m)
    req.core.store.commit()
    return answer({"cancelled": cancelled})


def _matches(m: Message, wanted: dict[str, list[str]], created: tuple[int, int]) -> bool:
    """Every filter named holds: the message's field is one of the values wanted.

    A filter left unread widens the cancel: `?fromDate=…` alone cancelled every message."""
    fields: dict[str, str | None] = {
        "url": m.url,
        "queueName": m.queue,
        "scheduleId": m.schedule_id,
        "topicName": m.topic,
        "flowControlKey": m.opts.flow.key if m.opts.flow else None,
        "callerIp": m.caller_ip,
        "host": url_host(m.url),
        "path": url_path(m.url),
    }
    if not all(fields[k] in values for k, values in wanted.items() if k in fields):
        return False
    if "label" in wanted and not set(m.opts.labels) & set(wanted["label"]):
        return False  # any of the message's labels (`Upstash-Label: a,b` is two)
    return created[0] <= m.created_at <= created[1]
