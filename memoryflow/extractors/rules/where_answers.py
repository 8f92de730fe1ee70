"""A reply to "where do you live?" in two parts, cut so the place is answered alone: the
place and then something else after a conjunction ("miami pero trabajo remoto si se puede"
→ "miami" and "trabajo remoto si se puede"), and two bare names ("wales. cardiff", "cardiff,
wales"), joined as one place, the narrower first: after a full stop the second name narrows
the first (the user corrects to the town), after a comma it widens it ("cardiff, wales")."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

__all__ = ["where_answer_parts"]

_NAME = r"[a-zà-ÿ][\w'-]*"
_PLACE_THEN_MORE = re.compile(
    rf"^(?P<place>{_NAME}(?:\s+{_NAME}){{0,2}}?)\s+(?:pero|but|mas|tho|though)\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
)
_BARE_NAME = re.compile(rf"^{_NAME}(?:\s+{_NAME})?$", re.IGNORECASE)
# Words of a short reply that are no place: yes and no, thanks, asides, the user's own talk.
_NOT_A_NAME_WORDS = (
    "yes yeah yep yup no nope nah ok okay sure thanks thx ty sorry lol haha hbu you why now "
    "currently atm tho though sadly originally mostly usually still i im i'm we my our it "
    "its is are was not idk dunno home here there same both"
)
_NOT_A_NAME = frozenset(_NOT_A_NAME_WORDS.split())


def _a_name(text: str) -> bool:
    words = text.lower().split()
    return bool(_BARE_NAME.match(text)) and not any(
        w in _NOT_A_NAME or w.endswith("ly") for w in words
    )


def where_answer_parts(found: list[Clause], content: str) -> list[Clause]:
    """`found`, the clauses of a reply to a where-do-you-live question, with the place
    answered alone (see the module)."""
    if not found or found[0].is_question:
        return found
    first = found[0]
    if len(found) == 1 and (m := _PLACE_THEN_MORE.match(first.text)) and _a_name(m["place"]):
        place, rest = m["place"], m["rest"]
        return [
            replace(first, text=place, lower=place.lower()),
            replace(first, text=rest, lower=rest.lower()),
        ]
    if (
        len(found) == 2
        and not found[1].is_question
        and _a_name(first.text)
        and _a_name(found[1].text)
    ):
        a, b = first.text, found[1].text
        narrowed = re.search(rf"{re.escape(a)}\s*\.\s*{re.escape(b)}", content, re.IGNORECASE)
        place = f"{b}, {a}" if narrowed else f"{a}, {b}"
        return [replace(first, text=place, lower=place.lower())]
    return found
