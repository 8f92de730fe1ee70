"""Identity facts and the builders that turn a pattern match into them (the patterns are in
`identity_table`). Titles are third person and keep the key facts: "Works as a welder in
Gdansk", "Is allergic to peanuts", "Has a dog named Biscuit"."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memoryflow.extractors.rules.lexicon import (
    LANGUAGES,
    NOT_A_PLACE,
    NOT_JOBS,
    PETS_NEEDING_A_NAME,
    alternation,
)
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.titles import an_or_a


@dataclass(frozen=True)
class IdentityFact:
    """One thing a clause asserts (or, `negated`, takes back) about the user.

    `slot` is the kind of fact (occupation, employer, residence, origin, name, age, marital,
    diet, health, allergy, language, pet, education, partner, relationship:<rel>:<kind>);
    `value` is its normalised value, compared against existing identity memories."""

    slot: str
    value: str
    negated: bool
    title: str
    summary: str
    identity_type: str
    role: str | None = None
    relationship: str | None = None


LANGUAGE_WORDS = alternation(LANGUAGES)
WORD_END = r"(?=[\s,.!?;:)]|$)"

Builder = Callable[[Clause, re.Match[str]], list[IdentityFact]]


def orig(c: Clause, m: re.Match[str], group: str) -> str:
    """A matched group in the user's own capitalisation."""
    start, end = m.span(group)
    source = c.text if len(c.text) == len(c.lower) else c.lower
    return source[start:end].strip(" ,.")


def article(phrase: str) -> str:
    """'a' or 'an' for the first word of `phrase`, by sound."""
    words = phrase.split()
    return an_or_a(words[0]) if words else "a"


def display(text: str) -> str:
    """Users type "lisbon" and "ux designer"; titles read "Lisbon" and "UX designer"."""
    words = []
    for word in text.split():
        if word.lower() in ("ux", "ui", "it", "hr", "qa", "ceo", "cto", "nhs", "phd", "mba"):
            words.append(word.upper() if word.lower() != "phd" else "PhD")
        else:
            words.append(word)
    return " ".join(words)


def place_name(c: Clause, m: re.Match[str], group: str = "place") -> str:
    place = orig(c, m, group)
    if place.lower() in _INITIALS:  # "moved to the uk"
        return place.upper()
    if place[:1].islower() and not re.match(r"(?:a|an|the|my|our)\b", place):
        return " ".join(w[:1].upper() + w[1:] for w in place.split())
    return place


_INITIALS = {"uk", "us", "usa", "uae"}


def place_ok(place: str) -> bool:
    low = place.lower()
    return bool(low) and not any(low == p or low.startswith(p + " ") for p in NOT_A_PLACE)


def make_fact(
    slot: str, value: str, title: str, kind: str, *, neg: bool = False, **kw: str | None
) -> IdentityFact:
    summary = f"The user {title[0].lower()}{title[1:]}." if not neg else ""
    return IdentityFact(slot, value.lower(), neg, title, summary, kind, **kw)


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


