"""Extracting memories now: for users an operator names, and for a user who asks for their
own (docs/domain.md#user-initiated-extraction). Each user's extraction is one chat-topic
task with its own topics run, published once the task row is committed."""

from __future__ import annotations

import enum
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from django.conf import settings
from django.db import transaction

from accounts.models import User
from memoryflow.models import AsyncTask, AuditChannel
from memoryflow.operations.audit import Actor, audit
from memoryflow.operations.users import audit_target, known_users
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS
from memoryflow.querysets import memory_turned_off, owned_topic_ids, topic_ids_for_run
from memoryflow.services import tasks
from memoryflow.services.tasks import InvalidTaskRequest
from memoryflow.workflows import topics

logger = logging.getLogger("memoryflow.operations")


@dataclass
class ExtractionReport:
    dry_run: bool
    #: user id -> topics a run would extract (dry-run) or the task's total (real)
    topics: dict[int, int] = field(default_factory=dict)
    started: list[AsyncTask] = field(default_factory=list)
    already_running: list[AsyncTask] = field(default_factory=list)
    nothing_to_do: list[AsyncTask] = field(default_factory=list)
    failed: list[AsyncTask] = field(default_factory=list)
    #: task id -> the id of the run started for it (the answers' "messageIds")
    message_ids: dict[str, str] = field(default_factory=dict)

    @property
    def total_topics(self) -> int:
        return sum(self.topics.values())

    def as_dict(self) -> dict[str, Any]:
        def ids(rows: list[AsyncTask]) -> list[str]:
            return [str(task.id) for task in rows]

        return {
            "dryRun": self.dry_run,
            "users": len(self.topics),
            "topics": self.total_topics,
            "topicsByUser": {str(k): v for k, v in self.topics.items()},
            "started": ids(self.started),
            "alreadyRunning": ids(self.already_running),
            "nothingToDo": ids(self.nothing_to_do),
            "failed": ids(self.failed),
            "messageIds": self.message_ids,
        }

    @property
    def summary(self) -> str:
        if self.dry_run:
            return (
                f"Dry run: would extract {self.total_topics} topic(s) for {len(self.topics)} "
                "user(s); nothing was triggered."
            )
        # The topics of the tasks started now: a running task's were started before.
        started = sum(task.total_topics for task in self.started)
        parts = [f"Extraction started for {len(self.started)} user(s) ({started} topic(s))"]
        if self.already_running:
            parts.append(f"{len(self.already_running)} already running")
        if self.nothing_to_do:
            parts.append(f"{len(self.nothing_to_do)} with nothing to extract")
        if self.failed:
            parts.append(f"{len(self.failed)} could not be triggered")
        return "; ".join(parts) + "."


def extract_for_users(
    *,
    actor: Actor,
    user_ids: Sequence[int],
    force: bool = False,
    from_date: date | None = None,
    to_date: date | None = None,
    topic_ids: Sequence[int] = (),
    dry_run: bool = False,
) -> ExtractionReport:
    """Extract memories now for `user_ids`: one chat-topic task per user, each with its own
    topics run (so its progress is visible), or, with `dry_run`, only the counts.

    The rules of docs/domain.md#user-initiated-extraction hold: `from` after `to`, or more
    `topic_ids` than a run extracts per user, is InvalidTaskRequest (the dry-run's too); a
    user with an active task gets that task back; a user with nothing to extract gets a
    task that is already done.
    """
    if from_date and to_date and from_date > to_date:
        raise InvalidTaskRequest(f"from ({from_date}) is after to ({to_date})")
    tasks.check_named_topics(topic_ids)
    wanted = known_users(user_ids)
    report = ExtractionReport(dry_run=dry_run)
    if dry_run:
        for user_id in wanted:
            report.topics[user_id] = len(
                topic_ids_for_run(
                    user_id=user_id,
                    force=force,
                    from_date=from_date,
                    to_date=to_date,
                    topic_ids=topic_ids,
                    limit=settings.MEMORYFLOW_MAX_TOPICS_PER_USER,
                )
            )
    else:
        for user_id in wanted:
            _start_task(
                report,
                user_id=user_id,
                actor=actor,
                force=force,
                from_date=from_date,
                to_date=to_date,
                topic_ids=topic_ids,
            )
    audit(
        actor=actor,
        action="extract.dry_run" if dry_run else "extract.run",
        target_type="users",
        target_id=audit_target(wanted),
        force=force,
        fromDate=from_date,
        toDate=to_date,
        topicIds=list(topic_ids),
        **report.as_dict(),
    )
    return report


