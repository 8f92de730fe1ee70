"""A day, then the event, with no verb and no colon: "june 1st grand opening eeek",
"tomorrow job interview omg", "saturday the 12th recital". Chat drops the colon of a
heading ("friday morning: dentist", read by `activity_scheduled`); the clause is then
only a day, an event noun phrase and perhaps an exclamation, so it can mean nothing else."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_day

_MONTH = r"(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|may"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_NTH = r"\d{1,2}(?:st|nd|rd|th)?"
_LEAD_DAY = (
    rf"(?:(?:this|next)\s+)?{_WEEKDAY}(?:\s+the\s+{_NTH})?|tomorrow|"
    rf"(?:{_MONTH})\s+{_NTH}|{_NTH}\s+(?:of\s+)?(?:{_MONTH})|the\s+{_NTH}"
)
# What may follow the event: an exclamation of nerves or joy, nothing with a verb.
_EXCLAIM = r"(?:e+k+|o+m+g+|lol|lo+l|ugh+|ya+y+|help|a+h+|wish me luck|send help|yikes)"
# Someone else's event ("friday his interview") is theirs.
_OTHERS = r"(?!(?:his|her|their|your|its)\b)"
BARE_HEADING = re.compile(
    rf"^(?P<time>{_LEAD_DAY})\s+(?P<what>(?:(?:my|our|a|the)\s+)?(?:{_OTHERS}[\w-]+\s+){{0,2}}?"
    rf"(?:{EVENT_NOUNS})s?)(?:\s+{_EXCLAIM})*$"
)


def bare_heading(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "june 1st grand opening eeek" → "Grand opening on June 1st"."""
    if c.supplied or not c.lower[:1].isalnum():
        return []
    m = BARE_HEADING.match(c.lower)
    if m is None:
        return []
    when = find_day(m["time"], msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(msg, c, f"{original(c, m, 'what')} {m['time']}", "has", when, "pending")
    return [item] if item else []