def build_occupation(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    groups = m.groupdict()
    placed = any(groups.get(g) for g in ("org", "city", "site", "subject"))
    said = m[next(g for g in ("role", "orole", "brole") if groups.get(g))].lower()
    if not placed and said in _DESCRIBING_JOBS and _BARE_NOUN_AFTER.match(c.lower[m.end() :]):
        return []
    role = display(orig(c, m, next(g for g in ("role", "orole", "brole") if groups.get(g))))
    where = f" in {orig(c, m, 'subject')}" if groups.get("subject") else ""
    if groups.get("org"):
        org = orig(c, m, "org")
        if org[:1].isupper() or re.match(r"(?:a|an|the|uni|university|college)\b", org.lower()):
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
    title = f"{verb} {article(role)} {role}{where}"
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


def build_field(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = display(orig(c, m, "field"))
    return [make_fact("occupation", what, f"Works in {what}", "professional", role=what.lower())]


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


def build_retired(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = orig(c, m, "role") if m.groupdict().get("role") else ""
    title = f"Is retired (former {role})" if role else "Is retired"
    return [make_fact("occupation", "retired", title, "professional", role="retired")]


# A place said with an article and no place named in it ("a GP surgery"; not "a small village
# near Bath").
_A_KIND_OF_PLACE = re.compile(r"^(?:a|an)\s(?!.*\b(?:near|outside|in|on|by)\s+\S)")


def build_residence(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = place_name(c, m)
    if not place_ok(place) or _A_KIND_OF_PLACE.match(place.lower()):
        return []  # "moved to a GP surgery": a kind of place, not where one lives
    neg = bool(m.groupdict().get("neg"))
    near = re.sub(r"\s+", " ", m.groupdict().get("near") or "")
    title = f"Lives {near or 'in'} {place}"
    if m.groupdict().get("with"):  # "living with my brother in Croydon"
        title = f"Lives with their {orig(c, m, 'with').split(maxsplit=1)[1]} in {place}"
    facts = []
    if m.groupdict().get("old"):  # "moved to Stockholm from Uppsala": no longer in Uppsala
        old = place_name(c, m, "old")
        facts.append(make_fact("residence", old, f"Lives in {old}", "location", neg=True))
        title += f" (moved from {old})"
    return [*facts, make_fact("residence", place, title, "location", neg=neg)]


# "I'm in Paris for a conference": a visit, not where one lives.
_VISIT = re.compile(
    r"\s+(?:for\s+(?:a|an|the|work|business|few|a\s+few|a\s+couple\s+of|(?:\d+|one|two|three|four|"
    r"five|six|ten)\s+(?:days?|nights?|weeks?|months?))\b|on\s+(?:holiday|"
    r"vacation|business|a trip)|this\s+week|visiting|"
    # "till friday" is a visit; "till at least next year" is where one lives for now
    r"(?:until|till)(?!\s+(?:at\s+least\s+)?(?:next\s+year|\d{4}|the\s+end\s+of\s+(?:the\s+|next\s+)?year))|"
    r"right now|at the moment|today|"
    r"tonight|tomorrow|next)"
)


def build_residence_named(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I'm in Manila': only a capitalised place, or a place the user says they left."""
    place = orig(c, m, "place")
    neg = bool(m.groupdict().get("neg"))
    if not neg and (not place[:1].isupper() or _VISIT.match(c.lower[m.end() :])):
        return []
    return build_residence(c, m)


def build_home_of_their_own(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'we just bought a house in bristol': where one owns or rents a home is where one
    lives, in any capitalisation, unless the clause says it is for a stay."""
    if _VISIT.match(c.lower[m.end() :]):
        return []
    return build_residence(c, m)


def build_origin(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = place_name(c, m)
    if not place_ok(place) or re.match(r"(?:the|a|an|my|our|work|home|school)\b", place.lower()):
        return []
    return [make_fact("origin", place, f"Is from {place}", "demographic")]


def build_nationality(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    nat = capitalise(m["nat"])
    return [make_fact("origin", nat, f"Is {nat}", "demographic")]


def build_name(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    name = capitalise(orig(c, m, "name"))
    if name.lower() in ("back", "later", "when", "if", "at", "tomorrow", "out", "that", "it"):
        return []
    return [make_fact("name", name, f"Is called {name}", "personal")]


# Below this, an age given without "I'm" ("a collie, 3 yrs old", "my son, 7") is the age
# of whoever the message is about, not of the person typing.
_YOUNGEST_OWN_AGE_UNSAID = 18


def build_age(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if c.supplied and int(m["age"]) < _YOUNGEST_OWN_AGE_UNSAID:
        return []
    return [make_fact("age", m["age"], f"Is {m['age']} years old", "demographic")]


def build_marital(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    state = m["state"]
    rel = "spouse" if state in ("married", "engaged") else None
    to = f" to {capitalise(orig(c, m, 'name'))}" if m.groupdict().get("name") else ""
    neg = bool(m.groupdict().get("neg"))
    return [
        make_fact("marital", state, f"Is {state}{to}", "relationship", neg=neg, relationship=rel)
    ]


def build_breakup(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    who = (m.groupdict().get("who") or m.groupdict().get("w2") or "partner").strip()
    who = re.sub(r"^my\s+", "", who)
    return [make_fact("partner", who, f"Broke up with {capitalise(who)}", "relationship", neg=True)]


def build_state(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    state = m["state"]
    neg = bool(m.groupdict().get("neg"))
    return [make_fact("diet", state, f"Is {state}", "personal", neg=neg)]


def build_condition(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    cond = display(orig(c, m, "cond"))
    return [make_fact("health", cond, f"Has {cond}", "personal")]


def build_allergy(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    # "peanuts and shellfish so …": the list ends at the first word that starts a new thought.
    what = re.split(r"\s+(?:so|but|which|because|and my|too|as well|though)\b", orig(c, m, "what"))
    things = [t for t in re.split(r"\s*(?:\band\b|\bor\b|&)\s*", what[0]) if t.strip()]
    return [make_fact("allergy", t, f"Is allergic to {t}", "personal") for t in things[:4]]


def build_intolerance(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("diet", what, f"Is {what} intolerant", "personal")]


def build_avoids(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("diet", what, f"Does not eat {what}", "personal")]


def build_languages(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """One fact for all the languages a clause names ("Speaks Tagalog and English"): a
    note-taker writes one line, and "English" alone beside the other would say little."""
    rest = c.lower[m.start("langs") :]
    native = re.search(r"\bnative\b|\b(?:first|mother|home)\s+(?:language|tongue)\b", c.lower)
    level = "natively " if native else ""
    found = list(dict.fromkeys(re.findall(rf"\b(?:{LANGUAGE_WORDS}){WORD_END}", rest)))
    if not found:
        return []
    names = [display(capitalise(lang)) for lang in found]
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    title = f"Speaks {listed}{' ' + level if level else ''}".strip()
    return [make_fact("language", " and ".join(found), title, "personal")]


def build_pet(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    groups = m.groupdict()
    if m["pet"] in PETS_NEEDING_A_NAME and not groups.get("name"):
        return []  # "our lab is closed on fridays"
    kind = orig(c, m, "pet") + ("" if groups.get("count") in (None, "a", "an", "one") else "s")
    kind = re.sub(r"ss$", "s", kind)
    mods = orig(c, m, "mods") if groups.get("mods") else ""
    name = f" named {capitalise(orig(c, m, 'name'))}" if groups.get("name") else ""
    count = groups.get("count") or "a"
    count = article(mods or kind) if count in ("a", "an") else count
    what = f"{count} {mods + ' ' if mods else ''}{kind}{name}".replace("  ", " ")
    return [make_fact("pet", what, f"Has {what}", "personal", relationship="pet")]


def build_education(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if m.groupdict().get("verb") == "study" and "stud" in c.supplied.lower():
        return []  # "I study law and work weekends": the next verb is not a subject
    what = display(orig(c, m, "what"))
    if m.groupdict().get("neg"):  # "not studying law anymore"
        return [make_fact("education", what, f"Studies {what}", "personal", neg=True)]
    verb = {
        "have": "Has",
        "graduated": "Graduated",
        "study": "Studies",
        "dropped": "Dropped out of",
    }[m["verb"]]
    return [make_fact("education", what, f"{verb} {what}", "personal")]


def build_family(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rel = m["rel"]
    mods = orig(c, m, "mods") if m.groupdict().get("mods") else ""
    count = m["count"]
    count = article(mods or rel) if count in ("a", "an") else count
    name = f" named {capitalise(orig(c, m, 'name'))}" if m.groupdict().get("name") else ""
    what = f"{count} {mods + ' ' if mods else ''}{rel}{name}"
    return [
        make_fact(f"relationship:{rel}:has", what, f"Has {what}", "relationship", relationship=rel)
    ]


def build_cares_for(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rel = m["rel"]
    return [make_fact(f"relationship:{rel}:care", rel, f"Cares for their {rel}", "relationship",
                  relationship=rel)]  # fmt: skip
