"""The dead letter queue endpoints."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ..errors import ApiError
from ..model import CREATED, Message, new_id, now_ms
from ..workflow import FAILED, STARTED
from .base import Req, Route, answer, ok, paginate, route

routes: list[Route] = []
FILTERS = {
    "messageId": "messageId",
    "url": "url",
    "topicName": "topicName",
    "queueName": "queueName",
    "scheduleId": "scheduleId",
    "label": "label",
    "callerIp": "callerIP",
    "responseStatus": "responseStatus",
}


def public(entry: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in entry.items() if not k.startswith("_")}


@route(routes, "GET", r"/v2/dlq")
async def list_dlq(req: Req) -> web.Response:
    entries = req.core.store.dlq_list()
    for arg, field in FILTERS.items():
        wanted = req.arg(arg)
        if wanted is not None:
            entries = [e for e in entries if str(e.get(field)) == wanted]
    from_date, to_date = req.int_arg("fromDate", 0), req.int_arg("toDate", 2**62)
    entries = [e for e in entries if from_date <= e["createdAt"] <= to_date]
    page, cursor = paginate(entries, req, "messages", default_count=100)
    data: dict[str, Any] = {"messages": [public(e) for e in page]}
    if cursor:
        data["cursor"] = cursor
    return answer(data)


@route(routes, "GET", r"/v2/dlq/(?P<dlq_id>[^/]+)")
async def get_dlq(req: Req, dlq_id: str) -> web.Response:
    found = req.core.store.dlq_get(dlq_id)
    if found is None:
        raise ApiError(404, f"dlq message {dlq_id} not found")
    return answer(public(found[0]))


@route(routes, "DELETE", r"/v2/dlq/(?P<dlq_id>[^/]+)")
async def delete_dlq(req: Req, dlq_id: str) -> web.Response:
    if not req.core.store.dlq_delete([dlq_id]):
        raise ApiError(404, f"dlq message {dlq_id} not found")
    req.core.store.commit()
    return ok()


@route(routes, "DELETE", r"/v2/dlq")
async def delete_many(req: Req) -> web.Response:
    body = req.json() or {}
    ids = body.get("dlqIds", []) if isinstance(body, dict) else []
    deleted = req.core.store.dlq_delete([str(i) for i in ids + req.args("dlqIds")])
    req.core.store.commit()
    return answer({"deleted": deleted})


@route(routes, "POST", r"/v2/dlq/retry/(?P<dlq_id>[^/]+)")
async def retry_dlq(req: Req, dlq_id: str) -> web.Response:
    """Republish the dead message as a new one, keeping its run entry (a retried step)."""
    core = req.core
    found = core.store.dlq_get(dlq_id)
    if found is None:
        raise ApiError(404, f"dlq message {dlq_id} not found")
    entry, body = found
    old = Message.from_row(entry["_row"], body)
    now = now_ms()
    m = Message(
        id=new_id("msg"),
        url=old.url,
        body=old.body,
        headers=old.headers,
        created_at=now,
        not_before=now,
        due_at=now,
        state=CREATED,
        caller_ip=old.caller_ip,
        queue=old.queue,
        schedule_id=old.schedule_id,
        topic=old.topic,
        run_id=old.run_id,
        wf_kind=old.wf_kind,
        entry_seq=old.entry_seq,
    )
    if m.run_id is not None:
        run = core.workflows.get(m.run_id)
        if run is not None and run["workflowState"] == FAILED:
            run["workflowState"] = STARTED  # a retried step resumes its failed run
            for key in ("workflowRunCompletedAt", "dlqId"):
                run.pop(key, None)
            core.workflows.save(run)
    core.store.save_message(m)
    core.event(m, CREATED)
    core.store.dlq_delete([dlq_id])
    core.store.commit()
    core._track(m)
    return answer({"messageId": m.id}, 201)
