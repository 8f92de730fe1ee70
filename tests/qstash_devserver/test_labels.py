"""Several labels on one message or run: qstash-js and @upstash/workflow send
`label: ["a", "b"]` as `Upstash-Label: a,b`, and every filter by label matches any of them."""

from __future__ import annotations

import uuid

import httpx

from .helpers import start_workflow_run, wait_until

#: Nothing listens here: a message to it fails at once, one delayed an hour just waits.
NOWHERE = "http://127.0.0.1:9"


def _tags() -> tuple[str, str]:
    tag = uuid.uuid4().hex[:8]
    return f"{tag}-alpha", f"{tag}-beta"


def test_a_message_has_each_of_its_labels(server):
    """The message read back as labelled "a,b", and neither label found it in the logs
    or cancelled it."""
    alpha, beta = _tags()
    published = httpx.post(
        f"{server.url}/v2/publish/{NOWHERE}/labels-message",
        headers={**server.auth(), "Upstash-Label": f"{alpha},{beta}", "Upstash-Delay": "1h"},
        content=b"x",
    )
    message_id = published.json()["messageId"]
    read = httpx.get(f"{server.url}/v2/messages/{message_id}", headers=server.auth()).json()
    assert (read["label"], read["labels"]) == (alpha, [alpha, beta])
    for endpoint, key in (("/v2/events", "events"), ("/v2/logs", "logs")):
        logged = httpx.get(f"{server.url}{endpoint}?label={beta}", headers=server.auth()).json()
        assert [(e["messageId"], e["labels"]) for e in logged[key]] == [(message_id, [alpha, beta])]
    cancelled = httpx.delete(f"{server.url}/v2/messages?label={beta}", headers=server.auth())
    assert cancelled.json() == {"cancelled": 1}


def test_a_dead_letter_is_found_by_each_of_its_labels(server):
    alpha, beta = _tags()
    httpx.post(
        f"{server.url}/v2/publish/{NOWHERE}/labels-dlq",
        headers={**server.auth(), "Upstash-Label": f"{alpha},{beta}", "Upstash-Retries": "0"},
        content=b"x",
    )

    def listed() -> list[dict[str, object]]:
        res = httpx.get(f"{server.url}/v2/dlq?label={beta}", headers=server.auth())
        return list(res.json()["messages"])

    [entry] = wait_until(listed, timeout=5)
    assert (entry["label"], entry["labels"]) == (alpha, [alpha, beta])


def test_a_workflow_run_is_found_and_cancelled_by_each_of_its_labels(server):
    alpha, beta = _tags()
    run_id = f"wfr_{uuid.uuid4().hex}"
    url = f"{NOWHERE}/labels-run"
    started = start_workflow_run(
        server, url, run_id, {"Upstash-Label": f"{alpha},{beta}", "Upstash-Delay": "1h"}
    )
    assert started.status_code == 201
    logs = httpx.get(f"{server.url}/v2/workflows/logs?label={beta}", headers=server.auth())
    assert [(r["workflowRunId"], r["labels"]) for r in logs.json()["runs"]] == [
        (run_id, [alpha, beta])
    ]
    cancelled = httpx.delete(f"{server.url}/v2/workflows/runs?label={beta}", headers=server.auth())
    assert cancelled.json() == {"cancelled": 1}
