"""The story a told lesson came from, when the lesson is said after it in words of its own
("…lent my cousin 200k and he ghosted. … lesson learnt, family and money don't mix").

A lesson is remembered by what happened, so its title keeps the story: the nearest
sentence before the rule (or the part of the rule's own sentence before it) that tells the
user's past, opened by a time in the past ("last year", "two summers ago", "in 2019", "one
time") or by "I" and a past verb. A heading before the story ("quick context:", "worth
saying:") is chat, not story, and goes."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules.hindsight import OTHERS, STORY_START
from memoryflow.extractors.rules.lessons import without_heading

# A time in the past said first makes whatever follows a story, whatever its verb ("last
# year i dnfd at mile 60").
_PAST_OPENER = re.compile(
    r"^(?:(?:and|so|also|but|then|ok so)\s+)?(?:last\s+(?:year|winter|summer|spring|autumn|fall|"
    r"month|week|wk|time|season|term)|(?:a|one|two|three|four|five|a few|several|\d+)\s+"
    r"(?:years?|months?|weeks?|summers?|winters?|seasons?)\s+ago|in\s+(?:19|20)\d\d|"
    r"one time|once|back in\s+\w+|when i was\s+\w+)\b,?\s+(?:i|we)\b"
)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
# How far back a story may be told: the rule is said within a few sentences of it.
_LOOK_BACK = 3


def _tells_past(sentence: str) -> bool:
    low = cs.normalise_casual(without_heading(sentence)).lower().strip()
    if OTHERS.search(low):
        return False
    return bool(_PAST_OPENER.match(low) or STORY_START.match(low))


@lru_cache(maxsize=1024)
def story_before(content: str, rule: str) -> str | None:
    """The user's past story told before `rule` in `content`, or None."""
    at = content.lower().find(rule.lower()[:30])
    if at <= 0:
        return None
    before = _SENTENCE.findall(content[:at])
    # the part of the rule's own sentence before its marker comes first
    candidates = [s.strip(" ,;:-") for s in reversed(before[-(_LOOK_BACK + 1) :])]
    candidates[0] = re.split(
        r",?\s*(?:lesson\s+learn\w*(?:\s+the hard way)?|learn\w* the hard way)\s*[:,-]?\s*$",
        candidates[0],
        flags=re.IGNORECASE,
    )[0]
    for sentence in candidates:
        sentence = sentence.strip(" ,;:-.!")
        if len(sentence.split()) >= 4 and _tells_past(sentence):
            return without_heading(sentence)
    return None
