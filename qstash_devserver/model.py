"""The in-memory records: messages and their API JSON."""

from __future__ import annotations

import base64
import itertools
import secrets
import time
from dataclasses import dataclass, field, fields
from typing import Any
from urllib.parse import urlsplit

from . import jsonx
from .options import Headers, Options, multi, parse_options

# Message states, spelled as QP's LogState enum wants them (CANCELED, not CANCELLED).
CREATED, ACTIVE, RETRY, ERROR = "CREATED", "ACTIVE", "RETRY", "ERROR"
DELIVERED, FAILED, CANCELED = "DELIVERED", "FAILED", "CANCELED"
CANCEL_REQUESTED, IN_PROGRESS = "CANCEL_REQUESTED", "IN_PROGRESS"
LIVE = (CREATED, ACTIVE, RETRY)
REDACTED = "REDACTED"


def now_ms() -> int:
    return int(time.time() * 1000)


_ID_SEQ = itertools.count()


def new_id(prefix: str) -> str:
    """`msg_` + a time-ordered head + a random tail: unique, opaque, and index-friendly.

    A fully random id lands every insert (messages' primary key, the events' message
    index) on a different B-tree page, so each group commit rewrote ~7 WAL pages per
    delivery; ordered ids keep a burst's writes on the same few pages.
    """
    head = f"{time.time_ns() // 1_000_000:011x}{next(_ID_SEQ) & 0xFFFFFF:06x}"
    tail = secrets.token_urlsafe(12).replace("-", "A").replace("_", "B")
    return f"{prefix}_{head}{tail}"


def url_host(url: str) -> str | None:
    """The host a `host` filter compares with (lower case, no port)."""
    return urlsplit(url).hostname


def url_path(url: str) -> str:
    """The path a `path` filter compares with (no query)."""
    return urlsplit(url).path


@dataclass
class Message:
    id: str
    url: str
    body: bytes
    headers: Headers
    created_at: int
    not_before: int
    state: str = CREATED
    retried: int = 0
    due_at: int = 0
    caller_ip: str = ""
    queue: str | None = None
    schedule_id: str | None = None
    topic: str | None = None
    # Workflow: which run, which class (init/step/toCallback/fromCallback/failureCall)
    # and which run entry's step array the delivery carries.
    run_id: str | None = None
    wf_kind: str | None = None
    entry_seq: int | None = None
    errors: list[dict[str, Any]] = field(default_factory=list)
    _opts: Options | None = field(default=None, repr=False, compare=False)

    @property
    def opts(self) -> Options:
        # Options are a pure function of the stored headers, so they are not persisted.
        if self._opts is None:
            self._opts = parse_options(self.headers, now=self.created_at / 1000)
        return self._opts

    def to_row(self) -> str:
        # By hand: dataclasses.asdict deep-copies every header and was the hottest call.
        return jsonx.dumps({name: getattr(self, name) for name in _ROW_FIELDS})

    @classmethod
    def from_row(cls, data: str, body: bytes, state: str | None = None) -> Message:
        raw = jsonx.loads(data)
        raw["headers"] = [tuple(h) for h in raw["headers"]]
        if state is not None:  # the column is newer than the JSON (Store.update_state)
            raw["state"] = state
        return cls(body=bytes(body), **raw)


_ROW_FIELDS = tuple(f.name for f in fields(Message) if f.name not in ("body", "_opts"))


def body_fields(body: bytes, redact: bool) -> dict[str, str]:
    if redact:
        return {"body": REDACTED}
    try:
        return {"body": body.decode()}
    except UnicodeDecodeError:
        return {"bodyBase64": base64.b64encode(body).decode()}


def redacted_headers(opts: Options) -> dict[str, list[str]]:
    names = {r[r.index("[") + 1 : -1].lower() for r in opts.redact if "[" in r}
    if any(r in ("header", "headers") for r in opts.redact):
        return {k: [REDACTED] * len(v) for k, v in multi(opts.forward).items()}
    return {
        k: ([REDACTED] * len(v) if k.lower() in names else v)
        for k, v in multi(opts.forward).items()
    }


def message_json(m: Message) -> dict[str, Any]:
    o = m.opts
    out: dict[str, Any] = {
        "messageId": m.id,
        "url": m.url,
        "method": o.method,
        "maxRetries": o.retries,
        "notBefore": m.not_before,
        "createdAt": m.created_at,
        "header": redacted_headers(o),
        "callerIP": m.caller_ip,
        **body_fields(m.body, "body" in o.redact),
    }
    optional = {
        "callback": o.callback,
        "failureCallback": o.failure_callback,
        "queueName": m.queue,
        "scheduleId": m.schedule_id,
        "topicName": m.topic,
        "label": o.label,
        "labels": o.labels,
        "retryDelayExpression": o.retry_delay,
        "callbackHeader": _prefixed(m.headers, "upstash-callback-forward-"),
        "failureCallbackHeader": _prefixed(m.headers, "upstash-failure-callback-forward-"),
    }
    out.update({k: v for k, v in optional.items() if v})
    if o.timeout is not None:
        out["timeout"] = int(o.timeout)
    if o.flow is not None:
        out["flowControlKey"] = o.flow.key
        out.update(
            {
                k: v
                for k, v in (("parallelism", o.flow.parallelism), ("rate", o.flow.rate))
                if v is not None
            }
        )
        out["period"] = int(o.flow.period)
    if m.run_id:
        out["workflowRunId"] = m.run_id
    return out


def _prefixed(headers: Headers, prefix: str) -> dict[str, list[str]]:
    return multi((k[len(prefix) :], v) for k, v in headers if k.lower().startswith(prefix))
