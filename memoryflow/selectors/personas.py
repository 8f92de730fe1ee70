"""Persona documents as a user or a waiting command reads them."""

from __future__ import annotations

from collections.abc import Iterable

from memoryflow.models import PersonaDocument
from memoryflow.models.persona import DEFAULT_PROFILE


def persona_of_user(*, user_id: int, profile: str = DEFAULT_PROFILE) -> PersonaDocument | None:
    """The user's persona document of `profile`, or None before the first one is written."""
    return PersonaDocument.objects.filter(user_id=user_id, profile=profile).first()


def persona_versions(*, user_ids: Iterable[int], profile: str = DEFAULT_PROFILE) -> dict[int, int]:
    """user id -> the version of their persona of `profile`; users without one are absent."""
    rows = PersonaDocument.objects.filter(user_id__in=list(user_ids), profile=profile)
    return dict(rows.values_list("user_id", "version"))
