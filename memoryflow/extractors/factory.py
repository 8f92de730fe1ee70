"""Which extractor and persona composer to use, from the LLM settings.

The implementations import the interface in `base`; choosing among them lives here, above
both, so the interface never has to import what implements it.

The implementations are imported when first chosen, not with this module: the LLM client
(httpx, jsonschema) and the rule tables take ~200 ms to load, which a process that never
extracts (the web app, most `manage.py` commands) should not pay. The dependency still
points one way, from here down.
"""

from __future__ import annotations

from typing import Any

from memoryflow.extractors.base import Extractor
from memoryflow.extractors.llm_config import LLMConfig
from memoryflow.extractors.persona import PersonaComposer, TemplatePersonaComposer


def _resolve_config(config: LLMConfig | None, settings: Any) -> LLMConfig | None:
    if config is not None:
        return config
    if settings is not None:
        return LLMConfig.from_settings(settings)
    return None


def get_extractor(*, config: LLMConfig | None = None, settings: Any = None) -> Extractor:
    """The LLM extractor when a base URL is configured, else the rule-based one.

    Pass `config` directly, or `settings` (e.g. `django.conf.settings`) to read
    MEMORYFLOW_LLM_*; nothing is read at import time."""
    resolved = _resolve_config(config, settings)
    if resolved is None:
        from memoryflow.extractors.rule_based import RuleBasedExtractor

        return RuleBasedExtractor()
    from memoryflow.extractors.llm import LLMExtractor

    return LLMExtractor(resolved)


def get_persona_composer(
    *, config: LLMConfig | None = None, settings: Any = None
) -> PersonaComposer:
    """The LLM persona composer when a base URL is configured, else the template one."""
    resolved = _resolve_config(config, settings)
    if resolved is None:
        return TemplatePersonaComposer()
    from memoryflow.extractors.llm_persona import LLMPersonaComposer

    return LLMPersonaComposer(resolved)
