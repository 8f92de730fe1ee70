"""A workflow start for a run id that already exists starts nothing and delivers nothing.

The app starts runs with caller-chosen run ids (derived from what triggered them), so a
repeated start must be answered as deduplicated, whatever state the first run is in,
through `/v2/publish` and through `/v2/batch` (how the Python SDK's own first
invocation publishes it). And `Upstash-Deduplication-Id` holds across a kill -9.
"""

from __future__ import annotations

import json
import time

import httpx
import pytest
from qstash import QStash
from upstash_workflow import WorkflowContext
from upstash_workflow.flask import Serve
from upstash_workflow.workflow_requests import _get_first_invocation_batch_body

from qstash_devserver.testing import running_devserver

from .helpers import RETRY_SCHEDULE, quiet_period, wait_until


def _run(server, run_id):
    res = httpx.get(
        server.url + "/v2/workflows/logs", headers=server.auth(), params={"workflowRunId": run_id}
    )
    runs = res.json()["runs"]
    return runs[0] if runs else None


def _start_items(url: str, run_id: str, mode: str) -> list[dict]:
    return _get_first_invocation_batch_body(run_id, url, {"X-Caller": "test"}, {"mode": mode}, 0)


def _until_state(server, run_id, state):
    return wait_until(
        lambda: (lambda r: r if r and r["workflowState"] == state else None)(_run(server, run_id))
    )


@pytest.mark.parametrize("mode", ["sleep", "finish", "fail", "cancel"])
def test_second_start_of_an_existing_run_is_deduplicated(server, receiver, mode):
    serve = Serve(receiver.app)
    path = f"/wf/start-once-{mode}"

    @serve.route(path, env=server.env())
    def once(context: WorkflowContext[dict]) -> None:
        context.run("first", lambda: 1)
        if context.request_payload["mode"] == "fail":
            context.run("boom", lambda: 1 / 0)
        if context.request_payload["mode"] in ("sleep", "cancel"):
            context.sleep("long", 600)

    receiver.start()
    url = receiver.url(path)
    run_id = f"wfr_start-once-{mode}-{time.time_ns()}"
    first = httpx.post(
        server.url + "/v2/batch", headers=server.auth(), json=_start_items(url, run_id, mode)
    )
    assert first.status_code == 200 and "deduplicated" not in first.json()[0]
    init_id = first.json()[0]["messageId"]
    if mode == "cancel":
        wait_until(
            lambda: any(
                g["steps"][0].get("stepName") == "long" for g in _run(server, run_id)["steps"]
            )
        )
        httpx.delete(f"{server.url}/v2/workflows/runs/{run_id}", headers=server.auth())
    state = {
        "sleep": "RUN_STARTED",
        "finish": "RUN_SUCCESS",
        "fail": "RUN_FAILED",
        "cancel": "RUN_CANCELED",
    }[mode]
    if mode == "sleep":
        wait_until(
            lambda: any(
                g["steps"][0].get("stepName") == "long" for g in _run(server, run_id)["steps"]
            )
        )
    before = _until_state(server, run_id, state)
    delivered = len([r for r in receiver.everything if r.path == path])

    again = httpx.post(
        server.url + "/v2/batch", headers=server.auth(), json=_start_items(url, run_id, mode)
    )
    assert again.status_code == 200
    assert again.json() == [{"messageId": init_id, "deduplicated": True}]
    item = _start_items(url, run_id, mode)[0]
    published = httpx.post(
        f"{server.url}/v2/publish/{url}",
        headers={**server.auth(), **item["headers"]},
        content=item["body"],
    )
    assert published.status_code == 202
    assert published.json() == {"messageId": init_id, "deduplicated": True}

    time.sleep(quiet_period(RETRY_SCHEDULE))  # what a second start would deliver
    assert len([r for r in receiver.everything if r.path == path]) == delivered
    after = _run(server, run_id)
    assert after["workflowState"] == state
    assert after["steps"] == before["steps"]  # no step added, no second init


def test_deduplication_id_holds_across_kill_9(receiver):
    receiver.start()
    with running_devserver(retry_schedule=RETRY_SCHEDULE) as dev:
        client = QStash(dev.token, base_url=dev.url)
        first = client.message.publish(
            url=receiver.url("/r/dedup-kill"), body=b"1", deduplication_id="once-only"
        )
        receiver.wait("/r/dedup-kill", 1)
        dev.kill()
        dev.restart()
        second = client.message.publish(
            url=receiver.url("/r/dedup-kill"), body=b"2", deduplication_id="once-only"
        )
        assert second.message_id == first.message_id  # type: ignore[union-attr]
        raw = httpx.post(
            f"{dev.url}/v2/publish/{receiver.url('/r/dedup-kill')}",
            headers={**dev.auth(), "Upstash-Deduplication-Id": "once-only"},
            content=b"3",
        )
        assert raw.status_code == 202 and raw.json()["deduplicated"] is True
        time.sleep(quiet_period(RETRY_SCHEDULE))
        # the first message may be delivered again (its outcome was not yet committed
        # at the kill: at-least-once), but no second message was accepted
        seen = receiver.at("/r/dedup-kill")
        assert {s.header("Upstash-Message-Id") for s in seen} == {first.message_id}  # type: ignore[union-attr]
        assert {s.body for s in seen} == {b"1"}
        assert json.loads(raw.content)["messageId"] == first.message_id  # type: ignore[union-attr]
