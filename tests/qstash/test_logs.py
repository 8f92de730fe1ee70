"""The QStash log reader (`memoryflow/qstash/logs.py`) against a real local QStash: runs
started here are listed, read and cancelled; an unknown run is RunNotFound by its 404."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from memoryflow.qstash import logs
from memoryflow.qstash.client import call, qstash_client
from memoryflow.qstash.errors import QStashRefused
from memoryflow.qstash.run_start import RunStart, publish_run_starts
from qstash_devserver.testing import DevServer
from tests.qstash.conftest import NOWHERE

URL = f"{NOWHERE}/api/workflows/memory-user-memory/topics/process-users"


def start_run(**body: object) -> str:
    run_id = f"wfr_{uuid.uuid4().hex}"
    start = RunStart(url=URL, run_id=run_id, body=body, retries=3)
    publish_run_starts(qstash_client(), [start])
    return run_id


def test_a_started_run_is_read_back_with_its_url_and_state(qstash: DevServer) -> None:
    run_id = start_run(dryRun=True)

    run = logs.get_run(run_id)

    assert run["workflowRunId"] == run_id
    assert run["workflowUrl"] == URL
    assert run["workflowState"] == "RUN_STARTED"


def test_list_runs_filters_by_run_and_state_and_stops_at_its_limit(qstash: DevServer) -> None:
    since = logs.now_ms() - 1000
    first, second, third = start_run(n=1), start_run(n=2), start_run(n=3)
    logs.cancel_run(second)

    mine = {first, second, third}
    listed = [r["workflowRunId"] for r in logs.list_runs(since_ms=since, limit=100)]
    started = [r["workflowRunId"] for r in logs.list_runs(since_ms=since, state="RUN_STARTED")]

    assert mine <= set(listed)
    assert second not in started and {first, third} <= set(started)
    assert [r["workflowRunId"] for r in logs.list_runs(run_id=third)] == [third]
    assert len(logs.list_runs(since_ms=since, limit=2)) == 2


def test_a_cancelled_run_is_canceled_in_qstash(qstash: DevServer) -> None:
    run_id = start_run()

    logs.cancel_run(run_id)

    assert logs.get_run(run_id)["workflowState"] == "RUN_CANCELED"


def test_an_unknown_run_is_run_not_found_to_read_and_to_cancel(qstash: DevServer) -> None:
    with pytest.raises(logs.RunNotFound):
        logs.get_run("wfr_nobody_started_this")
    with pytest.raises(logs.RunNotFound):
        logs.cancel_run("wfr_nobody_started_this")


def test_a_refused_call_keeps_its_status(qstash: DevServer, settings: Any) -> None:
    settings.QSTASH_TOKEN = "not-the-token"

    with pytest.raises(QStashRefused) as refused:
        call("/v2/workflows/logs", method="GET")

    assert refused.value.status_code == 401
    assert not refused.value.not_found
