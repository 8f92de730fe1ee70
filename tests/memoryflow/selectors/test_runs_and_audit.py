"""Run-index and audit reads for the admin and the ops API."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from memoryflow.models import AuditLog, WorkflowRun
from memoryflow.selectors.audit import audit_of_target, audited_actions, recent_audit
from memoryflow.selectors.runs import (
    child_runs,
    local_run,
    local_run_by_pk,
    local_runs_by_run_id,
    recent_hourly_runs,
    runs_started_by_task,
)
from memoryflow.selectors.users import existing_user_ids
from tests.factories import BASE_TIME, make_user

pytestmark = pytest.mark.django_db


def make_run(
    run_id: str,
    *,
    minute: int,
    pipeline: str = "topics",
    layer: str = "execute-user",
    parent_run_id: str = "",
    async_task_id: uuid.UUID | None = None,
) -> WorkflowRun:
    return WorkflowRun.objects.create(
        trigger_message_id=run_id or f"msg-{minute}",
        run_id=run_id,
        pipeline=pipeline,
        layer=layer,
        parent_run_id=parent_run_id,
        async_task_id=async_task_id,
        claimed_at=BASE_TIME + timedelta(minutes=minute),
    )


def test_local_runs_by_id_and_pk() -> None:
    one, two = make_run("wfr_1", minute=1), make_run("wfr_2", minute=2)
    publishing = make_run("", minute=3)
    assert local_run(run_id="wfr_1") == one
    assert local_run(run_id="wfr_missing") is None
    assert local_runs_by_run_id(run_ids=["wfr_2", "wfr_1", "wfr_x"]) == {
        "wfr_1": one,
        "wfr_2": two,
    }
    assert local_run_by_pk(pk=one.pk) == one
    assert local_run_by_pk(pk=publishing.pk) is None  # no run id to show yet


def test_child_runs_in_the_order_started_and_recent_hourly_runs_newest_first() -> None:
    late = make_run("wfr_c2", minute=5, parent_run_id="wfr_p")
    early = make_run("wfr_c1", minute=4, parent_run_id="wfr_p")
    make_run("wfr_other", minute=3, parent_run_id="wfr_q")
    assert list(child_runs(parent_run_id="wfr_p")) == [early, late]

    hourly = [make_run(f"wfr_h{m}", minute=m, pipeline="cron", layer="hourly") for m in (1, 2, 3)]
    assert list(recent_hourly_runs(limit=2)) == [hourly[2], hourly[1]]


def test_runs_started_by_task_merges_index_and_recorded_ids_in_order() -> None:
    task_id = uuid.uuid4()
    make_run("wfr_b", minute=2, async_task_id=task_id, layer="extract-topic")
    make_run("wfr_a", minute=1, async_task_id=task_id, layer="execute-user")
    make_run("wfr_elsewhere", minute=3, async_task_id=uuid.uuid4())
    runs = runs_started_by_task(task_id=task_id, recorded_run_ids=["wfr_a", "wfr_unindexed"])
    assert list(runs.items()) == [
        ("wfr_a", "execute-user"),
        ("wfr_b", "extract-topic"),
        ("wfr_unindexed", None),
    ]
    assert runs_started_by_task(task_id=uuid.uuid4()) == {}


def test_audit_reads_newest_first_per_target() -> None:
    def row(action: str, target_id: str) -> AuditLog:
        return AuditLog.objects.create(
            actor_label="t", channel="cli", action=action, target_type="run", target_id=target_id
        )

    first, second, other = row("hourly.dry_run", "m1"), row("run.cancel", "m1"), row("x", "m2")
    assert list(recent_audit(limit=2)) == [other, second]
    assert list(audit_of_target(target_type="run", target_id="m1")) == [second, first]
    assert list(audit_of_target(target_type="run", target_id="m1", limit=1)) == [second]
    assert audited_actions(target_type="run", target_id="m1") == {"hourly.dry_run", "run.cancel"}
    assert audited_actions(target_type="task", target_id="m1") == set()


def test_existing_user_ids_leaves_unknown_ids_out() -> None:
    ann = make_user()
    assert existing_user_ids(user_ids=[ann.id, ann.id + 1000]) == {ann.id}
