#!/usr/bin/env python
"""Benchmark the full hourly run through QStash against a plain in-process loop.

    .venv/bin/python bench/hourly_pipeline.py [--users 200 1000] [--server gunicorn]

For each size N it loads a population where exactly N users are eligible with 3 topics each
(bench/hourly_population.py; plus ineligible users the selection must skip) into its own
SQLite file under var/bench/, then:

* pipeline: starts a qstash_devserver (ephemeral port, temp store) and the app
  (`scripts/serve` = gunicorn, or `manage.py runserver` with --server runserver) on a free
  port, triggers cron/hourly, follows it with memoryflow.qstash.logs until every run
  and message is done, and checks every eligible topic is `completed`, every eligible user
  has a persona, nothing failed and no ineligible topic was touched;
* in-process (the lower bound): the same extraction as a plain loop in one process, on a
  fresh copy of the population: for each eligible user, for each topic,
  `extract_topic_cepa` for each topic, then `apply_pending_identity`, then `compose_persona`.

Deliveries and bytes are counted from the devserver's store after the run (its `events`
table is what `/v2/events` serves): a delivery is one HTTP attempt QStash made to the app
(DELIVERED or ERROR event), its bytes are the request body QStash sent (for workflow
steps, the step array the run had then). Published = messages the app published to QStash
and their body bytes. Every number is per eligible user; the per-user time ratio between
the sizes shows whether cost grows linearly (1.0 = linear).

Each size runs in a child process (one database per process); the parent stops whatever
a child left behind. Exit status 1 when a check fails.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

from _harness import (
    BENCH_DIR,
    ROOT,
    devserver_traffic,
    free_port,
    run_child,
    start_app,
    stop,
    wait_for_app,
)

TOPICS_PER_USER = 3


# --- child: one measurement in its own process and database ----------------------------------


def _setup_django(db_path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.remove(f"{db_path}{suffix}")
    os.environ["DATABASE_URL"] = f"sqlite:///{db_path}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings.base")
    os.environ.setdefault("MEMORYFLOW_LOG_LEVEL", "WARNING")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)


def _load(users: int) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT / "bench"))
    from hourly_population import load_population

    from memoryflow.querysets import count_hourly_eligible_users

    started = time.perf_counter()
    population = load_population(eligible=users, topics=TOPICS_PER_USER)
    eligible = count_hourly_eligible_users()
    if eligible != users:
        raise SystemExit(f"population has {eligible} eligible users, wanted {users}")
    return {**population.__dict__, "loadSeconds": round(time.perf_counter() - started, 2)}


def _check(users: int) -> dict[str, Any]:
    """What a correct hourly run leaves behind."""
    from memoryflow.models import ExtractionStatus, Memory, PersonaDocument, Topic
    from memoryflow.querysets import hourly_eligible_users

    eligible = hourly_eligible_users()
    topics = Topic.objects.filter(user__in=eligible)
    completed = topics.filter(extraction_status=ExtractionStatus.COMPLETED).count()
    others_touched = (
        Topic.objects.exclude(user__in=eligible)
        .exclude(extraction_status=ExtractionStatus.PENDING)
        .count()
    )
    personas = PersonaDocument.objects.filter(user__in=eligible).count()
    problems = []
    if completed != users * TOPICS_PER_USER:
        problems.append(f"{completed}/{users * TOPICS_PER_USER} eligible topics completed")
    if personas != users:
        problems.append(f"{personas}/{users} eligible users have a persona")
    if others_touched:
        problems.append(f"{others_touched} topics of ineligible users were touched")
    return {
        "topicsCompleted": completed,
        "personas": personas,
        "memories": Memory.objects.count(),
        "problems": problems,
    }


def child_inprocess(users: int) -> dict[str, Any]:
    _setup_django(BENCH_DIR / f"hourly-inprocess-{users}.sqlite3")
    population = _load(users)
    from memoryflow.layers import ALL_LAYERS
    from memoryflow.querysets import hourly_eligible_users, topics_to_extract
    from memoryflow.services.extraction import extract_topic_cepa
    from memoryflow.services.extraction_identity import apply_pending_identity
    from memoryflow.services.persona import compose_persona

    started = time.perf_counter()
    for user_id in (
        hourly_eligible_users().order_by("created_at", "id").values_list("id", flat=True)
    ):
        for topic_id in topics_to_extract(user_id=user_id).values_list("id", flat=True):
            extract_topic_cepa(user_id=user_id, topic_id=topic_id, layers=ALL_LAYERS)
        apply_pending_identity(user_id=user_id)
        compose_persona(user_id=user_id)
    elapsed = time.perf_counter() - started
    return {"mode": "inprocess", "users": users, "seconds": elapsed, **population, **_check(users)}


def child_pipeline(users: int, args: argparse.Namespace) -> dict[str, Any]:
    _setup_django(BENCH_DIR / f"hourly-pipeline-{users}.sqlite3")
    population = _load(users)
    from django.conf import settings
    from django.db import connections

    from memoryflow.qstash import logs
    from memoryflow.selectors import run_tree
    from memoryflow.workflows import triggers
    from qstash_devserver.testing import running_devserver

    connections.close_all()  # the server subprocess owns the database from here
    port = free_port()
    app_url = f"http://127.0.0.1:{port}"
    log = BENCH_DIR / f"hourly-app-{users}.log"
    log.unlink(missing_ok=True)
    options: dict[str, Any] = {"retry_schedule": args.retry_schedule}
    if args.concurrency:
        options["concurrency"] = args.concurrency
    with contextlib.ExitStack() as stack, running_devserver(**options) as qstash:
        env = {
            **os.environ,
            **qstash.env(),
            "MEMORYFLOW_BASE_URL": app_url,
            "DATABASE_URL": os.environ["DATABASE_URL"],
        }
        app = start_app(
            server=args.server,
            env=env,
            port=port,
            log=log,
            workers=args.workers,
            threads=args.threads,
        )
        stack.callback(stop, app)
        wait_for_app(app_url, app, log)
        settings.QSTASH_URL, settings.QSTASH_TOKEN = qstash.url, qstash.token
        settings.MEMORYFLOW_BASE_URL = app_url

        since = logs.now_ms() - 1000
        started = time.perf_counter()
        root = triggers.trigger_hourly(dry_run=False, base_url=app_url)
        last = [0.0]

        def report(state: run_tree.TreeReport) -> None:
            if time.monotonic() - last[0] >= 10:
                last[0] = time.monotonic()
                print(
                    f"  [{users}] {time.perf_counter() - started:6.1f}s runs {state.statuses}",
                    file=sys.stderr,
                    flush=True,
                )

        state = run_tree.wait_for_tree(
            root, timeout_s=args.timeout, poll_s=args.poll, on_progress=report
        )
        elapsed = time.perf_counter() - started
        if not state.finished:
            raise SystemExit(f"not finished after {args.timeout}s: {state.as_dict()}")
        failed = state.failed + [{"problem": problem} for problem in state.problems]
        traffic = devserver_traffic(qstash.store, since)
        stop(app)
    check = _check(users)
    if failed:
        check["problems"].append(f"{len(failed)} runs did not succeed, e.g. {failed[:2]}")
    return {
        "mode": "pipeline",
        "users": users,
        "seconds": elapsed,
        **population,
        **traffic,
        **check,
    }


# --- parent: run the children, print the table ----------------------------------------------


def _run_child(mode: str, users: int, argv: list[str]) -> dict[str, Any]:
    return run_child(__file__, ["--child", mode, "--users", str(users), *argv])


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--users", type=int, nargs="+", default=[200, 1000])
    parser.add_argument("--server", choices=("gunicorn", "runserver"), default="gunicorn")
    parser.add_argument("--workers", type=int, default=0, help="gunicorn workers (default: CPUs)")
    parser.add_argument("--threads", type=int, default=0, help="threads per worker (default 8)")
    parser.add_argument(
        "--concurrency",
        type=int,
        default=0,
        help="devserver delivery concurrency (default: its own)",
    )
    parser.add_argument(
        "--retry-schedule", default="real", help="devserver retry schedule (real | fast)"
    )
    parser.add_argument("--timeout", type=float, default=3600)
    parser.add_argument("--poll", type=float, default=1.0, help="monitor poll interval (s)")
    parser.add_argument("--skip-inprocess", action="store_true")
    parser.add_argument("--child", choices=("pipeline", "inprocess"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    BENCH_DIR.mkdir(parents=True, exist_ok=True)

    if args.child:
        # A SIGTERM from the parent unwinds normally, so the servers are stopped.
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
        result = (
            child_pipeline(args.users[0], args)
            if args.child == "pipeline"
            else child_inprocess(args.users[0])
        )
        print(json.dumps(result))
        return 0

    passthrough = [
        f"--server={args.server}",
        f"--workers={args.workers}",
        f"--threads={args.threads}",
        f"--concurrency={args.concurrency}",
        f"--retry-schedule={args.retry_schedule}",
        f"--timeout={args.timeout}",
        f"--poll={args.poll}",
    ]
    rows: list[tuple[dict[str, Any], dict[str, Any] | None]] = []
    for users in args.users:
        print(f"== {users} users x {TOPICS_PER_USER} topics", file=sys.stderr, flush=True)
        pipeline = _run_child("pipeline", users, passthrough)
        inprocess = None if args.skip_inprocess else _run_child("inprocess", users, passthrough)
        rows.append((pipeline, inprocess))

    print(
        f"\nhourly pipeline, {TOPICS_PER_USER} topics/user, server={args.server}, SQLite, rule-based extractor, devserver retry={args.retry_schedule}"
    )
    print(
        f"{'users':>6} {'wall s':>8} {'ms/user':>8} {'deliv/user':>10} {'deliv/s':>8} {'KB in/user':>10} {'pub/user':>8} {'KB pub/user':>11} {'loop ms/user':>12} {'x loop':>7}"
    )
    problems: list[str] = []
    for pipeline, inprocess in rows:
        n = pipeline["users"]
        per_user_ms = pipeline["seconds"] * 1000 / n
        loop_ms = inprocess["seconds"] * 1000 / n if inprocess else float("nan")
        print(
            f"{n:>6} {pipeline['seconds']:>8.1f} {per_user_ms:>8.1f} {pipeline['deliveries'] / n:>10.1f} "
            f"{pipeline['deliveries'] / pipeline['seconds']:>8.0f} {pipeline['deliveredBytes'] / n / 1024:>10.1f} "
            f"{pipeline['published'] / n:>8.1f} {pipeline['publishedBytes'] / n / 1024:>11.1f} "
            f"{loop_ms:>12.2f} {per_user_ms / loop_ms if inprocess else float('nan'):>7.1f}"
        )
        for outcome in (pipeline, inprocess):
            if outcome:
                problems += [f"{outcome['mode']} {n}: {p}" for p in outcome["problems"]]
    if len(rows) > 1:
        first, last = rows[0][0], rows[-1][0]
        ratio = (last["seconds"] / last["users"]) / (first["seconds"] / first["users"])
        print(
            f"per-user time {last['users']} vs {first['users']} users: x{ratio:.2f} (1.00 = linear)"
        )
        if rows[0][1] and rows[-1][1]:
            loop_ratio = (rows[-1][1]["seconds"] / last["users"]) / (
                rows[0][1]["seconds"] / first["users"]
            )
            print(f"in-process loop, same ratio: x{loop_ratio:.2f}")
    for problem in problems:
        print(f"CHECK FAILED: {problem}")
    print(json.dumps({"results": [p for row in rows for p in row if p]}), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
