"""Family, health, diet and age in the frames the chat sets showed.

Two parts, as in `identity_family`: `KIN_ROWS`, rows for the identity table (matched at
the start of a clause), and `kin_in_passing`, which looks anywhere in a clause.

What makes a mention the user's own fact is its shape, not the word: a child or partner
with a name in the user's capitals ("our daughter Elin was born", "for my grandson Emil"),
a child with an age ("my 4yo", "our twin girls (3yo)"), a
condition given as a cause ("my hands shake from the parkinsons") or worn as a tag ("T1
diabetic here"), a diet said for the household ("we are pure vegetarian"). A relative
said with nothing more ("my daughter saw it") stays unread: the sets label about half of
those, too few to keep."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_family import SIGN_LANGUAGES
from memoryflow.extractors.rules.identity_patterns import (
    LANGUAGE_WORDS,
    WORD_END,
    Builder,
    IdentityFact,
    make_fact,
    orig,
)
from memoryflow.extractors.rules.identity_personal_builders import build_allergy
from memoryflow.extractors.rules.lexicon import CONDITIONS, STATES, alternation
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = ["KIN_ROWS", "kin_in_passing"]

_CHILDREN = "son|daughter|grandson|granddaughter|stepson|stepdaughter"
_PARTNERS = r"wife|husband|partner|fianc[eé]e?|girlfriend|boyfriend"
# "our daughter Elin", "My partner Jonas": a name is a name only in the user's capitals.
_KIN_NAMED = re.compile(
    r"\b(?i:my|our)\s+(?:(?i:new|newborn|baby|little|eldest|youngest|oldest|middle)\s+)?"
    rf"(?P<rel>(?i:{_CHILDREN}|{_PARTNERS}))\s+(?P<name>[A-Z][a-z'-]+)\b(?!\s+[A-Z])"
)
_NOT_A_NAME = {
    "And", "But", "So", "Is", "Was", "Has", "Who", "The", "In", "At", "On", "I", "Just",
    "Also", "Still", "Now", "Said", "Says", "Monday", "Tuesday", "Wednesday", "Thursday",
    "Friday", "Saturday", "Sunday", "Lol", "Haha", "Tbh", "Btw", "Ok", "Okay",
}  # fmt: skip
# "my 4yo refuses…", "our 6 year old son": a child by age, when what follows is no thing
# of that age ("my 10 year old laptop").
_CHILD_AGED = re.compile(
    r"\b(?:my|our)\s+(?P<age>\d{1,2})\s*(?:yo|y/o|yr old|year old|-year-old)"
    r"(?:\s+(?P<rel>son|daughter|boy|girl|kid|twins))?"
    r"(?=\s*[,.!?)]|\s*$|\s+(?:is|has|was|won't|wont|refuses|keeps|loves|hates|wants|just|"
    r"can't|cant|doesn't|doesnt|needs|asked|said|says|goes|started|will|still|only)\b)"
)
_CHILD_HAS = re.compile(
    r"\s+has\s+(?P<what>(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:allergy|intolerance)|"
    r"(?:adhd|autism|asthma|eczema|epilepsy|diabetes|type 1 diabetes|dyslexia))\b"
)
# "my twin girls (7)", "our twin boys": twins one has ("my twin brother" is a sibling).
_TWINS = re.compile(r"\b(?:my|our)\s+twin\s+(?P<rel>boys|girls|sons|daughters)\b")
_ALL_TAGS = alternation(
    (*(s for s in STATES if s not in ("sober", "pregnant")), "t1 diabetic", "t2 diabetic")
)
# "we live in Leipzig, me and my son": a child one lives or goes about with. (A partner said
# so is left: the sets label "me and my son" but not "me and my partner".)
_CHILD_WITH_ME = re.compile(
    r"\b(?:me and|(?:living|live|lives)\s+(?:here\s+)?with)\s+my\s+(?P<rel>son|daughter|kids|children|"
    r"twins|grandson|granddaughter|grandkids|grandchildren)\b(?!'|s\b)"
)
# Someone else's body or diet in the clause makes its condition theirs.
_SOMEONE_ELSE = re.compile(
    r"\b(?:my|our)\s+(?:mum|mom|mother|dad|father|son|daughter|wife|husband|partner|kid|kids|"
    r"brother|sister|nan|gran|grandma|grandad|grandpa|friend|dog|cat|boss|client|patient)\b|"
    r"\b(?:he|she|they|his|her|their)\b"
)
# Conditions one names as the cause of a symptom, with the shared list.
_CAUSES = ("parkinson's", "parkinsons", "parkinson's disease", "copd", "sciatica", "carpal tunnel")
_COND = alternation(tuple(dict.fromkeys((*CONDITIONS, *_CAUSES))))
# "my hands shake from the parkinsons", "wrecked from my sciatica"
_FROM_CONDITION = re.compile(rf"\bfrom\s+(?:(?:the|my)\s+)?(?P<cond>{_COND}){WORD_END}")


# "I am Deaf and ASL is my first language": a first language named mid-clause.
_FIRST_LANGUAGE = re.compile(
    rf"\b(?P<lang>{LANGUAGE_WORDS}|{alternation(SIGN_LANGUAGES)})\s+is\s+my\s+(?:first|native|"
    r"mother|home)\s+(?:language|tongue)\b"
)
# "any tips for dinners when you're coeliac?", "as a vegan, what…": asking for oneself.
_ASKING_AS = re.compile(
    rf"\b(?:when\s+(?:you're|youre|you are|ur|i'm|im)|as\s+an?)\s+(?P<what>{_ALL_TAGS})"
    r"(?=\s*$|\s*[,.!?]|\s+(?:like me|myself|too)\b)"
)


def _child_named(rel: str, name: str) -> IdentityFact:
    return make_fact(f"relationship:{rel}:name", name.lower(), f"Has a {rel} called {name}",
                     "relationship", relationship=rel)  # fmt: skip


def _partner_named(rel: str, name: str) -> IdentityFact:
    return make_fact(f"relationship:{rel}:name", name.lower(),
                     f"{capitalise(rel)} is called {name}", "relationship", relationship=rel)  # fmt: skip


def _has(rel: str, what: str) -> IdentityFact:
    return make_fact(f"relationship:{rel}:has", what, f"Has {what}", "relationship",
                     relationship=rel)  # fmt: skip


def _named_kin(c: Clause) -> list[IdentityFact]:
    found = []
    for m in _KIN_NAMED.finditer(c.text):
        if m["name"] in _NOT_A_NAME:
            continue
        rel = m["rel"].lower()
        build = _partner_named if re.fullmatch(_PARTNERS, rel) else _child_named
        found.append(build(rel, m["name"]))
    return found


def _aged_kin(low: str) -> list[IdentityFact]:
    if m := _CHILD_AGED.search(low):
        rel = m["rel"] or "child"
        # "my 6yo has a peanut allergy": what the child has is what one notes of them
        has = _CHILD_HAS.match(low, m.end())
        what = f" with {has['what']}" if has else ""
        return [_has(rel, f"a {m['age']}-year-old {rel}{what}")]
    if m := _TWINS.search(low):
        return [_has("twins", f"twin {m['rel']}")]
    if m := _CHILD_WITH_ME.search(low):
        rel = m["rel"]
        return [_has(rel, rel if rel.endswith(("s", "children")) else f"a {rel}")]
    return []


@lru_cache(maxsize=4096)
def kin_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """Children and partners named or aged, and a condition given as a cause, anywhere in
    a clause. A question keeps them: "a story for my grandson Emil?" still names him."""
    if c.supplied or c.is_hypothetical:
        return ()
    found = _named_kin(c)  # "my wife Ingrid says…" names her even as reported speech
    if c.is_reported:
        return tuple(found)
    found += _aged_kin(c.lower)
    if m := _FIRST_LANGUAGE.search(c.lower):
        lang = orig(c, m, "lang")
        shown = (
            lang.upper() if lang.lower() in SIGN_LANGUAGES and len(lang) <= 6 else capitalise(lang)
        )
        found.append(make_fact("language", lang.lower(), f"Speaks {shown} natively", "personal"))
    if (m := _ASKING_AS.search(c.lower)) and (c.is_question or m[0].startswith("as")):
        what = re.sub(r"^t([12])\b", r"type \1", m["what"])
        found.append(make_fact("diet" if what in ("vegetarian", "vegan", "pescatarian") else "health",
                               what, f"Is {what}", "personal"))  # fmt: skip
    if (
        not c.is_question
        and (m := _FROM_CONDITION.search(c.lower))
        and not _SOMEONE_ELSE.search(c.lower[: m.start()])
    ):
        cond = orig(c, m, "cond")
        found.append(make_fact("health", cond.lower(), f"Has {cond}", "personal"))
    return tuple(found)


def _engaged(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    to = f" to {capitalise(orig(c, m, 'name'))}" if m["name"] else ""
    return [make_fact("marital", "engaged", f"Is engaged{to}", "relationship",
                      relationship="spouse")]  # fmt: skip


def _widowed(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("marital", "widowed", f"Is widowed ({m['who']})", "relationship")]


def _tagged(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = re.sub(r"^t([12])\b", r"type \1", m["what"])
    slot = "diet" if what in ("vegetarian", "vegan", "pescatarian") else "health"
    return [make_fact(slot, what, f"Is {what}", "personal")]


def _speech(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    verb = m["verb"]
    return [make_fact("health", verb, f"{verb.capitalize()}s when speaking", "personal")]


def _sugar_patient(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("health", "diabetes", "Is diabetic (a 'sugar patient')", "personal")]


def _household_diet(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    state = "vegetarian" if m["state"] == "veg" else m["state"]
    who = " (the household)" if m["who"].startswith("we") else ""
    return [make_fact("diet", state, f"Is {state}{who}", "personal")]


def _eats_all_but(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("diet", f"no {what}", f"Eats everything except {what}", "personal")]


def _age(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if c.supplied:  # "electrician, self employed, 20 yrs" is how long, not how old
        return []
    return [make_fact("age", m["age"], f"Is {m['age']} years old", "demographic")]


_IM = r"(?:i'm|im|i am)\s+(?:(?:also|actually|still|now|just)\s+)*"
# Lasting states one tags oneself with; "sober here" and "pregnant here" pass.
_TAGS = alternation(
    (*(s for s in STATES if s not in ("sober", "pregnant")), "t1 diabetic", "t2 diabetic")
)
KIN_ROWS: tuple[tuple[str, re.Pattern[str], Builder], ...] = (
    # "I got engaged to Farah last night", "we just got engaged"
    ("marital", re.compile(r"^(?:i|we)\s+(?:just\s+|finally\s+|actually\s+)?got\s+engaged"
                           r"(?:\s+to\s+(?!be\b|my\b|the\b|a\b)(?P<name>[a-z][\w'-]*))?\b"), _engaged),
    ("marital", re.compile(rf"^{_IM}(?:a\s+)?(?P<who>widow|widower){WORD_END}"), _widowed),
    # "T1 diabetic here", "coeliac here": a condition worn as a tag, like "nurse here"
    ("health", re.compile(rf"^(?P<what>{_TAGS})\s+here{WORD_END}"), _tagged),
    ("health", re.compile(r"^i\s+(?:also\s+|still\s+|sometimes\s+)?(?P<verb>stammer|stutter)"
                          r"(?=\s|$)(?!\s+(?:out|over)\b)"), _speech),
    ("health", re.compile(rf"^{_IM}(?:a\s+)?sugar\s+patient\b"), _sugar_patient),
    # "we are pure vegetarian", "we r pure veg": what the household eats is what one eats
    ("diet", re.compile(r"^(?P<who>we(?:'re| are| r)|i'm|im|i am)\s+(?:all\s+)?(?:(?:pure|strict|strictly|"
                        r"fully)\s+)?(?P<state>vegetarian|vegan|pescatarian|veg)(?:\s+only)?"
                        r"(?=\s*$|\s*[,.!]|\s+(?:at home|only|so|and|no|family|household)\b)"), _household_diet),
    ("diet", re.compile(r"^i\s+(?:eat|'ll eat|will eat)\s+(?:everything|anything)\s+(?:now\s+)?"
                        r"(?:except|but)\s+(?P<what>[a-z]+(?:\s+and\s+[a-z]+)?)\b"), _eats_all_but),
    # "turns out I'm allergic to kiwi", "just found out im allergic to cashews"
    ("allergy", re.compile(r"^(?:(?:it\s+)?turns out|(?:i\s+)?(?:just\s+|also\s+)?found out)\s+(?:that\s+)?"
                           r"(?:i'm|im|i am)\s+(?:(?:severely|very|really|mildly)\s+)?allergic\s+to\s+"
                           r"(?P<what>[\w' &-]{1,60})"), build_allergy),
    # "I am 71 years, retired": an age said without "old"
    ("age", re.compile(r"^(?:i'm|im|i am)\s+(?P<age>[1-9]\d)\s+(?:years|yrs)(?=\s*[,.!;]|\s*$|\s+and\b)"),
     _age),
)  # fmt: skip
