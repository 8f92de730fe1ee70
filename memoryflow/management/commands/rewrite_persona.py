"""manage.py rewrite_persona: rewrite the persona documents of given users now."""

from __future__ import annotations

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
    add_user_ids,
    cli_actor,
    emit_json,
    parse_ids,
)
from memoryflow.operations.persona import rewrite_persona
from memoryflow.operations.users import UnknownUsers
from memoryflow.qstash.errors import QStashUnavailable
from memoryflow.selectors import run_tree
from memoryflow.selectors.personas import persona_versions


class Command(OpsCommand):
    help = (
        "Start the persona pipeline for the given users through QStash: each user's persona "
        "document is composed from their memories and written as a new version if it changed. "
        "--wait follows the runs until they finish and prints the versions. " + EXIT_CODES
    )

    def add_arguments(self, parser: CommandParser) -> None:
        add_user_ids(parser)
        add_common(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        user_ids = parse_ids(options["users"])
        if not user_ids:
            raise CommandError("give at least one --user", returncode=BAD_INPUT)
        try:
            run_id = rewrite_persona(actor=cli_actor(options), user_ids=user_ids)
        except UnknownUsers as error:
            raise CommandError(str(error), returncode=BAD_INPUT) from error
        except QStashUnavailable as error:
            raise CommandError(str(error), returncode=UNREACHABLE) from error
        report: dict[str, Any] = {"runId": run_id, "users": user_ids}
        if not options["json"]:
            self.stdout.write(f"persona rewrite started for {len(user_ids)} user(s) (run {run_id})")
        if not options["wait"]:
            if options["json"]:
                emit_json(self, report)
            return
        outcome = run_tree.wait_for_tree(
            run_id,
            timeout_s=options["timeout"],
            poll_s=0.5,
            on_progress=None if options["json"] else self._progress,
        )
        failed = outcome.failed
        report["finished"] = outcome.finished
        report["failed"] = failed
        report["personas"] = {
            str(user_id): version
            for user_id, version in persona_versions(user_ids=user_ids).items()
        }
        if options["json"]:
            emit_json(self, report)
        else:
            for user_id in user_ids:
                version = report["personas"].get(str(user_id))
                self.stdout.write(
                    f"  user {user_id}: "
                    + (
                        f"persona v{version}"
                        if version is not None
                        else "no persona (no memories?)"
                    )
                )
            for run in failed:
                self.stdout.write(
                    self.style.ERROR(f"  FAILED {run['layer']} {run['runId']}: {run['error']}")
                )
        if failed:
            raise CommandError(f"{len(failed)} run(s) failed", returncode=FAILED)
        if not outcome.finished:
            raise CommandError("the runs were still going at --timeout", returncode=TIMEOUT)

    def _progress(self, state: run_tree.TreeReport) -> None:
        runs = state.statuses
        self.stdout.write(
            f"  runs: {runs.get('published', 0)} running · {runs.get('succeeded', 0)} done · "
            f"{runs.get('failed', 0)} failed"
        )
