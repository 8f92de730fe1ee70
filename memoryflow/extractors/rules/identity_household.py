"""Who the user lives with or looks after, in forms the mention rules of
`identity_kin_mentions` and `identity_family` leave unread:

- a relative the user cares for ("I look after my dad", "full-time carer for my sister",
  "je m'occupe de ma mère") → "Cares for their dad";
- a partner, child or sibling whose predicate is a role noun ("my partner is a Lokführer",
  "my brother is a welder"), for any role word the job tables do not know → "Has a partner";
- a partner and child said as a bare pair ("wife and baby here", "hubby and kids at
  home") → "Has a wife", "Has a baby";
- a couple living together said as "me and my wife have been living on the road";
- children at school ("my kids are in school here", "our boys go to the village school");
- a child's age said as "my son is aged 15", which is also how `answer_kin` puts a bare
  "15" after "How old is he?";
- a child's team one coaches or follows ("i coach my son's under 10s team");
- pets or children counted beside an eye-roll ("we have two cats 🙄": the emoji is about
  the situation, the count is meant);
- a pet in a question about the user's own doing ("how do i fly my dog to madrid?");
- a count of children or being a grandparent said in another language ("j'ai 3 enfants",
  "tengo dos hijos", "soy abuela").

Questions, hypotheticals, stories and reported speech are left, as are other people's
relatives ("my friend's husband is a pilot" has no "my" before the relative).
"""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_kin_mentions import MENTIONED
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["household_in_passing"]

# A relative one may care for, and the word a title uses: the user's own word for a parent
# is kept ("Cares for their mum"), another language's word is put in English.
_CARED_FOR = {
    "mum": "mum", "mom": "mom", "mam": "mam", "mother": "mother", "dad": "dad",
    "father": "father", "parents": "parents", "nan": "nan", "gran": "gran",
    "grandma": "grandma", "grandmother": "grandmother", "grandad": "grandad",
    "grandpa": "grandpa", "grandfather": "grandfather", "grandparents": "grandparents",
    "sister": "sister", "brother": "brother", "son": "son", "daughter": "daughter",
    "wife": "wife", "husband": "husband", "partner": "partner", "aunt": "aunt",
    "uncle": "uncle",
    "mère": "mother", "père": "father", "madre": "mother", "padre": "father",
    "mãe": "mother", "pai": "father", "abuela": "grandmother", "abuelo": "grandfather",
    "hermana": "sister", "hermano": "brother", "mutter": "mother", "vater": "father",
}  # fmt: skip
# "I look after my dad", "I'm a full-time carer for my sister", "je m'occupe de ma mère".
_CARE = re.compile(
    r"\b(?:(?:i|i'm|im|i am)\s+(?:(?:now|still|also|basically|the|her|his|their|main|sole|"
    r"full[- ]time|part[- ]time|primary)\s+)*(?:look\s+after|care\s+for|take\s+care\s+of|"
    r"looking\s+after|caring\s+for|taking\s+care\s+of|carer\s+(?:for|to)|caregiver\s+(?:for|to))"
    r"|je\s+m'occupe\s+d[e']|(?:yo\s+)?cuido\s+(?:a|de)|estoy\s+cuidando\s+(?:a|de)|"
    r"ich\s+pflege|eu\s+cuido\s+d[ao])\s+"
    r"(?:my|ma|mon|mes|mi|mis|meine[nm]?|meu|minha|a\s+minha|o\s+meu)\s+"
    r"(?:(?:elderly|old|little|disabled|sick|poorly|aging|ageing)\s+)?"
    rf"(?P<rel>{alternation(tuple(_CARED_FOR))})(?![\w']|s\b)"
)

