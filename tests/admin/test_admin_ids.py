"""Ids in the admin's URLs are matched whole: an id with a trailing newline is no id (404),
not a URL that QStash's client refuses (500) nor a run that is "still waiting"."""

from __future__ import annotations

import pytest
from django.urls import reverse

from memoryflow.models import AuditLog
from tests.admin.conftest import client_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("method", "view", "good_id"),
    [
        ("get", "admin:memoryflow_workflowrun_run", "wfr_x"),
        ("post", "admin:memoryflow_workflowrun_cancel", "wfr_x"),
        ("get", "admin:memoryflow_operations_hourly", "msg_x"),
        ("get", "admin:memoryflow_operations_hourly_status", "msg_x"),
    ],
)
def test_an_id_ending_in_a_newline_is_not_found(operator, method, view, good_id) -> None:
    client = client_for(operator)
    response = getattr(client, method)(reverse(view, args=[good_id + "\n"]))
    assert response.status_code == 404
    assert not AuditLog.objects.exists()
