"""Cancelling a workflow run at an operator's request: QStash drops it, the run index closes
it, and a user's task it worked for does not wait for it for ever."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse
from rest_framework.test import APIClient

from memoryflow.models import AsyncTask, AuditLog, RunStatus, TaskStatus, WorkflowRun
from memoryflow.operations.audit import Actor
from memoryflow.operations.extraction import extract_for_users
from memoryflow.operations.runs import cancel_run
from memoryflow.operations.tasks import NotCancellable
from memoryflow.qstash import logs
from memoryflow.qstash.client import call
from memoryflow.services import tasks
from qstash_devserver.testing import DevServer
from tests.admin.conftest import client_for
from tests.factories import make_chatted_user
from tests.qstash.conftest import operator as operator  # re-exported fixture
from tests.qstash.conftest import qstash as qstash  # re-exported fixture
from tests.qstash.conftest import qstash_server as qstash_server  # re-exported fixture

pytestmark = pytest.mark.django_db(transaction=True)

ACTOR = Actor.cli("tester")


def test_cancelling_the_run_of_an_active_task_ends_the_task(qstash: DevServer) -> None:
    user = make_chatted_user()
    [task] = extract_for_users(actor=ACTOR, user_ids=[user.pk]).started
    run_id = WorkflowRun.objects.get(async_task_id=task.id).run_id

    cancel_run(actor=ACTOR, run_id=run_id, reason="stuck")

    assert logs.get_run(run_id)["workflowState"] == "RUN_CANCELED"
    assert WorkflowRun.objects.get(run_id=run_id).status == RunStatus.CANCELLED
    task.refresh_from_db()
    assert task.status == TaskStatus.ERROR and (task.error or {})["code"] == "canceled"
    assert "stuck" in (task.error or {})["message"]
    assert task.cancel_requested_by == ACTOR.label
    cancel = AuditLog.objects.get(action="run.cancel", target_id=run_id)
    assert cancel.details["task"] == str(task.id)
    # The user is no longer held by a task nothing will finish: a new request is a new task.
    again = tasks.request_chat_topic_extraction(user_id=user.pk)
    assert again.task.pk != task.pk and again.needs_trigger


def test_a_finished_task_is_left_as_it_is(qstash: DevServer) -> None:
    user = make_chatted_user()
    [task] = extract_for_users(actor=ACTOR, user_ids=[user.pk]).started
    run_id = WorkflowRun.objects.get(async_task_id=task.id).run_id
    AsyncTask.objects.filter(pk=task.pk).update(status=TaskStatus.SUCCESS)

    cancel_run(actor=ACTOR, run_id=run_id)

    task.refresh_from_db()
    assert (task.status, task.cancel_requested_at, task.error) == (TaskStatus.SUCCESS, None, None)


def test_a_run_that_already_ended_is_not_reported_cancelled(qstash: DevServer, operator) -> None:
    # QStash answers a cancel of an ended run with 200 and changes nothing: the API said
    # {"canceled": true}, the command "run … canceled" and the audit logged a cancel, of a
    # run that had succeeded.
    user = make_chatted_user()
    [task] = extract_for_users(actor=ACTOR, user_ids=[user.pk]).started
    run_id = WorkflowRun.objects.get(async_task_id=task.id).run_id
    # The run ends as the workflow SDK ends it after its last step.
    call(f"/v2/workflows/runs/{run_id}", method="DELETE", params={"cancel": "false"})

    with pytest.raises(NotCancellable, match="RUN_SUCCESS"):
        cancel_run(actor=ACTOR, run_id=run_id, reason="late")
    client = APIClient()
    client.force_authenticate(operator)
    response = client.post(f"/api/ops/runs/{run_id}/cancel/", {"reason": "late"}, format="json")
    assert response.status_code == 400 and "RUN_SUCCESS" in response.json()["detail"]
    with pytest.raises(CommandError) as raised:
        call_command("cancel", "--run-id", run_id, stdout=io.StringIO(), stderr=io.StringIO())
    assert raised.value.returncode == 4

    assert logs.get_run(run_id)["workflowState"] == "RUN_SUCCESS"
    assert not AuditLog.objects.filter(action="run.cancel").exists()
    task.refresh_from_db()
    assert task.cancel_requested_at is None


def test_another_apps_runs_are_neither_shown_nor_cancelled(
    qstash: DevServer, operator, settings
) -> None:
    # One QStash account may serve other apps, or another deployment of this one (staging
    # next to production): their runs were listed with their step outputs, readable by a
    # viewer, and an operator could cancel them, where their dead letters are left alone.
    [task] = extract_for_users(actor=ACTOR, user_ids=[make_chatted_user().pk]).started
    theirs = WorkflowRun.objects.get(async_task_id=task.id).run_id
    # Seen from another deployment: its own base URL, its own database.
    settings.MEMORYFLOW_BASE_URL = "http://memoryflow.other.test"
    WorkflowRun.objects.filter(run_id=theirs).delete()
    client = APIClient()
    client.force_authenticate(operator)

    listed = client.get("/api/ops/runs/", {"limit": "500"})
    assert listed.status_code == 200 and theirs not in [r["runId"] for r in listed.json()]
    assert client.get(f"/api/ops/runs/{theirs}/").status_code == 404
    response = client.post(f"/api/ops/runs/{theirs}/cancel/", {"reason": "x"}, format="json")
    assert response.status_code == 404
    with pytest.raises(CommandError) as raised:
        call_command("cancel", "--run-id", theirs, stdout=io.StringIO(), stderr=io.StringIO())
    assert raised.value.returncode == 4
    out = io.StringIO()
    call_command("workflow_runs", "--limit", "500", stdout=out, stderr=io.StringIO())
    assert theirs not in out.getvalue()

    admin = client_for(operator)
    assert (
        theirs not in admin.get(reverse("admin:memoryflow_workflowrun_changelist")).content.decode()
    )
    assert admin.get(reverse("admin:memoryflow_workflowrun_run", args=[theirs])).status_code == 404

    assert logs.get_run(theirs)["workflowState"] == "RUN_STARTED"
    assert not AuditLog.objects.filter(action="run.cancel").exists()


def test_following_a_run_that_was_cancelled_exits_1(qstash: DevServer) -> None:
    # workflow_runs --run-id exited 0 for a cancelled run, as for one that succeeded: a
    # script waiting on it with --follow carried on as if its work were done.
    [task] = extract_for_users(actor=ACTOR, user_ids=[make_chatted_user().pk]).started
    run_id = WorkflowRun.objects.get(async_task_id=task.id).run_id
    cancel_run(actor=ACTOR, run_id=run_id, reason="stuck")
    with pytest.raises(CommandError, match="canceled") as raised:
        call_command(
            "workflow_runs",
            "--run-id",
            run_id,
            "--follow",
            stdout=io.StringIO(),
            stderr=io.StringIO(),
        )
    assert raised.value.returncode == 1
