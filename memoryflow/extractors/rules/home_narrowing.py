"""A home said as a country by its initials narrows to the town the same message names for
the user's own job or home: "finally moved to the US last month, new job at a fintech in
jersey city" lives in Jersey City, not just the US.

No town is looked up. A country said by its initials ("the US", "the UK", "the UAE", "the
states") is the widest home one names, and a town the same message puts the user's work or
home in ("a job … in X", "our flat in X", "based in X") is where, inside it, they live. A
town named for anything else ("my sister in Boston", "a conference in Denver") leaves the
country as it was."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rules.home_forms import names_a_town
from memoryflow.extractors.rules.identity_assertion import IdentityAssertion
from memoryflow.extractors.rules.identity_patterns import make_fact
from memoryflow.extractors.rules.lexicon import LANGUAGES, NATIONALITIES, NOT_A_PLACE

__all__ = ["narrowed_homes"]

# Countries said by their initials (or "the states"): the form, not a list of towns.
_WIDE = frozenset({"us", "usa", "uk", "uae", "states", "the states"})
# The user's own work or home, then "in <town>" closing the phrase. "my"/"our" or none
# before it: "my sister's job in Boston" is hers (a relative's word stops the read).
_OWN_WORK_OR_HOME = re.compile(
    r"\b(?:(?:new\s+)?(?:job|role|position|gig|office|work|working|based|flat|apartment|"
    r"house|place|studio|condo|home)|(?:start(?:ed|ing)?|joined|work(?:ing)?)\s+at)"
    r"(?:\s+(?!(?:my|his|her|their)\s+(?:sister|brother|wife|husband|partner|mom|mum|dad|"
    r"son|daughter|friend)\b)[\w&'.-]+){0,5}?\s+in\s+"
    r"(?P<place>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
    r"(?=\s*(?:[.,;!?()]|$)|\s+(?:and|but|so|now|too|lol|btw|haha)\b)"
)
# A possessive right before the noun: the job or home is someone else's.
_SOMEONE_ELSES = re.compile(r"(?:\w's|s')\s+(?:new\s+)?$")
_NOT_TOWNS = frozenset(
    [*NOT_A_PLACE, *(w.lower() for w in (*LANGUAGES, *NATIONALITIES)), *_WIDE,
     "the", "a", "an", "my", "our", "town", "the city", "the area"]
)  # fmt: skip


def narrowed_homes(
    found: list[IdentityAssertion], messages: Sequence[ChatMessage]
) -> list[IdentityAssertion]:
    """`found` with each residence said as a country by its initials narrowed to the town
    its message names for the user's work or home."""
    if not any(a.fact.slot == "residence" and a.fact.value in _WIDE for a in found):
        return found
    content = {m.id: m.content for m in messages}
    return [_narrowed(a, content.get(a.message_id, "")) for a in found]


def _narrowed(a: IdentityAssertion, text: str) -> IdentityAssertion:
    if a.fact.slot != "residence" or a.fact.negated or a.fact.value not in _WIDE:
        return a
    low = text.lower()
    if len(low) != len(text):
        text = low  # a letter whose lower case is longer: read the lower-case text alone
    for m in _OWN_WORK_OR_HOME.finditer(low):
        if _SOMEONE_ELSES.search(low[max(0, m.start() - 40) : m.start()]):
            continue  # "my husband's job in Bristol": his
        place = m["place"]
        if place in _NOT_TOWNS or place.split()[0] in _NOT_TOWNS or len(place) < 3:
            continue
        if not names_a_town(place):
            continue  # "working in retail now", "a new job in sales": a line of work
        typed = text[m.start("place") : m.end("place")]
        town = " ".join(w if w[:1].isupper() else w.capitalize() for w in typed.split())
        fact = make_fact("residence", town, f"Lives in {town}", a.fact.identity_type)
        return replace(a, fact=fact)
    return a
