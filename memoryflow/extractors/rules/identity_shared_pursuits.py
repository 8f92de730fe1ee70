"""A pursuit someone does with the user, said with them as the subject: "yeah he does
parkrun with me most saturdays", "my daughter plays tennis with me every weekend". The
habit is the user's too, so the clause is read again in the first person without the
companion ("i do parkrun most saturdays") by the usual rows; the companion is read as
before ("Has a daughter"). Only with a how-often after "with me": "she played chess with me
once" is an event, not a pursuit."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

_VERBS = (
    r"does|plays|goes|runs|swims|climbs|rides|cycles|walks|hikes|trains|surfs|skates|dances|"
    r"sings|boulders|rows|paddles|fishes|skis"
)
_SHARED = re.compile(
    r"^(?:(?:yeah|yes|and|also|so|plus|oh)\s+)*(?:he|she|they|(?:my|our)\s+[a-z]+(?:\s+[a-z]+)?)\s+"
    rf"(?P<verb>{_VERBS})\s+(?P<what>[a-z][\w' -]*?)\s+with\s+(?:me|us)\s+"
    r"(?P<freq>(?:most|every|each|twice|three\s+times|once\s+a|on)\b.*)$"
)


def _base(verb: str) -> str:
    """'does' → 'do', 'goes' → 'go', 'fishes' → 'fish', 'plays' → 'play'."""
    if verb in ("does", "goes") or verb.endswith("shes"):
        return verb[:-2]
    return verb[:-1]


def shared_with_me(c: Clause) -> Clause | None:
    """The clause in the first person when it tells a pursuit someone does with the user."""
    if not c.is_statement or c.supplied or " with " not in c.lower:
        return None
    m = _SHARED.match(c.lower)
    if m is None:
        return None
    text = f"i {_base(m['verb'])} {m['what']} {m['freq']}"
    return replace(c, text=text, lower=text, implied=(), refers_to="")
