"""Task reads: a user sees only their own tasks, newest first, capped."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from accounts.models import User
from memoryflow.models import AsyncTask, TaskStatus, TaskType
from memoryflow.selectors.tasks import (
    count_active_tasks,
    recent_tasks_of_user,
    task_of_user,
    tasks_by_id,
    tasks_newest_first,
)
from tests.factories import BASE_TIME, make_user

pytestmark = pytest.mark.django_db


def make_task(user: User, *, minute: int, status: str = TaskStatus.SUCCESS) -> AsyncTask:
    return AsyncTask.objects.create(
        user=user,
        type=TaskType.CHAT_TOPIC,
        status=status,
        created_at=BASE_TIME + timedelta(minutes=minute),
    )


def test_recent_tasks_of_user_are_theirs_newest_first_and_capped() -> None:
    ann, bob = make_user(), make_user()
    older, newer, newest = (make_task(ann, minute=m) for m in (1, 2, 3))
    make_task(bob, minute=4)
    assert list(recent_tasks_of_user(user_id=ann.id)) == [newest, newer, older]
    assert list(recent_tasks_of_user(user_id=ann.id, limit=2)) == [newest, newer]


def test_task_of_user_never_returns_someone_elses_task() -> None:
    ann, bob = make_user(), make_user()
    task = make_task(ann, minute=1)
    assert task_of_user(user_id=ann.id, task_id=task.id) == task
    assert task_of_user(user_id=bob.id, task_id=task.id) is None
    assert task_of_user(user_id=ann.id, task_id=uuid.uuid4()) is None


def test_tasks_newest_first_narrows_by_status_and_user() -> None:
    ann, bob = make_user(), make_user()
    ann_done = make_task(ann, minute=1)
    ann_failed = make_task(ann, minute=2, status=TaskStatus.ERROR)
    bob_done = make_task(bob, minute=3)
    assert list(tasks_newest_first(limit=10)) == [bob_done, ann_failed, ann_done]
    assert list(tasks_newest_first(limit=2)) == [bob_done, ann_failed]
    assert list(tasks_newest_first(status=TaskStatus.SUCCESS, limit=10)) == [bob_done, ann_done]
    assert list(tasks_newest_first(user_id=ann.id, limit=10)) == [ann_failed, ann_done]
    assert list(tasks_newest_first(status=TaskStatus.SUCCESS, user_id=ann.id, limit=10)) == [
        ann_done
    ]


def test_tasks_by_id_keeps_the_order_named_and_skips_unknown_ids() -> None:
    user = make_user()
    first, second = make_task(user, minute=1), make_task(user, minute=2)
    assert tasks_by_id(task_ids=[first.id, uuid.uuid4(), second.id]) == [first, second]
    assert tasks_by_id(task_ids=[second.id, first.id]) == [second, first]


def test_count_active_tasks_counts_pending_and_processing_only() -> None:
    make_task(make_user(), minute=1, status=TaskStatus.PENDING)
    make_task(make_user(), minute=2, status=TaskStatus.PROCESSING)
    make_task(make_user(), minute=3, status=TaskStatus.SUCCESS)
    make_task(make_user(), minute=4, status=TaskStatus.ERROR)
    assert count_active_tasks() == 2
