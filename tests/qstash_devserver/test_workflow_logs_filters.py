"""`GET /v2/workflows/logs` (and `/v2/workflows/events`, @upstash/workflow's `logs`): which
runs a filter selects."""

from __future__ import annotations

import asyncio

from .in_process import AUTH, fresh_core, http_client, save_running_run

RUNS = {
    "wfr_a": ("http://a.test/wf", "nightly"),
    "wfr_b": ("http://b.test/wf", "hourly"),
    "wfr_c": ("http://c.test/wf", None),
}


def _listed(tmp_path, query: str) -> set[str]:
    async def run() -> set[str]:
        core = fresh_core(tmp_path)
        for created, (run_id, (url, label)) in enumerate(RUNS.items()):
            save_running_run(core, run_id, url, created, label)
        core.store.commit()
        async with http_client(core) as http:
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
