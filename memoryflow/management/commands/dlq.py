"""manage.py dlq: list this app's dead-lettered QStash messages and re-drive them.

manage.py dlq list [--json]
manage.py dlq redrive --all [--json]
manage.py dlq redrive DLQ_ID [DLQ_ID …] [--json]
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryflow.management.commands._common import (
    BAD_INPUT,
    FAILED,
    UNREACHABLE,
    OpsCommand,
    add_common,
    cli_actor,
    emit_json,
)
from memoryflow.operations import dlq
from memoryflow.qstash.errors import QStashUnavailable

DLQ_EXIT_CODES = (
    "Exit codes: 0 done, 1 some re-drive failed, 3 QStash unreachable, "
    "4 bad input (no ids and no --all, an unknown id, another app's message)."
)


class Command(OpsCommand):
    help = (
        "List the QStash dead letters whose destination is under MEMORYFLOW_BASE_URL, or "
        "re-drive them (QStash delivers a copy again; a workflow step resumes its run). "
        + DLQ_EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("action", choices=("list", "redrive"))
        parser.add_argument("ids", nargs="*", metavar="DLQ_ID", help="dead letters to re-drive")
        parser.add_argument(
            "--all", action="store_true", help="re-drive every dead letter of this app"
        )
        add_common(parser, wait=False)

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            if options["action"] == "list":
                if options["ids"] or options["all"]:
                    raise CommandError("list takes no ids and no --all", returncode=BAD_INPUT)
                self._list(options)
            else:
                self._redrive(options)
        except QStashUnavailable as error:
            raise CommandError(str(error), returncode=UNREACHABLE) from error

    def _list(self, options: dict[str, Any]) -> None:
        letters = dlq.list_dead_letters()
        if options["json"]:
            emit_json(self, {"deadLetters": [letter.as_dict() for letter in letters]})
            return
        if not letters:
            self.stdout.write("no dead letters for this app")
            return
        for letter in letters:
            when = datetime.fromtimestamp(letter.created_at / 1000, tz=UTC)
            self.stdout.write(
                f"{letter.dlq_id}  {when:%Y-%m-%d %H:%M:%S}  {letter.response_status}  "
                f"{letter.pipeline_layer}  {letter.response_body[:80]!r}"
            )
        self.stdout.write(f"{len(letters)} dead letter(s); re-drive with: manage.py dlq redrive …")

    def _redrive(self, options: dict[str, Any]) -> None:
        ids, everything = options["ids"], options["all"]
        if bool(ids) == bool(everything):
            raise CommandError("give dead-letter ids or --all (not both)", returncode=BAD_INPUT)
        report = dlq.redrive(actor=cli_actor(options), dlq_ids=None if everything else ids)
        if options["json"]:
            emit_json(self, report.as_dict())
        else:
            for dlq_id, message_id in report.redriven.items():
                self.stdout.write(f"re-driven {dlq_id} as message {message_id}")
            for dlq_id in report.unknown:
                self.stdout.write(self.style.ERROR(f"not in the DLQ: {dlq_id}"))
            for dlq_id in report.foreign:
                self.stdout.write(self.style.ERROR(f"not this app's message: {dlq_id}"))
            for dlq_id, error in report.failed.items():
                self.stdout.write(self.style.ERROR(f"failed {dlq_id}: {error}"))
            self.stdout.write(f"{len(report.redriven)} re-driven")
        if report.failed:
            raise CommandError(f"{len(report.failed)} re-drive(s) failed", returncode=FAILED)
        if report.unknown or report.foreign:
            raise CommandError("some ids were not re-driven", returncode=BAD_INPUT)
