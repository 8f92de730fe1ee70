"""Wiring: store + core + API + background loops, and a clean shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import signal
import sys

from aiohttp import web

from .api import build_app
from .config import DEFAULT_CURRENT_SIGNING_KEY, DEFAULT_NEXT_SIGNING_KEY, Config
from .core import Core
from .schedules import Schedules
from .store import Store

log = logging.getLogger("qstash_devserver")
# How late delivery outcomes are committed at most. Longer groups more of a burst into
# one commit; a kill -9 can only lose this tail, and its messages are delivered again.
FLUSH_INTERVAL_S = 0.02
GC_GEN0_THRESHOLD = 20_000  # CPython's default, 700, ran a collection every few deliveries


def env_lines(url: str, core: Core) -> list[str]:
    return [
        f"QSTASH_URL={url}",
        f"QSTASH_TOKEN={core.config.token}",
        f"QSTASH_CURRENT_SIGNING_KEY={core.current_key}",
        f"QSTASH_NEXT_SIGNING_KEY={core.next_key}",
    ]


async def _flusher(store: Store) -> None:
    """Commit what deliveries wrote, a few milliseconds late (see store.py)."""
    while True:
        await store.dirty_event.wait()  # no polling while idle
        await asyncio.sleep(FLUSH_INTERVAL_S)
        if store.dirty:  # an API handler may have committed meanwhile
            store.commit()


async def serve(config: Config) -> None:
    store = Store(config.store)
    core = Core(config, store)
    if not core.current_key:
        core.current_key = DEFAULT_CURRENT_SIGNING_KEY
    if not core.next_key:
        core.next_key = DEFAULT_NEXT_SIGNING_KEY
    scheduler = Schedules(core)
    scheduler.load()
    await core.deliverer.open()
    reloaded = core.load()
    # Thousands of pending messages are long-lived objects the cyclic GC would rescan
    # over and over while every delivery allocates; what exists now never needs it.
    gc.freeze()
    gc.set_threshold(GC_GEN0_THRESHOLD, 20, 20)
    runner = web.AppRunner(build_app(core, scheduler), access_log=None, handle_signals=False)
    await runner.setup()
    site = web.TCPSite(runner, config.host, config.port, reuse_address=True, backlog=1024)
    await site.start()
    server = getattr(site, "_server", None)
    port = server.sockets[0].getsockname()[1] if server and server.sockets else config.port
    url = f"http://{config.host}:{port}"
    if not config.quiet:
        print(
            f"qstash_devserver listening on {url} (store: {config.store}, "
            f"{reloaded} pending messages reloaded)\n",
            file=sys.stderr,
        )
        print("Paste these into your environment:", file=sys.stderr)
    print("\n".join(env_lines(url, core)), flush=True)
    if config.ready_file:
        tmp = config.ready_file + ".tmp"
        with open(tmp, "w") as fh:
            fh.write(url)
        os.replace(tmp, config.ready_file)  # readers never see a half-written file

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    tasks = [
        asyncio.create_task(coro)
        for coro in (core.dispatcher.run_forever(), scheduler.run_forever(), _flusher(store))
    ]
    try:
        await stop.wait()
    finally:
        for task in tasks:
            task.cancel()
        await core.dispatcher.drain()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.gather(*tasks, return_exceptions=True)
        await runner.cleanup()
        await core.deliverer.close()
        store.close()
