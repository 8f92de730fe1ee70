"""Actions on users: extract memories now (intermediate page), rewrite persona now, purge
memories (confirmation page). Shown only to operators with the permission; the action
functions check it again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from memoryflow.adminui.common import PURGE, TRIGGER, actor, require
from memoryflow.operations import memories
from memoryflow.operations.extraction import extract_for_users
from memoryflow.operations.persona import rewrite_persona
from memoryflow.operations.users import UnknownUsers
from memoryflow.qstash.errors import QStashUnavailable
from memoryflow.selectors.memories import count_memories_and_topics
from memoryflow.services.tasks import InvalidTaskRequest
from memoryflow.validation import MAX_DATE, MIN_DATE

MODE_CHOICES = (("run", "Extract now"), ("dry", "Dry run: only count the topics"))
#: As in the ops API. An extraction is published user after user inside the request (and a
#: persona rewrite carries every id in one message): "select all" took every user, and the
#: server's timeout cut the request midway, without an audit row.
MAX_USERS = 1000


class ExtractForm(forms.Form):
    mode = forms.ChoiceField(choices=MODE_CHOICES, initial="run", widget=forms.RadioSelect)
    force = forms.BooleanField(
        required=False,
        help_text="Also re-extract topics that were already extracted.",
    )
    from_date = forms.DateField(
        required=False,
        label="From",
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text="Only topics created on or after this day (UTC).",
    )
    to_date = forms.DateField(
        required=False,
        label="To",
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text="Only topics created on or before this day (UTC).",
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        for name in ("from_date", "to_date"):
            day = data.get(name)
            if day is not None and not MIN_DATE <= day <= MAX_DATE:
                self.add_error(name, f"must be between {MIN_DATE} and {MAX_DATE}")
                data[name] = None
        start, end = data.get("from_date"), data.get("to_date")
        if start and end and start > end:
            self.add_error("to_date", "must be on or after From")
        return data


def _intermediate(
    admin_obj: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet[Any], **extra: Any
) -> TemplateResponse:
    context = {
        **admin_obj.admin_site.each_context(request),
        "opts": admin_obj.model._meta,
        "queryset": queryset,
        "action_checkbox_name": ACTION_CHECKBOX_NAME,
        **extra,
    }
    return TemplateResponse(request, "admin/memoryflow/users/action_form.html", context)


def _too_many(request: HttpRequest, queryset: QuerySet[Any]) -> bool:
    """More users than `MAX_USERS` selected: say so (the action then starts nothing)."""
    selected = queryset.count()
    if selected <= MAX_USERS:
        return False
    messages.error(request, f"At most {MAX_USERS} users at once ({selected} selected).")
    return True


def _task_links(tasks: list[Any]) -> str:
    return format_html_join(
        ", ",
        '<a href="{}">{}</a>',
        (
            (reverse("admin:memoryflow_asynctask_change", args=[t.id]), f"task of user {t.user_id}")
            for t in tasks
        ),
    )


if TYPE_CHECKING:
    _ModelAdmin = admin.ModelAdmin[Any]
else:
    _ModelAdmin = object  # a mixin: the ModelAdmin comes second in the user admin's bases


class MemoryActionsMixin(_ModelAdmin):
    """For the user admin: `actions = MemoryActionsMixin.memory_actions`."""

    memory_actions = ("extract_memories_now", "rewrite_persona_now", "purge_memories")

    def has_trigger_pipeline_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm(TRIGGER)

    def has_purge_memories_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm(PURGE)

    @admin.action(description="Extract memories now…", permissions=["trigger_pipeline"])
    def extract_memories_now(
        self, request: HttpRequest, queryset: QuerySet[Any]
    ) -> HttpResponse | None:
        require(request, TRIGGER)
        if _too_many(request, queryset):
            return None
        form = ExtractForm(request.POST if "apply" in request.POST else None)
        if not (form.is_bound and form.is_valid()):
            return _intermediate(
                self,
                request,
                queryset,
                title="Extract memories now",
                form=form,
                action="extract_memories_now",
                submit="Start extraction",
                intro="Extract memories from the chat topics of these users. Each user gets an "
                "extraction task whose progress you can follow on the Async tasks page.",
            )
        data = form.cleaned_data
        try:
            report = extract_for_users(
                actor=actor(request),
                user_ids=list(queryset.values_list("id", flat=True)),
                force=data["force"],
                from_date=data["from_date"],
                to_date=data["to_date"],
                dry_run=data["mode"] == "dry",
            )
        except (InvalidTaskRequest, UnknownUsers) as error:
            messages.error(request, str(error))
            return None
        level = messages.WARNING if report.failed else messages.SUCCESS
        started = report.started + report.already_running
        if started:
            messages.add_message(
                request, level, format_html("{} Tasks: {}", report.summary, _task_links(started))
            )
        else:
            messages.add_message(request, level, report.summary)
        return None

    @admin.action(description="Rewrite persona now", permissions=["trigger_pipeline"])
    def rewrite_persona_now(self, request: HttpRequest, queryset: QuerySet[Any]) -> None:
        require(request, TRIGGER)
        if _too_many(request, queryset):
            return
        user_ids = list(queryset.values_list("id", flat=True))
        try:
            message_id = rewrite_persona(actor=actor(request), user_ids=user_ids)
        except QStashUnavailable as error:
            messages.error(request, str(error))
            return
        messages.success(
            request,
            format_html(
                "Persona rewrite started for {} user(s) (message {}). Follow it on "
                '<a href="{}?pipeline=persona">Workflow runs</a>.',
                len(user_ids),
                message_id,
                reverse("admin:memoryflow_workflowrun_changelist"),
            ),
        )

    @admin.action(description="Purge memories…", permissions=["purge_memories"])
    def purge_memories(self, request: HttpRequest, queryset: QuerySet[Any]) -> HttpResponse | None:
        require(request, PURGE)
        if "apply" not in request.POST:
            return _intermediate(
                self,
                request,
                queryset,
                title="Purge memories?",
                action="purge_memories",
                submit="Yes, purge their memories",
                danger=True,
                intro="This deletes every memory of these users and resets all their topics to "
                "pending, so the next run extracts them again. Persona documents are kept.",
                counts=count_memories_and_topics(users=queryset),
            )
        who = actor(request)
        deleted = reset = 0
        for user_id in queryset.values_list("id", flat=True):
            result = memories.purge_memories(actor=who, user_id=user_id)
            deleted += result.memories_deleted
            reset += result.topics_reset
        messages.success(
            request,
            f"Purged {deleted} memories of {queryset.count()} user(s); {reset} topics reset to pending.",
        )
        return None
