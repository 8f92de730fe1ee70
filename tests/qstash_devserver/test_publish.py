"""Plain messages: forwarding, retries, delays, dedup, callbacks."""

from __future__ import annotations

import base64
import json
import time
import uuid

import httpx
import pytest
from qstash import QStash
from qstash.errors import QStashError

from qstash_devserver.testing import running_devserver

from .helpers import RETRY_SCHEDULE, quiet_period, wait_until


def test_forwarding_content_type_and_server_headers(server, client, receiver):
    receiver.start()
    url = receiver.url("/r/fwd?keep=this&and=that")
    res = client.message.publish(
        url=url,
        body=b'{"a":1}',
        content_type="application/json",
        method="PUT",
        headers={
            "X-Custom": "yes",
            "Upstash-Forward-Other": "two",
            # stale copies a workflow SDK would re-forward: the server's must win
            "Upstash-Signature": "stale",
            "Upstash-Message-Id": "msg_stale",
            "Host": "evil.example",
            "Content-Length": "999",
        },
    )
    seen = receiver.wait("/r/fwd")[0]
    assert seen.method == "PUT" and seen.url == url and seen.body == b'{"a":1}'
    assert seen.header("X-Custom") == "yes" and seen.header("Other") == "two"
    assert seen.header("Content-Type") == "application/json"
    assert seen.header("Upstash-Message-Id") == res.message_id
    assert seen.header("Upstash-Signature") != "stale"
    assert seen.header("Host") == url.split("/")[2]
    assert seen.header("Content-Length") == "7"
    assert seen.header("Upstash-Retried") == "0"
    assert seen.header("User-Agent") == "Upstash-QStash"
    assert seen.header("Upstash-Caller-Ip")
    assert not any(k.lower().startswith("upstash-forward-") for k in seen.headers)


def test_retried_header_increments_until_success(server, client, receiver):
    receiver.start()
    answers = iter([500, 503, 200])
    receiver.responders["/r/flaky"] = lambda seen: (next(answers), {}, b"")
    res = client.message.publish(url=receiver.url("/r/flaky"), body=b"x", retries=3)
    seen = receiver.wait("/r/flaky", 3)
    assert [s.header("Upstash-Retried") for s in seen] == ["0", "1", "2"]
    assert {s.header("Upstash-Message-Id") for s in seen} == {res.message_id}
    states = wait_until(
        lambda: (
            [
                e.state.value
                for e in reversed(client.log.list(filter={"message_id": res.message_id}).logs)
            ]
            if "DELIVERED"
            in [e.state.value for e in client.log.list(filter={"message_id": res.message_id}).logs]
            else None
        )
    )
    assert states == [
        "CREATED",
        "ACTIVE",
        "ERROR",
        "RETRY",
        "ACTIVE",
        "ERROR",
        "RETRY",
        "ACTIVE",
        "DELIVERED",
    ]
    time.sleep(quiet_period(RETRY_SCHEDULE, retries_done=2))
    assert len(receiver.at("/r/flaky")) == 3  # nothing after the success


def test_delay_and_not_before_hold_delivery(server, client, receiver):
    receiver.start()
    start = time.monotonic()
    client.message.publish(url=receiver.url("/r/delay"), body=b"d", delay="1s")
    client.message.publish(
        url=receiver.url("/r/notbefore"), body=b"n", not_before=int(time.time()) + 2
    )
    assert receiver.at("/r/delay") == []
    delayed = receiver.wait("/r/delay", timeout=5)[0]
    assert delayed.at - start >= 0.9
    later = receiver.wait("/r/notbefore", timeout=5)[0]
    assert later.at - start >= 1.0  # not-before has 1 s resolution; at least the next second


def test_deduplication_id_and_content_based(server, client, receiver):
    receiver.start()
    first = client.message.publish(
        url=receiver.url("/r/dedup"), body=b"1", deduplication_id="dedup-test-1"
    )
    again = client.message.publish(
        url=receiver.url("/r/dedup"), body=b"2", deduplication_id="dedup-test-1"
    )
    assert again.deduplicated and again.message_id == first.message_id
    raw = httpx.post(
        f"{server.url}/v2/publish/{receiver.url('/r/dedup')}",
        content=b"3",
        headers={**server.auth(), "Upstash-Deduplication-Id": "dedup-test-1"},
    )
    assert raw.status_code == 202 and raw.json() == {
        "messageId": first.message_id,
        "deduplicated": True,
    }
    a = client.message.publish(
        url=receiver.url("/r/cbd"), body=b"same", content_based_deduplication=True
    )
    b = client.message.publish(
        url=receiver.url("/r/cbd"), body=b"same", content_based_deduplication=True
    )
    c = client.message.publish(
        url=receiver.url("/r/cbd"), body=b"different", content_based_deduplication=True
    )
    assert b.deduplicated and b.message_id == a.message_id and not c.deduplicated
    receiver.wait("/r/cbd", 2)
    receiver.wait("/r/dedup", 1)
    time.sleep(quiet_period(RETRY_SCHEDULE))
    assert [s.body for s in receiver.at("/r/dedup")] == [b"1"]
    assert sorted(s.body for s in receiver.at("/r/cbd")) == [b"different", b"same"]


