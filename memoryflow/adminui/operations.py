"""The Operations page: "Dry-run hourly", "Run hourly now" (behind a confirmation page), the
hourly schedule, recent hourly runs with their outcome, active tasks and recent audit."""

from __future__ import annotations

import re
from typing import Any

from django.conf import settings
from django.contrib import admin, messages
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html
from django.views.decorators.http import require_POST

from memoryflow.adminui import dlq
from memoryflow.adminui.common import TRIGGER, VIEW_RUNS, ReadOnlyAdmin, actor, fail_fast, require
from memoryflow.models import AuditLog
from memoryflow.operations.hourly import hourly_outcome, trigger_hourly
from memoryflow.qstash import logs
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.selectors.audit import audited_actions, recent_audit
from memoryflow.selectors.hourly import HourlyOutcome
from memoryflow.selectors.runs import recent_hourly_runs
from memoryflow.selectors.tasks import count_active_tasks
from memoryflow.workflows import schedules, triggers

# Matched whole (`fullmatch`): `$` would also take a trailing newline into a QStash URL.
MESSAGE_ID = re.compile(r"[A-Za-z0-9_.:-]{1,128}")


class OperationsAdmin(ReadOnlyAdmin):
    """A dashboard in place of a changelist (the model is a table-less proxy)."""

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return request.user.has_perm(VIEW_RUNS)

    def get_urls(self) -> list[Any]:
        wrap = self.admin_site.admin_view
        return [
            path("", wrap(self.changelist_view), name="memoryflow_operations_changelist"),
            path("dry-run/", wrap(self.dry_run_view), name="memoryflow_operations_dry_run"),
            path("run/", wrap(self.run_view), name="memoryflow_operations_run"),
            path("dlq/", wrap(self.dead_letters_view), name="memoryflow_operations_dlq"),
            path(
                "dlq/redrive/",
                wrap(dlq.redrive_view),
                name="memoryflow_operations_dlq_redrive",
            ),
            path(
                "hourly/<str:message_id>/",
                wrap(self.hourly_view),
                name="memoryflow_operations_hourly",
            ),
            path(
                "hourly/<str:message_id>/status.json",
                wrap(self.hourly_status_view),
                name="memoryflow_operations_hourly_status",
            ),
        ]

    def _context(self, request: HttpRequest, **extra: Any) -> dict[str, Any]:
        return {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "can_trigger": request.user.has_perm(TRIGGER),
            **extra,
        }

    @fail_fast
    def changelist_view(self, request: HttpRequest, extra_context: Any = None) -> HttpResponse:
        if not self.has_view_permission(request):
            require(request, VIEW_RUNS)
        schedule, schedule_error = None, None
        try:
            schedule = triggers.get_schedule()
        except TRANSPORT_ERRORS as error:  # QStash down must not take the page down
            schedule_error = str(error)
        hourly = [
            (run, hourly_outcome(run.run_id, check_qstash=False))
            for run in recent_hourly_runs(limit=10)
        ]
        context = self._context(
            request,
            title="Operations",
            qstash_url=settings.QSTASH_URL,
            base_url=settings.MEMORYFLOW_BASE_URL,
            schedule=schedule,
            schedule_error=schedule_error,
            # Same QStash account, same schedule id: schedule_hourly would refuse to write it.
            schedule_elsewhere=schedule is not None
            and not schedules.is_ours(schedule["destination"], settings.MEMORYFLOW_BASE_URL),
            schedule_id=triggers.hourly_schedule_id(),
            hourly=hourly,
            active_tasks=count_active_tasks(),
            audit=recent_audit(limit=10),
        )
        return TemplateResponse(request, "admin/memoryflow/operations/dashboard.html", context)

    @fail_fast
    def dead_letters_view(self, request: HttpRequest) -> HttpResponse:
        context = self._context(request, base_url=settings.MEMORYFLOW_BASE_URL)
        return dlq.dead_letters_view(request, context)

    @staticmethod
    def _result_url(message_id: str) -> str:
        return reverse("admin:memoryflow_operations_hourly", args=[message_id])

    def dry_run_view(self, request: HttpRequest) -> HttpResponse:
        return require_POST(self._trigger)(request, dry_run=True)

    def run_view(self, request: HttpRequest) -> HttpResponse:
        require(request, TRIGGER)
        if request.method != "POST":
            return TemplateResponse(
                request,
                "admin/memoryflow/operations/confirm_run.html",
                self._context(request, title="Run the hourly job now?"),
            )
        return self._trigger(request, dry_run=False)

    def _trigger(self, request: HttpRequest, *, dry_run: bool) -> HttpResponse:
        require(request, TRIGGER)
        try:
            message_id = trigger_hourly(actor=actor(request), dry_run=dry_run)
        except QStashUnavailable as error:
            messages.error(request, str(error))
            return HttpResponseRedirect(reverse("admin:memoryflow_operations_changelist"))
        label = "Dry-run" if dry_run else "Run"
        messages.success(request, f"{label} of the hourly job started (run {message_id}).")
        return HttpResponseRedirect(self._result_url(message_id))

    def _outcome(self, request: HttpRequest, message_id: str) -> HourlyOutcome:
        require(request, VIEW_RUNS)
        if not MESSAGE_ID.fullmatch(message_id):
            raise_404(message_id)
        try:
            outcome = hourly_outcome(message_id)
        except logs.RunNotFound as error:
            raise Http404(str(error)) from None
        if outcome.dry_run is None:  # not started yet: the audit knows what was asked
            actions = audited_actions(target_type="run", target_id=message_id)
            if actions:
                outcome.dry_run = "hourly.dry_run" in actions
        return outcome

    @fail_fast
    def hourly_view(self, request: HttpRequest, message_id: str) -> HttpResponse:
        outcome = self._outcome(request, message_id)
        context = self._context(
            request,
            title="Hourly dry-run" if outcome.dry_run else "Hourly run",
            outcome=outcome,
            run_url=_run_url(outcome.run_id),
            children=[(p, r, _run_url(r)) for p, r in sorted(outcome.child_run_ids.items())],
        )
        return TemplateResponse(request, "admin/memoryflow/operations/hourly.html", context)

    @fail_fast
    def hourly_status_view(self, request: HttpRequest, message_id: str) -> HttpResponse:
        outcome = self._outcome(request, message_id)
        return JsonResponse({**outcome.as_dict(), "runUrl": _run_url(outcome.run_id)})


