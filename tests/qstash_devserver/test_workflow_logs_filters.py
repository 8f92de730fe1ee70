"""`GET /v2/workflows/logs` (and `/v2/workflows/events`, @upstash/workflow's `logs`): which
runs a filter selects."""

from __future__ import annotations

import asyncio
import uuid

import httpx

from .helpers import start_workflow_run
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


def test_a_host_or_path_filter_lists_the_runs_of_that_url(tmp_path):
    """`logs({filter: {host, path}})`: neither was read, so every run was listed."""
    assert _listed(tmp_path, "host=a.test") == {"wfr_a"}
    assert _listed(tmp_path, "path=/wf&host=b.test&host=c.test") == {"wfr_b", "wfr_c"}
    assert _listed(tmp_path, "path=/other") == set()


def test_a_message_caller_ip_or_flow_control_key_filter_lists_the_runs_it_names(server, receiver):
    """`logs({filter: {messageId, callerIp, flowControlKey}})`: none was read, so each
    listed every run."""
    receiver.start()
    started: dict[str, tuple[str, str]] = {}
    for name in ("one", "two"):
        run_id, url = f"wfr_logs_by_{name}_{uuid.uuid4().hex}", receiver.url(f"/r/logs-by-{name}")
        flow = {
            "Upstash-Flow-Control-Key": f"logs-by-{name}",
            "Upstash-Flow-Control-Value": "parallelism=1",
        }
        answered = start_workflow_run(server, url, run_id, flow)
        started[name] = (run_id, answered.json()["messageId"])

    def listed(**params: str) -> set[str]:
        answered = httpx.get(
            f"{server.url}/v2/workflows/logs", headers=server.auth(), params=params
        )
        assert answered.status_code == 200
        return {r["workflowRunId"] for r in answered.json()["runs"]}

    (one, one_message), (two, _) = started["one"], started["two"]
    assert listed(messageId=one_message) == {one}
    assert listed(flowControlKey="logs-by-two") == {two}
    assert {one, two} <= listed(callerIp="127.0.0.1")
    assert listed(callerIp="10.9.9.9") == set()
