"""Writing a user's persona document: a new version only when the content changed.

Optimistic concurrency, so no lock is held while a (possibly slow, LLM) composer runs:
read the current version, compose, then write under a row lock only if the version is
still the one composed from; otherwise compose again. Two concurrent composes therefore
never write the same version twice and never lose an update; the unique
(persona, next_version) history constraint is the last line of defence.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.models import User
from memoryflow.errors import PermanentError, TransientError
from memoryflow.extractors.base import ExistingMemory, InvalidExtractionError
from memoryflow.extractors.factory import get_persona_composer
from memoryflow.extractors.persona import (
    ComposedPersona,
    PersonaComposer,
    PersonaInputs,
    persona_inputs_fingerprint,
    readable_diff,
)
from memoryflow.layers import ACTIVITY, CONTEXT, IDENTITY, PREFERENCE
from memoryflow.models import Memory, PersonaDocument, PersonaHistory
from memoryflow.models.persona import DEFAULT_PROFILE
from memoryflow.services.markers import mark_persona_current
from memoryflow.services.memories import existing_memories

logger = logging.getLogger("memoryflow.persona")

#: How many of each layer the composer sees (docs/domain.md#persona).
LATEST = {ACTIVITY: 3, CONTEXT: 3, PREFERENCE: 10}
RECENT_MEMORY_IDS = 20
MAX_ATTEMPTS = 3


class UserNotFound(PermanentError):
    pass


@dataclass(frozen=True)
class PersonaOutcome:
    user_id: int
    changed: bool
    version: int
    message: str

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def compose_persona(
    *,
    user_id: int,
    profile: str = DEFAULT_PROFILE,
    edited_by: str = "system",
    composer: PersonaComposer | None = None,
    force: bool = False,
    run_id: str = "",
) -> PersonaOutcome:
    """Compose the user's persona from their memories and write it if it changed.

    Inputs the current version was composed from are not composed again (no composer call,
    no version) unless `force`: an LLM would answer differently and churn versions.

    `run_id` (the workflow run composing) writes at most one version per run: a step
    retried after its commit (its answer lost) gets the version the run wrote back, where a
    forced compose, which no fingerprint stops, asked the LLM again and wrote another.

    Memories the same composer failed on (every answer invalid) are not composed again
    unless `force`: see `_remember_failure`."""
    user = User.objects.filter(pk=user_id).first()
    if user is None:
        raise UserNotFound(f"user {user_id} does not exist")
    for _ in range(MAX_ATTEMPTS):
        # Read before the inputs: a memory written meanwhile bumps it again, so the user
        # stays selected as stale and the next run composes from it.
        memory_version = _memory_version(user_id)
        current = PersonaDocument.objects.filter(user_id=user_id, profile=profile).first()
        inputs = _inputs(user, current)
        fingerprint = persona_inputs_fingerprint(inputs)
        if current and current.inputs_fingerprint == fingerprint and not force:
            mark_persona_current(user_id=user_id, memory_version=memory_version)
            return PersonaOutcome(
                user_id, changed=False, version=current.version, message="up to date"
            )
        written = _version_written_by(run_id, user_id=user_id, profile=profile)
        if written is not None:
            # Not marked current: memories written since are not in that version.
            return written
        composer = composer or get_persona_composer(settings=settings)
        if not force and _failed_before(user, memory_version, composer.key):
            return PersonaOutcome(
                user_id,
                changed=False,
                version=current.version if current else 0,
                message="not composed: these memories failed before with this composer",
            )
        try:
            composed = composer.compose(inputs)
        except InvalidExtractionError:
            _remember_failure(user_id, memory_version, composer.key)
            raise
        outcome = _write_if_unchanged_since(
            user_id=user_id,
            profile=profile,
            seen_version=current.version if current else 0,
            composed=composed,
            memory_ids=inputs.recent_memory_ids,
            fingerprint=fingerprint,
            edited_by=edited_by,
            run_id=run_id,
        )
        if outcome is not None:
            mark_persona_current(user_id=user_id, memory_version=memory_version)
            logger.info("[memory:persona:execute-user] user %s: %s", user_id, outcome.message)
            return outcome
    raise TransientError(f"persona of user {user_id} kept changing while being composed")


def _failed_before(user: User, memory_version: int, composer_key: str) -> bool:
    return (user.persona_failed_memory_version, user.persona_failed_composer) == (
        memory_version,
        composer_key,
    )


def _remember_failure(user_id: int, memory_version: int, composer_key: str) -> None:
    """Every answer for these memories failed validation (the voice, the length, an answer
    cut at the token limit): asked again, the composer fails again, and an LLM bills each
    try. Left out of the hourly selection until a memory or the composer changes
    (`querysets.users_with_stale_persona`); a forced rewrite still composes."""
    User.objects.filter(pk=user_id).update(
        persona_failed_memory_version=memory_version, persona_failed_composer=composer_key
    )
    logger.warning(
        "[memory:persona:execute-user] user %s: the composer failed on memory version %s; "
        "not composed again until a memory or the composer changes",
        user_id,
        memory_version,
    )


def _version_written_by(run_id: str, *, user_id: int, profile: str) -> PersonaOutcome | None:
    """The version `run_id` already wrote of this persona, if any (none without a run)."""
    if not run_id:
        return None
    version = (
        PersonaHistory.objects.filter(
            persona__user_id=user_id, persona__profile=profile, workflow_run_id=run_id
        )
        .values_list("next_version", flat=True)
        .first()
    )
    if version is None:
        return None
    return PersonaOutcome(
        user_id, changed=True, version=version, message=f"version {version}, written by this run"
    )


def _memory_version(user_id: int) -> int:
    version: int = User.objects.filter(pk=user_id).values_list("memory_version", flat=True)[0]
    return version


def _inputs(user: User, current: PersonaDocument | None) -> PersonaInputs:
    def latest(layer: str) -> list[ExistingMemory]:
        return existing_memories(user_id=user.id, layers=[layer])[-LATEST[layer] :]

    recent_ids = list(
        Memory.objects.filter(user_id=user.id)
        .order_by("-captured_at", "-id")
        .values_list("id", flat=True)[:RECENT_MEMORY_IDS]
    )
    return PersonaInputs(
        current_tagline=current.tagline if current else "",
        current_persona=current.persona if current else "",
        identities=existing_memories(user_id=user.id, layers=[IDENTITY]),
        activities=latest(ACTIVITY),
        contexts=latest(CONTEXT),
        preferences=latest(PREFERENCE),
        recent_memory_ids=[str(pk) for pk in recent_ids],
        user_display_name=user.display_name,
    )


def _write_if_unchanged_since(
    *,
    user_id: int,
    profile: str,
    seen_version: int,
    composed: ComposedPersona,
    memory_ids: Sequence[str],
    fingerprint: str,
    edited_by: str,
    run_id: str,
) -> PersonaOutcome | None:
    """Write the composed persona under a row lock. None when someone wrote meanwhile."""
    try:
        with transaction.atomic():
            persona, _ = PersonaDocument.objects.get_or_create(user_id=user_id, profile=profile)
            persona = PersonaDocument.objects.select_for_update().get(pk=persona.pk)
            if persona.version != seen_version:
                return None
            if (persona.tagline, persona.persona) == (composed.tagline, composed.persona_markdown):
                PersonaDocument.objects.filter(pk=persona.pk).update(inputs_fingerprint=fingerprint)
                return PersonaOutcome(
                    user_id, changed=False, version=persona.version, message="up to date"
                )
            previous = persona.persona
            now = timezone.now()
            persona.tagline, persona.persona = composed.tagline, composed.persona_markdown
            persona.version += 1
            persona.memory_ids = memory_ids
            persona.inputs_fingerprint = fingerprint
            persona.captured_at = persona.updated_at = now
            persona.save()
            PersonaHistory.objects.create(
                persona=persona,
                previous_version=seen_version,
                next_version=persona.version,
                snapshot=persona.persona,
                diff=readable_diff(previous, persona.persona),
                reasoning=composed.reasoning,
                edited_by=edited_by,
                workflow_run_id=run_id,
                created_at=now,
            )
    except IntegrityError:
        # A concurrent compose created the row or the version first (or another delivery
        # of this run's step wrote its version: the next attempt finds it).
        return None
    return PersonaOutcome(
        user_id,
        changed=True,
        version=persona.version,
        message=composed.change_summary or f"version {persona.version}",
    )
