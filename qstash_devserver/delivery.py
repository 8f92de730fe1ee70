"""One delivery attempt and what follows it: retry, callbacks, DLQ, failure callback."""

from __future__ import annotations

import asyncio
import base64
import logging
import random
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import Any, Protocol

import aiohttp
from yarl import URL

from . import jsonx
from .config import Config
from .durations import eval_retry_delay
from .errors import ApiError
from .model import ACTIVE, DELIVERED, ERROR, FAILED, RETRY, Message, message_json, now_ms
from .options import CALLBACK, FAILURE_CALLBACK, delivery_headers, derived_headers, multi
from .publisher import Publisher
from .signing import sign
from .store import Store
from .workflow import RUN_CRITICAL, Workflows

log = logging.getLogger("qstash_devserver")
INJECTED = "injected failure (qstash_devserver --fail-fraction)"


@dataclass
class Result:
    status: int | None
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and self.status is not None and 200 <= self.status < 300

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers if k.lower() == name), None)


class DeliveryHost(Publisher, Protocol):
    """What a delivery needs of the core: the configuration and signing key, the run
    store, recording the outcome, and publishing callbacks."""

    @property
    def config(self) -> Config: ...

    @property
    def current_key(self) -> str: ...

    @property
    def store(self) -> Store: ...

    @property
    def workflows(self) -> Workflows: ...

    def event(self, m: Message, state: str, **extra: Any) -> None: ...

    def finish(self, m: Message, state: str, only_state: bool = False) -> None: ...

    def cancel(self, m: Message) -> bool: ...

    def next_dlq_id(self) -> str: ...


