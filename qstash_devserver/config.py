"""Server options: argparse flags, each with a `QSTASH_DEVSERVER_*` environment fallback."""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass

# The official `qstash dev` defaults, so existing .env files keep working.
DEFAULT_TOKEN = "eyJVc2VySUQiOiJkZWZhdWx0VXNlciIsIlBhc3N3b3JkIjoiZGVmYXVsdFBhc3N3b3JkIn0="
DEFAULT_CURRENT_SIGNING_KEY = "sig_7kYjw48mhY7kAjqNGcy6cr29RJ6r"
DEFAULT_NEXT_SIGNING_KEY = "sig_5ZB6DVzB1wjE8S6rZ7eenA8Pdnhs"
DEFAULT_PORT = 8080
DEFAULT_STORE = ".qstash-devserver.sqlite3"
# The fast schedule: short enough for tests, still increasing so ordering bugs show.
FAST_SCHEDULE = (0.05, 0.1, 0.2, 0.4, 0.8, 1.0)
MAX_BACKOFF_S = 86400.0


@dataclass
class Config:
    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    store: str = DEFAULT_STORE
    token: str = DEFAULT_TOKEN
    # None: use the keys kept in the store (after a rotation) or the defaults.
    current_signing_key: str | None = None
    next_signing_key: str | None = None
    retry_schedule: str = "real"
    concurrency: int = 100
    timeout: float = 30.0
    dedup_window: float = 600.0
    duplicate_deliveries: bool = False
    fail_fraction: float = 0.0
    fail_seed: int | None = None
    fail_mode: str = "after"
    latency: float = 0.0
    ready_file: str | None = None
    quiet: bool = False
    loop: str = "auto"

    def backoff(self, retry: int) -> float:
        """Seconds to wait before retry number `retry` (1 = first retry)."""
        mode = self.retry_schedule.strip().lower()
        if mode == "real":
            return min(MAX_BACKOFF_S, math.exp(2.5 * retry))
        steps = FAST_SCHEDULE if mode == "fast" else tuple(float(s) for s in mode.split(","))
        return steps[min(retry, len(steps)) - 1]


def _env(name: str, default: str | None) -> str | None:
    return os.environ.get(f"QSTASH_DEVSERVER_{name}", default)


def _flag(name: str) -> bool:
    return (_env(name, "") or "").lower() in ("1", "true", "yes", "on")


def build_parser() -> argparse.ArgumentParser:
    d = Config()
    p = argparse.ArgumentParser(
        prog="qstash-devserver",
        description="A local QStash-compatible server (QStash v2 API + Upstash Workflow).",
    )
    p.add_argument("--host", default=_env("HOST", d.host))
    p.add_argument(
        "--port",
        type=int,
        default=int(_env("PORT", str(d.port)) or d.port),
        help="0 picks a free port (see --ready-file)",
    )
    p.add_argument(
        "--store",
        default=_env("STORE", d.store),
        help="SQLite file; ':memory:' keeps nothing across restarts",
    )
    p.add_argument("--token", default=_env("TOKEN", d.token))
    p.add_argument("--current-signing-key", default=_env("CURRENT_SIGNING_KEY", None))
    p.add_argument("--next-signing-key", default=_env("NEXT_SIGNING_KEY", None))
    p.add_argument(
        "--retry-schedule",
        default=_env("RETRY_SCHEDULE", d.retry_schedule),
        help="'real' = min(86400, e^(2.5n)) s; 'fast'; or seconds '0.1,0.5,1'",
    )
    p.add_argument(
        "--concurrency",
        type=int,
        default=int(_env("CONCURRENCY", str(d.concurrency)) or d.concurrency),
        help="deliveries in flight at once, over all destinations",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=float(_env("TIMEOUT", str(d.timeout)) or d.timeout),
        help="per-attempt HTTP timeout in seconds unless Upstash-Timeout is set",
    )
    p.add_argument(
        "--dedup-window",
        type=float,
        default=float(_env("DEDUP_WINDOW", str(d.dedup_window)) or d.dedup_window),
    )
    p.add_argument(
        "--duplicate-deliveries",
        action="store_true",
        default=_flag("DUPLICATE_DELIVERIES"),
        help="test hook: deliver every message twice",
    )
    p.add_argument(
        "--fail-fraction",
        type=float,
        default=float(_env("FAIL_FRACTION", "0") or 0),
        help="test hook: fraction of attempts that fail (0..1)",
    )
    p.add_argument(
        "--fail-seed",
        type=int,
        default=int(_env("FAIL_SEED", "") or 0) if _env("FAIL_SEED", "") else None,
    )
    p.add_argument(
        "--fail-mode",
        choices=("after", "before"),
        default=_env("FAIL_MODE", d.fail_mode),
        help="'after': deliver, then discard the answer (the receiver sees it); "
        "'before': the attempt never reaches the receiver",
    )
    p.add_argument(
        "--latency",
        type=float,
        default=float(_env("LATENCY", "0") or 0),
        help="test hook: seconds added before every attempt",
    )
    p.add_argument(
        "--ready-file",
        default=_env("READY_FILE", None),
        help="write the server's URL to this file once it listens",
    )
    p.add_argument("--quiet", action="store_true", default=_flag("QUIET"))
    p.add_argument(
        "--loop",
        choices=("auto", "uvloop", "asyncio"),
        default=_env("LOOP", d.loop),
        help="event loop: 'auto' = uvloop when installed, else asyncio's",
    )
    return p


def parse_config(argv: Sequence[str] | None = None) -> Config:
    ns = build_parser().parse_args(argv)
    config = Config(**vars(ns))
    config.backoff(1)  # fail at start, not at the first retry, on a malformed schedule
    if not 0.0 <= config.fail_fraction <= 1.0:
        raise SystemExit("--fail-fraction must be between 0 and 1")
    return config
