from __future__ import annotations

from collections.abc import Iterator

import pytest
from qstash import QStash

from qstash_devserver.testing import DevServer, running_devserver

from .helpers import RETRY_SCHEDULE, Receiver


@pytest.fixture(scope="session")
def server() -> Iterator[DevServer]:
    """One shared server with the fast retry schedule; tests use unique paths and ids."""
    with running_devserver(retry_schedule=RETRY_SCHEDULE, concurrency=50) as running:
        yield running


@pytest.fixture
def client(server: DevServer) -> QStash:
    return QStash(server.token, base_url=server.url)


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    """A fresh receiver app; add routes (e.g. workflows) before calling .start()."""
    r = Receiver()
    yield r
    r.stop()
