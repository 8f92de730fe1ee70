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
