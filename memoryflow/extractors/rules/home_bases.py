"""Where the user is based, said through their work or their home rather than a verb of
living, in any capitalisation: "depot is york", "working deckhand on the ferry out of oban",
"180 drops a day round melbourne", "based in dubai but …", "residing in Lahore", "im home in
manila with our daughter", "we're in a 2 bed in dublin 15", "pinay from cebu", "indian
passport".

People on the move for work name the town they work from, not where they sleep, and a
careful reader notes it as where they are based. Each form is a frame that says so (a depot
or crew base, a route run "out of" or "round" a town, a home described by its size); the
town is never looked up, only cut by `home_forms.town_named` and a small table of the words
these frames carry that are no town ("out of hours", "round the clock", "my base is solid").
Someone else's ("his depot is york", "my sister is home in leeds") and what is asked,
supposed or quoted are left out."""

from __future__ import annotations

import re
from typing import NamedTuple

from memoryflow.extractors.rules.home_forms import town_named
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import NATIONALITIES, alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["homes_by_base"]


class _Base(NamedTuple):
    slot: str
    title: str  # with "{}" for the town
    pattern: re.Pattern[str]  # over the clause in lower case, the town in group "place"


_W = r"[a-zà-ÿ\u0100-\u024f][\w'-]*"
_TOWN = rf"(?P<place>{_W}(?:\s+{_W})??)"
# A district number kept with its town: "dublin 15", "paris 11e".
_TOWN_NUMBERED = rf"(?P<place>{_W}(?:\s+{_W})?(?:\s+\d{{1,2}}e?)?)"
# Words that may close the clause after the town and add nothing to where one is.
_TAIL = (
    r"(?:\s+(?:with\s+.*|now|atm|rn|lol|haha|btw|tho|mate|mostly|mainly|these\s+days|for\s+now|"
    r"(?:but|and|so)\s+.*))?$"
)
# Someone else's: "his depot is york", "my brother drives a van round bristol".
_NOT_OTHERS = (
    r"^(?!(?:my|our|his|her|their)\s+(?!crew\b|home\b|base\b|depot\b))"
    r"(?!.*\b(?:he|she|they|his|her|their|my\s+(?!crew\b|home\b|base\b|depot\b)\w+\s+(?:is|'s))\b)"
)
_WE_ARE = r"(?:i'm|im|i\s+am|we're|we\s+are|were)"
# Work that runs from a town: a route, a ferry, flights, a boat; "out of" after these.
_RUN_FROM = (
    r"(?:ferry|ferries|boat|boats|ship|vessel|trawler|ops|operations|flying|fly|flights?|"
    r"sail|sailing|fish|fishing|trucking|haul|hauling|routes?|runs?|driving|drive|based|"
    r"working|work|operate|operating|crew)"
)
# Work done across a town: drops and rounds, a van, clients.
_DONE_ROUND = (
    r"(?:drops|deliveries|parcels|routes?|rounds?|jobs|clients|customers|fares|pickups|"
    r"van|taxi|cab|lorry|truck|bus)"
)
# Nationality nouns of chat, and what they make the user ("pinay" → Filipino).
_DEMONYMS = {
    "pinay": "Filipino", "pinoy": "Filipino", "filipina": "Filipino", "kiwi": "New Zealander",
    "aussie": "Australian", "brit": "British", "scot": "Scottish", "yank": "American",
    "desi": "South Asian",
}  # fmt: skip
_NAT = alternation(NATIONALITIES)
_THE_COUNTRIES = r"(?:netherlands|uk|us|usa|uae|philippines|states|emirates)\b"

