"""QStash's run logs (Upstash or qstash_devserver): listing runs with their steps, one run,
and cancelling a run. The raw logs, as QStash answers them; what they mean for people is
`memoryflow/operations/run_logs.py`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from memoryflow.qstash.client import call, qstash_client
from memoryflow.qstash.errors import QStashRefused

RUN_STATES = ("RUN_STARTED", "RUN_SUCCESS", "RUN_FAILED", "RUN_CANCELED")
TERMINAL_RUN_STATES = {"RUN_SUCCESS", "RUN_FAILED", "RUN_CANCELED"}


class RunNotFound(LookupError):
    pass


def now_ms() -> int:
    """Now, in the unit of the logs' timestamps and of `list_runs(since_ms=…)`."""
    return int(time.time() * 1000)


def _get(path: str, params: dict[str, str]) -> Any:
    return qstash_client().http.request(path=path, method="GET", params=params)


def _pages(path: str, key: str, params: dict[str, str], limit: int) -> Iterator[dict[str, Any]]:
    """Up to `limit` items of a cursor-paged listing, page after page."""
    cursor, seen = None, 0
    while seen < limit:
        page = _get(path, {**params, **({"cursor": cursor} if cursor else {})})
        for item in (page.get(key) or [])[: limit - seen]:
            seen += 1
            yield item
        cursor = page.get("cursor")
        if not cursor:
            return


def list_runs(
    *,
    since_ms: int | None = None,
    state: str | None = None,
    run_id: str | None = None,
    limit: int = 5000,
) -> list[dict[str, Any]]:
    """At most `limit` workflow runs, newest first, each as QStash's run log
    (`GET /v2/workflows/logs`)."""
    return list(iter_runs(since_ms=since_ms, state=state, run_id=run_id, limit=limit))


def iter_runs(
    *,
    since_ms: int | None = None,
    state: str | None = None,
    run_id: str | None = None,
    limit: int = 5000,
) -> Iterator[dict[str, Any]]:
    """`list_runs`, read page by page as the caller takes the runs."""
    params = {"count": "100"}
    if since_ms is not None:
        params["fromDate"] = str(since_ms)
    if state:
        params["state"] = state
    if run_id:
        params["workflowRunId"] = run_id
    return _pages("/v2/workflows/logs", "runs", params, limit)


def get_run(run_id: str) -> dict[str, Any]:
    """One run's log (steps included); RunNotFound when QStash does not know it."""
    runs = list_runs(run_id=run_id, limit=1)
    if not runs:
        raise RunNotFound(f"workflow run {run_id} not found")
    return runs[0]


def cancel_run(run_id: str) -> None:
    """Ask QStash to cancel a run: its pending step messages are dropped, state RUN_CANCELED.

    Raises RunNotFound for an unknown run (QStash answers 404)."""
    try:
        call(f"/v2/workflows/runs/{run_id}", method="DELETE", params={"cancel": "true"})
    except QStashRefused as error:
        if error.not_found:
            raise RunNotFound(f"workflow run {run_id} not found") from error
        raise
