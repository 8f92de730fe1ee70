"""Flow control (parallelism, rate, pause) and queues, observed at the receiver."""

from __future__ import annotations

import threading
import time
import uuid

import httpx
import pytest

from .helpers import RETRY_SCHEDULE, Receiver, quiet_period, wait_until


class InFlight:
    """Counts concurrent requests at the receiver; each is held for `hold` seconds."""

    def __init__(self, hold: float) -> None:
        self.hold, self.now, self.peak = hold, 0, 0
        self.lock = threading.Lock()

    def __call__(self, seen: object) -> tuple[int, dict[str, str], bytes]:
        with self.lock:
            self.now += 1
            self.peak = max(self.peak, self.now)
        time.sleep(self.hold)
        with self.lock:
            self.now -= 1
        return 200, {}, b""


def test_flow_control_parallelism_is_never_exceeded(server, client, receiver: Receiver):
    receiver.start()
    counter = InFlight(hold=0.15)
    receiver.responders["/r/fc-par"] = counter
    key = f"fc-par-{uuid.uuid4().hex[:8]}"
    for i in range(10):
        client.message.publish(
            url=receiver.url("/r/fc-par"),
            body=f"{i}".encode(),
            flow_control={"key": key, "parallelism": 2},
        )
    info = wait_until(
        lambda: (lambda f: f if f.parallelism_count == 2 else None)(client.flow_control.get(key))
    )
    assert info.parallelism_max == 2 and info.wait_list_size > 0
    receiver.wait("/r/fc-par", 10, timeout=10)
    assert counter.peak == 2


def test_flow_control_rate_per_period(server, client, receiver):
    receiver.start()
    key = f"fc-rate-{uuid.uuid4().hex[:8]}"
    for i in range(7):
        client.message.publish(
            url=receiver.url("/r/fc-rate"),
            body=f"{i}".encode(),
            flow_control={"key": key, "rate": 3, "period": "1s"},
        )
    seen = receiver.wait("/r/fc-rate", 7, timeout=10)
    times = sorted(s.at for s in seen)
    assert times[3] - times[0] >= 0.9 and times[6] - times[0] >= 1.9
    assert times[2] - times[0] < 0.5  # the first window's three went at once


def test_flow_control_pause_and_resume(server, client, receiver):
    receiver.start()
    key = f"fc-pause-{uuid.uuid4().hex[:8]}"
    client.message.publish(
        url=receiver.url("/r/fc-pause"), body=b"0", flow_control={"key": key, "parallelism": 1}
    )
    receiver.wait("/r/fc-pause")
    client.flow_control.pause(key)
    client.message.publish(
        url=receiver.url("/r/fc-pause"), body=b"1", flow_control={"key": key, "parallelism": 1}
    )
    time.sleep(quiet_period(RETRY_SCHEDULE))
    assert len(receiver.at("/r/fc-pause")) == 1 and client.flow_control.get(key).is_paused
    client.flow_control.resume(key)
    receiver.wait("/r/fc-pause", 2)


def test_queue_is_fifo_with_parallelism_one(server, client, receiver):
    receiver.start()
    counter = InFlight(hold=0.05)
    receiver.responders["/r/queue"] = counter
    queue = f"q-{uuid.uuid4().hex[:8]}"
    for i in range(6):
        client.message.enqueue(queue=queue, url=receiver.url("/r/queue"), body=f"{i}".encode())
    seen = receiver.wait("/r/queue", 6, timeout=10)
    assert [s.body for s in seen] == [f"{i}".encode() for i in range(6)]
    assert counter.peak == 1
    q = wait_until(lambda: (lambda q: q if q.lag == 0 else None)(client.queue.get(queue)))
    assert q.parallelism == 1 and not q.paused


