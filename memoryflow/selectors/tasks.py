"""Extraction tasks as the user API, the ops API, the admin and the commands read them."""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from django.db.models import QuerySet

from memoryflow.models import AsyncTask, AsyncTaskTopic, RunStatus, TaskTopicOutcome, WorkflowRun
from memoryflow.models.task import ACTIVE_STATUSES


def recent_tasks_of_user(*, user_id: int, limit: int = 20) -> QuerySet[AsyncTask]:
    """The user's newest `limit` tasks, newest first; nobody else's."""
    return AsyncTask.objects.filter(user_id=user_id).order_by("-created_at")[:limit]


def task_of_user(*, user_id: int, task_id: uuid.UUID) -> AsyncTask | None:
    """The task `task_id` if `user_id` owns it. Someone else's task reads as no task, so a
    caller cannot tell "not yours" from "not there"."""
    return AsyncTask.objects.filter(user_id=user_id, pk=task_id).first()


def tasks_newest_first(
    *, status: str | None = None, user_id: int | None = None, limit: int
) -> QuerySet[AsyncTask]:
    """Every user's tasks, newest first, narrowed to a status and/or a user when given."""
    rows = AsyncTask.objects.all()
    if status is not None:
        rows = rows.filter(status=status)
    if user_id is not None:
        rows = rows.filter(user_id=user_id)
    return rows.order_by("-created_at")[:limit]


def tasks_by_id(*, task_ids: Iterable[uuid.UUID]) -> list[AsyncTask]:
    """The tasks named, fresh from the database (a waiting command polls with it), in the
    order named; ids that name no task are left out."""
    wanted = list(task_ids)
    found = {task.pk: task for task in AsyncTask.objects.filter(pk__in=wanted)}
    return [found[task_id] for task_id in wanted if task_id in found]


def count_active_tasks() -> int:
    """Tasks still pending or processing, of every user."""
    return AsyncTask.objects.filter(status__in=ACTIVE_STATUSES).count()


def count_unfinished_runs_of_task(*, task_id: uuid.UUID) -> int:
    """The workflow runs working for the task that have not finished yet (a topic still
    being extracted after another failed it, or after a cancel it has not reached)."""
    return WorkflowRun.objects.filter(async_task_id=task_id, status=RunStatus.PUBLISHED).count()


def topics_done_by_task(*, task_id: uuid.UUID) -> set[int]:
    """The topics the task counted as completed."""
    return set(
        AsyncTaskTopic.objects.filter(
            task_id=task_id, outcome=TaskTopicOutcome.COMPLETED
        ).values_list("topic_id", flat=True)
    )
