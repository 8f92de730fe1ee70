"""Async extraction tasks: create-or-return-active, progress, cancel, error.

Progress is exactly-once per (task, topic): the first `AsyncTaskTopic` insert claims the
topic and increments `completed_topics` in the same transaction; a repeated report (a
redelivered step, or the failure function after the progress step) changes nothing.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Case, Exists, F, OuterRef, Value, When
from django.utils import timezone

from memoryflow.errors import PermanentError
from memoryflow.models import AsyncTask, AsyncTaskTopic, TaskStatus, TaskTopicOutcome, TaskType
from memoryflow.models.task import ACTIVE_STATUSES
from memoryflow.querysets import topic_ids_for_run
from memoryflow.selectors.tasks import count_unfinished_runs_of_task

logger = logging.getLogger("memoryflow.tasks")

#: What a task keeps of a failure message: enough to tell why, where a model's refusal
#: quoted whole (a megabyte) was stored and shown whole in the API and the admin.
MAX_TASK_ERROR_CHARS = 2000
#: What a task keeps of why it was cancelled; the API, the admin and `manage.py cancel`
#: refuse a longer reason, other callers' is cut short.
MAX_CANCEL_REASON_CHARS = 500


class InvalidTaskRequest(PermanentError):
    """A user or operator asked for something that cannot be done (e.g. from after to)."""


class TaskNotFound(PermanentError):
    pass


@dataclass(frozen=True)
class TaskRequest:
    task: AsyncTask
    #: True when a new task was created that still needs its pipeline triggered.
    needs_trigger: bool


def request_chat_topic_extraction(
    *,
    user_id: int,
    from_date: date | None = None,
    to_date: date | None = None,
    force: bool = False,
    topic_ids: Sequence[int] = (),
    requested_by: str = "",
) -> TaskRequest:
    """Create the user's chat-topic extraction task, or return the active one
    (docs/domain.md#user-initiated-extraction).

    Its total is what the run will select (`querysets.topic_ids_for_run`): `force` counts
    completed topics too; explicit `topic_ids` count those the user owns.

    A `from_date` after `to_date`, or more `topic_ids` than a run extracts per user
    (`check_named_topics`), is an InvalidTaskRequest. With nothing to extract the task
    is created already `success` and needs no trigger. Safe under concurrent requests: the
    partial unique constraint admits one active task, the loser returns the winner's (or,
    when the winner has already finished, creates its own).
    """
    if from_date and to_date and from_date > to_date:
        raise InvalidTaskRequest(f"from ({from_date}) is after to ({to_date})")
    check_named_topics(topic_ids)
    active = _active_chat_topic_task(user_id)
    if active is not None:
        return TaskRequest(task=active, needs_trigger=False)

    total = len(
        topic_ids_for_run(
            user_id=user_id,
            from_date=from_date,
            to_date=to_date,
            force=force,
            topic_ids=topic_ids,
            limit=settings.MEMORYFLOW_MAX_TOPICS_PER_USER,
        )
    )
    now = timezone.now()
    task = AsyncTask(
        user_id=user_id,
        type=TaskType.CHAT_TOPIC,
        status=TaskStatus.SUCCESS if total == 0 else TaskStatus.PENDING,
        total_topics=total,
        range_from=from_date,
        range_to=to_date,
        requested_by=requested_by,
        topic_ids=sorted(set(topic_ids)),
        force=force,
        finished_at=now if total == 0 else None,
    )
    try:
        with transaction.atomic():
            task.save(force_insert=True)
    except IntegrityError:
        active = _active_chat_topic_task(user_id)
        if active is not None:
            return TaskRequest(task=active, needs_trigger=False)
        # The other request's task already finished: nothing stands in the way any more,
        # so insert once more. A conflict again (a third request won this time) is raised.
        with transaction.atomic():
            task.save(force_insert=True)
    logger.info(
        "[memory:tasks] created task %s for user %s with %s topics", task.id, user_id, total
    )
    return TaskRequest(task=task, needs_trigger=total > 0)


def check_named_topics(topic_ids: Sequence[int]) -> None:
    """InvalidTaskRequest when more distinct topics are named than a run extracts for one
    user: the automatic selection stops at MEMORYFLOW_MAX_TOPICS_PER_USER so that one
    user's backlog cannot flood the queue, and named topics obey the same cap."""
    limit = settings.MEMORYFLOW_MAX_TOPICS_PER_USER
    named = len(set(topic_ids))
    if named > limit:
        raise InvalidTaskRequest(
            f"name at most {limit} topics per run (MEMORYFLOW_MAX_TOPICS_PER_USER), got {named}"
        )


def _active_chat_topic_task(user_id: int) -> AsyncTask | None:
    return AsyncTask.objects.filter(
        user_id=user_id, type=TaskType.CHAT_TOPIC, status__in=ACTIVE_STATUSES
    ).first()


