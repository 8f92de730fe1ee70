"""Retention: old bookkeeping goes; nothing an in-progress run or an active task needs does."""

from __future__ import annotations

import io
import json
from datetime import timedelta
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from memoryflow.models import (
    AsyncTask,
    AsyncTaskTopic,
    AuditLog,
    FanoutBatch,
    FanoutChild,
    SeenDeliveryToken,
    TaskStatus,
    TaskType,
    WorkflowRun,
)
from memoryflow.services.retention import Retention, prune
from tests.factories import make_user

pytestmark = pytest.mark.django_db

NOW = timezone.now()
KEEP = Retention(runs_days=7, fanout_days=7, task_topics_days=7, audit_days=90, abandoned_days=30)


def ago(days: float) -> Any:
    return NOW - timedelta(days=days)


def run(name: str, *, claimed: float, finished: float | None, **fields: Any) -> WorkflowRun:
    return WorkflowRun.objects.create(
        trigger_message_id=f"msg_{name}",
        run_id=fields.pop("run_id", f"wfr_{name}"),
        pipeline=fields.pop("pipeline", "topics"),
        layer=fields.pop("layer", "execute-user"),
        claimed_at=ago(claimed),
        finished_at=ago(finished) if finished is not None else None,
        **fields,
    )


def batch(parent: str, *, created: float, completed: float | None, children: int) -> FanoutBatch:
    row = FanoutBatch.objects.create(
        parent_run_id=parent,
        total=children + (0 if completed is not None else 1),
        done=children,
        created_at=ago(created),
        completed_at=ago(completed) if completed is not None else None,
    )
    for index in range(children):
        FanoutChild.objects.create(batch=row, key=f"{parent}:{index}")
    return row


def task(status: str, *, finished: float | None, claims: int) -> AsyncTask:
    row = AsyncTask.objects.create(
        user=make_user(),
        type=TaskType.CHAT_TOPIC,
        status=status,
        total_topics=claims + 1,
        completed_topics=claims,
        finished_at=ago(finished) if finished is not None else None,
        updated_at=ago(finished if finished is not None else 60),
    )
    for topic_id in range(claims):
        AsyncTaskTopic.objects.create(task=row, topic_id=topic_id + 1, outcome="completed")
    return row


@pytest.fixture
def world() -> dict[str, Any]:
    active = task(TaskStatus.PROCESSING, finished=None, claims=3)  # started 60 days ago
    done_long_ago = task(TaskStatus.SUCCESS, finished=40, claims=2)
    done_recently = task(TaskStatus.ERROR, finished=1, claims=2)
    rows = {
        # Deleted: finished long ago, nothing depends on them.
        "old": run("old", claimed=40, finished=40),
        "old_dry": run("old_dry", claimed=20, finished=20, dry_run=True),
        "abandoned_claim": run("abandoned_claim", claimed=45, finished=None, run_id=""),
        # Kept: recent, in flight, or needed by something still running.
        "recent": run("recent", claimed=1, finished=1),
        "in_flight_claim": run("in_flight_claim", claimed=0.01, finished=None, run_id=""),
        "running": run("running", claimed=10, finished=None),
        "of_active_task": run("of_active_task", claimed=40, finished=40, async_task_id=active.pk),
        "parent_of_running": run("parent_of_running", claimed=20, finished=20, layer="paginate"),
        "running_child": run(
            "running_child", claimed=20, finished=None, parent_run_id="wfr_parent_of_running"
        ),
        "parent_of_open_batch": run("parent_of_open_batch", claimed=20, finished=20),
    }
    batches = {
        "completed_old": batch("wfr_done_old", created=20, completed=20, children=4),
        "abandoned": batch("wfr_abandoned", created=40, completed=None, children=1),
        "completed_recent": batch("wfr_done_recent", created=1, completed=1, children=2),
        "open": batch("wfr_parent_of_open_batch", created=20, completed=None, children=5),
    }
    AuditLog.objects.create(actor_label="old", channel="cli", action="x", created_at=ago(100))
    AuditLog.objects.create(actor_label="new", channel="cli", action="x", created_at=ago(10))
    SeenDeliveryToken.objects.create(jti="jwt_expired", expires_at=ago(0.001))
    SeenDeliveryToken.objects.create(jti="jwt_live", expires_at=NOW + timedelta(minutes=5))
    return {
        "runs": rows,
        "batches": batches,
        "tasks": (active, done_long_ago, done_recently),
    }


EXPECTED = {
    "workflow_fanout_children": 4 + 1,
    "workflow_fanout_batches": 2,
    "workflow_runs": 3,
    "async_task_topics": 2,
    "audit_log": 1,
    "workflow_seen_tokens": 1,
}


