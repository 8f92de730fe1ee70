"""Hostile ids and dates on the command line: exit code 4 or a usage error, no traceback."""

from __future__ import annotations

import io
from typing import Any

import pytest
from django.core.management import call_command, load_command_class
from django.core.management.base import CommandError

from memoryflow.models import AsyncTask, AuditLog, TaskStatus, TaskType
from tests.factories import make_topic, make_user

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("user", ["\u00b2", "\u0661\u0662", "99999999999999999999", "0", "-1"])
def test_a_hostile_user_id_is_bad_input(user: str) -> None:
    for command in ("extract_memories", "rewrite_persona"):
        with pytest.raises(CommandError) as raised:
            call_command(command, "--user", user, stdout=io.StringIO(), stderr=io.StringIO())
        assert raised.value.returncode == 4, command
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()


@pytest.mark.parametrize("day", ["9999-12-31", "2025-02-30", "\u0662\u0660\u0662\u0665-01-01"])
def test_a_hostile_date_is_a_usage_error(day: str) -> None:
    with pytest.raises(CommandError, match="--from"):
        call_command(
            "extract_memories", "--user", "1", "--from", day, "--dry-run", stdout=io.StringIO()
        )


def test_an_audit_name_longer_than_the_audit_log_holds_is_bad_input() -> None:
    # --as is recorded in the audit log (and on a task) in 150 characters; a longer name
    # must be refused before anything is done, not fail the write after it.
    user = make_user()
    task = AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC, total_topics=1)
    name = "ops-" + "x" * 147
    for args in (
        ("extract_memories", "--user", str(user.pk), "--dry-run"),
        ("cancel", "--task-id", str(task.pk)),
    ):
        with pytest.raises(CommandError) as raised:
            call_command(*args, "--as", name, stdout=io.StringIO(), stderr=io.StringIO())
        assert raised.value.returncode == 4, args[0]
        assert "--as" in str(raised.value)
    task.refresh_from_db()
    assert task.cancel_requested_at is None and task.status == TaskStatus.PENDING
    assert not AuditLog.objects.exists()


@pytest.mark.parametrize("option", ["--reason", "--as"])
def test_text_that_is_no_utf_8_is_bad_input(option: str) -> None:
    # A byte that is no UTF-8 in an argument (a Latin-1 terminal: "caf\xe9") reaches
    # Python as a lone surrogate, which no database column can store: the write of the
    # cancel, after QStash had been told, ended in a UnicodeEncodeError traceback.
    user = make_user()
    task = AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC, total_topics=1)
    with pytest.raises(CommandError) as raised:
        call_command("cancel", "--task-id", str(task.pk), option, "caf\udce9", stdout=io.StringIO())
    assert raised.value.returncode == 4
    assert option in str(raised.value) and "UTF-8" in str(raised.value)
    task.refresh_from_db()
    assert task.cancel_requested_at is None and task.status == TaskStatus.PENDING
    assert not AuditLog.objects.exists()


def test_a_cancel_reason_longer_than_the_limit_is_bad_input() -> None:
    # The API answers 400 and the admin form refuses a reason past 500 characters; the
    # command stored a megabyte whole, on the task and in the audit log.
    user = make_user()
    task = AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC, total_topics=1)
    for target in (("--task-id", str(task.pk)), ("--run-id", "wfr_x")):
        with pytest.raises(CommandError) as raised:
            call_command(
                "cancel", *target, "--reason", "x" * 501, stdout=io.StringIO(), stderr=io.StringIO()
            )
        assert raised.value.returncode == 4
        assert "--reason must be at most 500 characters, got 501" in str(raised.value)
    task.refresh_from_db()
    assert task.cancel_requested_at is None and task.status == TaskStatus.PENDING
    assert not AuditLog.objects.exists()


def _extract_topics_refused(user_id: int, topics: str, *, also_for_real: bool = True) -> list[str]:
    """`extract_memories --user … --topic …` as a dry run and, unless told not to, for
    real: each must be refused as bad input (exit 4). Their messages."""
    messages = []
    for dry_run in (("--dry-run",), ()) if also_for_real else (("--dry-run",),):
        with pytest.raises(CommandError) as raised:
            call_command(
                "extract_memories",
                "--user",
                str(user_id),
                "--topic",
                topics,
                *dry_run,
                stdout=io.StringIO(),
                stderr=io.StringIO(),
            )
        assert raised.value.returncode == 4
        messages.append(str(raised.value))
    return messages


def test_naming_more_topics_than_a_run_extracts_per_user_is_bad_input(settings) -> None:
    settings.MEMORYFLOW_MAX_TOPICS_PER_USER = 2
    user = make_user()
    topics = ",".join(str(make_topic(user).pk) for _ in range(3))
    for message in _extract_topics_refused(user.pk, topics):
        assert "at most 2 topics" in message
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()


