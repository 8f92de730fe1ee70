"""Claiming workflow triggers (exactly one run per trigger message) and recording results."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Literal

from django.db import IntegrityError, transaction
from django.utils import timezone

from memoryflow.models import WorkflowRun

#: A claim without a run id older than this belongs to a crashed attempt and may be taken
#: over; younger, it is an attempt still in flight and the duplicate should come back later.
STALE_CLAIM = timedelta(seconds=60)

ClaimState = Literal["claimed", "started", "in_flight"]


@dataclass(frozen=True)
class Claim:
    state: ClaimState
    run: WorkflowRun


def claim_trigger(
    *,
    trigger_message_id: str,
    pipeline: str,
    layer: str,
    parent_run_id: str = "",
    user_id: int | None = None,
    async_task_id: uuid.UUID | None = None,
    dry_run: bool = False,
) -> Claim:
    """Claim a first invocation. `claimed`: go on and start the run. `started`: a run exists
    for this trigger already (its id is on the row). `in_flight`: another delivery of the
    same trigger is starting it right now."""
    try:
        with transaction.atomic():
            run = WorkflowRun.objects.create(
                trigger_message_id=trigger_message_id,
                pipeline=pipeline,
                layer=layer,
                parent_run_id=parent_run_id,
                user_id=user_id,
                async_task_id=async_task_id,
                dry_run=dry_run,
            )
        return Claim("claimed", run)
    except IntegrityError:
        pass
    run = WorkflowRun.objects.get(trigger_message_id=trigger_message_id)
    if run.run_id:
        return Claim("started", run)
    stale_before = timezone.now() - STALE_CLAIM
    taken = WorkflowRun.objects.filter(pk=run.pk, run_id="", claimed_at__lt=stale_before).update(
        claimed_at=timezone.now()
    )
    return Claim("claimed" if taken else "in_flight", run)


def confirm_started(*, claim: WorkflowRun, run_id: str) -> None:
    """Put the run id on the claim. The run may already have finished: the SDK starts a run
    by publishing its first step before our handler returns, so a short run's result can be
    recorded first, on a row of its own; it is merged into the claim here. `run_id` is
    unique, so the two writers cannot both miss each other."""
    for _ in range(3):
        try:
            with transaction.atomic():
                fields: dict[str, Any] = {"run_id": run_id, "started_at": timezone.now()}
                early = WorkflowRun.objects.filter(run_id=run_id).exclude(pk=claim.pk).first()
                if early is not None:
                    fields.update(result=early.result, finished_at=early.finished_at)
                    early.delete()
                WorkflowRun.objects.filter(pk=claim.pk).update(**fields)
            return
        except IntegrityError:
            continue  # a result landed in between: merge it on the next pass


def release_claim(*, claim: WorkflowRun) -> None:
    """The SDK did not start the run: let the next delivery try again."""
    WorkflowRun.objects.filter(pk=claim.pk, run_id="").delete()


def record_result(*, run_id: str, pipeline: str, layer: str, result: dict[str, Any]) -> None:
    """Keep a run's final statistics (its last step's output) for operators.

    If the run's claim has no run id yet (see `confirm_started`), the result waits on a row
    of its own, keyed by the unique run id, until the claim takes it over."""
    now = timezone.now()
    for _ in range(3):
        if WorkflowRun.objects.filter(run_id=run_id).update(result=result, finished_at=now):
            return
        try:
            with transaction.atomic():
                WorkflowRun.objects.create(
                    trigger_message_id=f"early-result:{run_id}",
                    run_id=run_id,
                    pipeline=pipeline,
                    layer=layer,
                    result=result,
                    finished_at=now,
                )
            return
        except IntegrityError:
            continue  # the claim got its run id meanwhile: update it on the next pass
