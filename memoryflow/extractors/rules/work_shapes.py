"""Jobs, service and studies said in the loose shapes of chat, where the other rows miss them.

People who write fast, or in a second language, drop the article and run on ("i am
architect and next year i move to Porto", "I am bus driver from Poznań"); give a job with
its years as a fragment ("welder 12 yrs", "Self employed electrician") or the years first
("30 years as a firefighter"); name their service in passing ("ex RAF", "navy vet",
"served 8 years army"); say they retired from a job by its work ("retired from nursing");
stack a subject of several words before "student" ("3rd year marine biology student"); or
tell a job by a first day, week, shift or pay in it ("got my first paycheck as a junior
copywriter"). Each row reads one such shape; all are gated on their trigger words. A job
said without its article is read only from the occupation lexicon, never by its ending
("i am better now" is none)."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import (
    _ADV,
    _BIZ,
    _CITY,
    _IM,
    _MODS,
    _ORG,
    _PLACE,
    _ROLE,
    Row,
)
from memoryflow.extractors.rules.identity_patterns import WORD_END, IdentityFact, make_fact, orig
from memoryflow.extractors.rules.identity_place_builders import build_residence
from memoryflow.extractors.rules.identity_role_words import GERUND_JOBS
from memoryflow.extractors.rules.identity_work_builders import build_business, build_occupation
from memoryflow.extractors.rules.lexicon import RELATIONS, alternation
from memoryflow.extractors.rules.open_roles import open_role
from memoryflow.extractors.rules.role_shape_builders import build_studies_year
from memoryflow.extractors.rules.role_shapes import (
    _BARE_JOB,
    _INSTITUTION,
    _NO_DETERMINER,
    _STUDY_YEAR,
    _SUBJECT_WORD,
)
from memoryflow.extractors.rules.text import Clause

_YEARS = r"(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty)"
_YEARS_TAIL = rf"(?:\s+(?:for\s+)?{_YEARS}\+?\s+(?:years?|yrs))"
# What may follow a job said without its article: the end, or a new clause joined on.
_RUNS_ON = r"(?=\s*$|\s+(?:and|but|so|since|because|cos)\b)"
_A_JOB = rf"(?:an?\s+)?(?:{_ROLE}|{open_role('orole')})"

# The forces, with the country or "royal" in front: "Royal Air Force", "US Army".
_FORCE = (
    r"(?P<force>(?:(?:royal|us|u\.s\.|british|indian|canadian|australian|irish)\s+)?"
    r"(?:army|navy|air\s+force|raf|marines|marine\s+corps|coast\s+guard|national\s+guard|"
    r"military|paras)|marine)"
)
_SERVICE_END = r"(?=\s*$|\s+(?:here|now|for|and|but|before|until|till|then|myself)\b)"
_VETERAN = r"(?:vet|veteran)"

# Works whose worker the lexicon names: "retired from nursing" → a retired nurse.
_GERUND = alternation(tuple(GERUND_JOBS))

# The parts of a job one has just begun: "my first shift", "my new job", "my first paycheck".
_FIRST_OF_A_JOB = (
    r"my\s+(?:(?:very|first|ever|new|real|1st|proper)\s+)*"
    r"(?:job|paycheck|paycheque|pay\s*check|salary|day|week|shift|month|contract|gig|wage)"
)
# A first job told as the past ("when i was 16") is not the job one has now.
_NOT_NOW = r"(?!.*\b(?:when\s+i\s+was|years\s+ago|back\s+in|as\s+a\s+(?:kid|teen))\b)"


def build_bare_job(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """A job said without its article. Not a plural ("i'm about forty singers" is a choir,
    "best co drivers" the dogs), and a fragment ("nurse from leeds" after an age) only with
    its years or its own way of working, as "welder 12 yrs" and "self employed plumber" are said
    of oneself but "nurse from leeds" may be anyone. Hours worked are one's own way of working
    too: "full time freelance copywriter now" (the hours are left out of the title)."""
    if c.lower[m.end("brole") : m.end("brole") + 1] == "s":
        return []
    # one's own way of working: "self employed plumber", "full time freelance copywriter now"
    own = m["hours"] or re.match(r"(?:self[- ]employed|freelance)\s", m["brole"])
    if c.supplied and not (m["tenure"] or own):
        return []
    return build_occupation(c, m)


def build_age_and_job(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I am 71 years old and a retired fireman': the age and the job."""
    jobs = build_occupation(c, m)
    if not jobs:
        return []
    return [make_fact("age", m["age"], f"Is {m['age']} years old", "demographic"), *jobs]


