from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse

from accounts.models import User, UserSettings
from tests.factories import make_user

pytestmark = pytest.mark.django_db


def test_missing_enabled_means_enabled() -> None:
    settings = UserSettings.objects.create(user=make_user(), memory={})
    assert settings.memory_enabled
    settings.memory = {"enabled": False}
    assert not settings.memory_enabled


@pytest.mark.parametrize(
    "memory",
    [{"enabled": "false"}, {"effort": "extreme"}, {"preferredLanguage": 3}, ["enabled"]],
)
def test_invalid_memory_settings_are_rejected(memory: object) -> None:
    with pytest.raises(ValidationError):
        UserSettings.objects.create(user=make_user(), memory=memory)


def test_a_nul_in_the_settings_is_a_form_error_in_the_admin() -> None:
    # PostgreSQL's jsonb refuses "\u0000": the admin's form must say so, not answer 500.
    admin_user = User.objects.create_superuser("root", "root@ops.test", "pw-123456")
    settings = UserSettings.objects.create(user=make_user(), memory={"effort": "low"})
    client = Client()
    client.force_login(admin_user)
    url = reverse("admin:accounts_usersettings_change", args=[settings.pk])
    for memory, general in (('{"preferredLanguage": "de\\u0000"}', "{}"), ("{}", '{"\\u0000": 1}')):
        page = client.post(url, {"user": settings.pk, "memory": memory, "general": general})
        assert page.status_code == 200 and b"NUL" in page.content
    settings.refresh_from_db()
    assert settings.memory == {"effort": "low"} and settings.general == {}


def test_half_an_emoji_in_the_settings_is_a_form_error_in_the_admin() -> None:
    # A lone surrogate ("\ud83d", half of an emoji's pair) is valid JSON text but no
    # character: PostgreSQL refuses it in jsonb, and the admin answered 500.
    admin_user = User.objects.create_superuser("root", "root@ops.test", "pw-123456")
    settings = UserSettings.objects.create(user=make_user(), memory={"effort": "low"})
    client = Client()
    client.force_login(admin_user)
    url = reverse("admin:accounts_usersettings_change", args=[settings.pk])
    for memory, general in (
        ('{"preferredLanguage": "de \\ud83d"}', "{}"),
        ("{}", '{"responseLanguage": "\\ude00 en"}'),
        ("{}", '{"\\ud83d": ["x"]}'),
    ):
        page = client.post(url, {"user": settings.pk, "memory": memory, "general": general})
        assert page.status_code == 200 and b"half of a surrogate pair" in page.content
    settings.refresh_from_db()
    assert settings.memory == {"effort": "low"} and settings.general == {}
    # A whole emoji (both halves) is a character like any other.
    whole = client.post(
        url,
        {
            "user": settings.pk,
            "memory": '{"preferredLanguage": "de \\ud83d\\ude00"}',
            "general": "{}",
        },
    )
    assert whole.status_code == 302
    settings.refresh_from_db()
    assert settings.memory == {"preferredLanguage": "de \U0001f600"}


def test_half_an_emoji_in_the_users_settings_inline_is_a_form_error() -> None:
    # The user's own page edits the same settings in an inline form.
    admin_user = User.objects.create_superuser("root", "root@ops.test", "pw-123456")
    user = make_user()
    UserSettings.objects.create(user=user, memory={"effort": "low"})
    client = Client()
    client.force_login(admin_user)
    form = {
        "username": user.username,
        "date_joined_0": "2026-01-01",
        "date_joined_1": "00:00:00",
        "is_active": "on",
        "settings-TOTAL_FORMS": "1",
        "settings-INITIAL_FORMS": "1",
        "settings-MIN_NUM_FORMS": "0",
        "settings-MAX_NUM_FORMS": "1",
        "settings-0-user": str(user.pk),
        "settings-0-general": "{}",
    }
    url = reverse("admin:accounts_user_change", args=[user.pk])
    page = client.post(url, {**form, "settings-0-memory": '{"preferredLanguage": "\\ud83d"}'})
    assert page.status_code == 200 and b"half of a surrogate pair" in page.content
    assert UserSettings.objects.get(user=user).memory == {"effort": "low"}
    saved = client.post(url, {**form, "settings-0-memory": '{"preferredLanguage": "pt"}'})
    assert saved.status_code == 302
    assert UserSettings.objects.get(user=user).memory == {"preferredLanguage": "pt"}
