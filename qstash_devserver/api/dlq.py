"""The dead letter queue endpoints."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

from ..errors import ApiError
from ..model import CREATED, Message, new_id, now_ms
from ..options import Headers, parse_options
from ..workflow import FAILED, STARTED
from .base import Req, Route, answer, ok, paginate, route

if TYPE_CHECKING:
    from ..core import Core

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
    "workflowRunId": "workflowRunId",
    "workflowUrl": "workflowUrl",
    "workflowCreatedAt": "workflowCreatedAt",
    "flowControlKey": "flowControlKey",
}
# What else a list or bulk action may carry. Any other name is refused: a filter left
# unread widened a bulk delete or retry to every dead letter (`?host=…` emptied the DLQ).
NOT_FIELDS = {"dlqIds", "cursor", "count", "source", "fromDate", "toDate", "failureFunctionState"}


def public(entry: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in entry.items() if not k.startswith("_")}


def ids_arg(req: Req, name: str) -> list[str]:
    """`?dlqIds=a&dlqIds=b` (how the SDKs send arrays) or `?dlqIds=a,b`."""
    return [i for raw in req.args(name) for i in raw.split(",") if i]


def selected(req: Req, default_count: int = 100) -> tuple[list[dict[str, Any]], str | None]:
    """The DLQ entries a list or bulk action means: by `dlqIds`, else by the filters,
    one page of `count` from `cursor`, newest first."""
    unknown = sorted({name for name, _ in req.query} - FILTERS.keys() - NOT_FIELDS)
    if unknown:
        raise ApiError(400, f"the DLQ cannot be filtered by {', '.join(unknown)}")
    entries = req.core.store.dlq_list()
    ids = ids_arg(req, "dlqIds")
    if ids:
        wanted = set(ids)
        return [e for e in entries if e["dlqId"] in wanted], None
    for arg, field in FILTERS.items():
        values = req.args(arg)  # a repeated filter matches any of its values (the SDKs' arrays)
        if values and arg == "label":  # any of the entry's labels (an older one has one)
            entries = [e for e in entries if set(e.get("labels") or [e.get("label")]) & {*values}]
        elif values:
            entries = [e for e in entries if str(e.get(field)) in values]
    states = req.args("failureFunctionState")
    if states:
        entries = [e for e in entries if _failure_function_state(req.core, e) in states]
    # The workflow DLQ's own endpoints (restart, resume, delete) mean its entries only:
    # `{all: true}` there deleted plain messages' dead letters too.
    if req.arg("source") == "workflow" or req.path.startswith("/v2/workflows/"):
        entries = [e for e in entries if e.get("workflowRunId")]
    from_date, to_date = req.int_arg("fromDate", 0), req.int_arg("toDate", 2**62)
    entries = [e for e in entries if from_date <= e["createdAt"] <= to_date]
    if req.method != "GET":
        # An action's page leaves the DLQ, so the next page is the first of those left: an
        # offset cursor counted entries already gone and skipped as many still there.
        count = max(1, min(req.int_arg("count", default_count), 1000))
        return entries[:count], (str(count) if len(entries) > count else None)
    return paginate(entries, req, "messages", default_count=default_count)


def _failure_function_state(core: Core, entry: dict[str, Any]) -> str | None:
    """CALLBACK_INPROGRESS/SUCCESS/FAIL of the dead run's failure function, kept on the run."""
    run = core.workflows.get(entry["workflowRunId"]) if entry.get("workflowRunId") else None
    return ((run or {}).get("failureFunction") or {}).get("state")


@route(routes, "GET", r"/v2/workflows/dlq")
@route(routes, "GET", r"/v2/dlq")
async def list_dlq(req: Req) -> web.Response:
    page, cursor = selected(req)
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


@route(routes, "DELETE", r"/v2/workflows/dlq")
@route(routes, "DELETE", r"/v2/dlq")
async def delete_many(req: Req) -> web.Response:
    body = req.json() or {}
    ids = body.get("dlqIds", []) if isinstance(body, dict) else []
    cursor = None
    if not ids and not ids_arg(req, "dlqIds") and req.query:  # filters, or all=count
        page, cursor = selected(req)
        ids = [e["dlqId"] for e in page]
    deleted = req.core.store.dlq_delete([str(i) for i in ids + ids_arg(req, "dlqIds")])
    req.core.store.commit()
    # The SDKs delete in pages while a cursor comes back: without one they stopped at 100.
    return answer({"deleted": deleted, **({"cursor": cursor} if cursor else {})})


@route(routes, "POST", r"/v2/dlq/retry/(?P<dlq_id>[^/]+)")
async def retry_dlq(req: Req, dlq_id: str) -> web.Response:
    message_id = retry_entry(req.core, dlq_id)
    req.core.store.commit()
    return answer({"messageId": message_id}, 201)


@route(routes, "POST", r"/v2/dlq/retry")
async def retry_many(req: Req) -> web.Response:
    """The bulk form: `?dlqIds=…`, or the list filters with `count`/`cursor`."""
    page, cursor = selected(req)
    responses = [{"messageId": retry_entry(req.core, e["dlqId"])} for e in page]
    req.core.store.commit()
    data: dict[str, Any] = {"responses": responses}
    if cursor:
        data["cursor"] = cursor
    return answer(data)


def retry_entry(core: Core, dlq_id: str, override: list[tuple[str, str]] | None = None) -> str:
    """Republish the dead message as a new one, keeping its run entry (a retried step
    resumes its failed run). `override`: publish headers replacing the message's own."""
    found = core.store.dlq_get(dlq_id)
    if found is None:
        raise ApiError(404, f"dlq message {dlq_id} not found")
    entry, body = found
    old = Message.from_row(entry["_row"], body)
    now = now_ms()
    # A delay given with the retry holds it; the message's own (a sleep's) is spent.
    due = parse_options(override or [], now=now / 1000).not_before_ms or now
    m = Message(
        id=new_id("msg"),
        url=old.url,
        body=old.body,
        headers=with_overrides(old.headers, override or []),
        created_at=now,
        not_before=due,
        due_at=due,
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
            run["workflowState"] = STARTED
            for key in ("workflowRunCompletedAt", "dlqId", "failureFunction"):
                run.pop(key, None)
            core.workflows.save(run)
    core.store.save_message(m)
    core.event(m, CREATED)
    core.store.dlq_delete([dlq_id])
    core._track(m)
    return m.id


def with_overrides(headers: Headers, override: Headers) -> Headers:
    names = {k.lower() for k, _ in override}
    return [(k, v) for k, v in headers if k.lower() not in names] + list(override)
