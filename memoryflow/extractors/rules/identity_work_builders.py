"""The builders of work facts: the user's job, employer, field, business, forces service
and retirement. Each turns a pattern match (from `identity_table` and the frame rows) into
`IdentityFact`s, or none when the match is no fact after all."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    Builder,
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.lexicon import NOT_JOBS
from memoryflow.extractors.rules.role_tails import role_tail
from memoryflow.extractors.rules.text import Clause

# What follows "a <job> at" that is no employer: "a teacher at heart", "a nurse at night".
_NOT_EMPLOYERS = (
    r"(?:home|heart|night|nights|weekends?|work|times|best|least|first|last|once|all|lunch|"
    r"school|present|my|his|her|their|our|your|this|that|it|some|one|any|\d)\b"
)


# A job word that is also a describing word, used as one: "I'm a major pain", "I'm a
# total expert mess". Such a word before another bare noun describes that noun; the job
# reading needs it to end the phrase or be followed by a joining word ("a major in the
# army", "a chief at Acme"). Only these double-duty words are checked: a job noun before a
# noun is otherwise a compound or a rewritten foreign phrase ("a primary teacher school").
_DESCRIBING_JOBS = frozenset(
    ("major", "general", "private", "chief", "principal", "junior", "senior", "expert",
     "professional", "head", "lead", "master", "native", "novice", "prime", "regular", "temp")
)  # fmt: skip
_BARE_NOUN_AFTER = re.compile(
    r"\s+(?!(?:and|but|so|or|who|which|that|since|for|at|in|on|by|with|from|here|there|now|"
    r"too|also|lol|btw|tho|though|myself|currently|originally|still|again|today|then|if|"
    r"because|as|to|of|nowadays|not|based)\b)[a-z]{3,}(?<!ing)(?<!ed)(?<!ly)\b"
)


# "the" before a job with no workplace names one's part in a scene ("I am the doctor; drop the
# disclaimer", "I'm the designated driver"), not an occupation: "I'm the head chef at Dishoom"
# and "im the office manager there" are read because they say where.
_THE_BEFORE = re.compile(r"\bthe\s+$")


# The person a carer or a helper works for is no employer: "caregiver for the signora",
# "nanny for the twins", "carer for the old man next door".
_PERSON_CARED_FOR = re.compile(
    r"(?:the|an?)\s+(?:old\s+|elderly\s+)?(?:signora|signore|señora|senhora|madame|lady|man|"
    r"woman|gentleman|couple|twins|kids|children|grandma|grandpa|granny|boy|girl|baby)\b"
)


# A negation or a want among the words before the job makes it something one lacks or looks
# for, not one's work: "dont have a gp here", "need a plumber here". Looser words ("like",
# "got") stay out: "im like a junior dev" is still a job.
_VERB_IN_ROLE = re.compile(
    r"\b(?:don't|dont|doesn't|didn't|not|no|need|needs|want|wants|wanted|looking)\b"
)


def build_occupation(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    groups = m.groupdict()
    said = m[next(g for g in ("role", "orole", "brole") if groups.get(g))].lower()
    if _VERB_IN_ROLE.search(said):
        return []
    placed = any(groups.get(g) for g in ("org", "city", "site", "subject"))
    if not placed and said in _DESCRIBING_JOBS and _BARE_NOUN_AFTER.match(c.lower[m.end() :]):
        return []
    group = next(g for g in ("role", "orole", "brole") if groups.get(g))
    there = re.match(r"\s+(?:there|here|of|at|for|in)\b", c.lower[m.end(group) :])
    if not (placed or there) and _THE_BEFORE.search(c.lower[: m.start(group)]):
        return []  # "I am the doctor", "im the driver tonight": a part in the scene, no job
    role = display(orig(c, m, group))
    where = f" in {orig(c, m, 'subject')}" if groups.get("subject") else ""
    if groups.get("org"):
        org = orig(c, m, "org")
        if _PERSON_CARED_FOR.match(org.lower()):
            pass  # "caregiver for the signora": a person one works for, no employer
        elif org[:1].isupper() or re.match(r"(?:a|an|the|uni|university|college)\b", org.lower()):
            where += f" at {org}"
        elif not re.match(_NOT_EMPLOYERS, org.lower()):
            where += f" at {org}"  # typed in lower case: "cashier at lidl"
    if groups.get("site"):  # "welder on an oil rig"
        where += f" on {orig(c, m, 'site')}"
    if groups.get("city"):
        city = place_name(c, m, "city")
        if not place_ok(city):
            return []
        prep = re.sub(r"\s+", " ", groups.get("cityprep") or "in")
        where += f" {prep} {city}"
    low = role.lower()
    unpaid = low.startswith(("retired ", "stay-at-home", "stay at home"))  # "a stay-at-home dad"
    verb = "Is" if low.split()[-1] in NOT_JOBS or unpaid else "Works as"
    neg = bool(groups.get("neg"))
    tail = "" if neg else role_tail(c.lower[m.end() :])  # "german to english", "doing X"
    title = f"{verb} {article(role)} {role}{where}{tail}"
    return [make_fact("occupation", role, title, "professional", neg=neg, role=role.lower())]


_NOT_ORGS = {"home", "night", "nights", "weekends", "it", "this", "that", "myself", "all", "least",
             "once", "times", "first", "the moment", "work", "lunch", "length", "scale"}  # fmt: skip


def build_employer(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = orig(c, m, "org")
    neg = bool(m.groupdict().get("neg"))
    if org.lower().split()[0] in _NOT_ORGS:
        return []  # "I work at home", "work for myself", "work at night"
    prep = re.sub(r"\s+", " ", m.groupdict().get("cityprep") or "in")
    city = f" {prep} {place_name(c, m, 'city')}" if m.groupdict().get("city") else ""
    part = " part-time" if "part" in (m.groupdict().get("hours") or "") else ""
    return [make_fact("employer", org, f"Works{part} at {org}{city}", "professional", neg=neg)]


def build_teacher(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what") if m.groupdict().get("what") else ""
    where = f" at {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    city = place_name(c, m, "city") if m.groupdict().get("city") else ""
    title = f"Works as a teacher{' (' + what + ')' if what else ''}{where}"
    title += f" in {city}" if city and place_ok(city) else ""
    return [make_fact("occupation", "teacher", title, "professional", role="teacher")]


def build_fixed(title: str, slot: str, value: str, kind: str) -> Builder:
    def build(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
        return [make_fact(slot, value, title, kind)]

    return build


def build_forces(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    force = m["force"]
    return [make_fact("occupation", force, f"Serves in the {force}", "professional", role=force)]


# Where a line of work is done: a named employer (capitalised) or "a/an/the <workplace>",
# never a time ("at the moment", "for 5 years") or "home"/"myself".
_FIELD_WORKPLACE = re.compile(
    r"^(?:[A-Z]|(?:a|an|the)\s+(?!(?:moment|minute|time|weekend|end|start|same time|"
    r"beginning|rest|best|most|least)\b)[a-z])"
)


def build_field(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "I work in sales at a toyota dealership in houston" → 'Works in sales at a toyota
    dealership in Houston': the line of work keeps where it is done, or the title would say
    less than the sentence (and the workplace would be lost)."""
    what = display(orig(c, m, "field"))
    org = orig(c, m, "org") if m.groupdict().get("org") else ""
    if org and not _FIELD_WORKPLACE.match(org):
        org = ""  # "… at home", "… for myself", "… at the moment", "… for 5 years"
    where = f" {m['orgprep'].lower()} {org}" if org else ""
    city = place_name(c, m, "city") if m.groupdict().get("city") else ""
    where += f" in {city}" if city and place_ok(city) else ""
    title = f"Works in {what}{where}"
    return [make_fact("occupation", what, title, "professional", role=what.lower())]


