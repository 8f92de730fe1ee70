"""Final failure, DLQ, failure callbacks, 489, Retry-After, timeouts."""

from __future__ import annotations

import asyncio
import base64
import json
import threading
import time

import httpx
import pytest
from aiohttp.test_utils import TestClient, TestServer
from qstash.errors import QStashError

from qstash_devserver.api import build_app
from qstash_devserver.config import DEFAULT_TOKEN, Config
from qstash_devserver.core import Core
from qstash_devserver.delivery_outcome import _retry_after_ms
from qstash_devserver.schedules import Schedules
from qstash_devserver.store import Store

from .helpers import RETRY_SCHEDULE, quiet_period, wait_until


def _dlq_entry(client, message_id):
    return next((m for m in client.dlq.list().messages if m.message_id == message_id), None)


def test_exhausted_retries_land_in_dlq_and_fire_failure_callback(server, client, receiver):
    receiver.start()
    receiver.responders["/r/dead"] = lambda seen: (500, {"X-Why": "down"}, b'{"no":1}')
    res = client.message.publish(
        url=receiver.url("/r/dead"),
        body=b"lost",
        retries=2,
        failure_callback=receiver.url("/r/failed"),
        failure_callback_headers={"Forward-X-Fc": "fc"},
    )
    assert len(receiver.wait("/r/dead", 3)) == 3
    failure = receiver.wait("/r/failed")[0]
    report = json.loads(failure.body)
    assert report["status"] == 500 and base64.b64decode(report["body"]) == b'{"no":1}'
    assert report["sourceMessageId"] == res.message_id and report["retried"] == 2
    assert base64.b64decode(report["sourceBody"]) == b"lost" and report["dlqId"]
    assert failure.header("X-Fc") == "fc"
    entry = wait_until(lambda: _dlq_entry(client, res.message_id))
    assert entry.dlq_id == report["dlqId"] and entry.response_status == 500
    assert entry.response_body == '{"no":1}' and entry.response_headers["X-Why"] == ["down"]
    assert client.dlq.get(entry.dlq_id).message_id == res.message_id
    states = [e.state.value for e in client.log.list(filter={"message_id": res.message_id}).logs]
    assert states[0] == "FAILED" and states.count("ERROR") == 3
    time.sleep(quiet_period(RETRY_SCHEDULE, retries_done=2))
    assert len(receiver.at("/r/dead")) == 3  # no retry past the two it was given


def test_489_non_retryable_skips_retries(server, client, receiver):
    receiver.start()
    receiver.responders["/r/fatal"] = lambda seen: (
        489,
        {"Upstash-NonRetryable-Error": "true"},
        b"bad input",
    )
    receiver.responders["/r/plain489"] = lambda seen: (489, {}, b"")
    res = client.message.publish(url=receiver.url("/r/fatal"), body=b"x", retries=3)
    client.message.publish(url=receiver.url("/r/plain489"), body=b"x", retries=1)
    wait_until(lambda: _dlq_entry(client, res.message_id))
    receiver.wait("/r/plain489", 2)  # without the header, 489 is an ordinary failure
    time.sleep(quiet_period(RETRY_SCHEDULE))
    assert len(receiver.at("/r/fatal")) == 1


def test_dlq_retry_delete_and_bulk_delete(server, client, receiver):
    receiver.start()
    healthy = threading.Event()
    receiver.responders["/r/later"] = lambda seen: (200 if healthy.is_set() else 500, {}, b"")
    ids = [
        client.message.publish(
            url=receiver.url("/r/later"), body=f"{i}".encode(), retries=0
        ).message_id
        for i in range(3)
    ]
    entries = [wait_until(lambda i=i: _dlq_entry(client, i)) for i in ids]  # type: ignore[misc]
    healthy.set()
    retried = httpx.post(f"{server.url}/v2/dlq/retry/{entries[0].dlq_id}", headers=server.auth())
    assert retried.status_code == 201
    new_id = retried.json()["messageId"]
    seen = receiver.wait("/r/later", 4)
    assert seen[-1].header("Upstash-Message-Id") == new_id and seen[-1].body == b"0"
    assert _dlq_entry(client, ids[0]) is None  # a retried entry leaves the DLQ
    client.dlq.delete(entries[1].dlq_id)
    with pytest.raises(QStashError, match="404"):
        client.dlq.get(entries[1].dlq_id)
    assert client.dlq.delete_many([entries[2].dlq_id, "0-0"]) == 1


def test_retry_after_overrides_backoff(server, client, receiver):
    receiver.start()
    answers = iter([(429, {"Retry-After": "1"}), (200, {})])
    receiver.responders["/r/ra"] = lambda seen: (lambda s, h: (s, h, b""))(*next(answers))  # type: ignore[arg-type]
    client.message.publish(url=receiver.url("/r/ra"), body=b"x")
    first, second = receiver.wait("/r/ra", 2, timeout=5)
    assert second.at - first.at >= 0.95  # the fast schedule alone would retry in 50 ms


def test_retry_after_that_names_no_wait_falls_back_to_the_schedule(server, client, receiver):
    """Infinite, negative or overflowing: each retry is scheduled as if no header came."""
    receiver.start()
    waits = iter(["inf", "-5", "1e400", None])
    receiver.responders["/r/bad-ra"] = lambda seen: (
        (503, {"Retry-After": w}, b"") if (w := next(waits)) else (200, {}, b"")
    )
    sent = client.message.publish(url=receiver.url("/r/bad-ra"), body=b"x", retries=3)
    assert len(receiver.wait("/r/bad-ra", 4, timeout=5)) == 4

    def events():
        got = httpx.get(
            server.url + "/v2/events",
            headers=server.auth(),
            params={"messageId": sent.message_id},
        ).json()["events"]
        return got if any(e["state"] == "DELIVERED" for e in got) else None

    retries = [e for e in wait_until(events) if e["state"] == "RETRY"]
    assert len(retries) == 3
    assert all(0 <= e["nextDeliveryTime"] - e["time"] < 1000 for e in retries)


