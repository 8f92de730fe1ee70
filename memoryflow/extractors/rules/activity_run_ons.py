"""Two sentences typed as one, with no stop between them: "i cant do this i have my stats
final in 9 hours", "so nervous i have a job interview tomorrow", "help we have our scan on
friday". The second opens on "I/we have" + a determiner; read on its own it is the plan.

Only when the words before it end a clause of their own: "if i have a test tomorrow" is a
condition, "she says i have a test" is reported, "everything i have" is a relative."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

_RUN_ON = re.compile(
    r"^(?P<head>.+?)\s+(?P<tail>(?:i|we)\s+(?:have|have got|got)\s+(?:my|a|an|our|the)\s.+)$"
)
# The last word before "i have" that ties it to what comes before instead of starting a
# new sentence: a condition, a time clause, a report, a relative, a comparison.
_BINDS = frozenset(
    [
        "if",
        "when",
        "whenever",
        "unless",
        "whether",
        "once",
        "before",
        "after",
        "until",
        "till",
        "as",
        "since",
        "than",
        "that",
        "what",
        "which",
        "who",
        "where",
        "says",
        "said",
        "thinks",
        "think",
        "thought",
        "told",
        "tells",
        "know",
        "knew",
        "guess",
        "hope",
        "wish",
        "because",
        "cos",
        "cuz",
        "coz",
        "and",
        "or",
        "but",
        "so",
        "all",
        "everything",
        "anything",
        "something",
        "nothing",
    ]
)


def second_sentence(c: Clause) -> Clause | None:
    """The "I have …" sentence run on after another, or None."""
    if " have " not in c.lower and " got " not in c.lower:
        return None  # cheap gate before the regex
    m = _RUN_ON.match(c.lower)
    if m is None or m["head"].split()[-1] in _BINDS or len(m["head"].split()) > 6:
        return None
    start = m.start("tail")
    return replace(c, text=c.text[start:], lower=c.lower[start:], supplied="", implied=())
