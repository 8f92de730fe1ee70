"""A visit to someone named earlier in the message by a pronoun: "my boyfriend's family in
Busan barely speaks English and we're visiting them in August" is a visit to the
boyfriend's family in Busan. The pronoun is read as the last relative the message names
before it that agrees with it ("them" a family or a plural, "him" a man, "her" a woman);
with none, the clause stays unread, as before ("visiting them in august" alone says nothing
of whom)."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rules.text import Clause

# Who a pronoun can stand for, by the pronoun.
_PLURAL = (
    r"family|folks|parents|grandparents|in-laws|inlaws|kids|children|grandkids|grandchildren|"
    r"cousins|relatives|relations|friends|sisters|brothers|aunts|uncles|parents-in-law"
)
_MALE = (
    r"dad|father|brother|son|grandpa|grandfather|grandad|granddad|uncle|nephew|boyfriend|"
    r"husband|stepdad|father-in-law|fianc[eé]"
)
_FEMALE = (
    r"mum|mom|mother|sister|daughter|grandma|grandmother|gran|nan|nana|aunt|auntie|niece|"
    r"girlfriend|wife|stepmom|stepmum|mother-in-law|fianc[eé]e"
)
_AGREES = {"them": _PLURAL, "him": _MALE, "her": _FEMALE}

# "visiting them in August", "we're seeing her on sunday": a visit to someone by a pronoun.
_VISIT_BY_PRONOUN = re.compile(
    r"^(?P<lead>(?:i'm|im|i am|we're|were|we are|i'll be|we'll be)\s+(?:visiting|seeing|"
    r"staying with|flying out to see|going to see|going to visit))\s+(?P<who>them|him|her)\b"
)


def _antecedent(before: str, pronoun: str) -> str | None:
    """The last relative named before the pronoun that agrees with it, with where they are."""
    heads = _AGREES[pronoun]
    found = None
    for m in re.finditer(
        rf"\bmy\s+(?P<np>(?:[\w-]+'s\s+)?(?:{heads}))\b"
        # where they are, said right after them: "… in Busan", "… live in Perth"
        r"(?:\s+(?:lives?|living|are|is|based)?\s*(?P<prep>in|from)\s+"
        r"(?P<place>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)))?",
        before,
        re.IGNORECASE,
    ):
        place = f" in {m['place']}" if m["place"] and m["prep"].lower() == "in" else ""
        found = f"my {m['np']}{place}"
    return found


def visit_named(c: Clause, msg: ChatMessage) -> Clause:
    """ "we're visiting them in August" reads as "we're visiting my boyfriend's family in
    Busan in August" when the message named them before."""
    m = _VISIT_BY_PRONOUN.match(c.lower)
    if m is None:
        return c
    content = msg.content.replace("\u2019", "'")
    said_at = content.lower().find(f" {m['who']}", content.lower().find(m["lead"].split()[-1]))
    before = content[:said_at] if said_at > 0 else ""
    if (who := _antecedent(before, m["who"])) is None:
        return c
    rest = c.lower[m.end() :] if len(c.text) != len(c.lower) else c.text[m.end() :]
    text = f"{c.text[: m.end('lead')]} {who}{rest}"
    return replace(c, text=text, lower=text.lower())
