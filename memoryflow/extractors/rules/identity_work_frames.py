"""Who one is, said around a question or a request: the facts people give as the reason
for asking ("I sell cupcakes from home, do I need a license?", "I do graphic design",
"just started my first job at a bank in Charlotte", "since moving to Lisbon…", "married
with two kids").

`WORK_FRAME_EARLY_ROWS` are tried before the main table (whose marital row would read
"married with two kids" as the marriage alone); `WORK_FRAME_ROWS` after it. Each row is gated
by its trigger words (`gated_rows`)."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row, last_words
from memoryflow.extractors.rules.identity_fragments import (
    _ADV,
    _CITY,
    _IM,
    _ORG,
    _PLACE,
    _ROLE,
    Row,
)
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.identity_personal_builders import build_marital
from memoryflow.extractors.rules.identity_place_builders import build_residence
from memoryflow.extractors.rules.lexicon import FIELDS, WORKPLACES, alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["WORK_FRAME_EARLY_ROWS", "WORK_FRAME_ROWS", "role_said_as", "speaks_as_self"]

_FIELD = alternation(FIELDS)
_WORKPLACE = alternation(WORKPLACES)
_COUNT = r"(?P<count>a|an|one|two|three|four|five|six|\d)"
_KIDS = r"(?P<kids>kids?|children|child|sons?|daughters?|boys?|girls?|twins)"
# Where goods are sold that makes selling a trade: "from home", "online", "at markets".
_SOLD_WHERE = (
    r"from\s+(?:home|my\s+(?:kitchen|garage|flat|house|van))|online|"
    r"at\s+(?:the\s+)?(?:local\s+|weekend\s+|farmers'?\s+|craft\s+|night\s+|sunday\s+)?(?:markets?|fairs?)"
)
# The end of a job said plainly: the clause ends, or goes on to something new.
_ENDS = r"(?=\s*$|\s*[,.!;]|\s+(?:now|and|but|so|since|for\s+(?:a\s+living|\d|years)|lol)\b)"


# "As a nurse, I…", "being a teacher in Leeds I…": the role one speaks from. A role said to
# the assistant ("as a lawyer, can you…") is asked of it, so what follows must be the user's.
_AS_ROLE = rf"^(?:as|being)\s+(?:a|an)\s+{_ROLE}(?:\s+(?P<prep>in|at|for)\s+{_ORG})?"
_AS_ROLE_ALONE = re.compile(rf"{_AS_ROLE}$")
_AS_ROLE_THEN_I = re.compile(rf"{_AS_ROLE}\s+(?=(?:i|i'm|i've|my)\b)")
_SELF = re.compile(r"\b(?:i|i'm|i've|i'd|my|me)\b")
_ASKS_YOU = re.compile(r"^(?:.*?\b)?(?:you|your|u)\b")


def _as_role(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = display(orig(c, m, "role"))
    org = f" {m['prep']} {orig(c, m, 'org')}" if m["org"] else ""
    title = f"Works as {article(role)} {role}{org}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def role_said_as(c: Clause) -> list[IdentityFact]:
    """The role of a clause that is only "as a nurse" / "being a teacher in Leeds", to be
    kept when the next clause speaks as the user (`speaks_as_self`)."""
    m = _AS_ROLE_ALONE.match(c.lower)
    return _as_role(c, m) if m else []


def speaks_as_self(c: Clause) -> bool:
    """Whether a clause after "as a nurse," is the user's own ("I work nights", "how do I
    budget"), not a request of the assistant ("can you review my contract")."""
    self_at = _SELF.search(c.lower)
    you_at = _ASKS_YOU.match(c.lower)
    return self_at is not None and (you_at is None or self_at.start() < you_at.end() - 3)


