"""Plain facts of one's life in frames the main table does not read: being at home or out of
work ("i'm a stay at home mum", "im between jobs"), a language named with its place in
one's life ("english is my second language"), living abroad ("i'm an expat in dubai"), and gig work named by the platform
("i do uber at night", "i do deliveries for deliveroo").

Each row is gated by its trigger words (`gated_rows`) and opens on a first-person frame, so
the same words said of someone else ("my sister is a housewife") are left to the relative
rows."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _ADV, _IM, _PLACE, Row
from memoryflow.extractors.rules.identity_livelihood import platform_work
from memoryflow.extractors.rules.identity_patterns import (
    LANGUAGE_WORDS,
    WORD_END,
    IdentityFact,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.identity_place_builders import build_residence
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = ["LIFE_ROWS"]

_GIG = (
    r"uber eats|ubereats|uber|lyft|deliveroo|doordash|bolt|grab|rappi|glovo|"
    r"instacart|amazon flex|gojek|swiggy|zomato|wolt|foodpanda|careem|ola|didi|taskrabbit|just eat|"
    r"gopuff"
)
# How the rounds are ridden, and the town they are ridden in: "on a push bike in manchester".
_RIDE = r"(?:on\s+(?:a|my)\s+(?:[\w-]+\s+)?(?:bike|scooter|motorbike|moped|ebike|e-bike)|by\s+bike)"
_TOWN = (
    r"(?!(?:the|a|my|town|bed)\b)[\w'.-]+(?:\s+(?!(?:lol|and|but|so|now|on|at|for|like|most|every|"
    r"some|all|weekends|evenings|mornings|nights|days|during|after|before|part|full|mostly|\d+)\b)"
    r"[a-z][\w'.-]*)?"
)
_AT_HOME = r"stay[- ]at[- ]home|sahm|sahd|full[- ]time|work[- ]at[- ]home"
_KEEPER = r"mum|mom|mam|dad|parent|mother|father"
# A job search or a gap between jobs: who is out of work (not "unemployed benefits").
_OUT_OF_WORK = r"unemployed|out of work|between jobs|jobless|on the dole"


def _status(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if m["keeper"]:
        who = re.sub(r"^(?:sahm|sahd)$", "stay-at-home parent", m["keeper"])
        kind = "stay-at-home" if m["home"] in ("sahm", "sahd") else m["home"].replace(" ", "-")
        title = f"Is a {kind} {m['keeper']}" if m["home"] not in ("sahm", "sahd") else f"Is a {who}"
        return [make_fact("occupation", title.lower(), title, "professional")]
    if m["homemaker"]:
        title = f"Is a {m['homemaker']}"
        return [make_fact("occupation", m["homemaker"], title, "professional")]
    return [make_fact("occupation", "unemployed", "Is out of work", "professional")]


def _language_place(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    lang = capitalise(orig(c, m, "lang"))
    which = m["which"]
    title = (
        f"Speaks {lang} natively" if which in ("first", "native", "mother") else f"Speaks {lang}"
    )
    return [make_fact("language", lang.lower(), f"{title} ({which} language)", "personal")]


def _self_employed(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if m["biz"]:
        what = orig(c, m, "biz")
        title = f"Has their own {what}"
        return [make_fact("business", what, title, "professional", role=f"owner of {what}".lower())]
    return [make_fact("occupation", "self-employed", "Is self-employed", "professional")]


def _gig(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = m["org"]
    title = platform_work(org)
    if m["deliveries"] and title.startswith("Drives"):
        title = title.replace("Drives", "Does deliveries", 1)  # "deliveries for uber eats"
    if m["ride"] and m["ride"].startswith("on "):
        title += f" {m['ride']}"  # "on a push bike": how the rounds are done
    if m["city"] and place_ok(city := place_name(c, m, "city")):
        title += f" in {city}"
    return [make_fact("employer", org.lower(), title, "professional")]


LIFE_ROWS: tuple[Row, ...] = (
    # "i'm a stay at home mum", "full time dad here", "im a housewife", "im between jobs"
    gated_row(
        "occupation",
        "stay sahm sahd full housewife homemaker househusband unemployed out jobs jobless dole",
        r"\b(?:home|sahm|sahd|full[- ]time|housewife|homemaker|househusband|unemployed|work|jobs|jobless|dole)\b",
        rf"^(?:{_IM}\s+{_ADV})?(?:(?:a|an)\s+)?(?:(?P<home>{_AT_HOME})\s+(?P<keeper>{_KEEPER})|"
        rf"(?P<homemaker>housewife|homemaker|househusband)|(?P<out>{_OUT_OF_WORK})){WORD_END}"
        r"(?=\s*$|\s*[,.!]|\s+(?:here|now|right now|at the moment|atm|since|for|of|to|and|so|lol)\b)",
        _status,
    ),
    # "i work for myself", "i'm my own boss", "i have my own cleaning business"
    gated_row(
        "occupation",
        "myself own",
        r"\b(?:work\s+for\s+myself|my\s+own\s)",
        rf"^(?:i\s+{_ADV}work\s+for\s+myself|{_IM}\s+{_ADV}my\s+own\s+boss|i\s+{_ADV}(?:have|'ve\s+got)\s+"
        rf"my\s+own\s+(?P<biz>(?:[\w-]+\s+){{0,2}}?(?:business|company|firm|shop|salon|studio|"
        rf"practice|agency|bakery|cafe|café|restaurant|clinic|garage|stall))){WORD_END}",
        _self_employed,
    ),
    # "english is my second language", "tagalog is my mother tongue"
    gated_row(
        "language",
        "language tongue",
        r"\bis\s+my\s+\w+\s+(?:language|tongue)\b",
        rf"^(?P<lang>{LANGUAGE_WORDS})\s+is\s+my\s+(?P<which>first|second|third|native|mother|home)"
        r"\s+(?:language|tongue)\b",
        _language_place,
    ),
    # "i'm an expat in dubai", "im a british immigrant in Canada": living abroad
    gated_row(
        "residence",
        "expat immigrant migrant foreigner refugee nomad",
        r"\b(?:expat|immigrant|migrant|foreigner|refugee|nomad)\s+(?:living\s+)?in\s",
        rf"^{_IM}\s+{_ADV}(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?(?:expat|immigrant|migrant|foreigner|"
        rf"refugee|nomad)\s+(?:living\s+)?in\s+{_PLACE}",
        build_residence,
    ),
    # "i do uber at night", "i do deliveries for deliveroo": gig work by its platform
    gated_row(
        "employer",
        "uber ubereats lyft deliveroo doordash bolt grab rappi glovo instacart flex gojek swiggy zomato wolt "
        "foodpanda careem ola didi taskrabbit eat gopuff",
        rf"\bdo\s+(?:\S+\s+){{0,6}}?(?:{_GIG})\b",
        rf"^i\s+{_ADV}do\s+(?:(?P<deliveries>(?:food\s+)?deliveries|delivery|drops)\s+"
        rf"(?:on\s+(?:a|my)\s+(?:bike|scooter|motorbike|moped)\s+)?(?:for|with|on)\s+)?(?P<org>{_GIG})"
        rf"{WORD_END}(?:\s+blocks|\s+shifts)?(?:\s+(?P<ride>{_RIDE}))?(?:\s+in\s+(?P<city>{_TOWN}))?",
        _gig,
    ),
)
