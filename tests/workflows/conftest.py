"""Integration harness: the real pipelines, through a real qstash_devserver subprocess,
delivering signed HTTP to Django's live server. Nothing of QStash or the SDK is faked.

`pipelines` gives a running setup; `pipelines.restart_qstash(**options)` swaps in a
server with test hooks (duplicate deliveries, failing attempts, latency).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

import pytest
from django.http import HttpResponse

from memoryflow.models import AsyncTask, WorkflowRun
from memoryflow.operations import run_logs
from memoryflow.qstash import logs
from memoryflow.selectors import run_tree
from memoryflow.workflows import topics, triggers
from memoryflow.workflows.serve import WorkflowView
from qstash_devserver.testing import DevServer, running_devserver

DEFAULT_QSTASH = {"retry_schedule": "fast", "concurrency": 16}


def wait_for(condition: Callable[[], bool], what: str, timeout_s: float = 60) -> None:
    """Poll `condition` every 0.2 s until it holds; fails naming `what` after `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"no {what} after {timeout_s}s")
        time.sleep(0.2)


def start_task_run(task: AsyncTask) -> str:
    """Start the topics pipeline for a user's extraction task, as a user's request does
    (`operations.extraction`, less its audit); the root run id."""
    return topics.start_for_users(
        user_ids=[task.user_id], user_initiated=True, async_task_id=str(task.id)
    )


def answer_steps_instead(
    monkeypatch: Any,
    layer: str,
    status: int,
    text: str,
    *,
    content_type: str | None = None,
    when: Callable[[str], bool] = lambda body: True,
) -> Callable[[], None]:
    """The app down for `layer`: its step deliveries whose body `when` accepts are answered
    `status` with `text` (a gateway's page, an outage) instead of being run; its failure
    callbacks still run. Returns what brings the app back."""
    handle = WorkflowView._handle

    def instead(view: WorkflowView, headers: Any, body: str) -> HttpResponse:
        if (
            view.definition.layer == layer
            and "Upstash-Workflow-Is-Failure" not in headers
            and when(body)
        ):
            return HttpResponse(text, status=status, content_type=content_type)
        return handle(view, headers, body)

    monkeypatch.setattr(WorkflowView, "_handle", instead)
    return lambda: monkeypatch.setattr(WorkflowView, "_handle", handle)


class Pipelines:
    def __init__(self, live_url: str, settings: Any, stack: ExitStack) -> None:
        self.live_url = live_url
        self.settings = settings
        self.stack = stack
        self.qstash: DevServer | None = None

    def restart_qstash(self, **options: Any) -> DevServer:
        """A fresh QStash (new store) with these options, and the settings pointed at it."""
        if self.qstash is not None:
            self.qstash.terminate()
        self.qstash = self.stack.enter_context(running_devserver(**{**DEFAULT_QSTASH, **options}))
        self.settings.QSTASH_URL = self.qstash.url
        self.settings.QSTASH_TOKEN = self.qstash.token
        self.settings.QSTASH_CURRENT_SIGNING_KEY = self.qstash.current_signing_key
        self.settings.QSTASH_NEXT_SIGNING_KEY = self.qstash.next_signing_key
        return self.qstash

    def run(
        self, trigger: Callable[[], str], *, timeout_s: float = 120
    ) -> tuple[run_tree.TreeReport, list[dict[str, Any]]]:
        """Start a run tree, wait until every run of it has finished, here and in QStash,
        and return the tree and QStash's runs of it. `trigger` returns the root run id, or
        the message id of a plain publish to a workflow (which becomes the root run)."""
        since = logs.now_ms() - 1000
        root = trigger()
        if not root.startswith("wfr_"):
            root = triggers.run_id_for_message(root)
        report = run_tree.wait_for_tree(root, timeout_s=timeout_s, poll_s=0.3)
        if not report.finished:
            raise AssertionError(f"runs still going after {timeout_s}s: {report.as_dict()}")
        return report, wait_for_qstash_runs(root, since_ms=since, timeout_s=timeout_s)


def wait_for_qstash_runs(root: str, *, since_ms: int, timeout_s: float) -> list[dict[str, Any]]:
    """QStash's runs of the tree of `root`, once none of them is still RUN_STARTED (a run
    ends in QStash one delivery after its last step recorded its result)."""
    wanted = set(WorkflowRun.objects.filter(root_run_id=root).values_list("run_id", flat=True))
    deadline = time.monotonic() + timeout_s
    while True:
        runs = [
            run_logs.describe(run)
            for run in logs.list_runs(since_ms=since_ms, limit=10**6)
            if run.get("workflowRunId") in wanted
        ]
        done = all(run["state"] != "RUN_STARTED" for run in runs) and len(runs) == len(wanted)
        if done or time.monotonic() > deadline:
            return runs
        time.sleep(0.3)


@pytest.fixture
def pipelines(live_server: Any, settings: Any) -> Iterator[Pipelines]:
    settings.MEMORYFLOW_BASE_URL = live_server.url
    with ExitStack() as stack:
        harness = Pipelines(live_server.url, settings, stack)
        harness.restart_qstash()
        yield harness
