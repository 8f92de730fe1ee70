"""The per-layer LLM mode (`MEMORYFLOW_LLM_EXTRACTION_MODE=per-layer`): a gatekeeper call
that picks the layers with something to say, one call per picked layer, and, when the
topic's identity turn comes, one call that edits the stored identity list. Up to six calls
per conversation, against one in the default single mode."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memoryflow import layers as L
from memoryflow.extractors import llm_prompts as P
from memoryflow.extractors import schema as S
from memoryflow.extractors.base import (
    ChatMessage,
    ExistingMemory,
    ExtractedItem,
    IdentityEdit,
    InvalidExtractionError,
    normalise,
)
from memoryflow.extractors.dedupe import merge_duplicates
from memoryflow.extractors.llm_client import ChatCompletionsClient
from memoryflow.extractors.llm_items import bare_id, build_item


def chat(prompt: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": P.SYSTEM}, {"role": "user", "content": prompt}]


def gatekeeper(
    client: ChatCompletionsClient, window: Sequence[ChatMessage], requested: Sequence[str]
) -> list[str]:
    data = client.complete_json(
        messages=chat(P.gatekeeper_prompt(window, requested)),
        schema_name="memory_gatekeeper",
        schema=S.gatekeeper_schema(requested),
    )
    chosen = set(data["layers"])
    return [name for name in requested if name in chosen]


def extract_layer(
    client: ChatCompletionsClient,
    layer: str,
    window: Sequence[ChatMessage],
    user_ids: Sequence[str],
) -> list[ExtractedItem]:
    ids = [m.id for m in window]

    def validate(data: Any) -> list[ExtractedItem]:
        return [build_item(layer, raw, ids, user_ids) for raw in data["items"]]

    found = client.complete_json(
        messages=chat(P.layer_prompt(layer, window)),
        schema_name=f"memory_{layer}",
        schema=S.layer_schema(layer),
        validate=validate,
    )
    return merge_duplicates(found)


def identity_edits(
    client: ChatCompletionsClient,
    window: Sequence[ChatMessage],
    user_ids: Sequence[str],
    existing_identity: Sequence[ExistingMemory],
    listed: str,
) -> list[IdentityEdit]:
    """The model's add/update/remove edits of the stored identity list, shown to it as
    `listed` (`llm_prompts.known`: its newest entries, when all would not fit)."""
    ids = [m.id for m in window]
    known_ids = {m.id for m in existing_identity}
    fingerprints = {m.content_fingerprint() for m in existing_identity}

    def validate(data: Any) -> list[IdentityEdit]:
        edits: list[IdentityEdit] = []
        titles = {normalise(m.title) for m in existing_identity}
        for raw in data["edits"]:
            target = bare_id(raw["target_id"])
            if raw["action"] == "add":
                target = None  # some models echo an id on adds; it means nothing there
            elif target not in known_ids:
                raise InvalidExtractionError(f"identity {raw['action']} of unknown id {target!r}")
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
            if edit.action == "add" and edit.item is not None:
                # A listed fact added again in other words (as the single mode's claims).
                if normalise(edit.item.title) in titles:
                    continue
                titles.add(normalise(edit.item.title))
            edits.append(edit)
        return edits

    edits: list[IdentityEdit] = client.complete_json(
        messages=chat(P.identity_prompt(window, listed)),
        schema_name="memory_identity",
        schema=S.identity_edits_schema(),
        validate=validate,
    )
    return edits
