"""Who the user is, said beside what the sentence is about (cases in
`tests/extractors/test_rule_origins_in_passing.py`):

- a business of their own named with "my"/"our" ("the sign in my salon", "my bakery's
  sales", "my tailoring shop in Accra"), and what they sell and where ("i sell candles
  online", "started selling jam at the farmers market");
- a degree under way named by what belongs to it ("my PhD supervisor says…");
- where they come from, said in a frame ("where im from (poland)", "back home in Ghana",
  "as a Brazilian"; read in `identity_origin_frames`);
- their age, said beside the rest ("as a 45 year old", "I'm in my 40s", "me (34F)").

Each reader is tried only when the clause holds one of its trigger words, and only on a
first-hand statement: a question, a wish, a role or someone else's words say nothing of
the user."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.gated_rows import words_of
from memoryflow.extractors.rules.identity_ages import age_in_passing as _age
from memoryflow.extractors.rules.identity_origin_frames import (
    _NOT_PLACES,
    _left_back_home,
    _origin,
    _title_case,
)
from memoryflow.extractors.rules.identity_patterns import IdentityFact, article, make_fact, orig
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = ["BUSINESS_NOUNS", "NOT_A_BUSINESS_AFTER", "origins_in_passing"]

# Businesses one has rather than goes to: "my gym", "my hotel", "my garage", "my company"
# (the employer) and "my practice" say nothing about owning one, so they are left out.
BUSINESS_NOUNS = (
    r"bakery|caf[eé]|restaurant|salon|boutique|barbershop|barber shop|bookshop|bookstore|"
    r"etsy shop|etsy store|online shop|online store|shop|store|food truck|market stall|stall|"
    r"kiosk|brewery|winery|taproom|b&b|guesthouse|startup|small business|business|bodega|"
    r"workshop|studio|nursery business|catering business|"
    # a company named by a small trade is one's own ("my cleaning company, 4 employees now");
    # "my company" alone, or "my tech company", is as often the employer
    r"(?:cleaning|building|construction|landscaping|gardening|catering|removals?|painting|"
    r"decorating|roofing|plumbing|electrical|photography|dog walking|tattoo|haulage|trucking|"
    r"bookkeeping|tiling|joinery|carpentry|window cleaning|pressure washing)\s+"
    r"(?:company|firm|business)"
)
# Words in front that make it someone else's or a place one only visits.
_NOT_MINE = (
    r"local|favourite|favorite|usual|nearest|corner|regular|go-to|old|former|last|previous|"
    r"dream|future|new|next|first|\w+'s|\w+s'|the|a|an"
)
# Words after it that make it a job there or a thing of it, not the business itself.
NOT_A_BUSINESS_AFTER = (
    r"job|jobs|shift|shifts|manager|boss|owner|owners|assistant|colleagues?|coworkers?|uniform|"
    r"card|account|hours|interview|idea|ideas|plan|plans|name|names|logo|appointment|booking|"
    r"visit|voucher|trip"
)
_MY_BUSINESS = re.compile(
    rf"\b(?:my|our)\s+(?P<own>own\s+)?(?P<biz>(?:(?!(?:{_NOT_MINE})\b)[a-z][\w&-]*\s+){{0,2}}?"
    rf"(?:{BUSINESS_NOUNS}))(?:'s)?(?=[\s,.!?;:)]|$)(?!\s+(?:{NOT_A_BUSINESS_AFTER})\b)"
    r"(?:\s+in\s+(?P<city>[a-z][\w'.-]+))?"
)
# "my studio", "my workshop" and "my shop" alone are a room or a hobby's place unless the
# sentence speaks of trade: customers, sales, clients, orders, opening hours.
_TRADE = re.compile(
    r"\b(?:customers?|clients?|sales|sell|selling|sold|orders?|open|opening|staff|employees?|"
    r"menu|prices?|stock|inventory|walk-ins?|sign|instagram|website|bookings?|regulars|"
    r"suppliers?|revenue|invoices?|own)\b"
)
# A business that is over, or someone else's doing: "we sold our bakery", "she ran our b&b".
_NOT_RUNNING = re.compile(
    r"\b(?:sold|closed|shut|shutting|closing|gave\s+up|went\s+(?:bust|under)|used\s+to|"
    r"lost\s+(?:my|our)\s+(?:\w+\s+)?(?:business|shop|store)|bankrupt)\b|^(?:she|he|they)\s+(?:ran|owned|had|started|opened|built)\b"
)
_NEEDS_TRADE = frozenset({"studio", "workshop", "shop", "store", "business"})
_BUSINESS_WORDS = frozenset(
    [
        "bakery",
        "cafe",
        "café",
        "restaurant",
        "salon",
        "boutique",
        "barbershop",
        "barber",
        "bookshop",
        "bookstore",
        "etsy",
        "online",
        "shop",
        "store",
        "truck",
        "stall",
        "kiosk",
        "brewery",
        "winery",
        "taproom",
        "b&b",
        "b",
        "guesthouse",
        "startup",
        "business",
        "bodega",
        "workshop",
        "studio",
        "company",
        "firm",
    ]
)

# Selling as a trade: a bare product (no "my", "the", "some": "selling my couch" is one
# sale) and where it is sold.
_SELLS = re.compile(
    r"^(?:(?:i|we)\s+(?:(?:also|now|still|mostly|mainly|just)\s+)?(?:sell|(?:'ve\s+|have\s+)?"
    r"started\s+selling|(?:'m|am|'re|are)\s+selling)|(?:just\s+)?started\s+selling)\s+"
    r"(?P<what>(?!(?:my|our|the|a|an|some|this|that|these|those|it|them|stuff|things|his|her|"
    r"their|your)\b)[a-z][\w'-]*(?:\s+(?!(?:online|at|on|from|in|to|for)\b)[a-z][\w'-]*){0,2})\s+"
    r"(?P<where>online|from home|on the side|at\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:markets?|fairs?|market stalls?|car boot sales?|craft fairs?|bazaars?)|"
    r"on\s+(?:etsy|ebay|amazon|shopee|tokopedia|instagram|facebook|depop|vinted|"
    r"marketplace|tiktok|shopify))\b"
)

# A degree under way told by what belongs to it: "my PhD supervisor", "my master's thesis".
_MY_DEGREE = re.compile(
    r"\bmy\s+(?P<deg>phd|doctorate|doctoral|masters?|master's|msc|mba|undergrad|bachelor's)\s+"
    r"(?P<part>supervisors?|advisors?|adviser|thesis|dissertation|programm?e|cohort|defen[cs]e|"
    r"viva|research|lab|committee|project|course|classes|studies|coursework)\b"
)
_DEGREE_TITLES = {
    "phd": "a PhD",
    "doctorate": "a PhD",
    "doctoral": "a PhD",
    "master": "a master's",
    "masters": "a master's",
    "master's": "a master's",
    "msc": "an MSc",
    "mba": "an MBA",
    "undergrad": "an undergraduate degree",
    "bachelor's": "a bachelor's degree",
}


@lru_cache(maxsize=4096)
def origins_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """A business, a degree, an origin or an age the clause names beside its point."""
    if c.supplied or c.is_hypothetical or c.text.startswith(("'", '"')):
        return ()
    words = words_of(c.lower)
    # "my salon", "my PhD supervisor" stay the user's in a request or beside what someone
    # said ("can you translate the sign in my salon", "my PhD supervisor says…").
    readers = (_business, _degree, _age) if not c.is_statement else _READERS
    return tuple(fact for read in readers if (fact := read(c, words)) is not None)


def _business(c: Clause, words: frozenset[str]) -> IdentityFact | None:
    if words.isdisjoint(_BUSINESS_WORDS) or not ({"my", "our"} & words):
        return None
    m = _MY_BUSINESS.search(c.lower)
    if m is None or _NOT_RUNNING.search(c.lower):
        return None
    biz = orig(c, m, "biz")
    head = biz.lower().split()[-1]
    bare = head == biz.lower() or head in ("studio", "workshop")
    if bare and head in _NEEDS_TRADE and not (m["own"] or _TRADE.search(c.lower)):
        return None
    what = re.sub(r"\betsy\b", "Etsy", biz, flags=re.IGNORECASE)
    city = ""
    if m["city"]:
        place = orig(c, m, "city")
        city = f" in {_title_case(place)}" if place.lower() not in _NOT_PLACES else ""
    title = f"Runs {'their own' if m['own'] else article(what)} {what}{city}"
    return make_fact("business", what, title, "professional", role=f"owner of {what}".lower())


def _selling(c: Clause, words: frozenset[str]) -> IdentityFact | None:
    if words.isdisjoint({"sell", "selling"}):
        return None
    m = _SELLS.match(c.lower)
    if m is None:
        return None
    what, where = orig(c, m, "what"), orig(c, m, "where")
    where = re.sub(r"\bon (\w+)", lambda p: f"on {capitalise(p[1])}", where)
    title = f"Sells {what} {where}"
    return make_fact("business", what, title, "professional", role=f"sells {what}".lower())


def _degree(c: Clause, words: frozenset[str]) -> IdentityFact | None:
    if "my" not in words:
        return None
    m = _MY_DEGREE.search(c.lower)
    if m is None:
        return None
    degree = _DEGREE_TITLES.get(m["deg"], "a degree")
    return make_fact("education", degree, f"Is doing {degree}", "personal")


_READERS = (_business, _selling, _degree, _origin, _left_back_home, _age)
