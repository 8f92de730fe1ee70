"""Following one run tree to its end, and checking that it did what it counted.

Every run memoryflow starts is recorded when it is published, with its tree's root
(`services/runs.py`), so a tree is finished exactly when none of its rows is still
`published` — other people's runs, in progress or failing, are not part of it. The check
at the end reconciles the counts: each L1 started as many execute-user runs as it counted
(less the users another run finished in the meantime: L2 no longer finds their work),
each topics execute-user run as many extract-topic runs as it listed, and every topic it
listed ended completed or failed.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db import DatabaseError, close_old_connections, connection
from django.utils import timezone

from memoryflow.models import ExtractionStatus, RunStatus, Topic, WorkflowRun

logger = logging.getLogger("memoryflow.selectors.run_tree")


@dataclass
class TreeReport:
    root_run_id: str
    found: bool = False
    statuses: dict[str, int] = field(default_factory=dict)
    finished: bool = False
    failed: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    #: pipeline -> the L1's result (counts, dry-run, message).
    entry_results: dict[str, dict[str, Any]] = field(default_factory=dict)
    skipped: str | None = None

    @property
    def ok(self) -> bool:
        return self.finished and not self.failed and not self.problems

    def as_dict(self) -> dict[str, Any]:
        return {
            "rootRunId": self.root_run_id,
            "finished": self.finished,
            "ok": self.ok,
            "runs": self.statuses,
            "failed": self.failed,
            "problems": self.problems,
            "skipped": self.skipped,
            "entries": self.entry_results,
        }


def read_tree(root_run_id: str) -> TreeReport:
    rows = list(WorkflowRun.objects.filter(root_run_id=root_run_id))
    report = TreeReport(root_run_id=root_run_id, found=bool(rows))
    report.statuses = dict(Counter(row.status for row in rows))
    report.finished = bool(rows) and RunStatus.PUBLISHED not in report.statuses
    report.failed = [
        {
            "pipeline": row.pipeline,
            "layer": row.layer,
            "runId": row.run_id,
            "userId": row.user_id,
            "error": (row.result or {}).get("error", ""),
        }
        for row in rows
        if row.status == RunStatus.FAILED
    ]
    for row in rows:
        if row.layer == "process-users" and row.result is not None:
            report.entry_results[row.pipeline] = row.result
        if row.run_id == root_run_id and (row.result or {}).get("skipped"):
            report.skipped = row.result.get("message") if row.result else None
    if report.finished:
        report.problems = _reconcile(rows)
    return report


def _reconcile(rows: list[WorkflowRun]) -> list[str]:
    problems: list[str] = []
    tree_ended = max(
        (row.finished_at for row in rows if row.finished_at is not None), default=timezone.now()
    )
    children: dict[str, list[WorkflowRun]] = {}
    for row in rows:
        children.setdefault(row.parent_run_id, []).append(row)

    def descendants(row: WorkflowRun) -> list[WorkflowRun]:
        found, todo = [], list(children.get(row.run_id, []))
        while todo:
            child = todo.pop()
            found.append(child)
            todo.extend(children.get(child.run_id, []))
        return found

    for row in rows:
        result = row.result or {}
        if row.layer == "process-users" and not row.dry_run:
            counted = result.get("totalEligible", result.get("triggeredFanout"))
            executed = [
                r
                for r in descendants(row)
                if r.layer == "execute-user" and r.pipeline == row.pipeline
            ]
            if counted is not None and len(executed) < counted:
                done_elsewhere = _done_by_other_runs(row, executed, tree_ended)
                if len(executed) + done_elsewhere < counted:
                    problems.append(
                        f"{row.pipeline}: counted {counted} users but started "
                        f"{len(executed)} execute-user run(s)"
                        + (f" ({done_elsewhere} done by other runs)" if done_elsewhere else "")
                    )
        # A user's run that lists its topics (the topics pipeline's) starts one run each.
        if row.layer == "execute-user" and "processedTopics" in result:
            listed = result.get("processedTopics")
            extracted = [r for r in children.get(row.run_id, []) if r.layer == "extract-topic"]
            if listed is not None and len(extracted) != listed:
                problems.append(
                    f"{row.pipeline}: user {row.user_id} listed {listed} topic(s) but "
                    f"{len(extracted)} extract-topic run(s) started"
                )
    topic_ids = [
        (row.result or {}).get("topicId")
        for row in rows
        if row.layer == "extract-topic" and not (row.result or {}).get("cancelled")
    ]
    settled = {ExtractionStatus.COMPLETED, ExtractionStatus.FAILED, ExtractionStatus.REJECTED}
    unsettled = Topic.objects.filter(id__in=[t for t in topic_ids if t is not None]).exclude(
        extraction_status__in=settled
    )
    for topic_id, status in unsettled.values_list("id", "extraction_status")[:20]:
        problems.append(f"topic {topic_id} is still {status} after its extraction run")
    return problems


def _done_by_other_runs(
    entry: WorkflowRun, executed: list[WorkflowRun], tree_ended: datetime
) -> int:
    """How many users, besides those `entry`'s tree executed, a run of the same pipeline
    outside the tree finished for (a user's own task, an operator's extract) while the tree
    ran. Such a user can be counted by L1 and be done before L2 reads its page, which then
    rightly leaves it out: a count short by them lost nothing."""
    return (
        WorkflowRun.objects.filter(
            pipeline=entry.pipeline,
            status=RunStatus.SUCCEEDED,
            user_id__isnull=False,
            finished_at__gte=entry.claimed_at,
            finished_at__lte=tree_ended,
        )
        .exclude(root_run_id=entry.root_run_id)
        .exclude(user_id__in=[run.user_id for run in executed if run.user_id is not None])
        .values("user_id")
        .distinct()
        .count()
    )


def wait_for_tree(
    root_run_id: str,
    *,
    timeout_s: float,
    poll_s: float = 1.0,
    on_progress: Callable[[TreeReport], None] | None = None,
) -> TreeReport:
    """Poll the tree of `root_run_id` until it has finished or `timeout_s` passes.

    A dropped database connection (a restart, a failover) is not the tree's failure: the
    poll reconnects and goes on."""
    deadline = time.monotonic() + timeout_s
    report = TreeReport(root_run_id=root_run_id)
    while True:
        try:
            report = read_tree(root_run_id)
        except DatabaseError as error:
            logger.warning("[memory:wait] database error, reconnecting: %s", error)
            connection.close()
            close_old_connections()
        else:
            if on_progress:
                on_progress(report)
            if report.finished:
                return report
        if time.monotonic() > deadline:
            return report
        time.sleep(poll_s)
