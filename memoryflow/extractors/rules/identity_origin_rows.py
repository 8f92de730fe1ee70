"""Table rows for businesses, work on one's own account, origin and age said in shapes the
main table does not read (cases in `tests/extractors/test_rule_origins_in_passing.py`):

- a business one has or started ("I have a small cleaning business", "we opened a cafe");
- freelance or gig work by what is done ("I do freelance web design", "I do deliveries
  for Glovo");
- where one came from ("I came to Canada from Kerala": from Kerala, living in Canada);
- an age just turned ("turned 40 last week")."""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import Row
from memoryflow.extractors.rules.identity_origins import NOT_A_BUSINESS_AFTER
from memoryflow.extractors.rules.identity_patterns import (
    LANGUAGE_WORDS,
    WORD_END,
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
)
from memoryflow.extractors.rules.identity_personal_builders import build_languages
from memoryflow.extractors.rules.text import Clause

__all__ = ["ORIGIN_ROWS"]

_ADV = r"(?:(?:just|finally|recently|also|now|actually|still|basically)\s+)*"
_STOP = (
    r"(?:at|from|in|on|and|but|so|with|last|this|next|ago|since|for|lol|haha|btw|now|yesterday|"
    r"today|too|to|recently|then|after|before|or|here|there|as|when|because|\d+)"
)
_WORDS = rf"(?:(?!{_STOP}\b)[\w&'.-]+(?:\s+(?!{_STOP}\b)[\w&'.-]+){{0,2}})"
# A bare "shop" or "store" one has may be one nearby ("we have a store near us"): only one
# with a describing word, or one's own, is a business.
_MOD = r"(?!(?:for|my|our|the|of|to|with|and|in|at|a|an|his|her|their|near|by)\b)[a-z][\w&'-]*\s+"
_DESCRIBED = rf"(?:{_MOD}){{1,3}}?"


# What may follow a business bought or taken over: the clause ends or says where or when.
_BOUGHT_ENDS = re.compile(
    r"\s*$|\s*[,.!]|\s+(?:in|on|near|outside|last|this|back|with|and|from|"
    r"together|for|since|a|two|three|\d)\b"
)


