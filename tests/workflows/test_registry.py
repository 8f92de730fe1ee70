"""A pipeline is one declaration: a toy pipeline declared here, and nowhere else, runs end
to end through QStash and shows up in the admin and in `manage.py workflow_runs`."""

from __future__ import annotations

import io
import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import httpx
import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from accounts.models import User
from memoryflow.models import WorkflowRun
from memoryflow.payload import MemoryExtractionPayload
from memoryflow.querysets import UserCursor, UserPage
from memoryflow.workflows import registry, triggers
from memoryflow.workflows.pipeline import UserPipeline, UserSelection
from memoryflow.workflows.steps import Stats, final_step, payload_of
from tests.factories import make_user

pytestmark = pytest.mark.django_db(transaction=True)


def toy_users() -> Any:
    return User.objects.filter(username__startswith="toy-").order_by("created_at", "id")


def page(payload: MemoryExtractionPayload, limit: int, after: UserCursor | None) -> UserPage:
    users = list(toy_users().values_list("id", "created_at"))
    if after is not None:
        users = [u for u in users if (u[1], u[0]) > (after.created_at, after.id)]
    rows = users[:limit]
    cursor = UserCursor(created_at=rows[-1][1], id=rows[-1][0]) if len(rows) == limit else None
    return UserPage(ids=[user_id for user_id, _ in rows], next_cursor=cursor)


def greet(context: Any) -> None:
    payload = payload_of(context)

    def work() -> Stats:
        return {"userId": payload.user_id, "greeted": True}

    final_step(context, "toy", "execute-user", f"{payload.user_id}:greet", work)


TOY = UserPipeline(
    name="toy",
    selection=UserSelection(noun="toy users", count=lambda p: toy_users().count(), page=page),
    execute_user=greet,
    chatted=lambda: toy_users().count(),
    execute_flow=lambda user_id: {"key": f"toy.{user_id}", "parallelism": 2},
    execute_payload=lambda p, user_id: p.with_changes(user_ids=(user_id,), user_cursor=None),
    hourly=False,
    page_size=2,  # small pages and chunks: the keyset walk and the chunked fan-out run
    chunk_size=1,
)


@pytest.fixture
def toy() -> Iterator[UserPipeline]:
    registry.register(TOY)
    yield TOY
    registry.unregister(TOY.name)


def test_a_declared_pipeline_runs_and_is_listed(pipelines: Any, toy: UserPipeline) -> None:
    users = {make_user(username=f"toy-{n}").id for n in range(5)}
    make_user(username="not-a-toy")

    report, runs = pipelines.run(lambda: triggers.start_pipeline("toy"))
    assert report.ok, report.as_dict()
    greeted = [r["result"]["userId"] for r in runs if r["layer"] == "execute-user"]
    assert sorted(greeted) == sorted(users)  # each toy user exactly once
    l1 = next(r for r in runs if r["layer"] == "process-users")
    assert l1["result"]["totalEligible"] == 5
    # The statistics ride on each run's last step and are kept on its local record; only a
    # page of users is a step of its own (its fan-out must see the same page on a retry).
    recorded = dict(WorkflowRun.objects.filter(pipeline="toy").values_list("run_id", "result"))
    assert {r["runId"]: r["result"] for r in runs} == recorded
    for run in runs:
        pages = run["layer"] == "paginate-users" and "processedUsers" in run["result"]
        assert run["steps"] == (2 if pages else 1), run

    out = io.StringIO()
    call_command("workflow_runs", "--pipeline", "toy", "--limit", "50", "--json", stdout=out)
    listed = json.loads(out.getvalue())["runs"]
    assert {r["layer"] for r in listed} == {"process-users", "paginate-users", "execute-user"}

    admin = User.objects.create_superuser("root", "root@example.com", "pw")
    client = Client()
    client.force_login(admin)
    page_html = client.get(
        reverse("admin:memoryflow_workflowrun_changelist"), {"pipeline": "toy"}
    ).content.decode()
    assert all(run["runId"] in page_html for run in listed)

    # The hourly job does not dispatch it (hourly=False).
    assert "toy" not in [p.name for p in registry.hourly_pipelines()]


def test_explicit_users_fan_out_no_more_than_a_chunk_per_batch(
    pipelines: Any, toy: UserPipeline
) -> None:
    wide = registry.register(replace(TOY, chunk_size=3))
    users = [make_user(username=f"toy-{n}").id for n in range(11)]

    report, runs = pipelines.run(lambda: triggers.start_pipeline("toy", {"userIds": users}))
    assert report.ok, report.as_dict()
    greeted = [r["result"]["userId"] for r in runs if r["layer"] == "execute-user"]
    assert sorted(greeted) == sorted(users)
    children = Counter(
        WorkflowRun.objects.filter(pipeline="toy")
        .exclude(parent_run_id="")
        .values_list("parent_run_id", flat=True)
    )
    assert max(children.values()) == wide.chunk_size


def test_a_run_of_a_pipeline_no_longer_registered_is_closed_as_failed(pipelines: Any) -> None:
    # A deploy that removes a pipeline while one of its runs is in flight: every delivery
    # of the run, and then its failure callback, got a 404 and QStash retried each through
    # its schedule; no failure function could close the run's record, so its run tree
    # (and `run_hourly --wait`, and the hourly lease) waited for a run nothing would end.
    from memoryflow.models import RunStatus
    from memoryflow.selectors import run_tree

    gone = triggers.workflow_path("retired", "process-users")
    root = triggers.publish_one(
        triggers.Trigger(
            path=gone,
            body={"dryRun": True},
            base_url=pipelines.live_url,
            run_id=triggers.new_root_run_id(),
        )
    )

    report = run_tree.wait_for_tree(root, timeout_s=60, poll_s=0.3)

    assert report.finished
    # Unsigned, the URL is still just not there.
    unsigned = httpx.post(triggers.workflow_url(gone), json={}, timeout=30)
    assert unsigned.status_code == 404
    row = WorkflowRun.objects.get(run_id=root)
    assert row.status == RunStatus.FAILED
    assert "retired/process-users" in (row.result or {})["error"]
