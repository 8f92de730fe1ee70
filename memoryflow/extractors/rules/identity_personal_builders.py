"""The builders of personal facts: name, age, relationship status, health and diet,
languages, pets, education and the family the user has or cares for."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    LANGUAGE_WORDS,
    WORD_END,
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
)
from memoryflow.extractors.rules.lexicon import PETS_NEEDING_A_NAME
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause


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


# Words of feeling said before a pet, never a breed ("my silly dog", "our poor cat").
_NOT_A_BREED = re.compile(
    r"stupid|silly|dumb|lazy|fat|crazy|naughty|sweet|poor|cute|grumpy|beloved|darling|dear|"
    r"lovely|good|bad|sick|sleepy|tiny|big|fluffy|older|younger|bigger|smaller|[a-z]+(?:ly|est)"
)


def build_pet_of_breed(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """A pet with a word before its kind: a breed only when a name follows ("our border
    collie maple is 3"); "my stupid cat is sick" says nothing of a breed."""
    if not m["breed"]:
        return build_pet(c, m)
    if not m["name"] or _NOT_A_BREED.fullmatch(m["breed"]):
        return []  # "my stupid cat kiko is sick": a mood, not a breed
    breed = orig(c, m, "breed")
    name = capitalise(orig(c, m, "name"))
    what = f"{article(breed)} {breed} {orig(c, m, 'pet')} named {name}"
    return [make_fact("pet", what, f"Has {what}", "personal", relationship="pet")]


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
