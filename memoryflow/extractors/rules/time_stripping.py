"""Time phrases taken out of titles: "a run on Sunday at 9am" becomes "a run"."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.time_phrases import (
    _CLOCK,
    _DAY_OF_MONTH,
    _DAY_WORD,
    _MONTH_DAY,
    _MONTH_END,
    _MONTH_ONLY,
    _OFFSET,
    _SEASON,
    _SPAN,
    _WEEK,
    _WEEK_AFTER_NEXT,
    _WEEKDAY_ANY,
)
from memoryflow.extractors.rules.time_table import STRIP_PATTERNS

_STRIP = (
    tuple(
        re.compile(p.pattern, re.IGNORECASE)
        for p in (
            _DAY_WORD,
            _OFFSET,
            _MONTH_DAY,
            _DAY_OF_MONTH,
            _MONTH_ONLY,
            _WEEKDAY_ANY,
            _WEEK_AFTER_NEXT,
            _WEEK,
            _MONTH_END,
            _SEASON,
            _CLOCK,
            _SPAN,
        )
    )
    + STRIP_PATTERNS
)


def strip_times(text: str) -> str:
    """`text` without its time phrases, for titles: "a run on Sunday at 9am" → "a run"."""
    out = text
    for pattern in _STRIP:
        out = pattern.sub("", out)
    # a dangling preposition goes, never the end of "weigh-in" or "check-in"
    out = re.sub(r"(?<![\w-])(?:on|at|in|for|from|by|due)(?:\s+the)?\s*$", "", out.strip())
    # so does a word that only led into the time: "querying agents starting next month"
    out = re.sub(r"(?<=\w)\s+(?:starting|beginning|from|as of)\s*$", "", out.strip())
    return re.sub(r"\s+", " ", out).strip(" ,")
