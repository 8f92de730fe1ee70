"""Users and their settings; the memory actions (extract now, rewrite persona, purge) come
from `memoryflow.adminui.users` and are hidden from operators without the permission."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as DjangoUserAdmin
from django.db import models
from django.db.models import Count, IntegerField, OuterRef, QuerySet, Subquery
from django.db.models.functions import Coalesce
from django.forms.fields import InvalidJSONInput
from django.http import HttpRequest

from accounts.models import User, UserSettings, has_unstorable_text
from memoryflow.adminui.common import SafeListAdmin
from memoryflow.adminui.users import MemoryActionsMixin
from memoryflow.models import Memory


class SettingsJSONField(forms.JSONField):
    """The settings' JSON text, shown again as typed when it holds what the model refuses
    (`has_unstorable_text`): decoded, half a surrogate pair cannot even be written into the
    page, so the form error answered 500 instead of showing the model's error."""

    def bound_data(self, data: Any, initial: Any) -> Any:
        value = super().bound_data(data, initial)
        return InvalidJSONInput(data) if has_unstorable_text(value) else value


SETTINGS_FORM_FIELDS: Mapping[type[models.Field[Any, Any]], Mapping[str, Any]] = {
    models.JSONField: {"form_class": SettingsJSONField}
}


class UserSettingsInline(admin.StackedInline):
    model = UserSettings
    can_delete = False
    formfield_overrides = SETTINGS_FORM_FIELDS


@admin.register(User)
class UserAdmin(MemoryActionsMixin, SafeListAdmin, DjangoUserAdmin):
    list_display = (
        "username",
        "email",
        "full_name",
        "created_at",
        "chatted_at",
        "memory_count",
        "is_staff",
    )
    list_filter = ("is_staff", "is_active", ("chatted_at", admin.EmptyFieldListFilter))
    search_fields = ("username", "email", "full_name")
    ordering = ("-created_at",)
    readonly_fields = (
        "chatted_at",
        "chatted_topics",
        "pending_topics",
        "memory_version",
        "persona_memory_version",
        "persona_failed_memory_version",
        "persona_failed_composer",
        "created_at",
    )
    fieldsets = (
        *(DjangoUserAdmin.fieldsets or ()),  # always set; the stubs say it may be None
        (
            "Memory",
            {
                "fields": (
                    "full_name",
                    "created_at",
                    "chatted_at",
                    ("chatted_topics", "pending_topics"),
                    ("memory_version", "persona_memory_version"),
                    # Set when the composer failed on these memories (docs/domain.md).
                    ("persona_failed_memory_version", "persona_failed_composer"),
                )
            },
        ),
    )
    inlines = (UserSettingsInline,)
    actions = MemoryActionsMixin.memory_actions

    def get_queryset(self, request: HttpRequest) -> QuerySet[User]:
        # A correlated subquery: evaluated for the rows of the page only, not every user.
        per_user = (
            Memory.objects.filter(user=OuterRef("pk"))
            .order_by()
            .values("user")
            .annotate(n=Count("*"))
            .values("n")
        )
        users: QuerySet[User] = super().get_queryset(request)
        return users.annotate(
            _memories=Coalesce(Subquery(per_user, output_field=IntegerField()), 0)
        )

    @admin.display(description="memories", ordering="_memories")
    def memory_count(self, obj: User) -> int:
        return getattr(obj, "_memories", 0)


@admin.register(UserSettings)
class UserSettingsAdmin(SafeListAdmin):
    list_display = ("user", "memory", "general")
    search_fields = ("user__username", "user__email")
    raw_id_fields = ("user",)
    formfield_overrides = SETTINGS_FORM_FIELDS
