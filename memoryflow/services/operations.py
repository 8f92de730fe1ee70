"""What operators (admin, ops API, manage.py) and users ask for: trigger, cancel, retry, purge.

Every function here changes state and writes one audit row saying who did it, from where,
and with what result. Views, admin actions and commands parse their input and call one of
these; none of them publish to QStash or write the audit themselves.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from django.conf import settings
from django.db import transaction

from accounts.models import User
from memoryflow.errors import PermanentError
from memoryflow.models import AsyncTask, AuditChannel, AuditLog, TaskStatus
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.querysets import topic_ids_for_run
from memoryflow.services import memories, runs, tasks
from memoryflow.services.tasks import InvalidTaskRequest
from memoryflow.workflows import monitor, triggers

logger = logging.getLogger("memoryflow.operations")


class UnknownUsers(PermanentError):
    def __init__(self, user_ids: Sequence[int]) -> None:
        self.user_ids = list(user_ids)
        super().__init__(f"no such user(s): {', '.join(map(str, self.user_ids))}")


class NotRetryable(PermanentError):
    pass


@dataclass(frozen=True)
class Actor:
    """Who acts, through which channel; `label` survives the user's deletion."""

    user: User | None
    channel: str
    label: str

    @classmethod
    def of(cls, user: Any, channel: str) -> Actor:
        if user is not None and getattr(user, "is_authenticated", False):
            return cls(user=user, channel=channel, label=user.get_username())
        return cls(user=None, channel=channel, label=f"{channel}:anonymous")

    @classmethod
    def cli(cls, label: str = "") -> Actor:
        import getpass

        return cls(user=None, channel=AuditChannel.CLI, label=label or f"cli:{getpass.getuser()}")


def audit(
    *, actor: Actor, action: str, target_type: str = "", target_id: Any = "", **details: Any
) -> AuditLog:
    return AuditLog.objects.create(
        actor=actor.user,
        actor_label=actor.label,
        channel=actor.channel,
        action=action,
        target_type=target_type,
        target_id=str(target_id),
        details=_jsonable(details),
    )


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set):
        return [_jsonable(v) for v in value]
    if isinstance(value, date | uuid.UUID):
        return str(value)
    return value


def _publish(action: str, publish: Callable[[], str]) -> str:
    try:
        with triggers.fail_fast():
            return publish()
    except TRANSPORT_ERRORS as error:
        logger.warning("[memory:operations] %s: publish failed: %s", action, error)
        raise QStashUnavailable(f"could not publish to QStash: {error}") from error


# --- the hourly job ------------------------------------------------------------------------------


def trigger_hourly(*, actor: Actor, dry_run: bool) -> str:
    """Start cron/hourly (or its dry-run) now. Returns its run id (the root of its tree)."""
    action = "hourly.dry_run" if dry_run else "hourly.run"
    run_id = _publish(action, lambda: triggers.trigger_hourly(dry_run=dry_run))
    audit(actor=actor, action=action, target_type="run", target_id=run_id)
    return run_id


def schedule_hourly(*, actor: Actor, cron: str = triggers.HOURLY_CRON) -> dict[str, Any]:
    """Create or update the QStash schedule of cron/hourly (idempotent)."""
    try:
        with triggers.fail_fast():
            result = triggers.upsert_hourly_schedule(cron=cron)
    except TRANSPORT_ERRORS as error:
        raise QStashUnavailable(f"could not write the schedule to QStash: {error}") from error
    audit(
        actor=actor,
        action="schedule.upsert",
        target_type="schedule",
        target_id=result["scheduleId"],
        **result,
    )
    return result


# --- extraction for users ---------------------------------------------------------------------------


