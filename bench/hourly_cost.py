#!/usr/bin/env python
"""What an hourly run costs: QStash deliveries, LLM calls, persona versions and wall time of
a quiet hour and of an active hour, with the new selection and with the source system's.

    .venv/bin/python bench/hourly_cost.py --quick                  # SQLite, < 2 min
    .venv/bin/python bench/hourly_cost.py \\
        --postgres postgres://postgres@127.0.0.1:5432/benchmf_cost  # SQLite, then Postgres

For each database (a SQLite file under var/bench/; with --postgres, that database, dropped
and created afresh, its name must start with "bench") a child process loads a demo
population with `seed_demo` and brings it to a steady state: every eligible user's topics
extracted and persona composed, in-process with memoryflow's own services, the
rule-based extractor and the template composer. That stands for "a first complete hourly
run": through QStash it would take many times longer (the in-process loop alone is about
37 ms per topic here), which the measured hours do not need. Then, for each selection
(`MEMORYFLOW_HOURLY_SELECTION=new-work`, then `all-chatted`, the source system's: everyone
who chatted, every hour, the baseline) it starts the app with that selection and measures:

(a) a quiet hour: `trigger_hourly` with nothing new since the last complete run;
(b) an active hour: 1% of the eligible users (at least --min-active) get 1-3 new topics
    each (the first user 3), with chat lines from the demo corpus, then `trigger_hourly`.

Each hour is preceded by a dry-run (its counts are printed, and must match what the real
run processed) and followed by the tree to its end (`selectors.run_tree.wait_for_tree`). Per
hour: deliveries (every HTTP attempt QStash made, read from the devserver's store, and
attributed to users through the runs' `user_id`), LLM calls (a counting chat-completions
server, `bench/llm_counter.py`, that the app's LLM extractor and LLM composer call: every
measured hour uses it unless --no-llm; the steady state does not), persona versions
(PersonaHistory rows added) and wall time (trigger to the tree's end). After (b), the same
users get the same number of new topics again, extracted in-process: that loop is the
lower bound the pipeline's time per active user is compared with.

Checks (exit status 1 when one fails): the tree finished without failures or
reconciliation problems and was not skipped; every new topic completed; with new-work,
execute-user runs only for the active users (topics: exactly them; persona: a subset) and
the dry-run's count equal to the topics execute-user runs; with all-chatted, a topics
execute-user run for every eligible user. Goals are printed next to the figures.

Population: SQLite 2,000 users / 30% chatted / 30,000 messages (--quick: 300 / 30% /
4,000); Postgres by default a tenth of the large demo population with its shape (20,000
users, 10% chatted, 100,000 messages: ~1,840 eligible), NOT the large population itself
(200,000 users, 18,400 eligible): its steady state alone means extracting ~125,000 topics
in-process, about an hour on this 2-core machine, and each all-chatted hour would deliver
a few messages per eligible user. The quiet hour's deliveries per eligible user are printed
with their extrapolation to 18,400 eligible users, marked as such. `--pg-size large`
measures the large population anyway (`medium`: seed_demo's medium preset).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
import time
from typing import Any

from _cost_report import print_report
from _harness import BENCH_DIR, ROOT, run_child

SELECTIONS = ("new-work", "all-chatted")
#: Postgres populations (users, chatted ratio, messages): `large` is `seed_demo --size large`,
#: `large-tenth` its shape (10% chatted, ~50 messages each) at a tenth of its size.
PG_PRESETS = {
    "medium": (5_000, 0.2, 50_000),
    "large-tenth": (20_000, 0.1, 100_000),
    "large": (200_000, 0.1, 1_000_000),
}


def _setup_django(database_url: str) -> None:
    os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings.base")
    os.environ.setdefault("MEMORYFLOW_LOG_LEVEL", "WARNING")
    os.environ.pop("MEMORYFLOW_LLM_BASE_URL", None)  # the steady state is rule-based
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)


def _fresh_sqlite(quick: bool) -> str:
    path = BENCH_DIR / f"hourly-cost{'-quick' if quick else ''}.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.remove(f"{path}{suffix}")
    return f"sqlite:///{path}"


def _fresh_postgres(url: str) -> str:
    """Drop and create the benchmark's own database (refused unless named bench…)."""
    import psycopg
    from psycopg import sql

    base, _, name = url.rstrip("/").rpartition("/")
    if not name.startswith("bench"):
        raise SystemExit(f"--postgres database name must start with 'bench', got {name!r}")
    with psycopg.connect(f"{base}/postgres", autocommit=True) as admin:
        admin.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    return url


def child(kind: str, args: argparse.Namespace) -> dict[str, Any]:
    if kind == "sqlite":
        url = _fresh_sqlite(args.quick)
        users, ratio, messages = (300, 0.3, 4_000) if args.quick else (2_000, 0.3, 30_000)
    else:
        url = _fresh_postgres(args.postgres)
        users, ratio, messages = PG_PRESETS[args.pg_size]
    _setup_django(url)
    from _cost_hours import run_selections
    from _cost_population import load_demo, steady_state

    print(f"[{kind}] loading {users:,} users …", file=sys.stderr, flush=True)
    loaded = load_demo(users=users, chatted_ratio=ratio, messages=messages, seed=42)
    print(f"[{kind}] {loaded}; steady state in-process …", file=sys.stderr, flush=True)
    steady = steady_state()
    print(f"[{kind}] steady state: {steady}", file=sys.stderr, flush=True)
    hours = run_selections(kind, args, url)
    return {
        "db": kind,
        "population": {"users": users, "chattedRatio": ratio, "messages": messages},
        "steady": steady,
        "hours": hours,
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="small SQLite population only")
    parser.add_argument("--postgres", default="", help="a database URL; its name starts 'bench'")
    parser.add_argument("--pg-size", choices=sorted(PG_PRESETS), default="large-tenth")
    parser.add_argument("--skip-sqlite", action="store_true")
    parser.add_argument("--selections", nargs="+", choices=SELECTIONS, default=list(SELECTIONS))
    parser.add_argument("--no-llm", action="store_true", help="rule-based extractor, template")
    parser.add_argument("--active-share", type=float, default=0.01)
    parser.add_argument("--min-active", type=int, default=3)
    parser.add_argument("--server", choices=("gunicorn", "runserver"), default="gunicorn")
    parser.add_argument("--workers", type=int, default=0, help="gunicorn workers (default: CPUs)")
    parser.add_argument("--threads", type=int, default=0, help="threads per worker (default 8)")
    parser.add_argument("--retry-schedule", default="real", help="devserver retry schedule")
    parser.add_argument("--timeout", type=float, default=3600, help="per hour, seconds")
    parser.add_argument("--child", choices=("sqlite", "postgres"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    BENCH_DIR.mkdir(parents=True, exist_ok=True)

    if args.child:
        # A SIGTERM from the parent unwinds normally, so the servers are stopped.
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
        print(json.dumps(child(args.child, args)))
        return 0

    passthrough = [a for a in sys.argv[1:] if a != "--skip-sqlite"]
    kinds = ([] if args.skip_sqlite else ["sqlite"]) + (["postgres"] if args.postgres else [])
    if args.quick and "postgres" in kinds:
        raise SystemExit("--quick runs SQLite only")
    if not kinds:
        raise SystemExit("nothing to run: --skip-sqlite without --postgres")
    started = time.perf_counter()
    results = [run_child(__file__, ["--child", kind, *passthrough]) for kind in kinds]
    problems = print_report(results, args)
    print(f"\ntotal {time.perf_counter() - started:.0f} s")
    print(json.dumps({"results": results}), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
