"""Which dead letters a DLQ list or bulk action (delete, retry, workflow restart) means.

Bulk actions by filter are destructive: a filter the server does not read must never
widen the action to every dead letter."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import httpx
from upstash_workflow import WorkflowContext
from upstash_workflow.flask import Serve

from qstash_devserver.store import Store

from .helpers import wait_until
from .in_process import AUTH, fresh_core, http_client


def _dead_letter(store: Store, dlq_id: str, **fields: Any) -> None:
    entry = {"dlqId": dlq_id, "messageId": f"msg-{dlq_id}", "createdAt": 1, **fields}
    store.dlq_put(dlq_id, f"msg-{dlq_id}", 1, entry, b"")


def _delete(tmp_path, query: str, runs: list[dict[str, Any]] = ()) -> tuple[int, set[str]]:  # type: ignore[assignment]
    """Three dead letters a, b, c; answer `DELETE /v2/dlq?<query>`'s status and the ids left."""

    async def run() -> tuple[int, set[str]]:
        core = fresh_core(tmp_path)
        store = core.store
        for r in runs:
            core.workflows.save(r)
        _dead_letter(store, "a", url="http://a.test/x", flowControlKey="k1", workflowRunId="wfr_a")
        _dead_letter(store, "b", url="http://b.test/x", flowControlKey="k2", workflowRunId="wfr_b")
        _dead_letter(store, "c", url="http://c.test/x")
        store.commit()
        async with http_client(core) as http:
            answered = await http.delete(f"/v2/dlq?{query}", headers=AUTH)
            left = {e["dlqId"] for e in store.dlq_list()}
            return answered.status, left

    return asyncio.run(run())


def test_a_bulk_delete_by_flow_control_key_deletes_that_keys_dead_letters_only(tmp_path):
    """qstash-js `dlq.delete({filter: {flowControlKey}})`: the filter was not read, so
    every dead letter was deleted."""
    status, left = _delete(tmp_path, "flowControlKey=k1&count=100")
    assert status == 200
    assert left == {"b", "c"}


def test_a_repeated_filter_matches_any_of_its_values(tmp_path):
    """qstash-js sends `url: [a, b]` as url=a&url=b (OR); only the first value counted."""
    status, left = _delete(tmp_path, "url=http://a.test/x&url=http://b.test/x")
    assert status == 200
    assert left == {"c"}


def test_a_filter_the_dlq_does_not_know_is_refused_and_deletes_nothing(tmp_path):
    """host/path filter messages and logs, the DLQ rejects them; here they were ignored and
    the 'filtered' delete emptied the whole DLQ."""
    status, left = _delete(tmp_path, "host=a.test")
    assert status == 400
    assert left == {"a", "b", "c"}


def test_a_bulk_delete_by_failure_function_state(tmp_path):
    """@upstash/workflow's `dlq.delete({filter: {failureFunctionState}})` names the state of
    the run's failure function; the filter was not read, so every dead letter went."""
    runs = [
        {
            "workflowRunId": f"wfr_{x}",
            "workflowUrl": f"http://{x}.test/x",
            "workflowRunCreatedAt": 1,
            "workflowState": "RUN_FAILED",
            "failureFunction": {"state": state},
        }
        for x, state in (("a", "CALLBACK_FAIL"), ("b", "CALLBACK_SUCCESS"))
    ]
    status, left = _delete(tmp_path, "failureFunctionState=CALLBACK_FAIL", runs)
    assert status == 200
    assert left == {"b", "c"}


def test_a_workflow_dlq_bulk_delete_leaves_plain_dead_letters(tmp_path):
    """@upstash/workflow's `dlq.delete({all: true})` (DELETE /v2/workflows/dlq?count=100)
    deleted the plain messages' dead letters too, which its list does not even show."""

    async def run() -> set[str]:
        core = fresh_core(tmp_path)
        store = core.store
        _dead_letter(store, "a", url="http://a.test/x", workflowRunId="wfr_a")
        _dead_letter(store, "c", url="http://c.test/x")
        store.commit()
        async with http_client(core) as http:
            answered = await http.delete("/v2/workflows/dlq?count=100", headers=AUTH)
            assert answered.status == 200
            assert (await answered.json()) == {"deleted": 1}
            return {e["dlqId"] for e in store.dlq_list()}

    assert asyncio.run(run()) == {"c"}


