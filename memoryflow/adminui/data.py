"""Chat data, memories (by layer, read-only, with their source topic) and persona documents
with their version history and diffs."""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from memoryflow.adminui.common import TRIGGER, ReadOnlyAdmin, SafeListAdmin, actor, require
from memoryflow.models import Memory, Message, PersonaDocument, PersonaHistory, Topic
from memoryflow.operations.topics import requeue_for_extraction


class MessageInline(admin.TabularInline):
    model = Message
    fields = ("created_at", "role", "user", "content")
    readonly_fields = fields
    extra = 0
    can_delete = False
    ordering = ("created_at", "id")
    show_change_link = True


class TopicAdmin(SafeListAdmin):
    list_display = (
        "id",
        "title",
        "user",
        "created_at",
        "extraction_status",
        "extraction_attempts",
        "extraction_last_run_at",
        "extraction_memories_count",
    )
    list_filter = ("extraction_status", "created_at")
    actions = ("requeue_for_extraction",)
    search_fields = ("title", "user__username", "user__email")
    raw_id_fields = ("user",)
    readonly_fields = (
        "extraction_last_run_at",
        "extraction_last_message_at",
        "extraction_message_count",
        "extraction_memories_count",
        "extraction_attempts",
        "extraction_failure_run_id",
        "extraction_error",
    )
    date_hierarchy = "created_at"
    inlines = (MessageInline,)
    list_select_related = ("user",)

    def has_trigger_pipeline_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm(TRIGGER)

    @admin.action(description="Re-queue for extraction", permissions=["trigger_pipeline"])
    def requeue_for_extraction(self, request: HttpRequest, queryset: QuerySet[Topic]) -> None:
        require(request, TRIGGER)
        selected = list(queryset.values_list("id", flat=True))
        requeued = requeue_for_extraction(actor=actor(request), topic_ids=selected)
        if requeued:
            messages.success(
                request,
                f"Re-queued {len(requeued)} topic(s); the next hourly run extracts them.",
            )
        if len(requeued) < len(selected):
            messages.warning(
                request,
                f"{len(selected) - len(requeued)} topic(s) left alone: only rejected and "
                "failed topics can be re-queued.",
            )


class MessageAdmin(SafeListAdmin):
    list_display = ("id", "topic", "user", "role", "short_content", "created_at")
    list_filter = ("role",)
    search_fields = ("content",)
    raw_id_fields = ("topic", "user")
    list_select_related = ("topic", "user")

    @admin.display(description="content")
    def short_content(self, obj: Message) -> str:
        return obj.content[:80]


class MemoryAdmin(ReadOnlyAdmin):
    list_display = ("title", "layer", "user", "category", "topic_link", "captured_at")
    list_filter = ("layer", "category", "captured_at")
    search_fields = ("title", "summary", "details", "user__username", "=user__id")
    list_select_related = ("user", "source_topic")
    date_hierarchy = "captured_at"
    fields = (
        "user",
        "layer",
        "category",
        "type",
        "title",
        "summary",
        "details",
        "tags",
        "fields",
        "topic_link",
        "source_message_ids",
        "fingerprint",
        "captured_at",
        "updated_at",
    )
    readonly_fields = fields

    @admin.display(description="source topic", ordering="source_topic")
    def topic_link(self, obj: Memory) -> str:
        if obj.source_topic_id is None:
            return "—"
        url = reverse("admin:memoryflow_topic_change", args=[obj.source_topic_id])
        return format_html('<a href="{}">{}</a>', url, obj.source_topic or obj.source_topic_id)


def render_diff(diff: str) -> str:
    """A unified diff, added lines green and removed red."""

    def style(line: str) -> str:
        if line.startswith("+") and not line.startswith("+++"):
            return "color:#2e7d32"
        if line.startswith("-") and not line.startswith("---"):
            return "color:#c62828"
        return "color:#555"

    if not diff:
        return "(no textual change)"
    return format_html(
        '<pre class="mf-diff" style="white-space:pre-wrap;margin:0">{}</pre>',
        format_html_join(
            "\n", '<span style="{}">{}</span>', ((style(line), line) for line in diff.splitlines())
        ),
    )


class PersonaHistoryInline(admin.StackedInline):
    model = PersonaHistory
    fields = (
        "previous_version",
        "next_version",
        "edited_by",
        "created_at",
        "reasoning",
        "diff_html",
    )
    readonly_fields = fields
    extra = 0
    can_delete = False
    verbose_name = "version"
    verbose_name_plural = "version history (newest first)"

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    @admin.display(description="diff")
    def diff_html(self, obj: PersonaHistory) -> str:
        return render_diff(obj.diff)


class PersonaDocumentAdmin(ReadOnlyAdmin):
    list_display = ("user", "profile", "version", "tagline", "updated_at")
    list_filter = ("profile",)
    search_fields = ("user__username", "tagline", "persona")
    list_select_related = ("user",)
    fields = (
        "user",
        "profile",
        "version",
        "tagline",
        "persona_md",
        "memory_ids",
        "captured_at",
        "updated_at",
    )
    readonly_fields = fields
    inlines = (PersonaHistoryInline,)

    @admin.display(description="persona")
    def persona_md(self, obj: PersonaDocument) -> str:
        return format_html('<pre style="white-space:pre-wrap;margin:0">{}</pre>', obj.persona)


class PersonaHistoryAdmin(ReadOnlyAdmin):
    list_display = ("persona", "previous_version", "next_version", "edited_by", "created_at")
    search_fields = ("persona__user__username",)
    list_select_related = ("persona__user",)
    fields = (
        "persona",
        "previous_version",
        "next_version",
        "edited_by",
        "created_at",
        "reasoning",
        "diff_html",
        "snapshot",
    )
    readonly_fields = fields

    @admin.display(description="diff")
    def diff_html(self, obj: PersonaHistory) -> str:
        return render_diff(obj.diff)
