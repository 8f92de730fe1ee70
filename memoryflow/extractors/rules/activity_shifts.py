"""A run of shifts ahead: "night shifts all next week", "on late shifts from the 3rd".

One shift ("my night shift tonight") is the routine of a job and stays out (see `ROUTINE`),
but a block of shifts in the plural set on a coming week or date changes the user's days
and is what a note-taker writes down: "Night shifts next week". How often ("every", "on
mondays") makes it the rota, not an event."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item
from memoryflow.extractors.rules.activity_patterns import HABITUAL
from memoryflow.extractors.rules.activity_titles import spoken_day
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_time

_SHIFTS = re.compile(
    r"^(?:(?:i(?:'m|\s+am)|we(?:'re|\s+are))\s+(?:back\s+on|on|doing)\s+|(?:back\s+)?on\s+|doing\s+|"
    r"(?:i|we)(?:'ve got|\s+(?:have|have got|got|work|do))\s+)?(?:(?:my|the|more|some)\s+)?"
    r"(?P<what>(?:night|day|late|early|double|evening|weekend|long|\d+[- ]?h(?:ou)?r)\s+shifts)\b"
    r"(?P<rest>.*)$"
)

# "im on nights the whole week of the 14th", "warehouse put me on nights starting next monday",
# "rota's out and i'm on earlies from the 3rd": the rota's word for a run of shifts, which
# only the user's own "on" (or being put on it) makes theirs; "she's on nights" is hers.
_ON_ROTA = re.compile(
    r"(?:^|^.*?\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:back\s+|now\s+|also\s+)?|"
    r"^(?:[\w']+\s+){0,3}?(?:put|putting|puts|moved|switched|rota'?d|rostered)\s+me\s+(?:back\s+)?)"
    r"on\s+(?P<what>nights|lates|earlies|night shift|nights shift)\b(?P<rest>.*)$"
)
_ROTA_WORDS = {"nights": "Nights", "lates": "Lates", "earlies": "Earlies"}


def shifts_ahead(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if (m := _ON_ROTA.match(c.lower)) and not HABITUAL.search(c.lower):
        return _run_ahead(c, msg, _ROTA_WORDS.get(m["what"], "Nights"), m["rest"])
    if "shifts" not in c.lower or not (m := _SHIFTS.match(c.lower)) or HABITUAL.search(c.lower):
        return []
    if re.match(r"\s*(?:start|begin|are|is|were|was)\b", m["rest"]):
        return []  # "my late shifts start monday": the rota changing, not a run ahead
    when = find_time(m["rest"], msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(msg, c, f"{m['what']} {m['rest']}", "has", when, "pending", routine=True)
    if item is None:
        return []
    day = spoken_day(when.phrase)
    if re.search(rf"\bfrom\s+{re.escape(when.phrase)}", m["rest"]):
        day = "from " + re.sub(r"^on\s+", "", day)  # "from June 3rd": the run starts then
    return [replace(item, title=capitalise(f"{m['what']} {day}".strip()))]


def _run_ahead(c: Clause, msg: ChatMessage, what: str, rest: str) -> list[ExtractedItem]:
    """ "Nights the whole week of the 14th", "Nights from next Monday": the run and its day."""
    when = find_time(rest, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    if not re.match(
        r"\s*(?:the\s+(?:whole\s+)?week|from|starting|on|this|next|all|for|tomorrow|in)\b", rest
    ):
        return []  # "on nights i cant sleep, my exam is friday": the day is not the run's
    item = activity_item(msg, c, f"{what} {rest}", "has", when, "pending", routine=True)
    if item is None:
        return []
    day = spoken_day(when.phrase)
    if re.match(rf"\s*(?:from|starting)\s+{re.escape(when.phrase)}", rest):
        day = "from " + re.sub(r"^on\s+", "", day)
    elif re.match(r"\s*the\s+(?:whole\s+)?week\s+of\b", rest):
        day = "the week of " + re.sub(r"^on\s+", "", day)
    return [replace(item, title=capitalise(f"{what} {day}".strip()))]
