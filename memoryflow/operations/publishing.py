"""Starting a run for someone who waits: at once, or QStashUnavailable."""

from __future__ import annotations

import logging
from collections.abc import Callable

from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable

logger = logging.getLogger("memoryflow.operations")


def publish_now(action: str, publish: Callable[[], str]) -> str:
    """`publish()` without the client's retries; QStashUnavailable when QStash cannot be
    reached or refuses (a bug in `publish` stays what it is)."""
    try:
        with fail_fast():
            return publish()
    except TRANSPORT_ERRORS as error:
        logger.warning("[memory:operations] %s: publish failed: %s", action, error)
        raise QStashUnavailable(f"could not publish to QStash: {error}") from error
