"""The LLM persona composer: one structured-output call, validated like the extractors."""

from __future__ import annotations

from typing import Any

from memoryflow.extractors.base import InvalidExtractionError, LLMConfig
from memoryflow.extractors.llm_client import ChatCompletionsClient
from memoryflow.extractors.persona import ComposedPersona, PersonaInputs

_S = {"type": "string"}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"tagline": _S, "persona_markdown": _S, "change_summary": _S, "reasoning": _S},
    "required": ["tagline", "persona_markdown", "change_summary", "reasoning"],
    "additionalProperties": False,
}
SYSTEM = (
    "You maintain a short persona document about a user, written in the second person "
    '("You are…"), in markdown, from their stored memories. Keep what is still true in the '
    "current persona, add what the memories add, drop what they contradict. Do not invent "
    "facts. Also give a one-line tagline, a readable summary of what changed, and your "
    "reasoning. Answer with JSON matching the schema."
)


def _lines(title: str, memories: Any) -> str:
    body = "\n".join(f"- [{m.id}] {m.title}: {m.summary}" for m in memories) or "(none)"
    return f"{title}:\n{body}"


def prompt(inputs: PersonaInputs) -> str:
    return "\n\n".join(
        [
            f"User: {inputs.user_display_name or '(unknown name)'}",
            f"Current tagline: {inputs.current_tagline or '(none)'}",
            f"Current persona:\n{inputs.current_persona or '(none)'}",
            _lines("Identity", inputs.identities),
            _lines("Latest contexts", inputs.contexts),
            _lines("Latest activities", inputs.activities),
            _lines("Latest preferences", inputs.preferences),
        ]
    )


class LLMPersonaComposer:
    def __init__(self, config: LLMConfig, *, client: ChatCompletionsClient | None = None) -> None:
        self.client = client or ChatCompletionsClient(config)

    def compose(self, inputs: PersonaInputs) -> ComposedPersona:
        ids = tuple(dict.fromkeys(inputs.recent_memory_ids))

        def validate(data: Any) -> ComposedPersona:
            text = data["persona_markdown"].strip()
            if not text:
                raise InvalidExtractionError("empty persona")
            return ComposedPersona(
                tagline=data["tagline"].strip(),
                persona_markdown=text + "\n",
                change_summary=data["change_summary"].strip() or "Updated.",
                reasoning=data["reasoning"].strip(),
                memory_ids=ids,
            )

        return self.client.complete_json(
            messages=[
                {"role": "system", "content": SYSTEM},
                {"role": "user", "content": prompt(inputs)},
            ],
            schema_name="memory_persona",
            schema=SCHEMA,
            validate=validate,
        )
