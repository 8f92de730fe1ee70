"""Facts about the user's family and partner: "my sister lives in Leeds", "my husband
is a nurse", "my son Tom is 7". Read before any other identity pattern, since the
subject is a relative and not the user."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    orig,
    place_name,
)
from memoryflow.extractors.rules.lexicon import NATIONALITIES, OCCUPATIONS, RELATIONS, STATES
from memoryflow.extractors.rules.lexicon import alternation as _alt
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_stripping import strip_times

# Whose facts are kept: family and partner. A flatmate's or a boss's job says nothing durable
# about the user ("my flatmate is a DJ and plays techno until 3am").
_NOT_CLOSE = ("roommate", "flatmate", "boss", "manager", "best friend")
_KIN = tuple(r for r in RELATIONS if r not in _NOT_CLOSE)
_OCC, _REL = _alt(OCCUPATIONS), _alt((*_KIN, "parents", "in-laws", "family"))
_ADJ = _alt(STATES + NATIONALITIES)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b"
RELATIONSHIP_FACT = re.compile(
    rf"^(?:my|our)\s+(?:(?:older|younger|little|big|baby|twin|eldest|youngest|oldest)\s+)?(?P<rel>{_REL})"
    r"(?:\s+(?P<name>[a-z][\w'-]*(?=\s+(?:is|lives|works|moved|got|just|'s))))?"
    r"\s+(?:also\s+|just\s+|still\s+|now\s+)?(?P<pred>lives\s+in|live\s+in|is\s+an?\b|"
    r"works\s+as\s+an?\b|works\s+(?:at|for|in)|moved\s+to|got\s+a\s+job\s+at|is\s+called|"
    r"is\s+named|'s\s+name\s+is|is\s+(?=\d)|lives\s+with|started\s+(?:university|uni|college|"
    r"school)\s+(?:in|at)|is\s+(?=(?:" + _ADJ + r")\b))\s*(?P<obj>.+)$"
)


def relationship_facts(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """What a `RELATIONSHIP_FACT` match says of the relative (and, for "lives with us in
    Leeds", of the user's home); empty when the predicate names nothing to keep."""
    rel = m["rel"]
    pred = re.sub(r"\s+", " ", m["pred"])
    obj = re.split(r"\s+(?:and|but|so|because|which)\s+|,", orig(c, m, "obj"))[0].strip()
    role: str | None = None
    # "is an" is read whole ("is an apprentice electrician", not "is a" + "n apprentice…")
    if pred.startswith(("is a", "is an", "works as")):
        # the longest job phrase: "a trainee electrician", not "a trainee"
        found = re.match(rf"(?P<role>(?:[\w-]+\s+){{0,2}}(?:{_OCC}))\b(?P<rest>.*)", obj.lower())
        if not found:
            return []
        role = found["role"]
        rest = obj[found.end("role") :].strip()
        at = f" {rest}" if re.match(r"(?:at|in|for)\s", rest) else ""
        kind, text = "role", f"is {article(role)} {display(role)}{at}"
    elif pred.endswith(("lives in", "live in", "moved to")):
        place = capitalise(strip_times(obj))  # "moved to Lyon last year": the place only
        kind, text = "lives", f"{'live' if rel == 'parents' else 'lives'} in {place}"
    elif pred == "lives with":
        if not re.match(r"(?:us|me|them)\b", obj.lower()):
            return []
        kind, text = "lives", "lives with the user"
        if home := re.match(r"(?:us|me)\s+in\s+(?P<place>[\w' .-]+)$", obj.lower()):
            place = capitalise(strip_times(obj[home.start("place") :]))  # the user's home too
            also = IdentityFact("residence", place.lower(), False, f"Lives in {place}",
                                f"The user lives in {place}.", "location")  # fmt: skip
            return [*_relationship_fact(c, m, rel, kind, text, role=None), also]
    elif pred.startswith(("works", "got a job")):
        kind, text = "works", f"works {'at' if pred.startswith('got') else pred[6:]} {obj}"
    elif pred.startswith("started"):
        _, institution, where = pred.split()
        kind, text = "studies", f"studies at {institution} {where} {place_name(c, m, 'obj')}"
    elif "name" in pred or pred.startswith("is called"):
        kind, text = "name", f"is called {capitalise(obj.split()[0])}"
    elif re.match(r"\d", obj):
        age = re.match(
            r"\d{1,2}(?!\d|\s*(?:st|nd|rd|th)?\s*(?:of\s+)?" + _MONTH + r")", obj.lower()
        )
        if not age:
            return []  # "my sister's wedding is 28 june": a date, not an age
        kind, text = "age", f"is {age.group(0)}"
    else:  # "my partner is type 1 diabetic": the whole state, not its first word
        state = re.match(rf"(?:{_ADJ})\b", obj.lower())
        kind, text = "trait", f"is {obj[: state.end()] if state else obj.split()[0]}"
    return _relationship_fact(c, m, rel, kind, text, role)


def _relationship_fact(
    c: Clause, m: re.Match[str], rel: str, kind: str, text: str, role: str | None
) -> list[IdentityFact]:
    obj = re.split(r"\s+(?:and|but|so|because|which)\s+|,", orig(c, m, "obj"))[0].strip()
    name = f" {capitalise(orig(c, m, 'name'))}" if m["name"] else ""
    return [
        IdentityFact(
            f"relationship:{rel}:{kind}",
            obj.lower(),
            False,
            f"{capitalise(rel)}{name} {text}",
            f"The user's {rel}{name} {text}.",
            "relationship",
            role=role,
            relationship=rel,
        )
    ]
