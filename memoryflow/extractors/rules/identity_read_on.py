"""A second fact of one's own in the same clause, after the first one read: "im 24 and
just started my first job at a bank in Charlotte", "i'm a uni student working part time at
tesco", "im a nurse and live with my parents".

A clause is read by the first identity row that matches it; what follows that match is
lost unless it is read again. The rest is read again only when it opens on a verb of one's
own life after "and", "while" or nothing (a participle), and only after a fact about the
user (the rest of "my sister is a nurse and works nights" is the sister's)."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

__all__ = ["rest_of_clause"]

_VERBS = (
    r"started|start|work|works|worked|working|live|lives|living|moved|study|studying|teach|"
    r"teaching|run|running|own|have|got|drive|driving|speak|volunteer|volunteering"
)
_REST = re.compile(
    rf"^\s*,?\s*(?:(?:and|while|but)\s+)?(?:i\s+)?(?P<adv>(?:just|also|now|still|currently|"
    rf"recently)\s+)*(?P<verb>{_VERBS}|with|from)\b"
)
# The subject each opening word is read with: "with a bad back" → "I have a bad back",
# "from Manila" → "I'm from Manila", a participle → "I'm working …".
_SUBJECT_OF = {"with": "I have", "from": "I'm from"}
_OTHER_SUBJECT = re.compile(r"^(?:my|our|his|her|their|he|she|they|you)\b")


def rest_of_clause(reading: Clause, end: int) -> Clause | None:
    """The rest of `reading` after a first fact ending at `end`, as a clause of its own
    with "I" (or "I'm" before a participle) as its subject; None when nothing is left of
    that shape."""
    if _OTHER_SUBJECT.match(reading.lower):
        return None
    rest = _REST.match(reading.lower[end:])
    if rest is None or reading.lower[end:].strip() == "":
        return None
    start = end + rest.start("adv" if rest["adv"] else "verb")
    subject = "I'm" if rest["verb"].endswith("ing") else "I"
    if rest["verb"] in _SUBJECT_OF:  # the opening word goes: "with …", "from …"
        subject, start = _SUBJECT_OF[rest["verb"]], end + rest.end("verb")
    text = f"{subject} {reading.text[start:].strip()}"
    return replace(reading, text=text, lower=text.lower(), implied=(), supplied="")
