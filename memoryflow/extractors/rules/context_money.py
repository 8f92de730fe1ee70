"""Money and papers one is in the middle of, said in shapes the context table does not
read, rewritten into the "I'm <verb>ing …" it does:

- a debt carried: "i have 4k in student loans", "got about 12k of credit card debt" →
  paying off 4k in student loans;
- a payment one chases: "this client is 60 days late paying me for a book cover" → chasing
  payment for a book cover;
- a qualification not yet recognised where one lives: "my diploma is not recognised here" →
  getting my diploma recognised;
- an eviction: "my landlord is trying to evict us", "we got an eviction notice";
- applications told by their rejections: "3rd postdoc rejection this month", "another
  internship rejection" → applying for postdocs, internships.

Someone else's ("my brother has 20k in loans") has its own subject and is never
rewritten."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

_AMOUNT = r"(?:[$£€]\s?)?\d[\d,.]*\s*(?:k|grand|thousand|[$£€]|dollars|pounds|euros)?"
# "i have 4k in student loans", "got about 12k of credit card debt"
_DEBT = re.compile(
    r"^(?:(?:and|but|also|plus)\s+)?(?:i|we)(?:'ve|\s+have|\s+still\s+have|\s+have got|\s+got|"
    r"\s+owe|\s+still\s+owe)?\s+(?:got\s+)?(?:about\s+|around\s+|like\s+|almost\s+|over\s+)?"
    rf"(?P<what>{_AMOUNT}\s+(?:in|of)\s+(?:[\w-]+\s+){{0,2}}?(?:loans?|debt|overdraft|"
    r"arrears|back rent|back taxes))\b"
)
# "this client is 60 days late paying me for a book cover"
_LATE_PAYING = re.compile(
    r"\b(?:is|are|'s)\s+(?:now\s+)?(?:\d+\s+|two\s+|three\s+|a few\s+)?(?:days?|weeks?|months?)?\s*"
    r"(?:late|overdue)\s+(?:on\s+)?(?:paying|payment)\s+(?:me\s+)?for\s+(?P<for>\S.*)$"
)
_CREDENTIAL = (
    r"diploma|degree|qualifications?|license|licence|certificate|nursing registration|"
    r"teaching qualification|medical degree"
)
# "my diploma is not recognised here", "my nursing licence isn't valid in canada yet"
_NOT_RECOGNISED = re.compile(
    rf"^(?:(?:and|but|also)\s+)?(?P<what>my\s+(?:[\w-]+\s+)?(?:{_CREDENTIAL}))\s+"
    r"(?:is|isn't|isnt|is not|are|aren't|are not)\s+(?:still\s+)?(?:not\s+)?(?:yet\s+)?"
    r"(?:recogni[sz]ed|valid|accepted)\b(?:\s+(?:here|yet|in\s+\S+))?"
)
_NEGATED = re.compile(r"\b(?:not|isn't|isnt|aren't)\b")
# "3rd postdoc rejection this month", "another internship rejection"
_REJECTION = re.compile(
    r"^(?:(?:ugh|so|and|well)\s+)?(?:my\s+)?(?:another|(?:\d+(?:st|nd|rd|th)|first|second|third|"
    r"fourth|fifth|tenth)|yet another)\s+(?P<what>(?:[\w-]+\s+){0,1}?(?:postdoc|job|"
    r"internship|grad scheme|residency|phd|masters?|uni|fellowship|scholarship|"
    r"grant|agent|publisher|apprenticeship))\s+rejection\b"
)


# "my landlord is trying to evict us", "we're being evicted", "got an eviction notice"
_EVICTION = re.compile(
    r"\b(?:(?:is|are)\s+(?:trying to|going to|threatening to)\s+evict\s+(?:me|us)|"
    r"(?:i'm|im|i am|we're|we are)\s+(?:being|getting)\s+evicted|"
    r"(?:i|we)\s+(?:just\s+)?(?:got|received|have)\s+an?\s+eviction notice)\b"
)


def _as(c: Clause, text: str) -> Clause:
    return replace(c, text=text, lower=text.lower())


def _said(c: Clause, m: re.Match[str], group: str) -> str:
    same = len(c.text) == len(c.lower)
    return c.text[m.start(group) : m.end(group)] if same else m[group]


def as_money_or_papers(c: Clause) -> Clause | None:
    """The clause as the context table reads it, or None when it says none of these."""
    low = c.lower
    if m := _DEBT.match(low):
        return _as(c, f"I'm paying off {_said(c, m, 'what')}")
    if ("late" in low or "overdue" in low) and (m := _LATE_PAYING.search(low)):
        return _as(c, f"I'm chasing payment for {_said(c, m, 'for')}")
    if "evict" in low and _EVICTION.search(low):
        return _as(c, "I'm dealing with an eviction")
    if (m := _NOT_RECOGNISED.match(low)) and _NEGATED.search(m[0]):
        return _as(c, f"I'm getting {_said(c, m, 'what')} recognised")
    if "rejection" in low and (m := _REJECTION.match(low)):
        what = _said(c, m, "what")
        return _as(c, f"I'm applying for {what}{'' if what.endswith('s') else 's'}")
    return None
