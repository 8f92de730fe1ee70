"""Tokens signed with the real key but malformed, and replayed deliveries: 403, no effect."""

from __future__ import annotations

import base64
import hashlib
import json
import time
from typing import Any

import httpx
import jwt
import pytest

from memoryflow.models import SeenDeliveryToken, WorkflowRun
from memoryflow.workflows import triggers
from memoryflow.workflows.topics import TOPICS

pytestmark = pytest.mark.django_db(transaction=True)

BODY = json.dumps({"dryRun": True}).encode()


def claims_for(payload: bytes, url: str, changes: dict[str, Any] | None = None) -> dict[str, Any]:
    now = int(time.time())
    digest = base64.urlsafe_b64encode(hashlib.sha256(payload).digest()).decode()
    claims: dict[str, Any] = {
        "iss": "Upstash",
        "sub": url,
        "iat": now,
        "nbf": now,
        "exp": now + 300,
        "jti": f"jwt_{time.monotonic_ns()}",
        "body": digest,
    }
    claims.update(changes or {})
    return {key: value for key, value in claims.items() if value is not None}


def deliver(url: str, token: str, message_id: str = "msg_edge") -> httpx.Response:
    headers = {
        "Upstash-Signature": token,
        "Upstash-Message-Id": message_id,
        "Content-Type": "application/json",
    }
    return httpx.post(url, content=BODY, headers=headers, timeout=30)


def test_real_key_tokens_with_missing_or_malformed_claims_are_403(pipelines) -> None:
    url = triggers.workflow_url(TOPICS.path("process-users"))
    key = pipelines.qstash.current_signing_key
    cases = {
        "no body claim": {"body": None},
        "body claim is a number": {"body": 12345},
        "body claim is an object": {"body": {"sha": "x"}},
        "no token id": {"jti": None},
        "token id with a NUL": {"jti": "jwt_\x00"},
        "token id too long": {"jti": "j" * 500},
        "no subject": {"sub": None},
        "subject is a list": {"sub": [url]},
        "exp is text": {"exp": "tomorrow"},
        "exp beyond any date": {"exp": 10**30},
    }
    refused_ids = []
    for name, changes in cases.items():
        claims = claims_for(BODY, url, changes)  # type: ignore[arg-type]
        token = jwt.encode(claims, key, algorithm="HS256")
        response = deliver(url, token)
        if name == "exp beyond any date":
            # Valid, and stored with the latest expiry a date can hold: accepted once.
            assert response.status_code == 200, (name, response.text)
            assert deliver(url, token).status_code == 403, name
            continue
        assert response.status_code == 403, (name, response.status_code, response.text)
        assert "Upstash-Signature" in response.json()["error"], name
        if "\x00" not in str(claims.get("jti")):  # Postgres cannot even look one up
            refused_ids.append(str(claims.get("jti")))
    assert WorkflowRun.objects.count() == 1  # the one valid trigger
    assert not SeenDeliveryToken.objects.filter(jti__in=refused_ids).exists()


def test_a_replayed_delivery_is_refused_and_a_fresh_retry_is_accepted(pipelines) -> None:
    url = triggers.workflow_url(TOPICS.path("process-users"))
    key = pipelines.qstash.current_signing_key
    token = jwt.encode(claims_for(BODY, url), key, algorithm="HS256")

    first = deliver(url, token, "msg_replayed")
    assert first.status_code == 200, first.text
    run_id = first.json()["workflowRunId"]
    claim = WorkflowRun.objects.get(trigger_message_id="msg_replayed")

    replay = deliver(url, token, "msg_replayed")
    assert replay.status_code == 403
    assert "already used" in replay.json()["error"]
    # The replay with another message id (a new trigger) is refused just the same.
    assert deliver(url, token, "msg_other").status_code == 403
    assert list(WorkflowRun.objects.values_list("pk", "run_id", "claimed_at")) == [
        (claim.pk, run_id, claim.claimed_at)
    ]

    # QStash's own retry of the same message carries a new token: accepted, deduplicated.
    retry = deliver(url, jwt.encode(claims_for(BODY, url), key, algorithm="HS256"), "msg_replayed")
    assert retry.status_code == 200
    assert retry.json() == {"workflowRunId": run_id, "deduplicated": True}
    assert SeenDeliveryToken.objects.count() >= 2


def test_every_devserver_delivery_of_a_real_run_is_accepted_with_duplicates(pipelines) -> None:
    """At-least-once delivery signs each attempt afresh: replay protection rejects none."""
    pipelines.restart_qstash(duplicate_deliveries=True)
    state, runs = pipelines.run(lambda: triggers.trigger_hourly(dry_run=True))
    assert state.finished and runs
    assert all(run["state"] == "RUN_SUCCESS" for run in runs)
