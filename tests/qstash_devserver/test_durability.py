"""The issue's durability promise: kill -9 the server, restart it, nothing accepted is lost."""

from __future__ import annotations

import sqlite3
import time

import httpx
from qstash import QStash
from upstash_workflow import WorkflowContext
from upstash_workflow.flask import Serve

from qstash_devserver.testing import running_devserver

from .helpers import wait_until


def test_kill_9_and_restart_delivers_every_accepted_message(receiver):
    receiver.responders["/r/slow"] = lambda seen: (time.sleep(0.05), (200, {}, b""))[1]  # type: ignore[func-returns-value]
    receiver.start()
    with running_devserver(concurrency=4) as dev:
        client = QStash(dev.token, base_url=dev.url)
        published = []
        for chunk in range(3):
            answers = client.message.batch(
                [{"url": receiver.url("/r/slow"), "body": f"{chunk}-{i}"} for i in range(50)]
            )
            published += [a.message_id for a in answers]  # type: ignore[union-attr]
        delayed = [
            client.message.publish(url=receiver.url("/r/slow"), body=b"late", delay="1s").message_id  # type: ignore[union-attr]
            for _ in range(5)
        ]
        receiver.wait("/r/slow", 10)
        dev.kill()  # SIGKILL mid-run: no shutdown hook runs
        before = len(receiver.at("/r/slow"))
        assert before < 150
        dev.restart()
        wanted = set(published + delayed)
        wait_until(
            lambda: wanted <= {s.header("Upstash-Message-Id") for s in receiver.at("/r/slow")},
            timeout=30,
        )


def test_workflow_run_survives_a_kill_during_its_sleep(receiver):
    serve = Serve(receiver.app)
    done: dict[str, object] = {}
    with running_devserver() as dev:

        @serve.route("/wf/durable", env=dev.env())
        def durable(context: WorkflowContext[dict]) -> None:
            done["run"] = context.workflow_run_id
            a = context.run("a", lambda: context.request_payload["x"] * 2)
            context.sleep("pause", 1)
            done["b"] = context.run("b", lambda: a + 1)

        receiver.start()
        client = QStash(dev.token, base_url=dev.url)
        client.message.publish_json(url=receiver.url("/wf/durable"), body={"x": 4})
        wait_until(lambda: "run" in done and _run_has_pending_sleep(dev, done["run"]))
        dev.kill()
        dev.restart()
        wait_until(lambda: done.get("b") == 9, timeout=15)
        wait_until(lambda: _runs(dev, done["run"])[0]["workflowState"] == "RUN_SUCCESS")
        steps = [g["steps"][0]["stepName"] for g in _runs(dev, done["run"])[0]["steps"]]
        assert steps == ["init", "a", "pause", "b"]  # no step lost or doubled


def _runs(dev, run_id):
    return httpx.get(
        dev.url + "/v2/workflows/logs", headers=dev.auth(), params={"workflowRunId": run_id}
    ).json()["runs"]


def _run_has_pending_sleep(dev, run_id) -> bool:
    runs = _runs(dev, run_id)
    return bool(runs) and any(
        s["steps"][0].get("stepType") == "SleepFor"
        for s in runs[0]["steps"]
        if s["type"] == "sequential"
    )


def test_a_stored_message_an_older_build_accepted_does_not_stop_the_restart(receiver):
    """The server reads a message's options again from its stored headers at every start.
    A value an older build accepted and this one refuses (parallelism=0, refused since) made
    every start fail, so no other message could be delivered either: it is now set aside."""
    receiver.start()
    with running_devserver() as dev:
        client = QStash(dev.token, base_url=dev.url)
        url = receiver.url("/r/older-build")
        stale = client.message.publish(
            url=url, body=b"stale", delay="1h", flow_control={"key": "old", "parallelism": 2}
        ).message_id  # type: ignore[union-attr]
        kept = client.message.publish(url=url, body=b"kept", delay="2s").message_id  # type: ignore[union-attr]
        dev.terminate()
        with sqlite3.connect(dev.store) as db:
            (data,) = db.execute("SELECT data FROM messages WHERE id=?", (stale,)).fetchone()
            older = data.replace("parallelism=2", "parallelism=0")
            db.execute("UPDATE messages SET data=? WHERE id=?", (older, stale))
        dev.start()
        assert [s.header("upstash-message-id") for s in receiver.wait("/r/older-build")] == [kept]
        assert "set aside" in dev.log_tail() and stale in dev.log_tail()


def test_an_older_store_s_events_are_listed_by_caller_ip_and_flow_control_key():
    """Events stored before the logs filtered by caller IP and flow-control key have no
    such columns; the server adds them at start, filled from each event's message."""
    with running_devserver() as dev:
        client = QStash(dev.token, base_url=dev.url)
        held = client.message.publish(
            url="http://127.0.0.1:9/r/older-events",
            body=b"x",
            delay="1h",
            flow_control={"key": "older-events", "parallelism": 1},
        ).message_id  # type: ignore[union-attr]
        dev.terminate()
        with sqlite3.connect(dev.store) as db:  # the events table as older builds made it
            db.execute("ALTER TABLE events DROP COLUMN caller_ip")
            db.execute("ALTER TABLE events DROP COLUMN flow_key")
        dev.start()

        def listed(**filters: str) -> list[str]:
            res = httpx.get(f"{dev.url}/v2/events", headers=dev.auth(), params=filters)
            return [e["messageId"] for e in res.json()["events"]]

        assert listed(flowControlKey="older-events") == [held]
        assert listed(callerIp="127.0.0.1") == [held]
        assert listed(flowControlKey="other") == []
