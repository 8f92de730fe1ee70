"""Identity facts and what every builder of them shares (the builders are in
`identity_work_builders`, `identity_place_builders` and `identity_personal_builders`; the
patterns in `identity_table`). Titles are third person and keep the key facts: "Works as
a welder in Gdansk", "Is allergic to peanuts", "Has a dog named Biscuit"."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memoryflow.extractors.rules.lexicon import LANGUAGES, NOT_A_PLACE, alternation
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


def in_town(c: Clause, m: re.Match[str], group: str = "city") -> str | None:
    """ " in <Town>" for the town a match names, "" when it names none, None when what it
    names is no place (then the whole reading is wrong)."""
    if not m[group]:
        return ""
    place = place_name(c, m, group)
    return f" in {place}" if place_ok(place) else None


# An age inside a job's phrase ("a 29 year old nurse") is a fact of its own, read by the
# age rows; the job's title and value leave it out.
_AGE_IN_ROLE = re.compile(
    r"\b(?P<a>an?\s+)?\d{2}[- ]?(?:years?[- ]old|yo|y/o)\s+(?=\w)", re.IGNORECASE
)


def _without_age(phrase: str) -> str:
    """'Works as a 29 year old nurse' → 'Works as a nurse'."""

    def drop(m: re.Match[str]) -> str:
        return f"{article(phrase[m.end() :])} " if m["a"] else ""

    return _AGE_IN_ROLE.sub(drop, phrase, count=1)


def make_fact(
    slot: str, value: str, title: str, kind: str, *, neg: bool = False, **kw: str | None
) -> IdentityFact:
    if slot == "occupation" and _AGE_IN_ROLE.search(title):
        title, value = _without_age(title), _without_age(value)
        if kw.get("role"):
            kw["role"] = _without_age(kw["role"] or "")
    summary = f"The user {title[0].lower()}{title[1:]}." if not neg else ""
    return IdentityFact(slot, value.lower(), neg, title, summary, kind, **kw)
