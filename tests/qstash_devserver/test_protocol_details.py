"""Smaller protocol points: retry timing, callback fields, batch validation, flow-control
pins, `retryDelayExpr` in logs, URL-group deletion and the delivered-message grace."""

from __future__ import annotations

import json
import math
import time

import httpx
import pytest

from qstash_devserver.testing import running_devserver

from .helpers import RETRY_SCHEDULE, quiet_period, wait_until


def _events(server, message_id, state):
    res = httpx.get(
        server.url + "/v2/events",
        headers=server.auth(),
        params={"messageId": message_id, "state": state},
    )
    return sorted(res.json()["events"], key=lambda e: e["time"])


@pytest.mark.parametrize(
    ("schedule", "expression", "wanted_ms"),
    [
        ("real", None, [1000 * math.exp(2.5 * 1)]),  # 12 s, not the second delay (148 s)
        ("7,70", None, [7000]),
        ("fast", "1000 * (1 + retried)", [1000, 2000]),  # retried counts from 0
        # Capped at a day, as the schedule is: 1e300 ms held it for good.
        ("fast", "1e300", [86_400_000]),
    ],
)
def test_each_retry_waits_its_own_delay(receiver, schedule, expression, wanted_ms):
    receiver.responders["/r/timing"] = lambda seen: (500, {}, b"")
    receiver.start()
    with running_devserver(retry_schedule=schedule) as dev:
        headers = {**dev.auth(), "Upstash-Retries": str(len(wanted_ms))}
        if expression:
            headers["Upstash-Retry-Delay"] = expression
        mid = httpx.post(
            f"{dev.url}/v2/publish/{receiver.url('/r/timing')}", headers=headers, content=b"t"
        ).json()["messageId"]
        retries = wait_until(
            lambda: (lambda ev: ev if len(ev) == len(wanted_ms) else None)(
                _events(dev, mid, "RETRY")
            ),
            timeout=10,
        )
        for event, wanted in zip(retries, wanted_ms, strict=True):
            waited = event["nextDeliveryTime"] - event["time"]
            assert wanted - 100 <= waited <= wanted + 100, (waited, wanted)
            if expression:
                assert event["retryDelayExpr"] == expression


def test_callback_body_has_not_before_and_caller_ip(server, client, receiver):
    receiver.start()
    res = client.message.publish(
        url=receiver.url("/r/cb-fields"), body=b"x", callback=receiver.url("/r/cb-fields-cb")
    )
    (callback,) = receiver.wait("/r/cb-fields-cb", 1)
    report = json.loads(callback.body)
    assert report["sourceMessageId"] == res.message_id
    assert report["notBefore"] >= report["createdAt"] > 0
    assert report["callerIP"] == "127.0.0.1"


def test_batch_item_with_a_non_string_body_is_rejected(server, receiver):
    receiver.start()
    items = [
        {"destination": receiver.url("/r/batch-ok"), "body": "fine"},
        {"destination": receiver.url("/r/batch-bad"), "body": {"not": "a string"}},
    ]
    res = httpx.post(server.url + "/v2/batch", headers=server.auth(), json=items)
    assert res.status_code == 400 and "body" in res.json()["error"]
    fine = httpx.post(server.url + "/v2/batch", headers=server.auth(), json=items[:1])
    assert fine.status_code == 200
    receiver.wait("/r/batch-ok", 1)
    assert receiver.at("/r/batch-bad") == []


def test_flow_control_pin_and_unpin(server, client, receiver):
    receiver.start()
    key = "pin-key"
    auth = server.auth()
    client.message.publish(
        url=receiver.url("/r/pin"), body=b"1", flow_control={"key": key, "parallelism": 3}
    )
    pin = httpx.post(
        f"{server.url}/v2/flowControl/{key}/pin",
        headers=auth,
        params={"parallelism": 1, "rate": 5, "period": "10s"},
    )
    assert pin.status_code == 200
    client.message.publish(
        url=receiver.url("/r/pin"), body=b"2", flow_control={"key": key, "parallelism": 9}
    )
    info = httpx.get(f"{server.url}/v2/flowControl/{key}", headers=auth).json()
    assert info["isPinnedParallelism"] and info["isPinnedRate"]
    assert (info["parallelismMax"], info["rateMax"], info["ratePeriod"]) == (1, 5, 10)
    httpx.post(
        f"{server.url}/v2/flowControl/{key}/unpin", headers=auth, params={"parallelism": "true"}
    ).raise_for_status()
    client.message.publish(
        url=receiver.url("/r/pin"), body=b"3", flow_control={"key": key, "parallelism": 4}
    )
    info = httpx.get(f"{server.url}/v2/flowControl/{key}", headers=auth).json()
    assert not info["isPinnedParallelism"] and info["isPinnedRate"]
    assert (info["parallelismMax"], info["rateMax"]) == (4, 5)
    receiver.wait("/r/pin", 3)


