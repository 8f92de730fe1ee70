"""Builders of the job frames in `identity_roles`: each keeps every key noun of the frame
(the group led, the workplace, the city) in the title."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_frames import _third_person as third_person
from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.identity_role_words import DRIVEN_FOR_WORK, GERUND_JOBS, NOT_PEOPLE
from memoryflow.extractors.rules.phrasing import capitalise, second_to_first
from memoryflow.extractors.rules.text import Clause

_NOT_PEOPLE = set(NOT_PEOPLE)


def _city(c: Clause, m: re.Match[str]) -> str | None:
    """' in Lisbon' for the city group, '' without one, None when it names no place."""
    if not m.groupdict().get("city"):
        return ""
    city = place_name(c, m, "city")
    if not place_ok(city):
        return None
    return f" {re.sub(r's+', ' ', m.groupdict().get('cityprep') or 'in')} {city}"


def _role(c: Clause, m: re.Match[str]) -> str:
    groups = m.groupdict()
    role = display(orig(c, m, next(g for g in ("role", "orole", "brole") if groups.get(g))))
    if role[1:2].islower():  # "Seasonal wildland firefighter…" opening the message
        role = role[:1].lower() + role[1:]
    return role


def _job_fact(role: str, where: str, verb: str = "Works as") -> list[IdentityFact]:
    head = role.lower().split()[-1]
    if head in _NOT_PEOPLE:
        return []
    title = f"{verb} {article(role)} {role}{where}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def build_job_at_workplace(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'a porter in St James's hospital in Dublin': the job, its workplace and its city."""
    city = _city(c, m)
    if city is None:
        return []
    where = f" {m['wprep']} {orig(c, m, 'wplace')}" if m.groupdict().get("wplace") else ""
    if m.groupdict().get("org"):
        where += f" for {orig(c, m, 'org')}"
    return _job_fact(_role(c, m), where + city)


