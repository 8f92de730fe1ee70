"""How many hives, said in the clause after the bees: "We keep bees (about 12 hives, manuka
honey)", "I keep bees, 6 hives at the bottom of the garden", "we keep bees - 30 hives now".
The count joins the fact the clause before stated ("Keeps bees (about 12 hives)"), as
"I have 4 hives" reads in one clause (`identity_pastimes`). Only a count right after the
bees, in the same message, joins: a later "lost 3 hives to varroa" is what happened."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.identity_patterns import IdentityFact, orig
from memoryflow.extractors.rules.text import Clause

_COUNT = r"\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty"
_HIVES = re.compile(
    rf"^\(?\s*(?P<n>(?:(?:about|around|over|like|some|nearly|almost|roughly|~)\s*)?(?:{_COUNT}))"
    r"\s+(?:bee\s*)?(?:hives|colonies)\b(?!\s+(?:died|lost|gone|dead|left))"
)


def hives_counted(previous: IdentityFact, clause: Clause) -> IdentityFact | None:
    """The bees of the clause before with the count this clause gives, or None."""
    if previous.slot != "hobby" or previous.value != "bees" or "(" in previous.title:
        return None
    m = _HIVES.match(clause.lower)
    if m is None or not clause.is_statement:
        return None
    title = f"{previous.title} ({orig(clause, m, 'n')} hives)"
    return replace(previous, title=title, summary=f"The user {title[0].lower()}{title[1:]}.")