def _run_url(run_id: str | None) -> str | None:
    if not run_id:
        return None
    return reverse("admin:memoryflow_workflowrun_run", args=[run_id])


def raise_404(message_id: str) -> None:
    raise Http404(f"not a message id: {message_id!r}")


class AuditLogAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "actor_label", "channel", "action", "target", "short_details")
    list_filter = ("channel", "action", "created_at")
    search_fields = ("actor_label", "action", "target_id")
    date_hierarchy = "created_at"

    @admin.display(description="target")
    def target(self, obj: AuditLog) -> str:
        if obj.target_type == "task":
            url = reverse("admin:memoryflow_asynctask_change", args=[obj.target_id])
            return format_html('task <a href="{}">{}</a>', url, obj.target_id[:8])
        if obj.target_type == "run":
            return format_html('run <a href="{}">{}</a>', _run_url(obj.target_id), obj.target_id)
        if obj.target_type == "message" and obj.action.startswith("hourly."):
            url = reverse("admin:memoryflow_operations_hourly", args=[obj.target_id])
            return format_html('message <a href="{}">{}</a>', url, obj.target_id)
        return f"{obj.target_type} {obj.target_id}".strip()

    @admin.display(description="details")
    def short_details(self, obj: AuditLog) -> str:
        text = ", ".join(
            f"{k}={v}" for k, v in (obj.details or {}).items() if v not in (None, [], {}, "")
        )
        return text if len(text) <= 140 else text[:140] + "…"
