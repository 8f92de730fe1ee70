"""Small helpers the admin modules share: permissions, the acting operator, time display."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from django.contrib import admin
from django.contrib.admin.options import IncorrectLookupParameters
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest

from memoryflow.models import AuditChannel
from memoryflow.operations.audit import Actor
from memoryflow.qstash import client as qstash
from memoryflow.validation import MAX_DATE, MIN_DATE

TRIGGER = "memoryflow.trigger_pipeline"
CANCEL = "memoryflow.cancel_run"
PURGE = "memoryflow.delete_memory"
VIEW_RUNS = "memoryflow.view_workflowrun"


def require(request: HttpRequest, perm: str) -> None:
    """Views check permissions themselves: a hidden button is not a permission check."""
    if not request.user.has_perm(perm):
        raise PermissionDenied(f"you need the {perm} permission")


def actor(request: HttpRequest) -> Actor:
    return Actor.of(request.user, AuditChannel.ADMIN)


def from_ms(value: Any) -> datetime | None:
    """QStash times are epoch milliseconds."""
    if not value:
        return None
    try:
        return datetime.fromtimestamp(int(value) / 1000, tz=UTC)
    except (TypeError, ValueError, OverflowError):
        return None


STATE_LABELS = {
    "RUN_STARTED": "running",
    "RUN_SUCCESS": "success",
    "RUN_FAILED": "failed",
    "RUN_CANCELED": "canceled",
}


def fail_fast(view: Callable[..., Any]) -> Callable[..., Any]:
    """An admin page that reads QStash answers at once when QStash is down, without the
    client's half a minute of retries."""

    @functools.wraps(view)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        with qstash.fail_fast():
            return view(*args, **kwargs)

    return wrapped


#: Date parts of a lookup (`created_at__year=…`, the date hierarchy's links among them):
#: Django turns them into datetimes, so a year Python's datetime cannot hold raised
#: ValueError or OverflowError (a 500). Bounds as in `validation`; a month or day out of
#: range but small is Django's own bad lookup, or matches nothing.
_DATE_PARTS = {"year": (MIN_DATE.year, MAX_DATE.year), "month": (1, 12), "day": (1, 31)}


def _bad_lookup(key: str, values: list[str]) -> bool:
    if any("\x00" in text for text in (key, *values)):
        return True
    for part in key.split("__")[1:]:
        if part in _DATE_PARTS:
            low, high = _DATE_PARTS[part]
            if not all(re.fullmatch(r"[0-9]{1,4}", v) and low <= int(v) <= high for v in values):
                return True
    return False


class SafeListAdmin(admin.ModelAdmin):
    """A list's query string the database or Python cannot take is a bad lookup (Django
    redirects to `?e=1`): a NUL (PostgreSQL refuses NUL in a text parameter, so the page's
    query would answer 500), or a date part out of range (`created_at__year=0`, `9999` from
    the date hierarchy, whose next year is 10000)."""

    def get_changelist_instance(self, request: HttpRequest) -> Any:
        if any(_bad_lookup(key, values) for key, values in request.GET.lists()):
            raise IncorrectLookupParameters("a NUL or a date out of range in the query string")
        return super().get_changelist_instance(request)


class ReadOnlyAdmin(SafeListAdmin):
    """Nothing to add, change or delete by hand: the rows are written by the pipelines and the
    services; operators look, and change state through actions and buttons."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