def test_queue_pause_resume_and_parallelism(server, client, receiver):
    receiver.start()
    counter = InFlight(hold=0.2)
    receiver.responders["/r/queue3"] = counter
    queue = f"q3-{uuid.uuid4().hex[:8]}"
    client.queue.upsert(queue, parallelism=3, paused=True)
    for i in range(6):
        client.message.enqueue(queue=queue, url=receiver.url("/r/queue3"), body=f"{i}".encode())
    time.sleep(quiet_period(RETRY_SCHEDULE))
    assert receiver.at("/r/queue3") == [] and client.queue.get(queue).lag == 6
    client.queue.resume(queue)
    receiver.wait("/r/queue3", 6, timeout=10)
    assert counter.peak == 3
    assert queue in [q.name for q in client.queue.list()]
    client.queue.delete(queue)
    assert httpx.get(f"{server.url}/v2/queues/{queue}", headers=server.auth()).status_code == 404


def test_a_queue_made_again_after_a_delete_is_as_it_reads(server, client, receiver):
    """A queue deleted while paused and made again by the next enqueue read as not paused,
    yet held every message sent to it (until a restart): it kept the deleted one's state."""
    receiver.start()
    queue = f"q-again-{uuid.uuid4().hex[:8]}"
    client.queue.upsert(queue, parallelism=3, paused=True)
    client.queue.delete(queue)
    client.message.enqueue(queue=queue, url=receiver.url("/r/queue-again"), body=b"x")
    made = client.queue.get(queue)
    assert (made.paused, made.parallelism) == (False, 1)
    assert [seen.body for seen in receiver.wait("/r/queue-again", 1, timeout=5)] == [b"x"]
    client.queue.delete(queue)


@pytest.mark.parametrize(
    "value",
    [
        "parallelism=0",
        "parallelism=-1",
        "rate=0",
        "rate=-3",
        "rate=1, period=0s",
        "rate=1, period=-5",
    ],
)
def test_a_flow_control_limit_that_admits_nothing_is_refused_and_nothing_kept(server, value):
    """A parallelism or rate of 0 never let a message of the key start (and a period of 0
    or less is no window to count a rate in); the message was stored and waited forever."""
    key = f"fc-bad-{uuid.uuid4().hex[:8]}"
    url = f"http://127.0.0.1:9/{key}"
    res = httpx.post(
        f"{server.url}/v2/publish/{url}",
        headers={
            **server.auth(),
            "Upstash-Flow-Control-Key": key,
            "Upstash-Flow-Control-Value": value,
        },
        content=b"x",
    )
    assert res.status_code == 400 and "error" in res.json()
    flow = httpx.get(f"{server.url}/v2/flowControl/{key}", headers=server.auth())
    assert flow.status_code == 404
    events = httpx.get(f"{server.url}/v2/events", headers=server.auth(), params={"url": url})
    assert events.json()["events"] == []


@pytest.mark.parametrize(
    "limits",
    [
        {"parallelism": "0"},
        {"parallelism": "-2"},
        {"parallelism": "1.5"},
        {"rate": "0"},
        {"rate": "-3"},
        {"rate": "1", "period": "0s"},
        {"rate": "1", "period": "-5"},
        {"parallelism": "2", "rate": "0"},  # the good half is not kept either
    ],
)
def test_a_pin_that_admits_nothing_is_refused_and_changes_nothing(server, limits):
    """A pinned parallelism or rate of 0 held every message of the key for good, and no
    later Upstash-Flow-Control-Value could lift it: the publish path refuses such limits."""
    key = f"pin-bad-{uuid.uuid4().hex[:8]}"
    flow_url = f"{server.url}/v2/flowControl/{key}"
    refused = httpx.post(f"{flow_url}/pin", headers=server.auth(), params=limits)
    assert refused.status_code == 400 and "error" in refused.json()
    assert httpx.get(flow_url, headers=server.auth()).status_code == 404
    good = {"parallelism": "3", "rate": "5", "period": "10s"}
    assert httpx.post(f"{flow_url}/pin", headers=server.auth(), params=good).status_code == 200
    refused = httpx.post(f"{flow_url}/pin", headers=server.auth(), params=limits)
    assert refused.status_code == 400
    info = httpx.get(flow_url, headers=server.auth()).json()
    assert (info["parallelismMax"], info["rateMax"], info["ratePeriod"]) == (3, 5, 10)


