"""QStash being unreachable is a clear `QStashUnavailable`; a bug stays a bug."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from memoryflow.operations.audit import Actor
from memoryflow.operations.hourly import trigger_hourly
from memoryflow.operations.runs import cancel_run
from memoryflow.qstash import logs
from memoryflow.qstash.errors import QStashUnavailable
from memoryflow.workflows import triggers

pytestmark = pytest.mark.django_db

ACTOR = Actor.cli("tester")


def test_a_publish_to_an_unreachable_qstash_is_qstash_unavailable(qstash_down: None) -> None:
    with pytest.raises(QStashUnavailable, match="could not publish to QStash"):
        trigger_hourly(actor=ACTOR, dry_run=True)


def test_a_bug_while_publishing_is_not_reported_as_qstash_unavailable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(**_: Any) -> str:
        raise KeyError("a bug in our own code")

    monkeypatch.setattr(triggers, "trigger_hourly", broken)
    with pytest.raises(KeyError):
        trigger_hourly(actor=ACTOR, dry_run=True)


def test_a_cancel_against_an_unreachable_qstash_is_qstash_unavailable(qstash_down: None) -> None:
    with pytest.raises(QStashUnavailable, match="could not cancel"):
        cancel_run(actor=ACTOR, run_id="wfr_missing")


def test_the_ops_api_answers_503_only_for_qstash_itself(
    operator: Any, qstash_down: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = APIClient()
    client.force_authenticate(operator)
    assert client.get("/api/ops/runs/").status_code == 503

    def broken(**_: Any) -> list[dict[str, Any]]:
        raise TypeError("a bug in our own code")

    monkeypatch.setattr(logs, "iter_runs", broken)
    client.raise_request_exception = True
    with pytest.raises(TypeError):
        client.get("/api/ops/runs/")
