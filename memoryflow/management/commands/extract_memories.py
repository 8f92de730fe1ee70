"""manage.py extract_memories: extract memories now for given users (or topics)."""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryflow.management.commands._common import (
    BAD_INPUT,
    EXIT_CODES,
    FAILED,
    TIMEOUT,
    OpsCommand,
    add_common,
    add_user_ids,
    bar,
    cli_actor,
    emit_json,
    parse_date,
    parse_ids,
)
from memoryflow.models import TaskStatus
from memoryflow.operations.extraction import extract_for_users
from memoryflow.operations.users import UnknownUsers
from memoryflow.selectors.memories import count_memories_of_user_since
from memoryflow.selectors.tasks import tasks_by_id
from memoryflow.services.tasks import InvalidTaskRequest


class Command(OpsCommand):
    help = (
        "Extract memories now from the chat topics of the given users: one extraction task per "
        "user, each with its own topics run through QStash. --dry-run only counts the topics. "
        "--wait follows the tasks' progress until they finish. " + EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        add_user_ids(parser)
        parser.add_argument(
            "--topic",
            dest="topics",
            action="append",
            metavar="ID[,ID…]",
            help=(
                "only these topics (of the users; at most MEMORYFLOW_MAX_TOPICS_PER_USER); "
                "completed ones are re-extracted"
            ),
        )
        parser.add_argument(
            "--force", action="store_true", help="also re-extract topics already extracted"
        )
        parser.add_argument(
            "--from", dest="from_date", type=parse_date, help="topics created on/after (YYYY-MM-DD)"
        )
        parser.add_argument(
            "--to", dest="to_date", type=parse_date, help="topics created on/before (YYYY-MM-DD)"
        )
        parser.add_argument(
            "--dry-run", action="store_true", help="count the topics; trigger nothing"
        )
        add_common(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        user_ids = parse_ids(options["users"])
        if not user_ids:
            raise CommandError("give at least one --user", returncode=BAD_INPUT)
        topic_ids = parse_ids(options["topics"], "--topic")
        # Given but empty (an unset shell variable): "just these topics" naming none is
        # no request for every topic.
        if options["topics"] is not None and not topic_ids:
            raise CommandError("--topic names no topic", returncode=BAD_INPUT)
        try:
            report = extract_for_users(
                actor=cli_actor(options),
                user_ids=user_ids,
                force=options["force"],
                from_date=options["from_date"],
                to_date=options["to_date"],
                topic_ids=topic_ids,
                dry_run=options["dry_run"],
            )
        except (InvalidTaskRequest, UnknownUsers) as error:
            raise CommandError(str(error), returncode=BAD_INPUT) from error
        result = report.as_dict()
        if not options["json"]:
            self.stdout.write(report.summary)
            for user_id, topics in report.topics.items():
                self.stdout.write(f"  user {user_id}: {topics} topic(s)")
            for task in report.started + report.already_running:
                self.stdout.write(f"  task {task.id} (user {task.user_id}, {task.status})")
        task_ids = [t.id for t in report.started + report.already_running]
        if options["wait"] and task_ids and not options["dry_run"]:
            result["tasks"] = self._wait(task_ids, options)
        if options["json"]:
            emit_json(self, result)
        if report.failed:
            raise CommandError(f"{len(report.failed)} task(s) could not be triggered", returncode=3)
        tasks = result.get("tasks")
        if tasks:
            if any(t["status"] == TaskStatus.ERROR for t in tasks):
                raise CommandError("an extraction task failed", returncode=FAILED)
            if any(t["status"] in (TaskStatus.PENDING, TaskStatus.PROCESSING) for t in tasks):
                raise CommandError("the tasks were still running at --timeout", returncode=TIMEOUT)

    def _wait(self, task_ids: list[Any], options: dict[str, Any]) -> list[dict[str, Any]]:
        deadline = time.monotonic() + options["timeout"]
        last = ""
        while True:
            tasks = tasks_by_id(task_ids=task_ids)
            done = sum(t.completed_topics for t in tasks)
            total = sum(t.total_topics for t in tasks)
            active = [t for t in tasks if t.is_active]
            line = f"  {bar(done, total)} topics · {len(active)} task(s) running"
            if line != last and not options["json"]:
                self.stdout.write(line)
                last = line
            if not active or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        summary = []
        for task in tasks:
            memories = count_memories_of_user_since(user_id=task.user_id, since=task.created_at)
            summary.append(
                {
                    "id": str(task.id),
                    "userId": task.user_id,
                    "status": task.status,
                    "completedTopics": task.completed_topics,
                    "totalTopics": task.total_topics,
                    "memoriesWritten": memories,
                    "error": task.error,
                }
            )
            if not options["json"]:
                style = (
                    self.style.SUCCESS if task.status == TaskStatus.SUCCESS else self.style.ERROR
                )
                self.stdout.write(
                    style(
                        f"  user {task.user_id}: {task.status}, {task.completed_topics}/"
                        f"{task.total_topics} topics, {memories} new memories"
                        + (f" — {task.error}" if task.error else "")
                    )
                )
        return summary
