"""Several forms of the answer asked for in one breath: "celsius and 24 hour time pls",
"always litres and km please", "house rules: plain english and metric units".

A single form with a request word is read in `answer_form.py`; a list is read here, by its
shape: every item of the list names a form (a unit, a format, a spelling, a language), and a
request or standing word comes with it. A list of anything else ("chips and gravy please",
"a table and four chairs please") is no form of an answer, so every item must be one."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.answer_form import FORM
from memoryflow.extractors.rules.text import Clause

# Units people track that are no unit of length, weight or heat but are asked for the same way.
_MORE_UNITS = r"kcal|calories|macros|min/km|min/mile"
_ONE_FORM = rf"(?:{FORM}|{_MORE_UNITS})"
# An item: up to two words before the form ("short", "plain", "pace in") and a noun after it
# ("units", "dates", "clock").
_ITEM = (
    rf"(?:(?:a|an|the|in)\s+)?(?:(?!and\b)[\w/-]+\s+){{0,2}}?{_ONE_FORM}"
    r"(?:\s+(?:units|dates|time|clock|format|formatting))?"
)
_LISTED = re.compile(
    # a heading before the list: "ground rules:", "quick rules for you:"
    r"^(?:(?:[\w-]+\s+){0,4}rules?(?:\s+for\s+(?:you|now|this chat))?\s*:\s*)?"
    r"(?:please\s+|pls\s+)?(?P<standing>always\s+|only\s+)?"
    rf"(?P<x>{_ITEM}(?:(?:\s*,\s*(?:and\s+)?|\s+(?:and|&|\+)\s+){_ITEM})+)"
    r"(?P<tail>(?:\s+(?:please|pls|plz|thanks|for me|if you can))*)"
    r"(?P<late>\s*,?\s*(?:always|from now on|going forward|every time|for everything))?\s*$"
)


@lru_cache(maxsize=4096)
def _listed(low: str) -> tuple[int, int] | None:
    m = _LISTED.match(low)
    if m is None or not (m["standing"] or m["tail"] or m["late"]):
        return None  # "metric and imperial" alone is a topic, not a request
    return m.start("x"), m.end("x")


def listed_forms(c: Clause) -> tuple[str, str, float, str] | None:
    """(title, directive, priority, kind) when the clause lists forms of the answer."""
    if c.supplied:
        return None  # a request needs no subject of its own
    low = re.sub(r"^(?:(?:and|also|then|plus|oh and|but|so|yes|yeah|ok)[\s,]+)+", "", c.lower)
    span = _listed(low)
    if span is None:
        return None
    text = c.text[len(c.lower) - len(low) :] if len(c.text) == len(c.lower) else low
    x = text[span[0] : span[1]]
    return f"Wants {x}", f"Use {x}", 0.8, "directive"
