"""`python -m qstash_devserver` / `qstash-devserver`: run the server until SIGINT/SIGTERM."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

from .app import serve
from .config import parse_config


def main(argv: Sequence[str] | None = None) -> None:
    config = parse_config(argv)
    logging.basicConfig(
        level=logging.WARNING if config.quiet else logging.INFO,
        format="%(asctime)s %(name)s %(levelname)s %(message)s",
    )
    with asyncio.Runner(loop_factory=loop_factory(config.loop)) as runner:
        runner.run(serve(config))


def loop_factory(choice: str = "auto") -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop when installed (requirements/devserver.txt pins it): the server and its
    deliveries share one event loop, and libuv's transports and timers cut the cost of
    every request; `--loop asyncio` keeps the stdlib loop, `--loop uvloop` insists."""
    if choice == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:
        if choice == "uvloop":
            raise SystemExit("--loop uvloop: uvloop is not installed") from None
        return None
    return uvloop.new_event_loop


if __name__ == "__main__":
    main()