def test_prune_deletes_only_what_nothing_needs(world: dict[str, Any]) -> None:
    counted = prune(dry_run=True, now=NOW, retention=KEEP)
    assert counted.counts == EXPECTED
    assert WorkflowRun.objects.count() == len(world["runs"])  # the dry-run deleted nothing

    deleted = prune(now=NOW, retention=KEEP)
    assert deleted.counts == EXPECTED
    assert set(WorkflowRun.objects.values_list("trigger_message_id", flat=True)) == {
        f"msg_{name}"
        for name in (
            "recent",
            "in_flight_claim",
            "running",
            "of_active_task",
            "parent_of_running",
            "running_child",
            "parent_of_open_batch",
        )
    }
    open_batch = world["batches"]["open"]
    assert set(FanoutBatch.objects.values_list("pk", flat=True)) == {
        open_batch.pk,
        world["batches"]["completed_recent"].pk,
    }
    assert FanoutChild.objects.filter(batch=open_batch).count() == 5  # an open batch intact
    active, done_long_ago, done_recently = world["tasks"]
    assert AsyncTaskTopic.objects.filter(task=active).count() == 3  # an active task's claims
    assert not AsyncTaskTopic.objects.filter(task=done_long_ago).exists()
    assert AsyncTaskTopic.objects.filter(task=done_recently).count() == 2
    assert AsyncTask.objects.count() == 3  # tasks themselves are history: never pruned
    assert list(AuditLog.objects.values_list("actor_label", flat=True)) == ["new"]
    assert list(SeenDeliveryToken.objects.values_list("jti", flat=True)) == ["jwt_live"]

    assert prune(now=NOW, retention=KEEP).total == 0  # idempotent


def test_once_the_run_and_task_finish_their_rows_become_prunable(world: dict[str, Any]) -> None:
    prune(now=NOW, retention=KEEP)
    active = world["tasks"][0]
    AsyncTask.objects.filter(pk=active.pk).update(status=TaskStatus.SUCCESS, finished_at=ago(8))
    WorkflowRun.objects.filter(trigger_message_id="msg_running_child").update(finished_at=ago(8))
    FanoutBatch.objects.filter(pk=world["batches"]["open"].pk).update(completed_at=ago(8))
    again = prune(now=NOW, retention=KEEP)
    assert again.counts["async_task_topics"] == 3
    assert again.counts["workflow_fanout_batches"] == 1
    assert again.counts["workflow_fanout_children"] == 5
    # of_active_task, parent_of_running, running_child, parent_of_open_batch
    assert again.counts["workflow_runs"] == 4


def call(*args: str) -> str:
    out = io.StringIO()
    call_command("prune", *args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_the_prune_command(world: dict[str, Any], settings: Any) -> None:
    settings.MEMORYFLOW_RETENTION_RUNS_DAYS = 7
    settings.MEMORYFLOW_RETENTION_FANOUT_DAYS = 7
    settings.MEMORYFLOW_RETENTION_TASK_TOPICS_DAYS = 7
    settings.MEMORYFLOW_RETENTION_AUDIT_DAYS = 90
    settings.MEMORYFLOW_RETENTION_ABANDONED_DAYS = 30
    report = json.loads(call("--dry-run", "--json"))
    assert report == {"dryRun": True, "total": sum(EXPECTED.values()), "tables": EXPECTED}
    text = call()
    assert "workflow_runs: deleted 3" in text and f"deleted {sum(EXPECTED.values())}" in text
    assert json.loads(call("--json"))["total"] == 0

    settings.MEMORYFLOW_RETENTION_AUDIT_DAYS = 0
    with pytest.raises(CommandError) as raised:
        call()
    assert raised.value.returncode == 4
    assert "MEMORYFLOW_RETENTION_AUDIT_DAYS" in str(raised.value)


def test_a_retention_longer_than_the_calendar_keeps_everything(
    world: dict[str, Any], settings: Any
) -> None:
    # "Keep the audit for a million days" is a whole number of days >= 1: it keeps every
    # row, it does not take prune down (now - 1,000,000 days is before year 1).
    settings.MEMORYFLOW_RETENTION_RUNS_DAYS = 7
    settings.MEMORYFLOW_RETENTION_FANOUT_DAYS = 7
    settings.MEMORYFLOW_RETENTION_TASK_TOPICS_DAYS = 7
    settings.MEMORYFLOW_RETENTION_AUDIT_DAYS = 1_000_000
    settings.MEMORYFLOW_RETENTION_ABANDONED_DAYS = 10**10
    report = json.loads(call("--json"))
    assert report["tables"]["audit_log"] == 0
    assert AuditLog.objects.count() == 2
    assert report["tables"]["workflow_runs"] == 2  # old, old_dry; the abandoned claim is kept
    assert WorkflowRun.objects.filter(trigger_message_id="msg_abandoned_claim").exists()