def build_business_had(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I have a small cleaning business' → 'Runs a small cleaning business'."""
    what = orig(c, m, "biz")
    if what.lower().startswith("own "):
        return [_own(what[4:])]
    if re.search(r"\b(?:near|nearby|down|around|close)\b", c.lower[m.end() :][:20]):
        return []  # "we have a coffee shop near us"
    city = f" in {place_name(c, m, 'city')}" if m.groupdict().get("city") else ""
    doing = f" {orig(c, m, 'doing')}" if m.groupdict().get("doing") else ""
    if m.groupdict().get("bought") and not _BOUGHT_ENDS.match(c.lower[m.end("biz") :]):
        return []  # "bought a new shop vac": a thing bought, named by what it is for
    partner = m.groupdict().get("with") or m.groupdict().get("with2")
    together = f" with their {partner}" if partner else ""
    title = f"Runs {article(what)} {what}{city}{doing}{together}"
    return [make_fact("business", what, title, "professional", role=f"owner of {what}".lower())]


def _own(what: str) -> IdentityFact:
    return make_fact("business", what, f"Runs their own {what}", "professional",
                     role=f"owner of {what}".lower())  # fmt: skip


def build_own_account_work(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I do freelance web design' → 'Does freelance web design'; 'I do deliveries for
    Glovo' → 'Does deliveries for Glovo'."""
    what = display(orig(c, m, "what"))
    org = f" for {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    how = f" {orig(c, m, 'how')}" if m.groupdict().get("how") else ""
    title = f"Does {what}{org}{how}"
    return [make_fact("occupation", what, title, "professional", role=what.lower())]


_NOT_ORIGINS = re.compile(
    r"(?:work|home|school|uni|college|the|a|an|my|our|church|gym|office|shop|there|here|"
    r"nowhere|somewhere|far|abroad|overseas|outside)\b"
)


def build_gig_for(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I've been driving for Uber for 3 years' → 'Drives for Uber'."""
    org = orig(c, m, "org")
    if org[:1].islower() and not re.search(
        r"\b(?:uber|lyft|bolt|deliveroo|glovo|wolt|doordash|"
        r"grab|ola|rappi|instacart|just eat)\b",
        org.lower(),
    ):
        return []  # "been driving for fun", a platform is named with a capital
    verb = {"driving": "Drives", "delivering": "Delivers", "riding": "Rides"}[m["verb"]]
    return [make_fact("employer", org, f"{verb} for {org}", "professional")]


def build_side_hustle(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("occupation", what, f"Has a side hustle {what}", "professional")]


def build_came_from(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I came to Canada from Kerala' → from Kerala, and lives in Canada."""
    origin = place_name(c, m, "origin")
    if _NOT_ORIGINS.match(origin.lower()):
        return []  # "i came from work"
    facts = [make_fact("origin", origin, f"Is from {origin}", "demographic")]
    if m.groupdict().get("now"):
        now = place_name(c, m, "now")
        facts.append(make_fact("residence", now, f"Lives in {now}", "demographic"))
    return facts


def build_turned(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("age", m["age"], f"Is {m['age']} years old", "demographic")]


def build_fixed_title(title: str, slot: str, kind: str) -> Callable[..., list[IdentityFact]]:
    def build(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
        return [make_fact(slot, title.lower(), title, kind)]

    return build


def build_owner(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I'm a small business owner' → 'Is a small business owner'."""
    what = orig(c, m, "what")
    return [make_fact("business", what, f"Is {article(what)} {what}", "professional",
                      role=what.lower())]  # fmt: skip


def build_from_as(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'i'm an immigrant from Syria' → 'Is from Syria'."""
    origin = place_name(c, m, "origin")
    if _NOT_ORIGINS.match(origin.lower()):
        return []
    return [make_fact("origin", origin, f"Is from {origin}", "demographic")]


def build_sells(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I sell handmade soap' → 'Sells handmade soap'."""
    what = orig(c, m, "what")
    return [make_fact("business", what, f"Sells {what}", "professional", role=f"sells {what}")]


def build_age_here(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("age", m["age"], f"Is {m['age']} years old", "demographic")]


_OWNED_BY = (
    r"(?:small\s+)?business|shop|store|salon|cafe|café|restaurant|bakery|boutique|bar|pub|"
    r"food\s+truck|barbershop|brewery|b&b|guesthouse|stall|studio|gym|franchise|company"
)
# What one sells that is a sale, not a trade: one's own things, "out", "it".
_NOT_SOLD = (
    r"(?:my|our|the|a|an|some|this|that|these|those|it|them|stuff|things|his|her|their|your|"
    r"out|up|off|back|myself|yourself|short|well|fast|anything|everything|nothing|more|less)"
)

ORIGIN_ROWS: tuple[Row, ...] = (
    # "I have a small cleaning business", "we opened a cafe in Galway", "started my own shop"
    gated_row("business", "have got started opened launched set founded cofounded co had bought over",
              r"\b(?:have|got|started|opened|launched|set\s+up|founded|had|bought|over)\s",
              rf"^(?:i|we|me\s+and\s+my\s+(?P<with>[\w-]+)|my\s+(?P<with2>[\w-]+)\s+and\s+i)(?:'ve)?\s+{_ADV}"
              rf"(?:have|got|have\s+got|started|opened|launched|set\s+up|"
              rf"founded|co-?founded|(?:'ve|have)\s+had(?=\s+(?:my|our)\s.*\b(?:for|since)\s)|"
              rf"(?P<bought>bought|took\s+over|have\s+taken\s+over|'ve\s+taken\s+over))\s+"
              rf"(?:a|an|my|our|(?<=bought\s)the|(?<=over\s)the)\s+(?P<biz>(?:own\s+|{_DESCRIBED})(?:shop|store|stall|kiosk|business)|"
              rf"(?:{_MOD}){{0,3}}?(?:bakery|caf[eé]|restaurant|salon|boutique|"
              rf"barbershop|bookshop|food truck|market stall|brewery|winery|b&b|guesthouse|pub|"
              rf"takeaway|chippy|franchise|"
              rf"startup|small business|business|company))(?!\s+(?:{NOT_A_BUSINESS_AFTER}|class|"
              rf"course|degree|trip|loan|email|call|meeting|lunch|dinner)\b){WORD_END}"
              rf"(?:\s+in\s+(?P<city>{_WORDS}))?(?:\s+(?P<doing>(?:selling|making|doing)\s+{_WORDS}))?",
              build_business_had),
    # "I do freelance web design", "i work freelance as a designer" is read by the job rows
    gated_row("occupation", "freelance", r"\bdo\s+freelance\s",
              rf"^i\s+{_ADV}do\s+(?P<what>freelance\s+{_WORDS})(?:\s+for\s+(?P<org>{_WORDS}))?"
              rf"{WORD_END}", build_own_account_work),
    # "I do deliveries for Glovo", "i do rides for lyft on weekends"
    gated_row("occupation", "deliveries delivery rides gigs shifts", r"\sfor\s",
              rf"^i\s+{_ADV}do\s+(?P<what>(?:food\s+|bike\s+)?(?:deliveries|delivery|rides|gigs|"
              rf"shifts))\s+(?:on\s+a\s+\w+\s+)?for\s+(?P<org>{_WORDS}){WORD_END}",
              build_own_account_work),
    # "I've been driving for Uber for 3 years", "been delivering for Wolt since may"
    gated_row("employer", "driving delivering riding", r"\sfor\s",
              rf"^(?:i(?:'ve| have)\s+)?been\s+(?P<verb>driving|delivering|riding)\s+for\s+"
              rf"(?P<org>(?!(?:a|an|the|my|hours|ages|years|months|weeks|\d+)\b){_WORDS}){WORD_END}",
              build_gig_for),
    # "I do nails from home", "i do uber eats on the side", "I do tattoos for cash"
    gated_row("occupation", "home side hustle cash money clients", r"\bdo\s",
              rf"^i\s+{_ADV}do\s+(?P<what>(?!(?:my|the|it|that|this|a|an|all|everything|"
              rf"nothing|some|most|yoga|homework|stuff)\b){_WORDS})\s+(?P<how>from\s+home|on\s+the\s+side|"
              rf"as\s+a\s+side\s+hustle|for\s+(?:extra\s+)?(?:cash|money)|for\s+clients){WORD_END}",
              build_own_account_work),
    # "my side hustle is selling stickers"
    gated_row("occupation", "hustle side", r"\bside\s+(?:hustle|gig|business)\s+is\s",
              rf"^my\s+side\s+(?:hustle|gig|business)\s+is\s+(?P<what>(?!(?:going|doing|growing|"
              rf"slow|dead|not|so|really|pretty|kinda|super|very)\b)(?:[a-z]+ing|an?)\s+{_WORDS})",
              build_side_hustle),
    # "I came to Canada from Kerala", "we came here from Manila in 2019"
    gated_row("origin", "came emigrated moved", r"\sfrom\s",
              rf"^(?:(?:i|we)\s+)?{_ADV}(?:came|emigrated|moved(?=\s+(?:here|over)\b))\s+(?:(?:here|over)\s+|to\s+(?P<now>{_WORDS})\s+)?"
              rf"from\s+(?P<origin>{_WORDS}){WORD_END}", build_came_from),
    # "I'm a small business owner", "salon owner here" (not "a cat owner")
    gated_row("business", "owner", r"\bowner\b",
              rf"^(?:i(?:'m| am)\s+)?{_ADV}(?:an?\s+)?(?P<what>(?:{_MOD})?(?:{_OWNED_BY})\s+owner)"
              rf"(?:\s+here)?{WORD_END}", build_owner),
    # "I work for myself", "I'm my own boss"
    gated_row("occupation", "myself own", r"\b(?:myself|own\s+boss)\b",
              rf"^(?:i\s+{_ADV}work\s+for\s+myself|i(?:'m| am)\s+{_ADV}my\s+own\s+boss){WORD_END}",
              build_fixed_title("Is self-employed", "occupation", "professional")),
    # "i'm an immigrant from Syria", "a refugee from Sudan", "native of Cork"
    gated_row("origin", "immigrant refugee expat migrant native transplant", r"\s(?:from|of)\s",
              rf"^(?:i(?:'m| am)\s+)?{_ADV}(?:an?\s+)?(?:(?:immigrant|refugee|expat|migrant|transplant)"
              rf"\s+from|native\s+of)\s+(?P<origin>{_WORDS}){WORD_END}", build_from_as),
    # "I sell handmade soap" (a trade; "I sell my bike" is one sale)
    gated_row("business", "sell", r"\bsell\s",
              rf"^(?:i|we)\s+{_ADV}sell\s+(?P<what>(?!{_NOT_SOLD}\b)[a-z][\w'-]*"
              rf"(?:\s+(?!{_STOP}\b)[a-z][\w'-]*){{0,2}})(?=\s*$|\s+(?:and|but|so|for\s+a\s+living)\b)",
              build_sells),
    # "im 27f", "31 year old here", "29 yo here"
    gated_row("age", "year yo y f m here", r"^(?:i'?m\s+)?[1-9]\d",
              r"^(?:i(?:'m| am)\s+)?(?P<age>[1-9]\d)\s*(?:[fm]|(?:year|yr)s?[- ]old\s+here|yo\s+here|"
              r"y/o\s+here)$", build_age_here),
    # "I'm a native speaker of Arabic", "Spanish is my second language"
    gated_row("language", "native speaker", r"\bspeaker\s+of\s",
              rf"^i(?:'m| am)\s+{_ADV}an?\s+native\s+speaker\s+of\s+(?P<langs>(?:{LANGUAGE_WORDS}){WORD_END}.*)",
              build_languages),
    gated_row("language", "language", r"\bmy\s+(?:second|third|other)\s+language\b",
              rf"^(?P<langs>(?:{LANGUAGE_WORDS}){WORD_END})(?:'s|\s+is)\s+my\s+(?:second|third|other)\s+"
              r"language", build_languages),
    # "turned 40 last week", "i just turned 19"
    gated_row("age", "turned", r"\bturned\s+\d",
              r"^(?:i\s+)?(?:just\s+)?turned\s+(?P<age>[1-9]\d)(?=\s*$|\s+(?:last|this|yesterday|"
              r"today|on|in|and|but|so)\b)", build_turned),
)  # fmt: skip
