"""Operators for the admin, API, command and browser tests: the real roles, made by the real
`create_operator_roles` command, and the real QStash harness (re-exported)."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client

from accounts.models import User
from tests.workflows.conftest import pipelines as pipelines  # re-exported fixture

PASSWORD = "operator-pass-123"
#: A port nothing listens on: QStash "down".
DEAD_QSTASH = "http://127.0.0.1:9"


def make_staff(username: str, role: str | None) -> User:
    user = User.objects.create_user(
        username=username, password=PASSWORD, email=f"{username}@ops.test"
    )
    if role is None:
        user.is_staff = True
        user.save(update_fields=["is_staff"])
    else:
        call_command("create_operator_roles", user=username, role=role, stdout=_Null())
    return User.objects.get(pk=user.pk)  # fresh permission cache


class _Null:
    def write(self, *_: Any) -> None:
        pass

    def flush(self) -> None:
        pass


@pytest.fixture
def operator(db: Any) -> User:
    return make_staff("olivia", "operator")


@pytest.fixture
def viewer(db: Any) -> User:
    return make_staff("victor", "viewer")


@pytest.fixture
def bare_staff(db: Any) -> User:
    """Staff, but in no role: may log in, may do nothing."""
    return make_staff("sam", None)


def client_for(user: User, *, csrf: bool = False) -> Client:
    client = Client(enforce_csrf_checks=csrf)
    client.force_login(user)
    return client


@pytest.fixture(autouse=True)
def qstash_down(settings: Any) -> None:
    """By default QStash is "down" here: no test talks to a server someone left on :8080.
    The `pipelines` fixture points the settings at its own server."""
    settings.QSTASH_URL = DEAD_QSTASH
