"""What follows a delivery attempt: retry with backoff, dead letter, callbacks.

Apart from `delivery.py`, which makes the attempt (session, signed request, fault
injection): this half starts from the attempt's `Result`, decides retry or dead letter
and publishes the callback and failure-callback reports. `Deliverer` takes it as a
mixin, so both halves share the one `core`.
"""

from __future__ import annotations

import base64
import logging
import math
from email.utils import parsedate_to_datetime
from typing import Any

from . import jsonx
from .config import MAX_BACKOFF_S
from .delivery_types import DeliveryHost, Result
from .durations import eval_retry_delay, parse_duration
from .errors import ApiError
from .model import DELIVERED, ERROR, FAILED, RETRY, Message, message_json, now_ms
from .options import CALLBACK, FAILURE_CALLBACK, derived_headers, multi
from .workflow import RUN_CRITICAL

log = logging.getLogger("qstash_devserver")


# The answer headers QStash takes the next retry's wait from, the first one that names it.
RETRY_AFTER = (
    "retry-after",
    "x-ratelimit-reset",
    "x-ratelimit-reset-requests",
    "x-ratelimit-reset-tokens",
)


def _retry_after_ms(value: str) -> int | None:
    """A destination's wait (seconds, an HTTP date or a duration such as `6m5s`) in ms.

    None when it names no wait ("inf", "-5", garbage), so the schedule decides rather than
    the destination's bad header crashing the retry; None as well beyond a day, where QStash
    applies its schedule: a Unix time in `X-RateLimit-Reset` held the message a whole day."""
    try:
        seconds = float(value)
    except ValueError:
        try:
            seconds = parse_duration(value)
        except ValueError:
            try:
                seconds = max(0.0, parsedate_to_datetime(value).timestamp() - now_ms() / 1000)
            except (TypeError, ValueError, OverflowError):
                return None
    if not math.isfinite(seconds) or not 0 <= seconds <= MAX_BACKOFF_S:
        return None
    return int(seconds * 1000)


