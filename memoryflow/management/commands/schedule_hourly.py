"""manage.py schedule_hourly: create or update the QStash schedule that starts cron/hourly,
and those of the pipelines that declare a schedule of their own."""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryflow.management.commands._common import (
    BAD_INPUT,
    EXIT_CODES,
    UNREACHABLE,
    OpsCommand,
    add_common,
    cli_actor,
    emit_json,
)
from memoryflow.operations.hourly import schedule_hourly
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.workflows import schedules, triggers


class Command(OpsCommand):
    help = (
        "Create or update the QStash schedule '<prefix>-hourly' that starts cron/hourly "
        f"(default cron '{triggers.HOURLY_CRON}'), and '<prefix>-pipeline-<name>' per pipeline "
        "that declares a schedule of its own (removing those no pipeline declares any more); "
        "<prefix> is MEMORYFLOW_SCHEDULE_PREFIX (default memoryflow). Idempotent: running it "
        "again updates the same schedules, never adds a second one. A schedule of one of these "
        "ids that starts another deployment (not under MEMORYFLOW_BASE_URL) is bad input: "
        "nothing is changed. --show prints the hourly schedule and changes nothing. " + EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--cron", default=triggers.HOURLY_CRON, help="cron expression (UTC)")
        parser.add_argument(
            "--show", action="store_true", help="print the schedule; change nothing"
        )
        add_common(parser, wait=False)

    def handle(self, *args: Any, **options: Any) -> None:
        if options["show"]:
            try:
                with fail_fast():
                    schedule = triggers.get_schedule()
            except TRANSPORT_ERRORS as error:
                raise CommandError(
                    f"could not read QStash: {error}", returncode=UNREACHABLE
                ) from error
            if options["json"]:
                emit_json(self, {"schedule": schedule})
            elif schedule is None:
                self.stdout.write("no hourly schedule yet (run schedule_hourly to create it)")
            else:
                self.stdout.write(
                    f"{schedule['scheduleId']}: {schedule['cron']} → {schedule['destination']}"
                )
            return
        from croniter import croniter

        if len(options["cron"].split()) != 5 or not croniter.is_valid(options["cron"]):
            raise CommandError(
                f"not a 5-field cron expression: {options['cron']!r}", returncode=BAD_INPUT
            )
        try:
            result = schedule_hourly(actor=cli_actor(options), cron=options["cron"])
        except QStashUnavailable as error:
            raise CommandError(str(error), returncode=UNREACHABLE) from error
        except schedules.ScheduleOfAnotherDeployment as error:
            raise CommandError(str(error), returncode=BAD_INPUT) from error
        if options["json"]:
            emit_json(self, result)
            return
        own = result["pipelines"]
        for written in [result, *own["schedules"]]:
            verb = "created" if written["created"] else "updated"
            self.stdout.write(
                self.style.SUCCESS(
                    f"schedule {written['scheduleId']} {verb}: {written['cron']} → "
                    f"{written['destination']}"
                )
            )
        for removed in own["removed"]:
            self.stdout.write(f"schedule {removed} removed: no pipeline declares it any more")
