"""An extraction task after its start: cancel it, retry it when it failed."""

from __future__ import annotations

import uuid

from django.conf import settings

from memoryflow.errors import PermanentError
from memoryflow.models import AsyncTask, TaskStatus
from memoryflow.operations.audit import Actor, audit
from memoryflow.operations.extraction import extract_for_users
from memoryflow.querysets import topic_ids_for_run
from memoryflow.selectors.tasks import count_unfinished_runs_of_task, topics_done_by_task
from memoryflow.services import tasks


class NotRetryable(PermanentError):
    pass


class NotCancellable(PermanentError):
    pass


def cancel_task(*, actor: Actor, task_id: uuid.UUID | str, reason: str = "") -> AsyncTask:
    """Record the cancel request (who, why); the pipeline stops at its next safe boundary.

    NotCancellable for a task that ended on its own and whose runs have all ended: it keeps
    its outcome, and nothing is recorded or audited. A task that failed while its other
    topics are still extracting keeps its error and those stop. A task already cancelled is
    returned as it is (a retried call)."""
    task = tasks.request_cancel(task_id=task_id, by=actor.label, reason=reason)
    if task.cancel_requested_at is None:
        raise NotCancellable(f"task {task.id} has already ended ({task.status}); nothing to cancel")
    audit(
        actor=actor,
        action="task.cancel",
        target_type="task",
        target_id=task.id,
        reason=reason,
        status=task.status,
    )
    return task


def check_retryable(*, task_id: uuid.UUID | str) -> AsyncTask:
    """The task `retry_task` would retry; NotRetryable unless it failed and its runs have
    all ended. Starts nothing.

    A task fails with its first failed topic (or a cancel) while its other topics may still
    be extracting: a retry then would extract them a second time alongside, each asking
    the LLM again."""
    task = tasks.get_task(task_id)
    if task.status != TaskStatus.ERROR:
        raise NotRetryable(f"task {task.id} is {task.status}; only failed tasks can be retried")
    running = count_unfinished_runs_of_task(task_id=task.id)
    if running:
        raise NotRetryable(
            f"task {task.id} failed, but {running} of its workflow run(s) are still going "
            "(topics still being extracted); retry once they have ended, or cancel them"
        )
    return task


def retry_task(*, actor: Actor, task_id: uuid.UUID | str) -> AsyncTask:
    """A failed task again: a new task over the same user, window and named topics (a
    forced one over those it did not complete, `_still_to_do`). Its
    failed topics are not settled, so the new run picks them up again; rejected ones stay
    out until an operator re-queues them (admin action, or `extract_memories --force
    --topic`)."""
    task = check_retryable(task_id=task_id)
    force, topic_ids = _still_to_do(task)
    report = extract_for_users(
        actor=actor,
        user_ids=[task.user_id],
        force=force,
        from_date=task.range_from,
        to_date=task.range_to,
        topic_ids=topic_ids,
    )
    new = (report.started or report.already_running or report.nothing_to_do or report.failed)[0]
    audit(actor=actor, action="task.retry", target_type="task", target_id=task.id, newTask=new.id)
    return new


def _still_to_do(task: AsyncTask) -> tuple[bool, list[int]]:
    """Force and topics of the retry. A forced task's completed topics stay completed when
    their re-extraction fails, so only a forced retry redoes them: it names the topics the
    task would force (those it named, or its window's) less those it did, which would each
    ask the LLM a second time. With none left, the topics are named unforced: a run that
    finds them done."""
    if not task.force:
        return False, list(task.topic_ids)
    wanted = list(task.topic_ids) or topic_ids_for_run(
        user_id=task.user_id,
        from_date=task.range_from,
        to_date=task.range_to,
        force=True,
        limit=settings.MEMORYFLOW_MAX_TOPICS_PER_USER,
    )
    done = topics_done_by_task(task_id=task.id)
    left = [topic_id for topic_id in wanted if topic_id not in done]
    return (True, left) if left else (False, list(wanted))
