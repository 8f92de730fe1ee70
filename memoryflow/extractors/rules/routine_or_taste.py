"""What kind of habit the preference table read: a routine (identity), a taste (preference)
or a chore (neither).

The label guide keeps "what the user regularly does" out of preference: a sport, a craft, a
hobby or a routine ("I run every morning before class", "I cycle everywhere", "I brew beer
at home", "I drink 3 coffees a day") is who the user is. What stays a preference is a
liking of things: media named by the verb of taking them in ("I listen to true crime
podcasts all night", "I watch anime most evenings", "I read sci-fi" say what the user likes
to hear, watch or read), a choice of what to take ("I only drink decaf after lunch": the
decaf is chosen, like "I drink my coffee black") and what is done only now and then ("i play chess with my son
sometimes": no practice). The upkeep of a day ("I make dinner every night", "i climb the
stairs every day", "I sing in the shower") is neither."""

from __future__ import annotations

import re
from typing import Literal

from memoryflow.extractors.rules.text import Clause

__all__ = ["HabitKind", "habit_kind"]

HabitKind = Literal["routine", "taste", "chore"]

_ADVERBS = r"(?:(?:always|usually|often|normally|mostly|mainly|also|still|really|only|just)\s+)*"
_TAKING_IN = re.compile(rf"^i\s+{_ADVERBS}(?:listen\s+to|watch|read|binge|stream)\b")
# "only" before a verb of taking something: a choice among things, not a practice.
_ONLY_THIS = re.compile(r"^i\s+(?:\w+\s+)?only\s+(?:drink|eat|use|buy|wear|drive|fly)\b")
_NOW_AND_THEN = re.compile(
    r"\b(?:sometimes|occasionally|now and then|now and again|from time to time|once in a while)\b"
)
# Meals, housework and getting about the house: done by everyone, so no mark of who one is.
_UPKEEP = re.compile(
    rf"^i\s+{_ADVERBS}(?:make|cook|have|eat|skip|do|take|climb|wash|clean|hoover|vacuum|iron|"
    r"empty|load|feed)\s+(?:the\s+|my\s+|our\s+|a\s+)?(?:dinner|breakfast|lunch|tea|supper|"
    r"meals?|dishes|washing(?:\s+up)?|laundry|ironing|hoovering|stairs|bins?|dishwasher|"
    r"school run|food shop|shopping|bed|shower|nap)\b"
    r"|\bin\s+the\s+(?:shower|bath)\b"
)


def habit_kind(c: Clause) -> HabitKind:
    """Whether a clause the preference table read as a habit is a routine or pursuit, a
    taste, or the upkeep of a day."""
    if _UPKEEP.search(c.lower):
        return "chore"
    if _TAKING_IN.match(c.lower) or _ONLY_THIS.match(c.lower) or _NOW_AND_THEN.search(c.lower):
        return "taste"
    return "routine"
