"""A region said after a place, past a comma: "I run a small chemist in Westlands,
Nairobi", "tengo una bodega en Luján de Cuyo, Mendoza", "we live in Portland, Oregon".

The comma splits the clause, so the region comes as a clause of its own that no row
reads, and the title of the fact before it would lose it. A clause that is only a
capitalised name (one to three words) right after a fact ending "in <Place>" of the same
message is read as that place's region and joined to the fact's title: "Runs a small
chemist in Westlands, Nairobi"."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.identity_assertion import IdentityAssertion
from memoryflow.extractors.rules.identity_patterns import make_fact, place_ok
from memoryflow.extractors.rules.lexicon import LANGUAGES, NATIONALITIES
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_phrases import MONTHS, WEEKDAYS

__all__ = ["region_joined"]

_REGION = re.compile(
    r"^(?P<region>[A-Z][\w'.-]+(?:\s+(?:(?:de|del|do|da|of|upon|on|le|la|am)\s+)?[A-Z][\w'.-]+){0,2})"
    r"[\s.!]*$"
)
# A fact whose title ends on a place: "… in Westlands", "Lives in Portland".
_ENDS_IN_PLACE = re.compile(r"\s(?:in|near|outside|out of)\s+[A-Z][\w'.-]+(?:\s+[\w'.-]+){0,3}$")
_PLACED_SLOTS = frozenset(
    ("residence", "occupation", "business", "employer", "education", "origin")
)
_NOT_REGIONS = frozenset(w.lower() for w in (*LANGUAGES, *NATIONALITIES, *MONTHS, *WEEKDAYS))


def region_joined(
    clause: Clause, before: list[IdentityAssertion], previous: str = ""
) -> list[IdentityAssertion] | None:
    """`before` (the facts of the clause just read, `previous` its lower-case text) with the
    region `clause` names joined to the titles that end on a place; None when `clause` is
    no such region. After "… here" the name is where the user is ("stay at home dad here
    (Toronto)" → lives in Toronto)."""
    m = _REGION.match(clause.text.strip())
    if m is None or not before:
        return None
    region = m["region"]
    if region.lower() in _NOT_REGIONS or not place_ok(region):
        return None
    if previous.endswith(" here") and not any(a.fact.slot == "residence" for a in before):
        lives = make_fact("residence", region, f"Lives in {region}", "location")
        return [*before, replace(before[-1], fact=lives, details=clause.text)]
    joined = []
    for said in before:
        fact = said.fact
        if (
            fact.slot in _PLACED_SLOTS
            and _ENDS_IN_PLACE.search(fact.title)
            and region not in fact.title
        ):
            title = f"{fact.title}, {region}"
            summary = f"The user {title[0].lower()}{title[1:]}."
            said = replace(said, fact=replace(fact, title=title, summary=summary))
        joined.append(said)
    return joined if joined != before else None