def build_service(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'ex royal navy' → 'Served in the Royal Navy'; 'navy vet' → 'Is a Navy veteran'."""
    force = " ".join(
        w.upper() if w in ("raf", "us") else w.capitalize() for w in m["force"].split()
    )
    if force in ("Marine", "Marines"):
        force = "Marines"
    veteran = m.groupdict().get("vet")
    title = f"Is a {force} veteran" if veteran else f"Served in the {force}"
    return [make_fact("occupation", force.lower(), title, "professional", role=force.lower())]


def build_retired_from_work(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I retired from nursing in 2019' → 'Is a retired nurse'."""
    job = GERUND_JOBS[m["gerund"]]
    what = m.groupdict().get("what")
    about = f" ({orig(c, m, 'what')})" if what else ""
    title = f"Is a retired {job}{about}"
    return [make_fact("occupation", f"retired {job}", title, "professional", role=job)]


def build_years_as(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'30 years as a firefighter' → 'Has worked as a firefighter for 30 years' (held now
    or before: the years say only that it was long)."""
    years = m["years"]
    facts = []
    for fact in build_occupation(c, m):
        title = f"{fact.title.replace('Works as', 'Has worked as', 1)} for {years} years"
        facts.append(replace(fact, title=title, summary=f"The user {title[0].lower()}{title[1:]}."))
    return facts


_gated = gated_row


def build_working_while(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'doing my masters part time while teaching full time' → 'Works as a teacher (full
    time)'."""
    job = GERUND_JOBS[m["gerund"]]
    hours = m["hours"].replace("-", " ")
    title = f"Works as {'an' if job[0] in 'aeiou' else 'a'} {job} ({hours})"
    return [make_fact("occupation", job, title, "professional", role=job)]


WORK_SHAPE_ROWS: tuple[Row, ...] = (
    # the work done beside something else, with its hours: "doing it part time while teaching
    # full time", "studying at night while nursing full time" (not "while teaching my son")
    _gated("occupation", "while", r"\bwhile\s+(?:\S+\s+){0,2}?(?:full|part)[- ]time\b",
           # (a relative's work is theirs: "my wife studies while nursing part time")
           rf"^(?!(?:he|she|they|his|her|their)\b|my\s+(?:{alternation(RELATIONS)})\b)"
           rf"(?:.*?\s)?while\s+(?:(?:also|still)\s+)?(?P<gerund>{_GERUND})\s+"
           r"(?P<hours>full[- ]time|part[- ]time)\b", build_working_while),
    # the article dropped and the job followed by more: "i am architect and next year i move
    # to Porto", "i am veterinary nurse myself", "I am bus driver from Poznań", "welder 12 yrs"
    _gated("occupation", "i im i'm am", r"^i(?:'m|m| am)\s",
           rf"^{_IM}\s+{_ADV}{_NO_DETERMINER}(?P<hours>(?:full|part)[- ]?time\s+)?{_BARE_JOB}(?:\s+myself)?"
           rf"(?:\s+(?P<cityprep>from)\s+(?P<city>[\w'.-]+(?:\s+(?!(?:and|but|so)\b)[\w'.-]+)?))?"
           rf"(?P<tenure>{_YEARS_TAIL})?(?:\s+now)?{_RUNS_ON}", build_bare_job),
    # years in a job: "30 years as a firefighter", "I spent 15 years as a paramedic in Leeds"
    _gated("occupation", "as", r"\s(?:years?|yrs)\s+as\s",
           rf"^(?:i\s+(?:spent|did|have\s+done|'ve\s+done|worked)\s+)?(?P<years>{_YEARS})\s+"
           rf"(?:years?|yrs)\s+as\s+{_A_JOB}(?:\s+(?:at|for|with)\s+{_ORG})?{_CITY}", build_years_as),
    # service in the forces: "ex royal navy", "I'm ex-army", "former marine", "navy vet",
    # "served 8 years army", "Served 12 years in the Navy"
    _gated("occupation", "ex former army navy force raf marines marine corps guard military paras",
           r"\b(?:army|navy|force|raf|marines?|corps|guard|military|paras)\b",
           rf"^(?:{_IM}\s+(?:an?\s+)?)?(?:ex[- ]?|former\s+){_FORCE}(?:\s+(?P<vet>{_VETERAN}))?"
           rf"{_SERVICE_END}", build_service),
    _gated("occupation", "vet veteran", rf"\b{_VETERAN}\b",
           rf"^(?:{_IM}\s+(?:an?\s+)?)?{_FORCE}\s+(?P<vet>{_VETERAN}){_SERVICE_END}", build_service),
    _gated("occupation", "served", r"\bserved\s",
           rf"^(?:i\s+)?{_ADV}served\s+(?:{_YEARS}\s+(?:years?|yrs)\s+)?(?:in\s+)?(?:the\s+)?"
           rf"{_FORCE}{_SERVICE_END}", build_service),
    # retired from a job named by its work: "I retired from nursing in 2019", "retired from
    # teaching chemistry last june" (not "retired from running", which is no job)
    _gated("occupation", "retired", r"\bretired\s+from\s",
           rf"^(?:i\s+)?{_ADV}retired\s+from\s+(?P<gerund>{_GERUND})"
           rf"(?:\s+(?P<what>(?!(?:at|in|on|after|last|this|when|because|for|and|but|since)\b)"
           rf"[a-z]+)(?=\s|$))?", build_retired_from_work),
    # a year of study with a subject of several words: "im a 3rd year marine biology student"
    _gated("education", "student undergrad major", r"\b(?:student|undergrad|major)\b",
           rf"^(?:{_IM}\s+(?:an?\s+)?)?{_STUDY_YEAR}\s+(?P<subject>{_SUBJECT_WORD}(?:\s+{_SUBJECT_WORD})"
           rf"{{0,2}}?)\s+(?:student|undergrad|major)(?:\s+at\s+{_INSTITUTION})?$", build_studies_year),
    _gated("education", "student undergrad major", r"\b(?:student|undergrad|major)\s+at\s",
           rf"^(?:{_IM}\s+(?:an?\s+)?)?{_STUDY_YEAR}\s+(?P<subject>{_SUBJECT_WORD}(?:\s+{_SUBJECT_WORD})"
           rf"{{0,2}}?)\s+(?:student|undergrad|major)\s+at\s+{_INSTITUTION}", build_studies_year),
    # a business owned or run for years: "I have owned a flower shop since 2003"
    _gated("occupation", "owned run managed", r"\s(?:owned|run|managed)\s",
           rf"^(?:i|we)(?:'ve|\s+have)\s+{_ADV}(?:owned|run|managed)\s+(?:a|an|my|our)\s+"
           rf"(?P<biz>{_MODS}(?:{_BIZ})){WORD_END}{_CITY}(?=\s+(?:since|for)\b)", build_business),
    # a home rented: "im renting in dunedin", "we're renting a flat in Bristol for now"
    _gated("residence", "renting", r"\brenting\s",
           rf"^(?:i|we)(?:'m|'re|\s+am|\s+are)\s+{_ADV}renting\s+(?:(?:a|an|our|my)\s+(?:[\w-]+\s+)?"
           rf"(?:flat|room|house|place|apartment|studio|bedsit|condo|cottage)\s+)?in\s+{_PLACE}"
           rf"(?=\s*$|\s+(?:for\s+now|now|at\s+the\s+moment|atm|and|but|so)\b)", build_residence),
    # a job told by a first day, week, shift or pay of it: "did my first shift as a barista",
    # "started my first job yesterday as a lifeguard in Brighton"
    _gated("occupation", "as", r"\bmy\s.*\sas\s",
           rf"^{_NOT_NOW}(?:i\s+)?{_ADV}(?:started|got|landed|began|finished|did|survived|had|"
           rf"cashed|signed|worked)\s+{_FIRST_OF_A_JOB}\s+(?:(?:last|this)\s+\w+\s+|yesterday\s+|today\s+)?"
           rf"as\s+{_A_JOB}(?:\s+(?:at|for|with)\s+{_ORG})?{_CITY}", build_occupation),
)  # fmt: skip

# Read before the age rows, which would take the clause for the age alone.
WORK_SHAPE_FIRST_ROWS: tuple[Row, ...] = (
    # a job after an age, joined by "and": "I am 71 years old and a retired fireman"
    _gated("occupation", "and", r"\sand\s+an?\s",
           rf"^{_IM}\s+(?P<age>\d{{1,3}})(?:\s+(?:years?|yrs)\s+old)?\s+and\s+(?:a|an)\s+(?:{_ROLE}|{open_role('orole')})"
           rf"(?:\s+(?:at|for|with)\s+{_ORG})?{_CITY}(?=\s*$)", build_age_and_job),
)  # fmt: skip
