"""The QStash clients memoryflow talks through, and how hard they retry.

`qstash_client()` is the SDK's client, one per process and QStash (it keeps its HTTP
connections alive). `call()` is for the few requests whose "not found" is an answer, not
a failure (cancelling a run, reading or re-driving a dead letter): the SDK's error carries
only a message, so these go through httpx, whose response carries the status.
"""

from __future__ import annotations

import contextvars
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

import httpx
from django.conf import settings
from qstash import QStash

from memoryflow.qstash.errors import QStashRefused

#: What the SDK waits for a connection and an answer; `call()` waits as long.
TIMEOUT = httpx.Timeout(timeout=600.0, connect=5.0)
#: Connection attempts of `call()` outside `fail_fast()` (the SDK retries five times).
CONNECT_RETRIES = 5

# A person waiting on a page or a prompt is better served by an error now than by the
# client's default five retries with exponential backoff (half a minute when QStash is down).
_fail_fast: contextvars.ContextVar[bool] = contextvars.ContextVar("qstash_fail_fast", default=False)


@contextmanager
def fail_fast() -> Iterator[None]:
    """Inside this block QStash calls are not retried (operators' interactive requests)."""
    token = _fail_fast.set(True)
    try:
        yield
    finally:
        _fail_fast.reset(token)


def qstash_client() -> QStash:
    """The SDK's client for the configured QStash (not retrying inside `fail_fast()`)."""
    if _fail_fast.get():
        return _fail_fast_client(settings.QSTASH_URL, settings.QSTASH_TOKEN)
    return _client(settings.QSTASH_URL, settings.QSTASH_TOKEN)


@cache
def _client(url: str, token: str) -> QStash:
    return QStash(token, base_url=url)


@cache
def _fail_fast_client(url: str, token: str) -> QStash:
    return QStash(token, base_url=url, retry=False)


def call(path: str, *, method: str, params: dict[str, str] | None = None) -> httpx.Response:
    """One request to the QStash API; its 2xx response, or `QStashRefused` with the status.

    httpx's own errors (cannot connect, timed out) pass through, as from the SDK."""
    retries = 0 if _fail_fast.get() else CONNECT_RETRIES
    response = _http(settings.QSTASH_URL, settings.QSTASH_TOKEN, retries).request(
        method, path, params=params
    )
    if not response.is_success:
        raise QStashRefused(response.status_code, response.text)
    return response


def call_json(path: str, *, method: str, params: dict[str, str] | None = None) -> Any:
    """`call()`, its answer parsed as JSON (None for an empty answer)."""
    response = call(path, method=method, params=params)
    return response.json() if response.content else None


@cache
def _http(url: str, token: str, retries: int) -> httpx.Client:
    return httpx.Client(
        base_url=url.rstrip("/"),
        headers={"Authorization": f"Bearer {token}"},
        timeout=TIMEOUT,
        transport=httpx.HTTPTransport(retries=retries),
    )