# Partners, children and siblings as in `identity_kin_mentions`.
_KIN = {
    "wife": "wife", "husband": "husband", "hubby": "husband", "partner": "partner",
    "boyfriend": "boyfriend", "girlfriend": "girlfriend", "bf": "boyfriend",
    "gf": "girlfriend", "fiance": "fiancé", "fiancé": "fiancé", "fiancee": "fiancée",
    "son": "son", "daughter": "daughter", "brother": "brother", "bro": "brother",
    "sister": "sister", "sis": "sister",
}  # fmt: skip
_LEAD = (
    r"^(?:(?:and|but|so|also|plus|oh|now|then|because|cause|cos|coz|bc|since|as|while|"
    r"though|tho|although|anyway|well|yeah|ok|okay|btw)\s+)*"
)
# An agent noun (a role, a trade, a kind of person): the suffixes, not a list of jobs, so
# "Lokführer", "welder", "pharmacist", "technician" all read. Passing judgements ("a
# nightmare", "a wreck", "a bit tired") carry none of them.
_AGENT = r"[^\W\d_]{2,}(?:er|or|ist|ian|ant|ent|eur|euse|man|woman|smith|wright)"
_ROLE_PREDICATE = re.compile(
    rf"{_LEAD}(?:my|our)\s+(?:(?:little|older|younger|big|eldest|youngest|oldest)\s+)?"
    rf"(?P<kin>{alternation(tuple(_KIN))})\s+(?:is|was|'s)\s+(?:(?:a|an)\s+)"
    rf"(?:[\w-]+\s+)?(?P<role>{_AGENT})\b(?!\s+(?:of|to)\b)"
)
# Agent nouns that are moods or jokes, not who someone is.
_NOT_A_ROLE = {"disaster", "monster", "winner", "loser", "keeper", "sucker", "stickler",
               "nightmare", "danger", "number", "wonder", "banger", "mirror", "horror",
               "error", "favour", "favor", "talent", "patient", "moment", "infant"}  # fmt: skip

_PARTNERS = {"wife": "wife", "husband": "husband", "hubby": "husband", "partner": "partner",
             "missus": "wife", "boyfriend": "boyfriend", "girlfriend": "girlfriend"}  # fmt: skip
_CHILDREN = ("baby", "kid", "kids", "children", "son", "daughter", "sons", "daughters",
             "twins", "boys", "girls", "toddler")  # fmt: skip
_COUNTS = {"two": "two", "three": "three", "four": "four", "five": "five", "six": "six",
           "2": "2", "3": "3", "4": "4", "5": "5", "6": "6"}  # fmt: skip
# "wife and baby here", "hubby and kids at home", "the missus and the kids": a clause of
# its own (a count after "and" is split off by the clause reader, so none is read here).
_PAIR = re.compile(
    rf"{_LEAD}(?:the\s+|my\s+)?"
    rf"(?P<partner>{alternation(tuple(_PARTNERS))})\s+(?:and|&|\+|n)\s+"
    r"(?:(?:the|a|our|my)\s+)?"
    rf"(?:(?P<count>{alternation(tuple(_COUNTS))})\s+)?(?:(?:new|little|young)\s+)?"
    rf"(?P<child>{alternation(_CHILDREN)})"
    r"(?:\s+(?:here|at\s+home|back\s+home|with\s+me|too|now|in\s+tow|to\s+(?:feed|support)))?$"
)
# "me and my wife have been living on the road", "me and my partner live in a flat".
_LIVE_TOGETHER = re.compile(
    rf"{_LEAD}me\s+(?:and|&|n)\s+my\s+(?P<partner>{alternation(tuple(_PARTNERS))})\s+"
    r"(?:(?:have|'ve)\s+been\s+living|(?:have|'ve)\s+lived|live|are\s+living|moved)\b"
)
# "my kids are in school here", "our boys go to the village school".
_AT_SCHOOL = re.compile(
    rf"{_LEAD}(?:my|our)\s+(?:(?:two|three|four|[2-6])\s+)?(?P<rel>kids|children|boys|girls|"
    r"twins|sons|daughters)\s+(?:(?:are|both|all|now)\s+)*(?:in|at|go\s+to|goes\s+to|attend|"
    r"started(?:\s+at)?)\s+(?:(?:a|an|the|their|our)\s+)?(?:[\w-]+\s+){0,2}?(?:school|nursery|"
    r"daycare|kindergarten|preschool|primary|secondary|high\s+school|kita)\b"
)
# "i coach my son's under 10s football team": the child's own team or club.
_CHILDS_TEAM = re.compile(
    r"\bmy\s+(?P<rel>son|daughter|kid|boy|girl)(?:'s|s)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:team|club|squad|troop|league|swim\s+club|scout\s+group)\b"
)
# "my son is aged 15", also how `answer_kin` puts "15" after "How old is he?".
_AGED = re.compile(
    rf"{_LEAD}(?:my|our)\s+(?P<kin>son|daughter|grandson|granddaughter|stepson|stepdaughter)\s+"
    r"is\s+aged\s+(?P<age>\d{1,2})$"
)
_PETS = ("cats", "dogs", "kittens", "puppies", "rabbits", "hamsters", "guinea pigs", "horses",
         "chickens", "budgies", "kids", "children")  # fmt: skip
