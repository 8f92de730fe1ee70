"""Publish-side headers parsed into message options; delivery headers built back."""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from .durations import eval_retry_delay, parse_duration

Headers = list[tuple[str, str]]
FORWARD = "upstash-forward-"
CALLBACK = "upstash-callback-"
FAILURE_CALLBACK = "upstash-failure-callback-"
# Hop-by-hop or recomputed by the HTTP client: a forwarded copy would be wrong.
DROPPED = frozenset(
    {
        "host",
        "content-length",
        "transfer-encoding",
        "connection",
        "keep-alive",
        "upgrade",
        "te",
        "trailer",
        "proxy-connection",
    }
)
METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE"})
DEFAULT_RETRIES = 3


class OptionError(ValueError):
    """A publish header that cannot be honoured: answered as 400."""


@dataclass
class FlowControl:
    key: str
    parallelism: int | None = None
    rate: int | None = None
    period: float = 1.0


@dataclass
class Options:
    method: str = "POST"
    content_type: str | None = None
    forward: Headers = field(default_factory=list)
    retries: int = DEFAULT_RETRIES
    retry_delay: str | None = None
    not_before_ms: int | None = None
    timeout: float | None = None
    callback: str | None = None
    failure_callback: str | None = None
    dedup_id: str | None = None
    content_dedup: bool = False
    flow: FlowControl | None = None
    redact: list[str] = field(default_factory=list)
    label: str | None = None  # the first of `labels`, the field the older SDKs read
    labels: list[str] = field(default_factory=list)
    queue: str | None = None
    # Workflow control headers (`Upstash-Workflow-*`).
    run_id: str | None = None
    wf_init: bool = False
    wf_url: str | None = None
    call_type: str | None = None
    features: list[str] = field(default_factory=list)


def lower_map(headers: Iterable[tuple[str, str]]) -> dict[str, str]:
    return {k.lower(): v for k, v in headers}


def split_labels(raw: str | None) -> list[str]:
    """`Upstash-Label: a,b` is two labels: qstash-js and @upstash/workflow send
    `label: ["a", "b"]` comma-joined (a label itself has no comma)."""
    return [part.strip() for part in (raw or "").split(",") if part.strip()]


def parse_flow_value(key: str, value: str) -> FlowControl:
    flow = FlowControl(key=key)
    for part in value.split(","):
        if not part.strip():
            continue
        name, _, raw = part.partition("=")
        name, raw = name.strip().lower(), raw.strip()
        try:
            if name == "parallelism":
                flow.parallelism = int(raw)
            elif name == "rate":
                flow.rate = int(raw)
            elif name == "period":
                flow.period = parse_duration(raw)
        except ValueError as exc:
            raise OptionError(f"invalid Upstash-Flow-Control-Value: {value!r}") from exc
    check_flow_limits(flow, f"Upstash-Flow-Control-Value: {value!r}")
    return flow


def check_flow_limits(flow: FlowControl, given: str) -> None:
    """Raise OptionError naming what was `given` when the limits can admit nothing.

    A parallelism or rate of 0 never lets a message of the key start, and a period of 0
    is no window to count a rate in: refused, as QStash does, rather than stored to wait."""
    if (flow.parallelism is not None and flow.parallelism < 1) or (
        flow.rate is not None and flow.rate < 1
    ):
        raise OptionError(f"invalid {given} (limits must be >= 1)")
    if flow.period <= 0:
        raise OptionError(f"invalid {given} (period must be > 0)")


def _duration_at_least_0(raw: str, header: str) -> float:
    """Seconds of a duration header, refused below 0. A negative `Upstash-Delay` is a
    publisher's bug that delivering at once would hide (a Not-Before in the past is a time,
    and delivers at once); aiohttp reads a negative `Upstash-Timeout` as no deadline, so an
    attempt could hang forever."""
    try:
        seconds = parse_duration(raw)
    except ValueError as exc:
        raise ValueError(f"invalid {header}: {raw!r}") from exc
    if seconds < 0:
        raise ValueError(f"invalid {header}: {raw!r} (must be 0 or more)")
    return seconds


def _retries(raw: str) -> int:
    """Below 0 is refused, not read as 0: that hid the publisher's bug behind a message
    that failed for good at its first error."""
    try:
        retries = int(raw)
    except ValueError as exc:
        raise ValueError(f"invalid Upstash-Retries: {raw!r}") from exc
    if retries < 0:
        raise ValueError(f"invalid Upstash-Retries: {raw!r} (retries must be 0 or more)")
    return retries


