"""Admin actions that start work need an explicit choice, and refuse impossible ranges."""

from __future__ import annotations

import pytest
from django.urls import reverse

from memoryflow.models import AsyncTask, AuditLog
from tests.admin.conftest import client_for
from tests.factories import make_message, make_topic, make_user

pytestmark = pytest.mark.django_db

USERS = reverse("admin:accounts_user_changelist")


def extract(operator, **fields: str):
    user = make_user()
    make_message(make_topic(user))
    body = {"action": "extract_memories_now", "_selected_action": [user.pk], "apply": "1"}
    return client_for(operator).post(USERS, {**body, **fields})


def test_extract_now_without_a_mode_starts_nothing(operator) -> None:
    page = extract(operator)
    assert page.status_code == 200 and b"This field is required" in page.content
    page = extract(operator, mode="yes")
    assert page.status_code == 200 and b"Select a valid choice" in page.content
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()


def test_extract_now_refuses_a_far_future_range(operator) -> None:
    page = extract(operator, mode="run", to_date="9999-12-31")
    assert page.status_code == 200 and b"must be between 1900-01-01 and 9998-12-31" in page.content
    assert not AsyncTask.objects.exists() and not AuditLog.objects.exists()