def test_a_url_group_publish_with_a_deduplication_id_reaches_every_endpoint(
    server, client, receiver
):
    """The id deduplicates the publish, not its endpoints from each other: the second
    endpoint was answered as a duplicate of the first one's message and never called."""
    receiver.start()
    group = f"dedup-group-{uuid.uuid4().hex[:8]}"
    paths = ["/r/dedup-group-a", "/r/dedup-group-b"]
    client.url_group.upsert_endpoints(
        url_group=group, endpoints=[{"url": receiver.url(p)} for p in paths]
    )
    dedup_id = f"dedup-group-{uuid.uuid4().hex[:8]}"
    first = client.message.publish(url_group=group, body=b"1", deduplication_id=dedup_id)
    again = client.message.publish(url_group=group, body=b"2", deduplication_id=dedup_id)
    assert [r.deduplicated for r in first] == [False, False]
    assert len({r.message_id for r in first}) == 2
    assert [(r.message_id, r.deduplicated) for r in again] == [(r.message_id, True) for r in first]
    for path in paths:
        receiver.wait(path, 1)
    time.sleep(quiet_period(RETRY_SCHEDULE))
    assert [[s.body for s in receiver.at(p)] for p in paths] == [[b"1"], [b"1"]]
    client.url_group.delete(group)


def test_callback_after_every_attempt(server, client, receiver):
    receiver.start()
    answers = iter([(500, b"boom"), (201, b"made")])
    receiver.responders["/r/cb-target"] = lambda seen: (lambda s, b: (s, {"X-R": "1"}, b))(
        *next(answers)  # type: ignore[arg-type]
    )
    res = client.message.publish(
        url=receiver.url("/r/cb-target"),
        body=b"payload",
        retries=2,
        callback=receiver.url("/r/cb"),
        headers={"X-Src": "s"},
        callback_headers={"Upstash-Callback-Forward-X-Cb": "cbv"},
    )
    callbacks = receiver.wait("/r/cb", 2)
    bodies = sorted((json.loads(c.body) for c in callbacks), key=lambda b: b["retried"])
    assert [b["status"] for b in bodies] == [500, 201]
    assert [base64.b64decode(b["body"]) for b in bodies] == [b"boom", b"made"]
    assert all(b["sourceMessageId"] == res.message_id for b in bodies)
    assert base64.b64decode(bodies[0]["sourceBody"]) == b"payload"
    assert bodies[0]["maxRetries"] == 2 and bodies[0]["sourceHeader"]["X-Src"] == ["s"]
    assert bodies[0]["url"] == receiver.url("/r/cb-target") and bodies[0]["method"] == "POST"
    assert all(c.header("X-Cb") == "cbv" for c in callbacks)
    assert all(c.header("Upstash-Signature") for c in callbacks)


def test_get_and_cancel_messages(server, client, receiver):
    receiver.start()
    res = client.message.publish(
        url=receiver.url("/r/cancel"), body=b"c", delay="30s", label="lbl-1"
    )
    msg = client.message.get(res.message_id)
    assert msg.message_id == res.message_id and msg.url == receiver.url("/r/cancel")
    assert msg.body == "c" and msg.max_retries == 3 and msg.label == "lbl-1"
    assert msg.not_before > msg.created_at
    client.message.cancel(res.message_id)
    with pytest.raises(QStashError, match="404"):
        client.message.get(res.message_id)
    with pytest.raises(QStashError, match="404"):
        client.message.cancel(res.message_id)
    ids = [
        client.message.publish(url=receiver.url("/r/cancel"), body=b"m", delay="30s").message_id
        for _ in range(3)
    ]
    assert client.message.cancel_many(ids[:2]) == 2
    client.message.cancel(ids[2])
    events = client.log.list(filter={"message_id": res.message_id}).logs
    assert events[0].state.value == "CANCELED"


