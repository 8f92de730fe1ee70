"""Where the user is from, said in a frame beside what the sentence is about (readers of
`identity_origins.origins_in_passing`; cases in
`tests/extractors/test_rule_origins_in_passing.py`): "where im from (poland)", "back home in
Ghana", "as a Brazilian", "I'm Mexican-American", "Im a teacher from the Philippines", and
family left "back in" a place ("my folks are still back in Kerala"). Apart from the business,
degree and age readers there, as these read a place or a nationality, with their own care
for a language taught ("an English teacher") and someone else's home ("my fiancée is a
teacher back home in Ohio")."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.lexicon import LANGUAGES, NATIONALITIES, alternation
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

# Where one is from, said in a frame: "where im from (poland)", "back home in Ghana",
# "in my home country, Peru", "as a Brazilian".
_PLACE_WORDS = (
    r"(?:the\s+)?[a-z][\w'.-]*(?:\s+(?![a-z]+ing\b|(?:and|but|so|in|to|now|here|who|we|people|"
    r"they|it|is|was|are|were)\b)[a-z][\w'.-]*)?"
)
_FROM_FRAME = re.compile(
    rf"\b(?:where\s+i'?m\s+from|where\s+i\s+(?:come\s+from|grew\s+up))\s*(?:\(|,|-|is\s+)\s*"
    rf"(?P<place>{_PLACE_WORDS})(?=\s*[),]|\s*$|\s+(?:we|people|they|it|everyone|you)\b)"
    rf"|\bback\s+home\s+in\s+(?P<home>{_PLACE_WORDS})(?=\s*[),.]|\s*$|\s+(?:we|people|they|"
    rf"it|everyone|you|my|our|the|a|an|its|there|nobody|no\s+one)\b)"
    rf"|\bi'?m\s+an?\s+(?:[a-z]+\s+)?(?:immigrant|refugee|expat|migrant|international\s+student|"
    rf"exchange\s+student|transplant)\s+from\s+(?P<came>{_PLACE_WORDS})(?=\s*[),.]|\s*$|\s+(?:"
    rf"and|but|so|studying|living|working|doing|who|in|to|now|here)\b)"
    rf"|\bin\s+my\s+(?:home\s+)?country\s*(?:\(|,)\s*(?P<country>{_PLACE_WORDS})(?=\s*[),]|\s*$)"
)
_AS_NATIONAL = re.compile(
    rf"(?:^|,\s*|\bbeing\s+)(?:as\s+)?an?\s+(?P<nat>{alternation(NATIONALITIES)})"
    r"(?:\s+(?:woman|man|guy|girl|person|mum|mom|dad|immigrant|expat|student|living\s+\w+))?"
    r"(?=\s*,|\s*$|\s+(?:i|i'm|we|it|this|that|in|living|here|abroad|who)\b)"
)
# "applying … as a brazilian frontend dev, …": the nationality before what one does, after
# "as" anywhere in the clause (the words after it decide whether it is a language taught).
_AS_NATIONAL_DOING = re.compile(
    rf"\bas\s+an?\s+(?P<nat>{alternation(NATIONALITIES)})\s+(?P<what>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"(?=\s*[,.;!?)]|\s*$|\s+(?:in|at|for|with|and|but|so|who|i|i'm|im|we)\b)"
)
_THIRD_PERSON = re.compile(r"^(?:she|he|they|it|(?:my|our|his|her|their)\s+(?!own\b)[\w'-]+)\b")
# "I'm a Filipino nurse in Dubai": where one is from, in front of the job (not "an English
# teacher": a language taught or spoken).
_LANGUAGE_SENSE = re.compile(
    r"(?:teacher|tutor|lecturer|professor|major|student|speaker|translator|interpreter|"
    r"literature|lit|class|classes|course|degree|instructor|teaching|language)\b"
)
_NATIONAL_JOB = re.compile(
    rf"^i(?:'m| am)\s+(?:(?:just|also|actually)\s+)?an?\s+(?P<nat>{alternation(NATIONALITIES)})\s+[a-z]"
)
_LANGUAGE_NAMES = frozenset(LANGUAGES)
_NAT = alternation(NATIONALITIES)
_HYPHENATED = re.compile(rf"^i(?:'m| am)\s+(?P<nat>(?:{_NAT})-(?:{_NAT}))\b")
# "Im a teacher from the Philippines working in Dubai": a place written with a capital.
_ROLE_FROM = re.compile(
    r"^[Ii](?:'?m|\s+am)\s+an?\s+(?:[\w-]+\s+){1,3}?from\s+(?P<place>(?:the\s+)?[A-Z][\w'.-]*"
    r"(?:\s+[A-Z][\w'.-]*)?)"
)


def _origin(c: Clause, words: frozenset[str]) -> IdentityFact | None:
    if _THIRD_PERSON.match(c.lower):
        return None  # "my fiancée is a teacher back home in Ohio"
    if not words.isdisjoint({"from", "home", "country", "grew"}):
        m = _FROM_FRAME.search(c.lower)
        if m is not None:
            group = next(g for g in ("place", "home", "came", "country") if m[g])
            place = orig(c, m, group)
            named = re.sub(r"^the\s+", "", place.lower())
            if named and named.split()[0] not in _NOT_PLACES:
                place = _title_case(place) if place[:1].islower() else place
                return make_fact("origin", place, f"Is from {place}", "demographic")
    if "from" in words and (m := _ROLE_FROM.search(c.text)):
        place = m["place"]
        return make_fact("origin", place, f"Is from {place}", "demographic")
    if words.isdisjoint({"as", "being", "a", "an", "i'm", "am", "m"}):
        return None
    if m := _HYPHENATED.match(c.lower):  # "I'm Mexican-American"
        nat = "-".join(capitalise(part) for part in m["nat"].split("-"))
        return make_fact("origin", nat, f"Is {nat}", "demographic")
    m = _AS_NATIONAL.search(c.lower) or _NATIONAL_JOB.search(c.lower)
    if m is None and (d := _AS_NATIONAL_DOING.search(c.lower)):
        if d["nat"] in _LANGUAGE_NAMES and _LANGUAGE_SENSE.search(d["what"]):
            return None  # "as a french teacher": a language taught
        m = d
    if m is None or (m["nat"] in _LANGUAGE_NAMES and _LANGUAGE_SENSE.match(c.lower[m.end() - 1 :])):
        return None  # "I'm an English teacher": a language taught
    nat = capitalise(m["nat"])
    return make_fact("origin", nat, f"Is {nat}", "demographic")


_NOT_PLACES = frozenset(
    ["there", "here", "home", "the", "a", "my", "our", "that", "this", "it", "which"]
)


# Those the user left "back in" a place: "my cat is back in chile with my parents", "my
# folks are still back in Kerala". The family's home left behind is where one is from.
_KIN_LEFT = r"(?:parents|family|folks|mum|mom|mam|dad|mother|father|grandparents|gran|nan|grandma)"
_LEFT_BACK_HOME = re.compile(
    rf"^(?:my|our)\s+{_KIN_LEFT}\s+(?:(?:are|is|still|live|lives|living)\s+)*back\s+(?:home\s+)?"
    rf"in\s+(?P<kin>{_PLACE_WORDS})(?=\s*[),.!]|\s*$)"
    rf"|\bback\s+(?:home\s+)?in\s+(?P<with>{_PLACE_WORDS})\s+with\s+(?:my|our)\s+{_KIN_LEFT}\b"
)


def _left_back_home(c: Clause, words: frozenset[str]) -> IdentityFact | None:
    if "back" not in words or not (m := _LEFT_BACK_HOME.search(c.lower)):
        return None
    group = "kin" if m["kin"] else "with"
    place = orig(c, m, group)
    if re.match(r"(?:the|a|an|my|our|his|her|their)\b", place.lower()):
        return None  # "back in the garage with my dad"
    place = _title_case(place) if place[:1].islower() else place
    return make_fact("origin", place, f"Is from {place}", "demographic")


def _title_case(place: str) -> str:
    """Users type "poland" and "san jose"; titles read "Poland" and "San Jose"."""
    return " ".join(w if w in ("the", "of") else capitalise(w) for w in place.split())
