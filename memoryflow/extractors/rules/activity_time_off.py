"""Time off ahead: "taking july off before i start applying", "i've got next week off",
"taking a week off in august".

A stretch away from work set on a coming date changes the user's days and is what a
note-taker writes down ("Taking July off"). The time off must be dated: "taking a year off"
or "taking some time off" without a date is a state of life, read by the context table
(`context_underway`)."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item
from memoryflow.extractors.rules.activity_titles import spoken_day
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_time

_MONTHS = (
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
)
_DAYS = r"monday|tuesday|wednesday|thursday|friday|saturday|sunday"
# What is taken off: a named month or day, a coming week or month, a season, or a length.
_SPAN = (
    rf"(?:the\s+(?:whole\s+(?:of\s+)?|month\s+of\s+)?)?(?:{_MONTHS})|(?:{_DAYS})|"
    r"next\s+(?:week|month|friday|monday)|the\s+(?:summer|holidays|week\s+after\s+next)|"
    r"(?:a|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|months?)"
)
_TIME_OFF = re.compile(
    r"^(?:i'm\s+|im\s+|i\s+am\s+|we're\s+|i\s+|we\s+)?(?:(?:just|finally|also|gonna|going\s+to)\s+)*"
    rf"(?:taking|take|having|have|got|have\s+got|'ve\s+got|booked)\s+(?P<span>{_SPAN})\s+off"
    r"(?:\s+work)?\b(?P<rest>.*)$"
)
# What follows that says when, kept in the title: "in august", "from the 3rd".
_WHEN_AFTER = re.compile(
    r"^\s*(?:in|from|over|at|for)\s+[\w ]+?(?=\s+(?:before|to|so|and|cos|because|while)\b|$)"
)


def time_off(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if " off" not in c.lower or not (m := _TIME_OFF.match(c.lower)):
        return []
    span = m["span"]
    w = _WHEN_AFTER.match(m["rest"])
    month = re.fullmatch(
        rf"(?:the\s+(?:whole\s+(?:of\s+)?|month\s+of\s+)?)?(?P<month>{_MONTHS})", span
    )
    # a bare month reads as a date only after "in" ("in july")
    when_words = f"in {month['month']}" if month else span + (w[0] if w else "")
    when = find_time(when_words, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []  # a length alone ("taking two weeks off") says no day
    if month or re.fullmatch(_DAYS, span):
        span = spoken_day(span).removeprefix("on ")
    after = f" {spoken_day(w[0].strip())}" if w and not month else ""
    title = capitalise(f"taking {span} off{after}")
    item = activity_item(msg, c, f"taking {span} off{after}", "is", when, "pending")
    return [replace(item, title=title)] if item else []
