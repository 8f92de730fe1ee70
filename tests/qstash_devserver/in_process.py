"""The server in this process, for tests that set its state up directly (runs, dead
letters) rather than through publishes, then call its HTTP API."""

from __future__ import annotations

from pathlib import Path

from aiohttp.test_utils import TestClient, TestServer

from qstash_devserver.api import build_app
from qstash_devserver.config import DEFAULT_TOKEN, Config
from qstash_devserver.core import Core
from qstash_devserver.schedules import Schedules
from qstash_devserver.store import Store

AUTH = {"Authorization": f"Bearer {DEFAULT_TOKEN}"}


def fresh_core(tmp_path: Path) -> Core:
    """The server's state in a new store under `tmp_path` (its store is `core.store`)."""
    path = str(tmp_path / "qstash.sqlite3")
    return Core(Config(store=path), Store(path))


def http_client(core: Core) -> TestClient:
    """The HTTP API over `core`: `async with http_client(core) as http: ...`."""
    return TestClient(TestServer(build_app(core, Schedules(core))))


def save_running_run(core: Core, run_id: str, url: str, created_ms: int, label: str | None) -> None:
    """A workflow run in progress, as the server keeps its log."""
    core.workflows.save(
        {
            "workflowRunId": run_id,
            "workflowUrl": url,
            "workflowRunCreatedAt": created_ms,
            "workflowState": "RUN_STARTED",
            "label": label,
        }
    )
