"""upstash_workflow.serve() flows against the server, and the run logs."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
from upstash_workflow import WorkflowContext
from upstash_workflow.flask import Serve

from .helpers import wait_until


def _logs(server, run_id):
    res = httpx.get(
        server.url + "/v2/workflows/logs", headers=server.auth(), params={"workflowRunId": run_id}
    )
    res.raise_for_status()
    runs = res.json()["runs"]
    return runs[0] if runs else None


def _state(server, run_id, state, timeout=10.0):
    return wait_until(
        lambda: (lambda run: run if run and run["workflowState"] == state else None)(
            _logs(server, run_id)
        ),
        timeout=timeout,
    )


def test_two_runs_steps_finish_with_run_success(server, client, receiver):
    serve = Serve(receiver.app)
    seen: dict[str, object] = {}

    @serve.route("/wf/two", env=server.env())
    def two(context: WorkflowContext[dict]) -> None:
        seen["run"] = context.workflow_run_id
        a = context.run("add", lambda: context.request_payload["n"] + 1)
        b = context.run("times", lambda: a * 10)
        seen["result"] = b

    receiver.start()
    client.message.publish_json(
        url=receiver.url("/wf/two"), body={"n": 1}, headers={"X-User": "u1"}
    )
    wait_until(lambda: "result" in seen)
    run = _state(server, seen["run"], "RUN_SUCCESS")
    assert seen["result"] == 20
    assert run["workflowUrl"] == receiver.url("/wf/two") and run["workflowRunCompletedAt"]
    groups = run["steps"]
    assert [g["type"] for g in groups] == ["sequential"] * 3
    steps = [g["steps"][0] for g in groups]
    assert [(s["stepName"], s["stepType"]) for s in steps] == [
        ("init", "Initial"),
        ("add", "Run"),
        ("times", "Run"),
    ]
    assert json.loads(steps[0]["out"]) == {"n": 1}
    assert [s["out"] for s in steps[1:]] == ["2", "20"]
    assert all(s["state"] == "STEP_SUCCESS" and s["callType"] == "step" for s in steps)
    deliveries = [r for r in receiver.everything if r.path == "/wf/two"]
    # trigger + init + step 1 + step 2; every one after the trigger carries the run id
    assert len(deliveries) == 4
    assert all(r.header("Upstash-Workflow-RunId") == seen["run"] for r in deliveries[1:])
    assert all(r.header("X-User") == "u1" for r in deliveries)
    # the user header survived re-forwarding; stale copies of server headers did not
    assert len({r.header("Upstash-Signature") for r in deliveries}) == 4
    # a repeated finish answers 200 (WP would loop on a 404)
    again = httpx.delete(
        f"{server.url}/v2/workflows/runs/{seen['run']}?cancel=false", headers=server.auth()
    )
    assert again.status_code == 200 and _logs(server, seen["run"])["workflowState"] == "RUN_SUCCESS"
    raw = httpx.get(f"{server.url}/v2/workflows/runs/{seen['run']}", headers=server.auth())
    assert [e["callType"] for e in raw.json()] == ["step", "step", "step"]


def test_sleep_is_held_for_its_delay(server, client, receiver):
    serve = Serve(receiver.app)
    marks: dict[str, float] = {}

    @serve.route("/wf/sleepy", env=server.env())
    def sleepy(context: WorkflowContext[str]) -> None:
        marks["run"] = context.workflow_run_id
        context.run("before", lambda: marks.setdefault("before", time.monotonic()))
        context.sleep("nap", 1)
        context.run("after", lambda: marks.setdefault("after", time.monotonic()))

    receiver.start()
    client.message.publish(url=receiver.url("/wf/sleepy"), body=b"zz")
    wait_until(lambda: "after" in marks, timeout=10)
    assert marks["after"] - marks["before"] >= 1.0
    run = _state(server, marks["run"], "RUN_SUCCESS")
    nap = run["steps"][2]["steps"][0]
    assert nap["stepType"] == "SleepFor" and nap["sleepFor"] == 1


def test_call_with_one_retry_gives_two_callbacks_then_the_result_step(server, client, receiver):
    serve = Serve(receiver.app)
    receiver.responders["/r/third"] = lambda seen: (500, {"X-T": "t"}, b'{"err":"down"}')
    got: dict[str, object] = {}

    @serve.route("/wf/call", env=server.env())
    def call(context: WorkflowContext[dict]) -> None:
        got["run"] = context.workflow_run_id
        res = context.call(
            "ask",
            url=receiver.url("/r/third"),
            method="POST",
            body={"q": 1},
            headers={"X-Call": "c"},
            retries=1,
        )
        context.run("record", lambda: got.setdefault("status", res.status))
        got["body"] = res.body

    receiver.start()
    client.message.publish_json(url=receiver.url("/wf/call"), body={"go": True})
    wait_until(lambda: "body" in got, timeout=10)
    third = receiver.at("/r/third")
    assert len(third) == 2 and third[0].header("X-Call") == "c"
    assert json.loads(third[0].body) == {"q": 1}
    assert third[0].header("Upstash-Workflow-Sdk-Version") is None
    callbacks = [
        r
        for r in receiver.everything
        if r.path == "/wf/call" and r.header("Upstash-Workflow-Callback")
    ]
    assert len(callbacks) == 2
    assert [json.loads(c.body)["retried"] for c in callbacks] == [0, 1]
    assert all(c.header("Upstash-Workflow-RunId") == got["run"] for c in callbacks)
    assert got["status"] == 500 and got["body"] == {"err": "down"}
    run = _state(server, got["run"], "RUN_SUCCESS")
    ask = run["steps"][1]["steps"][0]
    assert ask["stepType"] == "Call" and ask["callUrl"] == receiver.url("/r/third")
    assert ask["callResponseStatus"] == 500 and ask["callMethod"] == "POST"


def test_failing_step_runs_failure_function_with_original_payload(server, client, receiver):
    serve = Serve(receiver.app)
    got: dict[str, Any] = {}

    def on_failure(
        context: WorkflowContext[dict], status: int, message: str, headers: dict
    ) -> None:
        got["failure"] = (context.request_payload, status, message, context.workflow_run_id)

    @serve.route("/wf/fail", env=server.env(), retries=1, failure_function=on_failure)
    def fail(context: WorkflowContext[dict]) -> None:
        got["run"] = context.workflow_run_id
        context.run("ok", lambda: 1)

        def explode() -> None:
            raise RuntimeError("kaboom")

        context.run("explode", explode)

    receiver.start()
    client.message.publish_json(url=receiver.url("/wf/fail"), body={"order": 7})
    wait_until(lambda: "failure" in got, timeout=10)
    payload, status, message, run_id = got["failure"]
    assert payload == {"order": 7} and status == 500 and "kaboom" in message
    assert run_id == got["run"]
    run = wait_until(
        lambda: (
            lambda r: (
                r
                if r
                and r["workflowState"] == "RUN_FAILED"
                and r.get("failureFunction", {}).get("state") == "CALLBACK_SUCCESS"
                else None
            )
        )(_logs(server, got["run"]))
    )
    assert run["dlqId"] and run["failureFunction"]["dlqId"] == run["dlqId"]
    assert run["failureFunction"]["failStatus"] == 500
    assert [g["type"] for g in run["steps"]] == ["sequential", "sequential", "next"]
    failed = run["steps"][-1]["steps"][0]
    assert failed["state"] == "STEP_FAILED" and len(failed["errors"]) == 2
    assert failed["errors"][0]["status"] == 500
    dlq = client.dlq.get(run["dlqId"])
    assert dlq.url == receiver.url("/wf/fail")


def test_cancel_and_bulk_cancel_runs(server, client, receiver):
    serve = Serve(receiver.app)
    runs: list[str] = []

    @serve.route("/wf/long", env=server.env())
    def long(context: WorkflowContext[str]) -> None:
        context.run("first", lambda: runs.append(context.workflow_run_id) or 1)  # type: ignore[func-returns-value]
        context.sleep("wait", 30)
        context.run("never", lambda: runs.append("reached"))

    receiver.start()
    for i in range(3):
        client.message.publish(url=receiver.url("/wf/long"), body=f"{i}".encode())
    wait_until(
        lambda: (
            len(set(runs)) == 3
            and all(
                (_logs(server, r) or {}).get("steps", [{}])[-1].get("type") == "next" for r in runs
            )
        )
    )
    one, *rest = runs[:3]
    assert (
        httpx.delete(
            f"{server.url}/v2/workflows/runs/{one}?cancel=true", headers=server.auth()
        ).status_code
        == 200
    )
    bulk = httpx.request(
        "DELETE",
        f"{server.url}/v2/workflows/runs",
        params={"workflowRunIds": ",".join(rest)},
        headers=server.auth(),
    )
    assert bulk.json() == {"cancelled": 2}
    for run_id in runs[:3]:
        run = _state(server, run_id, "RUN_CANCELED")
        assert run["steps"][-1]["steps"][0]["state"] == "STEP_CANCELED"
    assert "reached" not in runs
    states = [
        e.state.value
        for e in client.log.list(
            filter={"url": receiver.url("/wf/long"), "state": _canceled()}
        ).logs
    ]
    assert len(states) == 3


def _canceled():
    from qstash.log import LogState

    return LogState.CANCELED