def test_hundreds_of_pending_messages_in_batches(server, client, receiver):
    receiver.start()
    for chunk in range(3):
        client.message.batch(
            [{"url": receiver.url("/r/many"), "body": f"{chunk}-{i}"} for i in range(100)]
        )
    seen = receiver.wait("/r/many", 300, timeout=30)
    assert len({s.body for s in seen}) == 300


def test_a_failing_batch_stores_nothing_and_keeps_earlier_writes(server, client, receiver):
    """All or nothing, even when an item read the store (its dedup id) after earlier items
    were written: the batch's writes go, the writes made before the batch stay."""
    receiver.start()
    before = client.message.publish(url=receiver.url("/r/batch-before"), body=b"b")
    receiver.wait("/r/batch-before")
    items = [
        {"destination": receiver.url("/r/batch-undone"), "body": "1"},
        {
            "destination": receiver.url("/r/batch-undone"),
            "body": "2",
            "headers": {"Upstash-Deduplication-Id": "batch-undone-dedup"},
        },
        {"body": "no destination"},
    ]
    bad = httpx.post(server.url + "/v2/batch", json=items, headers=server.auth())
    assert bad.status_code == 400
    again = client.message.publish(
        url=receiver.url("/r/batch-undone"), body=b"3", deduplication_id="batch-undone-dedup"
    )
    assert not again.deduplicated  # the failed batch's dedup entry was undone too
    assert [s.body for s in receiver.wait("/r/batch-undone")] == [b"3"]
    time.sleep(quiet_period(RETRY_SCHEDULE))
    assert [s.body for s in receiver.at("/r/batch-undone")] == [b"3"]
    wait_until(
        lambda: (
            "DELIVERED"
            in {
                e.state.value
                for e in client.log.list(filter={"message_id": before.message_id}).logs
            }
        )
    )
    logs = client.log.list(filter={"url": receiver.url("/r/batch-undone")}).logs
    assert {e.message_id for e in logs} == {again.message_id}


def test_api_needs_the_token(server):
    assert httpx.get(server.url + "/v2/keys").status_code == 401
    assert (
        httpx.get(server.url + "/v2/keys", headers={"Authorization": "Bearer x"}).status_code == 401
    )
    ok = httpx.get(server.url + "/v2/keys", params={"qstash_token": server.token})
    assert ok.status_code == 200 and ok.json()["current"] == server.current_signing_key
    bad = httpx.post(server.url + "/v2/publish/not-a-url", headers=server.auth())
    assert bad.status_code == 400 and "error" in bad.json()


def test_bulk_cancel_by_filter_cancels_only_what_matches(receiver):
    """qstash-js sends its cancel filters as the query: a repeated name for several
    values (any of them), `fromDate`/`toDate` and `host`/`path` too. A filter the server
    did not read was dropped, and a filter that was all such names cancelled everything."""
    receiver.start()
    with running_devserver() as dev:
        client = QStash(dev.token, base_url=dev.url)
        url = receiver.url("/r/cancel-filter")

        def publish(label: str) -> str:
            return client.message.publish(url=url, body=b"x", delay="1h", label=label).message_id  # type: ignore[union-attr]

        keep, first, second = publish("keep"), publish("go-1"), publish("go-2")

        def cancel(query: str) -> int:
            res = httpx.delete(f"{dev.url}/v2/messages?{query}&count=100", headers=dev.auth())
            assert res.status_code == 200
            return int(res.json()["cancelled"])

        later = int((time.time() + 3600) * 1000)
        assert cancel(f"fromDate={later}") == 0
        assert cancel("toDate=1") == 0
        assert cancel("host=elsewhere.invalid") == 0
        assert cancel("path=/r/elsewhere") == 0
        assert cancel("label=go-1&label=go-2") == 2
        for mid in (first, second):
            assert httpx.get(f"{dev.url}/v2/messages/{mid}", headers=dev.auth()).status_code == 404
        assert client.message.get(keep).label == "keep"


def test_bulk_cancel_of_no_ids_cancels_nothing(receiver):
    """The Python SDK's cancel_many([]) sends `{"messageIds": []}`: none of the messages
    it names, so none. It cancelled every message, as cancel_all (no body) does."""
    receiver.start()
    with running_devserver() as dev:
        client = QStash(dev.token, base_url=dev.url)
        url = receiver.url("/r/cancel-none")
        kept = [client.message.publish(url=url, body=b"x", delay="1h") for _ in range(2)]
        assert client.message.cancel_many([]) == 0
        for sent in kept:
            assert client.message.get(sent.message_id).message_id == sent.message_id  # type: ignore[union-attr]
        assert client.message.cancel_all() == 2
