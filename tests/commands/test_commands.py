"""manage.py commands: --help, exit codes, --json, bad input; the QStash ones end to end."""

from __future__ import annotations

import io
import json
import re
from typing import Any

import pytest
from django.contrib.auth.models import Group, Permission
from django.core.management import call_command, load_command_class
from django.core.management.base import CommandError

from accounts.models import User
from memoryflow.management.commands._common import (
    BAD_INPUT,
    EXIT_CODES,
    FAILED,
    TIMEOUT,
    UNREACHABLE,
)
from memoryflow.management.commands.create_operator_roles import ROLE_EXIT_CODES
from memoryflow.management.commands.dlq import DLQ_EXIT_CODES
from memoryflow.management.commands.prune import PRUNE_EXIT_CODES
from memoryflow.management.commands.run_hourly import HOURLY_EXIT_CODES
from memoryflow.models import AsyncTask, AuditLog, ExtractionStatus, TaskStatus, TaskType, Topic
from memoryflow.qstash.client import qstash_client
from memoryflow.selectors import run_tree
from memoryflow.services.runs import root_run_id as tree_root
from tests.factories import make_message, make_topic, make_user

pytestmark = pytest.mark.django_db

COMMANDS = (
    "run_hourly",
    "extract_memories",
    "rewrite_persona",
    "workflow_runs",
    "cancel",
    "schedule_hourly",
    "create_operator_roles",
    "prune",
    "dlq",
)


def run(*args: Any) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def code_of(*args: Any) -> int:
    with pytest.raises(CommandError) as raised:
        run(*args)
    return raised.value.returncode


def one_line(text: str) -> str:
    """argparse re-wraps the help: compare texts with their whitespace collapsed."""
    return " ".join(text.split())


#: The exit codes each command can end with: its help must document every one of them.
EXIT_CODES_OF = {
    "run_hourly": {0, 1, 2, 3, 4, 5},
    "extract_memories": {0, 1, 2, 3, 4},
    "rewrite_persona": {0, 1, 2, 3, 4},
    "workflow_runs": {0, 1, 2, 3, 4},
    "cancel": {0, 1, 2, 3, 4},
    "schedule_hourly": {0, 1, 2, 3, 4},
    "create_operator_roles": {0, 1, 4},
    "prune": {0, 4},
    "dlq": {0, 1, 3, 4},
    "check_markers": {0, 1, 4},
}


def documented_exit_codes(text: str) -> set[int]:
    """The codes of the "Exit codes: 0 done, 1 …, 4 …." sentence in `text`."""
    sentence = one_line(text).partition("Exit codes: ")[2].partition(".")[0]
    return {int(code) for code in re.findall(r"(?:^|, )(\d+) ", sentence)}


@pytest.mark.parametrize("name", sorted(EXIT_CODES_OF))
def test_help_explains_the_command_and_its_exit_codes(name: str, capsys: Any) -> None:
    with pytest.raises(SystemExit) as exited:
        call_command(name, "--help")
    assert exited.value.code == 0
    text = capsys.readouterr().out
    assert "usage:" in text and len(text) > 300
    # The command's own description, not argparse's option help, states every code.
    own = load_command_class("memoryflow", name).create_parser("manage.py", name).description
    assert documented_exit_codes(own or "") == EXIT_CODES_OF[name]
    assert one_line(own or "") in one_line(text)
    documented = {
        "create_operator_roles": ROLE_EXIT_CODES,
        "prune": PRUNE_EXIT_CODES,
        "dlq": DLQ_EXIT_CODES,
        "run_hourly": HOURLY_EXIT_CODES,
    }.get(name)
    if documented is not None:
        assert one_line(documented) in one_line(own or "")


def test_every_command_has_its_exit_codes_listed() -> None:
    assert set(COMMANDS) | {"check_markers"} == set(EXIT_CODES_OF)


def test_the_shared_exit_codes_are_the_ones_the_commands_use() -> None:
    codes = {int(part.split()[0]) for part in EXIT_CODES.removeprefix("Exit codes: ").split(", ")}
    assert codes == {0, FAILED, TIMEOUT, UNREACHABLE, BAD_INPUT} == {0, 1, 2, 3, 4}


