"""Memory extractors and persona composers: pure Python, no database.

The services layer loads messages and memories, calls these, and persists the results:

    extractor = get_extractor(settings=django.conf.settings)
    window = fit_to_budget(messages, extractor.context_budget_chars)
    cepa = extractor.extract_cepa(messages=window, layers=requested, existing=memories)
    ident = extractor.extract_identity(messages=window, existing_identity=identities)
"""

from memoryflow.extractors.base import (
    ChatMessage,
    ExistingMemory,
    ExtractedItem,
    ExtractionError,
    ExtractionResult,
    Extractor,
    IdentityEdit,
    InvalidExtractionError,
    LLMConfig,
    LLMInvalidOutputError,
    LLMRequestError,
    LLMUnavailableError,
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
    "ExtractionResult",
    "Extractor",
    "IdentityEdit",
    "InvalidExtractionError",
    "LLMConfig",
    "LLMInvalidOutputError",
    "LLMRequestError",
    "LLMUnavailableError",
    "content_fingerprint",
    "fit_to_budget",
    "get_extractor",
    "get_persona_composer",
]
