"""The fault suite's session: one seeded population, one clean run to compare against.

The population is `seed_demo --size tiny --users 150 --messages 1500`: 55 eligible users,
148 topics to extract, ~326 workflow runs, a clean hourly run of 10-15 s on this machine
(long enough for a fault to land mid-run). Random choices come from one seed, printed at
the start and in every failure; `CHAOS_SEED=<n>` replays a session.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.chaos import harness
from tests.chaos.checks import Outcome, run_keys

SEED_ARGS = ["--size", "tiny", "--users", "150", "--messages", "1500", "--seed", "42", "--reset"]
#: run_hourly's own --timeout. The real schedule retries after ~12 s, then ~148 s: a healthy
#: recovery needs one retry; anything slower is a finding, not something to wait out.
HOURLY_TIMEOUT_S = float(os.environ.get("CHAOS_HOURLY_TIMEOUT_S", "150"))
#: run_hourly exits once the app has recorded every run's result; QStash ends a run one
#: delivery later, and after a restart it delivers those again. Their runs are given this
#: long to end before QStash's view is read: less than the first retry (~12 s), so a run
#: waiting on a retry is still reported.
SETTLE_S = 8.0


@dataclass
class ChaosSession:
    workdir: Path
    databases: harness.ChaosDatabases
    base_env: dict[str, str]
    seed: int
    clean: Outcome | None = None

    def rng(self, name: str) -> random.Random:
        """One reproducible stream per test, whatever order the tests run in."""
        return random.Random(f"{self.seed}:{name}")


@pytest.fixture(scope="session")
def chaos() -> Iterator[ChaosSession]:
    seed = int(os.environ.get("CHAOS_SEED") or random.SystemRandom().randrange(10**6))
    print(f"\n[chaos] seed {seed} (replay with CHAOS_SEED={seed})", file=sys.stderr)
    workdir = Path(tempfile.mkdtemp(prefix="memoryflow-chaos-"))
    database_url = os.environ.get("DATABASE_URL", "sqlite:///unused")
    databases = harness.ChaosDatabases(workdir, database_url)
    base_env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("QSTASH_", "PYTEST_", "MEMORYFLOW_"))
    }
    base_env.update(
        DJANGO_SETTINGS_MODULE="settings.base",
        MEMORYFLOW_LOG_LEVEL="WARNING",
        MEMORYFLOW_ENV="development",
    )
    session = ChaosSession(workdir, databases, base_env, seed)
    try:
        databases.create_template(base_env, SEED_ARGS)
        yield session
    finally:
        databases.drop_all()
        shutil.rmtree(workdir, ignore_errors=True)


class Stack:
    """QStash (real retry schedule) and the app for one run, on a fresh copy of the data."""

    def __init__(self, chaos: ChaosSession, label: str, qstash: Any) -> None:
        self.chaos = chaos
        self.label = label
        self.qstash = qstash
        self.database_url = chaos.databases.copy(label)
        port = harness.free_port()
        self.env = {
            **chaos.base_env,
            **qstash.env(),
            "DATABASE_URL": self.database_url,
            "MEMORYFLOW_BASE_URL": f"http://127.0.0.1:{port}",
        }
        self.app = harness.App(self.env, port, chaos.workdir / f"{label}-app.log")
        self.events: list[str] = []
        self._t0 = time.monotonic()

    def note(self, event: str) -> None:
        self.events.append(f"{time.monotonic() - self._t0:6.1f}s {event}")

    def outcome(self, hourly: harness.HourlyResult, tree_seconds: float) -> Outcome:
        runs = self._settled_runs(hourly.since_ms)
        return Outcome(
            hourly=hourly,
            probe=harness.probe(self.env),
            runs=runs,
            keys=run_keys(runs),
            dlq=harness.dlq_entries(self.qstash.url, self.qstash.token),
            events=list(self.events),
            tree_seconds=tree_seconds,
        )

    def _settled_runs(self, since_ms: int) -> list[dict[str, Any]]:
        deadline = time.monotonic() + SETTLE_S
        while True:
            runs = harness.qstash_runs(self.qstash.url, self.qstash.token, since_ms=since_ms)
            started = any(run.get("workflowState") == "RUN_STARTED" for run in runs)
            if not started or time.monotonic() > deadline:
                return runs
            time.sleep(0.25)


@pytest.fixture
def make_stack(chaos: ChaosSession, request: pytest.FixtureRequest) -> Iterator[Any]:
    from qstash_devserver.testing import running_devserver

    stacks: list[Stack] = []
    with running_devserver(retry_schedule="real") as qstash:

        def make(label: str | None = None) -> Stack:
            stack = Stack(chaos, label or request.node.name.replace("test_", ""), qstash)
            stack.app.start()
            stacks.append(stack)
            return stack

        try:
            yield make
        finally:
            for stack in stacks:
                stack.app.stop()


@pytest.fixture(scope="session")
def clean_outcome(chaos: ChaosSession) -> Outcome:
    """The reference: the same population, the same hourly run, no fault."""
    from qstash_devserver.testing import running_devserver

    with running_devserver(retry_schedule="real") as qstash:
        stack = Stack(chaos, "clean", qstash)
        stack.app.start()
        try:
            outcome = run_hourly(stack)
        finally:
            stack.app.stop()
    chaos.clean = outcome
    return outcome


def run_hourly(stack: Stack, fault: Any = None) -> Outcome:
    """`run_hourly --wait --json` in the background; once QStash shows the first run of its
    tree, `fault(stack, process)` meanwhile."""
    since_ms = int(time.time() * 1000) - 1000
    started = time.monotonic()
    with harness.hourly_run(stack.env, timeout_s=HOURLY_TIMEOUT_S) as process:
        stack.note("run_hourly started")
        tree_started = harness.wait_for_first_run(stack.qstash.url, stack.qstash.token, process)
        stack.note("first run")
        if fault is not None:
            fault(stack, process)
        hourly = harness.finish(
            process, started=started, since_ms=since_ms, limit_s=HOURLY_TIMEOUT_S + 60
        )
    stack.note(f"run_hourly exited {hourly.returncode}")
    return stack.outcome(hourly, time.monotonic() - tree_started)