@dataclass
class ExtractionReport:
    dry_run: bool
    #: user id -> topics a run would extract (dry-run) or the task's total (real)
    topics: dict[int, int] = field(default_factory=dict)
    started: list[AsyncTask] = field(default_factory=list)
    already_running: list[AsyncTask] = field(default_factory=list)
    nothing_to_do: list[AsyncTask] = field(default_factory=list)
    failed: list[AsyncTask] = field(default_factory=list)
    message_ids: dict[str, str] = field(default_factory=dict)  # task id -> message id

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
        parts = [
            f"Extraction started for {len(self.started)} user(s) ({self.total_topics} topic(s))"
        ]
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

    The rules of docs/domain.md#user-initiated-extraction hold: `from` after `to` is InvalidTaskRequest; a user with an active task
    gets that task back; a user with nothing to extract gets a task that is already done.
    """
    if from_date and to_date and from_date > to_date:
        raise InvalidTaskRequest(f"from ({from_date}) is after to ({to_date})")
    wanted = list(dict.fromkeys(int(u) for u in user_ids))
    known = set(User.objects.filter(id__in=wanted).values_list("id", flat=True))
    if missing := [u for u in wanted if u not in known]:
        raise UnknownUsers(missing)

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
        target_id=_ids(wanted),
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
    message_id = _trigger_task(task, actor=actor, force=force, topic_ids=topic_ids)
    if message_id is None:
        task.refresh_from_db()
        report.failed.append(task)
    else:
        if message_id:
            report.message_ids[str(task.id)] = message_id
        report.started.append(task)


def request_my_extraction(
    *, user: User, from_date: date | None = None, to_date: date | None = None
) -> tuple[AsyncTask, bool]:
    """The user API: a signed-in user asks for extraction from their own chat topics
    (docs/domain.md#user-initiated-extraction).

    Returns the task and whether it is new (False: the user's active task, returned as is).
    """
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


def _trigger_task(
    task: AsyncTask, *, actor: Actor, force: bool = False, topic_ids: Sequence[int] = ()
) -> str | None:
    """Publish the task's topics run once the task row is committed. A publish that fails
    ends the task as `error` at once, so it never blocks the user's next request.

    Returns the message id; None when the publish failed; "" when the caller's transaction
    is still open (the publish happens at its commit)."""
    published: list[str | None] = []

    def publish() -> None:
        try:
            with triggers.fail_fast():
                message_id = triggers.trigger_topics_for_users(
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
                error={
                    "code": "trigger_failed",
                    "message": f"could not publish to QStash: {error}",
                },
            )
            audit(
                actor=actor,
                action="task.trigger_failed",
                target_type="task",
                target_id=task.id,
                error=str(error),
            )
            published.append(None)
            return
        audit(
            actor=actor,
            action="task.triggered",
            target_type="task",
            target_id=task.id,
            userId=task.user_id,
            messageId=message_id,
            total=task.total_topics,
        )
        published.append(message_id)

    transaction.on_commit(publish)
    if not published:  # inside an outer transaction: published when it commits
        return ""
    return published[0]


def _ids(user_ids: Sequence[int]) -> str:
    text = ",".join(map(str, user_ids))
    return text if len(text) <= 128 else f"{text[:120]}…({len(user_ids)})"


# --- persona -----------------------------------------------------------------------------------------


def _known_users(user_ids: Sequence[int]) -> list[int]:
    wanted = list(dict.fromkeys(int(u) for u in user_ids))
    known = set(User.objects.filter(id__in=wanted).values_list("id", flat=True))
    if missing := [u for u in wanted if u not in known]:
        raise UnknownUsers(missing)
    return wanted


def check_persona_request(*, actor: Actor, user_ids: Sequence[int]) -> list[int]:
    """The dry-run of `rewrite_persona`: the users it would rewrite; starts nothing."""
    wanted = _known_users(user_ids)
    audit(
        actor=actor,
        action="persona.dry_run",
        target_type="users",
        target_id=_ids(wanted),
        users=len(wanted),
    )
    return wanted


def rewrite_persona(*, actor: Actor, user_ids: Sequence[int]) -> str:
    """Start the persona pipeline for `user_ids` now. Returns the QStash message id."""
    wanted = _known_users(user_ids)
    message_id = _publish(
        "persona.run", lambda: triggers.trigger_persona_for_users(user_ids=wanted)
    )
    audit(
        actor=actor,
        action="persona.run",
        target_type="users",
        target_id=_ids(wanted),
        users=len(wanted),
        messageId=message_id,
    )
    return message_id


# --- cancel, retry, purge ------------------------------------------------------------------------------


def cancel_run(*, actor: Actor, run_id: str, reason: str = "") -> None:
    """Cancel a workflow run in QStash. monitor.RunNotFound for an unknown run."""
    try:
        with triggers.fail_fast():
            monitor.cancel_run(run_id)
    except monitor.RunNotFound:
        raise
    except TRANSPORT_ERRORS as error:
        raise QStashUnavailable(f"could not cancel the run in QStash: {error}") from error
    runs.record_cancelled(run_id=run_id)
    audit(actor=actor, action="run.cancel", target_type="run", target_id=run_id, reason=reason)


def cancel_task(*, actor: Actor, task_id: uuid.UUID | str, reason: str = "") -> AsyncTask:
    """Record the cancel request (who, why); the pipeline stops at its next safe boundary."""
    task = tasks.request_cancel(task_id=task_id, by=actor.label, reason=reason)
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
    """The task `retry_task` would retry; NotRetryable unless it failed. Starts nothing."""
    task = tasks.get_task(task_id)
    if task.status != TaskStatus.ERROR:
        raise NotRetryable(f"task {task.id} is {task.status}; only failed tasks can be retried")
    return task


def retry_task(*, actor: Actor, task_id: uuid.UUID | str) -> AsyncTask:
    """A failed task again: a new task over the same user and window. Its failed topics
    are not `completed`, so the new run picks them up again."""
    task = check_retryable(task_id=task_id)
    report = extract_for_users(
        actor=actor, user_ids=[task.user_id], from_date=task.range_from, to_date=task.range_to
    )
    new = (report.started or report.already_running or report.nothing_to_do or report.failed)[0]
    audit(actor=actor, action="task.retry", target_type="task", target_id=task.id, newTask=new.id)
    return new


def purge_memories(*, actor: Actor, user_id: int) -> memories.PurgeResult:
    """Delete a user's memories and reset their topics to pending (re-extracted next run)."""
    if not User.objects.filter(pk=user_id).exists():
        raise UnknownUsers([user_id])
    result = memories.purge_user_memories(user_id=user_id, requested_by=actor.label)
    audit(
        actor=actor,
        action="memories.purge",
        target_type="user",
        target_id=user_id,
        memoriesDeleted=result.memories_deleted,
        topicsReset=result.topics_reset,
    )
    return result
