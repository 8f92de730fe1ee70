"""Keys, queues, URL groups and flow control (the small endpoints)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ..durations import parse_duration
from ..errors import ApiError
from ..model import now_ms
from ..options import FlowControl, OptionError, check_flow_limits
from ..signing import new_signing_key
from .base import Req, Route, answer, ok, route

routes: list[Route] = []


@route(routes, "GET", r"/v2/keys")
async def keys(req: Req) -> web.Response:
    return answer({"current": req.core.current_key, "next": req.core.next_key})


@route(routes, "POST", r"/v2/keys/rotate")
async def rotate(req: Req) -> web.Response:
    req.core.rotate_keys(req.core.next_key, new_signing_key())
    req.core.store.commit()
    return answer({"current": req.core.current_key, "next": req.core.next_key})


# -- queues ------------------------------------------------------------------------------
def _queue_json(req: Req, q: dict[str, Any]) -> dict[str, Any]:
    lag = sum(1 for m in req.core.live.values() if m.queue == q["name"])
    return {**q, "lag": lag}


@route(routes, "POST", r"/v2/queues")
async def upsert_queue(req: Req) -> web.Response:
    body = req.json() or {}
    if not isinstance(body, dict):  # a list answered 500 in plain text
        raise ApiError(400, "the body must be a JSON object")
    name = body.get("queueName")
    if not name or not isinstance(name, str):
        raise ApiError(400, "queueName is required (a string)")
    parallelism, paused = body.get("parallelism"), body.get("paused", False)
    # Checked, not coerced: bool("false") is true, and paused the queue it was to resume.
    if parallelism is not None and type(parallelism) is not int:
        raise ApiError(400, "parallelism must be an integer")
    if parallelism is not None and parallelism < 1:
        # Read as 1, a queue asked to deliver nothing delivered one at a time without a word.
        raise ApiError(400, f"parallelism must be at least 1, got {parallelism}")
    if not isinstance(paused, bool):
        raise ApiError(400, "paused must be true or false")
    q = req.core.ensure_queue(name)
    q.update(parallelism=parallelism or 1, paused=paused, updatedAt=now_ms())
    _save_queue(req, q)
    return ok()


def _save_queue(req: Req, q: dict[str, Any]) -> None:
    req.core.store.kv_put("queues", q["name"], q)
    state = req.core.dispatcher.queue(q["name"])
    state.parallelism, state.paused = q["parallelism"], q["paused"]
    req.core.store.commit()
    req.core.dispatcher.poke()


def _queue(req: Req, name: str) -> dict[str, Any]:
    q = req.core.store.kv_get("queues", name)
    if q is None:
        raise ApiError(404, f"queue {name} not found")
    return dict(q)


@route(routes, "GET", r"/v2/queues")
async def list_queues(req: Req) -> web.Response:
    return answer([_queue_json(req, q) for q in req.core.store.kv_all("queues").values()])


@route(routes, "GET", r"/v2/queues/(?P<name>[^/]+)")
async def get_queue(req: Req, name: str) -> web.Response:
    return answer(_queue_json(req, _queue(req, name)))


@route(routes, "DELETE", r"/v2/queues/(?P<name>[^/]+)")
async def delete_queue(req: Req, name: str) -> web.Response:
    _queue(req, name)
    req.core.store.kv_delete("queues", name)
    req.core.store.commit()
    # Forgotten as a restart forgets it: a queue of this name made again by an enqueue
    # read as not paused, with parallelism 1, but kept the deleted one's pause and limit.
    state = req.core.dispatcher.queue(name)
    state.parallelism, state.paused = 1, False
    req.core.dispatcher.poke()
    return ok()


@route(routes, "POST", r"/v2/queues/(?P<name>[^/]+)/(?P<action>pause|resume)")
async def pause_queue(req: Req, name: str, action: str) -> web.Response:
    q = _queue(req, name)
    q.update(paused=action == "pause", updatedAt=now_ms())
    _save_queue(req, q)
    return ok()


# -- URL groups ("topics") -----------------------------------------------------------------
@route(routes, "POST", r"/v2/topics/(?P<name>[^/]+)/endpoints")
@route(routes, "DELETE", r"/v2/topics/(?P<name>[^/]+)/endpoints")
async def endpoints(req: Req, name: str) -> web.Response:
    body = req.json() or {}
    given = (body.get("endpoints") if isinstance(body, dict) else None) or []
    if not isinstance(given, list) or not all(isinstance(e, dict) for e in given):
        raise ApiError(400, "endpoints must be a list of objects")
    if req.method == "POST" and not all(
        isinstance(e.get("url"), str) and e["url"].startswith(("http://", "https://"))
        for e in given
    ):
        # Stored, a url of 5 made every publish to the group a message that never ends.
        raise ApiError(400, "every endpoint needs an http(s) url")
    now = now_ms()
    group = req.core.store.kv_get("topics", name) or {
        "name": name,
        "createdAt": now,
        "endpoints": [],
    }
    if req.method == "POST":
        urls = {e["url"] for e in group["endpoints"]}
        group["endpoints"] += [e for e in given if e.get("url") and e["url"] not in urls]
    else:
        gone = {e.get("url") for e in given} | {e.get("name") for e in given if e.get("name")}
        group["endpoints"] = [
            e for e in group["endpoints"] if e["url"] not in gone and e.get("name") not in gone
        ]
    group["updatedAt"] = now
    req.core.store.kv_put("topics", name, group)
    req.core.store.commit()
    return ok()


@route(routes, "GET", r"/v2/topics")
async def list_topics(req: Req) -> web.Response:
    return answer(list(req.core.store.kv_all("topics").values()))


@route(routes, "GET", r"/v2/topics/(?P<name>[^/]+)")
async def get_topic(req: Req, name: str) -> web.Response:
    group = req.core.store.kv_get("topics", name)
    if group is None:
        raise ApiError(404, f"url group {name} not found")
    return answer(group)


@route(routes, "DELETE", r"/v2/topics/(?P<name>[^/]+)")
async def delete_topic(req: Req, name: str) -> web.Response:
    # Deleting a group that does not exist succeeds: the SDKs' own tests delete first.
    req.core.store.kv_delete("topics", name)
    req.core.store.commit()
    return ok()


# -- flow control --------------------------------------------------------------------------
def _flow_json(req: Req, key: str) -> dict[str, Any]:
    f = req.core.dispatcher.flow(key)
    return {
        "flowControlKey": key,
        "waitListSize": req.core.dispatcher.waiting("f:" + key),
        "parallelismMax": f.parallelism or 0,
        "parallelismCount": f.in_flight,
        "rateMax": f.rate or 0,
        "rateCount": f.window_count,
        "ratePeriod": f.period_ms // 1000,
        "ratePeriodStart": f.window_start,
        "isPaused": f.paused,
        "isPinnedParallelism": f.pinned_parallelism,
        "isPinnedRate": f.pinned_rate,
    }


@route(routes, "GET", r"/v2/flowControl")
async def list_flows(req: Req) -> web.Response:
    return answer([_flow_json(req, k) for k in sorted(req.core.dispatcher.flows)])


@route(routes, "GET", r"/v2/flowControl/(?P<key>[^/]+)")
async def get_flow(req: Req, key: str) -> web.Response:
    if key not in req.core.dispatcher.flows:
        raise ApiError(404, f"flow control key {key} not found")
    return answer(_flow_json(req, key))


@route(routes, "POST", r"/v2/flowControl/(?P<key>[^/]+)/(?P<action>pause|resume|resetRate)")
async def flow_action(req: Req, key: str, action: str) -> web.Response:
    """A pause ahead of a key's first message holds it; a resume or reset of a key that
    does not exist has nothing to do and, as QStash documents, still answers 200."""
    if action != "pause" and _unknown_flow(req, key):
        return ok()
    f = req.core.dispatcher.flow(key)
    if action == "resetRate":
        f.window_start, f.window_count = now_ms(), 0
    else:
        f.paused = action == "pause"
        _save_flow(req, key)
    req.core.dispatcher.poke()
    return ok()


def _unknown_flow(req: Req, key: str) -> bool:
    return key not in req.core.dispatcher.flows


def _save_flow(req: Req, key: str) -> None:
    req.core.store.kv_put("flow", key, req.core.dispatcher.flow(key).saved())
    req.core.store.commit()


@route(routes, "POST", r"/v2/flowControl/(?P<key>[^/]+)/pin")
async def pin_flow(req: Req, key: str) -> web.Response:
    """Fix the key's limits: later messages' Upstash-Flow-Control-Value no longer change them.

    Checked whole before the key is touched, like a publish's limits: a refused pin leaves
    no key behind and no half of itself applied."""
    given = {name: v for name in ("parallelism", "rate", "period") if (v := req.arg(name))}
    if "parallelism" not in given and "rate" not in given:
        # A period alone is the window of no rate: such a pin fixed nothing, yet made a key.
        raise ApiError(400, "pin needs parallelism or rate")
    pinned = FlowControl(
        key,
        parallelism=req.int_arg("parallelism", 0) if "parallelism" in given else None,
        rate=req.int_arg("rate", 0) if "rate" in given else None,
        period=_period(given["period"]) if "rate" in given and "period" in given else 1.0,
    )
    try:
        check_flow_limits(pinned, "pin: " + ", ".join(f"{n}={v}" for n, v in given.items()))
    except OptionError as exc:
        raise ApiError(400, str(exc)) from exc
    f = req.core.dispatcher.flow(key)
    if pinned.parallelism is not None:
        f.parallelism, f.pinned_parallelism = pinned.parallelism, True
    if pinned.rate is not None:
        f.rate, f.pinned_rate = pinned.rate, True
        if "period" in given:
            f.period_ms = int(pinned.period * 1000)
    _save_flow(req, key)
    req.core.dispatcher.poke()
    return ok()


@route(routes, "POST", r"/v2/flowControl/(?P<key>[^/]+)/unpin")
async def unpin_flow(req: Req, key: str) -> web.Response:
    if _unknown_flow(req, key):
        return ok()  # nothing pinned; see flow_action
    f = req.core.dispatcher.flow(key)
    if (req.arg("parallelism") or "").lower() == "true":
        f.pinned_parallelism = False
    if (req.arg("rate") or "").lower() == "true":
        f.pinned_rate = False
    _save_flow(req, key)
    return ok()


def _period(raw: str) -> float:
    try:
        return parse_duration(raw)
    except ValueError as exc:
        raise ApiError(400, f"invalid period: {raw!r}") from exc


@route(routes, "GET", r"/v2/globalParallelism")
async def global_parallelism(req: Req) -> web.Response:
    d = req.core.dispatcher
    return answer({"parallelismMax": d.concurrency, "parallelismCount": d.in_flight})