def test_deleting_a_missing_url_group_succeeds(server):
    res = httpx.delete(f"{server.url}/v2/topics/never-created", headers=server.auth())
    assert res.status_code == 200


def test_a_delivered_message_stays_readable_for_a_while(server, client, receiver):
    receiver.start()
    res = client.message.publish(url=receiver.url("/r/grace"), body=b"g", label="grace-label")
    receiver.wait("/r/grace", 1)
    wait_until(lambda: _events(server, res.message_id, "DELIVERED"))
    message = client.message.get(res.message_id)
    assert message.message_id == res.message_id and message.label == "grace-label"


@pytest.mark.parametrize(
    "headers",
    [
        {"Upstash-Delay": "inf"},
        {"Upstash-Not-Before": "inf"},
        {"Upstash-Not-Before": "1e400"},  # read as a float: inf
        {
            "Upstash-Flow-Control-Key": "no-finite-period",
            "Upstash-Flow-Control-Value": "period=inf",
        },
    ],
)
def test_a_time_that_is_no_number_is_refused_and_nothing_kept(receiver, headers):
    """inf reached int() (OverflowError, a 500); a flow period of inf was even stored first,
    and the restart that reloaded it failed, so the server could not start again."""
    receiver.start()
    with running_devserver() as dev:
        url = receiver.url("/r/no-finite-time")
        res = httpx.post(
            f"{dev.url}/v2/publish/{url}", headers={**dev.auth(), **headers}, content=b"x"
        )
        assert res.status_code == 400 and "error" in res.json()
        dev.restart()
        fine = httpx.post(f"{dev.url}/v2/publish/{url}", headers=dev.auth(), content=b"fine")
        assert fine.status_code == 201
        assert [s.body for s in receiver.wait("/r/no-finite-time")] == [b"fine"]


@pytest.mark.parametrize(
    "bad",
    [
        {"destination": 5},
        {"destination": ["http://127.0.0.1:9/list"]},
        {"destination": "http://127.0.0.1:9/x", "headers": ["Upstash-Retries: 0"]},
    ],
)
def test_batch_item_of_the_wrong_shape_is_refused_and_nothing_kept(receiver, bad):
    """Such an item failed on a missing method (a 500) after the items before it were
    accepted, and those were delivered anyway: the caller's retry of the batch doubled them."""
    receiver.start()
    with running_devserver() as dev:
        items = [{"destination": receiver.url("/r/batch-shape"), "body": "first"}, bad]
        res = httpx.post(dev.url + "/v2/batch", headers=dev.auth(), json=items)
        assert res.status_code == 400 and "error" in res.json()
        fine = httpx.post(dev.url + "/v2/batch", headers=dev.auth(), json=items[:1])
        assert fine.status_code == 200
        receiver.wait("/r/batch-shape", 1)
        time.sleep(quiet_period(RETRY_SCHEDULE))
        assert [s.header("Upstash-Message-Id") for s in receiver.at("/r/batch-shape")] == [
            fine.json()[0]["messageId"]
        ]


@pytest.mark.parametrize(
    "body",
    [
        {"endpoints": [{"url": 5}]},
        {"endpoints": [{"url": "not-a-url"}]},
        {"endpoints": ["http://127.0.0.1:9/bare-string"]},
        {"endpoints": "http://127.0.0.1:9/not-a-list"},
    ],
)
def test_url_group_endpoint_that_is_no_url_is_refused(server, receiver, body):
    """An endpoint of 5 was stored, and every publish to the group left a message that never
    ended (its attempt crashed before any bookkeeping, and a crashed attempt is tried again
    a second later, counting no retry, never reaching the DLQ); one with no scheme
    was stored too, a publish to it failing every attempt; endpoints not objects were a 500."""
    receiver.start()
    group = f"shape-{abs(hash(json.dumps(body)))}"
    base = f"{server.url}/v2/topics/{group}/endpoints"
    res = httpx.post(base, headers=server.auth(), json=body)
    assert res.status_code == 400 and "error" in res.json()
    good = {"endpoints": [{"url": receiver.url("/r/group-shape")}]}
    assert httpx.post(base, headers=server.auth(), json=good).status_code == 200
    sent = httpx.post(f"{server.url}/v2/publish/{group}", headers=server.auth(), content=b"g")
    assert [a["url"] for a in sent.json()] == [receiver.url("/r/group-shape")]
    receiver.wait("/r/group-shape", 1)