@pytest.mark.parametrize(
    "header", ["X-RateLimit-Reset", "X-RateLimit-Reset-Requests", "X-RateLimit-Reset-Tokens"]
)
def test_a_rate_limit_reset_header_sets_the_next_retry(server, client, receiver, header):
    """QStash reads these three as it reads Retry-After; they were ignored, so a rate-limited
    destination was retried on the schedule, at once under the fast one, wasting attempts."""
    path = f"/r/ratelimit-{header.lower()}"
    receiver.responders[path] = lambda seen: (429, {header: "2m"}, b"")
    receiver.start()
    sent = client.message.publish(url=receiver.url(path), body=b"x", retries=1)

    def retry_event():
        got = httpx.get(
            server.url + "/v2/events",
            headers=server.auth(),
            params={"messageId": sent.message_id, "state": "RETRY"},
        ).json()["events"]
        return got[0] if got else None

    event = wait_until(retry_event)
    assert 119_000 <= event["nextDeliveryTime"] - event["time"] <= 120_000
    client.message.cancel(sent.message_id)


@pytest.mark.parametrize(
    ("header", "wait_ms"),
    [
        ("2", 2000),
        ("0.25", 250),
        ("Wed, 21 Oct 2015 07:28:00 GMT", 0),  # a date gone by: retry now
        ("6m5s", 365_000),  # a duration, as QStash documents
        ("250ms", 250),
        ("86400", 86_400_000),  # a day, the longest wait QStash takes from the destination
        # Beyond a day QStash applies its schedule: it is no cap to wait for.
        ("Fri, 31 Dec 9999 23:59:59 GMT", None),
        ("99999999", None),
        ("1700000000", None),  # a Unix time, as X-RateLimit-Reset often is: not seconds
        ("nan", None),
        ("soon", None),
    ],
)
def test_retry_after_read_as_a_wait(header, wait_ms):
    assert _retry_after_ms(header) == wait_ms


def test_real_schedule_first_retry_after_about_12_seconds():
    """min(86400, e^(2.5n)) with n = 1 for the first retry: ~12 s, then ~148 s."""
    from qstash import QStash

    from qstash_devserver.testing import running_devserver

    with running_devserver(retry_schedule="real") as real:
        client = QStash(real.token, base_url=real.url)
        sent = client.message.publish_json(url="http://127.0.0.1:9/nobody", body={}, retries=3)

        def retry_event():
            events = httpx.get(
                real.url + "/v2/events",
                headers=real.auth(),
                params={"messageId": sent.message_id},  # type: ignore[union-attr]
            ).json()["events"]
            return next((e for e in events if e["state"] == "RETRY"), None)

        event = wait_until(retry_event, timeout=10)
        assert 11_500 <= event["nextDeliveryTime"] - event["time"] <= 12_700


def test_retry_delay_expression(server, client, receiver):
    receiver.start()
    answers = iter([500, 500, 200])
    receiver.responders["/r/rd"] = lambda seen: (next(answers), {}, b"")
    client.message.publish(
        url=receiver.url("/r/rd"), body=b"x", retries=2, retry_delay="300 * (1 + retried)"
    )
    a, b, c = receiver.wait("/r/rd", 3, timeout=5)
    assert b.at - a.at >= 0.28 and c.at - b.at >= 0.58


def test_api_responsive_while_deliveries_hang(server, client, receiver):
    receiver.start()
    release = threading.Event()
    receiver.responders["/r/hang"] = lambda seen: (release.wait(10), (200, {}, b""))[1]
    for _ in range(5):
        client.message.publish(url=receiver.url("/r/hang"), body=b"h", timeout="1s", retries=0)
    receiver.wait("/r/hang", 5)
    started = time.monotonic()
    for _ in range(5):
        client.signing_key.get()
        client.log.list(count=5)
    assert time.monotonic() - started < 1.0
    # each attempt times out after its own 1 s, though the receiver still hangs
    wait_until(
        lambda: (
            len(client.log.list(filter={"url": receiver.url("/r/hang"), "state": _failed()}).logs)
            == 5
        ),
        timeout=5,
    )
    release.set()
    events = client.log.list(filter={"url": receiver.url("/r/hang")}).logs
    assert all("timeout" in (e.error or "") for e in events if e.state.value == "ERROR")


def _failed():
    from qstash.log import LogState

    return LogState.FAILED


def test_a_bad_request_keeps_what_deliveries_left_for_the_flusher(tmp_path):
    """Deliveries leave their writes (a dead letter here) for the flusher, up to 20 ms; an
    API request answered 400 from a ValueError/KeyError/TypeError rolled back every pending
    write, so a message that had just failed vanished from the DLQ (and a delivered one
    would be delivered again after a restart)."""

    async def run() -> tuple[int, object]:
        path = str(tmp_path / "qstash.sqlite3")
        store = Store(path)
        core = Core(Config(store=path), store)
        app = build_app(core, Schedules(core))
        async with TestClient(TestServer(app)) as http:
            store.dlq_put("dlq-pending", "msg-pending", 1, {"dlqId": "dlq-pending"}, b"")
            bad = await http.delete(
                "/v2/dlq",
                json={"dlqIds": 5},
                headers={"Authorization": f"Bearer {DEFAULT_TOKEN}"},
            )
            store.commit()  # what the flusher does next
            return bad.status, store.dlq_get("dlq-pending")

    status, kept = asyncio.run(run())
    assert status == 400
    assert kept is not None
