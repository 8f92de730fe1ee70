"""The identity pattern table: one row per way people state who they are.

Each row is (slot kind, pattern, builder). A pattern is matched at the start of a clause
(lowercased, casual spelling normalised) and may stop before the clause ends: whatever
follows ("lol", "mostly ships", "since 2019") is not part of the fact. Builders turn a
match into facts with a third-person title ("Works as a welder in Gdansk")."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memoryflow.extractors.rules.lexicon import (
    BUSINESSES,
    CONDITIONS,
    DEGREES,
    FIELDS,
    LANGUAGES,
    NATIONALITIES,
    NOT_A_PLACE,
    NOT_JOBS,
    OCCUPATIONS,
    PETS,
    RELATIONS,
    STATES,
    alternation,
)
from memoryflow.extractors.rules.text import Clause, capitalise


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


_OCC, _REL, _NAT = alternation(OCCUPATIONS), alternation(RELATIONS), alternation(NATIONALITIES)
_LANG, _PET, _COND = alternation(LANGUAGES), alternation(PETS), alternation(CONDITIONS)
_STATE, _DEG, _FIELD = alternation(STATES), alternation(DEGREES), alternation(FIELDS)
_BIZ = alternation(BUSINESSES)
_END = r"(?=[\s,.!?;:)]|$)"
_IM = r"i(?:'m| am)"
_WE = r"(?:i|we|(?:my\s+)?[a-z]+\s+and\s+i)"
_ADV = r"(?:(?:now|currently|also|actually|still|just|really|both|basically|officially)\s+)*"
_MODS = r"(?:[a-z0-9][\w'/&-]*\s+){0,3}?"
_STOP = (
    r"now|anymore|any more|with|since|for|and|but|because|so|though|where|which|who|when|"
    r"at|on|last|next|this|ago|in|to|from|originally|right|currently|lol|btw|mostly|too|as|"
    r"after|before|until|by|yet|again|haha|or|during|while|full|part|the|got|is|was|it|its|near"
)
_PLACE = rf"(?P<place>(?!(?:{_STOP})\b)[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+){{0,3}}(?:\s+near\s+[\w'.-]+)?)"
_CITY = rf"(?:\s+(?:in|near)\s+(?P<city>[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+){{0,2}}))?"
_ORG = rf"(?P<org>[\w&'.-]+(?:\s+(?!(?:{_STOP}|in|at|on)\b)[\w&'.-]+){{0,4}})"
_NAME = r"(?P<name>[a-z][\w'-]*)"
_COUNT = r"(?P<count>a|an|one|two|three|four|five|six|\d{1,2})"

Builder = Callable[[Clause, re.Match[str]], list[IdentityFact]]


def orig(c: Clause, m: re.Match[str], group: str) -> str:
    """A matched group in the user's own capitalisation."""
    start, end = m.span(group)
    source = c.text if len(c.text) == len(c.lower) else c.lower
    return source[start:end].strip(" ,.")


def article(phrase: str) -> str:
    """'a' or 'an' by sound: an engineer, a UX designer, an MBA, a university, an hour."""
    word = phrase.split()[0] if phrase.split() else phrase
    if word.isupper() and len(word) > 1:
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    low = word.lower()
    if low.startswith(("uni", "use", "usu", "eu", "one", "ur", "ux", "ui")):
        return "a"
    if low.startswith(("hour", "honest", "heir", "mba", "msc", "ma ", "md")):
        return "an"
    return "an" if low[:1] in "aeiou" else "a"


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
    if place[:1].islower() and not re.match(r"(?:a|an|the|my|our)\b", place):
        return " ".join(w[:1].upper() + w[1:] for w in place.split())
    return place


def place_ok(place: str) -> bool:
    low = place.lower()
    return bool(low) and not any(low == p or low.startswith(p + " ") for p in NOT_A_PLACE)


def _fact(
    slot: str, value: str, title: str, kind: str, *, neg: bool = False, **kw: str | None
) -> IdentityFact:
    summary = f"The user {title[0].lower()}{title[1:]}." if not neg else ""
    return IdentityFact(slot, value.lower(), neg, title, summary, kind, **kw)


