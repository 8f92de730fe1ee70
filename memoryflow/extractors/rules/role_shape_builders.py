"""Builders of the job and study shapes in `role_shapes`: each keeps the job, the field, the
workplace and the city in the title as the user wrote them."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
)
from memoryflow.extractors.rules.identity_role_builders import _city, build_job_at_workplace
from memoryflow.extractors.rules.text import Clause


def _where(c: Clause, m: re.Match[str]) -> str | None:
    """' for a small fintech in Nairobi': the organisation (as said) and the city."""
    city = _city(c, m)
    if city is None:
        return None
    org = f" {m['prep']} {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    return org + city


def build_stated_job(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I am structural engineer working for a construction company', 'I'm a consultant
    interventional cardiologist': the whole job phrase. A student is studies, read by the
    education rows."""
    role = m.groupdict().get("role") or m.groupdict().get("orole") or m.groupdict().get("brole")
    if role and role.split()[-1] in ("student", "students", "pupil", "trainee"):
        return []
    groups = m.groupdict()
    if c.supplied and not groups.get("a") and not (groups.get("city") or groups.get("org")):
        return []  # a fragment is a job only with where it is done: "call center agent in cebu"
    return build_job_at_workplace(c, m)


def build_works_as(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I freelance as a copywriter' → 'Works as a freelance copywriter'; 'I'm self-employed
    as a gardener' → 'Works as a self-employed gardener'; 'I work as electrician in Doha'."""
    role = display(orig(c, m, next(g for g in ("role", "orole") if m.groupdict().get(g))))
    how = "freelance" if m["how"] == "freelance" else "self-employed" if m["self"] else ""
    role = f"{how} {role}" if how else role
    where = _where(c, m)
    if where is None:
        return []
    title = f"Works as {article(role)} {role}{where}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def build_work_done(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I do backend for a small fintech' → 'Works in backend for a small fintech'; 'sales at a
    toyota dealership in houston' → 'Works in sales at a toyota dealership in Houston'."""
    where = _where(c, m)
    if where is None or (not where and not m.groupdict().get("org")):
        return []
    work = display(orig(c, m, "work"))
    title = f"Works in {work}{where}"
    return [make_fact("occupation", work, title, "professional", role=work.lower())]


def build_teaches(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'i teach yoga in brighton' → 'Teaches yoga in Brighton'."""
    where = _where(c, m)
    if not where:
        return []
    subject = orig(c, m, "subject")
    role = f"{subject.lower()} teacher"
    return [make_fact("occupation", role, f"Teaches {subject}{where}", "professional", role=role)]


def build_former_job(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I worked 6 years in Dubai as electrician' → 'Worked as an electrician in Dubai for 6
    years': a job held before, told by its years and place."""
    city = _city(c, m)
    if city is None:
        return []
    role = display(orig(c, m, next(g for g in ("role", "orole", "brole") if m.groupdict().get(g))))
    years = f" for {m['years']} years" if m.groupdict().get("years") else ""
    title = f"Worked as {article(role)} {role}{city}{years}"
    return [make_fact("former occupation", role, title, "professional")]


def build_retired_as(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'retired postman from glasgow here' → 'Is a retired postman'; 'retired
    from Southern Railway as head clerk' → 'Is retired (former head clerk at Southern
    Railway)'."""
    groups = m.groupdict()
    if groups.get("org"):
        role = orig(c, m, "role") if groups.get("role") else ""
        at = orig(c, m, "org")
        title = f"Is retired (former {role} at {at})" if role else f"Is retired from {at}"
    else:
        group = next(g for g in ("role", "orole", "brole", "rank") if groups.get(g))
        role = display(orig(c, m, group))
        title = f"Is a retired {role}"  # "from Glasgow" is read as where one lives
    return [make_fact("occupation", "retired", title, "professional", role="retired")]


def build_serves(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I serve as rabbi of a Conservative congregation' → 'Serves as rabbi of a Conservative
    congregation'."""
    role = orig(c, m, "brole")
    title = f"Serves as {role} {m['prep']} {orig(c, m, 'org')}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def build_grade_taught(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'my 7th graders' → 'Teaches 7th grade'."""
    grade = m["grade"]
    return [make_fact("occupation", f"{grade} grade teacher", f"Teaches {grade} grade",
                      "professional", role="teacher")]  # fmt: skip


def build_job_place(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'i still have my job at the bike shop', 'i work shifts at the port', 'apprenticing at a
    tattoo studio': where the user works, and how when they said it."""
    city = _city(c, m)
    if city is None:
        return []
    org = orig(c, m, "org")
    how = orig(c, m, "how") if m.groupdict().get("how") else ""
    if how.endswith("ing"):  # "apprenticing at a tattoo studio", "new gig brewing at …"
        title = f"Works at {org}{city} ({how})"
    else:
        title = f"Works {how + ' ' if how else ''}at {org}{city}"
    return [make_fact("employer", org, title, "professional")]


def build_job_start(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'starting at a warehouse on monday' → 'Works at a warehouse (new job)'."""
    city = _city(c, m)
    if city is None:
        return []
    org = orig(c, m, "org")
    return [make_fact("employer", org, f"Works at {org}{city} (new job)", "professional")]


def build_studies_year(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'3rd yr mechanical at NIT Trichy' → 'Studies mechanical at NIT Trichy (3rd year)'."""
    subject = orig(c, m, "subject")
    at = f" at {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    year = f" ({m['year']} year)" if m.groupdict().get("year") else ""
    degree = f" ({orig(c, m, 'degree')})" if m.groupdict().get("degree") else ""
    title = f"Studies {subject}{at}{year}{degree}"
    if m.groupdict().get("year") and re.search(r"\b(?:student|undergrad)\b", m.group(0)):
        # "im a 2nd year actuarial science student at u of t": said as who one is
        title = f"Is a {m['year']}-year {subject} student{at}{degree}"
    return [make_fact("education", subject, title, "professional")]
