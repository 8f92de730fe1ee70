"""Builders for identity said through a frame around it rather than "I'm a …": a degree
under way, work one does "for a living", being a single parent, a baby named with their
age."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    display,
    make_fact,
    orig,
    place_name,
)
from memoryflow.extractors.rules.phrasing import capitalise, second_to_first
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.titles import an_or_a

_DEGREE_NAMES = {"phd": "PhD", "msc": "MSc", "bsc": "BSc", "ma": "MA", "ba": "BA", "mba": "MBA",
                 "md": "MD", "jd": "JD", "masters": "master's", "bachelors": "bachelor's"}  # fmt: skip
_NOT_SUBJECTS = {"it", "this", "that", "them", "my", "the", "a", "an", "progress", "life"}


def _where(c: Clause, m: re.Match[str]) -> str:
    groups = m.groupdict()
    where = f" at {orig(c, m, 'org')}" if groups.get("org") else ""
    if groups.get("city"):
        prep = re.sub(r"\s+", " ", groups.get("cityprep") or "in")
        where += f" {prep} {place_name(c, m, 'city')}"
    return where


def build_degree_underway(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'doing a PhD in marine biology at UCT', 'in my 4th yr of architecture'."""
    subject = display(orig(c, m, "subject"))
    if subject.lower().split()[0] in _NOT_SUBJECTS:
        return []
    groups = m.groupdict()
    degree = _DEGREE_NAMES.get((groups.get("deg") or "").lower(), groups.get("deg") or "")
    where = _where(c, m)
    if groups.get("year"):
        year = groups["year"].lower()
        of = f"{an_or_a(degree)} {degree} in {subject}" if degree else subject
        title = f"Is in their {year} year of {of}{where}"
    else:
        title = f"Is doing {an_or_a(degree)} {degree} {groups.get('on') or 'in'} {subject}{where}"
    return [make_fact("education", subject, title, "personal")]


def _third_person(verb: str) -> str:
    if verb.endswith(("s", "sh", "ch", "x", "o")):
        return f"{verb}es"
    if re.search(r"[^aeiou]y$", verb):
        return f"{verb[:-1]}ies"
    return f"{verb}s"


_NOT_LIVING = re.compile(r"(?:do|did|don't|can't|could|would|should|want|need|used|have|had)\b")


def build_for_a_living(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'i make podcasts for a living' → 'Makes podcasts for a living'."""
    work = orig(c, m, "work").strip()
    if _NOT_LIVING.match(work.lower()):
        return []  # "what I do for a living", "I want to write for a living"
    verb, _, rest = work.partition(" ")
    title = capitalise(f"{_third_person(verb.lower())} {second_to_first(rest)} for a living")
    return [make_fact("occupation", work.lower(), title, "professional", role=work.lower())]


def build_single_parent(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    who = m["who"]
    return [make_fact("marital", "single", f"Is a single {who}", "relationship")]


def build_baby_named(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'baby Ines is 4 months old': the user's own baby, by name and age."""
    name = capitalise(orig(c, m, "name"))
    title = f"Has a baby named {name} ({m['age']} old)"
    return [make_fact("relationship:baby:has", name, title, "relationship", relationship="baby")]