# "we have two cats 🙄": a count said with an eye-roll.
_COUNTED = re.compile(
    rf"{_LEAD}(?:we|i)\s+(?:have|'ve\s+got|have\s+got|got|own)\s+"
    rf"(?P<count>{alternation(tuple(_COUNTS))})\s+(?P<what>{alternation(_PETS)})\b"
)

# "what paperwork do i need to fly my dog to madrid?": a question about the user's own
# doing with their pet still says the pet is theirs ("can my dog eat grapes?" has no "i").
_PET_KINDS = ("dog", "cat", "puppy", "kitten", "rabbit", "bunny", "parrot", "hamster",
              "horse", "tortoise", "guinea pig")  # fmt: skip
_MY_PET_ASKED = re.compile(
    r"\b(?:i|me)\b.*?\bmy\s+(?:(?:old|new|little|rescue|senior)\s+)?"
    rf"(?P<pet>{alternation(_PET_KINDS)})\b"
    r"(?!\s+(?:food|walker|sitter|groomer|trainer|treats|bowl|bed|toys?|insurance|hair|breeder)\b)"
    r"(?!'|s\b)"
)
# A pet in the question that is gone, wished for or still to be named ("what should I name
# my puppy?") is left.
_PET_NOT_NOW = re.compile(
    r"\b(?:died|passed|put down|put to sleep|rip|used to|should i get|if i|name|call)\b"
)

# Counts, children and grandparents in other languages.
_FOREIGN_COUNTS = {
    "un": "1", "une": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5",
    "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "um": "1",
    "dois": "2", "duas": "2", "três": "3", "quatro": "4", "due": "2", "tre": "3",
    "quattro": "4", "zwei": "2", "drei": "3", "vier": "4", "dwoje": "2", "troje": "3",
    "2": "2", "3": "3", "4": "4", "5": "5", "6": "6",
}  # fmt: skip
_FOREIGN_CHILDREN = {
    "enfants": "children", "hijos": "children", "hijas": "daughters", "filhos": "children",
    "filhas": "daughters", "figli": "children", "kinder": "children", "dzieci": "children",
    "petits-enfants": "grandchildren", "nietos": "grandchildren", "netos": "grandchildren",
    "nipoti": "grandchildren", "enkel": "grandchildren", "enkelkinder": "grandchildren",
}  # fmt: skip
_FOREIGN_HAVE = re.compile(
    r"(?:^|\s)(?:j'ai|tengo|tenho|ho|ich\s+habe|mam|heb)\s+"
    rf"(?P<count>{alternation(tuple(_FOREIGN_COUNTS))})\s+"
    rf"(?P<what>{alternation(tuple(_FOREIGN_CHILDREN))})(?![\w-])"
)
_FOREIGN_GRANDPARENT = {
    "abuela": "grandmother", "abuelo": "grandfather", "grand-mère": "grandmother",
    "grand-père": "grandfather", "avó": "grandmother", "avô": "grandfather",
    "nonna": "grandmother", "nonno": "grandfather", "oma": "grandmother",
    "opa": "grandfather", "babcia": "grandmother", "dziadek": "grandfather",
}  # fmt: skip
_ENGLISH_GRANDPARENT = {
    "grandmother": "grandmother", "grandma": "grandmother", "granny": "grandmother",
    "nana": "grandmother", "grandfather": "grandfather", "grandpa": "grandfather",
    "grandad": "grandfather", "granddad": "grandfather", "grandparent": "grandparent",
}  # fmt: skip
_GRANDPARENTS = {**_FOREIGN_GRANDPARENT, **_ENGLISH_GRANDPARENT}
# "soy abuela", "je suis grand-mère", "I'm a grandma now" (`foreign` may have put the
# first into English already); "a grandmother of four" is counted by the main table.
_GRANDPARENT_AM = re.compile(
    r"(?:^|\s)(?:soy|je\s+suis|sou|sono|ich\s+bin|jestem|i'm|im|i\s+am)\s+"
    r"(?:(?:a|una|uma|une|eine)\s+)?(?:(?:proud|new|first[- ]time)\s+)?"
    rf"(?P<who>{alternation(tuple(_GRANDPARENTS))})(?![\w-])(?!\s+(?:of|to)\b)"
)


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _mentioned(rel: str) -> IdentityFact:
    """A bare relative, in the slot `identity_kin_threads` folds into anything said more."""
    return make_fact(f"relationship:{rel}:{MENTIONED}", _a(rel), f"Has {_a(rel)}",
                     "relationship", relationship=rel)  # fmt: skip


