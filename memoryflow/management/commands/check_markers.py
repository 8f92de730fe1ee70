"""manage.py check_markers: recompute every trigger-kept marker, report drift, repair it."""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryflow.management.commands._common import FAILED, OpsCommand, emit_json
from memoryflow.services.markers import EXAMPLES, MarkerDrift, find_drift, repair_drift


class Command(OpsCommand):
    help = (
        "Recompute every marker the triggers keep (topics.user_message_count; users."
        "chatted_topics, pending_topics, chatted_at, memory_version) from the rows, check the "
        "triggers are installed, and report the drift per marker with example ids. --repair "
        "fixes the drift in one transaction (writers wait meanwhile) and checks again. "
        "Exit codes: 0 clean (or repaired clean), 1 drift found and not repaired, or not "
        "repairable here (missing triggers: run migrate), 4 a mistyped option."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--repair", action="store_true", help="fix the drift found")
        parser.add_argument("--json", action="store_true", help="print one JSON object")

    def handle(self, *args: Any, **options: Any) -> None:
        found = repair_drift() if options["repair"] else find_drift()
        after = find_drift() if options["repair"] and not found.clean else found
        if options["json"]:
            report: dict[str, Any] = {"found": found.as_dict(), "repaired": False}
            if options["repair"]:
                report["repaired"] = not found.clean and after.clean
                report["after"] = after.as_dict()
            emit_json(self, report)
        else:
            self._print(found, repaired=options["repair"], after=after)
        if not after.clean:
            raise CommandError("marker drift remains", returncode=FAILED)

    def _print(self, found: MarkerDrift, *, repaired: bool, after: MarkerDrift) -> None:
        for name, ids in found.ids.items():
            if not ids:
                self.stdout.write(f"{name:28} ok")
                continue
            examples = ", ".join(str(i) for i in ids[:EXAMPLES])
            more = " …" if len(ids) > EXAMPLES else ""
            self.stdout.write(f"{name:28} {len(ids):,} drifted (e.g. {examples}{more})")
        if found.missing_triggers:
            self.stdout.write(
                "missing triggers: "
                + ", ".join(found.missing_triggers)
                + " (run manage.py migrate; the markers cannot stay exact without them)"
            )
        if found.clean:
            self.stdout.write("all markers match a full recompute")
        elif repaired and after.clean:
            self.stdout.write("repaired: all markers now match a full recompute")
        elif not repaired:
            self.stdout.write("drift found; run with --repair to fix it")
