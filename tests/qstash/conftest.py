"""The operators and the QStash-down default of tests/admin, and a real QStash for the
tests of the QStash layer itself."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from qstash_devserver.testing import DevServer, running_devserver
from tests.admin.conftest import operator as operator  # re-exported fixture
from tests.admin.conftest import qstash_down as qstash_down  # re-exported fixture

#: Where the runs these tests start are delivered: nothing listens there, and QStash's real
#: retry schedule waits long enough before its second attempt that a run stays started.
NOWHERE = "http://127.0.0.1:9"


@pytest.fixture(scope="module")
def qstash_server() -> Iterator[DevServer]:
    with running_devserver(retry_schedule="real") as server:
        yield server


@pytest.fixture
def qstash(qstash_server: DevServer, settings: Any) -> DevServer:
    """The settings pointed at a real local QStash (after `qstash_down` pointed them away)."""
    settings.QSTASH_URL = qstash_server.url
    settings.QSTASH_TOKEN = qstash_server.token
    settings.MEMORYFLOW_BASE_URL = NOWHERE
    return qstash_server
