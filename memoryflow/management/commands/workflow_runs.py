"""manage.py workflow_runs: list, show and follow workflow runs (from the QStash logs API)."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryflow.management.commands._common import (
    BAD_INPUT,
    EXIT_CODES,
    FAILED,
    TIMEOUT,
    UNREACHABLE,
    OpsCommand,
    add_common,
    emit_json,
    parse_count,
    parse_run_id,
    parse_seconds,
)
from memoryflow.operations import run_logs
from memoryflow.qstash import logs
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS
from memoryflow.workflows import registry

STATES = {
    "running": "RUN_STARTED",
    "success": "RUN_SUCCESS",
    "failed": "RUN_FAILED",
    "canceled": "RUN_CANCELED",
}


def _when(ms: Any) -> str:
    if not ms:
        return "-"
    return datetime.fromtimestamp(int(ms) / 1000, tz=UTC).strftime("%Y-%m-%d %H:%M:%S")


class Command(OpsCommand):
    help = (
        "List recent workflow runs (newest first) with state, pipeline, layer, times, steps and "
        "failure; --run-id shows one run's step timeline; --follow keeps watching until the "
        "listed runs (or the run) finish. " + EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--run-id", type=parse_run_id, help="show this run with its step timeline"
        )
        parser.add_argument(
            "--state",
            choices=[*STATES, *STATES.values()],
            help="only runs in this state (running, success, failed, canceled)",
        )
        parser.add_argument("--pipeline", choices=registry.names())
        parser.add_argument(
            "--limit", type=parse_count, default=20, help="how many runs (default 20)"
        )
        parser.add_argument(
            "--follow", action="store_true", help="poll until no listed run is running"
        )
        parser.add_argument(
            "--timeout", type=parse_seconds, default=600.0, help="seconds to follow"
        )
        add_common(parser, wait=False)

    def handle(self, *args: Any, **options: Any) -> None:
        deadline = time.monotonic() + options["timeout"]
        previous = None
        while True:
            try:
                with fail_fast():
                    runs = self._read(options)
            except logs.RunNotFound as error:
                raise CommandError(str(error), returncode=BAD_INPUT) from error
            except TRANSPORT_ERRORS as error:
                raise CommandError(
                    f"could not read QStash: {error}", returncode=UNREACHABLE
                ) from error
            running = [r for r in runs if r["state"] == "RUN_STARTED"]
            snapshot = [(r["runId"], r["state"], r["steps"]) for r in runs]
            if snapshot != previous and not options["json"]:
                self._print(runs, options)
                previous = snapshot
            if not options["follow"] or not running or time.monotonic() > deadline:
                break
            time.sleep(1.0)
        if options["json"]:
            emit_json(self, {"runs": runs})
        if options["follow"] and running:
            raise CommandError(
                f"{len(running)} run(s) still running at --timeout", returncode=TIMEOUT
            )
        # A cancelled run did not do its work either: a script following it must not go on.
        ended = {"RUN_FAILED": "failed", "RUN_CANCELED": "was canceled"}
        if options["run_id"] and runs and runs[0]["state"] in ended:
            raise CommandError(f"the run {ended[runs[0]['state']]}", returncode=FAILED)

    def _read(self, options: dict[str, Any]) -> list[dict[str, Any]]:
        if options["run_id"]:
            raw = run_logs.our_run(options["run_id"])
            return [{**run_logs.describe(raw), "timeline": run_logs.timeline(raw)}]
        state = STATES.get(options["state"] or "", options["state"])
        return run_logs.our_runs(state=state, pipeline=options["pipeline"], limit=options["limit"])

    def _print(self, runs: list[dict[str, Any]], options: dict[str, Any]) -> None:
        if not runs:
            self.stdout.write("no runs")
            return
        for run in runs:
            line = (
                f"{run['runId']}  {run['state']:<12} {run['pipeline']}/{run['layer']:<15} "
                f"started {_when(run['createdAt'])}  finished {_when(run['completedAt'])}  "
                f"steps {run['steps']}"
            )
            style = {"RUN_FAILED": self.style.ERROR, "RUN_SUCCESS": self.style.SUCCESS}.get(
                run["state"], str
            )
            self.stdout.write(style(line))
            if run.get("failure"):
                self.stdout.write(self.style.ERROR(f"    failure: {run['failure']}"))
            for index, step in enumerate(run.get("timeline", []), start=1):
                detail = "; ".join(step["errors"]) if step["errors"] else str(step["out"])[:160]
                self.stdout.write(
                    f"    {index:>2}. {_when(step['createdAt'])}  {step['name']}  [{step['state']}]  {detail}"
                )
        if options["follow"]:
            self.stdout.write("")
