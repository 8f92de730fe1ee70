"""The fault suite: real hourly runs with one fault each, under QStash's real retry schedule.

Every test runs `manage.py run_hourly --wait --json` against the app under gunicorn and a
qstash_devserver subprocess (`min(86400, e^(2.5n))` s between retries: ~12 s, ~148 s, …),
injects one fault at a random (seeded) point of its progress (once a share of the clean
run's workflow runs have finished in this one), and then checks against a clean run of the
same population in the same session:

* the database equals the clean run's: digests of memories (layer, title, summary, fields),
  topic statuses, persona texts and versions;
* every piece of work ran exactly once: no two runs with the same pipeline, layer and
  payload in QStash's run logs, none missing, none extra, all RUN_SUCCESS;
* no claim or run record left open in `workflow_runs`, nothing dead-lettered;
* `run_hourly --wait` exited 0.
"""

from __future__ import annotations

import subprocess
import time
from typing import Any

import httpx
import pytest

from tests.chaos import harness
from tests.chaos.checks import Outcome, problems, report
from tests.chaos.conftest import ChaosSession, Stack, run_hourly

pytestmark = [pytest.mark.chaos, pytest.mark.slow]


def _wait_until_mid_run(
    stack: Stack, process: subprocess.Popen[str], clean: Outcome, share: float
) -> None:
    """Until `share` of the clean run's workflow runs have finished in this one.

    The moment is one of progress, not of seconds: a clean run timed on a loaded machine and
    a faulted run on an idle one (or the other way round) must still meet the fault halfway.
    """
    target = max(1, round(share * len(clean.runs)))
    while True:
        if process.poll() is not None:
            pytest.fail(f"run_hourly finished before {target} runs: the fault hit nothing")
        try:
            finished = harness.finished_runs(stack.qstash.url, stack.qstash.token)
        except (httpx.HTTPError, ValueError):
            finished = 0  # QStash busy for a moment: ask again
        if finished >= target:
            stack.note(f"{finished} of the clean run's {len(clean.runs)} runs finished")
            return
        time.sleep(0.2)


def _assert_like_clean(chaos: ChaosSession, name: str, clean: Outcome, got: Outcome) -> None:
    found = problems(clean, got)
    text = report(chaos.seed, name, clean, got, found)
    assert not found, text


def test_clean_run_is_a_sound_reference(chaos: ChaosSession, clean_outcome: Outcome) -> None:
    """The reference itself: exit 0, every run succeeded once, nothing left open or dead."""
    assert clean_outcome.hourly.returncode == 0, clean_outcome.hourly.describe()
    assert set(clean_outcome.states()) == {"RUN_SUCCESS"}, clean_outcome.states()
    assert max(clean_outcome.keys.values()) == 1, clean_outcome.keys.most_common(3)
    assert not clean_outcome.probe["openClaims"]
    assert not clean_outcome.dlq
    topics = clean_outcome.probe["counts"]["topics"]
    assert topics.get("completed", 0) > 100, topics  # the population gives the run real work
    assert clean_outcome.probe["counts"]["personas"] > 40


def test_app_killed_mid_run(chaos: ChaosSession, clean_outcome: Outcome, make_stack: Any) -> None:
    """kill -9 of gunicorn's master and workers at a random point, down 3-10 s, restarted on
    the same port."""
    rng = chaos.rng("app-kill")
    share = rng.uniform(0.05, 0.7)
    down_s = rng.uniform(3.0, 10.0)
    stack = make_stack()

    def fault(stack: Stack, process: subprocess.Popen[str]) -> None:
        _wait_until_mid_run(stack, process, clean_outcome, share)
        stack.app.kill()
        stack.note(f"app killed (-9), down {down_s:.1f}s")
        time.sleep(down_s)
        stack.app.start()
        stack.note("app answering again")

    _assert_like_clean(chaos, "app kill -9", clean_outcome, run_hourly(stack, fault))


def test_database_connections_terminated(
    chaos: ChaosSession, clean_outcome: Outcome, make_stack: Any
) -> None:
    """`pg_terminate_backend` of every connection to the app's database (the app's workers
    and run_hourly's), 6 times, 2 s apart, from a random point."""
    if not chaos.databases.postgres:
        pytest.skip(
            "SQLite has no server-side connections to terminate; this fault runs on Postgres "
            "(DATABASE_URL=postgres://… scripts/test)"
        )
    rng = chaos.rng("db-terminate")
    share = rng.uniform(0.05, 0.3)
    stack = make_stack()

    def fault(stack: Stack, process: subprocess.Popen[str]) -> None:
        _wait_until_mid_run(stack, process, clean_outcome, share)
        for round_ in range(6):
            ended = chaos.databases.terminate_connections(stack.database_url)
            stack.note(f"terminated {ended} connection(s) (round {round_ + 1}/6)")
            time.sleep(2.0)

    _assert_like_clean(chaos, "database terminations", clean_outcome, run_hourly(stack, fault))


def test_qstash_killed_mid_run(
    chaos: ChaosSession, clean_outcome: Outcome, make_stack: Any
) -> None:
    """kill -9 of qstash_devserver at a random point, down 3-10 s, restarted on the same
    port and store."""
    rng = chaos.rng("qstash-kill")
    share = rng.uniform(0.05, 0.7)
    down_s = rng.uniform(3.0, 10.0)
    stack = make_stack()

    def fault(stack: Stack, process: subprocess.Popen[str]) -> None:
        _wait_until_mid_run(stack, process, clean_outcome, share)
        stack.qstash.kill()
        stack.note(f"qstash killed (-9), down {down_s:.1f}s")
        time.sleep(down_s)
        stack.qstash.restart()
        stack.note("qstash answering again")

    _assert_like_clean(chaos, "qstash kill -9", clean_outcome, run_hourly(stack, fault))