def _start_task(
    report: ExtractionReport,
    *,
    user_id: int,
    actor: Actor,
    force: bool,
    from_date: date | None,
    to_date: date | None,
    topic_ids: Sequence[int],
) -> None:
    """Create (or find) the user's task and trigger it; the outcome goes into `report`."""
    request = tasks.request_chat_topic_extraction(
        user_id=user_id,
        force=force,
        from_date=from_date,
        to_date=to_date,
        topic_ids=topic_ids,
        requested_by=actor.label,
    )
    task = request.task
    report.topics[user_id] = task.total_topics
    if not request.needs_trigger:
        (report.already_running if task.is_active else report.nothing_to_do).append(task)
        return
    trigger = _trigger_task(task, actor=actor, force=force, topic_ids=topic_ids)
    if trigger.state is TriggerState.FAILED:
        task.refresh_from_db()
        report.failed.append(task)
        return
    if trigger.run_id:
        report.message_ids[str(task.id)] = trigger.run_id
    report.started.append(task)


def request_my_extraction(
    *, user: User, from_date: date | None = None, to_date: date | None = None
) -> tuple[AsyncTask, bool]:
    """The user API: a signed-in user asks for extraction from their own chat topics
    (docs/domain.md#user-initiated-extraction).

    Returns the task and whether it is new (False: the user's active task, returned as is).
    A user who turned memory off asked for no memories to be kept: InvalidTaskRequest.
    """
    if memory_turned_off(user.id):
        raise InvalidTaskRequest(
            "memory is turned off in your settings (memory.enabled is false): no memories "
            "are kept of you; turn it on to extract them"
        )
    actor = Actor.of(user, AuditChannel.API)
    request = tasks.request_chat_topic_extraction(
        user_id=user.id, from_date=from_date, to_date=to_date, requested_by=actor.label
    )
    # An existing task is always active; a new one is pending, or already done with nothing to do.
    created = request.needs_trigger or not request.task.is_active
    if created:
        audit(
            actor=actor,
            action="task.request",
            target_type="task",
            target_id=request.task.id,
            fromDate=from_date,
            toDate=to_date,
            total=request.task.total_topics,
        )
    if request.needs_trigger:
        _trigger_task(request.task, actor=actor)
        request.task.refresh_from_db()
    return request.task, created


class TriggerState(enum.Enum):
    #: Published now; the run's id is known.
    STARTED = "started"
    #: The publish failed; the task has ended as `error`.
    FAILED = "failed"
    #: The caller's transaction is open: the publish waits for its commit.
    AT_COMMIT = "at_commit"


@dataclass(frozen=True)
class TaskTrigger:
    state: TriggerState
    run_id: str = ""  # STARTED only


def _trigger_task(
    task: AsyncTask, *, actor: Actor, force: bool = False, topic_ids: Sequence[int] = ()
) -> TaskTrigger:
    """Publish the task's topics run once the task row is committed: now, outside any
    transaction; at the commit of the caller's transaction otherwise (a run started
    before then could not see its task). A publish that fails ends the task as `error`
    at once, so it never blocks the user's next request."""
    if transaction.get_connection().in_atomic_block:
        transaction.on_commit(
            lambda: _publish_task(task, actor=actor, force=force, topic_ids=topic_ids)
        )
        return TaskTrigger(TriggerState.AT_COMMIT)
    return _publish_task(task, actor=actor, force=force, topic_ids=topic_ids)


def _publish_task(
    task: AsyncTask, *, actor: Actor, force: bool, topic_ids: Sequence[int]
) -> TaskTrigger:
    # The run gets the named topics the task counted, those the user owns: an id that names
    # no topic makes the run refuse its whole payload, and nothing would end the task. Never
    # an empty list, which would mean every topic (all of them deleted since the count).
    topic_ids = owned_topic_ids(user_id=task.user_id, topic_ids=topic_ids) or topic_ids
    try:
        with fail_fast():
            run_id = topics.start_for_users(
                user_ids=[task.user_id],
                force=force,
                from_date=task.range_from,
                to_date=task.range_to,
                topic_ids=topic_ids,
                async_task_id=str(task.id),
                user_initiated=True,
            )
    except TRANSPORT_ERRORS as error:
        logger.warning("[memory:operations] task %s: publish failed: %s", task.id, error)
        tasks.mark_error(
            task_id=task.id,
            error={"code": "trigger_failed", "message": f"could not publish to QStash: {error}"},
        )
        audit(
            actor=actor,
            action="task.trigger_failed",
            target_type="task",
            target_id=task.id,
            error=str(error),
        )
        return TaskTrigger(TriggerState.FAILED)
    audit(
        actor=actor,
        action="task.triggered",
        target_type="task",
        target_id=task.id,
        userId=task.user_id,
        messageId=run_id,
        total=task.total_topics,
    )
    return TaskTrigger(TriggerState.STARTED, run_id=run_id)
