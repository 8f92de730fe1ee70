"""The pieces every route module shares: the request view, JSON answers, route table."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from aiohttp import web

from .. import jsonx
from ..errors import ApiError

if TYPE_CHECKING:
    from ..core import Core
    from ..schedules import Schedules


@dataclass
class Req:
    core: Core
    schedules: Schedules
    method: str
    path: str
    raw_query: str  # without qstash_token, kept verbatim for publish destinations
    query: list[tuple[str, str]]
    headers: list[tuple[str, str]]
    body: bytes
    caller_ip: str

    def arg(self, name: str, default: str | None = None) -> str | None:
        return next((v for k, v in self.query if k == name), default)

    def args(self, name: str) -> list[str]:
        return [v for k, v in self.query if k == name]

    def json(self) -> Any:
        if not self.body.strip():
            return None
        try:
            return jsonx.loads(self.body)
        except ValueError as exc:
            raise ApiError(400, f"invalid JSON body: {exc}") from exc

    def int_arg(self, name: str, default: int) -> int:
        raw = self.arg(name)
        try:
            return default if raw in (None, "") else int(raw)  # type: ignore[arg-type]
        except ValueError as exc:
            raise ApiError(400, f"{name} must be an integer") from exc


Handler = Callable[..., Awaitable[web.StreamResponse]]


@dataclass
class Route:
    method: str
    pattern: re.Pattern[str]
    handler: Handler


def route(routes: list[Route], method: str, pattern: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        routes.append(Route(method, re.compile(pattern + "$"), handler))
        return handler

    return register


def answer(data: Any, status: int = 200) -> web.Response:
    return web.Response(body=jsonx.dumpb(data), status=status, content_type="application/json")


def ok() -> web.Response:
    return web.Response(status=200)


def split_query(raw: str) -> tuple[str, list[tuple[str, str]], str | None]:
    """Query without `qstash_token` (raw and parsed) and the token, if any."""
    kept, token = [], None
    for part in raw.split("&") if raw else []:
        if part.startswith("qstash_token="):
            token = dict(parse_qsl(part)).get("qstash_token")
        else:
            kept.append(part)
    raw_kept = "&".join(kept)
    return raw_kept, parse_qsl(raw_kept, keep_blank_values=True), token


def paginate(
    items: list[dict[str, Any]], req: Req, key: str, default_count: int = 1000
) -> tuple[list[dict[str, Any]], str | None]:
    """Offset cursors over an already filtered, newest-first list."""
    count = max(1, min(req.int_arg("count", default_count), 1000))
    start = req.int_arg("cursor", 0)
    page = items[start : start + count]
    nxt = str(start + count) if start + count < len(items) else None
    return page, nxt
