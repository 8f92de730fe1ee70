from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from tests.extractors.fake_llm import FakeLLM


@pytest.fixture
def llm_server() -> Iterator[FakeLLM]:
    server = FakeLLM()
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
    )
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=2)
