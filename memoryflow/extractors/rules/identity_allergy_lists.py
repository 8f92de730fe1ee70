"""Allergies named after a vague "allergic to everything", in the clauses that follow.

People often say how allergic they are first and what to after a comma or colon: "im the
one allergic to everything lol, shellfish and penicillin", "i'm allergic to a lot of stuff:
nuts, kiwi and latex", "allergic to loads tbh, mainly dairy and eggs". The vague amount names
no allergen ("Is allergic to a lot of stuff" says nothing one could act on); the bare list
of nouns in the next clauses of the same message does. A clause that is not such a list
("…, it's so annoying") ends the reading. Only the user's own allergy is read: "my son is
allergic to everything" is the son's, left to the relatives' rows."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.text import Clause

# An amount that names no allergen.
_VAGUE = (
    r"(?:everything|everythin|anything|loads|lots|(?:a\s+)?lot|so\s+much|"
    r"(?:(?:(?:a\s+lot|lots|loads|a\s+bunch|all\s+sorts|tons)\s+of|(?:so|too)\s+many|many|a\s+few)\s+)?"
    r"(?:stuff|things|foods?|meds|medications?)|all\s+sorts|half\s+the\s+(?:world|planet))"
)
# The user's own allergy to a vague amount: "im the one allergic to everything", "allergic
# to loads", "i'm allergic to a lot of stuff" (with or without "I'm" or a word between).
_VAGUE_ALLERGY = re.compile(
    rf"^(?:(?:i'm|im|i am)\b(?:\s+[\w'-]+){{0,3}}?\s+)?(?:(?:so|super|very|really|severely)\s+)?"
    rf"allergic\s+to\s+(?:like\s+)?{_VAGUE}(?:\s+(?:lol|lmao|tbh|honestly|basically|haha))*$"
)
_ITEM = r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?"
# A bare list of allergens: "shellfish and penicillin", "mainly dairy and eggs", "like cats".
_LIST = re.compile(
    rf"^(?:(?:like|mainly|mostly|esp|especially|eg|e\.g\.|namely|including|incl|such\s+as|"
    rf"and|plus)\s+)?(?P<items>{_ITEM}(?:\s*(?:,|\band\b|\bor\b|&|\bplus\b)\s*{_ITEM}){{0,5}})$"
)
# Words that make a clause a thought of its own, not a list of things.
_NOT_AN_ITEM = re.compile(
    r"\b(?:i|im|i'm|it|its|it's|is|are|was|were|be|so|but|that|this|which|me|my|you|your|lol|"
    r"haha|tbh|idk|ugh|annoying|fun|great|bad|worst|help|please|pls|thanks|thx|the|a|an|"
    r"too|also|really|very|everything|stuff|things)\b"
)


def vague_allergy(c: Clause) -> bool:
    """Whether the clause is the user's own allergy to a vague amount."""
    if "allergic" not in c.lower:
        return False  # a cheap gate: most clauses say nothing of allergies
    return c.is_statement and not c.supplied and bool(_VAGUE_ALLERGY.match(c.lower.strip()))


def is_vague_allergy_fact(fact: IdentityFact) -> bool:
    """An allergy fact whose allergen is only an amount ("Is allergic to a lot of stuff")."""
    return fact.slot == "allergy" and re.fullmatch(_VAGUE, fact.value.lower().strip()) is not None


def allergens_listed(c: Clause) -> list[IdentityFact]:
    """The allergens a bare list clause names, after a vague allergy ("shellfish and
    penicillin" → two allergies); none when the clause is a thought of its own."""
    m = _LIST.match(c.lower.strip())
    if m is None or not c.is_statement:
        return []
    things = [t.strip() for t in re.split(r"\s*(?:,|\band\b|\bor\b|&|\bplus\b)\s*", m["items"])]
    things = [t for t in things if t]
    if not things or any(_NOT_AN_ITEM.search(t) for t in things):
        return []
    return [make_fact("allergy", t, f"Is allergic to {t}", "personal") for t in things[:5]]


# Foods and things people are allergic to, by the word they name them with.
_ALLERGENS = re.compile(
    r"\b(?P<what>peanuts?|tree\s+nuts|nuts|cashews?|almonds?|walnuts?|hazelnuts?|pistachios?|"
    r"shellfish|prawns?|shrimps?|crab|lobster|eggs?|dairy|milk|gluten|wheat|soy|soya|sesame|"
    r"kiwis?|strawberr(?:y|ies)|mango(?:es)?|celery|mustard|lupin|penicillin|latex|cats?)\b"
)
# The user's bare allergy, with no allergen of its own: "im allergic 😬", "cos i'm allergic lol"
_BARE_ALLERGY = re.compile(
    r"^(?:(?:and|but|cos|cause|coz|because|bc|as|since|sadly|unfortunately)\s+)?"
    r"(?:i'm|i\s+am)\s+(?:(?:very|really|super|severely|deathly|so|actually|also)\s+)?"
    r"allergic(?:\s+(?:lol|lmao|tho|though|haha|af|unfortunately|sadly))*$"
)


def allergy_named_before(c: Clause, prior: str) -> IdentityFact | None:
    """The allergen the clause before names, when this clause is a bare "im allergic"."""
    if "allergic" not in c.lower or not c.is_statement or c.supplied:
        return None
    if not _BARE_ALLERGY.match(c.lower.strip()):
        return None
    named = list(_ALLERGENS.finditer(prior))
    if not named:
        return None
    what = named[-1]["what"]
    return make_fact("allergy", what, f"Is allergic to {what}", "personal")
