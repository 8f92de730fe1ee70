"""The user's partner, children and pets in frames the mention readers
(`identity_kin_mentions`, `identity_household`, `identity_relatives`) leave (cases in
`tests/extractors/test_rule_kin_frames.py`):

- children said with a partner as one clause with where they are ("wife and twin girls back
  home in gdynia", "husband and 2 kids back in manila") → "Has twin girls";
- a partner at home with the children ("wife stays home w our 3 kids", "my husband is at
  home with the baby") → "Has a wife";
- the user somewhere with their own child ("im home in manila with our daughter", "i'm
  in leeds with my 2 boys") → "Has a daughter";
- children in the household's home ("we're in a 2 bed in dublin with the kids") → "Has
  kids";
- a relative's state by diagnosis ("my son got diagnosed autistic") → "Son is autistic";
- a second child with an age in brackets ("my son (6) and daughter (9)") → "Has a
  9-year-old daughter" (the first is `identity_relatives`');
- a parent to a child ("single mum to a 2 yr old daughter", "dad of two boys") → "Has a
  2-year-old daughter";
- a partner named in lower case in a span together ("been with my gf sarah 2 years") →
  "Girlfriend is called Sarah";
- a pet given instead of the one asked about ("no cats, just a very stupid spaniel") →
  "Has a spaniel";
- a pet brought along in a question about where to live ("is that liveable in nottingham
  with a cat") → "Has a cat";
- a partner expecting ("my wife is due in april", "my partner is pregnant") → "Wife is
  expecting a baby".

Questions (but for children with their ages), hypotheticals, stories and reported speech
stay out, as do other people's families ("my sister and her 2 kids are in leeds")."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_family import MORE_PETS
from memoryflow.extractors.rules.identity_kin_mentions import MENTIONED
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import PETS, alternation
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = ["kin_frames"]

_PARTNERS = {
    "wife": "wife", "husband": "husband", "hubby": "husband", "partner": "partner",
    "missus": "wife", "boyfriend": "boyfriend", "girlfriend": "girlfriend", "bf": "boyfriend",
    "gf": "girlfriend", "fiance": "fiancé", "fiancé": "fiancé", "fiancee": "fiancée",
}  # fmt: skip
_PARTNER = alternation(tuple(_PARTNERS))
_CHILDREN = {
    "baby": "baby", "kid": "kid", "kids": "kids", "children": "children", "son": "son",
    "daughter": "daughter", "sons": "sons", "daughters": "daughters", "twins": "twins",
    "boys": "boys", "girls": "girls", "boy": "son", "girl": "daughter", "toddler": "toddler",
    "little one": "child", "little ones": "kids",
}  # fmt: skip
_CHILD = alternation(tuple(sorted(_CHILDREN, key=len, reverse=True)))
_COUNT = r"two|three|four|five|six|[2-9]"
_LEAD = (
    r"^(?:(?:and|but|so|also|plus|oh|now|then|anyway|well|yeah|ok|okay|btw|meanwhile|"
    r"honestly|basically)\s+)*"
)

# "wife and twin girls back home in gdynia", "husband and 2 kids back in manila"
_PAIR_WHERE = re.compile(
    rf"{_LEAD}(?:my\s+|the\s+)?(?P<partner>{_PARTNER})\s+(?:and|&|\+|n)\s+(?:(?:the|our|my)\s+)?"
    rf"(?:(?P<count>{_COUNT})\s+)?(?P<twin>twin\s+)?(?:(?:little|young|new)\s+)?"
    rf"(?P<child>{_CHILD})\s+(?:(?:are|r|both|all|still)\s+)*(?:back\s+home|at\s+home|home|"
    r"back\s+in|in|back\s+at)\b"
)
# "wife stays home w our 3 kids", "my husband is at home with the baby"
_PARTNER_HOME = re.compile(
    rf"{_LEAD}(?:my\s+)?(?P<partner>{_PARTNER})(?:'s|\s+(?:stays|is|works|looks\s+after\s+the\s+"
    r"house))\s+(?:(?:at|from)\s+)?home\s+(?:with|w/?)\s+(?:(?:our|the)\s+)"
    rf"(?:(?P<count>{_COUNT})\s+)?(?P<child>{_CHILD})\b"
)
# "im home in manila with our daughter", "i'm in leeds with my 2 boys"
_WITH_MY_CHILD = re.compile(
    r"^(?:i'm|i\s+am|im)\s+(?:(?:at\s+)?home|back|here|stuck|alone|living|based|staying|in|"
    r"at\s+home)\b[^,]*?\bwith\s+(?:our|my)\s+"
    rf"(?:(?P<count>{_COUNT})\s+)?(?:(?:little|baby|young|newborn)\s+)?(?P<child>{_CHILD})\b(?!'s)"
)
# "we're in a 2 bed in dublin with the kids", "we live in a tiny flat with the kids": the
# household's home, so "the kids" are the user's (not "we're at the park with the kids")
_HOME_WITH_KIDS = re.compile(
    r"^(?:we're|we\s+are|we\s+live|we\s+rent|we're\s+living|we\s+share)\s+(?:in\s+)?(?:a|an|our)\s+"
    r"(?:[\w-]+\s+){0,6}?(?:bed|bedroom|bedder|flat|apartment|house|semi|studio|terrace|bungalow|"
    r"condo|unit|caravan|room)\b[^,]*?\bwith\s+(?:the|our)\s+(?:(?P<count>"
    rf"{_COUNT})\s+)?(?P<child>kids|children|boys|girls|twins|baby)\b"
)
# "my son got diagnosed autistic", "our daughter was diagnosed dyslexic": a child's lasting
# state by diagnosis (the "diagnosed with …" form is `identity_relatives`')
_KIN_DIAGNOSED = re.compile(
    r"\b(?:my|our)\s+(?P<kin>son|daughter|husband|wife|partner|brother|sister)\s*(?:\(\d{1,2}\)\s*)?"
    r"(?:(?:just|finally|recently|officially|was|got|has\s+been|is|been)\s+)*(?:diagnosed|assessed)\s+"
    r"(?:as\s+)?(?P<state>autistic|dyslexic|dyspraxic|epileptic|diabetic|coeliac|celiac|adhd|"
    r"bipolar)\b"
)
# "my son (6) and daughter (9)": the child after the first with an age in brackets
_SECOND_AGED = re.compile(
    r"\b(?:my|our)\s+(?:son|daughter)\s*\(\d{1,2}\)\s*(?:and|&|,)\s*(?:my\s+|our\s+)?"
    r"(?P<kin>son|daughter)\s*\((?P<age>\d{1,2})\)"
)
_AGE = r"(?P<age>\d{1,2})\s*(?:-?\s*(?:year|yr|y)s?[- ]?(?:old|o)|yo)"
# "single mum to a 2 yr old daughter", "im a dad of two boys", "mum to 3 kids"
_PARENT_TO = re.compile(
    r"(?:^|\+\s*|\b(?:i'm|i\s+am|im)\s+(?:a\s+|an\s+)?|\band\s+(?:a\s+)?)"
    r"(?:(?:single|proud|stay[- ]at[- ]home|sahm|working|full[- ]time|new|first[- ]time)\s+)*"
    r"(?:mum|mom|mam|mother|mama|dad|father|papa|parent)\s+(?:to|of)\s+(?:an?\s+)?"
    rf"(?:(?P<count>{_COUNT})\s+)?(?:{_AGE}\s+)?(?P<child>{_CHILD})\b"
)
# "been with my gf sarah 2 years": a lower-case name known by the span after it
_SPAN = (
    r"(?:for\s+)?(?:(?:like|about|almost|nearly|over|just\s+over)\s+)?(?:\d+|a|an|two|three|"
    r"four|five|six|seven|eight|nine|ten)\s+(?:years?|yrs?|months?)"
)
_NAMED_IN_SPAN = re.compile(
    rf"\b(?:been|together)\s+with\s+my\s+(?P<kin>{_PARTNER})\s+(?P<name>[a-z]{{3,}})\s+{_SPAN}\b"
)
_NOT_A_NAME = {"for", "now", "like", "about", "almost", "nearly", "over", "since", "just",
               "going", "and", "but", "too"}  # fmt: skip
# "no cats, just a very stupid spaniel", "only one old dog": the pets there are, said as a
# fragment answering what the user keeps
_PET = alternation(tuple(sorted({*PETS, *MORE_PETS}, key=len, reverse=True)))
_INSTEAD_PET = re.compile(
    r"^(?:no\s+(?:pets?|cats?|dogs?)\b,?\s+)?(?:just|only)\s+(?:(?:a|an|one|the|my|our)\s+)?"
    rf"(?:[\w-]+\s+){{0,3}}?(?P<pet>{_PET})(?:\s+(?:lol|haha|tbh))?$"
)
# "is that liveable in nottingham with a cat", "can i rent a flat in leeds with 2 dogs?": a
# question about where the user can live, with the pets they bring (not "should i get…")
_HOME_ASKED = re.compile(
    r"\b(?:liveable|livable|live|living|rent|renting|move|moving|flat|apartment|house|landlords?)\b"
)
_LIVING_WITH_PET = re.compile(
    rf"\bwith\s+(?P<count>a|an|my|one|two|three|[2-4])\s+(?:[\w-]+\s+)?(?P<pet>{_PET})s?\s*$"
)
_PET_WISHED = re.compile(
    r"\b(?:get|getting|adopt|adopting|buy|buying|want|wanted|if|would|could i have)\b"
)
# "my wife is due in april", "my partner's pregnant"
_EXPECTING = re.compile(
    rf"{_LEAD}my\s+(?P<partner>wife|partner|girlfriend|gf|fiancee|missus)(?:'s|\s+is)\s+"
    r"(?:(?:also|now|finally)\s+)?(?:due\s+(?:in|on|next|this|any)\b|expecting\b(?!\s+(?:me|us|"
    r"him|a\s+call|an?\s+\w+\s+from))|pregnant\b)"
)


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _partner(word: str) -> IdentityFact:
    kin = _PARTNERS[word]
    return make_fact(f"relationship:{kin}:{MENTIONED}", _a(kin), f"Has {_a(kin)}", "relationship",
                     relationship=kin)  # fmt: skip


def _children(word: str, count: str | None, *, twin: bool = False, age: str = "") -> IdentityFact:
    kin = _CHILDREN[word]
    if count and kin == "kid":
        kin = "kids"
    plural = kin.endswith("s") or kin in ("children", "twins")
    if twin:
        what = f"twin {kin}"
    elif count:
        what = f"{count} {kin}"
    elif age and not plural:
        what = f"a {age}-year-old {kin}"
    else:
        what = kin if plural else _a(kin)
    return make_fact(f"relationship:{kin}:has", what, f"Has {what}", "relationship",
                     relationship=kin)  # fmt: skip


def _statement_facts(c: Clause) -> list[IdentityFact]:
    low = c.lower
    found: list[IdentityFact] = []
    if m := _PAIR_WHERE.match(low):
        # the children only: the sets leave the partner of such a pair unlabelled
        found.append(_children(m["child"], m["count"], twin=bool(m["twin"])))
    if m := _PARTNER_HOME.match(low):
        found += [_partner(m["partner"]), _children(m["child"], m["count"])]
    if m := _HOME_WITH_KIDS.match(low):
        found.append(_children(m["child"], m["count"]))
    if m := _KIN_DIAGNOSED.search(low):
        kin, state = _PARTNERS.get(m["kin"], m["kin"]), m["state"]
        shown = "has ADHD" if state == "adhd" else f"is {state}"
        found.append(make_fact(f"relationship:{kin}:health", state, f"{capitalise(kin)} {shown}",
                               "relationship", relationship=kin))  # fmt: skip
    if m := _WITH_MY_CHILD.match(low):
        found.append(_children(m["child"], m["count"]))
    if m := _PARENT_TO.search(low):
        found.append(_children(m["child"], m["count"], age=m["age"] or ""))
    if (m := _NAMED_IN_SPAN.search(low)) and m["name"] not in _NOT_A_NAME:
        kin = _PARTNERS[m["kin"]]
        found.append(make_fact(f"relationship:{kin}:name", m["name"],
                               f"{capitalise(kin)} is called {capitalise(m['name'])}",
                               "relationship", relationship=kin))  # fmt: skip
    if c.implied and (m := _INSTEAD_PET.match(low)):  # a fragment: the answer about pets
        found.append(make_fact("pet", _a(m["pet"]), f"Has {_a(m['pet'])}", "personal",
                               relationship="pet"))  # fmt: skip
    if m := _EXPECTING.match(low):
        kin = _PARTNERS.get(m["partner"], m["partner"])
        found.append(make_fact(f"relationship:{kin}:expecting", "expecting",
                               f"{capitalise(kin)} is expecting a baby", "relationship",
                               relationship=kin))  # fmt: skip
    return found


def _pet_brought(low: str) -> tuple[IdentityFact, ...]:
    m = _LIVING_WITH_PET.search(low)
    if m is None or not _HOME_ASKED.search(low) or _PET_WISHED.search(low):
        return ()
    counted = m["count"] in ("two", "three", "2", "3", "4")
    what = f"{m['count']} {m['pet']}s" if counted else _a(m["pet"])
    return (make_fact("pet", what, f"Has {what}", "personal", relationship="pet"),)


@lru_cache(maxsize=4096)
def kin_frames(c: Clause) -> tuple[IdentityFact, ...]:
    """The partner, children and pets a clause of the user's names in the frames above."""
    if c.supplied or c.is_reported or (c.is_hypothetical and not c.is_sarcastic_only):
        return ()
    if c.is_question:  # children with their ages are no supposition, even in a question
        if m := _SECOND_AGED.search(c.lower):
            return (_children(m["kin"], None, age=m["age"]),)
        return _pet_brought(c.lower)
    found = _statement_facts(c)
    if m := _SECOND_AGED.search(c.lower):
        found.append(_children(m["kin"], None, age=m["age"]))
    return tuple(found)
