"""Starting workflow runs with run ids memoryflow chose: the workflow-start message.

The Python SDK starts a run when a plain delivery reaches `serve()`: it makes up a random
run id and publishes a workflow-start message through `/v2/batch`. memoryflow publishes
that start message itself, with the same headers (built by the SDK's own header function,
so the two cannot drift apart), for three reasons:

- one delivery less per run: the first delivery of a run executes its first step;
- the run id is known before the run starts: a retried or duplicated publish names the
  same run (and carries it as its deduplication id), so one trigger is one run whatever
  the retry timing, and a run tree is known in full before its runs start;
- the failure callback and retries are set on the first message of the run too.

The SDK's header builder comes through `memoryflow/qstash/sdk.py`, the one adapter that
knows SDK internals.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from qstash import QStash
from qstash.message import BatchResponse, FlowControl, parse_batch_response

from memoryflow.qstash.sdk import workflow_start_headers

JSON = "application/json"


@dataclass(frozen=True)
class RunStart:
    """One workflow run to start at `url` with `run_id`."""

    url: str
    run_id: str
    body: Mapping[str, Any]
    retries: int
    #: Where QStash calls the failure function when the run fails for good (its own URL).
    failure_url: str | None = None
    deduplication_id: str | None = None
    flow_control: FlowControl | None = None
    label: str | None = None
    #: Forwarded to every step of the run (the SDK re-sends them with each step).
    headers: Mapping[str, str] | None = None

    def batch_item(self) -> dict[str, Any]:
        headers: dict[str, str] = {
            "Content-Type": JSON,
            **workflow_start_headers(
                "true",
                self.run_id,
                self.url,
                dict(self.headers or {}),
                None,
                self.retries,
                workflow_failure_url=self.failure_url,
            ).headers,
        }
        # Sent on every start, so the run's steps are retried as configured even when it
        # equals the SDK's default (the SDK leaves its default out).
        headers["Upstash-Retries"] = str(self.retries)
        if self.failure_url:
            headers["Upstash-Failure-Callback-Retries"] = str(self.retries)
        if self.deduplication_id:
            headers["Upstash-Deduplication-Id"] = self.deduplication_id
        if self.flow_control and "key" in self.flow_control:
            values = [
                f"{name}={self.flow_control[name]}"  # type: ignore[literal-required]
                for name in ("parallelism", "rate", "period")
                if name in self.flow_control
            ]
            headers["Upstash-Flow-Control-Key"] = self.flow_control["key"]
            headers["Upstash-Flow-Control-Value"] = ", ".join(values)
        if self.label:
            headers["Upstash-Label"] = self.label
        return {"destination": self.url, "headers": headers, "body": json.dumps(self.body)}


@dataclass(frozen=True)
class StartAnswer:
    message_id: str
    deduplicated: bool


def publish_run_starts(client: QStash, starts: Sequence[RunStart]) -> list[StartAnswer]:
    """Publish `starts` in one `/v2/batch` request; one answer per start, in order.

    Not through `client.message.batch_json`: it prefixes every header with
    `Upstash-Forward-`, which would hide the workflow headers from QStash."""
    if not starts:
        return []
    raw = client.http.request(
        path="/v2/batch",
        method="POST",
        headers={"Content-Type": JSON},
        body=json.dumps([start.batch_item() for start in starts]),
    )
    answers = []
    for answer in parse_batch_response(raw):
        assert isinstance(answer, BatchResponse), answer  # URLs, never URL groups
        answers.append(StartAnswer(answer.message_id, bool(answer.deduplicated)))
    return answers
