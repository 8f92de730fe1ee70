"""The operators' admin: chat data, memories, personas and extraction tasks.

Admin code only displays and calls services/triggers; it holds no business logic.
"""

from __future__ import annotations

from django.contrib import admin
from django.utils.html import format_html

from memoryflow.models import AsyncTask, Memory, Message, PersonaDocument, PersonaHistory, Topic


class MessageInline(admin.TabularInline):
    model = Message
    fields = ("created_at", "role", "user", "content")
    readonly_fields = fields
    extra = 0
    can_delete = False
    ordering = ("created_at", "id")
    show_change_link = True


@admin.register(Topic)
class TopicAdmin(admin.ModelAdmin):
    list_display = (
        "id",
        "title",
        "user",
        "created_at",
        "extraction_status",
        "extraction_last_run_at",
        "extraction_memories_count",
    )
    list_filter = ("extraction_status", "created_at")
    search_fields = ("title", "user__username", "user__email")
    raw_id_fields = ("user",)
    readonly_fields = (
        "extraction_last_run_at",
        "extraction_last_message_at",
        "extraction_message_count",
        "extraction_memories_count",
        "extraction_error",
    )
    date_hierarchy = "created_at"
    inlines = (MessageInline,)
    list_select_related = ("user",)


@admin.register(Message)
class MessageAdmin(admin.ModelAdmin):
    list_display = ("id", "topic", "user", "role", "short_content", "created_at")
    list_filter = ("role",)
    search_fields = ("content",)
    raw_id_fields = ("topic", "user")
    list_select_related = ("topic", "user")

    @admin.display(description="content")
    def short_content(self, obj: Message) -> str:
        return obj.content[:80]


@admin.register(Memory)
class MemoryAdmin(admin.ModelAdmin):
    list_display = ("title", "layer", "user", "category", "source_topic", "captured_at")
    list_filter = ("layer", "captured_at")
    search_fields = ("title", "summary", "details", "user__username")
    raw_id_fields = ("user", "source_topic")
    readonly_fields = ("fingerprint", "captured_at", "updated_at", "source_message_ids")
    list_select_related = ("user", "source_topic")


class PersonaHistoryInline(admin.StackedInline):
    model = PersonaHistory
    fields = ("previous_version", "next_version", "edited_by", "created_at", "reasoning", "diff")
    readonly_fields = fields
    extra = 0
    can_delete = False


@admin.register(PersonaDocument)
class PersonaDocumentAdmin(admin.ModelAdmin):
    list_display = ("user", "profile", "version", "tagline", "updated_at")
    list_filter = ("profile",)
    search_fields = ("user__username", "tagline", "persona")
    raw_id_fields = ("user",)
    readonly_fields = ("version", "memory_ids", "captured_at", "updated_at")
    inlines = (PersonaHistoryInline,)
    list_select_related = ("user",)


@admin.register(AsyncTask)
class AsyncTaskAdmin(admin.ModelAdmin):
    list_display = (
        "id",
        "user",
        "type",
        "status",
        "progress",
        "requested_by",
        "created_at",
        "duration",
    )
    list_filter = ("status", "type")
    search_fields = ("id", "user__username")
    raw_id_fields = ("user",)
    readonly_fields = (
        "completed_topics",
        "total_topics",
        "workflow_run_ids",
        "cancel_requested_at",
        "cancel_requested_by",
        "cancel_reason",
        "started_at",
        "finished_at",
        "error",
    )
    list_select_related = ("user",)

    @admin.display(description="progress")
    def progress(self, obj: AsyncTask) -> str:
        return format_html(
            '<progress max="100" value="{}"></progress> {}/{}',
            obj.progress_percent,
            obj.completed_topics,
            obj.total_topics,
        )
