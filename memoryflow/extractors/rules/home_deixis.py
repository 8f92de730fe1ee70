"""A home pointed at rather than stated: the place is named in one clause and a clause
beside it says what it is to the user. "no, a polish company from poznan, thats home",
"somewhere in arizona, thats where we are", "Leeds, which is where I grew up", "where im
from (poland) we're way less formal", "back home (ghana) nobody tips".

No town is looked up: the pointing clause says the words before it name a home, and the
place is what closes them after "in", "from", "of", "near" or "outside", or the whole clause
when it is a bare name of one or two words. A word that is no town ("that's home" after "at
work") gives nothing."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.home_forms import names_a_town
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import (
    LANGUAGES,
    NATIONALITIES,
    NOT_A_PLACE,
    PRONOUN_OBJECTS,
)
from memoryflow.extractors.rules.text import Clause

__all__ = ["home_pointed_at"]

# "that's home", "thats where we live", "which is where i grew up": the clause before names it.
_POINTING = re.compile(
    r"^(?:and\s+|but\s+|so\s+)?(?:that's|thats|that\s+is|which\s+is|which's)\s+"
    r"(?:(?:still|now|basically)\s+)?(?:"
    r"(?P<home>(?:my\s+|our\s+)?home|where\s+(?:i|we)\s+(?:live|are)|where\s+(?:i'm|im|we're|"
    r"were)\s+(?:based|living)|where\s+(?:i|we)\s+(?:'m|'re))"
    r"|(?P<origin>where\s+(?:i'm|im|i\s+am|we're|we\s+are)\s+from|where\s+(?:i|we)\s+"
    r"(?:grew\s+up|(?:was|were)\s+(?:born|raised))))\b"
)
# "where im from (poland)", "where we live (leeds)", "back home (ghana)": the place in
# brackets right after the words that say what it is.
_BRACKETED = re.compile(
    r"\b(?:(?P<origin>where\s+(?:i'm|im|i\s+am|we're|we\s+are)\s+from|back\s+home)"
    r"|(?P<home>where\s+(?:i|we)\s+live))\s*\(\s*(?P<place>[^()]{3,30}?)\s*\)"
)
_BRACKET_LEAD = re.compile(
    r"^(?:where\s+(?:i'm|im|i\s+am|we're|we\s+are)\s+from|where\s+(?:i|we)\s+live|back\s+home)$"
)
# The place closing the clause before the pointer: "… from poznan", "somewhere in arizona".
_CLOSING_PLACE = re.compile(
    r"(?:^|\s)(?:in|from|of|near|outside)\s+(?P<place>[\w'-]+(?:\s+[\w'-]+)?)\s*[.!]*$"
)
# A clause that is only a name: one word, not a word of talk ("honestly, thats home").
_BARE_NAME = re.compile(r"^(?P<place>[\w'-]+)\s*[.!]*$")
_TALK = frozenset(
    [
        "honestly",
        "basically",
        "really",
        "anyway",
        "anyways",
        "well",
        "tbh",
        "idk",
        "yeah",
        "yep",
        "tho",
        "though",
    ]
)
_NOT_TOWNS = frozenset(
    [*NOT_A_PLACE, *PRONOUN_OBJECTS, *(w.lower() for w in (*LANGUAGES, *NATIONALITIES)),
     "the", "a", "an", "my", "our", "me", "us", "work", "home", "here", "there", "yes", "no",
     "yeah", "nope", "ok", "okay", "lol", "haha", "thanks"]
)  # fmt: skip


def home_pointed_at(c: Clause, before: str, content: str) -> IdentityFact | None:
    """The home or origin `c` points at: in the clause `before` it (lower case, "" if none in
    the same message), or in brackets in the message's `content`."""
    if c.is_hypothetical or c.is_reported or c.supplied:
        return None
    low = c.lower.strip()
    # "where im from", "which is where i grew up" open like questions; only a "?" makes one
    if c.is_question and _asked(content.lower(), low):
        return None
    if (m := _POINTING.match(low)) and before:
        place = _closing_place(before)
        return _fact(place, origin=bool(m["origin"])) if place else None
    if _BRACKET_LEAD.match(low) and (b := _BRACKETED.search(content.lower())):
        return _fact(b["place"], origin=bool(b["origin"]))
    return None


def _asked(content: str, clause: str) -> bool:
    """Whether the sentence holding `clause` in `content` ends in a question mark."""
    content, clause = content.replace("'", ""), clause.replace("'", "")  # "im" for "i'm"
    at = content.find(clause)
    if at < 0:
        return True
    end = re.search(r"[.!?\n]", content[at + len(clause) :])
    return end is not None and end.group() == "?"


def _closing_place(before: str) -> str | None:
    text = before.strip().rstrip(",;:- ")
    if m := _CLOSING_PLACE.search(text):
        return m["place"]
    m = _BARE_NAME.match(text)
    if m is None or m["place"] in _TALK or m["place"].endswith("ly"):
        return None
    return m["place"]


def _fact(place: str, *, origin: bool) -> IdentityFact | None:
    words = place.split()
    if not words or len(words) > 3 or len(place) < 3:
        return None
    if any(w in _NOT_TOWNS or any(ch.isdigit() for ch in w) for w in words):
        return None
    if not names_a_town(place):
        return None  # "been in sales for years, thats home": a line of work
    town = " ".join(w if w[:1].isupper() else w.capitalize() for w in words)
    if origin:
        return make_fact("origin", town, f"Is from {town}", "demographic")
    return make_fact("residence", town, f"Lives in {town}", "location")