@pytest.mark.parametrize("seconds", ["nan", "inf", "-1", "soon"])
def test_a_wait_that_is_no_number_of_seconds_is_a_usage_error(seconds: str) -> None:
    # A deadline of nan is never reached: the command would wait forever.
    user = make_user()
    for args in (
        ("extract_memories", "--user", str(user.pk), "--wait"),
        ("rewrite_persona", "--user", str(user.pk), "--wait"),
        ("run_hourly", "--wait"),
        ("workflow_runs", "--follow"),
    ):
        with pytest.raises(CommandError, match="--timeout"):
            call_command(*args, "--timeout", seconds, stdout=io.StringIO(), stderr=io.StringIO())
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()


@pytest.mark.parametrize("limit", ["0", "-5", "ten"])
def test_a_run_limit_below_one_is_a_usage_error(limit: str) -> None:
    # --limit 0 or below read nothing from QStash and printed "no runs", exit 0.
    out = io.StringIO()
    with pytest.raises(CommandError, match="--limit"):
        call_command("workflow_runs", "--limit", limit, stdout=out, stderr=io.StringIO())
    assert "no runs" not in out.getvalue()


@pytest.mark.parametrize("run_id", ["wfr_x\n", "wfr_x\r", "../../messages/msg_1", "wfr x"])
def test_a_run_id_that_is_no_run_id_is_bad_input(run_id: str) -> None:
    # The id became a path of QStash's API: a control character failed with httpx's
    # InvalidURL traceback, and `../../messages/msg_1` asked QStash to delete a message.
    with pytest.raises(CommandError) as raised:
        call_command("cancel", "--run-id", run_id, stdout=io.StringIO(), stderr=io.StringIO())
    assert raised.value.returncode == 4
    assert "not a run id" in str(raised.value)
    assert not AuditLog.objects.exists()


@pytest.mark.parametrize("topic", ["abc", "0", "99999999999999999999"])
def test_a_bad_topic_id_is_told_as_a_bad_topic(topic: str) -> None:
    # The message named --user, which the operator had given right.
    user = make_user()
    [message] = _extract_topics_refused(user.pk, topic, also_for_real=False)
    assert message.startswith("--topic ") and "--user" not in message
    assert not AuditLog.objects.exists()


@pytest.mark.parametrize("topics", ["", ",", " , "])
def test_a_topic_option_naming_no_topic_is_bad_input(topics: str) -> None:
    # `--topic "$TOPICS"` with the variable empty extracted every topic of the user: the
    # opposite of "just these topics".
    user = make_user()
    make_topic(user)
    for message in _extract_topics_refused(user.pk, topics):
        assert "--topic" in message
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()


@pytest.mark.parametrize(
    "argv",
    [
        ["run_hourly", "--wait", "--timeout", "10m"],
        ["extract_memories", "--user", "1", "--from", "yesterday"],
        ["rewrite_persona"],  # --user missing
        ["workflow_runs", "--state", "stuck"],
        ["cancel", "--run-id", "wfr_x", "--task-id", "x"],
        ["schedule_hourly", "--shwo"],
        ["create_operator_roles", "--role", "admin"],
        ["prune", "--dryrun"],
        ["check_markers", "--repiar"],
        ["dlq", "relist"],
    ],
)
def test_a_mistyped_option_exits_4_as_bad_input(argv: list[str], capsys: Any) -> None:
    # argparse's own exit code is 2, which these commands document as "still running at
    # --timeout" (and prune and check_markers not at all): a cron job's typo read as a
    # job still running.
    command = load_command_class("memoryflow", argv[0])
    with pytest.raises(SystemExit) as exited:
        command.run_from_argv(["manage.py", *argv])
    assert exited.value.code == 4
    assert "error:" in capsys.readouterr().err
    with pytest.raises(CommandError) as raised:  # call_command: the same code
        call_command(*argv, stdout=io.StringIO(), stderr=io.StringIO())
    assert raised.value.returncode == 4
    assert not AuditLog.objects.exists()


@pytest.mark.parametrize("command", ["cancel", "workflow_runs"])
def test_an_empty_run_id_is_bad_input_not_no_run_id(command: str) -> None:
    # `--run-id "$RUN"` with the variable empty: workflow_runs listed every recent run
    # (exit 0 once QStash answered, where one run's outcome was asked for), and cancel
    # said "async task None does not exist".
    with pytest.raises(CommandError) as raised:
        call_command(command, "--run-id", "", stdout=io.StringIO(), stderr=io.StringIO())
    assert raised.value.returncode == 4
    assert "--run-id" in str(raised.value) and "task" not in str(raised.value)
    assert not AuditLog.objects.exists()
