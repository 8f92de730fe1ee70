"""A reply read in the frame of a question about one's trade: "What do you sell?" →
"korean tacos, my mums recipes" says the user sells Korean tacos, as "I sell korean tacos"
would. Only a short noun phrase is read (a refusal, a pronoun or a clause of its own says
nothing), and only after a question that asks what the user's own business sells or
serves."""

from __future__ import annotations

import re

__all__ = ["SOLD_Q", "sold"]

SOLD_Q = re.compile(
    r"\bwhat (?:kind of |sort of |type of )?(?:\w+ )?(?:do|will) you (?:sell|serve|stock|make and sell)"
    r"(?: there| on it| from it| at (?:the|your) \w+)?\s*\?",
    re.IGNORECASE,
)
# A noun phrase of one to four words, without a determiner, pronoun or verb of its own.
_GOODS = re.compile(
    r"^(?:mostly\s+|mainly\s+|just\s+|only\s+)?(?P<what>(?!(?:no|nope|nah|nothing|idk|dunno|not|it|"
    r"that|this|the|a|an|my|our|i|we|you|yes|yeah|depends|anything|everything|stuff|things)\b)"
    r"[a-z][\w'-]*(?:\s+(?:and\s+|&\s+)?(?!(?:is|are|was|were|i|we|it|but|so)\b)[a-z][\w'-]*){0,3})$"
)


def sold(question: str, low: str) -> str | None:
    """'I sell korean tacos' for "korean tacos" after "What do you sell?"; else None."""
    if not SOLD_Q.search(question) or not (m := _GOODS.match(low.strip(" .!"))):
        return None
    return f"I sell {m['what']}"
