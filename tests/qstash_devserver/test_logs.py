"""`GET /v2/events` and `GET /v2/logs`: which events a filter selects."""

from __future__ import annotations

import uuid

import httpx

from .helpers import wait_until


def test_a_repeated_filter_matches_any_of_its_values(server, client, receiver):
    """qstash-js sends `logs({filter: {label: ["a", "b"]}})` as label=a&label=b (any of
    them); only the first value counted, so the logs of b were missing."""
    receiver.start()
    tag = uuid.uuid4().hex[:8]
    labels = [f"{tag}-a", f"{tag}-b", f"{tag}-c"]
    for label in labels:
        client.message.publish(url=receiver.url("/r/logs-labels"), body=b"x", label=label)
    receiver.wait("/r/logs-labels", 3)

    def delivered_labels() -> set[str] | None:
        res = httpx.get(
            f"{server.url}/v2/events",
            headers=server.auth(),
            params=[("label", labels[0]), ("label", labels[1]), ("state", "DELIVERED")],
        )
        found = {e["label"] for e in res.json()["events"]}
        return found if len(found) >= 2 else None

    assert wait_until(delivered_labels, timeout=5) == {labels[0], labels[1]}


def _logged_ids(server, endpoint: str = "/v2/events", **filters: str) -> set[str]:
    res = httpx.get(f"{server.url}{endpoint}", headers=server.auth(), params=filters)
    assert res.status_code == 200
    listed = res.json()["events" if endpoint == "/v2/events" else "logs"]
    return {e["messageId"] for e in listed}


def test_the_caller_ip_flow_control_key_host_and_path_filters_select_events(server, client):
    """These four were not read, so a filtered list held every message's events."""
    tag = uuid.uuid4().hex[:8]
    # Held an hour: the CREATED events are enough, and nothing is delivered meanwhile.
    sent = {
        name: client.message.publish(
            url=f"http://{host}:9/r/logs-{name}-{tag}",
            body=b"x",
            label=tag,
            delay="1h",
            flow_control={"key": f"{tag}-{name}", "parallelism": 1},
        ).message_id
        for name, host in (("a", "127.0.0.1"), ("b", "localhost"))
    }
    try:
        both = {sent["a"], sent["b"]}
        assert _logged_ids(server, label=tag) == both
        assert _logged_ids(server, label=tag, flowControlKey=f"{tag}-a") == {sent["a"]}
        assert _logged_ids(server, label=tag, host="localhost") == {sent["b"]}
        assert _logged_ids(server, label=tag, path=f"/r/logs-a-{tag}") == {sent["a"]}
        assert _logged_ids(server, label=tag, callerIp="127.0.0.1") == both
        assert _logged_ids(server, label=tag, callerIp="10.255.255.1") == set()
        assert _logged_ids(server, "/v2/logs", label=tag, host="127.0.0.1") == {sent["a"]}
    finally:
        for mid in sent.values():
            client.message.cancel(mid)
