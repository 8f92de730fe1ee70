"""Integration harness: the real pipelines, through a real qstash_devserver subprocess,
delivering signed HTTP to Django's live server. Nothing of QStash or the SDK is faked.

`pipelines` gives a running setup; `pipelines.restart_qstash(**options)` swaps in a
server with test hooks (duplicate deliveries, failing attempts, latency).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

import pytest

from memoryflow.workflows import monitor
from qstash_devserver.testing import DevServer, running_devserver

DEFAULT_QSTASH = {"retry_schedule": "fast", "concurrency": 16}


class Pipelines:
    def __init__(self, live_url: str, settings: Any, stack: ExitStack) -> None:
        self.live_url = live_url
        self.settings = settings
        self.stack = stack
        self.qstash: DevServer | None = None

    def restart_qstash(self, **options: Any) -> DevServer:
        """A fresh QStash (new store) with these options, and the settings pointed at it."""
        if self.qstash is not None:
            self.qstash.terminate()
        self.qstash = self.stack.enter_context(running_devserver(**{**DEFAULT_QSTASH, **options}))
        self.settings.QSTASH_URL = self.qstash.url
        self.settings.QSTASH_TOKEN = self.qstash.token
        self.settings.QSTASH_CURRENT_SIGNING_KEY = self.qstash.current_signing_key
        self.settings.QSTASH_NEXT_SIGNING_KEY = self.qstash.next_signing_key
        return self.qstash

    def run(
        self, trigger: Callable[[], str], *, timeout_s: float = 120
    ) -> tuple[monitor.Progress, list[dict[str, Any]]]:
        """Trigger, then wait until every run and trigger since then is finished."""
        since = monitor.now_ms() - 1000
        trigger()
        state, runs = monitor.wait_until_finished(since_ms=since, timeout_s=timeout_s, poll_s=0.3)
        if not state.finished:
            pending = monitor.pending_trigger_events(since_ms=since)
            summary = [
                (e["state"], e["url"].rsplit("/", 2)[-2:], e.get("error")) for e in pending[:10]
            ]
            raise AssertionError(
                f"runs still going after {timeout_s}s: {state}; pending: {summary}"
            )
        return state, [monitor.describe(run) for run in runs]


@pytest.fixture
def pipelines(live_server: Any, settings: Any) -> Iterator[Pipelines]:
    settings.MEMORYFLOW_BASE_URL = live_server.url
    with ExitStack() as stack:
        harness = Pipelines(live_server.url, settings, stack)
        harness.restart_qstash()
        yield harness
