"""Trades told by where and with what they are plied, not by a job noun: a market traded at now
("im doing the sunday market in leicester now"), a vehicle driven for an operator or on a route
("drive buses for first here in leeds", "i drive a school bus route mornings"), a farm told by
its herd or its land ("Run about 900 head of cattle on a station out west", "we grow organic
veg on 12 acres"), a food truck taken to an event, and a workplace named by one's shift there
("then my shift at the campus library"). Split from `identity_livelihood`, which reads work by
what is done, sold or earned; the same look-alikes stay out ("i drive the kids to school", "we
grow our own veg", "my wife's shift at the hospital")."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _ADV, _IM, Row
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    article,
    in_town,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.identity_role_words import DRIVEN_FOR_WORK
from memoryflow.extractors.rules.text import Clause

__all__ = ["TRADE_ROWS", "shift_at"]


def _trades_at(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    market = orig(c, m, "market")
    market = re.sub(r"^(\w+day)\b", lambda d: d[1].capitalize(), market)
    city = ""
    if m["city"]:
        place = place_name(c, m, "city")
        if not place_ok(place):
            return []
        city = f" in {place}"
    title = f"Trades at the {market}{city}"
    return [make_fact("business", market, title, "professional")]


def _drives_for(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = DRIVEN_FOR_WORK[m["vehicle"]]
    org = ""
    if m["org"]:
        org = orig(c, m, "org")
        org = " for " + (org if org[:1].isupper() or org.startswith(("a ", "an ", "the ")) else
                         " ".join(w.capitalize() for w in org.split()))  # fmt: skip
    if (city := in_town(c, m)) is None:
        return []
    title = f"Works as {article(role)} {role}{org}{city}"
    return [make_fact("occupation", role, title, "professional", role=role)]


def _farms(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    verb = {"run": "Runs", "farm": "Farms", "raise": "Raises", "keep": "Keeps", "grow": "Grows",
            "graze": "Grazes"}[m["verb"]]  # fmt: skip
    what = orig(c, m, "what")
    where = f" {orig(c, m, 'where')}" if m["where"] else ""
    title = f"{verb} {what}{where}"
    return [make_fact("occupation", f"farmer ({what})", title, "professional", role="farmer")]


def _shifts_in(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    where = orig(c, m, "where")
    title = f"Works {m['n']}-hour shifts {m['prep']} {where}"
    return [make_fact("occupation", f"shifts {m['prep']} {where}", title, "professional")]


def _brings_business(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    biz = orig(c, m, "biz")
    title = f"Runs {article(biz)} {biz}"
    return [make_fact("business", biz, title, "professional", role=f"owner of {biz}".lower())]


_VEHICLE = "|".join(sorted((re.escape(v) for v in DRIVEN_FOR_WORK), key=len, reverse=True))
# Money made: a figure, what it is in, and when ("1100 this month", "£80 a day").

TRADE_ROWS: tuple[Row, ...] = (
    # "im doing the sunday market in leicester now"
    gated_row(
        "business",
        "market markets boot fair fairs",
        r"\bdoing\s+the\s",
        rf"^(?:{_IM}|we(?:'re|\s+are))\s+{_ADV}doing\s+the\s+(?P<market>(?:[\w-]+\s+){{0,2}}?(?:markets?|"
        r"car\s+boots?|car\s+boot\s+sales?|craft\s+fairs?))(?:\s+in\s+(?P<city>[\w'.-]+(?:\s+[\w'.-]+)?"
        r"?))?(?=\s+(?:now|these\s+days|full[- ]time)\b)",
        _trades_at,
    ),
    # "drive buses for first here in leeds", "i drive a school bus route mornings": a vehicle
    # driven for an operator or on a route
    gated_row(
        "occupation",
        "drive",
        r"\bdrive\s",
        rf"^i\s+{_ADV}drive\s+(?:an?\s+|the\s+)?(?P<vehicle>{_VEHICLE})(?:\s+(?P<route>routes?|runs?))?"
        r"(?:\s+(?:mornings|nights|evenings|weekends|days|part[- ]time|full[- ]time))?"
        r"(?:\s+for\s+(?P<org>(?!(?:a\s+living|extra|cash|money|fun|work|a\s+bit|years|ages|\d)\b)"
        r"[\w&'.-]+(?:\s+(?!(?:here|in|now|and|but|so|for)\b)[\w&'.-]+)?))?"
        r"(?:\s+(?:here\s+)?in\s+(?P<city>[\w'.-]+(?:\s+(?!(?:and|but|so|now|for|lol)\b)[\w'.-]+)?))?"
        r"(?=\s*$|\s*[,.!]|\s+(?:for|and|but|so|now|since|lol)\b)",
        lambda c, m: _drives_for(c, m) if (m["route"] or m["org"]) else [],
    ),
    # "Run about 900 head of cattle on a station out west", "we grow organic veg on 12 acres":
    # a farm told by its herd or its land
    gated_row(
        "occupation",
        "head acres acre hectares ha",
        r"\b(?:head\s+of|acres?|hectares|ha)\b",
        rf"^(?:i|we)\s+{_ADV}(?P<verb>run|farm|raise|keep|grow|graze)\s+(?P<what>(?:(?:about|around|"
        r"roughly|some|over|nearly)\s+)?\d[\d,]*\s+head\s+of\s+(?:[\w-]+\s+){0,3}?(?:cattle|cows|"
        r"sheep|goats|pigs|stock|bison|deer)|(?!(?:my|our|the|a|an|some|it|them|tired|old|up)\b)"
        r"(?:[\w-]+\s+){0,2}?[\w-]+\s+on\s+(?:about\s+|around\s+|over\s+)?\d[\d,.]*\s*"
        r"(?:acres?|hectares|ha))(?P<where>\s+(?:near|outside)\s+(?!(?:a|an|the|my|our)\b)[\w'.-]+|"
        r"\s+(?:on|near|outside|in)\s+(?:a|an|the)\s+[\w-]+"
        rf"(?:\s+(?:out\s+west|up\s+north|down\s+south|near\s+[\w'.-]+))?)?{WORD_END}",
        _farms,
    ),
    # "12 hour shifts in the taxi", "i do 10 hr shifts at the depot": where the long shifts are
    gated_row(
        "occupation",
        "shifts",
        r"\d+\s*-?\s*(?:hour|hr|h)\s+shifts\s",
        r"^(?:i(?:'m)?\s+(?:on\s+|doing\s+|do\s+|work\s+|pull\s+|have\s+)?|i\s+have\s+)?"
        r"(?P<n>\d{1,2})\s*-?\s*(?:hour|hr|h)\s+shifts\s+(?P<prep>in|at|on)\s+(?P<where>(?:the|a|an)\s+"
        r"(?!(?:moment|weekend|end)\b)[\w-]+(?:\s+(?!(?:and|but|so|now|lol|what|which|for)\b)[\w-]+)?)"
        rf"{WORD_END}(?=\s*$|\s*[,.!]|\s+(?:and|but|so|now|lol|what|which|for)\b)",
        _shifts_in,
    ),
    # "i have the food truck at the harbour festival": one's own trade taken to an event
    gated_row(
        "business",
        "truck van cart stall",
        r"\s(?:at|to)\s+(?:the|a)\s",
        r"^(?:i|we)(?:'ll|'re|'m)?\s+(?:have|has|bring|take|taking|bringing|got)\s+(?:the|our|my)\s+"
        r"(?P<biz>food\s+truck|food\s+van|coffee\s+(?:van|cart)|burger\s+van|ice\s+cream\s+van|"
        r"market\s+stall)\s+(?:at|to)\s+(?:the|a)\s+(?:[\w'-]+\s+){0,3}?(?:festival|market|fair|fete|"
        r"show|event|gala)\b",
        _brings_business,
    ),
)


_SHIFT_AT = re.compile(
    r"\bmy\s+(?:(?:first|next|last|night|day|late|early|morning|evening|weekend|double|long|"
    r"saturday|sunday|\d+\s*(?:h|hr|hour))\s+)?shifts?\s+(?:at|in)\s+(?P<org>(?:the|a)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:library|hospital|warehouse|store|shop|supermarket|cafe|café|bar|pub|"
    r"restaurant|hotel|factory|care\s+home|nursing\s+home|clinic|pharmacy|gym|cinema|airport|"
    r"depot|centre|center|call\s+centre|kitchen|bakery|garage|station|plant|site))(?!\w)"
)


def shift_at(c: Clause) -> IdentityFact | None:
    """A workplace named by one's shift there, beside the point of the clause ("3 lectures
    then my shift at the campus library til 10"); someone else's shift ("my wife's shift")
    has an owner between "my" and the shift."""
    if "shift" not in c.lower or c.supplied or not c.is_statement:
        return None
    m = _SHIFT_AT.search(c.lower)
    if m is None:
        return None
    org = orig(c, m, "org")
    return make_fact("employer", org, f"Works at {org}", "professional")