# A business shut for a while, not for good: "closed the bakery early today", "shut the
# salon for renovations", "closed the shop over christmas". The day's or the season's
# closing says nothing about whether the user still runs it.
CLOSED_FOR_NOW = re.compile(
    # "closed the shop for good on friday" is final, whenever it was said
    r"^(?!.*\b(?:for\s+good|permanently|forever|for\s+the\s+last\s+time)\b)(?:\s+\S+){0,3}?\s+(?:early|late|today|tonight|yesterday|temporarily|briefly|"
    r"for\s+(?:the\s+)?(?:day|night|morning|afternoon|evening|weekend|lunch|holidays?|"
    r"renovations?|refurb\w*|repairs?|maintenance|stocktak\w*|inventory|a\s+(?:bit|while|day|"
    r"week|few|couple))|for\s+(?:\d+|two|three|a\s+few)\s+(?:days|weeks)|"
    r"over\s+(?:the\s+)?(?:christmas|easter|holidays?|weekend|summer)|until|till|til|"
    r"on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
)


def build_business(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if m.groupdict().get("neg") and CLOSED_FOR_NOW.match(c.lower[m.end() :]):
        return []
    what = orig(c, m, "biz")
    city = f" in {place_name(c, m, 'city')}" if m.groupdict().get("city") else ""
    verb = {"own": "Owns", "run": "Runs", "manage": "Manages"}.get(
        m.groupdict().get("verb") or "", "Owns"
    )
    if what.lower().startswith("own "):  # "i run my own cleaning business"
        title = f"{verb} their {what}{city}"
    else:
        title = f"{verb} {article(what)} {what}{city}"
    neg = bool(m.groupdict().get("neg"))
    return [
        make_fact("business", what, title, "professional", neg=neg, role=f"owner of {what}".lower())
    ]


# The working life a retirement closes: "retired now after 40 years fixing ferry engines".
RETIRED_AFTER = (
    r"\s+after\s+(?P<span>(?:\d+|twenty|thirty|forty|fifty|many)\s+(?:years?|yrs|decades?)\s+"
    r"(?:as\s+(?:a|an)\s+[\w-]+(?:\s+(?!(?:here|in|at|and|but|so|now)\b)[\w-]+){0,2}|"
    r"[a-z]+ing(?:\s+(?!(?:here|in|at|and|but|so|now)\b)[\w-]+){0,3}))"
    r"(?=\s*$|\s+(?:here|in|at|and|but|so|now)\b)"
)


def build_retired(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = orig(c, m, "role") if m.groupdict().get("role") else ""
    title = f"Is retired (former {role})" if role else "Is retired"
    if not role and m.groupdict().get("span"):
        title = f"Is retired after {orig(c, m, 'span')}"
    return [make_fact("occupation", "retired", title, "professional", role="retired")]


def build_post_of(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "I am the headmistress of a girls' secondary school" → 'Works as the headmistress of a
    girls' secondary school'; "I'm the owner of a small bakery in Ghent" → 'Owns a small bakery
    in Ghent'."""
    group = next(g for g in ("brole", "role", "orole") if m.groupdict().get(g))
    role, org = display(orig(c, m, group)), orig(c, m, "org")
    city = place_name(c, m, "city") if m.groupdict().get("city") else ""
    where = f" in {city}" if city and place_ok(city) else ""
    if role.lower() in ("owner", "co-owner"):
        title = f"{'Co-owns' if role.lower() == 'co-owner' else 'Owns'} {org}{where}"
        return [make_fact("business", org.lower(), title, "professional")]
    title = f"Works as the {role} of {org}{where}"
    return [make_fact("occupation", role.lower(), title, "professional", role=role.lower())]
