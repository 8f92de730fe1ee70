"""The LLM persona composer: one structured-output call, validated like the extractors.

The model sees the memories as titles and fields (never their summaries) and must write in
the second person throughout; an answer that slips into the third person ("The user …",
a line starting "Their …") is asked again, and a line repeated word for word is kept once.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from typing import Any

from memoryflow.extractors.base import ExistingMemory, InvalidExtractionError
from memoryflow.extractors.llm_client import ChatCompletionsClient
from memoryflow.extractors.llm_config import LLMConfig
from memoryflow.extractors.persona import MAX_TAGLINE, ComposedPersona, PersonaInputs

_S = {"type": "string"}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"tagline": _S, "persona_markdown": _S, "change_summary": _S, "reasoning": _S},
    "required": ["tagline", "persona_markdown", "change_summary", "reasoning"],
    "additionalProperties": False,
}
SYSTEM = (
    "You maintain a short persona document about a user, in markdown, from their stored "
    "memories. Write it to the user, in the second person throughout: every sentence and "
    'every bullet starts with "You" or "Your" ("You work as a nurse.", "Your sister lives '
    'in Porto.", "You want me to keep answers short."); never "the user", "they" or '
    '"their" for the user. Build it from the memory titles and fields given; do not paste '
    "them verbatim and do not invent facts. State each fact once. Keep what is still true "
    "in the current persona, add what the memories add, drop what they contradict. Also "
    "give a one-line tagline, a readable summary of what changed, and your reasoning. "
    "Answer with JSON matching the schema."
)
# Third person about the user: what the old template produced by pasting summaries. A line
# may open with any markdown list marker ("-", "*", "+", "1.", "2)") or a heading.
_THIRD_PERSON = re.compile(
    r"\bthe user\b|^\s*(?:[-*+]\s+|\d+[.)]\s+|#+\s+)?(?:they|their|he|she|his|her)\b",
    re.I | re.M,
)


def _memory(m: ExistingMemory) -> str:
    fields = {k: v for k, v in sorted(m.fields.items()) if v not in (None, "", [])}
    return f"- {m.title} {json.dumps(fields, ensure_ascii=False, default=str)}"


def _lines(title: str, memories: Sequence[ExistingMemory]) -> str:
    body = "\n".join(_memory(m) for m in memories) or "(none)"
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


# The whole document in one code fence ("```markdown … ```"): models asked for markdown
# often wrap it so; kept, the persona would be one code block.
# (Not a document that opens and ends with two fences of its own: no fence inside.)
_FENCED = re.compile(r"\A\s*```[\w-]*[ \t]*\n((?:(?!\n```).)*)\n```\s*\Z", re.S)


def _key(line: str) -> str:
    # Without its list marker: "3. You work as a nurse" repeats "1. You work as a nurse".
    line = re.sub(r"^\s*\d+[.)]\s+", "", line)
    return re.sub(r"[^\w]+", " ", line.lower()).strip()


def _level(line: str) -> int:
    """A heading's level ("## x" is 2); 0 for any other line."""
    hashes = re.match(r"\s*(#+)\s", line)
    return len(hashes.group(1)) if hashes else 0


def without_repeats(markdown: str) -> str:
    """The document with every repeated non-blank line after its first kept out, and then
    every heading left over nothing (a document the model wrote twice repeats its headings
    too), and every run of blank lines left one."""
    seen: set[str] = set()
    kept = []
    for line in markdown.splitlines():
        key = _key(line)
        if key and not line.lstrip().startswith("#"):
            if key in seen:
                continue
            seen.add(key)
        kept.append(line)
    # From the end: a heading is empty when what follows it is the end or a heading of
    # its level or above.
    below: int | None = None  # the level of the next kept line; None at the end
    lines: list[str] = []
    for line in reversed(kept):
        if not line.strip():
            if lines and lines[-1].strip():
                lines.append(line)
            continue
        level = _level(line)
        if level and (below is None or 0 < below <= level):
            continue
        lines.append(line)
        below = level
    return "\n".join(reversed(lines)).strip()


def _one_line_tagline(text: str) -> str:
    """The tagline on one line, cut between words to `MAX_TAGLINE`: the schema cannot tell
    the model that limit, so a longer one would come back as long when asked again."""
    line = " ".join(text.split())
    if len(line) <= MAX_TAGLINE:
        return line
    kept = line[: MAX_TAGLINE - 1].rsplit(" ", 1)[0][: MAX_TAGLINE - 2]  # room for " …"
    return kept.rstrip() + " …"


class LLMPersonaComposer:
    def __init__(self, config: LLMConfig, *, client: ChatCompletionsClient | None = None) -> None:
        self.config = config
        self.client = client or ChatCompletionsClient(config)

    @property
    def key(self) -> str:
        # The endpoint, model and limits, and the prompt and schema this code sends: a
        # deploy that changes any of them may well get a valid answer where one failed.
        c = self.config
        asked = [c.base_url, c.model, c.max_output_tokens, c.reasoning_model, SYSTEM, SCHEMA]
        digest = hashlib.sha256(json.dumps(asked, sort_keys=True).encode()).hexdigest()
        return f"llm {digest[:32]}"

    def compose(self, inputs: PersonaInputs) -> ComposedPersona:
        ids = tuple(dict.fromkeys(inputs.recent_memory_ids))

        def validate(data: Any) -> ComposedPersona:
            markdown = data["persona_markdown"]
            if fenced := _FENCED.match(markdown):
                markdown = fenced.group(1)
            text = without_repeats(markdown)
            if not text:
                raise InvalidExtractionError("empty persona")
            if slip := _THIRD_PERSON.search(text):
                raise InvalidExtractionError(
                    f"persona must address the user as 'you'; found {slip.group(0).strip()!r}"
                )
            return ComposedPersona(
                tagline=_one_line_tagline(data["tagline"]),
                persona_markdown=text + "\n",
                change_summary=data["change_summary"].strip() or "Updated.",
                reasoning=data["reasoning"].strip(),
                memory_ids=ids,
            )

        composed: ComposedPersona = self.client.complete_json(
            messages=[
                {"role": "system", "content": SYSTEM},
                {"role": "user", "content": prompt(inputs)},
            ],
            schema_name="memory_persona",
            schema=SCHEMA,
            validate=validate,
        )
        return composed
