"""The builders of place facts: where the user lives (not where they are visiting), has a
home of their own, comes from, and their nationality."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

# A place said with an article and no place named in it ("a GP surgery"; not "a small village
# near Bath").
_A_KIND_OF_PLACE = re.compile(r"^(?:a|an)\s(?!.*\b(?:near|outside|in|on|by)\s+\S)")
# The article of another language typed in lower case before a common noun ("on vit à la
# campagne", "je vis à la maison"): a town's name takes its article capitalised ("La Paz").
_LOWER_ARTICLE_NOUN = re.compile(r"^(?:la|le|les|el|los|las|il|lo|gli|der|die|das)\s+[a-zà-ÿ]")


# Polish names a town after "w" in the locative case: "mieszkam w Dublinie" is Dublin,
# "w Krakowie" Kraków, "w Gdańsku" Gdańsk, "w Wrocławiu" Wrocław (ending → ending).
_POLISH_LOCATIVE = ((r"owie$", "ów"), (r"(?<=[nlrmt])ie$", ""), (r"(?<=[sc]k)u$", ""),
                    (r"(?<=[łnw])iu$", ""))  # fmt: skip


def _polish_nominative(place: str) -> str:
    for ending, base in _POLISH_LOCATIVE:
        if re.search(ending, place):
            return re.sub(ending, base, place)
    return place


def build_residence(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = place_name(c, m)
    if re.match(r"mieszka(?:m|my)\s+w\s", c.lower) and " " not in place:
        place = _polish_nominative(place)
    if not place_ok(place) or _A_KIND_OF_PLACE.match(place.lower()):
        return []  # "moved to a GP surgery": a kind of place, not where one lives
    if _LOWER_ARTICLE_NOUN.match(orig(c, m, "place")):
        return []
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
