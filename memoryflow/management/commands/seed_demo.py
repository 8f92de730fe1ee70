"""`manage.py seed_demo`: load a deterministic demo population (users, topics, messages).

manage.py seed_demo --size tiny                  # ~20 users, the README quick start
manage.py seed_demo --size large --reset         # 200,000 users / ~1,000,000 messages
manage.py seed_demo --users 1000 --chatted-ratio 0.25 --messages 20000 --seed 7
"""

from __future__ import annotations

import argparse
import math
from datetime import UTC, datetime
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryflow.demo.loader import DemoSummary, generate_demo_data
from memoryflow.demo.population import DEFAULT_ANCHOR, PRESETS


def _anchor(value: str) -> datetime:
    """The demo's now. Option types raise argparse's error: a CommandError raised inside
    argparse is printed as a traceback on the command line."""
    try:
        return datetime.fromisoformat(value).replace(tzinfo=UTC)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date like 2026-01-01: {value!r}") from None


def _ratio(value: str) -> float:
    """A share from 0 to 1 (nan and inf fail on the rounding of the chatted users)."""
    try:
        ratio = float(value)
    except ValueError:
        ratio = math.nan
    if not 0 <= ratio <= 1:
        raise argparse.ArgumentTypeError(f"not a number from 0 to 1: {value!r}")
    return ratio


class Command(BaseCommand):
    help = "Load a deterministic demo population of users, settings, topics and messages."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--size", choices=sorted(PRESETS), default="tiny")
        parser.add_argument("--users", type=int, help="override the preset's user count")
        parser.add_argument(
            "--chatted-ratio", type=_ratio, help="share of users with messages in their own topics"
        )
        parser.add_argument(
            "--messages", type=int, help="approximate total messages (spread over chatted users)"
        )
        parser.add_argument("--seed", type=int, default=42)
        parser.add_argument(
            "--anchor",
            type=_anchor,
            default=DEFAULT_ANCHOR,
            help="the demo's 'now' (YYYY-MM-DD); signups span the two years before it",
        )
        parser.add_argument("--reset", action="store_true", help="delete existing demo data first")
        parser.add_argument("--quiet", action="store_true", help="print only the summary line")

    def handle(self, *args: Any, **options: Any) -> None:
        preset = PRESETS[options["size"]]
        users = options["users"] if options["users"] is not None else preset.users
        ratio = (
            options["chatted_ratio"]
            if options["chatted_ratio"] is not None
            else preset.chatted_ratio
        )
        messages = options["messages"] if options["messages"] is not None else preset.messages
        chatted = max(1, round(users * ratio))
        quiet = options["quiet"]
        try:
            summary = generate_demo_data(
                users=users,
                chatted_ratio=ratio,
                messages_per_chatted_user=messages / chatted,
                seed=options["seed"],
                anchor=options["anchor"],
                reset=options["reset"],
                progress=None if quiet else self._progress,
            )
        except ValueError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(self._describe(summary, quiet=quiet))

    def _progress(self, message: str) -> None:
        self.stdout.write(f"[seed_demo] {message}")

    @staticmethod
    def _describe(summary: DemoSummary, *, quiet: bool) -> str:
        line = (
            f"demo data: {summary.users:,} users, {summary.chatted:,} chatted, "
            f"{summary.eligible:,} eligible, {summary.disabled:,} memory disabled, "
            f"{summary.topics:,} topics, {summary.messages:,} messages "
            f"in {summary.elapsed:.1f}s"
        )
        if quiet:
            return line
        phases = ", ".join(f"{name} {seconds:.1f}s" for name, seconds in summary.phases.items())
        return (
            f"{line}\n"
            f"  no settings row {summary.no_settings:,} · never chatted {summary.never_chatted:,}"
            f" · assistant-only {summary.assistant_only:,} · only in others' topics"
            f" {summary.guests:,}\n"
            f"  phases: {phases}\n"
            f"  content digest {summary.digest[:16]} · log in as any demo-NNNNNN user with"
            f" password 'demo'"
        )
