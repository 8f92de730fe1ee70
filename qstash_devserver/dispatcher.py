"""Decides which due message is delivered next: timers, queues, flow control, global bound.

One coroutine owns all counters, so no locks: a message starts only when the global
concurrency, its queue's parallelism and its flow-control key's parallelism and rate
window allow it; the others wait in per-gate FIFO lists and are re-examined when a
delivery ends or a rate window rolls over.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections import deque
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from .model import ACTIVE, LIVE, RETRY, Message, now_ms
from .options import FlowControl


@dataclass
class FlowState:
    parallelism: int | None = None
    rate: int | None = None
    period_ms: int = 1000
    paused: bool = False
    in_flight: int = 0
    window_start: int = 0
    window_count: int = 0
    # Pinned limits ignore what incoming messages say until unpinned.
    pinned_parallelism: bool = False
    pinned_rate: bool = False

    def configure(self, flow: FlowControl) -> None:
        if not self.pinned_parallelism:
            self.parallelism = flow.parallelism
        if not self.pinned_rate:
            self.rate, self.period_ms = flow.rate, int(flow.period * 1000)

    def saved(self) -> dict[str, Any]:
        """What survives a restart: the operator's settings, not the counters."""
        return {
            "paused": self.paused,
            "pinnedParallelism": self.parallelism if self.pinned_parallelism else None,
            "pinnedRate": [self.rate, self.period_ms] if self.pinned_rate else None,
        }

    def restore(self, saved: dict[str, Any]) -> None:
        self.paused = bool(saved.get("paused"))
        if saved.get("pinnedParallelism") is not None:
            self.parallelism, self.pinned_parallelism = saved["pinnedParallelism"], True
        if saved.get("pinnedRate") is not None:
            (self.rate, self.period_ms), self.pinned_rate = saved["pinnedRate"], True


@dataclass
class QueueState:
    parallelism: int = 1
    paused: bool = False
    in_flight: int = 0


class Dispatcher:
    def __init__(
        self, concurrency: int, run: Callable[[Message], Coroutine[Any, Any, None]]
    ) -> None:
        self.concurrency = max(1, concurrency)
        self._run = run
        self._timers: list[tuple[int, int, str | None]] = []
        self._seq = itertools.count()
        self._messages: dict[str, Message] = {}
        self._groups: dict[str | None, deque[str]] = {None: deque()}
        self._queued: set[str] = set()
        self.flows: dict[str, FlowState] = {}
        self.queues: dict[str, QueueState] = {}
        self.in_flight = 0
        self._wake = asyncio.Event()
        self._tasks: set[asyncio.Task[None]] = set()

    # -- inputs ----------------------------------------------------------------------
    def add(self, m: Message) -> None:
        """Hold `m` until its due time, then deliver it when its gates allow."""
        self._messages[m.id] = m
        heapq.heappush(self._timers, (m.due_at, next(self._seq), m.id))
        self.poke()

    def poke(self) -> None:
        self._wake.set()

    def flow(self, key: str) -> FlowState:
        return self.flows.setdefault(key, FlowState())

    def queue(self, name: str) -> QueueState:
        return self.queues.setdefault(name, QueueState())

    def waiting(self, group: str) -> int:
        return len(self._groups.get(group, ()))

    # -- the loop --------------------------------------------------------------------
    async def run_forever(self) -> None:
        while True:
            now = now_ms()
            while self._timers and self._timers[0][0] <= now:
                _, _, mid = heapq.heappop(self._timers)
                m = self._messages.get(mid) if mid else None
                # Skip stale timer entries: cancelled, rescheduled later, or already queued.
                if (
                    m is not None
                    and m.state in LIVE
                    and m.state != ACTIVE
                    and m.due_at <= now
                    and m.id not in self._queued
                ):
                    self._queued.add(m.id)
                    self._groups.setdefault(_group(m), deque()).append(m.id)
            next_wake = self._start_what_can_start(now)
            if self._timers:
                next_wake = min(next_wake or self._timers[0][0], self._timers[0][0])
            timeout = None if next_wake is None else max(0.0, (next_wake - now_ms()) / 1000)
            self._wake.clear()
            await self._sleep(timeout)

    async def _sleep(self, timeout: float | None) -> None:
        """Until poked or `timeout` s passed: a timer handle, not wait_for's extra task."""
        if timeout is not None and timeout <= 0:
            await asyncio.sleep(0)  # let the loop run once; due work is handled next pass
            return
        handle = (
            None
            if timeout is None
            else asyncio.get_running_loop().call_later(timeout, self._wake.set)
        )
        try:
            await self._wake.wait()
        finally:
            if handle is not None:
                handle.cancel()

    def _start_what_can_start(self, now: int) -> int | None:
        """Round-robin over the gate groups; returns when a rate window next opens."""
        next_window: int | None = None
        progress = True
        while progress and self.in_flight < self.concurrency:
            progress = False
            for group in list(self._groups):
                dq = self._groups[group]
                while dq:
                    head = self._messages.get(dq[0])
                    if head is not None and head.state in LIVE:
                        break
                    self._queued.discard(dq.popleft())  # cancelled while waiting
                if not dq:
                    if group is not None:
                        del self._groups[group]
                    continue
                m = self._messages[dq[0]]
                allowed, reopen = self._allowed(m, now)
                if reopen is not None:
                    next_window = reopen if next_window is None else min(next_window, reopen)
                if not allowed:
                    continue
                self._queued.discard(dq.popleft())
                self._start(m, now)
                progress = True
                if self.in_flight >= self.concurrency:
                    break
        return next_window

    def _allowed(self, m: Message, now: int) -> tuple[bool, int | None]:
        if m.queue is not None:
            q = self.queue(m.queue)
            if q.paused or q.in_flight >= q.parallelism:
                return False, None
        flow = m.opts.flow
        if flow is None:
            return True, None
        f = self.flow(flow.key)
        if f.paused or (f.parallelism is not None and f.in_flight >= f.parallelism):
            return False, None
        if f.rate is not None:
            if now - f.window_start >= f.period_ms:
                f.window_start, f.window_count = now, 0
            if f.window_count >= f.rate:
                return False, f.window_start + f.period_ms
        return True, None

    def _start(self, m: Message, now: int) -> None:
        m.state = ACTIVE  # at once, so a stale timer entry cannot queue it again
        self.in_flight += 1
        if m.queue is not None:
            self.queue(m.queue).in_flight += 1
        if m.opts.flow is not None:
            f = self.flow(m.opts.flow.key)
            f.in_flight += 1
            f.window_count += 1
        task = asyncio.get_running_loop().create_task(self._attempt(m))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _attempt(self, m: Message) -> None:
        try:
            await self._run(m)
        finally:
            self.in_flight -= 1
            if m.queue is not None:
                self.queue(m.queue).in_flight -= 1
            if m.opts.flow is not None:
                self.flow(m.opts.flow.key).in_flight -= 1
            if m.state == ACTIVE:  # the attempt crashed: try again later, never lose it
                m.state, m.due_at = RETRY, now_ms() + 1000
            if m.state in LIVE:
                heapq.heappush(self._timers, (m.due_at, next(self._seq), m.id))
            else:
                self._messages.pop(m.id, None)
            self.poke()

    async def drain(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)


def _group(m: Message) -> str | None:
    if m.queue is not None:
        return "q:" + m.queue
    if m.opts.flow is not None:
        return "f:" + m.opts.flow.key
    return None
