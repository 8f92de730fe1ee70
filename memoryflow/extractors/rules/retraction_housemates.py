"""Someone the user lived with who moved out, taken back against the stored housemate.

"jess moved out finally!!!", "my flatmate moved out last week", "our roommate tom has moved
out": the stored memory that the user shares a home with that person ("Shares a flat with
roommate Jess", "Lives with two flatmates") no longer holds. The fact is negated, so it adds
nothing; it only takes back a stored memory that names a shared home and, when a name is
given, that name (`retraction_match.retracts`, slot `HOUSEMATE`). A child leaving home ("my
son moved out") is no housemate gone: relatives are never read here."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import RELATIONS
from memoryflow.extractors.rules.text import Clause

HOUSEMATE = "housemate"  # the slot of a housemate gone; its value is the name, or this word

_MATE = r"(?:flat|house|room)\s?mates?"
_HEDGE = r"(?:finally|just|has|'s|already|officially|actually|recently)"
_GONE = re.compile(
    rf"^(?:(?:so|ok|okay|well|and|update|yeah|also)\s+)*(?:(?:(?:my|our)\s+(?:old\s+)?)?(?P<mate>{_MATE})"
    rf"(?:\s+(?!{_HEDGE}\b)(?P<named>[a-z][\w'-]*))?|(?P<who>[a-z][\w'-]*))\s+"
    rf"(?:{_HEDGE}\s+)*moved\s+out\b"
)
# Words before "moved out" that name no housemate: "i moved out", "he moved out".
_NO_ONE = frozenset({"i", "we", "he", "she", "they", "it", "who", "everyone", "someone",
                     "finally", "just", "and", *RELATIONS})  # fmt: skip


def housemate_gone(c: Clause) -> tuple[IdentityFact, ...]:
    """The housemate the clause says moved out, as a negated fact."""
    m = _GONE.match(c.lower) if "moved out" in c.lower else None  # a cheap gate first
    if m is None:
        return ()
    who = m["named"] or m["who"] or HOUSEMATE
    if who in _NO_ONE:
        return ()
    return (make_fact(HOUSEMATE, who, f"Lives with {who}", "personal", neg=True),)
