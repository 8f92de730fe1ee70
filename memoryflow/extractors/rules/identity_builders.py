"""Identity builders for life events and work history: school year, a job named by what one
does ("not nursing anymore"), a new baby, code languages, a final divorce, years of
experience, managing a team, volunteering, widowhood, "dad of three", a past job, a job named
by its verb or its post ("I TA", "I work on a help desk"), what one publishes, caring for a
relative, and practised hobbies that say who one is ("I keep bees", "I play bass in a band",
"quit smoking"). The pattern rows that use them are in `identity_table`."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.lexicon import CODE_LANGUAGES, NOT_JOBS, VERB_ROLES, alternation
from memoryflow.extractors.rules.phrasing import capitalise, second_to_first
from memoryflow.extractors.rules.role_tails import verb_role_details
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.titles import an_or_a
from memoryflow.extractors.rules.verb_forms import third_person


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
    if m.groupdict().get("vrole"):  # "i volunteer as treasurer for my kids school association"
        role, prep, art = orig(c, m, "vrole"), m["vprep"], m["vart"] or ""
        title = f"Volunteers as {art}{role} {prep} {second_to_first(org)}"
        return [make_fact("volunteer", org, title, "personal", role=role.lower())]
    return [make_fact("volunteer", org, f"Volunteers at {org}", "personal")]


def build_widowed(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rel = m["rel"]
    title = f"Is widowed (their {rel} passed away)"
    return [make_fact("marital", "widowed", title, "relationship", relationship="spouse")]


def build_parent_of(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    kids = m.groupdict().get("rel") or "kids"
    count = m["count"]
    if count in ("a", "an", "one") and not m.groupdict().get("rel"):
        return []  # "mum to a 2 yr old daughter": one child, read with its age elsewhere
    kind = "grandchildren" if "grand" in c.lower else kids
    what = f"{count} {kind}"
    if count.startswith(("twin", "triplet")):  # "dad of twin girls", "mum to twins"
        multiple = count.rstrip("s")
        what = f"{multiple} {kind}" if m.groupdict().get("rel") else f"{multiple}s"
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


def build_past_role(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I was a bookkeeper for 25 years', 'I used to be a teacher': a job held before."""
    role = display(orig(c, m, "role"))
    if role.lower().split()[-1] in NOT_JOBS:
        return []
    span = f" {orig(c, m, 'for')}" if m.groupdict().get("for") else ""
    title = f"Worked as {article(role)} {role}{span}"
    return [make_fact("former occupation", role, title, "professional")]


def build_verb_role(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I TA a class', 'I bartend on weekends': the job the verb names."""
    role = VERB_ROLES[m["verb"]]
    details = verb_role_details(c.lower[m.end() :], c.text[m.end() :])
    title = f"Works as {article(role)} {role}{details}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def build_station(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I work on a help desk for a broadband company': where at work one stands."""
    station = orig(c, m, "station")
    where = ""
    if m.groupdict().get("org"):
        org = orig(c, m, "org")
        if org[:1].isupper() or re.match(r"(?:a|an|the)\s", org.lower()):
            where = f" {m['prep']} {org}"
    if m.groupdict().get("city") and place_ok(city := place_name(c, m, "city")):
        where += f" in {city}"
    title = f"Works on {station}{where}"
    return [make_fact("occupation", station, title, "professional", role=station.lower())]


_PLATFORM_NAMES = {"youtube": "YouTube", "tiktok": "TikTok", "onlyfans": "OnlyFans",
                   "soundcloud": "SoundCloud"}  # fmt: skip


def build_platform(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I stream on twitch': what the user makes, and where."""
    platform = m["platform"]
    name = _PLATFORM_NAMES.get(platform, capitalise(platform))
    source = c.text if len(c.text) == len(c.lower) else c.lower
    # all that is made, not only the verb's first words: "sells hand poured soy candles"
    verb, *rest = source[m.start("verb") : m.start("platform")].split()[:-1]  # up to "on"
    if len(rest) > 6:
        rest = rest[: len(m["verb"].split()) - 1]
    title = " ".join([capitalise(third_person(verb.lower())), *rest, "on", name])
    return [make_fact("creator", platform, title, "professional")]


def build_carer(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I'm a full-time carer for my sister': the relative comes first, not the job."""
    rel = m["rel"]
    full = " full-time" if "full" in (m.groupdict().get("hours") or "") else ""
    title = f"Cares for their {rel}{full}"
    return [make_fact(f"relationship:{rel}:care", rel, title, "relationship", relationship=rel)]


_HIVES_COUNTED = re.compile(r"\b(?:\d+|two|three|four|five|six)\s+(?:bee\s*hives|beehives)$")


def build_kept_animals(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    if _HIVES_COUNTED.search(c.lower[: m.end("what")]):
        return []  # "I keep 18 bee hives": bees counted by their hives (`identity_pastimes`)
    if m.groupdict().get("name"):  # "a goat called Doris"
        name = capitalise(orig(c, m, "name"))
        return [make_fact("hobby", what, f"Keeps {an_or_a(what)} {what} named {name}", "personal")]
    return [make_fact("hobby", what, f"Keeps {what}", "personal")]


def build_plays(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I play bass in a cover band', 'I sing in a choir'."""
    groups = m.groupdict()
    if not (groups.get("inst") or groups.get("group")):
        return []  # "I sing in the shower" says little about who one is
    what = orig(c, m, "inst") if groups.get("inst") else ""
    the = "the " if groups.get("the") else ""
    group = f" in {orig(c, m, 'group')}" if groups.get("group") else ""
    title = f"Plays {the}{what}{group}" if what else f"Sings{group}"
    return [make_fact("hobby", what or "singing", title, "personal")]


def build_quit_habit(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    habit = orig(c, m, "habit")
    return [make_fact("habit", habit, f"Quit {habit}", "personal")]


def build_home(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I live on a narrowboat': the kind of home, and the place when it is said."""
    home = orig(c, m, "home")
    city = place_name(c, m, "city") if m.groupdict().get("city") else ""
    where = f" in {city}" if city and place_ok(city) else ""
    title = f"Lives {m['prep']} {home}{where}"
    return [make_fact("home", home, title, "location")]