def _aged(rel: str, age: str) -> IdentityFact:
    """A child with their age, in the slot of a bare mention: said again after the child is
    known ("my son has asthma" → "How old is he?" → "9"), it adds no relative."""
    return make_fact(f"relationship:{rel}:{MENTIONED}", f"a {age}-year-old {rel}",
                     f"Has a {age}-year-old {rel}", "relationship", relationship=rel)  # fmt: skip


def _children(rel: str, count: str = "") -> IdentityFact:
    plural = rel.endswith("s") or rel in ("children", "twins")
    what = f"{count} {rel}" if count else (rel if plural else _a(rel))
    return make_fact(f"relationship:{rel}:has", what, f"Has {what}", "relationship",
                     relationship=rel)  # fmt: skip


def _cares_for(rel: str) -> IdentityFact:
    return make_fact(f"relationship:{rel}:carer", rel, f"Cares for their {rel}",
                     "relationship", relationship=rel)  # fmt: skip


def _counted(count: str, what: str) -> IdentityFact:
    if what in ("kids", "children"):
        return _children(what, count)
    return make_fact("pet", f"{count} {what}", f"Has {count} {what}", "personal",
                     relationship="pet")  # fmt: skip


def _role_predicate(low: str) -> IdentityFact | None:
    m = _ROLE_PREDICATE.match(low)
    if m is None or m["role"] in _NOT_A_ROLE:
        return None
    return _mentioned(_KIN[m["kin"]])


def _pair(low: str) -> list[IdentityFact]:
    if not (m := _PAIR.match(low)):
        return []
    child = "kids" if m["child"] == "kid" and m["count"] else m["child"]
    return [_mentioned(_PARTNERS[m["partner"]]), _children(child, m["count"] or "")]


def _foreign(low: str) -> list[IdentityFact]:
    found = []
    if m := _FOREIGN_HAVE.search(low):
        found.append(_children(_FOREIGN_CHILDREN[m["what"]], _FOREIGN_COUNTS[m["count"]]))
    if m := _GRANDPARENT_AM.search(low):
        who = _GRANDPARENTS[m["who"]]
        found.append(make_fact("relationship:grandchildren:has", who, f"Is {_a(who)}",
                               "relationship", relationship="grandchildren"))  # fmt: skip
    return found


@lru_cache(maxsize=4096)
def household_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """The relatives, children and pets a statement of the user's names in these forms."""
    if c.supplied or c.is_reported:
        return ()
    if c.is_question:
        m = _MY_PET_ASKED.search(c.lower)
        if m is None or c.is_hypothetical or _PET_NOT_NOW.search(c.lower):
            return ()
        return (
            make_fact("pet", _a(m["pet"]), f"Has {_a(m['pet'])}", "personal", relationship="pet"),
        )
    # An eye-roll or an "obviously" is about the situation, not the household: "we have two
    # cats 🙄", "my partner is a Lokführer so obviously he's on strike too".
    if c.is_hypothetical and not c.is_sarcastic_only:
        return ()
    low, found = c.lower, list[IdentityFact]()
    if m := _COUNTED.match(low):
        found.append(_counted(m["count"], m["what"]))
    if m := _CARE.search(low):
        found.append(_cares_for(_CARED_FOR[m["rel"]]))
    if fact := _role_predicate(low):
        found.append(fact)
    found += _pair(low)
    if m := _LIVE_TOGETHER.match(low):
        found.append(_mentioned(_PARTNERS[m["partner"]]))
    if m := _AGED.match(low):
        found.append(_aged(m["kin"], m["age"]))
    if m := _AT_SCHOOL.match(low):
        found.append(_children(m["rel"]))
    if m := _CHILDS_TEAM.search(low):
        found.append(_children(m["rel"]))
    found += _foreign(low)
    return tuple(dict.fromkeys(found))
