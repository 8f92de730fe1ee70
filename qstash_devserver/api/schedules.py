"""Schedule endpoints."""

from __future__ import annotations

from aiohttp import web

from ..schedules import schedule_json
from .base import Req, Route, answer, ok, route
from .messages import destination, publish_headers

routes: list[Route] = []


@route(routes, "POST", r"/v2/schedules/(?P<sid>[^/]+)/(?P<action>pause|resume)")
@route(routes, "PATCH", r"/v2/schedules/(?P<sid>[^/]+)/(?P<action>pause|resume)")
async def pause_resume(req: Req, sid: str, action: str) -> web.Response:
    req.schedules.set_paused(sid, action == "pause")
    req.core.store.commit()
    return ok()


@route(routes, "POST", r"/v2/schedules/(?P<dest>.+)")
async def create(req: Req, dest: str) -> web.Response:
    schedule_id = req.schedules.upsert(
        destination(dest, req.raw_query), publish_headers(req.headers), req.body, req.caller_ip
    )
    req.core.store.commit()
    return answer({"scheduleId": schedule_id}, 201)


@route(routes, "GET", r"/v2/schedules")
async def list_all(req: Req) -> web.Response:
    items = sorted(req.schedules.items.values(), key=lambda item: item[0]["createdAt"])
    return answer([schedule_json(d, b) for d, b in items])


@route(routes, "GET", r"/v2/schedules/(?P<sid>[^/]+)")
async def get_one(req: Req, sid: str) -> web.Response:
    return answer(schedule_json(*req.schedules.get(sid)))


@route(routes, "DELETE", r"/v2/schedules/(?P<sid>[^/]+)")
async def delete(req: Req, sid: str) -> web.Response:
    req.schedules.delete(sid)
    req.core.store.commit()
    return ok()
