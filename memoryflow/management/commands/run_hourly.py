"""manage.py run_hourly: trigger the hourly job (or its dry-run) and optionally follow it."""

from __future__ import annotations

import json
from collections import Counter
from datetime import UTC, datetime
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryflow.management.commands._common import EXIT_CODES, UNREACHABLE, cli_actor
from memoryflow.models import Memory, PersonaDocument, Topic
from memoryflow.qstash.errors import QStashUnavailable
from memoryflow.services import operations
from memoryflow.workflows import monitor


class Command(BaseCommand):
    help = (
        "Trigger cron/hourly through QStash. --dry-run reports the exact number of users each "
        "pipeline would process and writes nothing. --wait follows the runs until they finish. "
        + EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--dry-run", action="store_true", help="count only; trigger no extraction"
        )
        parser.add_argument("--wait", action="store_true", help="follow the runs until they finish")
        parser.add_argument(
            "--timeout", type=float, default=600.0, help="seconds to wait (default 600)"
        )
        parser.add_argument(
            "--json", action="store_true", help="print one JSON object for machines"
        )
        parser.add_argument(
            "--as", dest="as_user", default="", help="name to record in the audit log"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        started_ms = monitor.now_ms() - 1000  # QStash clocks are compared in ms; allow skew
        started_at = datetime.now(UTC)
        try:
            message_id = operations.trigger_hourly(
                actor=cli_actor(options), dry_run=options["dry_run"]
            )
        except QStashUnavailable as error:
            raise CommandError(str(error), returncode=UNREACHABLE) from error
        report: dict[str, Any] = {"messageId": message_id, "dryRun": options["dry_run"]}
        if not options["json"]:
            mode = "dry-run" if options["dry_run"] else "run"
            self.stdout.write(f"hourly {mode} triggered (message {message_id})")
        if not options["wait"]:
            self._emit(report, options)
            return

        state, runs = monitor.wait_until_finished(
            since_ms=started_ms,
            timeout_s=options["timeout"],
            on_progress=None if options["json"] else self._print_progress,
        )
        described = [monitor.describe(run) for run in runs]
        report["runs"] = state.runs
        report["finished"] = state.finished
        report["failed"] = [run for run in described if run["state"] == "RUN_FAILED"]
        if options["dry_run"]:
            report["wouldProcess"] = {
                run["pipeline"]: (run["result"] or {}).get("totalEligible")
                for run in described
                if run["layer"] == "process-users"
            }
        else:
            report["written"] = _written_since(started_at)
        self._emit(report, options)
        if report["failed"]:
            raise CommandError(f"{len(report['failed'])} run(s) failed", returncode=1)
        if not state.finished:
            raise CommandError("the runs were still going at --timeout", returncode=2)

    def _print_progress(self, state: monitor.Progress) -> None:
        runs = state.runs
        self.stdout.write(
            f"  runs: {runs.get('RUN_STARTED', 0)} running · {runs.get('RUN_SUCCESS', 0)} done · "
            f"{runs.get('RUN_FAILED', 0)} failed · {state.pending_triggers} trigger(s) in flight"
        )

    def _emit(self, report: dict[str, Any], options: dict[str, Any]) -> None:
        if options["json"]:
            self.stdout.write(json.dumps(report, default=str))
            return
        if "wouldProcess" in report:
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
                    f"  FAILED {run['pipeline']}:{run['layer']} {run['runId']}: {run['failure']}"
                )
            )


def _written_since(started_at: datetime) -> dict[str, Any]:
    memories = Memory.objects.filter(captured_at__gte=started_at)
    return {
        "memories": memories.count(),
        "memoriesByLayer": dict(Counter(memories.values_list("layer", flat=True))),
        "topicsCompleted": Topic.objects.filter(
            extraction_last_run_at__gte=started_at, extraction_status="completed"
        ).count(),
        "personasWritten": PersonaDocument.objects.filter(updated_at__gte=started_at).count(),
        "examples": [
            {"layer": layer, "user": user, "title": title}
            for layer, user, title in memories.order_by("user_id", "layer").values_list(
                "layer", "user__username", "title"
            )[:12]
        ],
    }
