from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from memoryflow.models import (
    AsyncTask,
    Memory,
    PersonaDocument,
    PersonaHistory,
    TaskStatus,
    TaskType,
)
from tests.factories import make_user

pytestmark = pytest.mark.django_db

IDENTITY_FIELDS = {"description": "Works as a nurse", "identity_type": "professional"}


def make_memory(user, **overrides):
    values = {
        "layer": "identity",
        "title": "Works as a nurse",
        "summary": "The user is a nurse.",
        "fields": IDENTITY_FIELDS,
        "fingerprint": "f" * 64,
    }
    values.update(overrides)
    return Memory.objects.create(user=user, **values)


def test_memory_fingerprint_is_unique_per_user_and_layer() -> None:
    user, other = make_user(), make_user()
    make_memory(user)
    make_memory(other)  # another user: fine
    make_memory(
        user, layer="preference", fields={"directive": "Keep it short"}
    )  # another layer: fine
    with pytest.raises(IntegrityError), transaction.atomic():
        make_memory(user)
    assert Memory.objects.filter(user=user).count() == 2


@pytest.mark.parametrize(
    ("layer", "fields"),
    [
        ("identity", {"description": "x"}),  # identity_type missing
        ("activity", {"activity_type": "run", "status": "maybe"}),
        ("context", {"current_status": "ongoing", "urgency_score": 3}),
        ("preference", {"directive": "short", "colour": "blue"}),
        ("dreams", {}),
    ],
)
def test_memory_fields_are_validated_per_layer(layer: str, fields: dict) -> None:
    with pytest.raises(ValidationError):
        make_memory(make_user(), layer=layer, fields=fields)
    assert Memory.objects.count() == 0


def test_one_persona_per_user_and_profile_and_unique_versions() -> None:
    user = make_user()
    persona = PersonaDocument.objects.create(user=user)
    PersonaDocument.objects.create(user=user, profile="work")
    with pytest.raises(IntegrityError), transaction.atomic():
        PersonaDocument.objects.create(user=user)
    PersonaHistory.objects.create(
        persona=persona, previous_version=0, next_version=1, snapshot="v1"
    )
    with pytest.raises(IntegrityError), transaction.atomic():
        PersonaHistory.objects.create(
            persona=persona, previous_version=0, next_version=1, snapshot="again"
        )


def test_one_active_task_per_user_and_type() -> None:
    user = make_user()
    AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC)
    AsyncTask.objects.create(user=user, type=TaskType.HOURLY)
    with pytest.raises(IntegrityError), transaction.atomic():
        AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC, status=TaskStatus.PROCESSING)
    # Finished tasks do not block a new one.
    AsyncTask.objects.filter(user=user, type=TaskType.CHAT_TOPIC).update(status=TaskStatus.SUCCESS)
    AsyncTask.objects.create(user=user, type=TaskType.CHAT_TOPIC)
    assert AsyncTask.objects.filter(user=user).count() == 3


def test_task_progress_percent() -> None:
    task = AsyncTask(total_topics=4, completed_topics=1)
    assert task.progress_percent == 25
    assert AsyncTask(total_topics=0, status=TaskStatus.SUCCESS).progress_percent == 100
