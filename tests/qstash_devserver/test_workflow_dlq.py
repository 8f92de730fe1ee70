"""Workflow DLQ restart and resume (`POST /v2/workflows/dlq/restart|resume`) with the
settings Upstash lets them override."""

from __future__ import annotations

import json
import time

import httpx
from upstash_workflow import WorkflowContext
from upstash_workflow.flask import Serve

from .helpers import wait_until


def _failed_run(server, client, receiver, path: str) -> tuple[str, str]:
    """A run of a workflow at `path` whose second step always fails: (run id, dlq id)."""
    serve = Serve(receiver.app)
    runs: list[str] = []

    @serve.route(path, env=server.env(), retries=0)
    def failing(context: WorkflowContext[dict]) -> None:
        runs.append(context.workflow_run_id)
        context.run("fine", lambda: 1)
        context.run("explode", lambda: 1 / 0)

    receiver.start()
    client.message.publish_json(url=receiver.url(path), body={"n": 1})
    dlq_id = wait_until(
        lambda: next((m.dlq_id for m in client.dlq.list().messages if m.url.endswith(path)), None)
    )
    return runs[0], dlq_id


def _run(server, run_id: str) -> dict | None:
    res = httpx.get(
        server.url + "/v2/workflows/logs", headers=server.auth(), params={"workflowRunId": run_id}
    )
    runs = res.json()["runs"]
    return runs[0] if runs else None


def test_a_restart_takes_the_label_it_is_given(server, client, receiver):
    _, dlq_id = _failed_run(server, client, receiver, "/wf/dlq-relabel")
    answered = httpx.post(
        f"{server.url}/v2/workflows/dlq/restart",
        params={"dlqIds": dlq_id},
        headers={**server.auth(), "Upstash-Label": "relabeled"},
    )
    assert answered.status_code == 200
    new_run = answered.json()["workflowRuns"][0]["workflowRunId"]
    run = wait_until(lambda: _run(server, new_run))
    assert run["labels"] == ["relabeled"]
    found = httpx.get(
        server.url + "/v2/workflows/logs", headers=server.auth(), params={"label": "relabeled"}
    ).json()["runs"]
    assert [r["workflowRunId"] for r in found] == [new_run]


def test_a_resume_calls_the_failure_url_it_is_given(server, client, receiver):
    run_id, dlq_id = _failed_run(server, client, receiver, "/wf/dlq-failure-url")
    answered = httpx.post(
        f"{server.url}/v2/workflows/dlq/resume",
        params={"dlqIds": dlq_id},
        headers={**server.auth(), "Upstash-Failure-Callback": receiver.url("/r/resumed-failed")},
    )
    assert answered.status_code == 200
    # the step fails again: its run's failure now goes to the URL the resume named
    (failure,) = receiver.wait("/r/resumed-failed")
    assert json.loads(failure.body)["workflowRunId"] == run_id


def test_a_resume_with_a_delay_holds_the_resumed_step(server, client, receiver):
    run_id, dlq_id = _failed_run(server, client, receiver, "/wf/dlq-delayed")
    asked_at = int(time.time() * 1000)
    answered = httpx.post(
        f"{server.url}/v2/workflows/dlq/resume",
        params={"dlqIds": dlq_id},
        headers={**server.auth(), "Upstash-Delay": "1h"},
    )
    assert answered.status_code == 200
    run = _run(server, run_id)
    assert run is not None and run["workflowState"] == "RUN_STARTED"
    (pending,) = [s for s in run["steps"][-1]["steps"] if s["state"] != "STEP_FAILED"]
    assert pending["nextDeliveryTime"] >= asked_at + 3_600_000
