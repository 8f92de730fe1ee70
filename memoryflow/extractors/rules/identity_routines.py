"""Routines and pursuits as identity: what the user regularly does.

The preference table reads the shape of a habit (a first-person verb with how often, "i run
every morning before class"; a pastime verb said plainly, "I knit", "I brew beer at home";
one kept up for years, "I've been writing poetry since I was a teenager"), with its guards
against slips, lessons, one-offs and past events. A habit that is a routine or a pursuit
(`routine_or_taste.habit_kind`) is given here, to the identity layer, in the table's third
person title ("Runs every morning before class"); the preference layer leaves it."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rules.context_underway import studies_a_language
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.preference_reading import preference_reading
from memoryflow.extractors.rules.preference_vocab import HABIT_FREQ, PASTIME_ALONE, PASTIME_OBJECT
from memoryflow.extractors.rules.routine_or_taste import habit_kind
from memoryflow.extractors.rules.text import Clause

__all__ = ["routine_fact", "routine_title"]

# What the table's habit rows need, searched first as it is cheap: "i" and a pastime verb,
# "i" and a word of how often, "i've been", or how often anywhere ("i swim 3 times a week").
_MAY_BE_A_HABIT = re.compile(
    r"^i\s+(?:(?:always|usually|often|normally|generally|typically|only|also|mostly|still|"
    rf"mainly|really)\b|(?:{'|'.join(PASTIME_ALONE + PASTIME_OBJECT)})\b)|^i(?:'ve|\s+have)\s+been\b"
)
_HOW_OFTEN = re.compile(r"^(?:always|usually|often|normally|generally|typically|only)\s+")


def routine_title(reading: Clause, message: ChatMessage) -> str | None:
    """The title of the routine or pursuit one reading of a clause states, or None (also
    when the preference table reads it as something else first: a liking, a request)."""
    low = reading.lower
    if studies_a_language(low, message.content):
        return None  # "my japanese is only N4 so i study every night": learning it
    if not (_MAY_BE_A_HABIT.match(low) or (low.startswith("i ") and HABIT_FREQ.search(low))):
        return None  # no habit row of the preference table can read it
    read = preference_reading(reading, message)
    if read is None:
        return None
    said, (title, _directive, _priority, kind) = read
    return title if kind == "habit" and habit_kind(said) == "routine" else None


def routine_fact(clause: Clause, message: ChatMessage) -> IdentityFact | None:
    """The routine or pursuit the clause states (read as written, then with the subject it
    carries over, as the other layers read it), or None."""
    for reading in clause.readings():
        if title := routine_title(reading, message):
            return make_fact("hobby", _HOW_OFTEN.sub("", title.lower()), title, "personal")
    return None
