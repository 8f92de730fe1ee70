"""A course of study said in shapes the study rows miss, each keeping the subject, the
degree and where: the year of a degree named with its subject in front ("im in my 3rd year
of a physics phd" → "Is in their 3rd year of a PhD in physics"), a degree student named by
the degree alone ("im a psych phd at ucl" → "Is a psych PhD student at ucl"), and a degree
done in a city said first ("im in reykjavik doing a phd in volcanology": a degree takes
years, so the city is also where one lives). Rows are gated by their trigger words."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _STOP, Row
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.open_roles import TRAITS
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.titles import an_or_a

__all__ = ["STUDY_SHAPE_ROWS"]

_IM = r"(?:i(?:'m| am)\s+)"
_DEG = r"(?P<deg>phd|masters?|master's|msc|ma|mba|mphil|dphil|doctorate|bachelors?|bachelor's|bsc|ba|degree)"
_HIGHER = r"(?P<deg>phd|masters?|master's|msc|mphil|dphil|mba)"
_NAMES = {"phd": "PhD", "dphil": "DPhil", "mphil": "MPhil", "msc": "MSc", "mba": "MBA", "ma": "MA",
          "bsc": "BSc", "ba": "BA", "masters": "master's", "master": "master's",
          "bachelors": "bachelor's", "bachelor": "bachelor's"}  # fmt: skip
_WORD = rf"(?!(?:{_STOP}|{TRAITS}|a|an|the|my)\b)[a-z][\w-]*"
_SUBJECT = rf"(?P<subject>{_WORD}(?:\s+{_WORD}){{0,2}}?)"
_ORG = rf"(?P<org>{_WORD}(?:\s+{_WORD}){{0,3}})"
_YEAR = r"(?P<year>\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|last)"
_NOT_SUBJECTS = frozenset(("whole", "entire", "full", "part", "online", "new", "second", "real"))


def _degree(m: re.Match[str]) -> str:
    deg = m["deg"].lower()
    return _NAMES.get(deg, deg)


def _at(c: Clause, m: re.Match[str]) -> str:
    return f" at {orig(c, m, 'org')}" if m.groupdict().get("org") else ""


def build_year_of_degree(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'in my 3rd year of a physics phd' → 'Is in their 3rd year of a PhD in physics'."""
    subject = orig(c, m, "subject")
    if subject.lower().split()[0] in _NOT_SUBJECTS:
        return []
    degree = _degree(m)
    if degree == "degree":  # "my pharmacy degree" stays as said
        what = f"{an_or_a(subject)} {subject} degree"
    else:
        what = f"{an_or_a(degree)} {degree} in {subject}"
    title = f"Is in their {m['year'].lower()} year of {what}{_at(c, m)}"
    return [make_fact("education", subject, title, "personal")]


def build_degree_student(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'im a psych phd at ucl' → 'Is a psych PhD student at ucl'."""
    subject = orig(c, m, "subject")
    if subject.lower().split()[0] in _NOT_SUBJECTS:
        return []
    title = f"Is {an_or_a(subject)} {subject} {_degree(m)} student{_at(c, m)}"
    return [make_fact("education", subject, title, "personal")]


def build_degree_in_city(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'im in reykjavik doing a phd in volcanology' → the degree and where one lives."""
    city = place_name(c, m, "city")
    if not place_ok(city):
        return []
    degree = _degree(m)
    subject = f" in {orig(c, m, 'subject')}" if m.groupdict().get("subject") else ""
    title = f"Is doing {an_or_a(degree)} {degree}{subject}{_at(c, m)} in {city}"
    return [
        make_fact("education", (m.groupdict().get("subject") or degree), title, "personal"),
        make_fact("residence", city, f"Lives in {city}", "location"),
    ]


STUDY_SHAPE_ROWS: tuple[Row, ...] = (
    gated_row("education", "year yr", r"\b(?:year|yr)\s+of\s",
              rf"^{_IM}?(?:in\s+)?(?:my\s+)?{_YEAR}\s+(?:year|yr)\s+of\s+(?:a|an|my|the)\s+{_SUBJECT}"
              rf"\s+{_DEG}(?:\s+(?:degree|program(?:me)?|course))?{WORD_END}(?:\s+at\s+{_ORG})?",
              build_year_of_degree),
    gated_row("education", "phd masters master's msc mphil dphil mba", r"\b(?:phd|masters?|msc|mphil|dphil|mba)\b",
              rf"^{_IM}(?:a|an)\s+{_SUBJECT}\s+{_HIGHER}(?:\s+(?:student|candidate))?"
              rf"(?:\s+(?:at|in)\s+{_ORG})?(?=\s*$|\s+(?:and|but|so|now|here|lol|too)\b)",
              build_degree_student),
    gated_row("education", "doing studying", r"\b(?:doing|studying)\s",
              rf"^{_IM}(?:currently\s+|now\s+)?in\s+(?P<city>{_WORD}(?:\s+{_WORD})?)\s+(?:doing|studying"
              rf"\s+for)\s+(?:a|an|my)\s+{_DEG}(?:\s+degree)?(?:\s+in\s+{_SUBJECT})?"
              rf"(?:\s+at\s+{_ORG})?{WORD_END}",
              build_degree_in_city),
)  # fmt: skip
