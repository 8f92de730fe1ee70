#!/usr/bin/env python
"""Benchmark the hourly selection: exact count and keyset pages against the baselines.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/memoryflow .venv/bin/python \\
        bench/eligible_users.py [--users 200000] [--repeat 7] [--explain]

Runs on a dedicated database (`memoryflow_bench` next to the one in DATABASE_URL; created
and migrated if missing). The demo population is loaded once and reused while its recorded
parameters and row counts still match. Times are medians of `--repeat` runs after a warm-up.
Exit status 1 when the counts disagree or a goal (COUNT_GOAL, DEEP_PAGE_GOAL) is missed.

Then (Postgres) the new-work selections: the population is shaped so `--new-work-share`
of the users have new topics and as many others a stale persona (every other topic is
marked extracted: this rewrites the bench database's statuses), and their counts and pages
are timed against the same selection without the markers (bench/new_work_selections.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
COUNT_GOAL = 0.5  # our count at most half the CTE baseline's time
DEEP_PAGE_GOAL = 1.5  # a deep keyset page within 1.5x of the first page
T = TypeVar("T")

# The baselines: the same selection (docs/domain.md#who-is-selected) as a per-row EXISTS and
# as a CTE over all messages, the ways it is commonly written without the chatted marker.
BASELINES: dict[str, dict[str, str]] = {
    "postgresql": {
        "exists": """
            SELECT COUNT(*) FROM users u
            LEFT JOIN user_settings s ON s.user_id = u.id
            WHERE COALESCE((s.memory ->> 'enabled')::boolean, true)
              AND EXISTS (SELECT 1 FROM messages m
                          JOIN topics t ON t.id = m.topic_id AND t.user_id = m.user_id
                          WHERE m.user_id = u.id AND m.role = 'user')""",
        "cte": """
            WITH chatted AS (
                SELECT DISTINCT m.user_id FROM messages m
                JOIN topics t ON t.id = m.topic_id AND t.user_id = m.user_id
                WHERE m.role = 'user')
            SELECT COUNT(*) FROM chatted c
            JOIN users u ON u.id = c.user_id
            LEFT JOIN user_settings s ON s.user_id = u.id
            WHERE COALESCE((s.memory ->> 'enabled')::boolean, true)""",
        "lower_bound": "SELECT COUNT(DISTINCT user_id) FROM messages WHERE role = 'user'",
    },
    "sqlite": {
        "exists": """
            SELECT COUNT(*) FROM users u
            LEFT JOIN user_settings s ON s.user_id = u.id
            WHERE COALESCE(json_extract(s.memory, '$.enabled'), 1) = 1
              AND EXISTS (SELECT 1 FROM messages m
                          JOIN topics t ON t.id = m.topic_id AND t.user_id = m.user_id
                          WHERE m.user_id = u.id AND m.role = 'user')""",
        "cte": """
            WITH chatted AS (
                SELECT DISTINCT m.user_id FROM messages m
                JOIN topics t ON t.id = m.topic_id AND t.user_id = m.user_id
                WHERE m.role = 'user')
            SELECT COUNT(*) FROM chatted c
            JOIN users u ON u.id = c.user_id
            LEFT JOIN user_settings s ON s.user_id = u.id
            WHERE COALESCE(json_extract(s.memory, '$.enabled'), 1) = 1""",
        "lower_bound": "SELECT COUNT(DISTINCT user_id) FROM messages WHERE role = 'user'",
    },
}


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--users", type=int, default=200_000)
    parser.add_argument("--chatted-ratio", type=float, default=0.1)
    parser.add_argument("--messages", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--page-size", type=int, default=50)
    parser.add_argument(
        "--depth",
        type=int,
        default=19_000,
        help="users before the deep page (capped at the last full page)",
    )
    parser.add_argument("--database", default="memoryflow_bench", help="dedicated Postgres db")
    parser.add_argument("--reload", action="store_true", help="reload the population anyway")
    parser.add_argument("--explain", action="store_true", help="print EXPLAIN ANALYZE plans")
    parser.add_argument(
        "--new-work-share",
        type=float,
        default=0.01,
        help="share of users given new topics (and as many a stale persona) for the "
        "new-work selections; 0 skips them",
    )
    parser.add_argument(
        "--allow-sqlite",
        action="store_true",
        help="run on the SQLite DATABASE_URL as is (its demo data is replaced)",
    )
    return parser.parse_args(argv)


def _with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def prepare_database(args: argparse.Namespace) -> str:
    """Point DATABASE_URL at the dedicated database (creating it); refuse SQLite by default."""
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith(("postgres://", "postgresql://")):
        if not args.allow_sqlite:
            sys.exit(
                "bench/eligible_users.py measures Postgres: set DATABASE_URL=postgres://… "
                "(or pass --allow-sqlite to run on SQLite anyway)"
            )
        return url or "sqlite (default file)"
    import psycopg

    bench_url = _with_database(url, args.database)
    with psycopg.connect(_with_database(url, "postgres"), autocommit=True) as admin:
        exists = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [args.database])
        if exists.fetchone() is None:
            admin.execute(f'CREATE DATABASE "{args.database}"')
            print(f"created database {args.database}")
    os.environ["DATABASE_URL"] = bench_url
    return bench_url


def setup_django() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings.base")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def ensure_population(args: argparse.Namespace) -> str:
    """Reuse the loaded population when its parameters and live row counts still match."""
    from django.db import connection

    from accounts.models import User
    from memoryflow.demo.loader import generate_demo_data
    from memoryflow.models import Message

    key = f"users={args.users} ratio={args.chatted_ratio} messages={args.messages} seed={args.seed}"
    with connection.cursor() as cursor:
        cursor.execute(
            "CREATE TABLE IF NOT EXISTS bench_population "
            "(params TEXT PRIMARY KEY, users BIGINT NOT NULL, messages BIGINT NOT NULL)"
        )
        cursor.execute("SELECT users, messages FROM bench_population WHERE params = %s", [key])
        recorded = cursor.fetchone()
    live = (User.objects.count(), Message.objects.count())
    if recorded is not None and tuple(recorded) == live and not args.reload:
        return f"reused ({key})"
    chatted = max(1, round(args.users * args.chatted_ratio))
    print(f"loading population {key} …", flush=True)
    summary = generate_demo_data(
        users=args.users,
        chatted_ratio=args.chatted_ratio,
        seed=args.seed,
        reset=True,
        messages_per_chatted_user=args.messages / chatted,
    )
    live = (User.objects.count(), Message.objects.count())
    with connection.cursor() as cursor:
        cursor.execute("DELETE FROM bench_population")
        cursor.execute("INSERT INTO bench_population VALUES (%s, %s, %s)", [key, *live])
    return f"loaded in {summary.elapsed:.1f}s ({key})"


def timed(fn: Callable[[], T], repeat: int) -> tuple[float, T]:
    """Median wall time in milliseconds (after one warm-up run) and the last result."""
    result = fn()
    samples = []
    for _ in range(repeat):
        began = time.perf_counter()
        result = fn()
        samples.append((time.perf_counter() - began) * 1000)
    return statistics.median(samples), result


def scalar(sql: str) -> Callable[[], int]:
    from django.db import connection

    def run() -> int:
        with connection.cursor() as cursor:
            cursor.execute(sql)
            return int(cursor.fetchone()[0])

    return run


def explain(label: str, sql: str, params: Sequence[Any] = ()) -> None:
    from django.db import connection

    prefix = (
        "EXPLAIN (ANALYZE, BUFFERS) "
        if connection.vendor == "postgresql"
        else "EXPLAIN QUERY PLAN "
    )
    with connection.cursor() as cursor:
        cursor.execute(prefix + sql, params)
        plan = "\n".join("  " + " ".join(str(col) for col in row) for row in cursor.fetchall())
    print(f"\n-- {label}\n{plan}")


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    target = prepare_database(args)
    setup_django()
    from django.db import connection

    from memoryflow.querysets import (
        UserCursor,
        count_hourly_eligible_users,
        hourly_eligible_users,
        page_hourly_eligible_users,
    )

    population = ensure_population(args)
    baselines = BASELINES[connection.vendor]
    print(f"database {target} · population {population}")
    print(f"median of {args.repeat} runs after a warm-up, milliseconds\n")

    ours_ms, ours = timed(count_hourly_eligible_users, args.repeat)
    exists_ms, exists = timed(scalar(baselines["exists"]), args.repeat)
    cte_ms, cte = timed(scalar(baselines["cte"]), args.repeat)
    lower_ms, lower = timed(scalar(baselines["lower_bound"]), args.repeat)
    print("exact count of hourly-eligible users")
    print(f"  ours (count_hourly_eligible_users) {ours_ms:10.2f} ms  = {ours:,}")
    print(
        f"  (a) per-row EXISTS                 {exists_ms:10.2f} ms  = {exists:,}"
        f"   ours/EXISTS {ours_ms / exists_ms:.4f}x"
    )
    print(
        f"  (b) source CTE                     {cte_ms:10.2f} ms  = {cte:,}"
        f"   ours/CTE {ours_ms / cte_ms:.4f}x (goal <= {COUNT_GOAL}x)"
    )
    print(
        f"  lower bound COUNT(DISTINCT)        {lower_ms:10.2f} ms  = {lower:,}"
        f"   ours/lower bound {ours_ms / lower_ms:.4f}x (ignores settings and topic owner)"
    )
    failures = []
    if not ours == exists == cte:
        failures.append(f"counts differ: ours {ours}, EXISTS {exists}, CTE {cte}")
    if ours_ms > COUNT_GOAL * cte_ms:
        failures.append(f"count goal missed: {ours_ms / cte_ms:.3f}x the CTE")

    # Walk the whole selection once: it must cover exactly the count, and it gives the
    # cursor at the deep page the way a real run reaches it.
    size = args.page_size
    # A multiple of the page size (the walk hands out cursors per page) with a full page after.
    depth = max(0, min(args.depth, ours - size)) // size * size
    walked, cursor_at_depth = 0, None
    page = page_hourly_eligible_users(limit=size)
    while True:
        walked += len(page.ids)
        if walked == depth:
            cursor_at_depth = page.next_cursor
        if page.next_cursor is None:
            break
        page = page_hourly_eligible_users(limit=size, after=page.next_cursor)
    if walked != ours:
        failures.append(f"the cursor walk covered {walked:,} users, the count says {ours:,}")

    ordered = hourly_eligible_users().order_by("created_at", "id").values_list("id", flat=True)
    first_ms, first = timed(lambda: page_hourly_eligible_users(limit=size), args.repeat)
    after: UserCursor | None = cursor_at_depth
    deep_ms, deep = timed(lambda: page_hourly_eligible_users(limit=size, after=after), args.repeat)
    offset_ms, offset = timed(lambda: list(ordered[depth : depth + size]), args.repeat)
    print(f"\nkeyset pages of {size} (the walk covered {walked:,} users)")
    print(f"  first page                         {first_ms:10.2f} ms")
    print(
        f"  deep page after {depth:>6,} users      {deep_ms:10.2f} ms"
        f"   deep/first {deep_ms / first_ms:.2f}x (goal <= {DEEP_PAGE_GOAL}x)"
    )
    print(
        f"  OFFSET {depth:>6,} LIMIT {size}           {offset_ms:10.2f} ms"
        f"   OFFSET/deep keyset {offset_ms / deep_ms:.2f}x"
    )
    if deep.ids != offset:
        failures.append("the deep keyset page and the OFFSET page hold different users")
    if deep_ms > DEEP_PAGE_GOAL * first_ms:
        failures.append(f"deep page goal missed: {deep_ms / first_ms:.2f}x the first page")
    if len(first.ids) != min(size, ours):
        failures.append("the first page is short")

    if args.explain:
        count_sql, count_params = hourly_eligible_users().values("id").query.sql_with_params()
        explain("ours: count", f"SELECT COUNT(*) FROM ({count_sql}) s", count_params)
        for name in ("exists", "cte", "lower_bound"):
            explain(f"baseline: {name}", baselines[name])
        explain("ours: first page", *_page_sql(None, size))
        explain("ours: deep page", *_page_sql(after, size))
        explain("OFFSET page", *ordered[depth : depth + size].query.sql_with_params())

    if args.new_work_share > 0 and connection.vendor == "postgresql":
        import new_work_selections

        failures += new_work_selections.measure(
            repeat=args.repeat,
            page_size=size,
            share=args.new_work_share,
            timed=timed,
            scalar=scalar,
            explain=explain if args.explain else None,
        )

    print(
        "\n"
        + (
            "\n".join(f"FAILED: {failure}" for failure in failures)
            or "all counts identical, goals met"
        )
    )
    return 1 if failures else 0


def _page_sql(after: Any, size: int) -> tuple[str, Sequence[Any]]:
    """The SQL page_hourly_eligible_users runs, captured from the connection's query log."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from memoryflow.querysets import page_hourly_eligible_users

    with CaptureQueriesContext(connection) as captured:
        page_hourly_eligible_users(limit=size, after=after)
    return captured.captured_queries[-1]["sql"], ()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
