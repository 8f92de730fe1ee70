from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from accounts.models import UserSettings
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
