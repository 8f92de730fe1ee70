"""Identity facts said in passing, in frames the main table does not read: a diet said with
"eat" ("i eat halal only"), a household said with "live with" ("i still live with my
parents"), a part in a band said with "on" ("im on bass"), a new home named as a fragment
("new place in Asheville") or moved into ("moved into a retirement village in Mesa").

Each row is gated by its trigger words (`gated_rows`), so a clause holding none of them costs
nothing. What makes each one the user's own is its first-person frame; the same words said
of someone else ("my brother eats halal", "she lives with her mum") start with another
subject and are left to the relative rows."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row, last_words
from memoryflow.extractors.rules.identity_fragments import _ADV, _HOME, _IM, _PLACE, _WE, Row
from memoryflow.extractors.rules.identity_patterns import WORD_END, IdentityFact, make_fact, orig
from memoryflow.extractors.rules.identity_place_builders import build_home_of_their_own
from memoryflow.extractors.rules.lexicon import INSTRUMENTS, alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["PASSING_ROWS"]

# Diets said as what one eats; "only" or "strictly" may stand either side.
_DIETS = (
    "halal", "kosher", "vegan", "vegetarian", "plant based", "plant-based", "pescatarian",
    "gluten free", "gluten-free", "dairy free", "dairy-free",
)  # fmt: skip
_DIET = alternation(_DIETS)
# What may follow: nothing, a food noun, "only", or a new clause ("so most plans are useless").
_DIET_TAIL = (
    r"(?:\s+(?:food|meat|meals|stuff))?(?:\s+(?:only|mostly))?"
    r"(?=\s*$|\s*[,.!;]|\s+(?:so|and|but|because|at home|now|these days|anyway)\b)"
)
# Who one lives with, as a lasting household; children are read by the kin rows ("me and
# my son"), so they are left out here.
_HOUSEHOLD = (
    "parents", "mum", "mom", "mother", "dad", "father", "grandparents", "grandma", "grandpa",
    "gran", "nan", "grandmother", "grandfather", "in-laws", "family", "aunt", "uncle",
    "sister", "brother", "sisters", "brothers", "partner", "boyfriend", "girlfriend",
)  # fmt: skip
_HOUSEHOLD_WORD = alternation(_HOUSEHOLD)
# A short stay is a visit, not a household: "living with my sister for two weeks".
_A_STAY = re.compile(
    r"\b(?:for\s+(?:a|\d+|two|three|four|a\s+few|a\s+couple\s+of)\s+(?:days?|nights?|weeks?)|"
    r"this\s+(?:week|weekend)|over\s+(?:christmas|the\s+holidays))\b"
)
_INST = alternation(INSTRUMENTS)


def _eats(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    diet = orig(c, m, "diet").lower().replace("-", " ")
    if m["keep"]:
        return [make_fact("diet", diet, f"Keeps {diet}", "personal")]
    only = "only " if "only" in c.lower[m.start() : m.end()] or m["strict"] else ""
    return [make_fact("diet", diet, f"Eats {only}{diet}", "personal")]


def _lives_with(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if _A_STAY.search(c.lower, m.end()):
        return []
    who = m["rel"]
    return [make_fact("household", who, f"Lives with their {who}", "personal")]


def _named_home(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """A place in the user's capitals ("three years in Seoul"; not "two years in prison")."""
    place = orig(c, m, "place")
    if not place[:1].isupper():
        return []
    return [make_fact("residence", place, f"Lives in {place}", "location")]


def _plays_in_band(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    inst = orig(c, m, "inst").lower()
    group = f" in {orig(c, m, 'group')}" if m["group"] else ""
    return [make_fact("hobby", inst, f"Plays {inst}{group}", "personal")]


PASSING_ROWS: tuple[Row, ...] = (
    # "i eat halal only", "we only eat kosher", "i keep kosher", "i eat strictly vegan"
    gated_row(
        "diet",
        last_words(_DIETS),
        rf"\b(?:{_DIET})\b",
        rf"^(?:i|we)\s+{_ADV}(?:only\s+)?(?:(?P<keep>keep)|eat|cook|buy)\s+"
        rf"(?:(?P<strict>only|strictly)\s+)?(?P<diet>{_DIET}){_DIET_TAIL}",
        _eats,
    ),
    # "i still live with my parents", "im living with my gran"
    gated_row(
        "household",
        "live living",
        r"\bliv(?:e|ing)\s+with\s+my\s",
        rf"^(?:i|we|{_IM}|we're|we\s+are)\s+{_ADV}(?:live|living)\s+with\s+my\s+"
        rf"(?P<rel>{_HOUSEHOLD_WORD}){WORD_END}(?!')",
        _lives_with,
    ),
    # "im on bass", "i'm on drums in a covers band": a part one plays
    gated_row(
        "hobby",
        last_words(INSTRUMENTS),
        r"\bon\s",
        rf"^{_IM}\s+{_ADV}on\s+(?P<inst>{_INST}){WORD_END}"
        r"(?:\s+(?:in|for|with)\s+(?P<group>(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,2}?"
        r"(?:band|group|trio|quartet|orchestra|ensemble))\b)?"
        r"(?=\s*$|\s*[,.!]|\s+(?:now|these days|and|but|so)\b)",
        _plays_in_band,
    ),
    # "new place in Asheville, the mountains are unreal": a new home said as a fragment; the
    # clause must end there ("new place in town does great tacos" is a restaurant)
    gated_row(
        "residence",
        "new",
        r"^new\s",
        rf"^new\s+{_HOME}\s+in\s+{_PLACE}(?=\s*$|\s+(?:now|finally|lol|haha)\b)",
        build_home_of_their_own,
    ),
    # "three years in Seoul now": how long one has lived in a named place, as a fragment
    gated_row(
        "residence",
        "years yrs months",
        r"\b(?:years?|yrs|months)\s+in\s",
        rf"^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|a\s+few|many)\s+"
        rf"(?:years?|yrs|months)\s+(?:now\s+)?in\s+{_PLACE}(?=\s*$|\s+(?:now|and|but|so|already)\b)",
        _named_home,
    ),
    # "after 10 years in London we moved back to Sydney": a move after a leading phrase
    gated_row(
        "residence",
        "moved relocated",
        r"^(?:after|when|once)\s.*\b(?:i|we)\s+(?:\w+\s+)?(?:moved|relocated)\s",
        rf"^(?:after|when|once)\s+.*?\b(?:i|we)\s+(?:finally\s+|just\s+)?(?:moved|relocated)\s+"
        rf"(?:back\s+|over\s+|here\s+)?to\s+{_PLACE}",
        build_home_of_their_own,
    ),
    # "last month i moved into a retirement community in Scottsdale": any home moved into
    gated_row(
        "residence",
        "into",
        r"\bmoved\s+into\s",
        rf"^(?:{_WE}(?:'ve| have)?\s+)?{_ADV}moved\s+into\s+(?:a|an|our|my|the)\s+"
        rf"(?:[\w-]+\s+){{0,3}}?[\w-]+\s+in\s+{_PLACE}",
        build_home_of_their_own,
    ),
)
