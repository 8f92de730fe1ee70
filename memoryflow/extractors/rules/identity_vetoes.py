"""Identity look-alikes: words that read like a fact about the user and are not one.

- A bare number that is a whole message answers whatever was asked ("What's the water
  temperature?" → "22"); it is an age only when the question asked for one, and then the
  conversation reader has already put it as "I'm 22".
- A large count of farm animals said as a fragment after a job ("dairy farmer in the
  waikato, 400 cows") is the size of the farm, not animals kept as a pastime."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memoryflow.extractors.rules.identity_patterns import IdentityFact
    from memoryflow.extractors.rules.text import Clause


def unsaid_age(message: str, clause: Clause, fact: IdentityFact) -> bool:
    """An age read from a message that is nothing but the number, as written: a bare number
    that answers how old the user is comes framed by the question ("I'm 22"), so one that
    is still bare answered something else ("what's the water temperature?")."""
    bare = message.strip().rstrip(".!")
    return fact.slot == "age" and bare.isdigit() and clause.lower.strip() == bare


_FARM_SIZE = 50  # animals; more than a smallholding keeps for the pleasure of it


def farm_size(reading: Clause, fact: IdentityFact) -> bool:
    """Animals counted by the herd in a fragment ('400 cows'): the size of a farm."""
    if fact.slot != "hobby" or not reading.supplied:
        return False
    count = re.match(r"\d+", reading.lower[len(reading.supplied) :].strip())
    return count is not None and int(count.group(0)) >= _FARM_SIZE
