"""Persona writing: versions only on change, history with a diff, safe under concurrency."""

from __future__ import annotations

import threading

import pytest
from django.db import connection
from django.db.models import F

from accounts.models import User
from memoryflow.models import Memory, PersonaDocument, PersonaHistory
from memoryflow.querysets import users_with_stale_persona
from memoryflow.services.persona import UserNotFound, compose_persona
from tests.factories import make_user

pytestmark = pytest.mark.django_db


def remember(user, layer, title, fields, fingerprint):
    return Memory.objects.create(
        user=user, layer=layer, title=title, summary=title, fields=fields, fingerprint=fingerprint
    )


def nurse(user):
    return remember(
        user,
        "identity",
        "Works as a nurse",
        {"description": "Works as a nurse", "identity_type": "professional"},
        "a" * 64,
    )


def test_first_compose_writes_version_one_with_history() -> None:
    user = make_user(full_name="Ana Silva")
    nurse(user)
    remember(
        user, "preference", "Prefers short answers", {"directive": "Keep answers short"}, "b" * 64
    )
    outcome = compose_persona(user_id=user.id)
    assert outcome.changed and outcome.version == 1
    persona = PersonaDocument.objects.get(user=user)
    assert persona.version == 1 and "nurse" in persona.persona.lower()
    assert persona.persona.lstrip().startswith("#") or "You" in persona.persona
    history = PersonaHistory.objects.get(persona=persona)
    assert (history.previous_version, history.next_version) == (0, 1)
    assert "+" in history.diff and history.snapshot == persona.persona
    assert len(persona.memory_ids) == 2


def test_unchanged_memories_mean_up_to_date_and_no_new_version() -> None:
    user = make_user()
    nurse(user)
    compose_persona(user_id=user.id)
    again = compose_persona(user_id=user.id)
    assert not again.changed and again.version == 1 and again.message == "up to date"
    assert PersonaHistory.objects.count() == 1


def test_new_memories_bump_the_version_with_a_readable_diff() -> None:
    user = make_user()
    nurse(user)
    compose_persona(user_id=user.id)
    remember(
        user,
        "context",
        "Writing a thesis on coral reefs",
        {"current_status": "in progress"},
        "c" * 64,
    )
    outcome = compose_persona(user_id=user.id)
    assert outcome.changed and outcome.version == 2
    latest = PersonaHistory.objects.filter(persona__user=user).first()
    assert latest is not None and (latest.previous_version, latest.next_version) == (1, 2)
    assert "coral" in latest.diff


def test_unknown_user_is_a_permanent_error() -> None:
    with pytest.raises(UserNotFound):
        compose_persona(user_id=987_654)


@pytest.mark.django_db(transaction=True)
def test_concurrent_composes_never_duplicate_a_version() -> None:
    user = make_user()
    nurse(user)
    barrier = threading.Barrier(4)
    outcomes = []

    def compose() -> None:
        barrier.wait()
        try:
            outcomes.append(compose_persona(user_id=user.id))
        finally:
            connection.close()

    threads = [threading.Thread(target=compose) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(outcomes) == 4
    assert sum(outcome.changed for outcome in outcomes) == 1  # one writer, three "up to date"
    persona = PersonaDocument.objects.get(user=user)
    assert persona.version == 1
    assert list(PersonaHistory.objects.values_list("next_version", flat=True)) == [1]


def test_a_user_with_more_identity_than_a_persona_holds_still_gets_one() -> None:
    """Every identity memory is an input, and a long-time user gathers more of them than
    the persona's 20,000 characters hold: the template's document was refused as invalid,
    so the user never got a persona and stayed stale, selected and failing every hour."""
    user = make_user(full_name="Ana Silva")
    for n in range(150):
        title = f"Knows the story of place number {n:03d} " + "and its long history " * 7
        fields = {"description": title.strip(), "identity_type": "personal"}
        remember(user, "identity", title.strip(), fields, f"{n:064d}")
    outcome = compose_persona(user_id=user.id)
    assert outcome.changed and outcome.version == 1
    persona = PersonaDocument.objects.get(user=user).persona
    assert len(persona) <= 20_000
    assert "place number 000" in persona
    assert "place number 149" not in persona
    assert persona.rstrip().endswith("that do not fit here.")
    user.refresh_from_db()
    assert user.persona_memory_version == user.memory_version  # no longer stale


def test_a_persona_mark_ahead_of_the_memories_is_brought_back() -> None:
    """The persona's mark only moved forward, so a mark left ahead of `memory_version` (a
    restore or a hand-edit of the users table) could never be matched: the user stayed
    selected as stale and was composed, 'up to date', every hour for good."""
    user = make_user()
    nurse(user)
    compose_persona(user_id=user.id)
    User.objects.filter(pk=user.pk).update(persona_memory_version=F("memory_version") + 7)
    assert users_with_stale_persona().filter(pk=user.pk).exists()

    assert compose_persona(user_id=user.id).message == "up to date"
    assert not users_with_stale_persona().filter(pk=user.pk).exists()
