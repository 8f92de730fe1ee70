"""The built-in rule-based extractor: offline, deterministic, honest extraction from the
text of the user's own messages. Used whenever no LLM is configured.

`extract_topic` reads one conversation and nothing else; `reconcile_identity` matches its
identity facts against the stored list with deterministic code (`rules.identity_match`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from memoryflow import layers as L
from memoryflow.extractors.base import (
    DEFAULT_CONTEXT_BUDGET_CHARS,
    USER_ROLE,
    ChatMessage,
    ExistingMemory,
    ExtractedItem,
    IdentityClaim,
    IdentityEdit,
    TopicExtraction,
    fit_to_budget,
)
from memoryflow.extractors.claims import reconcile_claims, rule_claim
from memoryflow.extractors.dedupe import merge_duplicates
from memoryflow.extractors.rules.activity import activity_items
from memoryflow.extractors.rules.identity import facts_from_messages
from memoryflow.extractors.rules.preference import preference_items
from memoryflow.extractors.rules.situation import context_items, experience_items
from memoryflow.extractors.rules.text import Clause, clauses

_Rule = Callable[[Clause, ChatMessage], list[ExtractedItem]]
# First match wins per clause, in this order, whatever layers were requested, so a clause
# lands in the same layer whether one layer or all four are asked for.
_CEPA_RULES: tuple[tuple[str, _Rule], ...] = (
    (L.PREFERENCE, preference_items),
    (L.EXPERIENCE, experience_items),
    (L.ACTIVITY, activity_items),
    (L.CONTEXT, context_items),
)


def user_messages(messages: Sequence[ChatMessage], budget: int) -> list[ChatMessage]:
    return [m for m in fit_to_budget(messages, budget) if m.role == USER_ROLE]


class RuleBasedExtractor:
    def __init__(self, *, context_budget_chars: int = DEFAULT_CONTEXT_BUDGET_CHARS) -> None:
        self.context_budget_chars = context_budget_chars

    def extract_topic(
        self, *, messages: Sequence[ChatMessage], layers: Sequence[str]
    ) -> TopicExtraction:
        wanted = set(layers)
        requested = [name for name, _ in _CEPA_RULES if name in wanted]
        found: dict[str, list[ExtractedItem]] = {name: [] for name in requested}
        own = user_messages(messages, self.context_budget_chars)
        for message in own:
            for clause in clauses(message.content):
                for name, rule in _CEPA_RULES:
                    matched = rule(clause, message)
                    if matched:
                        if name in found:
                            found[name].extend(matched)
                        break
        items = {name: merge_duplicates(found[name]) for name in requested}
        identity = L.IDENTITY in wanted
        claims = [rule_claim(f) for f in facts_from_messages(own)] if identity else []
        skipped = [name for name in requested if not items[name]]
        if identity and not claims:
            skipped.append(L.IDENTITY)
        return TopicExtraction(items=items, identity_claims=claims, skipped_layers=skipped)

    def reconcile_identity(
        self,
        *,
        claims: Sequence[IdentityClaim],
        existing_identity: Sequence[ExistingMemory],
        messages: Sequence[ChatMessage],
    ) -> list[IdentityEdit]:
        return reconcile_claims(claims, existing_identity)
