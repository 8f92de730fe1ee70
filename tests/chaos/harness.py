"""Real processes for the fault suite: a seeded database the app and the test share, the app
under gunicorn on a live port, `manage.py` subprocesses, and QStash's run logs.

Nothing here opens the chaos database through Django in the test process: pytest-django
points the test process at its own test database, while the app, `run_hourly` and the
probe (tests/chaos/probe.py) all use the chaos database given in their environment.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
APP_READY_TIMEOUT_S = 60.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def manage(
    env: dict[str, str], *args: str, timeout_s: float = 300
) -> subprocess.CompletedProcess[str]:
    """`manage.py …` in a subprocess; raises with its output when it fails."""
    done = subprocess.run(
        [PYTHON, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout_s,
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"manage.py {' '.join(args)} exited {done.returncode}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        )
    return done


def probe(env: dict[str, str]) -> dict[str, Any]:
    done = subprocess.run(
        [PYTHON, str(ROOT / "tests" / "chaos" / "probe.py")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if done.returncode != 0:
        raise RuntimeError(f"probe failed: {done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


# --- the database: one seeded template per session, one copy per run ----------------------------


class ChaosDatabases:
    """A seeded template and cheap copies of it: a file copy on SQLite, `CREATE DATABASE …
    TEMPLATE` on Postgres (under names derived from the suite's own DATABASE_URL, so two
    engineers' suites never share a database)."""

    def __init__(self, workdir: Path, database_url: str) -> None:
        self.workdir = workdir
        self.source_url = database_url
        self.postgres = database_url.startswith(("postgres://", "postgresql://"))
        self.copies: list[str] = []
        if self.postgres:
            parts = urlsplit(database_url)
            self.base_name = parts.path.lstrip("/") or "memoryflow"
            self.template_url = self._pg_url(f"{self.base_name}_chaos_tpl")
        else:
            self.template_url = f"sqlite:///{workdir / 'template.sqlite3'}"

    def _pg_url(self, name: str) -> str:
        parts = urlsplit(self.source_url)
        return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))

    def pg_admin(self) -> Any:
        import psycopg

        parts = urlsplit(self.source_url)
        return psycopg.connect(
            urlunsplit(("postgresql", parts.netloc, "/postgres", "", "")), autocommit=True
        )

    def _pg_recreate(self, name: str, template: str | None = None) -> None:
        with self.pg_admin() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            suffix = f' TEMPLATE "{template}"' if template else ""
            conn.execute(f'CREATE DATABASE "{name}"{suffix}')

    def create_template(self, env: dict[str, str], seed_args: list[str]) -> None:
        if self.postgres:
            self._pg_recreate(f"{self.base_name}_chaos_tpl")
        env = {**env, "DATABASE_URL": self.template_url}
        manage(env, "migrate", "--noinput", "-v0")
        manage(env, "seed_demo", *seed_args, "--quiet")

    def copy(self, label: str) -> str:
        """A fresh copy of the seeded template; returns its DATABASE_URL."""
        if self.postgres:
            name = f"{self.base_name}_chaos_{label}"
            self._pg_recreate(name, template=f"{self.base_name}_chaos_tpl")
            self.copies.append(name)
            return self._pg_url(name)
        source = self.workdir / "template.sqlite3"
        target = self.workdir / f"{label}.sqlite3"
        shutil.copyfile(source, target)  # the seeding process closed it: no -wal to copy
        return f"sqlite:///{target}"

    def drop_all(self) -> None:
        if not self.postgres:
            return
        with contextlib.suppress(Exception), self.pg_admin() as conn:
            for name in [*self.copies, f"{self.base_name}_chaos_tpl"]:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def terminate_connections(self, database_url: str) -> int:
        """`pg_terminate_backend` every connection to that database (the app's workers and
        `run_hourly`'s); returns how many were ended."""
        name = urlsplit(database_url).path.lstrip("/")
        with self.pg_admin() as conn:
            rows = conn.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = %s AND pid <> pg_backend_pid()",
                (name,),
            ).fetchall()
        return sum(1 for (ended,) in rows if ended)


# --- the app under gunicorn ----------------------------------------------------------------------


class App:
    """`scripts/serve` (gunicorn master + workers) in its own process group, so a kill -9
    takes the master and every worker down at once, like a crashed host."""

    def __init__(self, env: dict[str, str], port: int, log: Path) -> None:
        self.env = {
            **env,
            "MEMORYFLOW_BIND": f"127.0.0.1:{port}",
            "MEMORYFLOW_WORKERS": "2",
            "MEMORYFLOW_THREADS": "8",
        }
        self.url = f"http://127.0.0.1:{port}"
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        with open(self.log, "ab") as out:
            self.process = subprocess.Popen(
                [str(ROOT / "scripts" / "serve")],
                cwd=ROOT,
                env=self.env,
                stdout=out,
                stderr=out,
                start_new_session=True,
            )
        deadline = time.monotonic() + APP_READY_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the app exited: {self.log.read_text()[-2000:]}")
            with contextlib.suppress(httpx.HTTPError):
                httpx.get(self.url + "/admin/login/", timeout=2)
                return
            time.sleep(0.1)
        raise RuntimeError(f"the app did not answer within {APP_READY_TIMEOUT_S:.0f} s")

    def kill(self) -> None:
        """SIGKILL to the master and all workers: in-flight deliveries die mid-request."""
        if self.process is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.kill()


