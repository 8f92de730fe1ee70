"""Food the user will not eat, said as a refusal: "i will not be eating liver", "i won't
touch coriander", "nothing with liver" (said of what to cook or suggest). A refusal in the
future names a lasting dislike; "i won't eat tonight" names no food, and "nothing with it"
points back at what was said before."""

from __future__ import annotations

import re

Reading = tuple[str, str, float, str]

_NOT_A_FOOD = (
    r"(?!(?:it|that|this|them|those|these|anything|much|a lot|tonight|today|later|now|here|there|"
    r"out|before|after|until|till|me|you|him|her)\b)"
)
_WHAT = rf"(?P<what>{_NOT_A_FOOD}[a-z][\w'-]*(?:\s+[a-z][\w'-]*){{0,2}}?)"
# "…again", "…please": said around the food, no part of it.
_TAIL = r"(?:\s+(?:again|ever|please|thanks|for me|in it|in them))*$"
_REFUSALS: tuple[re.Pattern[str], ...] = (
    re.compile(
        r"^(?:(?:and|but|also|so)\s+)?i\s+(?:will\s+not|won't|wont|will\s+never|refuse\s+to)\s+"
        rf"(?:ever\s+)?(?:be\s+)?(?:eat|eating|touch|touching)\s+{_WHAT}{_TAIL}"
    ),
    re.compile(
        rf"^(?:(?:and|but|also|so|just|please)\s+)*nothing\s+with\s+(?:any\s+)?{_WHAT}{_TAIL}"
    ),
)


def food_refusal(lower: str) -> Reading | None:
    """(title, directive, priority, kind) when the clause refuses a food."""
    for pattern in _REFUSALS:
        if m := pattern.match(lower):
            what = m["what"]
            return f"Will not eat {what}", f"Do not suggest {what}", 0.8, "dislike"
    return None