class Deliverer:
    def __init__(self, core: DeliveryHost) -> None:
        self.core = core
        # Which attempts --fail-fraction fails: reproducible from --fail-seed.
        self.fail_rng = random.Random(core.config.fail_seed)
        self.session: aiohttp.ClientSession | None = None  # every delivery, http and https
        self._urls: dict[str, URL] = {}
        self._timeouts: dict[float, aiohttp.ClientTimeout] = {}

    async def open(self) -> None:
        connector = aiohttp.TCPConnector(limit=0, force_close=False, enable_cleanup_closed=True)
        self.session = aiohttp.ClientSession(connector=connector, auto_decompress=False)

    async def close(self) -> None:
        if self.session is not None:
            await self.session.close()

    def _url(self, url: str) -> URL:
        """Parsed once per destination (a yarl URL is immutable), not once per attempt."""
        parsed = self._urls.get(url)
        if parsed is None:
            if len(self._urls) >= 4096:
                self._urls.clear()
            parsed = self._urls[url] = URL(url, encoded=True)
        return parsed

    def _timeout(self, seconds: float) -> aiohttp.ClientTimeout:
        timeout = self._timeouts.get(seconds)
        if timeout is None:
            timeout = self._timeouts[seconds] = aiohttp.ClientTimeout(total=seconds)
        return timeout

    async def attempt(self, m: Message) -> None:
        core, cfg = self.core, self.core.config
        if not core.workflows.is_open(m):
            core.cancel(m)  # its run finished or was cancelled while it waited
            return
        core.event(m, ACTIVE)
        body = core.workflows.delivery_body(m)
        if cfg.latency:
            await asyncio.sleep(cfg.latency)
        inject = cfg.fail_fraction > 0 and self.fail_rng.random() < cfg.fail_fraction
        if inject and cfg.fail_mode == "before":
            result = Result(status=None, error=INJECTED)
        else:
            result = await self.send(m, body)
            if inject:  # the receiver did the work, but the answer is lost
                result = Result(status=None, error=INJECTED + ": answer discarded")
        if result.ok and cfg.duplicate_deliveries:
            await self.send(m, body)  # at-least-once, made visible; outcome ignored
        if m.state != ACTIVE:
            return  # cancelled while in flight
        self.outcome(m, result)

    async def send(self, m: Message, body: bytes) -> Result:
        assert self.session is not None
        cfg = self.core.config
        server = {
            "User-Agent": "Upstash-QStash",
            "Upstash-Signature": sign(self.core.current_key, m.url, body),
            "Upstash-Message-Id": m.id,
            "Upstash-Retried": str(m.retried),
            "Upstash-Caller-Ip": m.caller_ip,
        }
        if m.schedule_id:
            server["Upstash-Schedule-Id"] = m.schedule_id
        if m.run_id:
            server["Upstash-Workflow-RunId"] = m.run_id
            run = self.core.workflows.get(m.run_id)
            if run is not None:
                server["Upstash-Workflow-CreatedAt"] = str(run["workflowRunCreatedAt"])
        headers = delivery_headers(m.opts.forward, m.opts.content_type, server)
        timeout = self._timeout(m.opts.timeout or cfg.timeout)
        try:
            async with self.session.request(
                m.opts.method,
                self._url(m.url),
                data=body or None,
                headers=headers,
                timeout=timeout,
                allow_redirects=False,
            ) as resp:
                payload = await resp.read()
                return Result(resp.status, list(resp.headers.items()), payload)
        except TimeoutError:
            return Result(None, error=f"timeout after {timeout.total}s")
        except (aiohttp.ClientError, OSError, ValueError) as exc:
            return Result(None, error=f"{type(exc).__name__}: {exc}")

    # -- after the attempt -------------------------------------------------------------
    def outcome(self, m: Message, r: Result) -> None:
        core, o = self.core, m.opts
        non_retryable = (
            r.status == 489 and (r.header("upstash-nonretryable-error") or "").lower() == "true"
        )
        if (
            r.ok
            and m.wf_kind in ("init", "step")
            and "WF_DetectTrigger" in o.features
            and r.header("upstash-workflow-sdk-version") is None
        ):
            # A 2xx without the SDK header: the URL is no workflow endpoint.
            r.error, non_retryable = "workflow endpoint answered without the SDK header", True
        if r.ok:
            core.event(m, DELIVERED, **_response_fields(r))
            core.finish(m, DELIVERED, only_state=True)  # retried/errors were written with RETRY
            self.callback(m, r, m.retried)
            if m.wf_kind == "failureCall":
                core.workflows.failure_function_done(m, True)
            return
        error = r.error or f"status {r.status}"
        m.errors.append(
            {
                "error": error,
                "status": r.status,
                "time": now_ms(),
                "body": r.body.decode(errors="replace"),
                "headers": multi(r.headers),
            }
        )
        core.event(m, ERROR, error=error, **_response_fields(r))
        if not core.workflows.is_open(m):
            core.cancel(m)
            return
        if not non_retryable and m.retried < o.retries:
            self.callback(m, r, m.retried)
            m.retried += 1  # this retry's number: 1 for the first
            m.due_at = now_ms() + self._backoff_ms(m, r)
            m.state = RETRY
            core.event(m, RETRY, nextDeliveryTime=m.due_at, error=error)
            core.store.update_message(m)
            return
        # The last attempt: tell a call's callback it is final even when 489 cut it short.
        self.callback(m, r, o.retries)
        self.dead_letter(m, r, error)

    def dead_letter(self, m: Message, r: Result, error: str) -> None:
        core = self.core
        dlq_id = core.next_dlq_id()
        entry = {
            **message_json(m),
            "dlqId": dlq_id,
            "createdAt": m.created_at,
            "responseStatus": r.status or 0,
            "responseHeader": multi(r.headers),
            "responseBody": r.body.decode(errors="replace"),
            "error": error,
            "_row": m.to_row(),
        }
        run = core.workflows.get(m.run_id) if m.run_id else None
        if run is not None:
            entry.update(
                workflowUrl=run["workflowUrl"], workflowCreatedAt=run["workflowRunCreatedAt"]
            )
        core.store.dlq_put(dlq_id, m.id, now_ms(), entry, m.body)
        core.event(m, FAILED, error=error, **_response_fields(r))
        core.finish(m, FAILED)
        if m.wf_kind in RUN_CRITICAL:
            core.workflows.fail(m, dlq_id, r.body.decode(errors="replace"))
        if m.wf_kind == "failureCall":
            core.workflows.failure_function_done(m, False)
        if m.opts.failure_callback:
            self.failure_callback(m, r, dlq_id)

    def _backoff_ms(self, m: Message, r: Result) -> int:
        retry_after = r.header("retry-after")
        if retry_after:
            try:
                return int(float(retry_after) * 1000)
            except ValueError:
                try:
                    return max(
                        0, int(parsedate_to_datetime(retry_after).timestamp() * 1000) - now_ms()
                    )
                except (TypeError, ValueError):
                    pass
        # `m.retried` is the number of the retry about to wait (1 for the first).
        if m.opts.retry_delay:
            try:
                # The expression's `retried` counts the retries before this one (from 0).
                return int(eval_retry_delay(m.opts.retry_delay, m.retried - 1))
            except (ValueError, ArithmeticError, SyntaxError, TypeError):
                log.warning("bad Upstash-Retry-Delay %r, using the schedule", m.opts.retry_delay)
        return int(self.core.config.backoff(m.retried) * 1000)

    def _report(self, m: Message, r: Result, retried: int) -> dict[str, Any]:
        return {
            "status": r.status or 0,
            "header": multi(r.headers),
            "body": base64.b64encode(r.body).decode(),
            "retried": retried,
            "maxRetries": m.opts.retries,
            "sourceMessageId": m.id,
            "url": m.url,
            "method": m.opts.method,
            "sourceHeader": multi(m.opts.forward),
            "sourceBody": base64.b64encode(m.body).decode(),
            "createdAt": m.created_at,
            "notBefore": m.not_before,
            "callerIP": m.caller_ip,
            "scheduleId": m.schedule_id or "",
            "topicName": m.topic or "",
        }

    def callback(self, m: Message, r: Result, retried: int) -> None:
        """Callbacks fire after every attempt, successful or not."""
        if m.opts.callback:
            headers = derived_headers(m.headers, CALLBACK, m.opts.retries)
            self._publish(m.opts.callback, headers, self._report(m, r, retried), m)

    def failure_callback(self, m: Message, r: Result, dlq_id: str) -> None:
        report = {**self._report(m, r, m.retried), "dlqId": dlq_id}
        run = self.core.workflows.get(m.run_id) if m.run_id else None
        if run is not None:
            report.update(
                url=run["workflowUrl"],
                sourceBody=run["initialBody"],
                workflowRunId=run["workflowRunId"],
                workflowCreatedAt=run["workflowRunCreatedAt"],
            )
        headers = derived_headers(m.headers, FAILURE_CALLBACK, m.opts.retries)
        assert m.opts.failure_callback is not None
        answer = self._publish(m.opts.failure_callback, headers, report, m)
        if run is not None and answer is not None:
            self.core.workflows.failure_function_started(
                run["workflowRunId"],
                {
                    "messageId": answer,
                    "url": m.opts.failure_callback,
                    "dlqId": dlq_id,
                    "failStatus": r.status or 0,
                    "failResponse": r.body.decode(errors="replace"),
                    "failHeaders": multi(r.headers),
                },
            )

    def _publish(
        self, url: str, headers: list[tuple[str, str]], report: dict[str, Any], source: Message
    ) -> str | None:
        headers = [("Content-Type", "application/json"), *headers]
        try:
            answer = self.core.accept(url, headers, jsonx.dumpb(report), caller_ip=source.caller_ip)
        except ApiError as exc:
            log.warning("callback of %s to %s dropped: %s", source.id, url, exc.message)
            return None
        return str(answer["messageId"]) if isinstance(answer, dict) else None


def _response_fields(r: Result) -> dict[str, Any]:
    if r.status is None:
        return {}
    return {
        "responseStatus": r.status,
        "responseHeader": multi(r.headers),
        "responseBody": r.body.decode(errors="replace"),
    }
