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
