"""A tag question after a request ("talk to me like a normal person, grand?", "keep it short,
ok?", "metric from now on, yeah?") checks that the request is heard; it asks nothing, so the
request is no question and holds like any other."""

from __future__ import annotations

import re

# The tag: a word of agreement alone between a comma (or a dash) and the question mark.
_TAG = re.compile(
    r"[,\s-]+(?:ok|okay|k|yeah|yea|ya|yes|right|alright|aight|grand|deal|got it|capisce|"
    r"innit|eh|yh|sound|cool|fair|agreed|understood|clear|ja|vale|d'accord|si|sí)\s*\?+",
    re.IGNORECASE,
)


def without_tags(text: str) -> str:
    """The text with each tag question closed as a statement: "…, grand?" → "…."; the length
    is kept, so a position found in one is a position in the other."""
    return _TAG.sub(lambda m: " " * (len(m.group(0)) - 1) + ".", text)