@pytest.mark.parametrize(
    "body",
    [
        [1],
        {"queueName": 5},
        {"queueName": "{name}", "paused": "false"},
        {"queueName": "{name}", "parallelism": "two"},
        {"queueName": "{name}", "parallelism": True},
        {"queueName": "{name}", "parallelism": 0},
        {"queueName": "{name}", "parallelism": -2},
    ],
)
def test_a_queue_upsert_of_the_wrong_shape_is_refused_and_changes_nothing(server, body):
    """A body that was no object answered 500 in plain text, and `"paused": "false"` was
    read as true: the queue was created paused and held every message sent to it. A
    parallelism of 0 or below was read as 1 without a word."""
    name = f"shape-{uuid.uuid4().hex[:8]}"
    if isinstance(body, dict):
        body = {k: (v.format(name=name) if isinstance(v, str) else v) for k, v in body.items()}
    res = httpx.post(f"{server.url}/v2/queues", headers=server.auth(), json=body)
    assert res.status_code == 400 and "error" in res.json()
    if isinstance(body, dict) and "parallelism" in body:
        assert "parallelism" in res.json()["error"]
    assert httpx.get(f"{server.url}/v2/queues/{name}", headers=server.auth()).status_code == 404


def _flow_keys(server) -> list[str]:
    flows = httpx.get(f"{server.url}/v2/flowControl", headers=server.auth()).json()
    return [f["flowControlKey"] for f in flows]


@pytest.mark.parametrize("action", ["resume", "resetRate", "unpin?parallelism=true"])
def test_an_action_on_an_unknown_flow_control_key_answers_200_and_creates_no_key(server, action):
    """QStash documents 200 (400 only for a missing key) and there is nothing to resume,
    reset or unpin; the key was created, an empty entry in every list from then on."""
    key = f"fc-unknown-{uuid.uuid4().hex[:8]}"
    res = httpx.post(f"{server.url}/v2/flowControl/{key}/{action}", headers=server.auth())
    assert res.status_code == 200
    flow = httpx.get(f"{server.url}/v2/flowControl/{key}", headers=server.auth())
    assert flow.status_code == 404 and key not in _flow_keys(server)


def test_a_pause_ahead_of_a_key_s_first_message_holds_it(server, client, receiver):
    """Pausing a key before any message uses it is how an operator holds traffic to come."""
    receiver.start()
    key = f"fc-prepause-{uuid.uuid4().hex[:8]}"
    assert httpx.post(f"{server.url}/v2/flowControl/{key}/pause", headers=server.auth()).is_success
    client.message.publish(
        url=receiver.url("/r/fc-prepause"), body=b"0", flow_control={"key": key, "parallelism": 1}
    )
    time.sleep(quiet_period(RETRY_SCHEDULE))
    assert receiver.at("/r/fc-prepause") == [] and client.flow_control.get(key).is_paused


@pytest.mark.parametrize("limits", [{}, {"period": "10"}, {"parallelism": ""}])
def test_a_pin_with_no_limit_is_refused_and_creates_no_key(server, limits):
    """A pin with neither parallelism nor rate pins nothing (a period is the rate's window);
    it answered 200 and created an empty key."""
    key = f"fc-emptypin-{uuid.uuid4().hex[:8]}"
    res = httpx.post(f"{server.url}/v2/flowControl/{key}/pin", headers=server.auth(), params=limits)
    assert res.status_code == 400 and "error" in res.json()
    flow = httpx.get(f"{server.url}/v2/flowControl/{key}", headers=server.auth())
    assert flow.status_code == 404 and key not in _flow_keys(server)
