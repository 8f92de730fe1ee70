"""QStash's dead letter queue: list a page, read one entry, re-drive one.

Listing goes through the SDK's DLQ API. Reading one entry and re-driving it go through
`client.call()`, so an entry that is not (or no longer) in the DLQ is told apart from a
failing QStash by the answer's status; the SDK has no re-drive call at all
(`POST /v2/dlq/retry/{dlqId}`).
"""

from __future__ import annotations

from qstash.dlq import DlqMessage, ListDlqMessagesResponse, parse_dlq_message_response

from memoryflow.qstash.client import call_json, qstash_client
from memoryflow.qstash.errors import QStashRefused


def list_page(*, cursor: str | None, count: int) -> ListDlqMessagesResponse:
    """One page of the DLQ (every app's entries), and the cursor of the next."""
    return qstash_client().dlq.list(cursor=cursor, count=count)


def get(dlq_id: str) -> DlqMessage | None:
    """The entry `dlq_id`, or None when the DLQ has no such entry."""
    try:
        answer = call_json(f"/v2/dlq/{dlq_id}", method="GET")
    except QStashRefused as error:
        if error.not_found:
            return None
        raise
    return parse_dlq_message_response(answer, dlq_id)


def redrive(dlq_id: str) -> str | None:
    """Publish a copy of the dead message to its URL and remove the entry. Returns the new
    message's id, or None when the entry is gone (re-driven or deleted by someone else)."""
    try:
        answer = call_json(f"/v2/dlq/retry/{dlq_id}", method="POST")
    except QStashRefused as error:
        if error.not_found:
            return None
        raise
    return str((answer or {}).get("messageId", ""))
