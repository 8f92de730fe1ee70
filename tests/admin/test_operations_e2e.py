"""The admin's buttons end to end: real QStash (qstash_devserver), real pipelines, real HTTP."""

from __future__ import annotations

import io
import time
from typing import Any

import pytest
from django.core.management import call_command
from django.urls import reverse

from memoryflow.demo.loader import generate_demo_data
from memoryflow.models import AuditLog, Memory, WorkflowRun
from memoryflow.qstash import logs
from memoryflow.querysets import count_users_with_new_topics, count_users_with_stale_persona
from memoryflow.selectors import run_tree
from tests.admin.conftest import client_for

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def _poll_json(client: Any, url: str, *, timeout_s: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + timeout_s
    while True:
        body = client.get(url).json()
        if body["finished"] or time.monotonic() > deadline:
            return body
        time.sleep(0.3)


def test_dry_run_button_shows_the_exact_counts_and_links_the_run(pipelines, operator) -> None:
    generate_demo_data(users=30, chatted_ratio=0.5, messages_per_chatted_user=6, seed=11)
    expected, stale = count_users_with_new_topics(), count_users_with_stale_persona()
    assert expected > 0
    client = client_for(operator)

    response = client.post(reverse("admin:memoryflow_operations_dry_run"))
    assert response.status_code == 302
    page_url = response.headers["Location"]
    message_id = page_url.rstrip("/").rsplit("/", 1)[-1]
    status = _poll_json(client, page_url + "status.json")

    assert status["state"] == "finished", status
    assert status["totals"] == {"topics": expected, "persona": stale}
    page = client.get(page_url).content.decode()
    wanted = f"Topics: would process {expected} users · Persona: would process {stale} users"
    assert wanted in page
    assert 'http-equiv="refresh"' not in page  # finished: no more polling
    cron = WorkflowRun.objects.get(trigger_message_id=message_id)
    assert reverse("admin:memoryflow_workflowrun_run", args=[cron.run_id]) in page
    assert Memory.objects.count() == 0
    entry = AuditLog.objects.get(action="hourly.dry_run")
    assert entry.actor_label == "olivia" and entry.target_id == message_id

    # The runs page lists the three runs from the QStash logs, filterable by pipeline.
    runs_url = reverse("admin:memoryflow_workflowrun_changelist")
    listing = client.get(runs_url).content.decode()
    l1_runs = WorkflowRun.objects.filter(parent_run_id=cron.run_id, layer="process-users")
    assert sorted(l1_runs.values_list("pipeline", flat=True)) == ["persona", "topics"]
    assert all(run_id in listing for run_id in [cron.run_id, *(r.run_id for r in l1_runs)])
    only_cron = client.get(runs_url, {"pipeline": "cron"}).content.decode()
    assert cron.run_id in only_cron and "process-users" not in only_cron
    assert cron.run_id in client.get(runs_url, {"state": "RUN_SUCCESS"}).content.decode()
    assert cron.run_id not in client.get(runs_url, {"state": "RUN_FAILED"}).content.decode()

    # The run's page: the step timeline and its children.
    detail = client.get(reverse("admin:memoryflow_workflowrun_run", args=[cron.run_id]))
    html = detail.content.decode()
    # The cron run is one step: it dispatches both pipelines and carries the statistics.
    assert "memory:cron:hourly:dispatch" in html
    for child in WorkflowRun.objects.filter(parent_run_id=cron.run_id):
        assert child.run_id in html

    # The operations page lists it with its outcome.
    assert wanted in client.get(reverse("admin:memoryflow_operations_changelist")).content.decode()


def test_cancel_a_running_run_from_its_page(pipelines, operator) -> None:
    # Slow deliveries keep the run going long enough to cancel it between two steps.
    pipelines.restart_qstash(latency=1.5)
    generate_demo_data(users=4, chatted_ratio=1.0, messages_per_chatted_user=2, seed=3)
    client = client_for(operator)
    client.post(reverse("admin:memoryflow_operations_dry_run"))

    deadline = time.monotonic() + 30
    run_id = None
    while run_id is None and time.monotonic() < deadline:
        run_id = (
            WorkflowRun.objects.filter(pipeline="cron")
            .exclude(run_id="")
            .values_list("run_id", flat=True)
            .first()
        )
        time.sleep(0.1)
    assert run_id, "the cron run never started"
    page = client.get(reverse("admin:memoryflow_workflowrun_run", args=[run_id])).content.decode()
    assert 'id="cancel-run"' in page

    response = client.post(
        reverse("admin:memoryflow_workflowrun_cancel", args=[run_id]),
        {"reason": "testing"},
        follow=True,
    )
    assert f"Run {run_id} canceled." in response.content.decode()
    assert logs.get_run(run_id)["workflowState"] == "RUN_CANCELED"
    entry = AuditLog.objects.get(action="run.cancel")
    assert entry.target_id == run_id and entry.details == {"reason": "testing"}
    runs_url = reverse("admin:memoryflow_workflowrun_changelist")
    assert run_id in client.get(runs_url, {"state": "RUN_CANCELED"}).content.decode()
    assert run_id not in client.get(runs_url, {"state": "RUN_SUCCESS"}).content.decode()


def test_run_hourly_now_after_confirmation_dispatches_the_pipelines(pipelines, operator) -> None:
    generate_demo_data(users=8, chatted_ratio=0.5, messages_per_chatted_user=3, seed=2)
    expected, stale = count_users_with_new_topics(), count_users_with_stale_persona()
    client = client_for(operator)
    response = client.post(reverse("admin:memoryflow_operations_run"))
    assert response.status_code == 302
    status = _poll_json(client, response.headers["Location"] + "status.json")
    assert status["state"] == "dispatched" and status["dryRun"] is False
    assert status["totals"] == {"topics": expected, "persona": stale}
    page = client.get(response.headers["Location"]).content.decode()
    assert f"Topics: processing {expected} users · Persona: processing {stale} users" in page
    assert AuditLog.objects.filter(action="hourly.run", actor_label="olivia").exists()
    report = run_tree.wait_for_tree(status["runId"], timeout_s=90, poll_s=0.3)
    assert report.ok, report.as_dict()


def test_hourly_page_says_why_the_trigger_is_not_delivered(pipelines, operator, settings) -> None:
    settings.MEMORYFLOW_BASE_URL = "http://127.0.0.1:9"  # QStash cannot reach memoryflow
    client = client_for(operator)
    response = client.post(reverse("admin:memoryflow_operations_dry_run"))
    url = response.headers["Location"] + "status.json"
    deadline = time.monotonic() + 30
    status = client.get(url).json()
    while not status["failure"] and time.monotonic() < deadline:
        time.sleep(0.3)
        status = client.get(url).json()
    assert status["state"] in ("waiting", "failed")
    assert status["failure"].startswith("QStash delivery failing"), status
    page = client.get(response.headers["Location"]).content.decode()
    assert 'id="hourly-delivery"' in page


def test_dashboard_says_the_hourly_schedule_starts_another_deployment(
    pipelines, operator, settings
) -> None:
    call_command("schedule_hourly", stdout=io.StringIO())  # production, at the live server
    production = f"{pipelines.live_url}/api/workflows/memory-user-memory/cron/hourly"
    client = client_for(operator)
    dashboard = reverse("admin:memoryflow_operations_changelist")
    assert "another deployment" not in client.get(dashboard).content.decode()

    settings.MEMORYFLOW_BASE_URL = "http://127.0.0.1:9"  # staging, same QStash account
    page = client.get(dashboard).content.decode()
    assert "<code>memoryflow-hourly</code>" in page
    assert f"starts another deployment ({production})" in page
    assert "MEMORYFLOW_SCHEDULE_PREFIX" in page

    settings.MEMORYFLOW_SCHEDULE_PREFIX = "staging"  # its own ids: none written yet
    page = client.get(dashboard).content.decode()
    assert "<code>staging-hourly</code>" in page and "not created yet" in page
    assert "another deployment" not in page
