"""`DELETE /v2/messages`: a bulk cancel asked in a way the server cannot read cancels
nothing and says so, rather than cancelling every message."""

from __future__ import annotations

import httpx
from qstash import QStash

from qstash_devserver.testing import running_devserver


def _still_there(dev, ids: list[str]) -> int:
    return sum(
        httpx.get(f"{dev.url}/v2/messages/{mid}", headers=dev.auth()).status_code == 200
        for mid in ids
    )


def test_a_filter_the_server_does_not_have_is_refused_and_cancels_nothing(receiver):
    """`?workflowRunId=…` or a misspelt `?lable=…` were not read, so the 'filtered'
    cancel was a cancel of every message."""
    receiver.start()
    with running_devserver() as dev:
        client = QStash(dev.token, base_url=dev.url)
        url = receiver.url("/r/cancel-unknown")
        ids = [client.message.publish(url=url, body=b"x", delay="1h").message_id for _ in range(2)]  # type: ignore[union-attr]
        for query in ("workflowRunId=wfr_nothing", "lable=nightly&count=100"):
            res = httpx.delete(f"{dev.url}/v2/messages?{query}", headers=dev.auth())
            assert res.status_code == 400
            assert _still_there(dev, ids) == 2


def test_message_ids_that_are_no_list_of_ids_are_refused(receiver):
    """`{"messageIds": "msg"}` was read as a string, and every id containing 'msg' (all of
    them) was cancelled."""
    receiver.start()
    with running_devserver() as dev:
        client = QStash(dev.token, base_url=dev.url)
        url = receiver.url("/r/cancel-not-a-list")
        ids = [client.message.publish(url=url, body=b"x", delay="1h").message_id for _ in range(2)]  # type: ignore[union-attr]
        for body in ({"messageIds": "msg"}, {"messageIds": [5]}):
            res = httpx.request("DELETE", f"{dev.url}/v2/messages", json=body, headers=dev.auth())
            assert res.status_code == 400
            assert _still_there(dev, ids) == 2
