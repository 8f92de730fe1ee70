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


@pytest.mark.parametrize(
    ("url", "params"),
    [
        # The date hierarchy's links, edited: Django builds datetime(year + 1, …) from them.
        ("/admin/memoryflow/topic/", {"created_at__year": "9999"}),
        ("/admin/memoryflow/auditlog/", {"created_at__year": "9999", "created_at__month": "12"}),
        ("/admin/memoryflow/memory/", {"captured_at__year": "99999999999999"}),
        ("/admin/memoryflow/memory/", {"captured_at__year": "2026", "captured_at__month": "1e99"}),
        (
            "/admin/memoryflow/memory/",
            {"captured_at__year": "2026", "captured_at__month": "99999999999999999999"},
        ),
        # A date part typed into any list's query string: the query's bounds are datetimes.
        ("/admin/memoryflow/asynctask/", {"created_at__year": "0"}),
        ("/admin/memoryflow/message/", {"created_at__year__gte": "-5"}),
        ("/admin/memoryflow/personadocument/", {"captured_at__year": "99999999999999"}),
        ("/admin/memoryflow/personahistory/", {"created_at__year": "10000"}),
        ("/admin/accounts/user/", {"created_at__year": "0"}),
    ],
)
def test_a_year_no_datetime_holds_is_a_bad_lookup(
    operator, url: str, params: dict[str, Any]
) -> None:
    # These answered 500 (ValueError "year 10000 is out of range", OverflowError).
    client = client_for(operator)
    client.raise_request_exception = False
    page = client.get(url, params)
    assert page.status_code == 302 and page["Location"] == url + "?e=1"


def test_a_date_part_within_range_still_filters(operator) -> None:
    client = client_for(operator)
    for url, params in [
        ("/admin/memoryflow/topic/", {"created_at__year": "2026", "created_at__month": "12"}),
        ("/admin/memoryflow/memory/", {"captured_at__year": "9998", "captured_at__month": "12"}),
        ("/admin/memoryflow/asynctask/", {"created_at__year__gte": "1900"}),
        ("/admin/accounts/user/", {"created_at__year": "2026"}),
    ]:
        assert client.get(url, params).status_code == 200, (url, params)
