"""Events set on a future day, said in shapes other than the main "I have / I'm …ing / I
will" ones: anything one has on a day ("we have the cake tasting this saturday"), a date
then the event on it ("the 14th is my nephew's christening"), what starts or is due on a
day ("mock exams start monday", "the baby is due in march"), a day as a heading ("friday
morning: dentist"), a plan in the plain present ("we fly out to lisbon on friday"), and
guests over, a launch of one's own or a birthday by its number ("my partners 30th is on
saturday").

Each needs a day not yet past, and how often ("every", "usually") makes it a routine, not
an event."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_patterns import (
    DATE_IS,
    DATED_HEADING,
    DUE,
    ENDS,
    HABITUAL,
    HAVE_ANY,
    HEADED_EVENT,
    HOSTING,
    I_START,
    LAUNCHES,
    NOT_EVENT_NOUNS,
    NOT_EVENTS,
    NTH_BIRTHDAY,
    PRESENT,
    PRESENT_EVENT_VERBS,
    STARTS,
)
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_stripping import strip_times
from memoryflow.extractors.rules.timeparse import TimeRef, find_day, find_time


def have_any(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = HAVE_ANY.match(c.lower)
    if m is None or c.supplied not in ("", "I") or NOT_EVENTS.match(m["what"]):
        return []
    if HABITUAL.search(c.lower):
        return []  # "we have friends over every saturday" is a routine
    if NOT_EVENT_NOUNS.search(" ".join(m["what"].split()[:5])):
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    today = msg.created_at.date()
    if when is None or when.day is None or when.day < today or not when.phrase:
        return []
    if re.search(r"\b(?:yesterday|ago|last)\b", c.lower):
        return []  # "got a new phone yesterday": something received, not an event
    what = strip_times(original(c, m, "what"))
    what = re.sub(r"\s+(?:starting|booked(?:\s+for)?|coming up|planned|scheduled)$", "", what)
    if not what or len(what.split()) > 7:
        return []
    item = activity_item(msg, c, what, "has", when, "pending")
    return [item] if item else []


def date_is(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = DATE_IS.match(c.lower)
    when = find_day(c.lower, msg.created_at, future=True) if m else None
    if m is None or when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(msg, c, original(c, m, "what"), "has", when, "pending")
    return [item] if item else []


def starts(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """What starts or is due on a day: "mock exams start monday", "the baby is due in march"."""
    if m := STARTS.match(c.lower):
        if "due" in m["verb"] and not DUE.search(m["what"]):
            return []  # "the report is due friday" is a deadline, not an event
        phrase = f"{original(c, m, 'what')} {'due to arrive' if 'due' in m['verb'] else m['verb']}"
    elif m := I_START.match(c.lower):
        phrase = f"starting {original(c, m, 'obj')}"
    elif m := ENDS.match(c.lower):
        phrase = f"{original(c, m, 'what')} {m['verb']}"
    else:
        return []
    when = find_day(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    if re.search(r"\bevery\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b", c.lower):
        return []  # "my class starts every monday" is a routine
    item = activity_item(msg, c, phrase, "has", when, "pending")
    return [item] if item else []


def dated_heading(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "friday morning: dentist": the event, read with the day its heading names."""
    if c.supplied:
        return []
    for m in DATED_HEADING.finditer(msg.content):
        what = m["what"].strip()
        if what.lower() != c.lower.strip() or not HEADED_EVENT.match(what.lower()):
            continue
        when = find_day(m["time"].lower(), msg.created_at, future=True)
        if when is None or when.day is None or when.day < msg.created_at.date():
            return []
        item = activity_item(msg, c, what, "has", when, "pending")
        return [item] if item else []
    return []


def present_plan(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "we fly out to lisbon on friday": the plain present with a future day is a plan."""
    m = PRESENT.match(c.lower)
    if m is None or m["verb"] not in PRESENT_EVENT_VERBS or c.supplied or HABITUAL.search(c.lower):
        return []
    if m["verb"] == "take" and not re.search(r"\bto\s+\w", m["obj"]):
        return []  # "i take the bus tomorrow" is how, not a plan; "we take the kids to …" is

    when = find_day(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    if not strip_times(m["obj"]).strip():
        return []  # "we leave june 10": leaving says nothing without where to
    phrase = f"{m['verb']} {original(c, m, 'obj')}"
    item = activity_item(msg, c, phrase, "plans to", when, "pending")
    return [item] if item else []


def _future(c: Clause, msg: ChatMessage) -> TimeRef | None:
    """The future day the clause names, unless it names a routine."""
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return None
    return None if HABITUAL.search(c.lower) else when


def hosting_launch_or_birthday(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """Guests over ("having the in-laws over on sunday"), a launch of one's own ("our app
    launches on monday"), a birthday by its number ("my partners 30th is on saturday")."""
    phrase = ""
    if m := HOSTING.match(c.lower):
        phrase = f"having {original(c, m, 'who')} {m['how']}{original(c, m, 'rest')}"
    elif m := LAUNCHES.match(c.lower):
        phrase = f"{original(c, m, 'what')} {m['verb']}"
    elif (m := NTH_BIRTHDAY.search(c.lower)) and not c.supplied:
        who = original(c, m, "who").strip()
        who = re.sub(r"(?<![s'])s$", "'s", who) if who else "own"
        phrase = f"{who} {m['n']} birthday"
    when = _future(c, msg) if phrase else None
    if when is None:
        return []
    item = activity_item(msg, c, phrase, "has", when, "pending")
    return [item] if item else []
