"""Where one studies, said by the stage of school or the place rather than the subject: "im
in grad school", "i'm a sophomore at ucla", "just started uni in glasgow", "second year at
uni", "doing my phd at ETH", "i go to college in Ohio".

The frames name a kind of school (a closed list: uni, college, sixth form, grad school…) or
a degree, so "i'm in the library" or "i go to the gym" never match. Each row is gated by its
trigger words (`gated_rows`)."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _ADV, _DEG, _IM, _ORG, _PLACE, Row
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    display,
    make_fact,
    orig,
    place_name,
)
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.titles import an_or_a

__all__ = ["SCHOOLING_ROWS"]

_SCHOOL = (
    r"uni|university|college|community college|grad school|graduate school|high school|"
    r"secondary school|sixth form|med school|medical school|law school|nursing school|"
    r"art school|film school|dental school|vet school|polytechnic|poly"
)
_SCHOOL_WORDS = "uni university college school form polytechnic poly"
# Where the school is: "in Leeds", "at UCLA"; then the clause ends or goes on to a new part.
_WHERE = rf"(?:\s+(?P<prep>in|at)\s+{_PLACE})?"
_END = r"(?=\s*$|\s*[,.!;]|\s+(?:now|still|so|and|but|rn|right now|lol|haha|atm)\b)"
_YEAR = r"(?P<year>\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|last)\s+(?:yr|year)"
_DEGREE_NAMES = {"phd": "PhD", "msc": "MSc", "bsc": "BSc", "ma": "MA", "ba": "BA", "mba": "MBA",
                 "masters": "master's", "bachelors": "bachelor's"}  # fmt: skip


def _place(c: Clause, m: re.Match[str]) -> str:
    if not m.groupdict().get("place"):
        return ""
    place = place_name(c, m)
    return f" {m['prep']} {place}"


def _school(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    school = orig(c, m, "school")
    if re.fullmatch(_SCHOOL, school.lower()):
        school = school.lower()  # a kind of school; a named one keeps the user's letters
    school = display(school)
    stage = m.groupdict().get("stage")
    where = _place(c, m)
    if stage:
        title = f"Is {an_or_a(stage)} {stage.lower()} {m['sprep']} {school}{where}"
    elif m.groupdict().get("year"):
        title = f"Is in their {m['year'].lower()} year at {school}{where}"
    else:
        title = f"Studies at {school}{where}" if where else f"Is in {school}"
    return [make_fact("education", school + where, title, "personal")]


def _degree_at(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    deg = m["deg"].lower()
    degree = _DEGREE_NAMES.get(deg, deg)
    org = orig(c, m, "org")
    title = f"Is doing {an_or_a(degree)} {degree} at {org}"
    return [make_fact("education", f"{degree} at {org}", title, "personal")]


SCHOOLING_ROWS: tuple[Row, ...] = (
    # "im in grad school", "i'm at uni in leeds", "i go to college in Ohio", "i'm in sixth
    # form"; "at uni" alone may be where one is today, so it needs its place
    gated_row(
        "education",
        _SCHOOL_WORDS,
        rf"\b(?:{_SCHOOL})\b",
        rf"^(?:{_IM}\s+{_ADV}(?:in|(?=at\s+\S+\s+(?:in|at)\s)at)|i\s+{_ADV}(?:go\s+to|attend))\s+"
        rf"(?:(?:a|an)\s+)?(?P<school>{_SCHOOL}){WORD_END}{_WHERE}{_END}",
        _school,
    ),
    # "i'm a sophomore at ucla", "senior in high school": a class year at a school
    gated_row(
        "education",
        "freshman sophomore junior senior fresher",
        r"\b(?:freshman|sophomore|junior|senior|fresher)\s+(?:in|at)\s",
        rf"^(?:{_IM}\s+{_ADV})?(?:(?:a|an)\s+)?(?P<stage>freshman|sophomore|junior|senior|fresher)"
        rf"\s+(?P<sprep>in|at)\s+(?P<school>{_SCHOOL}|(?!(?:the|my|work)\b)[\w&'.-]+(?:\s+[\w&'.-]+)?"
        rf"(?=\s*$|\s*[,.!]))(?:{_WHERE})?{_END}",
        _school,
    ),
    # "second year at uni", "im in my final year at college in Cork"
    gated_row(
        "education",
        "yr year",
        r"\b(?:yr|year)\s+at\s",
        rf"^(?:{_IM}\s+{_ADV}in\s+)?(?:my\s+)?{_YEAR}\s+at\s+(?P<school>{_SCHOOL}){WORD_END}"
        rf"{_WHERE}{_END}",
        _school,
    ),
    # "just started uni in glasgow", "started college at Emerson this fall"
    gated_row(
        "education",
        "started",
        rf"\bstarted\s+(?:{_SCHOOL})\b",
        rf"^(?:i\s+)?{_ADV}started\s+(?P<school>{_SCHOOL}){WORD_END}{_WHERE}",
        _school,
    ),
    # "i do my phd at ETH", "doing a masters at KCL": a degree with where, not what
    gated_row(
        "education",
        "doing do",
        r"\bdo(?:ing)?\s+(?:my|a|an)\s",
        rf"^(?:{_IM}\s+{_ADV}doing|i\s+{_ADV}do)\s+(?:my|a|an)\s+(?P<deg>{_DEG})(?:\s+degree)?"
        rf"\s+at\s+{_ORG}",
        _degree_at,
    ),
)
