"""The LLM extractor's settings: endpoint, retries, context budget and extraction mode.

Apart from the interface (`base.py`) because only the LLM implementations and the factory
that chooses one read it; the rule-based extractor and the services never do.
`LLMConfig.from_settings` reads the `MEMORYFLOW_LLM_*` settings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from memoryflow.extractors.base import DEFAULT_CONTEXT_BUDGET_CHARS

ExtractionMode = Literal["single", "per-layer"]
EXTRACTION_MODES: tuple[ExtractionMode, ...] = ("single", "per-layer")


@dataclass(frozen=True)
class LLMConfig:
    base_url: str
    api_key: str = ""
    model: str = ""
    timeout: float = 30.0
    max_retries: int = 3
    backoff_base: float = 0.5
    backoff_max: float = 20.0
    context_budget_chars: int = DEFAULT_CONTEXT_BUDGET_CHARS
    #: "single": one structured-output call per conversation for every layer and the
    #: identity claims. "per-layer": a gatekeeper, one call per selected layer, and an
    #: identity call against the stored identity list (up to six calls).
    extraction_mode: ExtractionMode = "single"
    #: The answer's cap (`max_tokens`) of every call; see `memoryflow.extractors.llm`.
    max_output_tokens: int = 4096
    #: A reasoning model (OpenAI's o-series, gpt-5) refuses `max_tokens` and a temperature
    #: other than its default: it gets `max_completion_tokens` (which also caps its
    #: reasoning) and no temperature.
    reasoning_model: bool = False

    def __post_init__(self) -> None:
        if self.extraction_mode not in EXTRACTION_MODES:
            raise ValueError(
                f"MEMORYFLOW_LLM_EXTRACTION_MODE must be one of {', '.join(EXTRACTION_MODES)}, "
                f"got {self.extraction_mode!r}"
            )

    @classmethod
    def from_settings(cls, settings: Any) -> LLMConfig | None:
        """From any object with MEMORYFLOW_LLM_* attributes (django.conf.settings, a
        namespace in tests). None when no base URL is configured."""
        base_url = getattr(settings, "MEMORYFLOW_LLM_BASE_URL", "") or ""
        if not base_url.strip():
            return None
        return cls(
            base_url=base_url.strip(),
            # A key from a secrets file keeps its newline, which no HTTP header can carry.
            api_key=(getattr(settings, "MEMORYFLOW_LLM_API_KEY", "") or "").strip(),
            model=getattr(settings, "MEMORYFLOW_LLM_MODEL", "") or "",
            timeout=float(getattr(settings, "MEMORYFLOW_LLM_TIMEOUT", 30.0)),
            max_retries=int(getattr(settings, "MEMORYFLOW_LLM_MAX_RETRIES", 3)),
            extraction_mode=_extraction_mode(settings),
            max_output_tokens=int(getattr(settings, "MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS", 4096)),
            reasoning_model=bool(getattr(settings, "MEMORYFLOW_LLM_REASONING_MODEL", False)),
        )


def _extraction_mode(settings: Any) -> ExtractionMode:
    value = getattr(settings, "MEMORYFLOW_LLM_EXTRACTION_MODE", None) or "single"
    for mode in EXTRACTION_MODES:
        if value == mode:
            return mode
    raise ValueError(
        f"MEMORYFLOW_LLM_EXTRACTION_MODE must be one of {', '.join(EXTRACTION_MODES)}, "
        f"got {value!r}"
    )