def _occupation(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = display(orig(c, m, "role" if m.groupdict().get("role") else "brole"))
    where = ""
    groups = m.groupdict()
    if groups.get("org"):
        org = orig(c, m, "org")
        if org[:1].isupper() or re.match(r"(?:a|an|the|uni|university|college)\b", org.lower()):
            where += f" at {org}"
    if groups.get("city"):
        city = place_name(c, m, "city")
        if not place_ok(city):
            return []
        where += f" in {city}"
    verb = "Is" if role.lower().split()[-1] in NOT_JOBS or role.lower() in NOT_JOBS else "Works as"
    neg = bool(groups.get("neg"))
    title = f"{verb} {article(role)} {role}{where}"
    return [_fact("occupation", role, title, "professional", neg=neg, role=role.lower())]


def _employer(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = orig(c, m, "org")
    neg = bool(m.groupdict().get("neg"))
    if not (neg or org[:1].isupper() or re.match(r"(?:a|an|the|my)\s", org.lower())):
        return []  # "I work at home", "work for myself"
    city = f" in {place_name(c, m, 'city')}" if m.groupdict().get("city") else ""
    part = " part-time" if "part" in (m.groupdict().get("hours") or "") else ""
    return [_fact("employer", org, f"Works{part} at {org}{city}", "professional", neg=neg)]


def _teacher(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what") if m.groupdict().get("what") else ""
    where = f" at {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    city = place_name(c, m, "city") if m.groupdict().get("city") else ""
    title = f"Works as a teacher{' (' + what + ')' if what else ''}{where}"
    title += f" in {city}" if city and place_ok(city) else ""
    return [_fact("occupation", "teacher", title, "professional", role="teacher")]


def _fixed(title: str, slot: str, value: str, kind: str) -> Builder:
    def build(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
        return [_fact(slot, value, title, kind)]

    return build


def _forces(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    force = m["force"]
    return [_fact("occupation", force, f"Serves in the {force}", "professional", role=force)]


def _field(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = display(orig(c, m, "field"))
    return [_fact("occupation", what, f"Works in {what}", "professional", role=what.lower())]


def _business(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "biz")
    city = f" in {place_name(c, m, 'city')}" if m.groupdict().get("city") else ""
    verb = {"own": "Owns", "run": "Runs", "manage": "Manages"}[m["verb"]]
    title = f"{verb} {article(what)} {what}{city}"
    return [_fact("occupation", what, title, "professional", role=f"owner of {what}".lower())]


def _retired(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = orig(c, m, "role") if m.groupdict().get("role") else ""
    title = f"Is retired (former {role})" if role else "Is retired"
    return [_fact("occupation", "retired", title, "professional", role="retired")]


def _residence(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = place_name(c, m)
    if not place_ok(place):
        return []
    neg = bool(m.groupdict().get("neg"))
    return [_fact("residence", place, f"Lives in {place}", "location", neg=neg)]


def _residence_named(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I'm in Manila': only a capitalised place, or a place the user says they left."""
    place = orig(c, m, "place")
    neg = bool(m.groupdict().get("neg"))
    if not neg and not place[:1].isupper():
        return []
    return _residence(c, m)


def _origin(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = place_name(c, m)
    if not place_ok(place) or re.match(r"(?:the|a|an|my|our|work|home|school)\b", place.lower()):
        return []
    return [_fact("origin", place, f"Is from {place}", "demographic")]


def _nationality(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    nat = capitalise(m["nat"])
    return [_fact("origin", nat, f"Is {nat}", "demographic")]


def _name(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    name = capitalise(orig(c, m, "name"))
    if name.lower() in ("back", "later", "when", "if", "at", "tomorrow", "out", "that", "it"):
        return []
    return [_fact("name", name, f"Is called {name}", "personal")]


def _age(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [_fact("age", m["age"], f"Is {m['age']} years old", "demographic")]


def _marital(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    state = m["state"]
    rel = "spouse" if state in ("married", "engaged") else None
    to = f" to {capitalise(orig(c, m, 'name'))}" if m.groupdict().get("name") else ""
    neg = bool(m.groupdict().get("neg"))
    return [_fact("marital", state, f"Is {state}{to}", "relationship", neg=neg, relationship=rel)]


def _breakup(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    who = (m.groupdict().get("who") or m.groupdict().get("w2") or "partner").strip()
    who = re.sub(r"^my\s+", "", who)
    return [_fact("partner", who, f"Broke up with {capitalise(who)}", "relationship", neg=True)]


def _state(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    state = m["state"]
    neg = bool(m.groupdict().get("neg"))
    return [_fact("diet", state, f"Is {state}", "personal", neg=neg)]


def _condition(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    cond = display(orig(c, m, "cond"))
    return [_fact("health", cond, f"Has {cond}", "personal")]


def _allergy(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    things = [t for t in re.split(r"\s*(?:,|\band\b|\bor\b|&)\s*", orig(c, m, "what")) if t]
    return [_fact("allergy", t, f"Is allergic to {t}", "personal") for t in things[:4]]


def _intolerance(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [_fact("diet", what, f"Is {what} intolerant", "personal")]


def _avoids(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [_fact("diet", what, f"Does not eat {what}", "personal")]


def _languages(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rest = c.lower[m.start("langs") :]
    level = "natively " if "native" in c.lower or "first language" in c.lower else ""
    found = re.findall(rf"\b(?:{_LANG}){_END}", rest)
    return [
        _fact(
            "language",
            lang,
            f"Speaks {display(capitalise(lang))}{' ' + level if level else ''}".strip(),
            "personal",
        )
        for lang in dict.fromkeys(found)
    ]


def _pet(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    groups = m.groupdict()
    kind = orig(c, m, "pet") + ("" if groups.get("count") in (None, "a", "an", "one") else "s")
    kind = re.sub(r"ss$", "s", kind)
    mods = orig(c, m, "mods") if groups.get("mods") else ""
    name = f" named {capitalise(orig(c, m, 'name'))}" if groups.get("name") else ""
    count = groups.get("count") or "a"
    count = article(mods or kind) if count in ("a", "an") else count
    what = f"{count} {mods + ' ' if mods else ''}{kind}{name}".replace("  ", " ")
    return [_fact("pet", what, f"Has {what}", "personal", relationship="pet")]


def _education(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = display(orig(c, m, "what"))
    verb = {
        "have": "Has",
        "graduated": "Graduated",
        "study": "Studies",
        "dropped": "Dropped out of",
    }
    title = f"{verb[m['verb']]} {what}"
    return [_fact("education", what, title, "personal")]


def _family(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rel = m["rel"]
    mods = orig(c, m, "mods") if m.groupdict().get("mods") else ""
    count = m["count"]
    count = article(mods or rel) if count in ("a", "an") else count
    name = f" named {capitalise(orig(c, m, 'name'))}" if m.groupdict().get("name") else ""
    what = f"{count} {mods + ' ' if mods else ''}{rel}{name}"
    return [_fact(f"relationship:{rel}:has", what, f"Has {what}", "relationship", relationship=rel)]


def _cares_for(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rel = m["rel"]
    return [_fact(f"relationship:{rel}:care", rel, f"Cares for their {rel}", "relationship",
                  relationship=rel)]  # fmt: skip


Row = tuple[str, re.Pattern[str], Builder]


def _row(kind: str, pattern: str, builder: Builder) -> Row:
    return (kind, re.compile(pattern), builder)


_ROLE = rf"(?P<role>{_MODS}(?:{_OCC}))(?:s)?{_END}"
# Without an article only a bare role, with at most one describing word, ending the clause
# or followed by where: "nursing student", "senior dev at Acme" (not "seeing my accountant").
_BARE_ROLE = (
    rf"(?P<brole>(?:(?!(?:my|his|her|our|your|their|the|some|two|three|\w+ing)\b)[a-z][\w-]*\s+)?"
    rf"(?:{_OCC}))(?:s)?(?=\s+(?:at|for|with|in|here)\b|$)"
)
PATTERNS: tuple[Row, ...] = (
    _row("occupation", rf"^{_IM}\s+{_ADV}(?P<neg>not\s+|no\s+longer\s+)?(?:(?:a|an)\s+{_ROLE}|"
         rf"{_BARE_ROLE})(?:\s+(?:at|for|with)\s+{_ORG})?{_CITY}", _occupation),
    _row("occupation", rf"^i(?:'ve| have)\s+been\s+(?:a|an)\s+{_ROLE}", _occupation),
    _row("occupation", rf"^{_ROLE}\s+here\b", _occupation),
    _row("occupation", rf"^i\s+{_ADV}(?P<neg>don't\s+|no\s+longer\s+)?(?:work|am working|'m working)"
         rf"\s+as\s+(?:a|an)\s+{_ROLE}(?:\s+(?:at|for)\s+{_ORG})?{_CITY}", _occupation),
    _row("occupation", rf"^i\s+{_ADV}teach(?:\s+(?P<what>(?!(?:at|in|for|to|with|on|it|them|him|her|you|me|that|this)\b)[\w-]+(?:\s+(?!at\b|in\b)"
         rf"[\w-]+)?))?(?:\s+(?:at|in)\s+(?P<org>(?:a|an|the)\s+[\w-]+(?:\s+(?!in\b)[\w-]+)?))?"
         rf"{_CITY}", _teacher),
    _row("occupation", rf"^i\s+{_ADV}work\s+(?:remotely|from home){_END}",
         _fixed("Works remotely", "remote", "remote", "professional")),
    _row("occupation", rf"^{_IM}\s+{_ADV}(?:in|serving in|a soldier in)\s+the\s+"
         rf"(?P<force>army|navy|air force|marines|military|reserves|coast guard){_END}", _forces),
    _row("occupation", rf"^i\s+{_ADV}work\s+in\s+(?P<field>{_FIELD}){_END}", _field),
    _row("occupation", rf"^{_WE}\s+{_ADV}(?P<verb>own|run|manage)\s+(?:a|an|my|our)\s+"
         rf"(?P<biz>{_MODS}(?:{_BIZ})){_END}{_CITY}", _business),
    _row("occupation", rf"^i(?:'m| am)?\s+{_ADV}retired(?:\s+.*?\bas\s+(?:a|an)\s+{_ROLE})?",
         _retired),
    _row("employer", rf"^i\s+{_ADV}(?P<neg>don't\s+|do\s+not\s+|no\s+longer\s+)?work\s+"
         rf"(?P<hours>(?:part|full)[- ]time\s+)?(?:at|for)\s+{_ORG}{_CITY}", _employer),
    _row("employer", rf"^(?:i\s+)?{_ADV}(?:got hired|got a job|started (?:a new job|working))\s+"
         rf"(?:at|with|for)\s+{_ORG}{_CITY}", _employer),
    _row("employer", rf"^i\s+{_ADV}(?P<neg>quit|left|resigned from|got laid off from|was laid off"
         rf" from|got fired from|lost my job at)\s+(?:my\s+job\s+(?:at|with)\s+)?{_ORG}", _employer),
    _row("residence", rf"^(?:{_WE}\s+{_ADV}(?P<neg>don't\s+|do\s+not\s+|no\s+longer\s+)?live|"
         rf"{_WE}(?:'m|'re| am| are)?\s+{_ADV}(?:based|living|settled|stationed)|"
         rf"(?:{_WE}(?:'ve| have)\s+)?been\s+living|{_WE}?\s*{_ADV}moved(?:\s+back|\s+here)?|"
         r"(?:eu\s+)?moro|vivo|(?:ich\s+)?wohne|j'habite|abito|acabo de mudarme|me mudé)"
         rf"\s+(?:in|to|em|en|a|à|no|na)\s+{_PLACE}", _residence),
    _row("residence", rf"^{_IM}\s+{_ADV}(?P<neg>not\s+|no\s+longer\s+)?(?:in|living in)\s+"
         rf"{_PLACE}(?(neg)\s+(?:anymore|any more)|)", _residence_named),
    _row("origin", rf"^(?:{_IM}\s+{_ADV}(?:originally\s+)?from|i\s+come\s+from|(?:i\s+)?grew\s+up"
         rf"\s+in|(?:i\s+was\s+)?born\s+(?:and\s+raised\s+)?in|originally\s+from)\s+{_PLACE}",
         _origin),
    _row("origin", rf"^{_IM}\s+(?:(?:half|originally)\s+)?(?P<nat>{_NAT}){_END}", _nationality),
    _row("name", rf"^(?:my\s+name\s+is|(?:you\s+can\s+|please\s+)?call\s+me|i\s+go\s+by)\s+{_NAME}",
         _name),
    _row("age", rf"^(?:{_IM}|i\s+just\s+turned|i\s+turned)\s+(?P<age>\d{{1,2}})"
         r"(?:\s+years?\s+old|\s*yo|\s*y/o)?(?:\s+(?:now|btw|today))?$", _age),
    _row("marital", rf"^{_IM}\s+{_ADV}(?P<neg>not\s+)?(?P<state>married|engaged|divorced|"
         rf"separated|widowed){_END}(?:\s+to\s+{_NAME})?", _marital),
    _row("partner", r"^(?:(?:me|i) and (?P<who>my \w+|[a-z][\w'-]*)|we|i)\s+(?:just\s+)?"
         r"(?:broke up|split up|separated)(?:\s+with\s+(?P<w2>my \w+|[a-z][\w'-]*))?", _breakup),
    _row("diet", rf"^{_IM}\s+{_ADV}(?P<neg>not\s+|no\s+longer\s+)?(?:a\s+|an\s+)?"
         rf"(?:(?:strict|mostly|severely|very)\s+)?(?P<state>{_STATE}){_END}", _state),
    _row("health", rf"^i\s+{_ADV}(?:have|'ve got|have got|suffer from|live with|got|was "
         rf"diagnosed with)\s+(?:(?:mild|severe|chronic|bad)\s+)?(?P<cond>{_COND}){_END}",
         _condition),
    _row("allergy", rf"^{_IM}\s+{_ADV}(?:(?:severely|very|really|deathly|mildly)\s+)?allergic\s+"
         r"to\s+(?P<what>[\w' -]+?(?:(?:,\s*|\s+and\s+|\s+or\s+)[\w' -]+?)*)"
         r"(?=\s+(?:so|and my|but|which|too|as well)\b|$)", _allergy),
    _row("allergy", rf"^i\s+{_ADV}have\s+(?:a|an)\s+(?P<what>[\w-]+(?:\s+[\w-]+)?)\s+allerg(?:y|ies)",
         _allergy),
    _row("diet", rf"^{_IM}\s+{_ADV}(?P<what>[\w-]+)[- ]intolerant", _intolerance),
    _row("diet", rf"^i\s+{_ADV}(?:don't|do not|never|can't)\s+eat\s+(?P<what>[a-z]+(?:\s+or\s+"
         r"[a-z]+)?)$", _avoids),
    _row("language", rf"^(?:i\s+{_ADV}(?:speak|can speak|sign in|use)|{_IM}\s+{_ADV}(?:fluent|"
         rf"native|bilingual)\s+in|{_IM}\s+(?:a\s+)?native|my\s+(?:first|native|mother)\s+"
         rf"(?:language|tongue)\s+is)\s+(?:(?:a\s+bit\s+of|some|fluent|basic|conversational)\s+)?"
         rf"(?P<langs>(?:{_LANG}){_END}.*)", _languages),
    _row("pet", rf"^{_WE}\s+{_ADV}(?:have|'ve got|have got|got|own|adopted)\s+{_COUNT}\s+"
         rf"(?:(?P<mods>(?:new|little|old|rescue|senior|\d+\s*(?:year|month)[- ]old|"
         rf"black|white|ginger|tabby)(?:\s+[\w-]+)?)\s+)?(?P<pet>{_PET})(?:e?s)?{_END}"
         rf"(?:\s+(?:named|called)\s+{_NAME})?", _pet),
    _row("pet", rf"^my\s+(?P<pet>{_PET})(?:\s+(?P<name>[a-z][\w'-]*))?"
         r"(?=\s+(?:is|was|has|keeps|ate|loves|hates|talks|just|won't|can't|doesn't)\b)", _pet),
    _row("education", rf"^i\s+{_ADV}(?P<verb>have)\s+(?P<what>(?:a|an)\s+(?:{_DEG})(?:\s+degree)?"
         rf"(?:\s+(?:in|from)\s+[\w'&.-]+(?:\s+(?!(?:{_STOP})\b)[\w'&.-]+){{0,3}}){{0,2}})", _education),
    _row("education", rf"^i\s+{_ADV}(?P<verb>graduated)\s+(?P<what>from\s+[\w'&.-]+(?:\s+"
         rf"(?!(?:{_STOP})\b)[\w'&.-]+){{0,3}}(?:\s+in\s+\d{{4}})?(?:\s+with\s+(?:a|an)\s+[\w\s'-]+?"
         r"degree)?)", _education),
    _row("education", rf"^(?:{_IM}\s+)?{_ADV}(?P<verb>study)(?:ing)?\s+(?P<what>(?!for\b)[\w-]+"
         rf"(?:\s+[\w-]+)?\s+at\s+[\w'&.-]+(?:\s+(?!(?:{_STOP})\b)[\w'&.-]+){{0,3}})", _education),
    _row("education", r"^i\s+(?P<verb>dropped)\s+out\s+of\s+(?:my\s+|a\s+)?(?P<what>[\w'-]+)",
         _education),
    _row("family", rf"^{_WE}\s+{_ADV}(?:have|'ve got|have got)\s+{_COUNT}\s+(?:(?P<mods>\d+\s*"
         rf"(?:year|month)[- ]old|little|grown[- ]up|teenage|adult)\s+)?(?P<rel>{_REL}|sons|"
         rf"daughters|brothers|sisters|kids|children|grandchildren){_END}"
         rf"(?:\s+(?:named|called)\s+{_NAME})?", _family),
    _row("family", rf"^i\s+{_ADV}(?:look after|care for|take care of)\s+my\s+(?P<rel>{_REL}){_END}",
         _cares_for),
)  # fmt: skip
