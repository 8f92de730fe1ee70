"""manage.py cancel: cancel a workflow run (in QStash) or an extraction task."""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryflow.management.commands._common import (
    BAD_INPUT,
    EXIT_CODES,
    UNREACHABLE,
    OpsCommand,
    add_common,
    check_utf8_text,
    cli_actor,
    emit_json,
    parse_run_id,
)
from memoryflow.operations.runs import cancel_run
from memoryflow.operations.tasks import NotCancellable, cancel_task
from memoryflow.qstash import logs
from memoryflow.qstash.errors import QStashUnavailable
from memoryflow.services.tasks import MAX_CANCEL_REASON_CHARS, TaskNotFound


class Command(OpsCommand):
    help = (
        "Cancel a workflow run (--run-id: QStash drops its pending steps) or an extraction "
        "task (--task-id: recorded with who and why; the pipeline stops at its next safe "
        "boundary and the task ends as error/canceled). " + EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        target = parser.add_mutually_exclusive_group(required=True)
        target.add_argument("--run-id", type=parse_run_id, help="a workflow run id (wfr_…)")
        target.add_argument("--task-id", help="an extraction task id (uuid)")
        parser.add_argument(
            "--reason",
            default="",
            help=f"why (at most {MAX_CANCEL_REASON_CHARS} characters); recorded in the audit log",
        )
        add_common(parser, wait=False)

    def handle(self, *args: Any, **options: Any) -> None:
        actor = cli_actor(options)
        reason = check_utf8_text(options["reason"], "--reason")
        # Refused before anything is done, as the API and the admin refuse it.
        if len(reason) > MAX_CANCEL_REASON_CHARS:
            raise CommandError(
                f"--reason must be at most {MAX_CANCEL_REASON_CHARS} characters, got {len(reason)}",
                returncode=BAD_INPUT,
            )
        if options["run_id"]:
            run_id = options["run_id"]
            try:
                cancel_run(actor=actor, run_id=run_id, reason=reason)
            except (logs.RunNotFound, NotCancellable) as error:
                raise CommandError(str(error), returncode=BAD_INPUT) from error
            except QStashUnavailable as error:
                raise CommandError(str(error), returncode=UNREACHABLE) from error
            report = {"runId": run_id, "canceled": True}
            text = f"run {run_id} canceled"
        else:
            try:
                task = cancel_task(actor=actor, task_id=options["task_id"], reason=reason)
            except (TaskNotFound, NotCancellable) as error:
                raise CommandError(str(error), returncode=BAD_INPUT) from error
            report = {
                "taskId": str(task.id),
                "status": task.status,
                "cancelRequestedAt": task.cancel_requested_at,
                "cancelRequestedBy": task.cancel_requested_by,
            }
            text = f"task {task.id}: cancel recorded by {task.cancel_requested_by}; status {task.status}"
        if options["json"]:
            emit_json(self, report)
        else:
            self.stdout.write(self.style.SUCCESS(text))