class AfterAttempt:
    """The `Deliverer`'s methods for what follows an attempt."""

    core: DeliveryHost

    # -- after the attempt -------------------------------------------------------------
    def outcome(self, m: Message, r: Result) -> None:
        core, o = self.core, m.opts
        non_retryable = (
            r.status == 489 and (r.header("upstash-nonretryable-error") or "").lower() == "true"
        )
        if (
            r.ok
            and m.wf_kind in ("init", "step")
            and "WF_DetectTrigger" in o.features
            and r.header("upstash-workflow-sdk-version") is None
        ):
            # A 2xx without the SDK header: the URL is no workflow endpoint.
            r.error, non_retryable = "workflow endpoint answered without the SDK header", True
        if r.ok:
            core.event(m, DELIVERED, **_response_fields(r))
            core.finish(m, DELIVERED, only_state=True)  # retried/errors were written with RETRY
            self.callback(m, r, m.retried)
            if m.wf_kind == "failureCall":
                core.workflows.failure_function_done(m, True)
            return
        error = r.error or f"status {r.status}"
        m.errors.append(
            {
                "error": error,
                "status": r.status,
                "time": now_ms(),
                "body": r.body.decode(errors="replace"),
                "headers": multi(r.headers),
            }
        )
        core.event(m, ERROR, error=error, **_response_fields(r))
        if not core.workflows.is_open(m):
            core.cancel(m)
            return
        if not non_retryable and m.retried < o.retries:
            self.callback(m, r, m.retried)
            m.retried += 1  # this retry's number: 1 for the first
            m.due_at = now_ms() + self._backoff_ms(m, r)
            m.state = RETRY
            core.event(m, RETRY, nextDeliveryTime=m.due_at, error=error)
            core.store.update_message(m)
            return
        # The last attempt: tell a call's callback it is final even when 489 cut it short.
        self.callback(m, r, o.retries)
        self.dead_letter(m, r, error)

    def dead_letter(self, m: Message, r: Result, error: str) -> None:
        core = self.core
        dlq_id = core.next_dlq_id()
        entry = {
            **message_json(m),
            "dlqId": dlq_id,
            "createdAt": m.created_at,
            "responseStatus": r.status or 0,
            "responseHeader": multi(r.headers),
            "responseBody": r.body.decode(errors="replace"),
            "error": error,
            "_row": m.to_row(),
        }
        run = core.workflows.get(m.run_id) if m.run_id else None
        if run is not None:
            entry.update(
                workflowUrl=run["workflowUrl"], workflowCreatedAt=run["workflowRunCreatedAt"]
            )
        core.store.dlq_put(dlq_id, m.id, now_ms(), entry, m.body)
        core.event(m, FAILED, error=error, **_response_fields(r))
        core.finish(m, FAILED)
        if m.wf_kind in RUN_CRITICAL:
            core.workflows.fail(m, dlq_id, r.body.decode(errors="replace"))
        if m.wf_kind == "failureCall":
            core.workflows.failure_function_done(m, False)
        if m.opts.failure_callback:
            self.failure_callback(m, r, dlq_id)

    def _backoff_ms(self, m: Message, r: Result) -> int:
        for name in RETRY_AFTER:
            value = r.header(name)
            if value and (wait := _retry_after_ms(value)) is not None:
                return wait
        # `m.retried` is the number of the retry about to wait (1 for the first).
        if m.opts.retry_delay:
            try:
                # The expression's `retried` counts the retries before this one (from 0).
                # At most a day, as the schedule: 1e300 held it for good.
                wait_ms = eval_retry_delay(m.opts.retry_delay, m.retried - 1)
                return int(min(wait_ms, MAX_BACKOFF_S * 1000))
            except (ValueError, ArithmeticError, SyntaxError, TypeError):
                log.warning("bad Upstash-Retry-Delay %r, using the schedule", m.opts.retry_delay)
        return int(self.core.config.backoff(m.retried) * 1000)

    def _report(self, m: Message, r: Result, retried: int) -> dict[str, Any]:
        return {
            "status": r.status or 0,
            "header": multi(r.headers),
            "body": base64.b64encode(r.body).decode(),
            "retried": retried,
            "maxRetries": m.opts.retries,
            "sourceMessageId": m.id,
            "url": m.url,
            "method": m.opts.method,
            "sourceHeader": multi(m.opts.forward),
            "sourceBody": base64.b64encode(m.body).decode(),
            "createdAt": m.created_at,
            "notBefore": m.not_before,
            "callerIP": m.caller_ip,
            "scheduleId": m.schedule_id or "",
            "topicName": m.topic or "",
        }

    def callback(self, m: Message, r: Result, retried: int) -> None:
        """Callbacks fire after every attempt, successful or not."""
        if m.opts.callback:
            headers = derived_headers(m.headers, CALLBACK, m.opts.retries)
            self._publish(m.opts.callback, headers, self._report(m, r, retried), m)

    def failure_callback(self, m: Message, r: Result, dlq_id: str) -> None:
        report = {**self._report(m, r, m.retried), "dlqId": dlq_id}
        run = self.core.workflows.get(m.run_id) if m.run_id else None
        if run is not None:
            report.update(
                url=run["workflowUrl"],
                sourceBody=run["initialBody"],
                workflowRunId=run["workflowRunId"],
                workflowCreatedAt=run["workflowRunCreatedAt"],
            )
        headers = derived_headers(m.headers, FAILURE_CALLBACK, m.opts.retries)
        assert m.opts.failure_callback is not None
        answer = self._publish(m.opts.failure_callback, headers, report, m)
        if run is not None and answer is not None:
            self.core.workflows.failure_function_started(
                run["workflowRunId"],
                {
                    "messageId": answer,
                    "url": m.opts.failure_callback,
                    "dlqId": dlq_id,
                    "failStatus": r.status or 0,
                    "failResponse": r.body.decode(errors="replace"),
                    "failHeaders": multi(r.headers),
                },
            )

    def _publish(
        self, url: str, headers: list[tuple[str, str]], report: dict[str, Any], source: Message
    ) -> str | None:
        headers = [("Content-Type", "application/json"), *headers]
        try:
            answer = self.core.accept(url, headers, jsonx.dumpb(report), caller_ip=source.caller_ip)
        except ApiError as exc:
            log.warning("callback of %s to %s dropped: %s", source.id, url, exc.message)
            return None
        return str(answer["messageId"]) if isinstance(answer, dict) else None


def _response_fields(r: Result) -> dict[str, Any]:
    if r.status is None:
        return {}
    return {
        "responseStatus": r.status,
        "responseHeader": multi(r.headers),
        "responseBody": r.body.decode(errors="replace"),
    }
