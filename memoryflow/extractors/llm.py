"""The LLM extractor: any OpenAI-compatible chat-completions endpoint, one structured-output
call per layer after a gatekeeper call that may skip empty layers. Nothing leaves this
module unvalidated: JSON parse, schema, then `ExtractedItem` (layers.validate_layer_fields)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memoryflow import layers as L
from memoryflow.extractors import llm_prompts as P
from memoryflow.extractors.base import (
    USER_ROLE,
    ChatMessage,
    ExistingMemory,
    ExtractedItem,
    ExtractionResult,
    IdentityEdit,
    InvalidExtractionError,
    LLMConfig,
    fit_to_budget,
)
from memoryflow.extractors.dedupe import drop_known, merge_duplicates
from memoryflow.extractors.llm_client import ChatCompletionsClient


def build_item(
    layer: str, raw: dict[str, Any], message_ids: Sequence[str], user_ids: Sequence[str]
) -> ExtractedItem:
    """An ExtractedItem from one schema-checked LLM item. Nulls the layer does not accept are
    dropped (strict schemas make every key required, so "absent" arrives as null); source
    ids the transcript does not contain are dropped, falling back to the user's messages."""
    spec = L.LAYER_FIELDS[layer]
    fields = {k: v for k, v in raw["fields"].items() if not (v is None and not spec[k][0](None))}
    sources = [i for i in dict.fromkeys(raw["source_message_ids"]) if i in set(message_ids)]
    return ExtractedItem(
        layer=layer,
        title=raw["title"].strip(),
        summary=raw["summary"].strip(),
        details=raw["details"],
        category=raw["category"],
        type=raw["type"],
        tags=tuple(dict.fromkeys(t.strip() for t in raw["tags"] if t.strip())),
        fields=fields,
        source_message_ids=tuple(sources or user_ids),
    )


class LLMExtractor:
    def __init__(self, config: LLMConfig, *, client: ChatCompletionsClient | None = None) -> None:
        self.config = config
        self.context_budget_chars = config.context_budget_chars
        self.client = client or ChatCompletionsClient(config)

    def _chat(self, prompt: str) -> list[dict[str, str]]:
        return [{"role": "system", "content": P.SYSTEM}, {"role": "user", "content": prompt}]

    def _window(self, messages: Sequence[ChatMessage]) -> tuple[list[ChatMessage], list[str]]:
        window = fit_to_budget(messages, self.context_budget_chars)
        return window, [m.id for m in window if m.role == USER_ROLE]

    def _gatekeeper(self, window: list[ChatMessage], requested: list[str]) -> list[str]:
        data = self.client.complete_json(
            messages=self._chat(P.gatekeeper_prompt(window, requested)),
            schema_name="memory_gatekeeper",
            schema=P.gatekeeper_schema(requested),
        )
        chosen = set(data["layers"])
        return [name for name in requested if name in chosen]

    def extract_cepa(
        self,
        *,
        messages: Sequence[ChatMessage],
        layers: Sequence[str],
        existing: Sequence[ExistingMemory],
    ) -> ExtractionResult:
        requested = [name for name in L.CEPA_LAYERS if name in set(layers)]
        window, user_ids = self._window(messages)
        if not user_ids or not requested:
            return ExtractionResult(items={n: [] for n in requested}, skipped_layers=requested)
        selected = self._gatekeeper(window, requested)
        items: dict[str, list[ExtractedItem]] = {}
        for layer in requested:
            if layer not in selected:
                items[layer] = []
                continue
            ids = [m.id for m in window]
            known = [m for m in existing if m.layer == layer]

            def validate(
                data: Any, layer: str = layer, ids: list[str] = ids
            ) -> list[ExtractedItem]:
                return [build_item(layer, raw, ids, user_ids) for raw in data["items"]]

            found = self.client.complete_json(
                messages=self._chat(P.layer_prompt(layer, window, known)),
                schema_name=f"memory_{layer}",
                schema=P.layer_schema(layer),
                validate=validate,
            )
            items[layer] = drop_known(merge_duplicates(found), existing)
        skipped = [name for name in requested if name not in selected]
        return ExtractionResult(items=items, identity_edits=[], skipped_layers=skipped)

    def extract_identity(
        self,
        *,
        messages: Sequence[ChatMessage],
        existing_identity: Sequence[ExistingMemory],
    ) -> ExtractionResult:
        window, user_ids = self._window(messages)
        if not user_ids:
            return ExtractionResult(skipped_layers=[L.IDENTITY])
        ids = [m.id for m in window]
        known_ids = {m.id for m in existing_identity}
        fingerprints = {m.content_fingerprint() for m in existing_identity}

        def validate(data: Any) -> list[IdentityEdit]:
            edits: list[IdentityEdit] = []
            for raw in data["edits"]:
                target = raw["target_id"]
                if raw["action"] == "add":
                    target = None  # some models echo an id on adds; it means nothing there
                elif target not in known_ids:
                    raise InvalidExtractionError(
                        f"identity {raw['action']} of unknown id {target!r}"
                    )
                item = build_item(L.IDENTITY, raw["item"], ids, user_ids) if raw["item"] else None
                if raw["action"] == "remove":
                    item = None
                edit = IdentityEdit(
                    action=raw["action"],
                    item=item,
                    target_id=target,
                    mode=raw["mode"] if raw["action"] == "update" else None,
                )
                if edit.item is not None and edit.item.fingerprint in fingerprints:
                    continue  # says nothing new
                edits.append(edit)
            return edits

        edits = self.client.complete_json(
            messages=self._chat(P.identity_prompt(window, existing_identity)),
            schema_name="memory_identity",
            schema=P.identity_schema(),
            validate=validate,
        )
        return ExtractionResult(identity_edits=edits, skipped_layers=[] if edits else [L.IDENTITY])
