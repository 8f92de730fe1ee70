"""The LLM extractor: any OpenAI-compatible chat-completions endpoint, strict structured
output. Nothing leaves this module unvalidated: JSON parse, schema (`jsonschema`), then
`ExtractedItem` (layers.validate_layer_fields).

Calls per conversation (`MEMORYFLOW_LLM_EXTRACTION_MODE`):

- `single` (default): ONE call returns every requested layer and the identity claims.
  Reconciling the claims with the stored identity list is deterministic code: no call.
- `per-layer`: a gatekeeper, one call per layer it picks (up to four), and one identity
  call when the topic's identity turn comes: up to six.

Token budget of one call (about 4 characters per token for English text):

- input: the conversation window, at most `context_budget_chars` (24,000) characters of
  transcript, each message's whole line (its text and its id, timestamp and role, about
  40 characters), so about 6,000 tokens however many messages there are, plus the fixed
  part: system prompt, instructions and the answer's JSON schema, about 2,400 tokens for
  the single call with all five layers (the per-layer calls carry less; the identity call's
  stored identity list shares the 24,000 characters with its transcript, taking at most
  half, its newest entries). One call
  therefore stays under 8,400 input tokens; `tests/extractors/test_llm_window.py` checks
  these figures.
- output: capped by `max_tokens` = `max_output_tokens` (4,096,
  `MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS`), room for 20 items per layer at about 40 tokens
  each; a reasoning model gets it as `max_completion_tokens`, which caps its reasoning too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memoryflow import layers as L
from memoryflow.extractors import llm_prompts as P
from memoryflow.extractors import schema as S
from memoryflow.extractors.base import (
    USER_ROLE,
    ChatMessage,
    ExistingMemory,
    ExtractedItem,
    IdentityClaim,
    IdentityEdit,
    TopicExtraction,
    fit_to_budget,
)
from memoryflow.extractors.claims import LLM_IDENTITY_CALL, claim_sources, reconcile_claims
from memoryflow.extractors.dedupe import merge_duplicates
from memoryflow.extractors.llm_client import ChatCompletionsClient
from memoryflow.extractors.llm_config import LLMConfig
from memoryflow.extractors.llm_items import build_item, claim_from_answer
from memoryflow.extractors.llm_per_layer import chat, extract_layer, gatekeeper, identity_edits


class LLMExtractor:
    def __init__(self, config: LLMConfig, *, client: ChatCompletionsClient | None = None) -> None:
        self.config = config
        self.context_budget_chars = config.context_budget_chars
        self.client = client or ChatCompletionsClient(config)

    def _window(
        self, messages: Sequence[ChatMessage], budget_chars: int | None = None
    ) -> tuple[list[ChatMessage], list[str]]:
        # The budget holds the transcript's whole lines, so many short messages stay in it.
        budget = self.context_budget_chars if budget_chars is None else budget_chars
        window = fit_to_budget(messages, budget, overhead=P.line_overhead)
        return window, [m.id for m in window if m.role == USER_ROLE]

    def extract_topic(
        self, *, messages: Sequence[ChatMessage], layers: Sequence[str]
    ) -> TopicExtraction:
        requested = [name for name in L.ALL_LAYERS if name in set(layers)]
        cepa = [name for name in requested if name in L.CEPA_LAYERS]
        window, user_ids = self._window(messages)
        if not user_ids or not requested:
            return TopicExtraction(items={n: [] for n in cepa}, skipped_layers=requested)
        if self.config.extraction_mode == "per-layer":
            return self._per_layer(window, user_ids, requested)
        return self._single(window, user_ids, requested)

    def _single(
        self, window: list[ChatMessage], user_ids: list[str], requested: list[str]
    ) -> TopicExtraction:
        ids = [m.id for m in window]
        cepa = [name for name in requested if name in L.CEPA_LAYERS]

        def validate(data: Any) -> TopicExtraction:
            items = {
                layer: merge_duplicates(
                    [build_item(layer, raw, ids, user_ids) for raw in data[layer]]
                )
                for layer in cepa
            }
            claims = [claim_from_answer(raw, ids, user_ids) for raw in data.get(L.IDENTITY, [])]
            found = {**{k: bool(v) for k, v in items.items()}, L.IDENTITY: bool(claims)}
            return TopicExtraction(
                items=items,
                identity_claims=claims,
                skipped_layers=[name for name in requested if not found[name]],
            )

        result: TopicExtraction = self.client.complete_json(
            messages=chat(P.conversation_prompt(window, requested)),
            schema_name="memory_conversation",
            schema=S.conversation_schema(requested),
            validate=validate,
        )
        return result

    def _per_layer(
        self, window: list[ChatMessage], user_ids: list[str], requested: list[str]
    ) -> TopicExtraction:
        cepa = [name for name in requested if name in L.CEPA_LAYERS]
        selected = gatekeeper(self.client, window, cepa) if cepa else []
        items: dict[str, list[ExtractedItem]] = {}
        for layer in cepa:
            items[layer] = (
                extract_layer(self.client, layer, window, user_ids) if layer in selected else []
            )
        # The identity call needs the stored list, so it waits for the topic's turn.
        claims = [{"source": LLM_IDENTITY_CALL}] if L.IDENTITY in requested else []
        return TopicExtraction(
            items=items,
            identity_claims=claims,
            skipped_layers=[name for name in cepa if name not in selected],
        )

    def reconcile_identity(
        self,
        *,
        claims: Sequence[IdentityClaim],
        existing_identity: Sequence[ExistingMemory],
        messages: Sequence[ChatMessage],
    ) -> list[IdentityEdit]:
        """Deterministic for claims of the single mode (no call); one identity call for a
        topic extracted in per-layer mode."""
        if LLM_IDENTITY_CALL not in claim_sources(claims):
            return reconcile_claims(claims, existing_identity)
        # The list and the transcript share the budget: the list, up to half of it, first.
        listed = P.known(existing_identity, self.context_budget_chars // 2)
        window, user_ids = self._window(messages, self.context_budget_chars - len(listed))
        if not user_ids:
            return []
        return identity_edits(self.client, window, user_ids, existing_identity, listed)
