from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as DjangoUserAdmin

from accounts.models import User, UserSettings


class UserSettingsInline(admin.StackedInline):
    model = UserSettings
    can_delete = False


@admin.register(User)
class UserAdmin(DjangoUserAdmin):
    list_display = ("username", "email", "full_name", "created_at", "chatted_at", "is_staff")
    list_filter = ("is_staff", "is_active", ("chatted_at", admin.EmptyFieldListFilter))
    search_fields = ("username", "email", "full_name")
    ordering = ("-created_at",)
    readonly_fields = ("chatted_at", "created_at")
    fieldsets = (
        *DjangoUserAdmin.fieldsets,
        ("Memory", {"fields": ("full_name", "created_at", "chatted_at")}),
    )
    inlines = (UserSettingsInline,)


@admin.register(UserSettings)
class UserSettingsAdmin(admin.ModelAdmin):
    list_display = ("user", "memory", "general")
    search_fields = ("user__username", "user__email")
    raw_id_fields = ("user",)
