"""Workflow DLQ restart and resume (`POST /v2/workflows/dlq/restart|resume`) with the
settings Upstash lets them override."""

from __future__ import annotations

import json
import time
from functools import partial

import httpx
from upstash_workflow import WorkflowContext
from upstash_workflow.flask import Serve

from .helpers import wait_until


def _failed_run(server, client, receiver, *paths: str) -> list[tuple[str, str]]:
    """A run of a workflow at each of `paths` whose second step always fails: its
    (run id, dlq id)."""
    serve = Serve(receiver.app)
    runs: dict[str, str] = {}

    def failing(context: WorkflowContext[dict]) -> None:
        runs.setdefault(context.url, context.workflow_run_id)
        context.run("fine", lambda: 1)
        context.run("explode", lambda: 1 / 0)

    for i, path in enumerate(paths):
        failing.__name__ = f"failing_{i}"  # Flask's endpoint name: one per route
        serve.route(path, env=server.env(), retries=0)(failing)
    receiver.start()
    failed = []
    for path in paths:
        client.message.publish_json(url=receiver.url(path), body={"n": 1})
        dlq_id = wait_until(partial(_dlq_id_of_url, client, path))
        failed.append((runs[receiver.url(path)], dlq_id))
    return failed


def _dlq_id_of_url(client, path: str) -> str | None:
    return next((m.dlq_id for m in client.dlq.list().messages if m.url.endswith(path)), None)


def _run(server, run_id: str) -> dict | None:
    res = httpx.get(
        server.url + "/v2/workflows/logs", headers=server.auth(), params={"workflowRunId": run_id}
    )
    runs = res.json()["runs"]
    return runs[0] if runs else None


def test_a_restart_takes_the_label_it_is_given(server, client, receiver):
    ((_, dlq_id),) = _failed_run(server, client, receiver, "/wf/dlq-relabel")
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
    ((run_id, dlq_id),) = _failed_run(server, client, receiver, "/wf/dlq-failure-url")
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
    ((run_id, dlq_id),) = _failed_run(server, client, receiver, "/wf/dlq-delayed")
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


def test_a_failed_run_is_read_and_deleted_by_its_dlq_id(server, client, receiver):
    """The workflow DLQ's own endpoints (GET /v2/workflows/dlq[/{dlqId}], DELETE
    /v2/workflows/dlq/{dlqId}) answer for workflow runs' dead letters only."""
    receiver.responders["/r/dlq-single-404"] = lambda seen: (404, {}, b"")
    ((run_id, dlq_id),) = _failed_run(server, client, receiver, "/wf/dlq-single")
    plain = client.message.publish(url=receiver.url("/r/dlq-single-404"), body=b"x", retries=0)
    plain_dlq = wait_until(
        lambda: next(
            (m.dlq_id for m in client.dlq.list().messages if m.message_id == plain.message_id),
            None,
        )
    )
    base, auth = f"{server.url}/v2/workflows/dlq", server.auth()
    listed = httpx.get(base, headers=auth, params={"workflowRunId": run_id})
    assert listed.status_code == 200
    assert [m["dlqId"] for m in listed.json()["messages"]] == [dlq_id]
    one = httpx.get(f"{base}/{dlq_id}", headers=auth)
    assert one.status_code == 200 and one.json()["workflowRunId"] == run_id
    assert httpx.get(f"{base}/{plain_dlq}", headers=auth).status_code == 404
    assert httpx.delete(f"{base}/{plain_dlq}", headers=auth).status_code == 404
    assert httpx.delete(f"{base}/{dlq_id}", headers=auth).status_code == 200
    left = {m.dlq_id for m in client.dlq.list().messages}
    assert dlq_id not in left and plain_dlq in left


def test_one_failed_run_is_resumed_or_restarted_by_its_dlq_id(server, client, receiver):
    """POST /v2/workflows/dlq/resume/{dlqId} and /restart/{dlqId} answer the run itself."""
    (resumed_id, to_resume), (restarted_from, to_restart) = _failed_run(
        server, client, receiver, "/wf/dlq-resume-one", "/wf/dlq-restart-one"
    )
    base, auth = f"{server.url}/v2/workflows/dlq", server.auth()

    resumed = httpx.post(f"{base}/resume/{to_resume}", headers=auth)
    assert resumed.status_code == 200
    assert resumed.json()["workflowRunId"] == resumed_id
    assert isinstance(resumed.json()["workflowCreatedAt"], int)

    restarted = httpx.post(f"{base}/restart/{to_restart}", headers=auth)
    assert restarted.status_code == 200
    new_run = restarted.json()["workflowRunId"]
    assert new_run != restarted_from
    assert wait_until(lambda: _run(server, new_run))["workflowRunId"] == new_run
    assert httpx.post(f"{base}/resume/dlq_missing", headers=auth).status_code == 404