def test_extract_dry_run_counts_as_json() -> None:
    user = make_user()
    for _ in range(3):
        make_message(make_topic(user))
    make_topic(user, extraction_status="completed")
    report = json.loads(run("extract_memories", "--user", str(user.pk), "--dry-run", "--json"))
    assert report["topics"] == 3 and report["dryRun"] is True and report["started"] == []
    forced = json.loads(
        run("extract_memories", f"--user={user.pk}", "--dry-run", "--force", "--json")
    )
    assert forced["topics"] == 4
    assert not AsyncTask.objects.exists()
    assert AuditLog.objects.filter(action="extract.dry_run", channel="cli").count() == 2


def test_extract_bad_input_exits_4() -> None:
    user = make_user()
    assert code_of("extract_memories", "--user", "99999", "--dry-run") == 4
    assert code_of("extract_memories", "--user", "abc") == 4
    assert (
        code_of(
            "extract_memories", "--user", str(user.pk), "--from", "2026-02-01", "--to", "2026-01-01"
        )
        == 4
    )


def test_extract_with_a_bad_date_is_a_usage_error() -> None:
    with pytest.raises(CommandError, match="not a date"):
        run("extract_memories", "--user", "1", "--from", "yesterday")


@pytest.mark.django_db(transaction=True)
def test_extract_with_qstash_down_exits_3_and_ends_the_task() -> None:
    user = make_user()
    make_message(make_topic(user))
    assert code_of("extract_memories", "--user", str(user.pk)) == 3
    assert AsyncTask.objects.get().status == TaskStatus.ERROR


def test_hourly_and_persona_with_qstash_down_exit_3() -> None:
    user = make_user()
    assert code_of("run_hourly", "--dry-run") == 3
    assert code_of("rewrite_persona", "--user", str(user.pk)) == 3
    assert code_of("rewrite_persona", "--user", "99999") == 4
    assert code_of("workflow_runs") == 3
    assert code_of("schedule_hourly") == 3
    assert code_of("schedule_hourly", "--cron", "every hour") == 4
    assert code_of("cancel", "--run-id", "wfr_x") == 3


def test_cancel_a_task_records_who_and_why() -> None:
    task = AsyncTask.objects.create(user=make_user(), type=TaskType.CHAT_TOPIC, total_topics=2)
    report = json.loads(
        run("cancel", "--task-id", str(task.pk), "--reason", "stuck", "--as", "ops-bot", "--json")
    )
    assert report["status"] == "error" and report["cancelRequestedBy"] == "ops-bot"
    task.refresh_from_db()
    assert task.cancel_reason == "stuck"
    entry = AuditLog.objects.get(action="task.cancel")
    assert entry.actor_label == "ops-bot" and entry.channel == "cli"
    assert code_of("cancel", "--task-id", "00000000-0000-0000-0000-000000000000") == 4
    with pytest.raises(CommandError):  # one of --run-id / --task-id is required
        run("cancel")


def test_cancel_a_finished_task_is_bad_input_and_changes_nothing() -> None:
    done = AsyncTask.objects.create(
        user=make_user(), type=TaskType.CHAT_TOPIC, status=TaskStatus.SUCCESS
    )
    assert code_of("cancel", "--task-id", str(done.pk), "--reason", "late") == BAD_INPUT
    done.refresh_from_db()
    assert done.status == TaskStatus.SUCCESS and done.cancel_requested_at is None
    assert not AuditLog.objects.filter(action="task.cancel").exists()


def test_create_operator_roles_is_idempotent_and_assigns() -> None:
    run("create_operator_roles")
    run("create_operator_roles")
    operator = Group.objects.get(name="Memory operator")
    viewer = Group.objects.get(name="Memory viewer")
    codenames = set(operator.permissions.values_list("codename", flat=True))
    assert {"trigger_pipeline", "cancel_run", "delete_memory", "view_workflowrun"} <= codenames
    assert "trigger_pipeline" not in set(viewer.permissions.values_list("codename", flat=True))

    User.objects.create_user(username="ann", password="x")
    report = json.loads(run("create_operator_roles", "--user", "ann", "--role", "viewer", "--json"))
    assert report["user"] == {"username": "ann", "role": "Memory viewer", "stillHolds": []}
    ann = User.objects.get(username="ann")
    assert ann.is_staff and ann.has_perm("memoryflow.view_memory")
    assert not ann.has_perm("memoryflow.trigger_pipeline")
    assert code_of("create_operator_roles", "--user", "nobody", "--role", "viewer") == 4
    assert code_of("create_operator_roles", "--user", "ann") == 4


