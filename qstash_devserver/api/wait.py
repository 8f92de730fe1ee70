"""Wait and notify: `POST /v2/wait/{eventId}`, `POST /v2/notify/[{runId}/]{eventId}`,
`GET /v2/waiters/{eventId}` (see waiters.py for the protocol)."""

from __future__ import annotations

from aiohttp import web

from .base import Req, Route, answer, route
from .messages import publish_headers

routes: list[Route] = []


@route(routes, "POST", r"/v2/wait/(?P<event_id>[^/]+)")
async def wait(req: Req, event_id: str) -> web.Response:
    req.core.waiters.wait(event_id, publish_headers(req.headers), req.json())
    req.core.store.commit()
    return answer({})


@route(routes, "POST", r"/v2/notify/(?P<event_id>[^/]+)")
@route(routes, "POST", r"/v2/notify/(?P<run_id>[^/]+)/(?P<event_id>[^/]+)")
async def notify(req: Req, event_id: str, run_id: str | None = None) -> web.Response:
    answers = req.core.waiters.notify(event_id, req.body, run_id)
    req.core.store.commit()
    return answer(answers)


@route(routes, "GET", r"/v2/waiters/(?P<event_id>[^/]+)")
async def waiters(req: Req, event_id: str) -> web.Response:
    public = ("url", "deadline", "headers", "timeoutUrl", "timeoutBody", "timeoutHeaders")
    return answer([{k: w[k] for k in public} for w in req.core.waiters.waiters(event_id)])
