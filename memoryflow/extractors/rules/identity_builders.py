"""Identity builders for life events and work history: school year, a job named by what one
does ("not nursing anymore"), a new baby, code languages, a final divorce, years of
experience, managing a team, volunteering, widowhood, "dad of three". The pattern rows that
use them are in `identity_table`."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    make_fact,
    orig,
    place_name,
)
from memoryflow.extractors.rules.lexicon import CODE_LANGUAGES, alternation
from memoryflow.extractors.rules.text import Clause, capitalise


def build_school_year(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("education", what, f"Is in {what} at school", "personal")]


# "I'm not nursing anymore", "I started teaching": the job the activity names.
_GERUND_ROLES = {
    "nursing": "nurse",
    "teaching": "teacher",
    "tutoring": "tutor",
    "coaching": "coach",
    "bartending": "bartender",
    "waitressing": "waitress",
    "freelancing": "freelancer",
    "self-employed": "self-employed",
    "self employed": "self-employed",
    "working for myself": "freelancer",
}


def build_gerund_role(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = _GERUND_ROLES[m["gerund"]]
    neg = bool(m.groupdict().get("neg"))
    title = "Is self-employed" if role == "self-employed" else f"Works as {article(role)} {role}"
    return [make_fact("occupation", role, title, "professional", neg=neg, role=role)]


def build_divorce_final(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("marital", "divorced", "Is divorced", "relationship")]


def build_experience_years(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    at = ""
    if m.groupdict().get("org"):
        org = orig(c, m, "org")
        at = f" at {org}" if org[:1].isupper() or re.match(r"(?:a|an|the)\s", org.lower()) else ""
    title = f"Has {m['years']} years of experience in {what}{at}"
    return [make_fact("experience", what, title, "professional")]


def build_team(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = orig(c, m, "org")
    if not (org[:1].isupper() or re.match(r"(?:a|an|the)\s", org.lower())):
        return []
    city = f" in {place_name(c, m, 'city')}" if m.groupdict().get("city") else ""
    return [make_fact("employer", org, f"Manages a team at {org}{city}", "professional")]


def build_volunteer(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = orig(c, m, "org")
    if not (org[:1].isupper() or re.match(r"(?:a|an|the|my)\s", org.lower())):
        return []
    return [make_fact("volunteer", org, f"Volunteers at {org}", "personal")]


def build_widowed(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rel = m["rel"]
    title = f"Is widowed (their {rel} passed away)"
    return [make_fact("marital", "widowed", title, "relationship", relationship="spouse")]


def build_parent_of(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    kids = m.groupdict().get("rel") or "kids"
    count = m["count"]
    kind = "grandchildren" if "grand" in c.lower else kids
    what = f"{count} {kind}"
    return [
        make_fact(
            f"relationship:{kind}:has", what, f"Has {what}", "relationship", relationship=kind
        )
    ]


def build_new_baby(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    baby = m["baby"]
    rel = "baby" if baby.startswith("baby") else baby
    title = f"Has a new{' ' if baby.startswith('baby') else 'born '}{baby}"
    return [make_fact(f"relationship:{rel}:has", baby, title, "relationship", relationship=rel)]


_CODE_NAMES = {"typescript": "TypeScript", "javascript": "JavaScript", "golang": "Go",
               "php": "PHP", "sql": "SQL", "c++": "C++", "c#": "C#"}  # fmt: skip


def build_code_languages(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    found = re.findall(
        rf"(?<![\w+#])(?:{alternation(CODE_LANGUAGES)})(?![\w+#])", c.lower[m.start("langs") :]
    )
    names = [_CODE_NAMES.get(lang, capitalise(lang)) for lang in dict.fromkeys(found)]
    if not names:
        return []
    listed = " and ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + f" and {names[-1]}"
    return [make_fact("skills", listed, f"Writes code in {listed}", "professional")]
