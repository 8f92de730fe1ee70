"""A relationship that ended, taken back against the stored partner.

"me and aoife split", "marco and i broke up", "we called it quits last month", "so maya and
i split up 🙃": the user is no longer with whoever the stored list names as their partner.
The identity table reads "broke up" and "split up" as plain statements; this row also reads
"split" without "up" and the update said through a wry emoji, as the other retraction rows
do. The fact is negated, so it adds nothing: it only takes back a stored partner memory
(`identity_edits.slot_matches`, slot "partner"), by name when one is given.

"split" alone is a break-up only when nothing follows it but a time or the next thought:
"we split the bill" and "me and my sister split the cost" share a thing, not a life."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.text import Clause

# Who broke up: "me and X", "X and I" (the splitter leaves "I" alone), "we", "I … with X".
_WHO = r"(?:(?:me|i)\s+and\s+(?P<who>my\s+\w+|[a-z][\w'-]*)|we|i)"
_ENDED = r"(?:broke\s+up|split(?:\s+up)?|separated|called\s+it\s+(?:quits|off)|ended\s+things)"
# What may follow the verb: nothing, a time, or the next thought; never the thing shared.
_AFTER = (
    r"(?=\s*$|\s+(?:last|this|in|on|yesterday|today|recently|after|so|and|but|because|cos|"
    r"over|for\s+good|\d+|a\s+(?:few|couple|week|month|year|while)|(?:two|three|four|six)\s+"
    r"(?:days|weeks|months|years)|weeks|months|ago|finally|officially)\b)"
)
_BREAKUP = re.compile(
    rf"^(?:(?:so|ok|okay|well|and|update|yeah|welp|anyway)\s+)*{_WHO}\s+"
    r"(?:(?:just|finally|officially|actually|have|'ve|kinda|basically)\s+)*"
    rf"{_ENDED}(?:\s+with\s+(?P<with>my\s+\w+|[a-z][\w'-]*))?{_AFTER}"
)
# Words after "with" or "and" that name no one: "split with the band" is another story.
_NO_ONE = frozenset({"the", "a", "an", "them", "him", "her", "it", "everyone", "my"})


def broken_up(c: Clause) -> tuple[IdentityFact, ...]:
    """The partner the clause says the user is no longer with, as a negated fact."""
    m = _BREAKUP.match(c.lower)
    if m is None:
        return ()
    who = (m["who"] or m["with"] or "partner").strip()
    who = re.sub(r"^my\s+", "", who)
    if who in _NO_ONE:
        return ()
    return (make_fact("partner", who, f"Broke up with {who}", "relationship", neg=True),)
