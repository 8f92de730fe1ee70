"""The occasion a piece is asked for is the user's own event. "Write me a short poem for my
first marathon, Stockholm, 1 June", "can you draft a toast for our anniversary dinner on
3 May": the piece is material, but the event it is for, named with its day, is a plan of
the user's. The occasion is given back as a plain statement ("my first marathon is on
1 June"), which the activity table then reads or not: only an event noun it knows makes an
item, so "a poem for my son, 1 June" gives nothing."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.time_phrases import MONTHS, WEEKDAYS

# A request for a piece to write, opening the sentence.
_ASKS_FOR_PIECE = re.compile(
    r"^(?:(?:hi|hey|hello|ok|okay|so|please|pls)[,!.]?\s+)*"
    r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+|i\s+need\s+)?"
    r"(?:write|compose|draft|help\s+me\s+(?:with|write|draft)|come\s+up\s+with|"
    r"put\s+together)\b",
    re.IGNORECASE,
)
# "for my first marathon" / "for our silver anniversary party": the occasion, up to where
# its place or day starts.
_FOR_OCCASION = re.compile(
    r"\bfor\s+(?P<whose>my|our)\s+(?P<event>(?:[\w'-]+\s+){0,3}?[\w'-]+?)"
    r"(?=\s*,|\s+(?:on|in|at|next|this|coming|tomorrow|which|that|and)\b|\s*[.?!]|\s*$)",
    re.IGNORECASE,
)
_MON = "|".join((*MONTHS, "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct"))
_WD = "|".join(WEEKDAYS)
_ORD = r"\d{1,2}(?:st|nd|rd|th)?"
# The day the occasion is on, anywhere after it in the sentence.
_DAY = re.compile(
    rf"\b(?:on\s+)?(?:(?:the\s+)?{_ORD}(?:\s+of)?\s+(?:{_MON})\b|(?:{_MON})\s+{_ORD}\b|"
    rf"(?:this|next|on|coming)\s+(?:{_WD})(?:\s+the\s+{_ORD})?\b|the\s+{_ORD}\b|tomorrow\b|"
    r"next\s+(?:week|month)\b)",
    re.IGNORECASE,
)


@lru_cache(maxsize=2048)
def occasion(sentence: str) -> str:
    """The user's event a request for a piece is for, as a statement ("my first marathon is
    on 1 June"); "" when the sentence asks for no piece or names no day for it."""
    if not _ASKS_FOR_PIECE.match(sentence):
        return ""
    m = _FOR_OCCASION.search(sentence)
    if not m:
        return ""
    day = _DAY.search(sentence, m.end())
    if not day:
        return ""
    when = day.group(0)
    if re.match(r"(?:the\s+)?\d", when, re.IGNORECASE) or re.match(f"(?:{_MON})", when, re.I):
        when = f"on {when}"
    return f"{m['whose']} {m['event']} is {when}"
