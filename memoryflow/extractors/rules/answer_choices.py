"""A reply that picks one of the options the assistant offered about something else ("Is
it a private landlord or through a property manager?" → "property manager") says which
option holds, not who the user is: the reply is not read as "I'm a property manager"."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.text import Clause

# "is it X or Y?", "are they …", "was the flat …": a choice about a thing or someone else,
# never about "you" ("are you a nurse or a doctor?" is answered about the user).
_CHOICE_ABOUT_ELSE = re.compile(
    r"\b(?:is|are|was|were|will|would|does|do|did)\s+(?:it|they|that|this|these|those|he|she|"
    r"the\s+\w+|your\s+\w+)\b[^?]*\bor\b[^?]*\?",
    re.IGNORECASE,
)
_FILLER = re.compile(r"^(?:(?:a|an|the|through|via|prob(?:ably)?|def(?:initely)?)\s+)+")
_MOST_WORDS = 4


def picks_an_option(asked: str, found: list[Clause]) -> bool:
    """Whether the first clause of a reply is only one option of a choice the assistant
    offered about something other than the user."""
    if not (asked and found and found[0].implied):
        return False
    reply = _FILLER.sub("", found[0].lower.strip())
    if not reply or len(reply.split()) > _MOST_WORDS:
        return False
    choice = _CHOICE_ABOUT_ELSE.search(asked)
    return bool(choice and re.search(rf"\b{re.escape(reply)}\b", choice.group(0).lower()))
