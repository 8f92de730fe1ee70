"""What memoryflow's commands share: exit codes, the CLI actor, progress bars, JSON output.

Exit codes (every command): 0 done · 1 a run or task failed · 2 still running at --timeout ·
3 QStash unreachable · 4 bad input (unknown user, task or run; from after to; a mistyped
option or value).
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date
from typing import Any, NoReturn

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryflow.errors import InvalidPayloadError
from memoryflow.operations.audit import Actor
from memoryflow.validation import MAX_DATE, MIN_DATE, parse_db_id, parse_iso_date

FAILED, TIMEOUT, UNREACHABLE, BAD_INPUT = 1, 2, 3, 4

EXIT_CODES = (
    "Exit codes: 0 done, 1 a run or task failed, 2 still running at --timeout, "
    "3 QStash unreachable, 4 bad input."
)


class BadInputParser(CommandParser):
    """Usage errors (a mistyped option, a value the option does not take) are bad input,
    exit 4 as the commands document; argparse's own 2 means "still running at --timeout"
    here, so a cron job's typo read as a job still running."""

    def error(self, message: str) -> NoReturn:
        if self.called_from_command_line:
            self.print_usage(sys.stderr)
            self.exit(BAD_INPUT, f"{self.prog}: error: {message}\n")
        raise CommandError(f"Error: {message}", returncode=BAD_INPUT)


class OpsCommand(BaseCommand):
    """A memoryflow command: its usage errors exit 4 (BadInputParser)."""

    def create_parser(self, prog_name: str, subcommand: str, **kwargs: Any) -> CommandParser:
        parser = super().create_parser(prog_name, subcommand, **kwargs)
        # Django builds a CommandParser and takes no parser class; only error() differs.
        parser.__class__ = BadInputParser
        return parser


#: The audit log (and a task's requested_by/cancel_requested_by) hold a name this long.
MAX_ACTOR_LABEL = 150


#: What a command-line byte that is no UTF-8 becomes in Python (PEP 383).
_UNDECODED_BYTE = re.compile("[\udc80-\udcff]")


def check_utf8_text(value: str, option: str) -> str:
    """`value`, or bad input when a byte of it was no UTF-8 (a Latin-1 terminal's "caf\xe9"):
    no database column stores what Python makes of such a byte, and the write would fail
    after the act it records."""
    if _UNDECODED_BYTE.search(value):
        raise CommandError(
            f"{option} must be UTF-8 text; got a byte that is not: {value!r:.80}",
            returncode=BAD_INPUT,
        )
    return value


def cli_actor(options: dict[str, Any]) -> Actor:
    """Who acts; a `--as` name longer than the audit log holds, or no UTF-8, is bad input,
    refused before anything is done (the database would refuse the audit row after the
    act)."""
    label = check_utf8_text(options.get("as_user") or "", "--as")
    if len(label) > MAX_ACTOR_LABEL:
        raise CommandError(
            f"--as must be at most {MAX_ACTOR_LABEL} characters, got {len(label)}",
            returncode=BAD_INPUT,
        )
    return Actor.cli(label)


def add_user_ids(parser: CommandParser) -> None:
    """`--user ID[,ID…]`, repeatable; read it back with `parse_ids(options["users"])`."""
    parser.add_argument(
        "--user",
        dest="users",
        action="append",
        required=True,
        metavar="ID[,ID…]",
        help="user id(s); repeat or comma-separate",
    )


def add_common(parser: CommandParser, *, wait: bool = True) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object for machines")
    parser.add_argument(
        "--as",
        dest="as_user",
        default="",
        help="name to record in the audit log (default cli:$USER)",
    )
    if wait:
        parser.add_argument(
            "--wait", action="store_true", help="follow until finished, with a progress bar"
        )
        parser.add_argument(
            "--timeout", type=parse_seconds, default=600.0, help="seconds to wait (default 600)"
        )


def parse_seconds(value: str) -> float:
    """A wait in seconds: a finite number, 0 or more ("nan" never ends a deadline check)."""
    import argparse
    import math

    try:
        seconds = float(value)
    except ValueError:
        seconds = math.nan
    if not (math.isfinite(seconds) and seconds >= 0):
        raise argparse.ArgumentTypeError(f"{value!r} is not a number of seconds (0 or more)")
    return seconds


def parse_count(value: str) -> int:
    """How many items to show: ASCII digits, 1 or more (0 or below showed none, as if there
    were none)."""
    import argparse

    if not re.fullmatch(r"[0-9]{1,9}", value.strip()) or int(value) < 1:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number of 1 or more")
    return int(value)


def parse_run_id(value: str) -> str:
    """A --run-id as given. Empty (an unset shell variable) is bad input: read as no
    --run-id, workflow_runs listed every recent run and cancel went looking for a task."""
    import argparse

    if not value.strip():
        raise argparse.ArgumentTypeError("an empty run id")
    return value


def parse_date(value: str) -> date:
    import argparse

    try:
        return parse_iso_date(value, "date")
    except InvalidPayloadError:
        raise argparse.ArgumentTypeError(
            f"{value!r} is not a date (YYYY-MM-DD, {MIN_DATE} to {MAX_DATE})"
        ) from None


def parse_ids(values: list[str] | None, option: str = "--user") -> list[int]:
    """`--user 1 --user 2,3` → [1, 2, 3]; anything else is bad input, told as `option`'s."""
    ids: list[int] = []
    for value in values or []:
        for part in str(value).split(","):
            part = part.strip()
            if not part:
                continue
            try:
                ids.append(parse_db_id(part, option))
            except InvalidPayloadError as error:
                raise CommandError(str(error), returncode=BAD_INPUT) from None
    return list(dict.fromkeys(ids))


def bar(done: int, total: int, width: int = 30) -> str:
    if total <= 0:
        return "[" + "#" * width + "]"
    filled = min(width, round(width * done / total))
    return "[" + "#" * filled + "-" * (width - filled) + f"] {done}/{total}"


def emit_json(command: BaseCommand, report: dict[str, Any]) -> None:
    command.stdout.write(json.dumps(report, default=str, sort_keys=True))
