"""What the parts the core builds need from it to publish a message.

Workflow runs, waiters, invoke results and deliveries (callbacks, failure callbacks)
all publish new messages through the core. They take it as a `Publisher` (or a protocol
built on it next to them) instead of importing `core`, so the core imports them and
never the other way round.
"""

from __future__ import annotations

from typing import Any, Protocol

from .options import Headers


class Publisher(Protocol):
    def accept(
        self, destination: str, headers: Headers, body: bytes, *, caller_ip: str = ""
    ) -> Any:
        """Validate and store one publish, as `POST /v2/publish` does; the caller commits."""
        ...
