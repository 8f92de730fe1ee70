"""Table rows for businesses, work on one's own account, origin and age said in shapes the
main table does not read (cases in `tests/extractors/test_rule_origins_in_passing.py`):

- a business one has or started ("I have a small cleaning business", "we opened a cafe");
- freelance or gig work by what is done ("I do freelance web design", "I do deliveries
  for Glovo");
- where one came from ("I came to Canada from Kerala": from Kerala, living in Canada);
- an age just turned ("turned 40 last week")."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_origins import NOT_A_BUSINESS_AFTER
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
)
from memoryflow.extractors.rules.identity_table import Row
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


def build_business_had(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I have a small cleaning business' → 'Runs a small cleaning business'."""
    what = orig(c, m, "biz")
    if what.lower().startswith("own "):
        return [_own(what[4:])]
    if re.search(r"\b(?:near|nearby|down|around|close)\b", c.lower[m.end() :][:20]):
        return []  # "we have a coffee shop near us"
    city = f" in {place_name(c, m, 'city')}" if m.groupdict().get("city") else ""
    title = f"Runs {article(what)} {what}{city}"
    return [make_fact("business", what, title, "professional", role=f"owner of {what}".lower())]


def _own(what: str) -> IdentityFact:
    return make_fact("business", what, f"Runs their own {what}", "professional",
                     role=f"owner of {what}".lower())  # fmt: skip


def build_own_account_work(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I do freelance web design' → 'Does freelance web design'; 'I do deliveries for
    Glovo' → 'Does deliveries for Glovo'."""
    what = display(orig(c, m, "what"))
    org = f" for {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    title = f"Does {what}{org}"
    return [make_fact("occupation", what, title, "professional", role=what.lower())]


_NOT_ORIGINS = re.compile(
    r"(?:work|home|school|uni|college|the|a|an|my|our|church|gym|office|shop|there|here|"
    r"nowhere|somewhere|far|abroad|overseas|outside)\b"
)


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


ORIGIN_ROWS: tuple[Row, ...] = (
    # "I have a small cleaning business", "we opened a cafe in Galway", "started my own shop"
    gated_row("business", "have got started opened launched set", r"\b(?:have|got|started|opened|"
              r"launched|set\s+up)\s",
              rf"^(?:i|we)(?:'ve)?\s+{_ADV}(?:have|got|have\s+got|started|opened|launched|set\s+up)\s+"
              rf"(?:a|an|my|our)\s+(?P<biz>(?:own\s+|{_DESCRIBED})(?:shop|store|stall|kiosk|business)|"
              rf"(?:{_MOD}){{0,3}}?(?:bakery|caf[eé]|restaurant|salon|boutique|"
              rf"barbershop|bookshop|food truck|market stall|brewery|winery|b&b|guesthouse|"
              rf"startup|small business|business|company))(?!\s+(?:{NOT_A_BUSINESS_AFTER}|class|"
              rf"course|degree|trip|loan|email|call|meeting|lunch|dinner)\b){WORD_END}"
              rf"(?:\s+in\s+(?P<city>{_WORDS}))?", build_business_had),
    # "I do freelance web design", "i work freelance as a designer" is read by the job rows
    gated_row("occupation", "freelance", r"\bdo\s+freelance\s",
              rf"^i\s+{_ADV}do\s+(?P<what>freelance\s+{_WORDS})(?:\s+for\s+(?P<org>{_WORDS}))?"
              rf"{WORD_END}", build_own_account_work),
    # "I do deliveries for Glovo", "i do rides for lyft on weekends"
    gated_row("occupation", "deliveries delivery rides gigs shifts", r"\sfor\s",
              rf"^i\s+{_ADV}do\s+(?P<what>(?:food\s+|bike\s+)?(?:deliveries|delivery|rides|gigs|"
              rf"shifts))\s+(?:on\s+a\s+\w+\s+)?for\s+(?P<org>{_WORDS}){WORD_END}",
              build_own_account_work),
    # "I came to Canada from Kerala", "we came here from Manila in 2019"
    gated_row("origin", "came emigrated", r"\sfrom\s",
              rf"^(?:i|we)\s+{_ADV}(?:came|emigrated)\s+(?:(?:here|over)\s+|to\s+(?P<now>{_WORDS})\s+)?"
              rf"from\s+(?P<origin>{_WORDS}){WORD_END}", build_came_from),
    # "turned 40 last week", "i just turned 19"
    gated_row("age", "turned", r"\bturned\s+\d",
              r"^(?:i\s+)?(?:just\s+)?turned\s+(?P<age>[1-9]\d)(?=\s*$|\s+(?:last|this|yesterday|"
              r"today|on|in|and|but|so)\b)", build_turned),
)  # fmt: skip
