"""Situations said as a count or a wait, rewritten into the "I'm <verb>ing <what>" the
context table reads:

- staying off something, counted: "6 months sober today", "two years smoke free" → staying
  sober, smoke free;
- a wait on something one handed in: "lodged my student visa 6 weeks ago, still no news" →
  waiting on the student visa (the "still" of the message is what makes it a wait);
- a paper said to be pending: "my visa application is still in process".

Someone else's ("my dad is 10 years sober") has its own subject and is never rewritten."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

_COUNT = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an|a few)"
# "6 months sober today", "i'm 90 days clean", "two years smoke free"
_SOBER = re.compile(
    rf"^(?:(?:i'm|im|i am)\s+)?(?:officially\s+|now\s+)?{_COUNT}\s+(?:days?|weeks?|months?|years?)\s+"
    r"(?P<what>sober|clean|smoke[- ]free|alcohol[- ]free|booze[- ]free|vape[- ]free|"
    r"gambling[- ]free|off (?:the )?(?:booze|drink|cigarettes|smokes|vapes?))\b"
)
# "lodged my student visa 6 weeks ago", "applied for my citizenship in march"
_HANDED_IN = re.compile(
    r"^(?:i\s+|we\s+)?(?:lodged|submitted|sent off|sent in|filed|applied for|put in)\s+"
    r"(?P<what>(?:my|our)\s+(?:[\w'-]+\s+){0,3}?(?:visa|application|claim|appeal|"
    r"citizenship|residency|passport|permit|complaint|paperwork|tax return|refund))\b"
)
_STILL_WAITING = re.compile(
    r"\bstill\s+(?:no\s+(?:news|word|reply|answer|decision|response|refund|update|letter|email|"
    r"call|visa)|nothing|waiting|"
    r"haven'?t heard|no update)\b"
)


# "my visa application is still in process", "our residency is pending": a wait on a paper.
_PENDING = re.compile(
    r"^(?P<what>(?:my|our)\s+(?:(?![\w-]+'s\b)[\w'-]+\s+){0,2}?(?:application|visa|permit|claim|appeal|"
    r"residency|citizenship|paperwork|case|refund))\s+(?:is|are)\s+(?:still\s+)?"
    r"(?:in process|in processing|pending|being processed|under review|processing|stuck)\b"
)


def as_state(c: Clause, message: str) -> Clause | None:
    """The clause as "I'm staying …" / "I'm waiting on …", or None."""
    if m := _SOBER.match(c.lower):
        text = f"I'm staying {m['what']}"
    elif m := _PENDING.match(c.lower):
        same = len(c.text) == len(c.lower)
        text = f"I'm waiting on {c.text[m.start('what') : m.end('what')] if same else m['what']}"
    elif (m := _HANDED_IN.match(c.lower)) and _STILL_WAITING.search(message.lower()):
        same = len(c.text) == len(c.lower)
        what = c.text[m.start("what") : m.end("what")] if same else m["what"]
        text = f"I'm waiting on {what}"
    else:
        return None
    return replace(c, text=text, lower=text.lower())