def test_a_workflow_dlq_resume_naming_a_plain_dead_letter_resumes_nothing(server, client, receiver):
    """The 400 for the plain message's dead letter came after the runs named before it
    were resumed: the caller saw a refusal, yet a run was going again."""
    serve = Serve(receiver.app)

    @serve.route("/wf/dlq-mixed", env=server.env(), retries=0)
    def failing(context: WorkflowContext[dict]) -> None:
        context.run("explode", lambda: 1 / 0)

    receiver.responders["/r/dlq-mixed-404"] = lambda seen: (404, {}, b"")
    receiver.start()
    plain = client.message.publish(url=receiver.url("/r/dlq-mixed-404"), body=b"x", retries=0)
    plain_dlq = wait_until(lambda: _dlq_id_of(client, plain.message_id))
    client.message.publish_json(url=receiver.url("/wf/dlq-mixed"), body={})
    run_dlq = wait_until(
        lambda: next(
            (m.dlq_id for m in client.dlq.list().messages if m.url.endswith("/wf/dlq-mixed")),
            None,
        )
    )
    answered = httpx.post(
        f"{server.url}/v2/workflows/dlq/resume",
        params=[("dlqIds", run_dlq), ("dlqIds", plain_dlq)],
        headers=server.auth(),
    )
    assert answered.status_code == 400
    assert {m.dlq_id for m in client.dlq.list().messages} >= {run_dlq, plain_dlq}


def _dlq_id_of(client, message_id: str) -> str | None:
    return next((m.dlq_id for m in client.dlq.list().messages if m.message_id == message_id), None)


def test_a_bulk_delete_in_pages_deletes_every_dead_letter(tmp_path):
    """The SDKs' `dlq.delete({all: true, count, cursor})` loop runs while a cursor comes
    back. None came back, so a DLQ of 5 kept 3 after a delete of all in pages of 2; and an
    offset cursor counted entries already gone, skipping as many still there."""

    async def run() -> tuple[int, set[str]]:
        core = fresh_core(tmp_path)
        store = core.store
        for i in range(5):
            _dead_letter(store, f"d{i}", url="http://a.test/x")
        store.commit()
        calls, cursor = 0, ""
        async with http_client(core) as http:
            while calls < 10:
                calls += 1
                query = "count=2" + (f"&cursor={cursor}" if cursor else "")
                answered = await http.delete(f"/v2/dlq?{query}", headers=AUTH)
                assert answered.status == 200
                cursor = (await answered.json()).get("cursor") or ""
                if not cursor:
                    break
        return calls, {e["dlqId"] for e in store.dlq_list()}

    calls, left = asyncio.run(run())
    assert left == set()
    assert calls == 3


def test_a_bulk_retry_in_pages_retries_every_dead_letter(server, client, receiver):
    """The retry's offset cursor counted the entries it had just retried out of the DLQ:
    in pages of 1, the second page skipped a dead letter, and the loop ended with it left."""
    healthy = threading.Event()
    receiver.responders["/r/dlq-pages"] = lambda seen: (200 if healthy.is_set() else 500, {}, b"")
    receiver.start()
    url = receiver.url("/r/dlq-pages")
    ids = {client.message.publish(url=url, body=b"x", retries=0).message_id for _ in range(3)}
    wait_until(lambda: {m.message_id for m in client.dlq.list().messages} >= ids)
    healthy.set()
    retried, cursor = 0, ""
    for _ in range(6):
        params = [("url", url), ("count", "1")] + ([("cursor", cursor)] if cursor else [])
        answered = httpx.post(f"{server.url}/v2/dlq/retry", params=params, headers=server.auth())
        assert answered.status_code == 200
        retried += len(answered.json()["responses"])
        cursor = answered.json().get("cursor") or ""
        if not cursor:
            break
    assert retried == 3
    assert not {m.message_id for m in client.dlq.list().messages} & ids
