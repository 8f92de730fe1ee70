"""One delivery attempt: the signed request to the destination, with the fault hooks.

What follows it (retry, callbacks, DLQ, failure callback) is `delivery_outcome.py`.
"""

from __future__ import annotations

import asyncio
import random

import aiohttp
from yarl import URL

from .delivery_outcome import AfterAttempt
from .delivery_types import DeliveryHost, Result
from .model import ACTIVE, Message
from .options import delivery_headers
from .signing import sign

INJECTED = "injected failure (qstash_devserver --fail-fraction)"


class Deliverer(AfterAttempt):
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
