"""Fuzzing every endpoint of the ops and user APIs: no input may cause a 5xx.

Driven by the project's own OpenAPI schema (`/api/schema/`): each operation gets path
parameters, query parameters and JSON or form bodies built from the names the schema
declares, filled with hostile values (NUL bytes, Unicode digits, integers beyond BIGINT,
impossible and far-future dates, NaN/Infinity, huge and deeply nested JSON, wrong types)
and ordinary ones. Requests run in-process as a superuser (ops) or a signed-in user (me),
against a real qstash_devserver, so requests that start work really publish. Hypothesis
is derandomised: the same examples on every run, a bounded number per operation.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from accounts.models import User
from memoryflow.models import AsyncTask, TaskStatus, TaskType
from qstash_devserver.testing import DevServer, running_devserver
from tests.factories import make_message, make_topic, make_user

pytestmark = pytest.mark.django_db

OPERATIONS = [
    ("GET", "/api/me/extractions/"),
    ("POST", "/api/me/extractions/"),
    ("GET", "/api/me/extractions/{task_id}/"),
    ("POST", "/api/me/extractions/{task_id}/cancel/"),
    ("GET", "/api/me/memories/"),
    ("GET", "/api/me/persona/"),
    ("POST", "/api/ops/extractions/"),
    ("POST", "/api/ops/hourly/"),
    ("GET", "/api/ops/hourly/{message_id}/"),
    ("POST", "/api/ops/personas/"),
    ("GET", "/api/ops/runs/"),
    ("GET", "/api/ops/runs/{run_id}/"),
    ("POST", "/api/ops/runs/{run_id}/cancel/"),
    ("GET", "/api/ops/tasks/"),
    ("GET", "/api/ops/tasks/{task_id}/"),
    ("POST", "/api/ops/tasks/{task_id}/cancel/"),
    ("POST", "/api/ops/tasks/{task_id}/retry/"),
]
EXAMPLES_PER_OPERATION = 30

HOSTILE_TEXT = [
    "\x00",
    "1\x00",
    "a\x00b",
    "\u00b2",  # superscript two: isdigit() yes, int() no
    "\u0661\u0662",  # Arabic-Indic 12: int() takes it
    "\uff19",  # full-width 9
    "99999999999999999999",
    "9223372036854775808",
    "-1",
    "0",
    "1.5",
    "NaN",
    "Infinity",
    "1e999",
    "true",
    "false",
    "null",
    "",
    " ",
    "2025-02-30",
    "9999-12-31",
    "0001-01-01",
    "2025-01-01T25:00:00Z",
    "\u0662\u0660\u0662\u0665-\u0660\u0661-\u0660\u0661",
    "x" * 5000,
    "../../etc",
    "%00",
    "<script>",
]
DEEP_JSON = "[" * 50_000 + "]" * 50_000

text_values = st.one_of(st.sampled_from(HOSTILE_TEXT), st.text(max_size=20))
number_values = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, 1, 2**63 - 1, 2**63, 10**30]),
    st.floats(allow_nan=False, allow_infinity=False),
)
scalar_values = st.one_of(st.none(), st.booleans(), number_values, text_values)
json_values = st.recursive(
    scalar_values,
    lambda children: st.one_of(
        st.lists(children, max_size=3), st.dictionaries(text_values, children, max_size=3)
    ),
    max_leaves=8,
)


@pytest.fixture
def schema() -> dict[str, Any]:
    response = APIClient().get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    document: dict[str, Any] = response.json()
    return document


@pytest.fixture(scope="module")
def qstash() -> Iterator[DevServer]:
    with running_devserver(retry_schedule="fast") as server:
        yield server


@pytest.fixture
def world(settings: Any, qstash: DevServer) -> dict[str, Any]:
    """A real QStash (deliveries go to a closed port: triggers publish, nothing runs), a
    superuser, a user with a chat topic and a failed task."""
    settings.QSTASH_URL = qstash.url
    settings.QSTASH_TOKEN = qstash.token
    settings.QSTASH_CURRENT_SIGNING_KEY = qstash.current_signing_key
    settings.QSTASH_NEXT_SIGNING_KEY = qstash.next_signing_key
    settings.MEMORYFLOW_BASE_URL = "http://127.0.0.1:9"
    admin = User.objects.create_superuser("fuzz-admin", "fuzz@ops.test", "fuzz-pass-123")
    user = make_user()
    make_message(make_topic(user))
    failed = AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC, status=TaskStatus.ERROR)
    return {"admin": admin, "user": user, "task_ids": [str(failed.pk)], "user_id": user.pk}


def client_for(user: User) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.get_or_create(user=user)[0].key}")
    return client


def operation_spec(schema: dict[str, Any], method: str, path: str) -> tuple[list[str], list[str]]:
    """(query parameter names, request body property names) the schema declares."""
    operation = schema["paths"][path][method.lower()]
    query = [p["name"] for p in operation.get("parameters", []) if p["in"] == "query"]
    body: list[str] = []
    content = (operation.get("requestBody") or {}).get("content", {})
    if "application/json" in content:
        ref = content["application/json"]["schema"].get("$ref", "")
        component = schema["components"]["schemas"].get(ref.rsplit("/", 1)[-1], {})
        body = list(component.get("properties", {}))
    return query, body


def test_the_fuzzer_covers_every_operation_of_the_schema(schema: dict[str, Any]) -> None:
    declared = {
        (method.upper(), path)
        for path, operations in schema["paths"].items()
        for method in operations
        if path.startswith(("/api/ops/", "/api/me/"))
    }
    assert declared == set(OPERATIONS)


@pytest.mark.parametrize(("method", "path"), OPERATIONS)
def test_no_input_causes_a_server_error(
    schema: dict[str, Any], world: dict[str, Any], method: str, path: str
) -> None:
    query_names, body_names = operation_spec(schema, method, path)
    client = client_for(world["user"] if path.startswith("/api/me/") else world["admin"])
    known_values = [
        *world["task_ids"],
        str(world["user_id"]),
        world["user_id"],
        "wfr_fuzz",
        "msg_fuzz",
    ]
    valued = st.one_of(json_values, st.sampled_from(known_values))
    names = st.sampled_from([*body_names, *query_names, "dryRun", "userIds", "other"])

    @settings(
        max_examples=EXAMPLES_PER_OPERATION,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(
        path_value=st.one_of(text_values, st.sampled_from(known_values).map(str)),
        query=st.dictionaries(names, st.one_of(text_values, number_values.map(str)), max_size=4),
        body=st.one_of(
            st.dictionaries(names, valued, max_size=5),
            json_values,
            st.sampled_from([DEEP_JSON, "{not json", '{"dryRun": NaN}', "x" * 1_100_000]),
        ),
        as_form=st.booleans(),
    )
    def fuzz(path_value: str, query: dict[str, str], body: Any, as_form: bool) -> None:
        url = path
        for parameter in ("{task_id}", "{run_id}", "{message_id}"):
            url = url.replace(parameter, quote(path_value, safe=""))
        if query:
            url += "?" + urlencode(query)
        if method == "GET":
            response = client.get(url)
        elif as_form and isinstance(body, dict):
            encoded = urlencode({str(k): json.dumps(v) for k, v in body.items()})
            response = client.generic(
                "POST", url, encoded, content_type="application/x-www-form-urlencoded"
            )
        else:
            raw = body if isinstance(body, str) else json.dumps(body)
            response = client.generic("POST", url, raw, content_type="application/json")
        assert response.status_code < 500, (method, url, body, response.content[:500])

    fuzz()
