"""Identity claims: what a conversation states about who the user is, stored on the topic
as JSON between extraction and reconciliation.

A claim is written by the extractor that read the conversation and says which one in its
`source`:

- `"rules"`: a fact the rule-based extractor found (slot, value, negated, title, ...).
- `"llm"`: a fact a language model found: `action` assert/retract, `slot`, `value`,
  `exclusive` (a new value replaces the old one) and the identity `item`.
- `"llm-identity-call"`: no fact yet; the per-layer LLM mode asks the model for identity
  edits against the stored list when the topic's turn comes.

`reconcile_claims` turns the first two kinds into edits with deterministic code, so a topic
extracted by one extractor can be reconciled by another (a configuration change between
the two steps loses nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memoryflow.extractors.base import (
    ExistingMemory,
    IdentityClaim,
    IdentityEdit,
    InvalidExtractionError,
)
from memoryflow.extractors.llm_items import reconcile_llm_claims
from memoryflow.extractors.rules.identity_assertion import IdentityAssertion
from memoryflow.extractors.rules.identity_edits import reconcile_identity
from memoryflow.extractors.rules.identity_patterns import IdentityFact

RULES = "rules"
LLM = "llm"
LLM_IDENTITY_CALL = "llm-identity-call"

_FACT_KEYS = ("slot", "value", "negated", "title", "summary", "identity_type")


def rule_claim(stated: IdentityAssertion) -> IdentityClaim:
    fact = stated.fact
    return {
        "source": RULES,
        "slot": fact.slot,
        "value": fact.value,
        "negated": fact.negated,
        "title": fact.title,
        "summary": fact.summary,
        "identity_type": fact.identity_type,
        "role": fact.role,
        "relationship": fact.relationship,
        "message_id": stated.message_id,
        "changed": stated.changed,
        "details": stated.details,
    }


def stated_fact(claim: IdentityClaim) -> IdentityAssertion:
    """The `IdentityAssertion` a `rules` claim was made from; a clear error when it is malformed."""
    missing = [key for key in (*_FACT_KEYS, "message_id") if key not in claim]
    if missing:
        raise InvalidExtractionError(f"rules identity claim lacks {missing}: {claim!r}")
    fact = IdentityFact(
        slot=str(claim["slot"]),
        value=str(claim["value"]),
        negated=bool(claim["negated"]),
        title=str(claim["title"]),
        summary=str(claim["summary"]),
        identity_type=str(claim["identity_type"]),
        role=_optional(claim.get("role")),
        relationship=_optional(claim.get("relationship")),
    )
    return IdentityAssertion(
        fact=fact,
        message_id=str(claim["message_id"]),
        changed=bool(claim.get("changed", False)),
        details=str(claim.get("details", "")),
    )


def _optional(value: Any) -> str | None:
    return None if value is None else str(value)


def claim_sources(claims: Sequence[IdentityClaim]) -> set[str]:
    sources: set[str] = set()
    for claim in claims:
        if not isinstance(claim.get("source"), str):
            raise InvalidExtractionError(f"identity claim without a source: {claim!r}")
        sources.add(claim["source"])
    return sources


def reconcile_claims(
    claims: Sequence[IdentityClaim], existing: Sequence[ExistingMemory]
) -> list[IdentityEdit]:
    """Edits for `rules` and `llm` claims against `existing`; no model is called.

    One topic's claims come from one extraction, hence one source; a mix is refused."""
    sources = claim_sources(claims) - {LLM_IDENTITY_CALL}
    if not sources:
        return []
    if len(sources) > 1:
        raise InvalidExtractionError(f"identity claims of one topic mix sources {sorted(sources)}")
    source = sources.pop()
    if source == RULES:
        return reconcile_identity([stated_fact(c) for c in claims], existing)
    if source == LLM:
        return reconcile_llm_claims(claims, existing)
    raise InvalidExtractionError(f"identity claims of unknown source {source!r}")
