"""`GET /v2/workflows/logs` (and `/v2/workflows/events`, @upstash/workflow's `logs`): which
runs a filter selects."""

from __future__ import annotations

import asyncio

from aiohttp.test_utils import TestClient, TestServer

from qstash_devserver.api import build_app
from qstash_devserver.config import DEFAULT_TOKEN, Config
from qstash_devserver.core import Core
from qstash_devserver.schedules import Schedules
from qstash_devserver.store import Store

AUTH = {"Authorization": f"Bearer {DEFAULT_TOKEN}"}
RUNS = {
    "wfr_a": ("http://a.test/wf", "nightly"),
    "wfr_b": ("http://b.test/wf", "hourly"),
    "wfr_c": ("http://c.test/wf", None),
}


def _listed(tmp_path, query: str) -> set[str]:
    async def run() -> set[str]:
        path = str(tmp_path / "qstash.sqlite3")
        store = Store(path)
        core = Core(Config(store=path), store)
        for created, (run_id, (url, label)) in enumerate(RUNS.items()):
            core.workflows.save(
                {
                    "workflowRunId": run_id,
                    "workflowUrl": url,
                    "workflowRunCreatedAt": created,
                    "workflowState": "RUN_STARTED",
                    "label": label,
                }
            )
        store.commit()
        async with TestClient(TestServer(build_app(core, Schedules(core)))) as http:
            answered = await http.get(f"/v2/workflows/events?{query}", headers=AUTH)
            assert answered.status == 200
            return {r["workflowRunId"] for r in (await answered.json())["runs"]}

    return asyncio.run(run())


def test_a_label_filter_lists_that_labels_runs(tmp_path):
    """`logs({filter: {label}})`: label was not read, so every run was listed."""
    assert _listed(tmp_path, "groupBy=workflowRunId&label=nightly") == {"wfr_a"}


def test_a_repeated_filter_matches_any_of_its_values(tmp_path):
    """An SDK array (workflowUrl: [a, b]) is a repeated name; only the first counted."""
    query = "workflowUrl=http://a.test/wf&workflowUrl=http://b.test/wf"
    assert _listed(tmp_path, query) == {"wfr_a", "wfr_b"}
    assert _listed(tmp_path, "label=nightly&label=hourly") == {"wfr_a", "wfr_b"}