def _married_with_kids(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    count = m["count"]
    kids = m["kids"]
    what = f"a {kids}" if count in ("a", "an", "one") else f"{count} {kids}"
    rel = re.sub(r"s$", "", kids) if kids not in ("children", "twins") else kids
    has = make_fact(
        f"relationship:{rel}:has", what, f"Has {what}", "relationship", relationship=rel
    )
    return [*build_marital(c, m), has]


def _works_as(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = display(orig(c, m, "role"))
    where = f" in {place_name(c, m, 'city')}" if m["city"] else ""
    title = f"Works as {article(role)} {role}{where}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def _started_at(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = orig(c, m, "org")
    named = org[:1].isupper() or re.search(rf"\b(?:{_WORKPLACE})\b", org.lower())
    if not (m["job"] or named) or re.match(r"\d", org):
        return []  # "started at the bottom", "started at 9"
    where = ""
    if m["city"]:
        city = place_name(c, m, "city")
        if not place_ok(city):
            return []
        where = f" in {city}"
    return [make_fact("employer", org, f"Works at {org}{where}", "professional")]


def _does_field(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    field = orig(c, m, "field")
    if field.lower() == "it" and field != "IT":
        return []  # "i do it every day"
    what = display(field)
    return [make_fact("occupation", what, f"Works in {what}", "professional", role=what.lower())]


def _sells(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    where = re.sub(r"\s+", " ", orig(c, m, "where"))
    return [make_fact("business", what, f"Sells {what} {where}", "professional")]


WORK_FRAME_EARLY_ROWS: tuple[Row, ...] = (
    # "I'm married with two kids", "divorced with a daughter"
    gated_row(
        "marital",
        "married divorced separated widowed single",
        r"\s+with\s+",
        rf"^(?:{_IM}\s+)?{_ADV}(?P<state>married|divorced|separated|widowed|single)\s+with\s+"
        rf"{_COUNT}\s+(?:(?:little|young|grown|teenage|small)\s+)?{_KIDS}{WORD_END}",
        _married_with_kids,
    ),
)

WORK_FRAME_ROWS: tuple[Row, ...] = (
    # "as a teacher i get summers off": the role, then the user speaking
    gated_row(
        "occupation", "as being", r"^(?:as|being)\s+an?\s", _AS_ROLE_THEN_I.pattern, _as_role
    ),
    # "I've been working remotely as a developer" (with no "for"/"since" after it)
    gated_row(
        "occupation",
        "working",
        r"\bbeen\s+working\s+(?:\S+\s+){0,2}as\s",
        rf"^i(?:'ve|\s+have)\s+{_ADV}been\s+working\s+(?:remotely\s+|from\s+home\s+|"
        rf"full[- ]time\s+|part[- ]time\s+|freelance\s+)?as\s+(?:a|an)\s+{_ROLE}{_CITY}{_ENDS}",
        _works_as,
    ),
    # "just started my first job at a bank in charlotte", "I started at a primary school"
    gated_row(
        "employer",
        "started",
        r"\bstarted\s+(?:\S+\s+){0,3}(?:at|with)\s",
        rf"^(?:i\s+)?{_ADV}started\s+(?:(?P<job>(?:my|a)\s+(?:first\s+|new\s+)?(?:job|role|position))"
        rf"\s+)?(?:at|with)\s+{_ORG}{_CITY}",
        _started_at,
    ),
    # "I do graphic design", "i do accounting for small firms": a line of work done
    gated_row(
        "occupation",
        last_words(FIELDS),
        rf"\bdo\s+(?:\S+\s+)?(?:{_FIELD})\b",
        rf"^i\s+{_ADV}do\s+(?P<field>(?:[\w-]+\s+)?(?:{_FIELD})){WORD_END}"
        r"(?=\s*$|\s*[,.!]|\s+(?:for|at|in|now|freelance|full[- ]time|part[- ]time|as\s+a\s+job)\b)",
        _does_field,
    ),
    # "I sell cupcakes from home", "i sell candles at markets": a trade of one's own
    gated_row(
        "business",
        "sell",
        rf"\bsell\s.*\b(?:{_SOLD_WHERE})",
        rf"^i\s+{_ADV}sell\s+(?P<what>(?!(?:my|our|the|it|them|this|that)\b)(?:[\w'-]+\s+){{0,2}}?"
        rf"[\w'-]+s)\s+(?P<where>{_SOLD_WHERE}){WORD_END}",
        _sells,
    ),
    # "since moving to Lisbon…", "…since we moved to tucson": a move of one's own
    gated_row(
        "residence",
        "since",
        r"\bsince\s+(?:i\s+|we\s+)?(?:moving|moved|relocating|relocated)\s+(?:here\s+)?to\s",
        rf"^(?:.*?\s)?since\s+(?:(?:i|we)\s+(?:moved|relocated)|moving|relocating)\s+(?:here\s+)?"
        rf"to\s+{_PLACE}",
        build_residence,
    ),
)
