"""The built-in rule-based extractor: offline, deterministic, honest extraction from the
text of the user's own messages. Used whenever no LLM is configured."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from memoryflow import layers
from memoryflow.extractors.base import (
    DEFAULT_CONTEXT_BUDGET_CHARS,
    ChatMessage,
    ExistingMemory,
    ExtractedItem,
    IdentityClaim,
    IdentityEdit,
    TopicExtraction,
    fit_to_budget,
)
from memoryflow.extractors.claims import (
    LLM_IDENTITY_CALL,
    claim_sources,
    reconcile_claims,
    rule_claim,
)
from memoryflow.extractors.dedupe import merge_duplicates
from memoryflow.extractors.rules.activity import activity_items
from memoryflow.extractors.rules.conversation import read_conversation
from memoryflow.extractors.rules.experience import experience_items
from memoryflow.extractors.rules.identity import asserted_identity
from memoryflow.extractors.rules.identity_routines import routine_title
from memoryflow.extractors.rules.lesson_joining import one_lesson_per_message
from memoryflow.extractors.rules.lesson_lengths import LESSON_TITLE
from memoryflow.extractors.rules.preference import preference_items
from memoryflow.extractors.rules.situation import context_items
from memoryflow.extractors.rules.taste_contrasts import one_taste_per_contrast
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.titles import polish_summary, polish_title
from memoryflow.extractors.rules.wish_joining import one_wish_per_message
from memoryflow.layers import EXPERIENCE, IDENTITY, PREFERENCE

_Rule = Callable[[Clause, ChatMessage], list[ExtractedItem]]
# First match wins per clause, in this order, whatever layers were requested, so a clause
# lands in the same layer whether one layer or all four are asked for.
_CEPA_RULES: tuple[tuple[str, _Rule], ...] = (
    (layers.PREFERENCE, preference_items),
    (layers.EXPERIENCE, experience_items),
    (layers.ACTIVITY, activity_items),
    (layers.CONTEXT, context_items),
)


def conversation_in_budget(messages: Sequence[ChatMessage], budget: int) -> list[ChatMessage]:
    """The newest messages that fit the budget, every role kept: assistant turns are read as
    context (a role-play under way, the question a short reply answers), never as facts."""
    return fit_to_budget(messages, budget)


def _polished(item: ExtractedItem) -> ExtractedItem | None:
    """The item with its title and summary in the extractor's one voice; None when nothing
    is left of the title once chat tails and dangling words are gone."""
    limit = LESSON_TITLE if item.layer == EXPERIENCE else 120  # a lesson keeps its story
    title, summary = polish_title(item.title, limit), polish_summary(item.summary)
    if not title.strip() or not summary.strip():
        return None
    return ExtractedItem(**{**item.__dict__, "title": title, "summary": summary})


def _first_match(clause: Clause, message: ChatMessage) -> tuple[str, list[ExtractedItem]] | None:
    for reading in clause.readings():
        for name, rule in _CEPA_RULES:
            items = [p for item in rule(reading, message) if (p := _polished(item)) is not None]
            if items:
                return name, items
            if name == layers.PREFERENCE and routine_title(reading, message):
                return None  # what the user regularly does is identity, noted by no other layer
    return None


class RuleBasedExtractor:
    def __init__(self, *, context_budget_chars: int = DEFAULT_CONTEXT_BUDGET_CHARS) -> None:
        self.context_budget_chars = context_budget_chars

    def extract_topic(
        self, *, messages: Sequence[ChatMessage], layers: Sequence[str]
    ) -> TopicExtraction:
        """CEPA items and identity claims from this conversation alone (no stored memories):
        the same messages give the same result whatever was extracted before."""
        wanted = set(layers)
        requested = [name for name, _ in _CEPA_RULES if name in wanted]
        found: dict[str, list[ExtractedItem]] = {name: [] for name in requested}
        conversation = conversation_in_budget(messages, self.context_budget_chars)
        for message, clause in read_conversation(conversation):
            match = _first_match(clause, message)
            if match is not None and match[0] in found:
                found[match[0]].extend(match[1])
        if PREFERENCE in found:  # one message's wishes about answers are one
            found[PREFERENCE] = one_wish_per_message(one_taste_per_contrast(found[PREFERENCE]))
        if EXPERIENCE in found:  # one message's story and its rule are one lesson
            found[EXPERIENCE] = one_lesson_per_message(found[EXPERIENCE])
        items = {name: merge_duplicates(found[name]) for name in requested}
        identity = IDENTITY in wanted
        claims = [rule_claim(a) for a in asserted_identity(conversation)] if identity else []
        skipped = [name for name in requested if not items[name]]
        if identity and not claims:
            skipped.append(IDENTITY)
        return TopicExtraction(items=items, identity_claims=claims, skipped_layers=skipped)

    def reconcile_identity(
        self,
        *,
        claims: Sequence[IdentityClaim],
        existing_identity: Sequence[ExistingMemory],
        messages: Sequence[ChatMessage],
    ) -> list[IdentityEdit]:
        """Deterministic: the claims against the identity list as it stands (no model).

        A topic the per-layer LLM mode left to an identity call, made when its turn comes,
        has no facts among its claims: with the LLM switched off since, the rules read them
        from its messages, where they would otherwise be lost."""
        if LLM_IDENTITY_CALL in claim_sources(claims):
            claims = [rule_claim(a) for a in asserted_identity(messages)]
        return reconcile_claims(claims, existing_identity)
