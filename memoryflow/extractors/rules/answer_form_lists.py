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


# Units that are all metric or all imperial are remembered by that name as well ("grams and
# kg" is "metric units"), as the user means the system, not the two units.
_METRIC = re.compile(
    r"(?:grams|kg|kgs|kilos|km|kms|kilometres|kilometers|cm|ml|litres|liters|metres|meters)$"
)
_IMPERIAL = re.compile(r"(?:lbs|pounds|ounces|oz|miles|feet|inches|cups)$")

# Answers asked for as a whole in a form: "I want answers as a checklist", "replies in
# bullet points please, not paragraphs". A want or a request word is needed.
_FORMS_AND_MORE = rf"(?:{FORM}|checklists?|check lists?|outlines?|flashcards?)"
_ANSWERS_AS = re.compile(
    r"^(?:please\s+|pls\s+)?(?P<want>i(?:'d|\s+would)?\s+(?:want|need|prefer|like|love)\s+)?"
    r"(?:your\s+|the\s+|all\s+|my\s+)?(?:answers|replies|responses|explanations)\s+(?:as|in)\s+"
    rf"(?P<x>(?:a\s+|an\s+)?(?:[\w-]+\s+)?{_FORMS_AND_MORE})"
    r"(?P<tail>(?:\s+(?:please|pls|plz|thanks|always|from now on|going forward))*)"
    r"(?:\s*,?\s*(?:not|instead of|rather than)\s+[\w-]+(?:\s+[\w-]+)?)?$"
)
# Something asked never to be served: "no pork in anything you give me", "no nuts in any
# recipe". A single "no pork" needs "please" (`preference.py`); "in anything" makes it standing.
_NONE_IN_ANYTHING = re.compile(
    r"^(?:please\s+|pls\s+)?no\s+(?P<x>[\w-]+(?:\s+(?:or|and)\s+[\w-]+)?)\s+in\s+"
    r"(?:anything|any\s+(?:of\s+)?(?:the\s+|your\s+)?[\w-]+)\b"
    r"(?:\s+(?:you|u)\s+(?:give|suggest|recommend|send|make|show|cook|plan)\b.*"
    r"|(?:\s+(?:please|pls|plz|thanks|ever|at all))+)?$"
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
    units = [w.strip() for w in re.split(r",|\band\b|&|\+", x.lower()) if w.strip()]
    for system, pattern in (("metric", _METRIC), ("imperial", _IMPERIAL)):
        if system not in x.lower() and all(pattern.match(u) for u in units):
            return f"Wants {system} units ({x})", f"Use {system} units: {x}", 0.8, "directive"
    return f"Wants {x}", f"Use {x}", 0.8, "directive"


def answers_as(c: Clause) -> tuple[str, str, float, str] | None:
    """A form for the answers as a whole, or something never to be put in them."""
    if c.supplied:
        return None
    low = re.sub(r"^(?:(?:and|also|then|plus|oh and|but|so|ok)[\s,]+)+", "", c.lower)
    text = c.text[len(c.lower) - len(low) :] if len(c.text) == len(c.lower) else low
    if (m := _ANSWERS_AS.match(low)) and (m["want"] or m["tail"]):
        x = text[m.start("x") : m.end("x")]
        return f"Wants answers as {x}", f"Answer as {x}", 0.8, "directive"
    if m := _NONE_IN_ANYTHING.match(low):
        x = text[m.start("x") : m.end("x")]
        return f"Does not want {x} in anything suggested", f"Avoid {x}", 0.8, "dislike"
    return None
