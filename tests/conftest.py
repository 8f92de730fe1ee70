"""Suite-wide fixtures."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection
from hypothesis import settings as hypothesis_settings

# No time limit per example: Hypothesis's default (200 ms) is a timed assertion, and on
# these shared, noisy machines a loaded core failed a correct property test with it.
hypothesis_settings.register_profile("memoryflow", deadline=None)
hypothesis_settings.load_profile("memoryflow")


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup: None, django_db_blocker: Any) -> Iterator[None]:
    """pytest-django's test database, and a clean way out of it.

    Live-server request threads may still be answering deliveries that a test no longer
    waits for (a trigger's follow-up steps); on Postgres their connections would make
    `DROP DATABASE` fail and leave a test database behind. End them before it is dropped.
    """
    yield
    if connection.vendor != "postgresql":
        return
    with django_db_blocker.unblock(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
