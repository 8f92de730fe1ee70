"""Extraction tasks: status, a progress bar, duration, who asked, the runs they started;
cancel (with who and why) and retry failed ones."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from memoryflow.adminui.common import CANCEL, TRIGGER, ReadOnlyAdmin, actor
from memoryflow.models import AsyncTask, TaskStatus
from memoryflow.operations.tasks import NotCancellable, NotRetryable, cancel_task, retry_task
from memoryflow.qstash.errors import QStashUnavailable
from memoryflow.selectors.audit import audit_of_target
from memoryflow.selectors.runs import runs_started_by_task
from memoryflow.services import tasks

STATUS_COLORS: dict[str, str] = {  # by the status column's value
    TaskStatus.PENDING: "#777",
    TaskStatus.PROCESSING: "#2a6ebb",
    TaskStatus.SUCCESS: "#2e7d32",
    TaskStatus.ERROR: "#c62828",
}


def progress_bar(task: AsyncTask) -> str:
    return format_html(
        '<span class="mf-progress" data-task="{}" data-percent="{}">'
        '<progress max="100" value="{}"></progress> '
        '<span class="mf-progress-text">{}/{} topics ({}%)</span></span>',
        task.id,
        task.progress_percent,
        task.progress_percent,
        task.completed_topics,
        task.total_topics,
        task.progress_percent,
    )


def human_duration(value: timedelta | None) -> str:
    if value is None:
        return "—"
    seconds = int(value.total_seconds())
    if seconds < 60:
        return f"{seconds}s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes}m {seconds:02d}s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h {minutes:02d}m"


class CancelForm(forms.Form):
    reason = forms.CharField(
        max_length=tasks.MAX_CANCEL_REASON_CHARS,
        required=True,
        widget=forms.TextInput(attrs={"size": 60}),
        help_text="Recorded on the task and in the audit log with your name.",
    )


class AsyncTaskAdmin(ReadOnlyAdmin):  # state changes go through the actions (audited)
    list_display = (
        "short_id",
        "user",
        "type",
        "status_badge",
        "progress",
        "duration_display",
        "requested_by",
        "created_at",
    )
    list_filter = ("status", "type", "created_at")
    search_fields = ("=id", "user__username", "user__email", "requested_by")
    list_select_related = ("user",)
    actions = ("cancel_tasks", "retry_failed")
    fieldsets = (
        (None, {"fields": ("id", "user", "type", "status_badge", "progress", "error")}),
        (
            "When",
            {"fields": ("created_at", "started_at", "finished_at", "duration_display", "range")},
        ),
        (
            "Who",
            {
                "fields": (
                    "requested_by",
                    "cancel_requested_at",
                    "cancel_requested_by",
                    "cancel_reason",
                )
            },
        ),
        ("Runs", {"fields": ("runs_started", "history")}),
    )
    readonly_fields = (
        "id",
        "user",
        "type",
        "status_badge",
        "progress",
        "error",
        "created_at",
        "started_at",
        "finished_at",
        "duration_display",
        "range",
        "requested_by",
        "cancel_requested_at",
        "cancel_requested_by",
        "cancel_reason",
        "runs_started",
        "history",
    )
    change_form_template = "admin/memoryflow/asynctask/change_form.html"

    def has_cancel_run_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm(CANCEL)

    def has_trigger_pipeline_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm(TRIGGER)

    @admin.display(description="task", ordering="created_at")
    def short_id(self, obj: AsyncTask) -> str:
        return str(obj.id)[:8]

    @admin.display(description="status", ordering="status")
    def status_badge(self, obj: AsyncTask) -> str:
        label = obj.get_status_display()
        if obj.cancel_requested_at:
            label += " (canceled)"
        return format_html(
            '<strong class="mf-status" style="color:{}">{}</strong>',
            STATUS_COLORS.get(obj.status, "#000"),
            label,
        )

    @admin.display(description="progress")
    def progress(self, obj: AsyncTask) -> str:
        return progress_bar(obj)

    @admin.display(description="duration")
    def duration_display(self, obj: AsyncTask) -> str:
        return human_duration(obj.duration)

    @admin.display(description="date range")
    def range(self, obj: AsyncTask) -> str:
        if not obj.range_from and not obj.range_to:
            return "all topics"
        return f"{obj.range_from or '…'} → {obj.range_to or '…'}"

    @admin.display(description="workflow runs started")
    def runs_started(self, obj: AsyncTask) -> str:
        runs = runs_started_by_task(task_id=obj.id, recorded_run_ids=obj.workflow_run_ids)
        if not runs:
            return "none yet"
        return format_html_join(
            ", ",
            '<a href="{}">{}</a> ({})',
            (
                (reverse("admin:memoryflow_workflowrun_run", args=[r]), r, layer or "run")
                for r, layer in runs.items()
            ),
        )

    @admin.display(description="audit")
    def history(self, obj: AsyncTask) -> str:
        rows = audit_of_target(target_type="task", target_id=str(obj.id), limit=20)
        if not rows:
            return "—"
        return format_html_join(
            "<br>",
            "{} · {} · {} {}",
            ((r.created_at, r.actor_label, r.action, r.details) for r in rows),
        )

    def change_view(
        self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        task = self.get_object(request, object_id)
        extra = {
            "task": task,
            "can_cancel": request.user.has_perm(CANCEL)
            and task is not None
            and (task.is_active or tasks.is_still_running_after_failure(task)),
            "can_retry": request.user.has_perm(TRIGGER)
            and task is not None
            and task.status == TaskStatus.ERROR,
        }
        return super().change_view(request, object_id, form_url, {**(extra_context or {}), **extra})

    @admin.action(description="Cancel selected tasks…", permissions=["cancel_run"])
    def cancel_tasks(
        self, request: HttpRequest, queryset: QuerySet[AsyncTask]
    ) -> HttpResponse | None:
        form = CancelForm(request.POST if "apply" in request.POST else None)
        if form.is_bound and form.is_valid():
            who = actor(request)
            done = ended = 0
            for task in queryset:
                try:
                    cancel_task(actor=who, task_id=task.id, reason=form.cleaned_data["reason"])
                    done += 1
                except NotCancellable:
                    ended += 1
                except tasks.TaskNotFound:
                    continue
            messages.success(request, f"Cancel recorded for {done} task(s).")
            if ended:
                messages.warning(
                    request, f"{ended} task(s) had already finished; they were left as they ended."
                )
            return None
        context = {
            **self.admin_site.each_context(request),
            "title": "Cancel extraction tasks",
            "opts": self.model._meta,
            "queryset": queryset,
            "form": form,
            "action": "cancel_tasks",
            "action_checkbox_name": ACTION_CHECKBOX_NAME,
        }
        return TemplateResponse(request, "admin/memoryflow/asynctask/cancel.html", context)

    @admin.action(description="Retry selected failed tasks", permissions=["trigger_pipeline"])
    def retry_failed(self, request: HttpRequest, queryset: QuerySet[AsyncTask]) -> None:
        who = actor(request)
        retried: list[AsyncTask] = []
        not_started: list[AsyncTask] = []  # their run could not be published
        skipped = 0
        for task in queryset:
            if task.status != TaskStatus.ERROR:
                skipped += 1
                continue
            try:
                new = retry_task(actor=who, task_id=task.id)
            except (QStashUnavailable, NotRetryable) as error:  # NotRetryable: runs still going
                messages.error(request, str(error))
                continue
            # A retry whose run could not be published has ended as error/trigger_failed.
            (not_started if new.status == TaskStatus.ERROR else retried).append(new)
        if not_started:
            messages.error(
                request,
                f"Could not start the retry of {len(not_started)} task(s): "
                f"{(not_started[0].error or {}).get('message', 'error')}",
            )
        if retried:
            messages.success(
                request,
                format_html(
                    "Retried {} task(s): {}",
                    len(retried),
                    format_html_join(
                        ", ",
                        '<a href="{}">{}</a>',
                        (
                            (
                                reverse("admin:memoryflow_asynctask_change", args=[t.id]),
                                str(t.id)[:8],
                            )
                            for t in retried
                        ),
                    ),
                ),
            )
        if skipped:
            messages.warning(
                request, f"{skipped} task(s) skipped: only failed tasks can be retried."
            )