def test_a_viewer_who_still_holds_operator_permissions_is_told_so() -> None:
    # "carl is now a Memory viewer" of a superuser, or of a user given trigger_pipeline
    # directly: the demotion changed nothing they can do, and the command did not say so.
    User.objects.create_superuser(username="carl", password="x")
    report = json.loads(
        run("create_operator_roles", "--user", "carl", "--role", "viewer", "--json")
    )
    assert report["user"]["stillHolds"] == [
        "memoryflow.cancel_run",
        "memoryflow.delete_memory",
        "memoryflow.trigger_pipeline",
    ]
    dora = User.objects.create_user(username="dora", password="x")
    dora.user_permissions.add(Permission.objects.get(codename="trigger_pipeline"))
    text = run("create_operator_roles", "--user", "dora", "--role", "viewer")
    assert "dora still holds memoryflow.trigger_pipeline" in text
    plain = json.loads(
        run("create_operator_roles", "--user", "carl", "--role", "operator", "--json")
    )
    assert plain["user"]["stillHolds"] == []  # an operator holds them by the role


def test_a_new_role_replaces_the_other_one() -> None:
    """Demoting an operator to viewer left them in the operator group too: still an operator."""
    bob = User.objects.create_user(username="bob", password="x")
    bob.groups.add(Group.objects.create(name="Support"))  # not one of the command's roles
    run("create_operator_roles", "--user", "bob", "--role", "operator")
    run("create_operator_roles", "--user", "bob", "--role", "viewer")
    bob = User.objects.get(username="bob")  # has_perm caches the user's permissions
    assert set(bob.groups.values_list("name", flat=True)) == {"Memory viewer", "Support"}
    assert not bob.has_perm("memoryflow.trigger_pipeline")
    run("create_operator_roles", "--user", "bob", "--role", "operator")
    bob = User.objects.get(username="bob")
    assert set(bob.groups.values_list("name", flat=True)) == {"Memory operator", "Support"}
    assert bob.has_perm("memoryflow.trigger_pipeline")


# --- through a real QStash (qstash_devserver) -----------------------------------------------------------


@pytest.mark.django_db(transaction=True)
@pytest.mark.slow
def test_schedule_hourly_upserts_one_schedule(pipelines) -> None:
    first = json.loads(run("schedule_hourly", "--json"))
    assert first["created"] is True and first["cron"] == "0 * * * *"
    second = json.loads(run("schedule_hourly", "--cron", "30 * * * *", "--json"))
    assert second["created"] is False
    schedules = qstash_client().schedule.list()
    assert [(s.schedule_id, s.cron) for s in schedules] == [("memoryflow-hourly", "30 * * * *")]
    assert schedules[0].destination.endswith("/api/workflows/memory-user-memory/cron/hourly")
    shown = json.loads(run("schedule_hourly", "--show", "--json"))
    assert shown["schedule"]["cron"] == "30 * * * *"
    assert AuditLog.objects.filter(action="schedule.upsert").count() == 2


@pytest.mark.django_db(transaction=True)
@pytest.mark.slow
def test_extract_wait_follows_the_task_and_workflow_runs_shows_it(pipelines) -> None:
    user = make_user()
    for _ in range(2):
        make_message(make_topic(user), content="I'm a nurse. I prefer short answers.")
    report = json.loads(
        run("extract_memories", "--user", str(user.pk), "--wait", "--timeout", "60", "--json")
    )
    [task] = report["tasks"]
    assert task["status"] == "success" and task["completedTopics"] == task["totalTopics"] == 2
    assert task["memoriesWritten"] > 0

    text = run("extract_memories", "--user", str(user.pk))
    assert "1 with nothing to extract" in text

    # The task is done when its last topic is counted; the persona run that topic starts
    # may still be in flight: let the task's tree finish before listing it.
    [root] = AsyncTask.objects.get(pk=task["id"]).workflow_run_ids[:1] or [""]
    assert run_tree.wait_for_tree(tree_root(root), timeout_s=60, poll_s=0.2).finished
    runs = json.loads(run("workflow_runs", "--pipeline", "topics", "--limit", "50", "--json"))[
        "runs"
    ]
    layers = {r["layer"] for r in runs}
    # One explicit user fits one chunk: L1 starts the execute-user run directly.
    assert {"process-users", "execute-user", "extract-topic"} <= layers
    assert all(r["state"] == "RUN_SUCCESS" for r in runs)
    one = runs[0]["runId"]
    shown = run("workflow_runs", "--run-id", one)
    assert one in shown and "memory:topics:" in shown
    assert code_of("workflow_runs", "--run-id", "wfr_missing") == 4


