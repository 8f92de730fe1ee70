"""The test hooks other suites rely on: duplicate deliveries, injected failures, latency."""

from __future__ import annotations

import time
from collections import Counter

from qstash import QStash
from upstash_workflow import WorkflowContext
from upstash_workflow.flask import Serve

from qstash_devserver.testing import running_devserver

from .helpers import wait_until


def test_duplicate_deliveries_and_workflows_still_complete(receiver):
    serve = Serve(receiver.app)
    runs: Counter[str] = Counter()
    result: dict[str, object] = {}
    with running_devserver(duplicate_deliveries=True) as dev:

        @serve.route("/wf/dup", env=dev.env())
        def dup(context: WorkflowContext[dict]) -> None:
            a = context.run("one", lambda: runs.update(["one"]) or 1)  # type: ignore[redundant-expr]
            b = context.run("two", lambda: runs.update(["two"]) or a + 1)  # type: ignore[redundant-expr]
            result["b"] = b
            result["run"] = context.workflow_run_id

        receiver.start()
        client = QStash(dev.token, base_url=dev.url)
        ids = [
            client.message.publish(url=receiver.url("/r/dup"), body=f"{i}".encode()).message_id  # type: ignore[union-attr]
            for i in range(5)
        ]
        seen = receiver.wait("/r/dup", 10)
        assert Counter(s.header("Upstash-Message-Id") for s in seen) == {i: 2 for i in ids}
        client.message.publish_json(url=receiver.url("/wf/dup"), body={})
        wait_until(lambda: result.get("b") == 2)
        wait_until(
            lambda: (
                client.http.request(
                    path="/v2/workflows/logs",
                    method="GET",
                    params={"workflowRunId": str(result["run"])},
                )["runs"][0]["workflowState"]
                == "RUN_SUCCESS"
            )
        )
        # A duplicate delivery re-runs the step (at-least-once). Eventually: the duplicate
        # of the init delivery races the run's own next deliveries in the receiver.
        wait_until(lambda: runs["one"] >= 2)


def test_injected_failures_before_delivery_are_retried(receiver):
    receiver.start()
    with running_devserver(fail_fraction=0.5, fail_seed=3, fail_mode="before") as dev:
        client = QStash(dev.token, base_url=dev.url)
        ids = [
            client.message.publish(url=receiver.url("/r/inj"), body=b"x", retries=20).message_id  # type: ignore[union-attr]
            for _ in range(10)
        ]
        seen = receiver.wait("/r/inj", 10, timeout=20)
        assert sorted(s.header("Upstash-Message-Id") for s in seen) == sorted(ids)
        errors = [e for e in client.log.list().logs if e.state.value == "ERROR"]
        assert errors and all("injected" in (e.error or "") for e in errors)
        assert any(int(s.header("Upstash-Retried") or 0) > 0 for s in seen)


def test_injected_failures_after_delivery_redeliver(receiver):
    receiver.start()
    with running_devserver(fail_fraction=0.5, fail_seed=3) as dev:
        client = QStash(dev.token, base_url=dev.url)
        ids = [
            client.message.publish(  # type: ignore[union-attr]
                url=receiver.url("/r/lost-ack"), body=b"x", retries=20
            ).message_id
            for _ in range(10)
        ]
        wait_until(
            lambda: sum(e.state.value == "DELIVERED" for e in client.log.list().logs) == 10,
            timeout=20,
        )
        counts = Counter(s.header("Upstash-Message-Id") for s in receiver.at("/r/lost-ack"))
        assert set(counts) == set(ids) and max(counts.values()) > 1


def test_added_latency(receiver):
    receiver.start()
    with running_devserver(latency=0.4) as dev:
        client = QStash(dev.token, base_url=dev.url)
        start = time.monotonic()
        client.message.publish(url=receiver.url("/r/lat"), body=b"x")
        assert receiver.wait("/r/lat")[0].at - start >= 0.4
