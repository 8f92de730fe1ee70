"""`DELETE /v2/workflows/runs`: which runs a bulk cancel ends, as @upstash/workflow's
`client.cancel` sends it (filters in the query: `workflowUrl` a prefix unless
`workflowUrlExactMatch=true`, `label`, dates; `{all: true}` sends only `count`)."""

from __future__ import annotations

import asyncio
import uuid

import httpx

from .helpers import start_workflow_run
from .in_process import AUTH, fresh_core, http_client, save_running_run

RUNS = {
    "wfr_exact": ("http://a.test/wf", 1000, "nightly"),
    "wfr_below": ("http://a.test/wf/child", 2000, None),
    "wfr_other": ("http://b.test/wf", 3000, "nightly"),
}


def _cancel(tmp_path, query: str) -> tuple[int, dict, set[str]]:
    """The three running RUNS; answer the status, body and the ids of the runs cancelled."""

    async def run() -> tuple[int, dict, set[str]]:
        core = fresh_core(tmp_path)
        for run_id, (url, created, label) in RUNS.items():
            save_running_run(core, run_id, url, created, label)
        core.store.commit()
        async with http_client(core) as http:
            answered = await http.delete(f"/v2/workflows/runs?{query}", headers=AUTH)
            body = await answered.json()
        ended = {
            run_id
            for run_id in RUNS
            if core.workflows.get(run_id)["workflowState"] == "RUN_CANCELED"  # type: ignore[index]
        }
        return answered.status, body, ended

    return asyncio.run(run())


def test_cancel_by_exact_workflow_url(tmp_path):
    """`cancel({filter: {workflowUrl}})`: the query was not read, nothing was cancelled
    and the runs went on."""
    status, body, ended = _cancel(
        tmp_path, "workflowUrl=http://a.test/wf&workflowUrlExactMatch=true&count=100"
    )
    assert (status, body, ended) == (200, {"cancelled": 1}, {"wfr_exact"})


def test_cancel_by_workflow_url_prefix(tmp_path):
    """`cancel({urlStartingWith})`: a workflowUrl without exact match is a prefix."""
    status, body, ended = _cancel(tmp_path, "workflowUrl=http://a.test/wf&count=100")
    assert (status, body, ended) == (200, {"cancelled": 2}, {"wfr_exact", "wfr_below"})


def test_cancel_by_label_and_dates(tmp_path):
    status, body, ended = _cancel(tmp_path, "label=nightly&fromDate=2000&count=100")
    assert (status, body, ended) == (200, {"cancelled": 1}, {"wfr_other"})


def test_cancel_all(tmp_path):
    """`cancel({all: true})` sends only a count: every running run is cancelled."""
    status, body, ended = _cancel(tmp_path, "count=100")
    assert (status, body, ended) == (200, {"cancelled": 3}, set(RUNS))


def test_a_filter_this_server_cannot_apply_is_refused_and_cancels_nothing(tmp_path):
    status, _, ended = _cancel(tmp_path, "responseStatus=500&count=100")
    assert (status, ended) == (400, set())


def test_cancel_by_flow_control_key_and_caller_ip(server, receiver):
    """`cancel({filter: {flowControlKey, callerIp}})` (the SDK's UniversalFilterFields):
    both were refused with a 400, so the SDK threw and nothing was cancelled."""
    receiver.start()
    started = {}
    for name in ("one", "two"):
        run_id, url = f"wfr_cancel_by_{name}_{uuid.uuid4().hex}", receiver.url(f"/r/cancel-{name}")
        flow = {
            "Upstash-Flow-Control-Key": f"cancel-by-{name}",
            "Upstash-Flow-Control-Value": "parallelism=1",
        }
        answered = start_workflow_run(server, url, run_id, flow)
        assert answered.status_code == 201
        started[name] = run_id

    def cancel(**params: str) -> object:
        answered = httpx.delete(
            f"{server.url}/v2/workflows/runs", headers=server.auth(), params=params
        )
        assert answered.status_code == 200
        return answered.json()

    def state(name: str) -> str:
        return httpx.get(
            f"{server.url}/v2/workflows/logs",
            headers=server.auth(),
            params={"workflowRunId": started[name]},
        ).json()["runs"][0]["workflowState"]

    assert cancel(flowControlKey="cancel-by-two", callerIp="10.9.9.9") == {"cancelled": 0}
    assert cancel(flowControlKey="cancel-by-two", callerIp="127.0.0.1") == {"cancelled": 1}
    assert (state("one"), state("two")) == ("RUN_STARTED", "RUN_CANCELED")
