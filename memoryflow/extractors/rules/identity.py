"""Identity statements: occupation, employer, where the user lives or is from, name, age,
relationships. Each match is a fact in a *slot* (occupation, residence, relationship:sister…)
so the extractor can tell a new fact from a changed one and a negation from an addition."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rules.lexicon import (
    NATIONALITIES,
    NOT_A_PLACE,
    OCCUPATIONS,
    RELATIONS,
    alternation,
)
from memoryflow.extractors.rules.text import Clause, capitalise, clauses

_OCC = alternation(OCCUPATIONS)
_REL = alternation(RELATIONS)
_NAT = alternation(NATIONALITIES)
_IM = r"i(?:'m| am)"
_MODS = r"(?:[a-z][\w-]*\s+){0,3}?"
_TAIL = r"(?:\s+(?:now|anymore|any more|these days|currently|full[- ]time|part[- ]time)\b)*"
# A place: up to four words, stopping before qualifiers ("with my partner", "since 2019").
_PLACE = (
    r"(?P<place>[\w'.-]+(?:\s+(?!(?:now|anymore|with|since|for|and|but|because|so|"
    r"though|where|which|who|when|at|on|last|next|this|ago)\b)[\w'.-]+){0,3})"
)
_ORG = (
    r"(?P<org>[A-Za-z0-9&'.-]+(?:\s+(?!(?:now|anymore|as|with|since|for|and|in|but|"
    r"because|where|which|who)\b)[A-Za-z0-9&'.-]+){0,3})"
)

_ROLE_RE = re.compile(
    rf"^{_IM}\s+(?:now\s+|currently\s+|also\s+|actually\s+|still\s+)?(?P<neg>not\s+|no\s+longer\s+)?"
    rf"(?:a|an)\s+(?P<role>{_MODS}(?:{_OCC}))(?:\s+(?:at|for)\s+{_ORG})?"
    rf"(?:\s+in\s+[\w'.-]+(?:\s+[\w'.-]+)?)?{_TAIL}$"
)
_ROLE_NEG_RE = re.compile(
    rf"^{_IM}\s+(?:not|no\s+longer)\s+(?:a|an)\s+(?P<role>{_MODS}(?:{_OCC})){_TAIL}$"
)
_WORK_AS_RE = re.compile(
    rf"^i\s+(?:currently\s+|now\s+)?(?P<neg>don't\s+|no\s+longer\s+)?(?:work|am working|'m working)"
    rf"\s+as\s+(?:a|an)\s+(?P<role>{_MODS}(?:{_OCC}))(?:\s+(?:at|for)\s+{_ORG})?{_TAIL}$"
)
_WORK_AT_RE = re.compile(
    rf"^i\s+(?:currently\s+|now\s+)?(?P<neg>don't\s+|no\s+longer\s+)?work\s+(?:at|for)\s+{_ORG}"
    rf"{_TAIL}$"
)
_LIVE_RE = re.compile(
    rf"^(?:i\s+(?:now\s+|currently\s+|still\s+)?(?P<neg>don't\s+|do\s+not\s+|no\s+longer\s+)?live"
    rf"|{_IM}\s+(?:now\s+|currently\s+)?(?:based|living|settled)|i've\s+been\s+living|i\s+have"
    rf"\s+been\s+living|i\s+(?:just\s+|recently\s+)?moved|i've\s+(?:just\s+)?moved)"
    rf"\s+(?:in|to)\s+{_PLACE}{_TAIL}(?:\s+(?:with|since|for)\b.*|\s+(?:a|\w+)\s+(?:years?|"
    rf"months?|weeks?)\s+ago|\s+last\s+\w+)?(?:,\s.*)?$"
)
_MOVED_FROM_TO_RE = re.compile(
    r"^i\s+(?:just\s+|recently\s+)?moved\s+from\s+(?P<old>[\w'.-]+(?:\s+[\w'.-]+){0,2}?)\s+to\s+"
    + _PLACE
    + r"(?:\s+.*)?$"
)
_FROM_RE = re.compile(
    rf"^(?:{_IM}\s+(?:originally\s+)?from|i\s+grew\s+up\s+in|i\s+was\s+born\s+(?:and\s+raised\s+)?in)"
    rf"\s+{_PLACE}$"
)
_NATIONALITY_RE = re.compile(rf"^{_IM}\s+(?:(?:half|originally)\s+)?(?P<nat>{_NAT})$")
_NAME_RE = re.compile(
    r"^(?:my\s+name\s+is|(?:you\s+can\s+|please\s+)?call\s+me|i\s+go\s+by)\s+"
    r"(?P<name>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)$"
)
_AGE_RE = re.compile(
    rf"^(?:{_IM}|i\s+just\s+turned|i\s+turned)\s+(?P<age>\d{{1,2}})(?:\s+years?\s+old|\s*yo)?$"
)
_REL_FACT_RE = re.compile(
    rf"^my\s+(?:(?:older|younger|little|big|baby|twin)\s+)?(?P<rel>{_REL})(?:\s+(?P<name>[A-Z][a-z]+))?"
    rf"\s+(?P<pred>lives\s+in|is\s+(?:a|an)|works\s+as\s+(?:a|an)|works\s+(?:at|for)|moved\s+to|"
    rf"is\s+called|is\s+named|'s\s+name\s+is|is\s+(?=\d))\s*(?P<obj>.+)$"
)
_HAVE_REL_RE = re.compile(
    rf"^i\s+(?:have|'ve\s+got|have\s+got)\s+(?P<count>a|an|one|two|three|four|\d)\s+"
    rf"(?P<rel>{_REL}|sons|daughters|dogs|cats|brothers|sisters)"
    r"(?:\s+(?:named|called)\s+(?P<name>[a-z][\w'-]*))?$"
)
_MARRIED_RE = re.compile(
    rf"^{_IM}\s+(?P<neg>not\s+)?(?P<state>married|engaged|divorced|widowed)"
    r"(?:\s+to\s+(?P<name>[a-z][\w'-]*))?$"
)
_DIET_RE = re.compile(rf"^{_IM}\s+(?:a\s+)?(?P<diet>vegetarian|vegan|pescatarian)$")
_NAME_STOP = {"back", "later", "when", "if", "at", "tomorrow", "crazy", "out", "that", "it"}


@dataclass(frozen=True)
class IdentityFact:
    slot: str  # occupation / employer / residence / origin / name / age / relationship:<rel>:<p>
    value: str  # normalised value ("nurse", "lisbon") compared against existing identities
    negated: bool
    title: str
    summary: str
    identity_type: str
    role: str | None = None
    relationship: str | None = None


def _orig(clause: Clause, m: re.Match[str], group: str) -> str:
    start, end = m.span(group)
    source = clause.text if len(clause.text) == len(clause.lower) else clause.lower
    return source[start:end].strip(" ,.")


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _occupation(c: Clause, m: re.Match[str], negated: bool) -> IdentityFact:
    role = m.group("role").strip()
    org = _orig(c, m, "org") if m.groupdict().get("org") else ""
    where = f" at {org}" if org else ""
    title = f"Works as {_article(role)} {role}{where}"
    return IdentityFact(
        "occupation",
        role,
        negated,
        title,
        f"The user works as {_article(role)} {role}{where}.",
        "professional",
        role=role,
    )


def _place_ok(place: str) -> bool:
    low = place.lower()
    return bool(low) and not any(low == p or low.startswith(p + " ") for p in NOT_A_PLACE)


def _display_place(place: str) -> str:
    # Users type "lisbon"; the memory reads better as "Lisbon". Keep "a small town" as is.
    if place[:1].islower() and not re.match(r"(?:a|an|the|my|our)\b", place):
        return " ".join(w[:1].upper() + w[1:] for w in place.split())
    return place


def identity_facts(c: Clause) -> list[IdentityFact]:
    """The identity facts one clause states (usually zero or one)."""
    if not c.is_statement:
        return []
    low = c.lower
    if m := _ROLE_NEG_RE.match(low):
        return [_occupation(c, m, True)]
    if m := _ROLE_RE.match(low):
        return [_occupation(c, m, bool(m.group("neg")))]
    if m := _WORK_AS_RE.match(low):
        return [_occupation(c, m, bool(m.group("neg")))]
    if (m := _WORK_AT_RE.match(low)) and _orig(c, m, "org")[:1].isupper():
        org = _orig(c, m, "org")
        return [
            IdentityFact(
                "employer",
                org.lower(),
                bool(m.group("neg")),
                f"Works at {org}",
                f"The user works at {org}.",
                "professional",
            )
        ]
    if m := _MOVED_FROM_TO_RE.match(low):
        old, new = _display_place(_orig(c, m, "old")), _display_place(_orig(c, m, "place"))
        return [
            IdentityFact("residence", old.lower(), True, f"Lives in {old}", "", "location"),
            IdentityFact(
                "residence",
                new.lower(),
                False,
                f"Lives in {new}",
                f"The user lives in {new} (moved from {old}).",
                "location",
            ),
        ]
    if (m := _LIVE_RE.match(low)) and _place_ok(m.group("place")):
        place = _display_place(_orig(c, m, "place"))
        negated = bool(m.groupdict().get("neg"))
        return [
            IdentityFact(
                "residence",
                place.lower(),
                negated,
                f"Lives in {place}",
                f"The user lives in {place}.",
                "location",
            )
        ]
    if (
        (m := _FROM_RE.match(low))
        and _place_ok(m.group("place"))
        and not re.match(r"(?:the|a|an|my|our|work|home|school)\b", m.group("place"))
    ):
        place = _display_place(_orig(c, m, "place"))
        return [
            IdentityFact(
                "origin",
                place.lower(),
                False,
                f"Is from {place}",
                f"The user is from {place}.",
                "demographic",
            )
        ]
    if m := _NATIONALITY_RE.match(low):
        nat = capitalise(m.group("nat"))
        return [
            IdentityFact(
                "origin", nat.lower(), False, f"Is {nat}", f"The user is {nat}.", "demographic"
            )
        ]
    if (m := _NAME_RE.match(low)) and m.group("name").split()[0] not in _NAME_STOP:
        name = " ".join(capitalise(w) for w in _orig(c, m, "name").split())
        return [
            IdentityFact(
                "name",
                name.lower(),
                False,
                f"Name is {name}",
                f"The user's name is {name}.",
                "personal",
            )
        ]
    if (m := _AGE_RE.match(low)) and 5 <= int(m.group("age")) <= 99:
        age = m.group("age")
        return [
            IdentityFact(
                "age",
                age,
                False,
                f"Is {age} years old",
                f"The user is {age} years old.",
                "demographic",
            )
        ]
    if m := _DIET_RE.match(low):
        diet = m.group("diet")
        return [IdentityFact("diet", diet, False, f"Is {diet}", f"The user is {diet}.", "personal")]
    if m := _MARRIED_RE.match(low):
        state = m.group("state")
        name = f" to {capitalise(_orig(c, m, 'name'))}" if m.group("name") else ""
        return [
            IdentityFact(
                "marital",
                state,
                bool(m.group("neg")),
                f"Is {state}{name}",
                f"The user is {state}{name}.",
                "relationship",
                relationship="spouse" if state in ("married", "engaged") else None,
            )
        ]
    if m := _REL_FACT_RE.match(low):
        return _relationship_fact(c, m)
    if m := _HAVE_REL_RE.match(low):
        rel, count = m.group("rel"), m.group("count")
        name = f" named {capitalise(_orig(c, m, 'name'))}" if m.group("name") else ""
        what = f"{count} {rel}{name}"
        return [
            IdentityFact(
                f"relationship:{rel}:has",
                what.lower(),
                False,
                f"Has {what}",
                f"The user has {what}.",
                "relationship",
                relationship=rel,
            )
        ]
    return []


def _relationship_fact(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rel = m.group("rel")
    pred = re.sub(r"\s+", " ", m.group("pred"))
    obj = _orig(c, m, "obj")
    name = f" {_orig(c, m, 'name')}" if m.group("name") else ""
    if pred.startswith(("is a", "is an", "works as")):
        role = re.sub(r"^(?:a|an)\s+", "", obj.lower())
        if not re.fullmatch(rf"{_MODS}(?:{_OCC})(?:\s+(?:at|in|for)\s+.+)?", role):
            return []
        kind, text = "role", f"is {_article(role)} {role}"
    elif pred in ("lives in", "moved to"):
        kind, text = "lives", f"lives in {_display_place(obj)}"
        role = None
    elif pred.startswith("works"):
        kind, text, role = "works", f"{pred} {obj}", None
    elif "name" in pred or pred.startswith("is called"):
        kind, text, role = "name", f"is called {capitalise(obj)}", None
    else:  # "is 7"
        if not re.fullmatch(r"\d{1,2}(?:\s+years?\s+old)?", obj.lower()):
            return []
        kind, text, role = "age", f"is {obj}", None
    subject = f"{capitalise(rel)}{name}"
    return [
        IdentityFact(
            f"relationship:{rel}:{kind}",
            obj.lower(),
            False,
            f"{subject} {text}",
            f"The user's {rel}{name} {text}.",
            "relationship",
            role=role,
            relationship=rel,
        )
    ]


# Words that say an occupation changed rather than was added ("I'm a teacher now").
_CHANGE_WORDS = re.compile(r"\b(?:now|anymore|no longer|switched|became|new job|these days)\b")


@dataclass(frozen=True)
class StatedFact:
    """One identity fact a user message states, with where it was said."""

    fact: IdentityFact
    message_id: str
    changed: bool  # the clause says the fact changed ("now", "anymore", ...)
    details: str  # the clause as written


def facts_from_messages(messages: Sequence[ChatMessage]) -> list[StatedFact]:
    """Every identity fact the given (user) messages state, in message order. A pure
    function of the text: nothing stored is consulted (see `identity_match` for that)."""
    stated: list[StatedFact] = []
    for message in messages:
        for clause in clauses(message.content):
            changed = bool(_CHANGE_WORDS.search(clause.lower))
            stated.extend(
                StatedFact(fact, message.id, changed, clause.text)
                for fact in identity_facts(clause)
            )
    return stated
