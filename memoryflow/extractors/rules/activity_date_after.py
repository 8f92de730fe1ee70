"""An event of one's own whose day comes in the next fragment, typed as a caption after it:
"im doing my first marathon!! manchester, april 13th", "my recital. saturday the 12th",
"booked my viva - 3 june". The clause ends on the event; the words after its stop are only
an optional place and a calendar date, so the date can belong to nothing else."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item
from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_day

_MONTH = r"(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|may"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_NTH = r"\d{1,2}(?:st|nd|rd|th)?"
# A calendar date only: "april 13th", "13 april", "saturday the 12th", "the 3rd".
_DATE = (
    rf"(?:{_MONTH})\s+{_NTH}|{_NTH}\s+(?:of\s+)?(?:{_MONTH})|"
    rf"(?:{_WEEKDAY}\s+)?the\s+{_NTH}"
)
# The clause ends on one's own event: "doing my first marathon", "booked our scan".
_OWN_EVENT_AT_END = re.compile(
    rf"\b(?P<what>(?:my|our)\s+(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?)$"
)
# After the stop: an optional place (one or two words before a comma), then the date, then
# nothing but an end of sentence, an emoji or the end of the message.
_CAPTION = re.compile(
    r"^\s*[!.,:;\-\u2013\u2014]+\s*(?:(?P<place>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?)\s*,\s*)?"
    rf"(?P<date>{_DATE})\b(?=\s*(?:$|[.!?,;\n]|[^\w\s]))",
    re.IGNORECASE,
)

# A past verb before the event tells of one that has happened ("loved my first marathon");
# booking or planning one is still ahead.
_PAST_BEFORE = re.compile(
    r"\b(?!(?:booked|scheduled|planned|signed|entered|registered)\b)"
    r"(?:\w+ed|had|did|ran|won|lost)\s+(?:my|our)\b"
)


def date_after(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "my first marathon!! manchester, april 13th" → "First marathon in Manchester"."""
    m = _OWN_EVENT_AT_END.search(c.lower)
    if m is None or find_day(c.lower, msg.created_at, future=True) is not None:
        return []
    if _PAST_BEFORE.search(c.lower):
        return []
    # the event as typed ("im doing …" is cleaned to "i'm doing …" in the clause)
    end = msg.content.lower().find(m["what"]) + len(m["what"])
    if end < len(m["what"]):
        return []
    caption = _CAPTION.match(msg.content[end : end + 60])
    if caption is None:
        return []
    when = find_day(caption["date"].lower(), msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    what = c.text[m.start("what") + len(m["what"].split()[0]) + 1 : m.end("what")]
    if place := caption["place"]:
        what = f"{what} in {place[:1].upper()}{place[1:]}"
    item = activity_item(msg, c, f"{what} {caption['date']}", "has", when, "pending")
    return [item] if item else []
