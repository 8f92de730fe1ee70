"""Every API request that can start work says so explicitly: `dryRun` true or false, as a
JSON boolean or the form value "true"/"false". Anything else is a 400 and starts nothing."""

from __future__ import annotations

from typing import Any

import pytest

from memoryflow.models import AsyncTask, AuditLog, TaskStatus, TaskType
from tests.api.test_ops_api import api
from tests.factories import make_message, make_topic, make_user

pytestmark = pytest.mark.django_db

NOT_EXPLICIT_JSON: list[dict[str, Any]] = [
    {},
    {"dryRun": None},
    {"dryRun": 0},
    {"dryRun": 1},
    {"dryRun": "false"},
    {"dryRun": "true"},
    {"dryRun": []},
]
NOT_EXPLICIT_FORM: list[dict[str, str]] = [
    {},
    {"dryRun": ""},
    {"dryRun": "0"},
    {"dryRun": "1"},
    {"dryRun": "on"},
    {"dryRun": "yes"},
    {"dryRun": "False"},
    {"other": "x"},
]


def post_form(client: Any, url: str, body: str) -> Any:
    return client.generic("POST", url, body, content_type="application/x-www-form-urlencoded")


def work_endpoints(user_id: int, task_id: str) -> dict[str, dict[str, Any]]:
    return {
        "/api/ops/hourly/": {},
        "/api/ops/extractions/": {"userIds": [user_id]},
        "/api/ops/personas/": {"userIds": [user_id]},
        f"/api/ops/tasks/{task_id}/retry/": {},
    }


def test_a_request_without_an_explicit_dry_run_is_400_and_starts_nothing(operator) -> None:
    user = make_user()
    make_message(make_topic(user))
    failed = AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC, status=TaskStatus.ERROR)
    client = api(operator)
    for url, base in work_endpoints(user.pk, str(failed.pk)).items():
        for extra in NOT_EXPLICIT_JSON:
            response = client.post(url, {**base, **extra}, format="json")
            assert response.status_code == 400, (url, extra, response.content)
            assert "dryRun" in response.json(), (url, extra)
        for fields in NOT_EXPLICIT_FORM:
            pairs = [*(("userIds", str(v)) for v in base.get("userIds", [])), *fields.items()]
            response = post_form(client, url, "&".join(f"{k}={v}" for k, v in pairs))
            assert response.status_code == 400, (url, fields, response.content)
            assert "dryRun" in response.json(), (url, fields)
        # Multipart is not an accepted body at all.
        assert client.post(url, {"dryRun": "false"}).status_code == 415
    assert list(AsyncTask.objects.all()) == [failed]
    assert not AuditLog.objects.exists()


def test_explicit_values_are_accepted_as_json_and_as_form(operator) -> None:
    user = make_user()
    make_message(make_topic(user))
    client = api(operator)
    # QStash is down in these tests: a real start gets as far as publishing (503).
    assert post_form(client, "/api/ops/hourly/", "dryRun=true").status_code == 503
    assert client.post("/api/ops/hourly/", {"dryRun": False}, format="json").status_code == 503
    counted = post_form(client, "/api/ops/extractions/", f"userIds={user.pk}&dryRun=true")
    assert counted.status_code == 200 and counted.json()["topics"] == 1
    checked = client.post(
        "/api/ops/personas/", {"userIds": [user.pk], "dryRun": True}, format="json"
    )
    assert checked.status_code == 200
    assert checked.json() == {"dryRun": True, "userIds": [user.pk], "users": 1}
    assert list(AuditLog.objects.values_list("action", flat=True).order_by("id")) == [
        "extract.dry_run",
        "persona.dry_run",
    ]
    unknown = client.post(
        "/api/ops/personas/", {"userIds": [999999], "dryRun": True}, format="json"
    )
    assert unknown.status_code == 400 and "userIds" in unknown.json()
    assert not AsyncTask.objects.exists()


def test_a_dry_run_given_twice_is_400_and_starts_nothing(operator) -> None:
    # {"dryRun": true, "dryRun": false} was read as its last value: a body a proxy or a
    # reviewer reads as a dry-run started real work (a form's repeated field likewise).
    user = make_user()
    make_message(make_topic(user))
    failed = AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC, status=TaskStatus.ERROR)
    client = api(operator)
    for url, base in work_endpoints(user.pk, str(failed.pk)).items():
        users = f'"userIds": {base["userIds"]}, ' if "userIds" in base else ""
        twice = "{" + users + '"dryRun": true, "dryRun": false}'
        response = client.post(url, twice, content_type="application/json")
        assert response.status_code == 400, (url, response.content)
        assert "dryRun" in str(response.json()), url
        pairs = [f"userIds={u}" for u in base.get("userIds", [])] + ["dryRun=true", "dryRun=false"]
        response = post_form(client, url, "&".join(pairs))
        assert response.status_code == 400, (url, response.content)
        assert "dryRun" in response.json(), url
    assert list(AsyncTask.objects.all()) == [failed]
    assert not AuditLog.objects.exists()