@pytest.mark.django_db(transaction=True)
@pytest.mark.slow
def test_extract_force_brings_a_rejected_topic_back_and_without_force_it_errors(
    pipelines,
) -> None:
    user = make_user()
    topic = make_topic(user)
    make_message(topic, content="I'm a nurse. I prefer short answers.")
    Topic.objects.filter(pk=topic.pk).update(
        extraction_status=ExtractionStatus.REJECTED, extraction_attempts=5
    )
    args = ("extract_memories", "--user", str(user.pk), "--topic", str(topic.pk))
    wait = ("--wait", "--timeout", "60", "--json")

    # Named without --force: the task counts the rejected topic as done, with an error.
    out = io.StringIO()
    with pytest.raises(CommandError) as failed:
        call_command(*args, *wait, stdout=out)
    assert failed.value.returncode == FAILED
    [task] = json.loads(out.getvalue())["tasks"]
    assert (task["status"], task["completedTopics"], task["totalTopics"]) == ("error", 1, 1)
    assert (task["error"] or {})["code"] == "topic_rejected"
    assert Topic.objects.get(pk=topic.pk).extraction_status == ExtractionStatus.REJECTED

    # With --force it is re-queued (attempts reset) and extracted.
    [task] = json.loads(run(*args, "--force", *wait))["tasks"]
    assert task["status"] == "success" and task["memoriesWritten"] > 0
    stored = Topic.objects.get(pk=topic.pk)
    assert (stored.extraction_status, stored.extraction_attempts) == (
        ExtractionStatus.COMPLETED,
        0,
    )
    assert User.objects.get(pk=user.pk).pending_topics == 0


@pytest.mark.django_db(transaction=True)
@pytest.mark.slow
def test_run_hourly_dry_run_wait_prints_the_counts(pipelines) -> None:
    for _ in range(3):
        make_message(make_topic(make_user()))
    text = run("run_hourly", "--dry-run", "--wait", "--timeout", "60")
    # Everyone who chatted has new topics; their personas follow their extraction.
    assert "Topics: would process 3 users · Persona: would process 0 users" in text
    assert "would process 3 users with new topics (of 3 who chatted)" in text.lower()
    assert AuditLog.objects.filter(action="hourly.dry_run", channel="cli").exists()


@pytest.mark.django_db(transaction=True)
@pytest.mark.slow
def test_run_hourly_wait_follows_its_own_tree_only(pipelines) -> None:
    """Someone else's run in progress and another one failed neither delay nor fail it."""
    from memoryflow.models import RunStatus, WorkflowRun

    WorkflowRun.objects.create(
        trigger_message_id="wfr_other_running",
        run_id="wfr_other_running",
        root_run_id="wfr_other_running",
        pipeline="topics",
        layer="execute-user",
    )
    WorkflowRun.objects.create(
        trigger_message_id="wfr_other_failed",
        run_id="wfr_other_failed",
        root_run_id="wfr_other_failed",
        pipeline="topics",
        layer="extract-topic",
        status=RunStatus.FAILED,
        result={"error": "not ours"},
    )
    make_message(make_topic(make_user()), content="I'm a nurse.")
    report = json.loads(run("run_hourly", "--wait", "--timeout", "60", "--json"))
    assert report["finished"] and report["ok"] and report["failed"] == []
    assert report["problems"] == []
    ours = set(
        WorkflowRun.objects.filter(root_run_id=report["runId"]).values_list("run_id", flat=True)
    )
    assert "wfr_other_running" not in ours and len(ours) >= 5  # cron, 2 L1s, execute, extract…
    # The other run is still in progress: it did not hold ours up.
    assert WorkflowRun.objects.get(run_id="wfr_other_running").status == RunStatus.PUBLISHED
