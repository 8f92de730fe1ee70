"""Shared machinery of the end-to-end benchmarks: the app server (`scripts/serve` or
runserver) on a free port, child processes that own one database each, and what QStash
delivered, read from the qstash_devserver's store (its `events` table is what `/v2/events`
serves): a delivery is one HTTP attempt QStash made to the app (a DELIVERED or ERROR
event)."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = ROOT / "var" / "bench"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_app(
    *,
    server: str,
    env: dict[str, str],
    port: int,
    log: Path,
    workers: int = 0,
    threads: int = 0,
) -> subprocess.Popen[bytes]:
    """The app on 127.0.0.1:`port`: gunicorn through `scripts/serve`, or runserver."""
    if server == "runserver":
        argv = [sys.executable, "manage.py", "runserver", f"127.0.0.1:{port}", "--noreload"]
    else:
        argv = ["scripts/serve"]
        env = {
            **env,
            "MEMORYFLOW_BIND": f"127.0.0.1:{port}",
            "MEMORYFLOW_WORKERS": str(workers or os.cpu_count() or 2),
            "MEMORYFLOW_THREADS": str(threads or 8),
        }
    with open(log, "ab") as out:
        # Own process group: stopping it stops gunicorn's workers too.
        return subprocess.Popen(
            argv, cwd=ROOT, env=env, stdout=out, stderr=out, start_new_session=True
        )


def stop(process: subprocess.Popen[Any]) -> None:
    """Stop `process` and its process group (it was started in a session of its own)."""
    if process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(5)


def wait_for_app(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    import httpx

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the app server exited: {log.read_text()[-2000:]}")
        with contextlib.suppress(httpx.HTTPError):
            httpx.get(url + "/admin/login/", timeout=2)
            return
        time.sleep(0.2)
    raise SystemExit("the app server did not answer within 60 s")


def run_child(script: str, argv: list[str]) -> dict[str, Any]:
    """Run `script --child …` in its own session; its last stdout line is its JSON result.
    Interrupted, it takes the child's whole group down."""
    command = [sys.executable, script, *argv]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, start_new_session=True)
    try:
        out, _ = process.communicate()
    finally:
        if process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)
            process.wait(20)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed (exit {process.returncode})")
    result: dict[str, Any] = json.loads(out.decode().strip().splitlines()[-1])
    return result


def _attempts(db: sqlite3.Connection, since_ms: int) -> Counter[str]:
    return Counter(
        message_id
        for (message_id,) in db.execute(
            "SELECT message_id FROM events WHERE time>=? AND state IN ('DELIVERED','ERROR')",
            (since_ms,),
        )
    )


def devserver_traffic(store: str, since_ms: int) -> dict[str, int]:
    """Deliveries and bytes since `since_ms`: delivered bytes are the request bodies QStash
    sent (for workflow steps, the step array the run had then); published = messages the
    app published to QStash and their body bytes."""
    from qstash_devserver.model import Message

    db = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    attempts = _attempts(db, since_ms)
    entries: dict[str, list[tuple[int, str, str, bytes]]] = {}
    for run_id, seq, message_id, call_type, body in db.execute(
        "SELECT run_id, seq, message_id, call_type, body FROM run_entries ORDER BY run_id, seq"
    ):
        entries.setdefault(run_id, []).append((seq, message_id, call_type, bytes(body)))
    published = published_bytes = delivered_bytes = 0
    for data, body in db.execute(
        "SELECT data, body FROM messages WHERE created_at>=?", (since_ms,)
    ):
        m = Message.from_row(data, body)
        published += 1
        published_bytes += len(m.body)
        if m.wf_kind in ("init", "step") and m.run_id and m.entry_seq is not None:
            # What workflow.delivery_body sends: the run's entries up to this one.
            array = [
                {"messageId": mid, "body": raw.decode(), "callType": call_type}
                for seq, mid, call_type, raw in entries.get(m.run_id, [])
                if seq <= m.entry_seq
            ]
            size = len(json.dumps(array).encode())
        else:
            size = len(m.body)
        delivered_bytes += size * attempts.get(m.id, 0)
    runs = db.execute("SELECT COUNT(*) FROM runs WHERE created_at>=?", (since_ms,)).fetchone()[0]
    db.close()
    return {
        "deliveries": sum(attempts.values()),
        "deliveredBytes": delivered_bytes,
        "published": published,
        "publishedBytes": published_bytes,
        "runs": runs,
    }


def deliveries_by_run(store: str, since_ms: int, run_ids: Iterable[str]) -> dict[str, int]:
    """Deliveries since `since_ms` per workflow run id, for the runs in `run_ids`; the key
    "" sums every other delivery in that time (messages of no run, or of other runs)."""
    wanted = set(run_ids)
    db = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    attempts = _attempts(db, since_ms)
    run_of = {}
    for message_id, run_id in db.execute(
        "SELECT id, run_id FROM messages WHERE id IN (SELECT DISTINCT message_id FROM events "
        "WHERE time>=?)",
        (since_ms,),
    ):
        run_of[message_id] = run_id or ""
    db.close()
    out: Counter[str] = Counter()
    for message_id, count in attempts.items():
        run_id = run_of.get(message_id, "")
        out[run_id if run_id in wanted else ""] += count
    return dict(out)
