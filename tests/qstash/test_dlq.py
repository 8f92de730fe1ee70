"""QStash's DLQ (`memoryflow/qstash/dlq.py`) against a real local QStash: an entry is read
and re-driven once; an id the DLQ does not hold is None, told apart by the 404 status."""

from __future__ import annotations

import time

from memoryflow.qstash import dlq
from memoryflow.qstash.client import qstash_client
from qstash_devserver.testing import DevServer
from tests.qstash.conftest import NOWHERE


def dead_letter(url: str) -> str:
    """Publish to `url`, where nothing answers, without retries; its DLQ id once it is dead."""
    message_id = qstash_client().message.publish_json(url=url, body={}, retries=0).message_id  # type: ignore[union-attr]
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        page = dlq.list_page(cursor=None, count=100)
        for message in page.messages:
            if message.message_id == message_id:
                return message.dlq_id
        time.sleep(0.1)
    raise AssertionError(f"message {message_id} never reached the DLQ")


def test_a_dead_letter_is_read_and_re_driven_once(qstash: DevServer) -> None:
    url = f"{NOWHERE}/dead-on-arrival"
    dlq_id = dead_letter(url)

    message = dlq.get(dlq_id)
    new_message_id = dlq.redrive(dlq_id)

    assert message is not None and message.url == url and message.dlq_id == dlq_id
    assert new_message_id
    assert dlq.get(dlq_id) is None  # a re-driven entry leaves the DLQ
    assert dlq.redrive(dlq_id) is None


def test_an_id_the_dlq_does_not_hold_is_none(qstash: DevServer) -> None:
    assert dlq.get("1725323658779-0") is None
    assert dlq.redrive("1725323658779-0") is None
