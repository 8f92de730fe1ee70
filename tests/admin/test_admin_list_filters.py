"""The admin's lists with a hostile filter in the query string: Django's "bad lookup"
redirect, not a 500."""

from __future__ import annotations

from typing import Any

import pytest

from tests.admin.conftest import client_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("url", "params"),
    [
        ("/admin/memoryflow/memory/", {"layer": "a\x00b"}),
        ("/admin/memoryflow/memory/", {"layer": ["identity", "a\x00b"]}),  # repeated
        ("/admin/memoryflow/asynctask/", {"status": "\x00"}),
        ("/admin/memoryflow/topic/", {"extraction_status": "\x00"}),
        ("/admin/memoryflow/auditlog/", {"action": "x\x00"}),
        ("/admin/memoryflow/message/", {"role": "\x00"}),
    ],
)
def test_a_nul_in_a_list_filter_is_a_bad_lookup(operator, url: str, params: dict[str, Any]) -> None:
    # PostgreSQL refuses NUL in a text parameter; the query would fail while the page renders.
    page = client_for(operator).get(url, params)
    assert page.status_code == 302 and page["Location"] == url + "?e=1"
