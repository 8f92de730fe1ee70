"""`waitForEvent` and `notify`: runs parked on an event id until notified or timed out.

A waiting SDK posts `POST /v2/wait/{eventId}` with its step headers and
`{url, timeout, timeoutUrl, timeoutHeaders, timeoutBody, step}`. `POST /v2/notify/
{eventId}` resumes every waiter of the event: the step is published to the waiter's URL
with `out` = base64 of the event data and `waitTimeout: false`. A waiter whose deadline
passes is published to its timeout URL with `waitTimeout: true` and no `out`.
`POST /v2/notify/{runId}/{eventId}` also keeps the event for that run when nobody waits
yet ("lookback"), so a wait arriving later resumes at once. Waiters and kept events
are stored, and timers re-armed at start.
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
from typing import Any

from .durations import parse_duration
from .errors import ApiError
from .invoke import flat_headers
from .model import new_id, now_ms
from .options import multi
from .publisher import Publisher
from .store import Store

log = logging.getLogger("qstash_devserver")
DEFAULT_TIMEOUT = "7d"
PUBLIC = ("url", "deadline", "headers", "timeoutUrl", "timeoutBody", "timeoutHeaders")


class Waiters:
    def __init__(self, store: Store, publisher: Publisher) -> None:
        self.store = store
        self.publisher = publisher
        self._timers: dict[str, asyncio.TimerHandle] = {}

    def load(self) -> None:
        for waiter in self.store.kv_all("waiters").values():
            self._arm(waiter)

    def _arm(self, waiter: dict[str, Any]) -> None:
        delay = max(0.0, (waiter["deadline"] - now_ms()) / 1000)
        loop = asyncio.get_running_loop()
        self._timers[waiter["id"]] = loop.call_later(delay, self._expire, waiter["id"])

    def _forget(self, waiter_id: str) -> None:
        handle = self._timers.pop(waiter_id, None)
        if handle is not None:
            handle.cancel()
        self.store.kv_delete("waiters", waiter_id)

    # -- waiting ---------------------------------------------------------------------
    def wait(self, event_id: str, headers: list[tuple[str, str]], body: Any) -> None:
        if (
            not isinstance(body, dict)
            or not body.get("url")
            or not isinstance(body.get("step"), dict)
        ):
            raise ApiError(400, "a wait needs a url and the waiting step")
        run_id = next((v for k, v in headers if k.lower() == "upstash-workflow-runid"), None)
        timeout = str(body.get("timeout") or DEFAULT_TIMEOUT)
        try:
            timeout_s = parse_duration(timeout)
        except ValueError as exc:
            raise ApiError(400, str(exc)) from exc
        waiter = {
            "id": new_id("wtr"),
            "eventId": event_id,
            "runId": run_id,
            "url": body["url"],
            "deadline": now_ms() + int(timeout_s * 1000),
            "timeout": timeout,
            "headers": multi(headers),
            "timeoutUrl": body.get("timeoutUrl") or body["url"],
            "timeoutBody": body.get("timeoutBody"),
            "timeoutHeaders": body.get("timeoutHeaders") or multi(headers),
            "step": body["step"],
        }
        kept = self.store.kv_get("events", f"{run_id}/{event_id}") if run_id else None
        if kept is not None:  # notified before it waited (lookback)
            self.store.kv_delete("events", f"{run_id}/{event_id}")
            self._resume(waiter, base64.b64decode(kept["data"]))
            return
        self.store.kv_put("waiters", waiter["id"], waiter)
        self._arm(waiter)

    def waiters(self, event_id: str) -> list[dict[str, Any]]:
        return [w for w in self.store.kv_all("waiters").values() if w["eventId"] == event_id]

    # -- ending a wait ---------------------------------------------------------------
    def notify(self, event_id: str, data: bytes, run_id: str | None = None) -> list[dict[str, Any]]:
        answers = []
        for waiter in self.waiters(event_id):
            if run_id is not None and waiter["runId"] != run_id:
                continue
            self._forget(waiter["id"])
            message_id, error = self._resume(waiter, data)
            answers.append(
                {"waiter": {k: waiter[k] for k in PUBLIC}, "messageId": message_id, "error": error}
            )
        if run_id is not None and not answers:
            self.store.kv_put(
                "events", f"{run_id}/{event_id}", {"data": base64.b64encode(data).decode()}
            )
        return answers

    def _resume(self, waiter: dict[str, Any], data: bytes) -> tuple[str, str]:
        step = {**_waited(waiter), "out": base64.b64encode(data).decode(), "waitTimeout": False}
        return self._publish(waiter["url"], waiter["headers"], step)

    def _expire(self, waiter_id: str) -> None:
        self._timers.pop(waiter_id, None)
        waiter = self.store.kv_get("waiters", waiter_id)
        if waiter is None:
            return
        self.store.kv_delete("waiters", waiter_id)
        step = {**_waited(waiter), "waitTimeout": True}
        self._publish(waiter["timeoutUrl"], waiter["timeoutHeaders"], step)
        self.store.commit()

    def _publish(self, url: str, headers: Any, step: dict[str, Any]) -> tuple[str, str]:
        try:
            answer = self.publisher.accept(url, flat_headers(headers), json.dumps(step).encode())
        except ApiError as exc:  # the run ended while it waited
            log.info("wait resumption to %s dropped: %s", url, exc.message)
            return "", exc.message
        return str(answer.get("messageId", "")), ""

    def drop_run(self, run_id: str) -> None:
        """A run that ended waits for nothing any more."""
        for waiter in self.store.kv_all("waiters").values():
            if waiter["runId"] == run_id:
                self._forget(waiter["id"])


def _waited(waiter: dict[str, Any]) -> dict[str, Any]:
    """The waiting step with what it waited for, as the run log shows a Wait step: the
    SDK's step names neither the event nor the timeout (they are in the wait's path and
    body), and `waitTimeoutDeadline` is the waiter's deadline."""
    return {
        **waiter["step"],
        "waitEventId": waiter["eventId"],
        "timeout": waiter.get("timeout"),
        "waitTimeoutDeadline": waiter["deadline"],
    }