# --- run_hourly as the operator runs it ------------------------------------------------------


@dataclass
class HourlyResult:
    returncode: int
    stdout: str
    stderr: str
    seconds: float
    since_ms: int
    report: dict[str, Any] | None = field(default=None)

    def describe(self) -> str:
        return (
            f"run_hourly exited {self.returncode} after {self.seconds:.1f}s; "
            f"stdout: {self.stdout[-1000:]!r}; stderr: {_crash(self.stderr) or self.stderr[-1000:]!r}"
        )


def _crash(stderr: str) -> str:
    """A traceback in short: the project's frames (where it crashed) and the error line."""
    if "Traceback" not in stderr:
        return ""
    lines = stderr.strip().splitlines()
    frames = [
        line.strip() for line in lines if line.strip().startswith("File ") and str(ROOT) in line
    ]
    ours = [f for f in frames if "/.venv/" not in f]
    return " | ".join([*ours[-3:], lines[-1]])


@contextlib.contextmanager
def hourly_run(env: dict[str, str], *, timeout_s: float) -> Iterator[subprocess.Popen[str]]:
    """`manage.py run_hourly --wait --json` started in the background; the caller injects a
    fault meanwhile and then calls `finish`. The process is killed if anything goes wrong."""
    process = subprocess.Popen(
        [PYTHON, "manage.py", "run_hourly", "--wait", "--json", "--timeout", str(timeout_s)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(10)


def finish(
    process: subprocess.Popen[str], *, started: float, since_ms: int, limit_s: float
) -> HourlyResult:
    """Wait (bounded) for run_hourly and parse its JSON report."""
    try:
        out, err = process.communicate(timeout=limit_s)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate(timeout=10)
        err += f"\n[chaos] run_hourly killed after {limit_s:.0f} s"
    result = HourlyResult(
        returncode=process.returncode,
        stdout=out,
        stderr=err,
        seconds=time.monotonic() - started,
        since_ms=since_ms,
    )
    for line in reversed(out.strip().splitlines()):
        with contextlib.suppress(ValueError):
            result.report = json.loads(line)
            break
    return result


# --- QStash's view: the run logs -----------------------------------------------------------------


def qstash_runs(
    url: str, token: str, *, since_ms: int, max_pages: int = 500
) -> list[dict[str, Any]]:
    """Every workflow run since `since_ms` from `GET /v2/workflows/logs` (bounded paging)."""
    runs: list[dict[str, Any]] = []
    cursor: str | None = None
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}) as client:
        for _ in range(max_pages):
            params = {"fromDate": str(since_ms), "count": "100"}
            if cursor:
                params["cursor"] = cursor
            answer = client.get("/v2/workflows/logs", params=params, timeout=30)
            answer.raise_for_status()
            page = answer.json()
            runs += page.get("runs") or []
            cursor = page.get("cursor")
            if not cursor:
                return runs
    raise RuntimeError(f"more than {max_pages} pages of run logs")


def wait_for_first_run(
    url: str, token: str, process: subprocess.Popen[str], *, timeout_s: float = 60
) -> float:
    """Block until QStash shows the tree's first run (the trigger was published and
    delivered); returns that moment (time.monotonic). Faults are timed from here, not from
    the start of run_hourly, whose Django start-up alone takes seconds."""
    deadline = time.monotonic() + timeout_s
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}) as client:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(f"run_hourly exited {process.returncode} before any run")
            with contextlib.suppress(httpx.HTTPError):
                if (
                    client.get("/v2/workflows/logs", params={"count": "1"}, timeout=5)
                    .json()
                    .get("runs")
                ):
                    return time.monotonic()
            time.sleep(0.05)
    raise RuntimeError(f"no workflow run within {timeout_s:.0f} s of run_hourly's start")


def finished_runs(url: str, token: str) -> int:
    """How many workflow runs QStash shows as finished (RUN_SUCCESS) so far."""
    finished, cursor = 0, ""
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}) as client:
        while True:
            params = {"state": "RUN_SUCCESS", "count": "1000", "cursor": cursor}
            page = client.get("/v2/workflows/logs", params=params, timeout=10).json()
            finished += len(page.get("runs") or [])
            cursor = page.get("cursor") or ""
            if not cursor:
                return finished


def init_body(run: dict[str, Any]) -> Any:
    """The payload a run was started with (its `init` step's output)."""
    for group in run.get("steps", []):
        for step in group.get("steps", []):
            if step.get("stepName") == "init":
                raw = step.get("out")
                try:
                    return json.loads(raw) if isinstance(raw, str) else raw
                except ValueError:
                    return raw
    return None


def dlq_entries(url: str, token: str, *, max_pages: int = 100) -> list[dict[str, Any]]:
    """QStash's dead letters (`GET /v2/dlq`): work that ran out of retries."""
    entries: list[dict[str, Any]] = []
    cursor: str | None = None
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}) as client:
        for _ in range(max_pages):
            params = {"cursor": cursor} if cursor else {}
            answer = client.get("/v2/dlq", params=params, timeout=30)
            answer.raise_for_status()
            page = answer.json()
            entries += page.get("messages") or []
            cursor = page.get("cursor")
            if not cursor:
                break
    return entries
