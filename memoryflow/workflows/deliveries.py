"""What a signed delivery must look like before the SDK is handed it.

QStash sends a run's steps as a JSON list (the initial payload first, then each step done,
its body base64 JSON) and a failure callback as a JSON object. The SDK reads both without
checking them: a body it cannot read raises a `KeyError`, a `TypeError` or a JSON error,
which it answers 500, and QStash retries what no retry can fix until its retries run out.
A delivery that is not one the SDK can replay is answered non-retryable instead, before
anything runs (`serve.py`). The signature proves QStash sent it, not that memoryflow's SDK
wrote it: anyone holding the QStash token can publish any body with any forwarded header.

`failed_answer_as_json` rewrites a readable failure report whose failed answer is not the
SDK's JSON, so that the failure function still runs.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping
from typing import Any

from memoryflow.qstash import sdk
from memoryflow.validation import loads_bounded


def why_not_a_step_delivery(headers: Mapping[str, str], body: str) -> str | None:
    """None when `body` and `headers` are a run's steps as QStash sends them; else why not."""
    version = headers.get(sdk.PROTOCOL_VERSION_HEADER)
    if version != sdk.PROTOCOL_VERSION:
        return f"workflow protocol version {str(version)[:20]!r}, want {sdk.PROTOCOL_VERSION!r}"
    if not headers.get(sdk.RUN_ID_HEADER):
        return f"a step delivery needs an {sdk.RUN_ID_HEADER} header"
    try:
        entries = loads_bounded(body)
    except ValueError as error:
        return f"the steps are not JSON: {error}"
    if not isinstance(entries, list) or not entries:
        return "the steps are not a JSON list with the initial payload first"
    if not all(isinstance(entry, dict) for entry in entries):
        return "every entry of the steps must be a JSON object"
    if _decoded(entries[0].get("body")) is None:
        return "the initial payload has no base64 body"
    for entry in entries[1:]:
        if not isinstance(entry.get("callType"), str):
            return "a step has no callType"
        if entry["callType"] == "step":
            why = _why_not_a_step(_decoded(entry.get("body")))
            if why is not None:
                return why
    return None


#: What the SDK reads of a failure report, each by its key.
_REPORT_FIELDS = ("status", "header", "body", "url", "sourceBody", "workflowRunId")


def why_not_a_failure_callback(body: str) -> str | None:
    """None when `body` is a failure callback as QStash sends it; else why not."""
    try:
        report = loads_bounded(body)
    except ValueError as error:
        return f"the failure report is not JSON: {error}"
    if not isinstance(report, dict):
        return "the failure report is not a JSON object"
    missing = [name for name in _REPORT_FIELDS if name not in report]
    if missing:
        return f"the failure report has no {', '.join(missing)}"
    # null is read as "no answer" (a connection that failed): only a wrong type is refused.
    status = report["status"]
    if status is not None and (not isinstance(status, int) or isinstance(status, bool)):
        return "the failure report's status is not a number"
    if not isinstance(report["workflowRunId"], str) or not report["workflowRunId"]:
        return "the failure report names no workflowRunId"
    if not isinstance(report["header"], dict | None) or not isinstance(report["url"], str | None):
        return "the failure report's header is not an object or its url not text"
    for name in ("body", "sourceBody"):
        if report.get(name) and _decoded(report[name]) is None:
            return f"the failure report's {name} is not base64 text"
    return None


def failed_answer_as_json(report: str) -> str:
    """A failure callback whose failed answer (`body`, base64) is not a JSON object with a
    text `message`, with that answer as the `message` of one. The SDK reads the answer as
    JSON (it looks for its own `{"error", "message"}`) and hands the message on as the
    failure's text, so an answer from anything else — a proxy's HTML 502 while the app
    restarts, Django's 500 page, a gateway's `{"message": {…}}` — failed every delivery of
    the callback, and the failure function (marking the topic, counting it for its task)
    never ran. The signature was checked on the report as QStash sent it."""
    try:
        parsed = loads_bounded(report)
        answer = base64.b64decode(parsed["body"])
    except (ValueError, TypeError, KeyError):
        return report  # not a report this can read: the SDK says what is wrong with it
    try:
        error = loads_bounded(answer.decode()) if answer else {}
        if isinstance(error, dict) and isinstance(error.get("message"), str | None):
            return report
    except ValueError:  # not UTF-8, not JSON
        pass
    message = answer.decode(errors="replace")
    as_json = json.dumps({"error": "non-JSON answer", "message": message})
    parsed["body"] = base64.b64encode(as_json.encode()).decode()
    return json.dumps(parsed)


def _why_not_a_step(text: str | None) -> str | None:
    try:
        step: Any = loads_bounded(text) if text is not None else None
    except ValueError:
        step = None
    if not isinstance(step, dict):
        return "a step's body is not a base64 JSON object"
    if not isinstance(step.get("stepName"), str) or not isinstance(step.get("stepType"), str):
        return "a step has no stepName or stepType"
    if not isinstance(step.get("stepId"), int) or "out" not in step or "concurrent" not in step:
        return "a step has no stepId, out or concurrent"
    return None


def _decoded(value: Any) -> str | None:
    """The text of a base64 value as the SDK decodes it (UTF-8), or None."""
    if not isinstance(value, str):
        return None
    try:
        return base64.b64decode(value).decode("utf-8")
    except (binascii.Error, ValueError):
        return None
