"""Work said in passing, in frames the job rows do not read: a team one is in ("i'm in the
marketing team at a cosmetics company in Seoul"), a post named with "the" and where it is
held ("i'm the charge nurse on her unit", "im the only data person at a logistics
startup"), a place one works in, typed with its capital ("working in Stavanger since
2021"), and the home a relative shares with the user ("lives with us in Quezon City").

Each row is gated by its trigger words (`gated_rows`). What keeps the look-alikes out is the
frame: a sports team is a pursuit, not a job, so a team with no employer must be a line of
work ("the sales team"); a place worked in must be capitalised, as "working in retail" or
"working in the garden" name no place."""

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
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.lexicon import FIELDS, alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["WORK_PASSING_ROWS"]

_FIELD = alternation(FIELDS)
# Where a post is held inside a workplace: "on her unit", "on the night shift".
_POST = r"unit|ward|floor|team|shift|night shift|crew|site|line|desk|rota"


def _team(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    team = orig(c, m, "team")
    org = f" {m['prep']} {orig(c, m, 'org')}" if m["org"] else ""
    if not (org or re.fullmatch(_FIELD, team.lower())):
        return []  # "i'm on the hockey team" is a pursuit
    city = f" in {place_name(c, m, 'city')}" if m["city"] else ""
    title = f"Works in the {display(team)} team{org}{city}"
    return [make_fact("occupation", team, title, "professional", role=f"{team} team".lower())]


def _post(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = display(orig(c, m, "role"))
    if role.lower().startswith(("designated ", "only ", "new ")):
        return []  # "the designated driver on the night shift" is a turn, not a job
    title = f"Works as {article(role)} {role}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def _the_one(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = display(orig(c, m, "brole"))
    city = f" in {place_name(c, m, 'city')}" if m["city"] else ""
    title = f"Works as the {role} {m['prep']} {orig(c, m, 'org')}{city}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def _works_in_place(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = orig(c, m, "place")
    if not place[:1].isupper() or not place_ok(place):
        return []  # "working in retail", "working in the garden"
    return [make_fact("workplace", place, f"Works in {place}", "professional")]


def _shared_home(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = place_name(c, m)
    if not place_ok(place):
        return []
    return [make_fact("residence", place, f"Lives in {place}", "location")]


WORK_PASSING_ROWS: tuple[Row, ...] = (
    # "i'm in the marketing team at a cosmetics company in Seoul", "on the IT team"
    gated_row(
        "occupation",
        "team",
        r"\s(?:in|on|part\s+of)\s+(?:the|a|an|our)\s+(?:\S+\s+){1,2}team\b",
        rf"^{_IM}\s+{_ADV}(?:in|on|part\s+of)\s+(?:the|a|an|our)\s+"
        rf"(?P<team>[\w-]+(?:\s+[\w-]+)?)\s+team(?:\s+(?P<prep>at|for|with)\s+{_ORG})?{_CITY}"
        r"(?=\s*$|\s*[,.!]|\s+(?:now|and|but|so|since|for)\b)",
        _team,
    ),
    # "im the only data person at a logistics startup in joburg"
    gated_row(
        "occupation",
        "person guy girl",
        r"\bthe\s+(?:only|sole|main|resident|go-to)\s",
        rf"^{_IM}\s+{_ADV}the\s+(?P<brole>(?:only|sole|main|resident|go-to)\s+(?:[\w-]+\s+){{0,2}}?"
        rf"(?:person|guy|girl))\s+(?P<prep>at|for|with|of)\s+(?!(?:my|our|the\s+party)\b){_ORG}{_CITY}",
        _the_one,
    ),
    # "i'm the charge nurse on her unit": a post held on a unit, a ward, a shift
    gated_row(
        "occupation",
        last_words(_POST.split("|")),
        rf"\bthe\s.*\son\s+(?:her|his|their|my|our|the|this)\s+(?:{_POST})\b",
        rf"^{_IM}\s+{_ADV}the\s+{_ROLE}\s+on\s+(?:her|his|their|my|our|the|this)\s+(?:{_POST})\b",
        _post,
    ),
    # "working in Stavanger since 2021", "working in Germany on a blue card"
    gated_row(
        "workplace",
        "working",
        r"\bworking\s+in\s",
        rf"^(?:(?:{_IM}|i(?:'ve| have)\s+been)\s+)?{_ADV}working\s+in\s+{_PLACE}"
        r"(?=\s+(?:since|for|now|these\s+days|on\s+(?:a|an|my)\s+(?:[\w-]+\s+)?(?:visa|permit|card|"
        r"contract|contracts))\b)",
        _works_in_place,
    ),
    # "my mum has alzheimers and lives with us in quezon city": the user's home too
    gated_row(
        "residence",
        "lives living",
        r"\bliv(?:es|ing)\s+with\s+(?:us|me)\s+in\s",
        rf"^(?:(?:my|our)\s+(?:[\w-]+\s+){{1,2}})?(?:also\s+|now\s+)?(?:lives|is\s+living)\s+with\s+"
        rf"(?:us|me)\s+in\s+{_PLACE}",
        _shared_home,
    ),
)
