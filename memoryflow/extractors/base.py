"""The extractor interface: what goes in, what comes out, and the helpers around it.

Pure Python, no Django and no database: the services layer loads messages and memories,
calls an extractor, and persists what comes back. Every `ExtractedItem` is validated on
construction (`layers.validate_layer_fields` + non-empty, bounded text), so nothing an
extractor returns can fail the model's own validation later.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Literal, Protocol, runtime_checkable

from memoryflow import layers
from memoryflow.errors import PermanentError, TransientError

# Text limits, generous enough for LLM output, tight enough to keep rows and prompts small.
MAX_TITLE = 200
MAX_SUMMARY = 1000
MAX_DETAILS = 4000
MAX_LABEL = 64  # category, type, each tag
MAX_TAGS = 12

#: Default context budget (characters of message text) when an extractor does not say.
DEFAULT_CONTEXT_BUDGET_CHARS = 24_000

USER_ROLE = "user"


class ExtractionError(PermanentError):
    """Extraction cannot succeed for this input; retrying the same work will not help."""


class InvalidExtractionError(ExtractionError):
    """An extracted item (or an LLM answer) does not fit the contract. Says which part."""


class LLMUnavailableError(TransientError):
    """The LLM endpoint kept answering 429/5xx, timing out or refusing connections."""


class LLMRequestError(ExtractionError):
    """The LLM endpoint rejected the request (4xx other than a rate-limit 429, or a 429 for
    a used-up quota): fix config, input or billing."""


class LLMInvalidOutputError(InvalidExtractionError):
    """The LLM kept answering with output that is not valid JSON for the schema."""


@dataclass(frozen=True)
class ChatMessage:
    id: str
    role: str  # user / assistant / system / tool
    content: str
    created_at: datetime


@dataclass(frozen=True)
class ExistingMemory:
    """A memory already stored for the user: for de-duplication and identity edits.

    `fingerprint` is the stored one when the caller has it; otherwise it is recomputed."""

    id: str
    layer: str
    title: str
    summary: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    fingerprint: str | None = None
    tags: tuple[str, ...] = ()

    def content_fingerprint(self) -> str:
        return self.fingerprint or content_fingerprint(self.layer, self)


def _check_text(name: str, value: Any, limit: int, *, required: bool) -> None:
    if not isinstance(value, str):
        raise InvalidExtractionError(f"{name} must be a string, got {type(value).__name__}")
    if required and not value.strip():
        raise InvalidExtractionError(f"{name} must not be empty")
    if len(value) > limit:
        raise InvalidExtractionError(f"{name} is {len(value)} characters; the limit is {limit}")


@dataclass(frozen=True)
class ExtractedItem:
    """One memory an extractor proposes. Validated on construction."""

    layer: str
    title: str
    summary: str
    fields: Mapping[str, Any]
    details: str = ""
    category: str = ""
    type: str = ""
    tags: tuple[str, ...] = ()
    source_message_ids: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # Accept lists from callers, store tuples so the item stays hashable-ish and frozen.
        object.__setattr__(self, "tags", tuple(self.tags))
        object.__setattr__(self, "source_message_ids", tuple(self.source_message_ids))
        object.__setattr__(self, "fields", dict(self.fields))
        self.validate()

    def validate(self) -> None:
        if self.layer not in layers.ALL_LAYERS:
            raise InvalidExtractionError(f"unknown layer {self.layer!r}")
        _check_text("title", self.title, MAX_TITLE, required=True)
        _check_text("summary", self.summary, MAX_SUMMARY, required=True)
        _check_text("details", self.details, MAX_DETAILS, required=False)
        _check_text("category", self.category, MAX_LABEL, required=False)
        _check_text("type", self.type, MAX_LABEL, required=False)
        if len(self.tags) > MAX_TAGS:
            raise InvalidExtractionError(f"{len(self.tags)} tags; the limit is {MAX_TAGS}")
        for tag in self.tags:
            _check_text("tag", tag, MAX_LABEL, required=True)
        for message_id in self.source_message_ids:
            _check_text("source message id", message_id, 200, required=True)
        try:
            layers.validate_layer_fields(self.layer, self.fields)
        except layers.LayerFieldsError as exc:
            raise InvalidExtractionError(str(exc)) from exc

    @property
    def fingerprint(self) -> str:
        return content_fingerprint(self.layer, self)

    def as_dict(self) -> dict[str, Any]:
        return {
            "layer": self.layer,
            "title": self.title,
            "summary": self.summary,
            "details": self.details,
            "category": self.category,
            "type": self.type,
            "tags": list(self.tags),
            "fields": dict(self.fields),
            "source_message_ids": list(self.source_message_ids),
            "fingerprint": self.fingerprint,
        }


IdentityAction = Literal["add", "update", "remove"]
IdentityMode = Literal["merge", "replace"]


@dataclass(frozen=True)
class IdentityEdit:
    """add: `item` is new. update: `item` replaces or merges into `target_id` per `mode`.
    remove: `target_id` is no longer true."""

    action: IdentityAction
    item: ExtractedItem | None = None
    target_id: str | None = None
    mode: IdentityMode | None = None

    def __post_init__(self) -> None:
        if self.action == "add":
            ok = self.item is not None and self.target_id is None and self.mode is None
        elif self.action == "update":
            ok = (
                self.item is not None and bool(self.target_id) and self.mode in ("merge", "replace")
            )
        elif self.action == "remove":
            ok = self.item is None and bool(self.target_id) and self.mode is None
        else:
            raise InvalidExtractionError(f"unknown identity action {self.action!r}")
        if not ok:
            raise InvalidExtractionError(
                f"identity {self.action}: needs "
                + {
                    "add": "an item, no target, no mode",
                    "update": "an item, a target id and mode merge|replace",
                    "remove": "a target id only",
                }[self.action]
            )
        if self.item is not None and self.item.layer != layers.IDENTITY:
            raise InvalidExtractionError(f"identity edit carries a {self.item.layer} item")


#: A JSON-serialisable statement a conversation makes about who the user is, as the
#: extractor that made it writes it (see `memoryflow.extractors.claims`). Claims are stored
#: on the topic and turned into identity edits later, in topic order, per user.
IdentityClaim = dict[str, Any]


@dataclass(frozen=True)
class TopicExtraction:
    """What one conversation says, independent of anything stored: CEPA items per requested
    layer, and the identity claims (empty when identity was not requested)."""

    items: Mapping[str, list[ExtractedItem]] = field(default_factory=dict)
    identity_claims: list[IdentityClaim] = field(default_factory=list)
    skipped_layers: list[str] = field(default_factory=list)

    @property
    def count(self) -> int:
        return sum(len(v) for v in self.items.values()) + len(self.identity_claims)


@runtime_checkable
class Extractor(Protocol):
    """Two steps, so that the result does not depend on the order topics are processed in.

    `extract_topic` is a pure function of one conversation and the requested layers: it may
    run for all of a user's topics in parallel. `reconcile_identity` turns one topic's claims
    into edits of the identity list as it stands; the caller runs it topic after topic, in
    `(created_at, id)` order."""

    #: How many characters of message text one extraction may look at.
    context_budget_chars: int

    def extract_topic(
        self, *, messages: Sequence[ChatMessage], layers: Sequence[str]
    ) -> TopicExtraction: ...

    def reconcile_identity(
        self,
        *,
        claims: Sequence[IdentityClaim],
        existing_identity: Sequence[ExistingMemory],
        messages: Sequence[ChatMessage],
    ) -> list[IdentityEdit]: ...


def fit_to_budget(
    messages: Sequence[ChatMessage],
    budget_chars: int,
    *,
    overhead: Callable[[ChatMessage], int] = lambda message: 0,
) -> list[ChatMessage]:
    """The newest messages whose content fits in `budget_chars`, in their original order;
    each message also costs its `overhead`, the characters a prompt adds around its text.

    Walks back from the newest and stops at the first message that does not fit, so the
    result is always a contiguous run of the conversation (no holes). When the newest
    message alone is over the budget (a pasted document, a log), it is kept clipped rather
    than dropped: an empty window would mark the topic extracted from nothing. For the same
    reason, when the turns after the user's last message (an assistant's long answer) would
    fill the budget alone, the window ends at that message and leaves them out."""
    kept = _newest_in_budget(messages, budget_chars, overhead)
    if any(m.role == USER_ROLE for m in messages) and not any(m.role == USER_ROLE for m in kept):
        last = max(i for i, m in enumerate(messages) if m.role == USER_ROLE)
        kept = _newest_in_budget(messages[: last + 1], budget_chars, overhead)
    return kept


def _newest_in_budget(
    messages: Sequence[ChatMessage], budget_chars: int, overhead: Callable[[ChatMessage], int]
) -> list[ChatMessage]:
    kept: list[ChatMessage] = []
    used = 0
    for message in reversed(messages):
        extra = overhead(message)
        size = extra + len(message.content)
        if used + size > budget_chars:
            room = budget_chars - extra
            if not kept and room > 0:
                kept.append(replace(message, content=_clipped(message.content, room)))
            break
        kept.append(message)
        used += size
    kept.reverse()
    return kept


_CLIPPED = "\n[…]\n"


def _clipped(content: str, budget_chars: int) -> str:
    """`content` cut to `budget_chars`: its opening and its end, where people say who they
    are and what they ask, with the middle left out."""
    room = budget_chars - len(_CLIPPED)
    if room < 2:
        return content[:budget_chars]
    return content[: room - room // 2] + _CLIPPED + content[len(content) - room // 2 :]


# Fields that identify *what* a memory says (not how it is phrased) for each layer.
FINGERPRINT_FIELDS: dict[str, tuple[str, ...]] = {
    layers.IDENTITY: ("identity_type", "role", "relationship"),
    layers.CONTEXT: (),
    layers.EXPERIENCE: ("key_learning",),
    layers.PREFERENCE: ("directive",),
    layers.ACTIVITY: ("activity_type", "status", "starts_at"),
}

_SPACES = re.compile(r"\s+")


def normalise(text: Any) -> str:
    """Lowercase, collapse whitespace, strip trailing punctuation: the form compared."""
    if text is None:
        return ""
    return _SPACES.sub(" ", str(text)).strip().lower().rstrip(".!;,")


def content_fingerprint(layer: str, item: ExtractedItem | ExistingMemory | Any) -> str:
    """sha256 over the normalised layer, title, summary and the layer's key fields.

    The same statement extracted twice gives the same fingerprint, whatever its
    capitalisation or spacing; the DB keeps it unique per (user, layer)."""
    item_fields = getattr(item, "fields", None) or {}
    key = [
        normalise(layer),
        normalise(getattr(item, "title", "")),
        normalise(getattr(item, "summary", "")),
        [[name, normalise(item_fields.get(name))] for name in FINGERPRINT_FIELDS.get(layer, ())],
    ]
    raw = json.dumps(key, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()
