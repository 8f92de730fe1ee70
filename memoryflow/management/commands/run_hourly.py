"""manage.py run_hourly: start the hourly job (or its dry-run) and optionally follow it."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from django.core.management.base import CommandError, CommandParser
from django.db import DatabaseError, close_old_connections

from memoryflow.management.commands._common import (
    EXIT_CODES,
    FAILED,
    TIMEOUT,
    UNREACHABLE,
    OpsCommand,
    cli_actor,
    parse_seconds,
)
from memoryflow.operations.hourly import trigger_hourly
from memoryflow.qstash.errors import QStashUnavailable
from memoryflow.selectors import run_tree
from memoryflow.selectors.writes import written_since

SKIPPED = 5
HOURLY_EXIT_CODES = (
    EXIT_CODES.removesuffix(".") + ", 5 skipped: another hourly run is still in progress."
)


class Command(OpsCommand):
    help = (
        "Start cron/hourly through QStash. --dry-run reports the exact number of users each "
        "pipeline would process and writes nothing. --wait follows this run's own tree until "
        "it finishes and checks that the counts reconcile (exit 0 only then; 1 also when the "
        "counts do not reconcile). " + HOURLY_EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--dry-run", action="store_true", help="count only; trigger no extraction"
        )
        parser.add_argument(
            "--wait", action="store_true", help="follow this run's tree until it finishes"
        )
        parser.add_argument(
            "--timeout", type=parse_seconds, default=600.0, help="seconds to wait (default 600)"
        )
        parser.add_argument(
            "--json", action="store_true", help="print one JSON object for machines"
        )
        parser.add_argument(
            "--as", dest="as_user", default="", help="name to record in the audit log"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        started_at = datetime.now(UTC)
        try:
            run_id = trigger_hourly(actor=cli_actor(options), dry_run=options["dry_run"])
        except QStashUnavailable as error:
            raise CommandError(str(error), returncode=UNREACHABLE) from error
        report: dict[str, Any] = {"runId": run_id, "dryRun": options["dry_run"]}
        if not options["json"]:
            mode = "dry-run" if options["dry_run"] else "run"
            self.stdout.write(f"hourly {mode} started (run {run_id})")
        if not options["wait"]:
            self._emit(report, options)
            return

        outcome = run_tree.wait_for_tree(
            run_id,
            timeout_s=options["timeout"],
            on_progress=None if options["json"] else self._print_progress,
        )
        report.update(outcome.as_dict())
        if options["dry_run"]:
            report["wouldProcess"] = {
                pipeline: result.get("totalEligible")
                for pipeline, result in outcome.entry_results.items()
            }
        elif outcome.finished:
            report["written"] = _written_since_with_retry(started_at)
        self._emit(report, options)
        if outcome.skipped:
            raise CommandError(outcome.skipped, returncode=SKIPPED)
        if outcome.failed:
            raise CommandError(f"{len(outcome.failed)} run(s) failed", returncode=FAILED)
        if not outcome.finished:
            raise CommandError("the runs were still going at --timeout", returncode=TIMEOUT)
        if outcome.problems:
            raise CommandError(
                "the counts do not reconcile: " + "; ".join(outcome.problems), returncode=FAILED
            )

    def _print_progress(self, state: run_tree.TreeReport) -> None:
        runs = state.statuses
        self.stdout.write(
            f"  runs: {runs.get('published', 0)} running · {runs.get('succeeded', 0)} done · "
            f"{runs.get('failed', 0)} failed"
        )

    def _emit(self, report: dict[str, Any], options: dict[str, Any]) -> None:
        if options["json"]:
            self.stdout.write(json.dumps(report, default=str))
            return
        if "wouldProcess" in report:
            entries = report.get("entries", {})
            for pipeline in sorted(entries):
                message = (entries.get(pipeline) or {}).get("message")
                if message:
                    self.stdout.write(f"  {pipeline}: {message}")
            would = report["wouldProcess"]
            self.stdout.write(
                self.style.SUCCESS(
                    f"Topics: would process {would.get('topics')} users · Persona: would process {would.get('persona')} users"
                )
            )
        if "written" in report:
            written = report["written"]
            layers = ", ".join(
                f"{count} {layer}" for layer, count in sorted(written["memoriesByLayer"].items())
            )
            self.stdout.write(
                self.style.SUCCESS(
                    f"memories written: {written['memories']} ({layers or 'none'}) · topics completed: "
                    f"{written['topicsCompleted']} · personas written: {written['personasWritten']}"
                )
            )
            for example in written["examples"]:
                self.stdout.write(
                    f"  [{example['layer']}] user {example['user']}: {example['title']}"
                )
        for run in report.get("failed", []):
            self.stdout.write(
                self.style.ERROR(
                    f"  FAILED {run['pipeline']}:{run['layer']} {run['runId']}: {run['error']}"
                )
            )
        for problem in report.get("problems", []):
            self.stdout.write(self.style.ERROR(f"  NOT RECONCILED: {problem}"))


def _written_since_with_retry(started_at: datetime) -> dict[str, Any]:
    """What the run wrote; one reconnect if the database connection was dropped meanwhile."""
    try:
        return written_since(since=started_at)
    except DatabaseError:
        close_old_connections()
        from django.db import connection

        connection.close()
        return written_since(since=started_at)
