"""manage.py prune: apply the retention settings (see memoryflow/services/retention.py)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryflow.management.commands._common import BAD_INPUT, OpsCommand, emit_json
from memoryflow.services import retention

PRUNE_EXIT_CODES = (
    "Exit codes: 0 done, 4 a retention setting is not a whole number of days >= 1, "
    "or a mistyped option."
)


class Command(OpsCommand):
    help = (
        "Delete old bookkeeping: finished workflow runs, completed fan-out batches and their "
        "children, task topic claims of finished tasks, old audit log entries and expired "
        "delivery token ids, each after its MEMORYFLOW_RETENTION_*_DAYS. Never deletes what "
        "an unfinished run or an active task still needs. Safe to run any time; schedule it "
        "daily. " + PRUNE_EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--dry-run", action="store_true", help="count what would be deleted; delete nothing"
        )
        parser.add_argument("--json", action="store_true", help="print one JSON object")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            report = retention.prune(dry_run=options["dry_run"])
        except retention.RetentionMisconfigured as error:
            raise CommandError(str(error), returncode=BAD_INPUT) from error
        if options["json"]:
            emit_json(self, report.as_dict())
            return
        verb = "would delete" if report.dry_run else "deleted"
        for table, count in report.counts.items():
            self.stdout.write(f"{table}: {verb} {count}")
        self.stdout.write(self.style.SUCCESS(f"prune: {verb} {report.total} row(s)"))
