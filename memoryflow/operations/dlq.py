"""QStash's dead letter queue, as far as it is this app's: list and re-drive.

A message lands in the DLQ when QStash ran out of retries (or the app answered it with a
non-retryable error). Operators list the ones whose destination is under
`MEMORYFLOW_BASE_URL` (one QStash account may serve other apps: their dead letters are not
ours to touch) and re-drive them: QStash publishes a copy of the dead message to the same
URL and removes the entry (`POST /v2/dlq/retry/{dlqId}`; a workflow step keeps its run,
which resumes). Re-driving is a state change: `redrive` writes one audit row.

The calls to QStash are `memoryflow/qstash/dlq.py`'s.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from django.conf import settings
from qstash.dlq import DlqMessage
from qstash.errors import QStashError

from memoryflow.operations.audit import Actor, audit
from memoryflow.qstash import dlq
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.workflows.triggers import PREFIX

#: Bounds on one listing: 100 entries a page (QStash's maximum), at most this many pages.
PAGE_SIZE = 100
MAX_PAGES = 100
BODY_PREVIEW = 300
#: What a DLQ id looks like (`1725323658779-0`); anything else never reaches a QStash URL path.
#: Matched whole (`fullmatch`): `$` would also take a trailing newline into that path.
DLQ_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}")


@dataclass(frozen=True)
class DeadLetter:
    dlq_id: str
    message_id: str
    url: str
    path: str  # the URL below MEMORYFLOW_BASE_URL
    created_at: int  # ms since the epoch
    response_status: int
    response_body: str
    max_retries: int
    label: str
    run_id: str  # the workflow run a dead step belonged to, if any

    @property
    def pipeline_layer(self) -> str:
        """`topics/extract-topic` for a workflow URL, the path otherwise."""
        return self.path.removeprefix(PREFIX + "/") if self.path.startswith(PREFIX) else self.path

    def as_dict(self) -> dict[str, Any]:
        """camelCase, like the rest of our JSON and QStash's."""
        fields = {_camel(name): value for name, value in asdict(self).items()}
        return {**fields, "pipelineLayer": self.pipeline_layer}


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)


@dataclass
class RedriveReport:
    redriven: dict[str, str] = field(default_factory=dict)  # dlq id -> new message id
    unknown: list[str] = field(default_factory=list)  # not in the DLQ (any more)
    foreign: list[str] = field(default_factory=list)  # another app's destination
    failed: dict[str, str] = field(default_factory=dict)  # dlq id -> error

    @property
    def ok(self) -> bool:
        return not (self.unknown or self.foreign or self.failed)

    def as_dict(self) -> dict[str, Any]:
        return {
            "redriven": self.redriven,
            "unknown": self.unknown,
            "foreign": self.foreign,
            "failed": self.failed,
        }


def _base_url() -> str:
    return str(settings.MEMORYFLOW_BASE_URL).rstrip("/") + "/"


def is_ours(url: str) -> bool:
    return url.startswith(_base_url())


def _dead_letter(message: DlqMessage) -> DeadLetter:
    # A workflow step's run, when QStash reports it among the message's headers.
    run_ids = [
        value
        for name, values in (message.headers or {}).items()
        if name.lower() == "upstash-workflow-runid"
        for value in values
    ]
    body = message.response_body or ""
    return DeadLetter(
        dlq_id=message.dlq_id,
        message_id=message.message_id,
        url=message.url,
        path="/" + message.url.removeprefix(_base_url()),
        created_at=message.created_at,
        response_status=message.response_status,
        response_body=body if len(body) <= BODY_PREVIEW else body[:BODY_PREVIEW] + "…",
        max_retries=message.max_retries,
        label=message.label or "",
        run_id=run_ids[0] if run_ids else "",
    )


def list_dead_letters() -> list[DeadLetter]:
    """This app's dead letters, oldest first. Raises QStashUnavailable when QStash cannot be
    reached (the operator's command and page say so instead of failing)."""
    found: list[DeadLetter] = []
    cursor: str | None = None
    try:
        with fail_fast():
            for _ in range(MAX_PAGES):
                page = dlq.list_page(cursor=cursor, count=PAGE_SIZE)
                found += [_dead_letter(m) for m in page.messages if is_ours(m.url)]
                cursor = page.cursor
                if not cursor:
                    break
    except TRANSPORT_ERRORS as error:
        raise QStashUnavailable(f"could not read QStash's DLQ: {error}") from error
    return sorted(found, key=lambda letter: (letter.created_at, letter.dlq_id))


def _redrive_one(dlq_id: str, report: RedriveReport) -> None:
    if not DLQ_ID.fullmatch(dlq_id):
        report.unknown.append(dlq_id)
        return
    try:
        message = dlq.get(dlq_id)
    except QStashError as error:
        report.failed[dlq_id] = str(error)
        return
    if message is None:
        report.unknown.append(dlq_id)
        return
    if not is_ours(message.url):
        report.foreign.append(dlq_id)
        return
    try:
        new_message_id = dlq.redrive(dlq_id)
    except QStashError as error:
        report.failed[dlq_id] = str(error)
        return
    if new_message_id is None:  # re-driven by someone else in between
        report.unknown.append(dlq_id)
        return
    report.redriven[dlq_id] = new_message_id


def redrive(*, actor: Actor, dlq_ids: Sequence[str] | None) -> RedriveReport:
    """Re-drive the given dead letters, or all of this app's when `dlq_ids` is None.

    Each id is checked first: unknown ids and other apps' messages are reported, not
    re-driven. Raises QStashUnavailable when QStash cannot be reached at all."""
    report = RedriveReport()
    ids = (
        [letter.dlq_id for letter in list_dead_letters()]
        if dlq_ids is None
        else list(dict.fromkeys(dlq_ids))
    )
    try:
        with fail_fast():
            for dlq_id in ids:
                _redrive_one(dlq_id, report)
    except TRANSPORT_ERRORS as error:  # unreachable: audit what was done before, then say so
        if report.redriven:
            _audit(actor, dlq_ids, report)
        raise QStashUnavailable(f"could not re-drive through QStash: {error}") from error
    _audit(actor, dlq_ids, report)
    return report


def _audit(actor: Actor, dlq_ids: Sequence[str] | None, report: RedriveReport) -> None:
    audit(
        actor=actor,
        action="dlq.redrive",
        target_type="dlq",
        target_id="all" if dlq_ids is None else ",".join(dlq_ids)[:128],
        **report.as_dict(),
    )
