"""The QStash v2 HTTP API: one catch-all aiohttp handler and a regex route table.

Routing is done on the raw request path on purpose: destinations such as
`/v2/publish/http://host/p?x=1` carry `//` and a query that a framework router
would normalise or split away.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING

from aiohttp import web

from ..errors import ApiError
from . import dlq, events, messages, misc, schedules, wait, workflow_dlq, workflows
from .base import Req, Route, answer, split_query

if TYPE_CHECKING:
    from ..core import Core
    from ..schedules import Schedules

log = logging.getLogger("qstash_devserver")
ROUTES: list[Route] = [
    *messages.routes,
    *dlq.routes,
    *events.routes,
    *schedules.routes,
    *workflows.routes,
    *workflow_dlq.routes,
    *wait.routes,
    *misc.routes,
]


def build_app(core: Core, scheduler: Schedules) -> web.Application:
    async def handle(request: web.Request) -> web.StreamResponse:
        raw_path, _, raw_query = request.raw_path.partition("?")
        kept_query, query, query_token = split_query(raw_query)
        auth = request.headers.get("Authorization", "")
        token = auth[7:].strip() if auth[:7].lower() == "bearer " else query_token
        if token != core.config.token:
            return answer({"error": "Unauthorized"}, 401)
        matched_path = False
        for r in ROUTES:
            found = r.pattern.match(raw_path)
            if found is None:
                continue
            matched_path = True
            if r.method != request.method:
                continue
            try:
                body = await request.read()
            except web.HTTPRequestEntityTooLarge as exc:
                # aiohttp's own answer is plain text; the SDKs read every error as JSON.
                return answer({"error": exc.text or "request body too large"}, 413)
            req = Req(
                core=core,
                schedules=scheduler,
                method=request.method,
                path=raw_path,
                raw_query=kept_query,
                query=query,
                headers=list(request.headers.items()),
                body=body,
                caller_ip=request.remote or "127.0.0.1",
            )
            # Deliveries' writes may be pending (the flusher commits them a few ms late):
            # a failed request undoes its own writes, never theirs.
            mark = core.store.mark()
            try:
                return await r.handler(req, **found.groupdict())
            except ApiError as exc:
                return answer({"error": exc.message}, exc.status)
            except (ValueError, KeyError, TypeError) as exc:
                core.store.rollback_to(mark)
                log.exception("bad request %s %s", request.method, raw_path)
                return answer({"error": f"bad request: {exc}"}, 400)
        status = 405 if matched_path else 404
        return web.Response(
            status=status,
            content_type="application/json",
            body=json.dumps({"error": f"no route for {request.method} {raw_path}"}).encode(),
        )

    app = web.Application(client_max_size=16 * 1024 * 1024)
    app.router.add_route("*", "/{tail:.*}", handle)
    return app
