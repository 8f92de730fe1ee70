"""Identity look-alikes: words that read like a fact about the user and are not one.

- A bare number that is a whole message answers whatever was asked ("What's the water
  temperature?" → "22"); it is an age only when the question asked for one, and then the
  conversation reader has already put it as "I'm 22".
- A large count of farm animals said as a fragment after a job ("dairy farmer in the
  waikato, 400 cows") is the size of the farm, not animals kept as a pastime."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from memoryflow.extractors.rules.sentences import sentence_up_to

if TYPE_CHECKING:
    from memoryflow.extractors.rules.identity_patterns import IdentityFact
    from memoryflow.extractors.rules.text import Clause


def unsaid_age(message: str, clause: Clause, fact: IdentityFact) -> bool:
    """An age read from a message that is nothing but the number, as written: a bare number
    that answers how old the user is comes framed by the question ("I'm 22"), so one that
    is still bare answered something else ("what's the water temperature?")."""
    bare = message.strip().rstrip(".!")
    if fact.slot == "age" and _FORMAL_AGE.match(clause.lower):
        return not _said_after_i(message, clause)
    return fact.slot == "age" and bare.isdigit() and clause.lower.strip() == bare


# "aged 68", "71 years of age": a formal age said as a fragment between commas, the user's
# only when its sentence opens on "I" ("I am a retired teacher, aged 68, …"), not after
# someone else ("my dad, aged 68, …", "he is a retired teacher, aged 68").
_FORMAL_AGE = re.compile(r"^(?:and\s+)?(?:now\s+)?(?:aged\s+\d{2}|\d{2}\s+years\s+of\s+age)$")
_SENTENCE_ON_I = re.compile(
    r"(?:^|[.!?]\s+)(?:(?:hi|hello|good\s+\w+|dear\s+[\w/]+|so|well)[,!.]?\s+)*"
    r"(?:i|i'm|im|i am)\s+(?:(?!\b(?:my|his|her|their|he|she|they)\b)[^.!?])*$"
)


def _said_after_i(message: str, clause: Clause) -> bool:
    at = message.lower().find(clause.lower.strip())
    return at > 0 and bool(_SENTENCE_ON_I.search(message.lower()[:at].rstrip(" ,")))


_FARM_SIZE = 50  # animals; more than a smallholding keeps for the pleasure of it


def farm_size(reading: Clause, fact: IdentityFact) -> bool:
    """Animals counted by the herd in a fragment ('400 cows'): the size of a farm."""
    if fact.slot != "hobby" or not reading.supplied:
        return False
    count = re.match(r"\d+", reading.lower[len(reading.supplied) :].strip())
    return count is not None and int(count.group(0)) >= _FARM_SIZE


# A group one leads or teaches, named before a bare head count: "i coach my son's under
# 10s team, 14 kids", "I teach a year 2 class, 28 children", "our scout troop, 12 girls".
_GROUP = re.compile(
    r"\b(?:team|squad|side|class|classes|group|troop|pack|club|cohort|choir|crew|league|"
    r"u\d{1,2}s?|under[- ]?\d{1,2}s?|coach(?:es|ing)?|teach(?:es|ing)?|tutor(?:ing)?)\b"
)
# The clause is nothing but the head count: "14 kids", "like 20 children", "11 girls".
_HEAD_COUNT = re.compile(
    r"^(?:(?:about|around|like|roughly|nearly|almost|over|only|just)\s+)?\d{1,3}\s+"
    r"(?:kids|children|boys|girls|teens|teenagers|toddlers)$"
)


def group_head_count(message: str, clause: Clause, fact: IdentityFact) -> bool:
    """Children counted in a bare fragment after a team, class or group the sentence names:
    the group's members, not the user's children ("coach a u12 netball side, 11 girls")."""
    if not (fact.slot.startswith("relationship:") and fact.slot.endswith(":has")):
        return False
    if not _HEAD_COUNT.match(clause.lower.strip()):
        return False
    low = message.lower()
    at = low.find(clause.lower.strip())
    if at < 0:
        return False
    sentence = sentence_up_to(low, at)  # what the sentence said before the count
    return bool(_GROUP.search(sentence))
