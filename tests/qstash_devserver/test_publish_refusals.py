"""Publish headers a publisher got wrong (a timeout, delay or retries below 0, a callback
that is no URL, a retry delay that is no expression): refused with 400, nothing kept."""

from __future__ import annotations

import time

import httpx
import pytest


def _publish(server, receiver, path: str, headers=None, body: bytes = b"x") -> httpx.Response:
    """Publish `body` to the started receiver's `path` with `headers` (signed in as the
    server's user); the answer."""
    return httpx.post(
        f"{server.url}/v2/publish/{receiver.url(path)}",
        headers={**server.auth(), **(headers or {})},
        content=body,
    )


def _nothing_kept(server, receiver, path: str) -> bool:
    """Whether the server logged no event for a message to `path`."""
    events = httpx.get(
        f"{server.url}/v2/events", headers=server.auth(), params={"url": receiver.url(path)}
    )
    return events.json()["events"] == []


@pytest.mark.parametrize("timeout", ["-5", "-0.5", "-1e3"])
def test_a_negative_timeout_is_refused_and_nothing_kept(server, receiver, timeout):
    """A timeout below 0 was stored, and aiohttp reads a deadline below 0 as none: an
    attempt at an endpoint that never answers waited forever, not even the default 30 s."""
    receiver.start()
    res = _publish(server, receiver, "/r/negative-timeout", {"Upstash-Timeout": timeout})
    assert res.status_code == 400 and "error" in res.json()
    assert _nothing_kept(server, receiver, "/r/negative-timeout")


@pytest.mark.parametrize("delay", ["-10", "-0.5", "-10s", "-1m"])
def test_a_negative_delay_is_refused_and_nothing_kept(server, receiver, delay):
    """A delay below 0 (a bare -10) was taken as a time already past and delivered at once,
    hiding the publisher's bug; a Not-Before in the past still delivers at once."""
    receiver.start()
    res = _publish(server, receiver, "/r/negative-delay", {"Upstash-Delay": delay})
    assert res.status_code == 400 and "Upstash-Delay" in res.json()["error"]
    assert _nothing_kept(server, receiver, "/r/negative-delay")
    past = str(int(time.time()) - 60)
    res = _publish(server, receiver, "/r/negative-delay", {"Upstash-Not-Before": past}, b"past")
    assert res.status_code == 201
    assert [s.body for s in receiver.wait("/r/negative-delay", 1, timeout=5)] == [b"past"]


@pytest.mark.parametrize(
    ("header", "value"),
    [
        ("Upstash-Callback", "notaurl"),
        ("Upstash-Callback", "http://"),
        ("Upstash-Failure-Callback", "ftp://x.test/failed"),
    ],
)
def test_a_callback_that_is_no_url_is_refused_and_nothing_kept(server, receiver, header, value):
    """It was accepted, and each callback was then dropped with a warning in the server's
    log only: the publisher believed it would hear of the outcome and never did."""
    receiver.start()
    res = _publish(server, receiver, "/r/callback-no-url", {header: value})
    assert res.status_code == 400 and header in res.json()["error"]
    assert _nothing_kept(server, receiver, "/r/callback-no-url")


@pytest.mark.parametrize(
    "expression",
    ["pow(", "retried +", "sleep(1000)", "pow(2)", "1000 if 1 else 2", "-" * 5000 + "1"],
)
def test_a_retry_delay_that_is_no_expression_is_refused_and_nothing_kept(
    server, receiver, expression
):
    """It was accepted, and at the first retry the server's log said 'bad Upstash-Retry-Delay,
    using the schedule': the publisher's retries ran on a timing it never asked for (and an
    expression nested too deep for the parser failed the retry's bookkeeping)."""
    receiver.start()
    res = _publish(
        server, receiver, "/r/retry-delay-no-expression", {"Upstash-Retry-Delay": expression}
    )
    assert res.status_code == 400 and "Upstash-Retry-Delay" in res.json()["error"]
    assert _nothing_kept(server, receiver, "/r/retry-delay-no-expression")


@pytest.mark.parametrize("retries", ["-1", "-10"])
def test_negative_retries_are_refused_and_nothing_kept(server, receiver, retries):
    """They were read as 0 without a word, as a delay or timeout below 0 no longer is: the
    message failed for good at its first error, with no retry the publisher asked about."""
    receiver.start()
    res = _publish(server, receiver, "/r/negative-retries", {"Upstash-Retries": retries})
    assert res.status_code == 400 and "Upstash-Retries" in res.json()["error"]
    assert _nothing_kept(server, receiver, "/r/negative-retries")


def test_a_body_over_the_size_limit_is_refused_as_json_and_nothing_kept(server, receiver):
    """aiohttp answered its own plain-text 413, which the SDKs' JSON error parsing chokes
    on; the server's limit is 16 MiB."""
    receiver.start()
    res = _publish(server, receiver, "/r/too-large", body=b"x" * (16 * 1024 * 1024 + 1))
    assert res.status_code == 413
    assert res.headers["content-type"].startswith("application/json")
    assert "error" in res.json()
    assert _nothing_kept(server, receiver, "/r/too-large")
