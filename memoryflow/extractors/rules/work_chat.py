"""Work said the way people chat: a job begun with when it began after it ("started as a
marketing coordinator at a uni in january", "got hired as a junior dev at a fintech in
porto"), shifts before the role ("i work 12h shifts as a paramedic"), a team function for a
role ("im 2nd line IT support at a hospital trust", "i just do helpdesk stuff", "im the
only sre at a startup"), a job that pays the rent ("i pay rent with a warehouse job"), and
jobs held before ("ex-koch hier", "was a warehouse picker til 2022").

Each row is gated by its trigger words (`gated_rows`) and tried before the main table,
whose rows would otherwise read "in january" as a town or stop at "12h"."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.foreign_jobs import JOB_WORDS
from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _ADV, _IM, _ROLE, Row
from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.identity_work_builders import build_occupation
from memoryflow.extractors.rules.lexicon import NOT_A_PLACE, NOT_JOBS, alternation
from memoryflow.extractors.rules.open_roles import open_role
from memoryflow.extractors.rules.text import Clause

__all__ = ["WORK_CHAT_ROWS", "english_job"]

# Team functions people give as their role, with no article and no agent noun: "im IT
# support", "i do helpdesk stuff", "the only sre". (said, as a title reads it)
FUNCTIONS: tuple[tuple[str, str], ...] = (
    ("it support", "IT support"), ("tech support", "tech support"),
    ("desktop support", "desktop support"), ("customer support", "customer support"),
    ("customer service", "customer service"), ("helpdesk", "helpdesk"),
    ("help desk", "help desk"), ("service desk", "service desk"), ("qa", "QA"),
    ("sre", "SRE"), ("devops", "DevOps"), ("data entry", "data entry"), ("payroll", "payroll"),
    ("dispatch", "dispatch"), ("it", "IT"),
)  # fmt: skip
_FUNCTION_TITLES = dict(FUNCTIONS)
# IT support comes in lines: "2nd line IT support", "first-line support".
_LINE = r"(?:(?:1st|2nd|3rd|first|second|third)[- ]line\s+)"
_FUNCTION = rf"(?P<fn>{_LINE}?(?:{alternation(tuple(f for f, _ in FUNCTIONS))})|{_LINE}support)"
_RANK = r"(?:(?P<rank>junior|senior|lead|principal|solo|sole|only|trainee)\s+)"

# When a job began or begins, said after it: "in january", "last month", "on monday".
_WHEN = (
    r"(?:in|on|from|since|at\s+the\s+(?:start|end)\s+of)\s+(?:the\s+)?(?:january|february|march|"
    r"april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|"
    r"aug|sept?|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|"
    r"summer|autumn|fall|winter|new\s+year|\d{4})\b|(?:last|this|next)\s+(?:week|month|year|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|fall|winter)"
    r"\b|(?:today|yesterday|tomorrow|recently)\b|(?:\d+|a|an|one|two|three|four|five|six|a\s+few|"
    r"a\s+couple\s+of)\s+(?:days?|weeks?|months?)\s+ago\b"
)
# A town after the employer, never a time: "at a fintech in porto", not "in january".
_TOWN = (
    rf"(?:\s+in\s+(?!(?:{alternation(NOT_A_PLACE)})\b|{_WHEN})"
    r"(?P<city>[\w'.-]+(?:\s+(?!(?:now|and|but|so|for|with|since|lol|from|in|on)\b)[\w'.-]+)?))"
)
# The job's clause ends, or goes on to when or why: nothing else is read as the job.
_DONE = rf"(?=\s*$|\s*[,.!;)(]|\s+(?:{_WHEN}|now|and|but|so|lol|haha|finally|yay)\b)"

# Ways of taking up a job: "started as", "got hired as", "going full time as".
_TAKEN_UP = (
    r"(?:(?:just\s+)?(?:started|starting|began|beginning)(?:\s+(?:work(?:ing)?|a\s+new\s+job|"
    r"(?:a|my)\s+(?:new\s+)?(?:job|role|position)))?|(?:got|was|been|have\s+been|'ve\s+been|"
    r"just\s+got)\s+(?:hired|taken\s+on|brought\s+on)|(?:going|went|gone)\s+full[- ]time)"
)
_ROLE_ANY = rf"(?:{_ROLE}|{open_role('orole')})"
# The employer: as the main table reads it, but a count may be in it ("a 30 person startup").
_ORG_STOP = (
    r"now|and|but|so|for|with|since|lol|haha|in|at|on|by|because|until|till|til|from|to|while|"
    r"which|who|where|when|tho|though|as|is|was|its|it's"
)
_AT_ORG = rf"(?:\s+(?P<prep>at|for|with)\s+(?P<org>[\w&'.-]+(?:\s+(?!(?:{_ORG_STOP})\b)[\w&'.-]+){{0,5}}))"


def _occupation(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """The job as the main table words it, the town only when it is one."""
    if m.groupdict().get("city") and not place_ok(place_name(c, m, "city")):
        return []
    return build_occupation(c, m)


def _function(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "im 2nd line IT support at a hospital trust" → "Works in 2nd line IT support at a
    hospital trust"; "the only sre at a startup" → "Works as an SRE at a startup"."""
    said = re.sub(r"\s+", " ", m["fn"])
    line = re.match(_LINE, said + " ")
    base = said[line.end() :] if line else said
    if base == "it" and not orig(c, m, "fn").endswith("IT"):
        return []  # "im it" is not a job
    fn = (line.group(0) if line else "") + _FUNCTION_TITLES.get(base, base)
    rank = m.groupdict().get("rank") or ""
    org = f" {m['prep']} {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    if m.groupdict().get("city"):
        if not place_ok(city := place_name(c, m, "city")):
            return []
        org += f" in {city}"
    if base in ("qa", "sre", "devops") and (rank or m.groupdict().get("article")):
        role = f"{rank} {fn}" if rank not in ("", "only", "sole", "solo") else fn
        title = f"Works as {article(role)} {role}{org}"
    else:
        title = f"Works in {fn}{org}"
    return [make_fact("occupation", fn, title, "professional", role=fn.lower())]