def _callback_url(h: dict[str, str], name: str) -> str | None:
    """A callback that is no http(s) URL is refused at publish: accepted, it was dropped
    at delivery with a warning only, and the publisher never heard of the outcome."""
    url = h.get(name.lower())
    if url:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise OptionError(f"invalid {name}: {url!r} (a callback is an http(s) URL)")
    return url


def _retry_delay(expression: str | None) -> str | None:
    """An expression the retry timing cannot read is refused at publish: accepted, every
    retry fell back to the schedule, a timing the publisher never asked for. Only its form
    is checked here; a value that fails for some `retried` (1/retried) is the schedule's."""
    if expression:
        try:
            eval_retry_delay(expression, 0)
        except ArithmeticError:
            pass
        except (ValueError, SyntaxError, TypeError, RecursionError) as exc:  # -----1 nests deep
            raise OptionError(f"invalid Upstash-Retry-Delay: {expression!r}") from exc
    return expression


def parse_options(headers: Headers, now: float | None = None) -> Options:
    """Options from publish headers, matched case-insensitively (WP sends odd casings)."""
    now = time.time() if now is None else now
    h = lower_map(headers)
    o = Options()
    o.forward = [(k[len(FORWARD) :], v) for k, v in headers if k.lower().startswith(FORWARD)]
    o.content_type = h.get("content-type")
    method = h.get("upstash-method", "POST").upper()
    if method not in METHODS:
        raise OptionError(f"invalid Upstash-Method: {method}")
    o.method = method
    try:
        if "upstash-retries" in h:
            o.retries = _retries(h["upstash-retries"])
        if "upstash-not-before" in h:
            o.not_before_ms = int(float(h["upstash-not-before"]) * 1000)
        elif "upstash-delay" in h:
            delay = _duration_at_least_0(h["upstash-delay"], "Upstash-Delay")
            o.not_before_ms = int((now + delay) * 1000)
        if "upstash-timeout" in h:
            o.timeout = _duration_at_least_0(h["upstash-timeout"], "Upstash-Timeout")
    except (ValueError, OverflowError) as exc:  # Overflow: a Not-Before of inf or 1e400
        raise OptionError(str(exc)) from exc
    o.retry_delay = _retry_delay(h.get("upstash-retry-delay"))
    o.callback = _callback_url(h, "Upstash-Callback")
    o.failure_callback = _callback_url(h, "Upstash-Failure-Callback")
    o.dedup_id = h.get("upstash-deduplication-id")
    o.content_dedup = h.get("upstash-content-based-deduplication", "").lower() in ("true", "1")
    if "upstash-flow-control-key" in h:
        o.flow = parse_flow_value(
            h["upstash-flow-control-key"], h.get("upstash-flow-control-value", "")
        )
    o.redact = [p.strip() for p in h.get("upstash-redact-fields", "").split(",") if p.strip()]
    o.labels = split_labels(h.get("upstash-label"))
    o.label = o.labels[0] if o.labels else None
    o.queue = h.get("upstash-queue-name")
    o.run_id = h.get("upstash-workflow-runid")
    o.wf_init = h.get("upstash-workflow-init", "").lower() == "true"
    o.wf_url = h.get("upstash-workflow-url")
    o.call_type = h.get("upstash-workflow-calltype")
    o.features = [f.strip() for f in h.get("upstash-feature-set", "").split(",") if f.strip()]
    return o


def derived_headers(headers: Headers, prefix: str, retries: int) -> Headers:
    """The publish headers of a callback (prefix CALLBACK) or failure callback message.

    `Upstash-Callback-<rest>` configures the callback as `Upstash-<rest>`; the exact
    `Upstash-Callback` (its URL) is no prefix match. Callbacks inherit retries unless set.
    """
    out: Headers = []
    for name, value in headers:
        if name.lower().startswith(prefix):
            out.append(("Upstash-" + name[len(prefix) :], value))
    if "upstash-retries" not in lower_map(out):
        out.append(("Upstash-Retries", str(retries)))
    return out


def delivery_headers(
    forward: Headers, content_type: str | None, server: dict[str, str]
) -> dict[str, str]:
    """Forwarded headers, minus hop-by-hop ones, with the server's own headers winning.

    WP re-forwards what it received, so stale `Upstash-Signature` & co. come back as
    forwarded headers; the server's fresh values must replace them.
    """
    server_lower = {k.lower() for k in server}
    out: dict[str, str] = {}
    for name, value in forward:
        low = name.lower()
        if low in DROPPED or low in server_lower or low == "content-type":
            continue
        out[name] = value
    out["Content-Type"] = content_type or "application/json"
    out.update(server)
    return out


def multi(headers: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """The `{name: [values]}` shape used in API JSON and callback bodies."""
    out: dict[str, list[str]] = {}
    for k, v in headers:
        out.setdefault(k, []).append(v)
    return out
