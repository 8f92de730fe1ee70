"""A quoted first-person sentence the user then says is true of them. "how do I say 'I'm
allergic to shellfish' in Spanish? I actually am" quotes a phrase to translate, which alone
is material, but the reply "I actually am" makes it the user's own statement. Only a quote
in the first person, followed in the same message by a bare affirmation ("I am", "I really
do", never "I'm not" or "I am going"), is read; the statement is given back as it was
quoted, for the usual readers."""

from __future__ import annotations

import re
from functools import lru_cache

_FIRST_PERSON_QUOTE = re.compile(
    r"(?<![\w])['\"“](?P<said>(?:i'm|i am|i have|i've|i live|i work|i speak)\b[^\"”\n]{2,80}?)"
    r"[.!?]?['\"”](?![\w])",
    re.IGNORECASE,
)
# "I actually am", "I really do, lol", "which I am": the affirmation ends there.
_AFFIRMED = re.compile(
    r"\b(?:i|which\s+i)\s+(?:actually\s+|really\s+|truly\s+|genuinely\s+|do\s+)?(?:am|do|have)"
    r"(?=\s*(?:[,.!;]|$|\s+(?:and|but|lol|haha|btw|tho|though|too|fyi)\b))",
    re.IGNORECASE,
)


@lru_cache(maxsize=2048)
def affirmed_quotes(content: str) -> tuple[str, ...]:
    """The quoted first-person statements the message affirms as the user's own."""
    found = []
    for m in _FIRST_PERSON_QUOTE.finditer(content):
        if _AFFIRMED.search(content, m.end()):
            found.append(m["said"].replace("\u2019", "'"))
    return tuple(found)