def _pays_rent(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    job = re.sub(r"\s+", " ", orig(c, m, "job"))
    return [make_fact("occupation", job, f"Has {article(job)} {job} job", "professional")]


def _worked_until(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = display(orig(c, m, "role") if m["role"] else orig(c, m, "orole"))
    if role.lower().split()[-1] in NOT_JOBS:
        return []
    until = f" until {orig(c, m, 'until')}" if m.groupdict().get("until") else ""
    org = f" at {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    title = f"Worked as {article(role)} {role}{org}{until}"
    return [make_fact("former occupation", role, title, "professional")]


def english_job(noun: str) -> str:
    """A job noun in another language in English ("koch" → "chef"), else the noun."""
    for words, english in (*JOB_WORDS, *_MORE_JOBS):
        if re.fullmatch(words, noun, re.IGNORECASE):
            return english
    return noun


# Job nouns met as "ex-…" in other languages that `foreign_jobs` does not list (a "Koch" is
# a professional cook: a chef).
_MORE_JOBS: tuple[tuple[str, str], ...] = (
    (r"koch|köchin|cuoco|cuoca|cuisinier|cuisinière|cocinero|cocinera|cozinheiro|cozinheira",
     "chef"),
    (r"lehrerin|lehrer|professeur|professeure|profesor|profesora|insegnante|professora",
     "teacher"),
    (r"krankenschwester|krankenpfleger|pflegerin|enfermera|enfermero|enfermeira|infirmière|"
     r"infirmier|infermiera|infermiere", "nurse"),
    (r"ingenieur|ingenieurin|ingeniero|ingeniera|engenheiro|engenheira|ingénieur|ingegnere",
     "engineer"),
    (r"soldat|soldado|soldato", "soldier"),
)  # fmt: skip
# (the subject-teacher row of JOB_WORDS needs its subject: not a lone noun)
_FOREIGN_JOB = "|".join(w for w, _ in (*JOB_WORDS[1:], *_MORE_JOBS))


def _ex_role(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    said = orig(c, m, "xrole") if m["xrole"] else orig(c, m, "role") if m["role"] else ""
    said = said or orig(c, m, "orole")
    role = display(english_job(said.lower()) if m["xrole"] else said)
    if role.lower().split()[-1] in NOT_JOBS:
        return []
    return [make_fact("former occupation", role, f"Worked as {article(role)} {role}",
                      "professional")]  # fmt: skip


WORK_CHAT_ROWS: tuple[Row, ...] = (
    # "started as a marketing coordinator at a uni in january", "got hired as a junior dev
    # at a fintech in porto", "going full time as a climbing instructor at the wall"
    gated_row(
        "occupation",
        "started starting began beginning hired taken brought going went gone",
        r"\b(?:started|starting|began|beginning|hired|taken\s+on|brought\s+on|full[- ]time)\s"
        r"(?:\S+\s+){0,4}?as\s+an?\s",
        rf"^(?:(?:and|so|then)\s+)?(?:i(?:'m|\s+am)?\s+)?{_ADV}{_TAKEN_UP}\s+as\s+(?:a|an)\s+"
        rf"{_ROLE_ANY}{_AT_ORG}?{_TOWN}?(?(org)|{_DONE})",  # after an employer, anything
        _occupation,
    ),
    # "i work 12h shifts as a paramedic", "i work night shifts as a carer"
    gated_row(
        "occupation",
        "shifts",
        r"\bshifts\s+as\s+an?\s",
        rf"^i\s+{_ADV}work\s+(?:(?:\d+\s*(?:h|hr|hrs|hour)|\d+[- ]hour|long|night|day|early|"
        rf"late|double|split|weekend|rotating)\s+)?shifts\s+as\s+(?:a|an)\s+{_ROLE_ANY}"
        rf"{_AT_ORG}?{_TOWN}?{_DONE}",
        _occupation,
    ),
    # "im 2nd line IT support at a hospital trust", "im the only sre at a 30 person startup",
    # "im a junior QA at a game studio"
    gated_row(
        "occupation",
        [w for f, _ in FUNCTIONS for w in f.split()[-1:]] + ["support"],
        rf"^{_IM}\s",
        rf"^{_IM}\s+{_ADV}(?:(?P<article>a|an|the)\s+)?{_RANK}?{_FUNCTION}"
        rf"(?:{_AT_ORG}{_TOWN}?|(?=\s*$|\s*[,.!;]|\s+(?:so|and|but|lol|now)\b))",
        _function,
    ),
    # "i just do helpdesk stuff", "me i just do IT support": the answer to "and you?"
    gated_row(
        "occupation",
        [w for f, _ in FUNCTIONS for w in f.split()[-1:]] + ["support"],
        r"^(?:me,?\s+)?i\s+(?:\S+\s+)?do\s",
        rf"^(?:me,?\s+)?i\s+{_ADV}do\s+{_FUNCTION}(?:\s+(?:stuff|work|things|jobs))?"
        rf"(?:{_AT_ORG}{_TOWN}?|(?=\s*$|\s*[,.!;]|\s+(?:so|and|but|lol|now|for\s+a\s+living)\b))",
        _function,
    ),
    # "i pay rent with a warehouse job", "i pay the bills with a call centre job"
    gated_row(
        "occupation",
        "pay paying",
        r"\bjob\b",
        rf"^i(?:'m|\s+am)?\s+{_ADV}pay(?:ing)?\s+(?:the\s+|my\s+)?(?:rent|bills)(?:\s+and\s+"
        r"(?:the\s+)?bills)?\s+(?:with|from|through|by\s+working)\s+(?:a|an|my)\s+"
        r"(?P<job>(?!(?:new|second|side|other|real|day|proper|shitty|crappy|boring)\s+job\b)"
        r"(?:[a-z][\w-]*\s+){1,2}?)job\b",
        _pays_rent,
    ),
    # "(was a warehouse picker til 2022)", "i was a chef until last year"
    gated_row(
        "former occupation",
        "til till until",
        r"\b(?:til|till|until)\s",
        rf"^(?:i\s+)?{_ADV}was\s+(?:a|an)\s+{_ROLE_ANY}{_AT_ORG}?\s+(?:til|till|until)\s+"
        r"(?P<until>\d{4}|last\s+(?:year|month|spring|summer|autumn|fall|winter)|recently)\b",
        _worked_until,
    ),
    # "ex-koch hier", "ex nurse here", "ex-teacher": a job held before, said as a label
    gated_row(
        "former occupation",
        "ex",
        r"^ex[- ]",
        rf"^ex[- ](?:(?P<xrole>{_FOREIGN_JOB})|{_ROLE_ANY})(?=\s+(?:here|hier|aqui|aquí|ici|qui|"
        r"hoon|ako)\b|\s*$|\s*[,.!;])",
        _ex_role,
    ),
)