def _task_uuid(task_id: uuid.UUID | str) -> uuid.UUID:
    try:
        return task_id if isinstance(task_id, uuid.UUID) else uuid.UUID(str(task_id))
    except ValueError:
        raise TaskNotFound(f"async task {task_id!r} does not exist (not a task id)") from None


def get_task(task_id: uuid.UUID | str) -> AsyncTask:
    try:
        return AsyncTask.objects.get(pk=_task_uuid(task_id))
    except AsyncTask.DoesNotExist:
        raise TaskNotFound(f"async task {task_id} does not exist") from None


def record_workflow_run(*, task_id: uuid.UUID | str, run_id: str) -> None:
    """Remember a workflow run the task started (idempotent)."""
    with transaction.atomic():
        task = AsyncTask.objects.select_for_update().get(pk=task_id)
        if run_id not in task.workflow_run_ids:
            task.workflow_run_ids = [*task.workflow_run_ids, run_id]
            task.updated_at = timezone.now()
            task.save(update_fields=["workflow_run_ids", "updated_at"])


def mark_processing(*, task_id: uuid.UUID | str) -> None:
    """pending → processing, once; later calls and finished tasks are left alone."""
    now = timezone.now()
    AsyncTask.objects.filter(pk=task_id, status=TaskStatus.PENDING).update(
        status=TaskStatus.PROCESSING, started_at=now, updated_at=now
    )


def sync_total(*, task_id: uuid.UUID | str, total: int) -> None:
    """Set the number of topics the run actually selected; zero finishes the task.

    A task that ended `run_failed` gets it too: its run was re-driven from the DLQ and lists
    the topics after all (the task ends `success` once they are done, `_settle_recovered`)."""
    now = timezone.now()
    AsyncTask.objects.filter(pk=task_id, status__in=ACTIVE_STATUSES).update(
        total_topics=total,
        status=Case(
            When(completed_topics__gte=total, then=Value(TaskStatus.SUCCESS)), default=F("status")
        ),
        finished_at=Case(When(completed_topics__gte=total, then=Value(now)), default=None),
        updated_at=now,
    )
    with transaction.atomic():
        resumed = AsyncTask.objects.filter(
            pk=task_id,
            status=TaskStatus.ERROR,
            error__code="run_failed",
            cancel_requested_at__isnull=True,
        ).update(total_topics=total, updated_at=now)
        if resumed:
            _settle_recovered(task_id=task_id, now=now)


def record_topic_processed(
    *,
    task_id: uuid.UUID | str,
    topic_id: int,
    outcome: str = TaskTopicOutcome.COMPLETED,
    error: dict[str, Any] | None = None,
) -> bool:
    """Count `topic_id` towards the task's progress, exactly once. True if this call counted.

    The task turns `success` when completed ≥ total, and stays `error` once it failed.
    `error` fails the task in the same transaction as the count, so whoever waits for the
    task never sees it failed with this topic not yet counted.
    """
    now = timezone.now()
    try:
        with transaction.atomic():
            AsyncTaskTopic.objects.create(task_id=task_id, topic_id=topic_id, outcome=outcome)
            if error is not None:
                mark_error(task_id=task_id, error=error)
            next_count = F("completed_topics") + 1
            AsyncTask.objects.filter(pk=task_id).update(
                completed_topics=next_count,
                status=Case(
                    When(status=TaskStatus.ERROR, then=Value(TaskStatus.ERROR)),
                    When(total_topics__lte=next_count, then=Value(TaskStatus.SUCCESS)),
                    default=Value(TaskStatus.PROCESSING),
                ),
                finished_at=Case(
                    When(status=TaskStatus.ERROR, then=F("finished_at")),
                    When(total_topics__lte=next_count, then=Value(now)),
                    default=None,
                ),
                started_at=Case(
                    When(started_at__isnull=True, then=Value(now)), default=F("started_at")
                ),
                updated_at=now,
            )
            if error is None:
                _settle_recovered(task_id=task_id, now=now)
    except IntegrityError:
        if error is not None:  # counted by an earlier delivery; the failure still stands
            mark_error(task_id=task_id, error=error)
        elif outcome == TaskTopicOutcome.COMPLETED:
            _recover_topic(task_id=task_id, topic_id=topic_id)
        return False
    return True


#: The errors a task ends with for work that can still be done: a topic's extraction, or its
#: run before the fan-out. An operator who re-drives the dead letter has it done after all.
RECOVERABLE_ERROR_CODES = ("extract_topic_failed", "topic_rejected", "run_failed")


def _recover_topic(*, task_id: uuid.UUID | str, topic_id: int) -> None:
    """A topic the task counted as failed was extracted after all (an operator re-drove its
    dead letter): it counts as completed, and the task may end `success` (`_settle_recovered`).

    Locks the task row, so that two topics recovering at once cannot each see the other
    still failed."""
    with transaction.atomic():
        AsyncTask.objects.select_for_update().filter(pk=task_id).first()
        recovered = AsyncTaskTopic.objects.filter(
            task_id=_task_uuid(task_id), topic_id=topic_id, outcome=TaskTopicOutcome.FAILED
        ).update(outcome=TaskTopicOutcome.COMPLETED)
        if recovered:
            _settle_recovered(task_id=task_id, now=timezone.now())


