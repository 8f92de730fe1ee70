"""A relative's lasting traits and the user's own conditions, read anywhere in a clause.

The shape, not the word, makes these the user's facts: a close relative as the subject of a
lasting predicate ("my husband has coeliac disease", "my dad had a stroke", "my wife is
Catalan", "my daughter (7) was diagnosed with ADHD"), a relative with an age in brackets,
and a condition the user owns by possessive or diagnosis ("fantastic for my asthma",
"got diagnosed with adhd at 23"). A relative with a passing predicate ("my husband is
tired") stays unread: only a condition, an acute illness, a faith, a nationality or a
diet is a fact one keeps about a person.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_family import MORE_CONDITIONS
from memoryflow.extractors.rules.identity_patterns import WORD_END, IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import CONDITIONS, LANGUAGES, NATIONALITIES, alternation
from memoryflow.extractors.rules.text import PRONOUN_HAS, Clause

__all__ = ["relatives_in_passing"]

# Spoken kin words and the name a memory gives them; "mum", "mom" and "dad" stay the
# user's own word ("Mom has Alzheimer's"), as the sets label them.
_KIN = {
    "husband": "husband", "wife": "wife", "partner": "partner", "boyfriend": "boyfriend",
    "girlfriend": "girlfriend", "bf": "boyfriend", "gf": "girlfriend", "fiance": "fiancé",
    "fiancé": "fiancé", "fiancee": "fiancée", "fiancée": "fiancée", "son": "son",
    "daughter": "daughter", "mum": "mum", "mom": "mom", "mother": "mother",
    "dad": "dad", "father": "father", "brother": "brother", "bro": "brother",
    "sister": "sister", "grandson": "grandson", "granddaughter": "granddaughter",
    "stepson": "stepson", "stepdaughter": "stepdaughter",
    # the same words in Taglish and Urdu chat ("my nanay has diabetes", "my ammi…")
    "nanay": "mother", "inay": "mother", "tatay": "father", "itay": "father",
    "ammi": "mother", "abbu": "father",
}  # fmt: skip
_KIN_WORD = alternation(tuple(_KIN))
_MY_KIN = (
    rf"\b(?:my|our)\s+(?:(?:little|older|younger|big|eldest|youngest|oldest)\s+)?"
    rf"(?P<kin>{_KIN_WORD})(?:\s*\((?P<age>\d{{1,2}})\))?"
)
# Conditions a person has for good, and illnesses one had that change a household.
_ACUTE = ("a stroke", "a heart attack", "a seizure", "a brain injury", "a brain tumour",
          "a brain tumor", "a transplant", "a hip replacement", "a knee replacement")  # fmt: skip
_MORE = ("gestational diabetes", "dementia", "alzheimer's", "alzheimers", "cancer",
         "cerebral palsy", "down syndrome", "down's syndrome", "sickle cell", "diabetes")  # fmt: skip
# Longest first, so "type 1 diabetes" is read whole rather than as "diabetes".
_COND = alternation(tuple(sorted({*CONDITIONS, *MORE_CONDITIONS, *_MORE}, key=len, reverse=True)))
_ILL = alternation(
    tuple(sorted({*CONDITIONS, *MORE_CONDITIONS, *_MORE, *_ACUTE}, key=len, reverse=True))
)
_SEVERITY = r"(?:(?:mild|severe|chronic|bad|early[- ]onset)\s+)?"
_HAS_VERB = (
    r"(?:(?:has|was|got|is)\s+)?(?:just\s+|recently\s+|finally\s+)?(?:has|had|got|suffers from|"
    r"lives with|(?:been|got|was|is)\s+diagnosed with|diagnosed with)"
)
_FAITHS = ("muslim", "jewish", "hindu", "sikh", "catholic", "christian", "buddhist", "mormon",
           "vegan", "vegetarian", "pescatarian", "coeliac", "celiac", "deaf", "blind",
           "autistic", "diabetic", "epileptic", "disabled", "québécois", "quebecois")  # fmt: skip
_TRAIT = alternation(tuple(dict.fromkeys((*_FAITHS, *NATIONALITIES))))

# "my husband has coeliac disease", "our son (9) was diagnosed with autism"
_KIN_ILL = re.compile(rf"{_MY_KIN}\s+{_HAS_VERB}\s+{_SEVERITY}(?P<cond>{_ILL}){WORD_END}")
# "my husband is muslim", "my wife's Catalan"
_KIN_TRAIT = re.compile(
    rf"{_MY_KIN}(?:\s+is|'s)\s+(?:(?:a|also|fully|half)\s+)?(?P<trait>{_TRAIT}){WORD_END}"
)
# "my mom only speaks spanish", "my husband speaks tagalog and english": a language the
# relative lives in; not one being learnt ("my son speaks a bit of french now").
_LANG = alternation(LANGUAGES)
_KIN_SPEAKS = re.compile(
    rf"{_MY_KIN}\s+(?P<only>(?:only|just|mostly|mainly)\s+)?speaks\s+(?:only\s+)?"
    rf"(?P<lang>(?:{_LANG})(?:\s+(?:and|&)\s+(?:{_LANG}))?){WORD_END}(?!\s+now\b)"
)
# "both me and my son have ADHD": one condition, two people.
_BOTH_HAVE = re.compile(
    rf"\b(?:both\s+)?(?:me|i)\s+and\s+my\s+(?P<kin>{_KIN_WORD})\s+(?:both\s+)?have\s+"
    rf"{_SEVERITY}(?P<cond>{_COND}){WORD_END}"
)
# "my daughter (7)": a child with an age in brackets.
_KIN_AGED = re.compile(
    r"\b(?:my|our)\s+(?P<kin>son|daughter|grandson|granddaughter)\s*\((?P<age>\d{1,2})\)"
)
# The user's own: "for my asthma", "got diagnosed with adhd at 23", "i have celiac".
_MY_CONDITION = re.compile(rf"\bmy\s+(?P<cond>{_COND}){WORD_END}")
_OWN_DIAGNOSIS = re.compile(
    rf"\b(?:i(?:\s+(?:was|got|have been|am)|'ve been)|i'm|im|^got|^just got)\s+"
    rf"(?:just\s+|recently\s+|finally\s+|officially\s+)?diagnosed\s+with\s+{_SEVERITY}(?P<cond>{_COND}){WORD_END}"
)
_I_HAVE = re.compile(
    rf"\bi\s+(?:have|'ve got|have got|suffer from|live with)\s+{_SEVERITY}(?P<cond>{_COND}){WORD_END}"
)
# Words that are conditions only in a health sentence: "my ms word doc", "my cancer research".
_NOT_OWN = {"ms", "cancer", "anxiety", "depression", "a bad back"}
# A person other than the user before the condition makes it theirs.
_SOMEONE_ELSE = re.compile(
    rf"\b(?:my|our|his|her|their)\s+(?:{_KIN_WORD}|kid|kids|child|friend|dog|cat|boss|client|"
    r"patient|students?|nan|gran|grandma|grandpa|aunt|uncle|cousin)\b|\b(?:he|she|they)\b"
)


def _shown(cond: str) -> str:
    return cond.upper() if len(cond) <= 4 and not cond.startswith("a ") else cond


def _kin_name(word: str) -> str:
    return _KIN.get(word, word)


def _ill(kin: str, had: bool, cond: str) -> IdentityFact:
    verb = "had" if had else "has"
    return make_fact(f"relationship:{kin}:health", cond, f"{kin.capitalize()} {verb} {_shown(cond)}",
                     "relationship", relationship=kin)  # fmt: skip


def _own(cond: str) -> IdentityFact:
    return make_fact("health", cond, f"Has {_shown(cond)}", "personal")


def _relatives(low: str) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    for m in _KIN_ILL.finditer(low):
        had = bool(re.search(r"\bhad\b", m[0])) or m["cond"] in _ACUTE
        found.append(_ill(_kin_name(m["kin"]), had, m["cond"]))
    for m in _KIN_TRAIT.finditer(low):
        kin = _kin_name(m["kin"])
        found.append(make_fact(f"relationship:{kin}:trait", m["trait"],
                               f"{kin.capitalize()} is {m['trait'].capitalize()}", "relationship",
                               relationship=kin))  # fmt: skip
    for m in _KIN_SPEAKS.finditer(low):
        kin, only = _kin_name(m["kin"]), "only " if m["only"] else ""
        langs = " and ".join(w.capitalize() for w in re.split(r"\s+(?:and|&)\s+", m["lang"]))
        found.append(make_fact(f"relationship:{kin}:language", m["lang"],
                               f"{kin.capitalize()} {only}speaks {langs}", "relationship",
                               relationship=kin))  # fmt: skip
    if both := _BOTH_HAVE.search(low):
        found += [_own(both["cond"]), _ill(_kin_name(both["kin"]), False, both["cond"])]
    if not found and (aged := _KIN_AGED.search(low)):
        kin, age = aged["kin"], aged["age"]
        found.append(make_fact(f"relationship:{kin}:has", f"a {age}-year-old {kin}",
                               f"Has a {age}-year-old {kin}", "relationship",
                               relationship=kin))  # fmt: skip
    return found


def _own_conditions(low: str) -> list[IdentityFact]:
    for pattern in (_OWN_DIAGNOSIS, _I_HAVE, _MY_CONDITION):
        m = pattern.search(low)
        if m is None or _SOMEONE_ELSE.search(low[: m.start()]):
            continue
        if pattern is _MY_CONDITION and m["cond"] in _NOT_OWN:
            continue
        return [_own(m["cond"])]
    return []


@lru_cache(maxsize=4096)
def relatives_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """A relative's lasting trait or illness and the user's own condition, in any clause
    that is not make-believe or someone else's words."""
    if c.supplied or c.is_hypothetical or c.is_reported:
        return ()
    if c.refers_to in _KIN and (m := PRONOUN_HAS.match(c.lower)):
        # "my nanay will be so happy, … and she has diabetes": the relative named before
        return tuple(_relatives(f"my {c.refers_to} {c.lower[m.end() :]}"))
    return tuple(_relatives(c.lower) + _own_conditions(c.lower))