_BASES: tuple[_Base, ...] = tuple(
    _Base(slot, title, re.compile(pattern))
    for slot, title, pattern in (
        # a depot or crew base named: "depot is york", "my base is dubai now"
        ("residence", "Is based in {}",
         rf"{_NOT_OTHERS}(?:.*?,\s*|^)(?:(?:my|our|the)\s+)?(?:(?:home|crew|bus|train)\s+)?"
         rf"(?:depot|home\s+port)\s+(?:is|'s)\s+(?:in\s+|at\s+)?{_TOWN}{_TAIL}"),
        ("residence", "Is based in {}",
         rf"{_NOT_OTHERS}(?:.*?,\s*|^)(?:my|our)\s+(?:crew\s+|home\s+)?base\s+(?:is|'s)\s+"
         rf"(?:in\s+|at\s+)?{_TOWN}{_TAIL}"),
        # a route run from a town: "deckhand on the ferry out of oban", "ops out of bergen"
        ("work_area", "Works out of {}",
         rf"{_NOT_OTHERS}.*?\b{_RUN_FROM}\s+(?:[\w-]+\s+){{0,2}}?out\s+of\s+{_TOWN}{_TAIL}"),
        # work done across a town: "180 drops a day round melbourne", "mobile van around galway"
        ("work_area", "Works around {}",
         rf"{_NOT_OTHERS}.*?\b{_DONE_ROUND}\s+(?:[\w-]+\s+){{0,3}}?a?round\s+{_TOWN}{_TAIL}"),
        # "based in" with the subject left out: "based in dubai but pinay from cebu"
        ("residence", "Lives in {}",
         rf"^(?:(?:currently|now|still|mostly)\s+)?based\s+(?:in|out\s+of)\s+{_TOWN}{_TAIL}"),
        # the formal verb: "residing in Lahore", "I reside in Leeds", "resident in Dubai"
        ("residence", "Lives in {}",
         rf"(?:^|,\s*)(?:(?:i|we)\s+(?:currently\s+)?(?:reside|am\s+resident|are\s+resident)|"
         rf"(?:currently\s+)?(?:residing|resident))\s+in\s+{_TOWN}{_TAIL}"),
        # "here in" with a stay that is no visit: "here in the netherlands on a work permit"
        # (closing the clause, "here in <town>" is `whereabouts`'s)
        ("residence", "Lives in {}",
         rf"{_NOT_OTHERS}(?!.*\b(?:will|'ll|gonna|going|visit\w*|trip|holiday|vacation|next)\b)"
         rf".*?\bhere\s+in\s+(?:the\s+(?={_THE_COUNTRIES}))?{_TOWN}(?:\s+on\s+(?:a|an|my)\s+"
         rf"(?:[\w-]+\s+){{0,2}}?(?:visa|permit)){_TAIL}"),
        # at home somewhere: "im home in manila with our daughter", "we're back home in cork now"
        ("residence", "Lives in {}",
         rf"^(?:(?:but|and|so|also)\s+)?{_WE_ARE}\s+(?:(?:still|back|at)\s+)?home\s+in\s+{_TOWN}{_TAIL}"),
        # a home described by its size: "we're in a 2 bed in dublin 15 with the kids"
        ("residence", "Lives in {}",
         rf"^(?:(?:but|and|so|also)\s+)?{_WE_ARE}\s+(?:(?:still|currently|now)\s+)?in\s+(?:a|an|our|my)\s+"
         rf"(?:tiny\s+|small\s+|little\s+|rented\s+)?(?:\d|one|two|three|four)[\s-]?(?:bed|bedroom|br|bhk)"
         rf"(?:room)?(?:\s+(?:flat|apartment|house|place|unit|condo))?\s+in\s+{_TOWN_NUMBERED}{_TAIL}"),
        # a nationality noun with a hometown: "pinay from cebu", "kiwi from nelson"
        ("origin", "Is from {}",
         rf"{_NOT_OTHERS}.*?(?:^|,\s*|\bbut\s+|\bim\s+|\bi'm\s+|\ban?\s+)(?:{'|'.join(_DEMONYMS)}|{_NAT})\s+"
         rf"from\s+{_TOWN}{_TAIL}"),
    )
)  # fmt: skip

# Words these frames carry where a town would go that are no town.
_NOT_TOWN_WORDS = (
    "hours office town work time state country season order hand stock sight reach range "
    "pocket breath shape practice date print place line luck control bounds money the "
    "clock corner bend block house back front solid strong fine ok okay closed shut open "
    "busy quiet dead chaos mental huge small big miles far near nearby local rubbish reality "
    "fact theory principle"
)
_NOT_TOWNS = frozenset(_NOT_TOWN_WORDS.split())
_GATE = re.compile(
    r"\b(?:depot|port|base|based|out\s+of|a?round|resid\w*|resident|home|bed\w*|bhk|from|here\s+in)\b"
)
# A nationality said through a passport: "indian passport, here in the netherlands"
_PASSPORT = re.compile(
    rf"(?:^|,\s*|\b(?:i\s+have|i've\s+got|got|on|with)\s+(?:an?\s+)?)(?P<nat>{_NAT}|{'|'.join(_DEMONYMS)})\s+"
    r"(?:passport|citizen|citizenship|national)\b"
)


def homes_by_base(c: Clause, table: tuple[IdentityFact, ...]) -> tuple[IdentityFact, ...]:
    """Where `c` says the user is based or from (see the module), when no fact of `table`
    names that place yet."""
    if not c.is_statement or c.supplied or c.text.startswith(("'", '"')):
        return ()
    low = c.lower
    if not _GATE.search(low) and "passport" not in low and "citizen" not in low:
        return ()
    said = " ".join(fact.title.lower() for fact in table)
    found: list[IdentityFact] = []
    for base in _BASES:
        m = base.pattern.search(low)
        if m is None:
            continue
        raw = m["place"]
        district = re.search(r"\s+\d{1,2}e?$", raw)
        words = raw[: district.start()] if district else raw
        if any(w in _NOT_TOWNS for w in words.split()):
            continue
        town = town_named(words)
        if town is None or town.lower() in said:
            continue
        place = f"{town}{district.group(0)}" if district else town
        found.append(make_fact(base.slot, place, base.title.format(place), "location"))
        said += f" {place.lower()}"
    if (p := _PASSPORT.search(low)) and "is " + p["nat"] not in said:
        nat = _DEMONYMS.get(p["nat"], p["nat"].title())
        found.append(make_fact("origin", nat, f"Is {nat}", "demographic"))
    return tuple(found)
