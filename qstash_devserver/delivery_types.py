"""The two types both halves of a delivery share: `Result`, what an attempt answered, and
`DeliveryHost`, what a delivery needs of the core.

Below `delivery.py` (the attempt) and `delivery_outcome.py` (what follows it), so each
half imports them and neither imports the other's module for its types.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from .config import Config
from .model import Message
from .publisher import Publisher
from .store import Store
from .workflow import Workflows


@dataclass
class Result:
    status: int | None
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and self.status is not None and 200 <= self.status < 300

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers if k.lower() == name), None)


class DeliveryHost(Publisher, Protocol):
    """What a delivery needs of the core: the configuration and signing key, the run
    store, recording the outcome, and publishing callbacks."""

    @property
    def config(self) -> Config: ...

    @property
    def current_key(self) -> str: ...

    @property
    def store(self) -> Store: ...

    @property
    def workflows(self) -> Workflows: ...

    def event(self, m: Message, state: str, **extra: Any) -> None: ...

    def finish(self, m: Message, state: str, only_state: bool = False) -> None: ...

    def cancel(self, m: Message) -> bool: ...

    def next_dlq_id(self) -> str: ...