def _settle_recovered(*, task_id: uuid.UUID | str, now: datetime) -> None:
    """A task that ended `error` for work that was done after all (RECOVERABLE_ERROR_CODES:
    its dead letters re-driven) ends `success`, its error cleared, once every topic is
    counted and none is left failed. A cancelled task, or one that failed for another
    reason, keeps its outcome."""
    failed = AsyncTaskTopic.objects.filter(task_id=OuterRef("pk"), outcome=TaskTopicOutcome.FAILED)
    ended = (
        AsyncTask.objects.filter(
            pk=task_id,
            status=TaskStatus.ERROR,
            cancel_requested_at__isnull=True,
            error__code__in=RECOVERABLE_ERROR_CODES,
            completed_topics__gte=F("total_topics"),
        )
        .exclude(Exists(failed))
        .update(status=TaskStatus.SUCCESS, error=None, finished_at=now, updated_at=now)
    )
    if ended:
        logger.info("[memory:tasks] task %s: its failed work was done after all: success", task_id)


def mark_error(*, task_id: uuid.UUID | str, error: dict[str, Any]) -> None:
    """The task failed; progress keeps counting but the status stays `error`.

    A message longer than MAX_TASK_ERROR_CHARS is cut short, ending in "…"."""
    now = timezone.now()
    AsyncTask.objects.filter(pk=task_id).exclude(status=TaskStatus.ERROR).update(
        status=TaskStatus.ERROR, error=_cut_short(error), finished_at=now, updated_at=now
    )


def _cut_short(error: dict[str, Any]) -> dict[str, Any]:
    """The error with its message cut to MAX_TASK_ERROR_CHARS, ending in "…" (a copy: the
    caller's dict stays as it was)."""
    message = error.get("message")
    if isinstance(message, str) and len(message) > MAX_TASK_ERROR_CHARS:
        return {**error, "message": cut_text(message, MAX_TASK_ERROR_CHARS)}
    return error


def cut_text(text: str, limit: int) -> str:
    """`text` as it is, or cut to `limit` characters ending in "…" when longer."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def end_with_error(*, task_id: uuid.UUID | str, error: dict[str, Any]) -> bool:
    """An active task ends as `error` (its run failed before the topics could count it
    done); a finished task keeps its outcome. True when this call ended it."""
    now = timezone.now()
    return bool(
        AsyncTask.objects.filter(pk=task_id, status__in=ACTIVE_STATUSES).update(
            status=TaskStatus.ERROR, error=_cut_short(error), finished_at=now, updated_at=now
        )
    )


def request_cancel(*, task_id: uuid.UUID | str, by: str, reason: str = "") -> AsyncTask:
    """Record who asked to cancel, why and when; the pipeline stops at its next boundary.

    An active task ends at once as `error` (code `canceled`), so it no longer blocks a new
    request. A task that failed while some of its workflow runs are still going (its other
    topics still extracting) keeps its error, and those runs stop. Repeating the call keeps
    the first request's who/why/when. A task that ended on its own, its runs all ended,
    keeps its outcome, with no cancel request (`cancel_requested_at` stays None). A
    reason longer than MAX_CANCEL_REASON_CHARS is kept cut short, ending in "…".
    """
    reason = cut_text(reason, MAX_CANCEL_REASON_CHARS)
    now = timezone.now()
    with transaction.atomic():
        task = AsyncTask.objects.select_for_update().filter(pk=_task_uuid(task_id)).first()
        if task is None:
            raise TaskNotFound(f"async task {task_id} does not exist")
        if task.cancel_requested_at is None and (
            task.is_active or is_still_running_after_failure(task)
        ):
            task.cancel_requested_at, task.cancel_requested_by, task.cancel_reason = now, by, reason
            if task.is_active:
                task.status = TaskStatus.ERROR
                task.error = _cut_short(
                    {"code": "canceled", "message": f"canceled by {by}: {reason}".strip(": ")}
                )
                task.finished_at = now
            task.updated_at = now
            task.save()
    return task


def is_still_running_after_failure(task: AsyncTask) -> bool:
    """The task failed (a topic) and was not cancelled, but some of its workflow runs are
    still going: a cancel stops them."""
    return task.cancel_requested_at is None and (
        task.status == TaskStatus.ERROR and count_unfinished_runs_of_task(task_id=task.id) > 0
    )


def is_cancel_requested(task_id: uuid.UUID | str | None) -> bool:
    """Whether the task's cancel was requested. No task id (hourly runs): never."""
    if task_id is None:
        return False
    return AsyncTask.objects.filter(pk=task_id, cancel_requested_at__isnull=False).exists()
