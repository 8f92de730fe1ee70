"""Cron schedules: stored, upserted by id, paused/resumed, fired on time.

A firing publishes an ordinary message carrying the schedule id. The next firing time
is written in the same transaction as the fired message, so a crash neither loses a
firing nor repeats one; a firing missed while the server was down happens once at start.
Cron: 5 fields as QStash, optional `CRON_TZ=Area/City ` prefix; as a development
extension a 6th field gives seconds (croniter's convention), which lets tests see a
schedule fire without waiting for a minute boundary.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from croniter import croniter

from .durations import parse_duration
from .errors import ApiError
from .model import new_id, now_ms
from .options import Headers, OptionError, lower_map, parse_options

if TYPE_CHECKING:
    from .core import Core

log = logging.getLogger("qstash_devserver")
NOT_STORED = ("upstash-cron", "upstash-schedule-id", "authorization")


def next_fire(cron: str, after_ms: int) -> int:
    """The first firing strictly after `after_ms`, in Unix ms."""
    expr, tz = cron.strip(), UTC
    if expr.upper().startswith("CRON_TZ="):
        name, _, expr = expr[len("CRON_TZ=") :].partition(" ")
        try:
            tz = ZoneInfo(name)  # type: ignore[assignment]
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise ApiError(400, f"unknown CRON_TZ time zone: {name}") from exc
    if len(expr.split()) not in (5, 6) or not croniter.is_valid(expr):
        raise ApiError(400, f"invalid cron expression: {cron!r}")
    start = datetime.fromtimestamp(after_ms / 1000, tz)
    return int(croniter(expr, start).get_next(float) * 1000)


class Schedules:
    def __init__(self, core: Core) -> None:
        self.core = core
        self.items: dict[str, tuple[dict[str, Any], bytes]] = {}
        self._wake = asyncio.Event()

    def load(self) -> None:
        self.items = {d["scheduleId"]: (d, b) for d, b in self.core.store.schedules()}

    def upsert(self, destination: str, headers: Headers, body: bytes, caller_ip: str) -> str:
        h = lower_map(headers)
        cron = h.get("upstash-cron")
        if not cron:
            raise ApiError(400, "Upstash-Cron header is required")
        try:
            parse_options(headers)
        except OptionError as exc:
            raise ApiError(400, str(exc)) from exc
        now = now_ms()
        schedule_id = h.get("upstash-schedule-id") or new_id("scd")
        previous = self.items.get(schedule_id)
        data = {
            "scheduleId": schedule_id,
            "destination": destination,
            "cron": cron,
            "createdAt": previous[0]["createdAt"] if previous else now,
            "headers": [[k, v] for k, v in headers if k.lower() not in NOT_STORED],
            "callerIP": caller_ip,
            "isPaused": False,
            "nextScheduleTime": next_fire(cron, now),
        }
        if previous and "lastScheduleTime" in previous[0]:
            data["lastScheduleTime"] = previous[0]["lastScheduleTime"]
        self._save(data, body)
        return schedule_id

    def _save(self, data: dict[str, Any], body: bytes) -> None:
        self.items[data["scheduleId"]] = (data, body)
        self.core.store.schedule_put(data["scheduleId"], data, body)
        self._wake.set()

    def get(self, schedule_id: str) -> tuple[dict[str, Any], bytes]:
        if schedule_id not in self.items:
            raise ApiError(404, f"schedule {schedule_id} not found")
        return self.items[schedule_id]

    def delete(self, schedule_id: str) -> None:
        self.get(schedule_id)
        del self.items[schedule_id]
        self.core.store.schedule_delete(schedule_id)

    def set_paused(self, schedule_id: str, paused: bool) -> None:
        data, body = self.get(schedule_id)
        data = {**data, "isPaused": paused}
        if not paused:
            data["nextScheduleTime"] = next_fire(data["cron"], now_ms())
        self._save(data, body)

    async def run_forever(self) -> None:
        while True:
            now = now_ms()
            upcoming: list[int] = []
            for data, body in list(self.items.values()):
                if data["isPaused"]:
                    continue
                if data["nextScheduleTime"] <= now:
                    self._fire(data, body, now)
                    self.core.store.commit()
                upcoming.append(self.items[data["scheduleId"]][0]["nextScheduleTime"])
            timeout = (min(upcoming) - now_ms()) / 1000 if upcoming else None
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(
                    self._wake.wait(), None if timeout is None else max(0.0, timeout)
                )

    def _fire(self, data: dict[str, Any], body: bytes, now: int) -> None:
        headers = [(k, v) for k, v in data["headers"]]
        fired = {**data, "lastScheduleTime": now, "nextScheduleTime": next_fire(data["cron"], now)}
        fired.pop("error", None)
        try:
            self.core.accept(
                data["destination"],
                headers,
                body,
                caller_ip=data["callerIP"],
                schedule_id=data["scheduleId"],
            )
        except ApiError as exc:
            log.warning("schedule %s could not publish: %s", data["scheduleId"], exc.message)
            # The schedule's `error`, as QStash reports its last trigger's failure: in the
            # server's log alone, a schedule whose every firing failed read as sound.
            fired["error"] = exc.message
        self._save(fired, body)


def schedule_json(data: dict[str, Any], body: bytes) -> dict[str, Any]:
    from .model import body_fields, redacted_headers

    headers = [(k, v) for k, v in data["headers"]]
    o = parse_options(headers)
    out: dict[str, Any] = {
        "scheduleId": data["scheduleId"],
        "destination": data["destination"],
        "cron": data["cron"],
        "createdAt": data["createdAt"],
        "method": o.method,
        "retries": o.retries,
        "header": redacted_headers(o),
        "isPaused": data["isPaused"],
        "callerIP": data["callerIP"],
        "nextScheduleTime": data["nextScheduleTime"],
        **body_fields(body, "body" in o.redact),
    }
    optional = {
        "callback": o.callback,
        "failureCallback": o.failure_callback,
        "lastScheduleTime": data.get("lastScheduleTime"),
        "label": o.label,
        "labels": o.labels or None,
        "queueName": o.queue,
        "retryDelayExpression": o.retry_delay,
        "error": data.get("error"),
    }
    out.update({k: v for k, v in optional.items() if v is not None})
    h = lower_map(headers)
    if "upstash-delay" in h:
        # Seconds, as the SDKs read it: the header's own text ("2m") is no number.
        out["delay"] = int(parse_duration(h["upstash-delay"]))
    if o.timeout is not None:
        out["timeout"] = int(o.timeout)
    if o.flow is not None:
        out.update(
            flowControlKey=o.flow.key,
            parallelism=o.flow.parallelism,
            rate=o.flow.rate,
            period=int(o.flow.period),
        )
    return out