def build_led_group(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I coach an under-14 cricket team in Lahore' → 'Coaches an under-14 cricket team in
    Lahore'."""
    verb, group = m["verb"], orig(c, m, "group")
    if verb in ("lead", "run", "manage") and re.search(
        r"\b(?:team|squad|class|crew|company)$", group
    ):
        return []  # "I lead a team": a job without its kind, read by the team rows
    city = _city(c, m)
    if city is None:
        return []
    title = capitalise(f"{third_person(verb)} {second_to_first(group)}{city}")
    return [
        make_fact(
            "occupation", group.lower(), title, "professional", role=f"{verb} {group}".lower()
        )
    ]


_NOT_A_LIVING = re.compile(r"(?:do|did|don't|can't|could|would|should|want|need|used|have|had)$")


def build_living_with_city(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'i tune pianos for a living in lisbon', 'i do hair for a living'."""
    work = orig(c, m, "work").strip()
    verb, _, rest = work.partition(" ")
    if _NOT_A_LIVING.match(verb.lower()) and not (verb.lower() == "do" and rest):
        return []  # "I want to write for a living"
    city = _city(c, m)
    if city is None:
        return []
    title = capitalise(f"{third_person(verb.lower())} {second_to_first(rest)} for a living{city}")
    return [make_fact("occupation", work.lower(), title, "professional", role=work.lower())]


def build_job_stage(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'first season as a deckhand on a salmon seiner out of kodiak'."""
    city = _city(c, m)
    if city is None:
        return []
    site = f" on {orig(c, m, 'site')}" if m.groupdict().get("site") else ""
    return _job_fact(_role(c, m), site + city)


def build_gerund_years(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'been trucking 22 years out of Brandon Manitoba' → a truck driver out of Brandon."""
    city = _city(c, m)
    if city is None:
        return []
    return _job_fact(GERUND_JOBS[m["gerund"]], city)


# A capitalised head in -ian is a people, not a job ("Parisian here", "Bostonian"), unless it
# is one of the job endings -ician, -arian, -orian ("Electrician here", "Librarian here").
_DEMONYM = re.compile(r"[A-Z]\w*(?<!ic)(?<!ar)(?<!or)ian$")


def build_bare_role(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'park ranger at Saguaro', 'seasonal firefighter with BC Wildfire', 'pro boxer here':
    a bare noun phrase is a job only with a named employer (capitalised) or 'here'."""
    where = ""
    if _DEMONYM.match(orig(c, m, "orole").split()[-1]):
        return []
    if m.groupdict().get("org"):
        org = orig(c, m, "org")
        if not (org[:1].isupper() or re.match(r"the\s+[A-Z]", org)):
            return []
        where = f" {m['prep']} {org}"
    city = _city(c, m)
    if city is None:
        return []
    return _job_fact(_role(c, m), where + city)


def build_unshaped(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I'm the vicar of three rural parishes in the Yorkshire Dales', 'im a truckie'."""
    city = _city(c, m)
    if city is None:
        return []
    of = f" {m['prep']} {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    role = _role(c, m)
    the = m.groupdict().get("the")
    title = f"Works as {'the' if the else article(role)} {role}{of}{city}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


_NOT_EMPLOYERS = re.compile(r"(?:risk|stake|a standstill|an end|the moment|odds|least)\b")


def build_employed_at(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'my day job is at a bank', 'im at a climate startup now'."""
    org = orig(c, m, "org")
    if _NOT_EMPLOYERS.match(org.lower()):
        return []
    if not (org[:1].isupper() or re.match(r"(?:a|an|the)\s", org.lower())):
        return []
    city = _city(c, m)
    if city is None:
        return []
    return [make_fact("employer", org, f"Works at {org}{city}", "professional")]


def build_gig(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'drive uber nights in houston' → 'Drives for Uber in Houston'."""
    city = _city(c, m)
    if city is None:
        return []
    org = display(capitalise(orig(c, m, "org")))
    title = f"{third_person(m['verb']).capitalize()} for {org}{city}"
    return [
        make_fact("employer", org, title, "professional", role=f"{m['verb']}r for {org}".lower())
    ]


def build_years_doing(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'40 years delivering letters in Sapporo' (after 'I am retired postman'): a working
    life told by its length, kept with its place. Only with a place, which is what it adds."""
    city = _city(c, m)
    if not city:
        return []
    work = second_to_first(orig(c, m, "work"))
    title = f"Spent {m['years']} years {work}{city}"
    return [make_fact("career", work, title, "professional")]


def build_farms(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I farmed sheep near Builth Wells for fifty years', 'we farm dairy outside Taupo'."""
    city = _city(c, m)
    if not city:
        return []
    verb = "Farmed" if m["verb"] == "farmed" else "Farms"
    what = orig(c, m, "what")
    return [make_fact("occupation", f"farmer ({what})", f"{verb} {what}{city}", "professional",
                      role="farmer")]  # fmt: skip


def build_fifo(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'FIFO at a gold mine out of Kalgoorlie': fly-in fly-out work at a site."""
    city = _city(c, m)
    if city is None:
        return []
    site = orig(c, m, "org")
    title = f"Works FIFO {m['prep']} {site}{city}"
    return [make_fact("occupation", site, title, "professional", role=f"fifo worker at {site}")]


def build_own_workplace(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'got a tiny studio in brighton' → 'Has a tiny studio in Brighton' (only with a place:
    'i have a shop' alone may be a purchase as much as a business)."""
    city = _city(c, m)
    if not city:
        return []
    what = second_to_first(orig(c, m, "biz"))
    return [
        make_fact(
            "business", what, f"Has {what}{city}", "professional", role=f"owner of {what}".lower()
        )
    ]


def build_drives(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I drive a bus in Cardiff' → 'Works as a bus driver in Cardiff'."""
    city = _city(c, m)
    if city is None:
        return []
    return _job_fact(DRIVEN_FOR_WORK[m["vehicle"]], city)


def build_field_named(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "I'm in logistics": a line of work; "IT" only in capitals ("I'm in it for the money")."""
    field = orig(c, m, "field")
    if field.lower() == "it" and field != "IT":
        return []
    what = display(field)
    return [make_fact("occupation", what, f"Works in {what}", "professional", role=what.lower())]


def build_gerund_now(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "now I'm adjuncting at three colleges" → 'Works as an adjunct lecturer at three
    colleges'."""
    city = _city(c, m)
    if city is None:
        return []
    at = f" at {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    return _job_fact(GERUND_JOBS[m["gerund"]], at + city)


def build_sells(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'now I sell houses' → 'Sells houses'."""
    city = _city(c, m)
    if city is None:
        return []
    what = orig(c, m, "what")
    return [make_fact("occupation", f"sells {what}", f"Sells {what}{city}", "professional",
                      role=f"sells {what}".lower())]  # fmt: skip


_AN_OCCASION = re.compile(
    r"(?:the|a|an|this|our|my)\s+(?:[\w-]+\s+)?(?:party|wedding|meeting|event|game|match|dinner|"
    r"reunion|weekend|funeral|concert|show|trip|night|festival|barbecue|bbq)\b"
)


def build_the_role(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "I'm the head chef at a tapas bar in Leeds": the job and where, with "the" (not
    "the designated driver at the party")."""
    org = orig(c, m, "org")
    if _AN_OCCASION.match(org.lower()):
        return []
    at = f" {m['prep']} {org}"
    city = _city(c, m)
    if city is None:
        return []
    role = _role(c, m)
    if role.lower().split()[-1] in _NOT_PEOPLE:
        return []
    title = f"Works as the {role}{at}{city}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def build_compound(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "I'm a vet tech in Tucson", "I'm a team lead at Zalando": the whole compound noun."""
    where = ""
    if m.groupdict().get("org"):
        org = orig(c, m, "org")
        if not (org[:1].isupper() or re.match(r"(?:a|an|the)\s", org.lower())):
            return []
        where = f" {m['prep']} {org}"
    city = _city(c, m)
    if city is None:
        return []
    return _job_fact(_role(c, m), where + city)
