#!/usr/bin/env python
"""Benchmark the write-side cost of the marker triggers: message inserts with vs without.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/memoryflow .venv/bin/python \\
        bench/marker_write_cost.py [--rows 4000] [--rounds 6] [--skip-postgres]

Builds two scratch databases from the migrations — Postgres `memoryflow_writecost` on the
server of DATABASE_URL (dropped and recreated each run) and the SQLite file
var/bench-writecost.sqlite3 — with `--users` users owning one topic each, then inserts
messages (half `user`, half `assistant`, into random topics, as the chat product writes
them) with the driver alone, in rounds that alternate: marker triggers on, then off (Postgres
`ALTER TABLE messages DISABLE TRIGGER USER`; SQLite: the messages triggers dropped and
recreated from their stored definitions), in ABBA order so table growth favours neither.
Foreign-key checks stay on in both. Two ways of writing:

- single: one INSERT per transaction (autocommit), the chat product's hot path;
- bulk: one multi-row INSERT of `--batch` rows per transaction, as Django's `bulk_create`
  (imports, the demo loader) writes.

Prints per mode the median wall-clock rate with and without and their ratio (goal >= 0.8x,
exit status 1 if missed), and the CPU time per row with and without (this process, plus
the Postgres backend's when the server is local): on a busy machine wall-clock rates swing
with the other load, CPU time much less.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
GOAL = 0.8

INSERT_HEAD = "INSERT INTO messages (topic_id, user_id, role, content, created_at) VALUES "
INSERT = INSERT_HEAD + "({p}, {p}, {p}, {p}, CURRENT_TIMESTAMP)"
USERS = (
    "INSERT INTO users (password, is_superuser, username, first_name, last_name, email,"
    " is_staff, is_active, date_joined, created_at, full_name, chatted_topics,"
    " pending_topics, memory_version, persona_memory_version) VALUES"
    " ('!', {f}, {p}, '', '', '', {f}, {t}, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, '', 0, 0, 0, 0)"
)
TOPICS = (
    "INSERT INTO topics (user_id, title, created_at, updated_at, extraction_status,"
    " extraction_message_count, extraction_memories_count, extraction_error,"
    " user_message_count) SELECT id, 'bench', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP,"
    " 'pending', 0, 0, '', 0 FROM users"
)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--users", type=int, default=2_000)
    parser.add_argument("--rows", type=int, default=4_000, help="rows per round and mode")
    parser.add_argument("--rounds", type=int, default=6, help="rounds (even: ABBA pairs)")
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--database", default="memoryflow_writecost")
    parser.add_argument("--sqlite-path", default=str(ROOT / "var" / "bench-writecost.sqlite3"))
    parser.add_argument("--skip-postgres", action="store_true")
    parser.add_argument("--skip-sqlite", action="store_true")
    return parser.parse_args(argv)


def migrate(database_url: str) -> None:
    env = {**os.environ, "DATABASE_URL": database_url}
    subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), "migrate", "-v0"], env=env, check=True, cwd=ROOT
    )


class Target:
    """One scratch database: its driver connection and how to switch the triggers."""

    name = ""
    placeholder = "%s"
    false, true = "false", "true"

    def __init__(self, connection: Any) -> None:
        self.connection = connection

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self.connection.execute(sql, params)

    def set_triggers(self, on: bool) -> None:
        raise NotImplementedError

    def batch(self, rows: list[tuple[Any, ...]]) -> None:
        values = ", ".join(
            [f"({', '.join([self.placeholder] * 4)}, CURRENT_TIMESTAMP)"] * len(rows)
        )
        self.begin()
        self.execute(INSERT_HEAD + values, [v for r in rows for v in r])
        self.execute("COMMIT")

    def begin(self) -> None:
        self.execute("BEGIN")

    def server_cpu(self) -> float:
        return 0.0

    def seed(self, users: int) -> list[tuple[int, int]]:
        sql = USERS.format(p=self.placeholder, f=self.false, t=self.true)
        self.batch_sql(sql, [(f"writecost-{i}",) for i in range(users)])
        self.execute(TOPICS)
        rows = self.connection.execute("SELECT id, user_id FROM topics ORDER BY id").fetchall()
        return [(int(topic), int(user)) for topic, user in rows]

    def batch_sql(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        raise NotImplementedError


class Postgres(Target):
    name = "postgres"

    def __init__(self, connection: Any) -> None:
        super().__init__(connection)
        pid = connection.execute("SELECT pg_backend_pid()").fetchone()[0]
        self.stat = Path(f"/proc/{pid}/stat")  # readable when the server runs here

    def server_cpu(self) -> float:
        if not self.stat.exists():
            return 0.0
        fields = self.stat.read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def set_triggers(self, on: bool) -> None:
        self.execute(f"ALTER TABLE messages {'ENABLE' if on else 'DISABLE'} TRIGGER USER")

    def batch_sql(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        with self.connection.transaction(), self.connection.cursor() as cursor:
            cursor.executemany(sql, rows)


class Sqlite(Target):
    name = "sqlite"
    placeholder = "?"
    false, true = "0", "1"

    def __init__(self, connection: Any) -> None:
        super().__init__(connection)
        self.triggers = connection.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'messages'"
        ).fetchall()
        assert self.triggers, "no marker triggers on messages: was the database migrated?"

    def set_triggers(self, on: bool) -> None:
        for name, sql in self.triggers:
            self.execute(f"DROP TRIGGER IF EXISTS {name}")
            if on:
                self.execute(sql)

    def begin(self) -> None:
        self.execute("BEGIN IMMEDIATE")

    def batch_sql(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        self.begin()
        self.connection.executemany(sql, rows)
        self.execute("COMMIT")


def open_postgres(args: argparse.Namespace) -> Postgres | None:
    url = os.environ.get("DATABASE_URL", "")
    if args.skip_postgres or not url.startswith(("postgres://", "postgresql://")):
        print("postgres: skipped (set DATABASE_URL=postgres://… to measure it)")
        return None
    import psycopg

    parts = urlsplit(url)
    admin_url = urlunsplit(parts._replace(path="/postgres"))
    scratch_url = urlunsplit(parts._replace(path=f"/{args.database}"))
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{args.database}"')
        admin.execute(f'CREATE DATABASE "{args.database}"')
    migrate(scratch_url)
    return Postgres(psycopg.connect(scratch_url, autocommit=True))


def open_sqlite(args: argparse.Namespace) -> Sqlite | None:
    if args.skip_sqlite:
        return None
    path = Path(args.sqlite_path)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    migrate(f"sqlite:///{path}")
    connection = sqlite3.connect(path, isolation_level=None)  # autocommit, as Django's
    # The settings' pragmas (settings/base.py), and foreign keys on as Django has them.
    for pragma in (
        "journal_mode=WAL",
        "synchronous=NORMAL",
        "temp_store=MEMORY",
        "foreign_keys=ON",
    ):
        connection.execute(f"PRAGMA {pragma}")
    return Sqlite(connection)


def rows_for(
    topics: list[tuple[int, int]], count: int, rng: random.Random
) -> list[tuple[Any, ...]]:
    rows = []
    for i in range(count):
        topic, owner = topics[rng.randrange(len(topics))]
        rows.append((topic, owner, "user" if i % 2 == 0 else "assistant", f"line {i}"))
    return rows


def measure(target: Target, args: argparse.Namespace) -> dict[str, float]:
    rng = random.Random(7)
    topics = target.seed(args.users)
    insert = INSERT.format(p=target.placeholder)

    def single(rows: list[tuple[Any, ...]]) -> None:
        for row in rows:
            target.execute(insert, row)

    def batched(rows: list[tuple[Any, ...]]) -> None:
        for start in range(0, len(rows), args.batch):
            target.batch(rows[start : start + args.batch])

    modes: dict[str, Callable[[list[tuple[Any, ...]]], None]] = {
        "single": single,
        "bulk": batched,
    }
    rates: dict[tuple[str, bool], list[float]] = {(m, on): [] for m in modes for on in (1, 0)}  # type: ignore[misc]
    cpu: dict[tuple[str, bool], list[float]] = {key: [] for key in rates}
    for round_ in range(args.rounds):
        order = (True, False) if round_ % 4 in (0, 3) else (False, True)
        for on in order:
            target.set_triggers(on)
            for mode, write in modes.items():
                rows = rows_for(topics, args.rows, rng)
                cpu_before = time.process_time() + target.server_cpu()
                began = time.perf_counter()
                write(rows)
                rates[(mode, on)].append(len(rows) / (time.perf_counter() - began))
                spent = time.process_time() + target.server_cpu() - cpu_before
                cpu[(mode, on)].append(spent / len(rows) * 1e6)
    target.set_triggers(True)
    result = {}
    for mode in modes:
        with_triggers = statistics.median(rates[(mode, True)])
        without = statistics.median(rates[(mode, False)])
        cpu_with, cpu_without = (statistics.median(cpu[(mode, on)]) for on in (True, False))
        result[mode] = with_triggers / without
        print(
            f"  {target.name:8} {mode:6}  with markers {with_triggers:8,.0f} rows/s"
            f"  without {without:8,.0f} rows/s  ratio {with_triggers / without:.3f}x"
            f" (goal >= {GOAL}x) · CPU {cpu_with:6.1f} vs {cpu_without:6.1f} us/row"
            f" (ratio {cpu_without / cpu_with:.3f}x)"
        )
    return result


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    print(
        f"{args.users:,} users with one topic each; {args.rounds} rounds of {args.rows:,} rows "
        "per mode, half of them user lines; medians over rounds"
    )
    failures = []
    for target in (open_postgres(args), open_sqlite(args)):
        if target is None:
            continue
        for mode, ratio in measure(target, args).items():
            if ratio < GOAL:
                failures.append(f"{target.name} {mode}: {ratio:.3f}x < {GOAL}x")
        target.connection.close()
    print("\n".join(f"MISSED: {failure}" for failure in failures) or "goal met")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
