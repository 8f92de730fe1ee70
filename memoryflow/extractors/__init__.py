"""Memory extractors and persona composers: pure Python, no database.

The services layer loads messages and memories, calls these, and persists the results:

    extractor = get_extractor(settings=django.conf.settings)
    window = fit_to_budget(messages, extractor.context_budget_chars)
    found = extractor.extract_topic(messages=window, layers=requested)  # per topic, pure
    edits = extractor.reconcile_identity(  # per user, topic after topic
        claims=found.identity_claims, existing_identity=identities, messages=window
    )
"""

from memoryflow.extractors.base import (
    ChatMessage,
    ExistingMemory,
    ExtractedItem,
    ExtractionError,
    Extractor,
    IdentityClaim,
    IdentityEdit,
    InvalidExtractionError,
    LLMConfig,
    LLMInvalidOutputError,
    LLMRequestError,
    LLMUnavailableError,
    TopicExtraction,
    content_fingerprint,
    fit_to_budget,
    get_extractor,
    get_persona_composer,
)

__all__ = [
    "ChatMessage",
    "ExistingMemory",
    "ExtractedItem",
    "ExtractionError",
    "Extractor",
    "IdentityClaim",
    "IdentityEdit",
    "InvalidExtractionError",
    "LLMConfig",
    "LLMInvalidOutputError",
    "LLMRequestError",
    "LLMUnavailableError",
    "TopicExtraction",
    "content_fingerprint",
    "fit_to_budget",
    "get_extractor",
    "get_persona_composer",
]
