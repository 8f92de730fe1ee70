"""Journeys and visits on a future day: going somewhere named ("off to Lisbon on friday",
"I'll be in Paris next week"), someone coming to the user ("roofer is coming on thursday",
"my parents are visiting next week"), a dated trip named anywhere in the user's clause ("I
need it for a work trip to Hamburg in September"), and where a move or a journey said
without a place goes: the place the message names ("job offer in Melbourne so we're
relocating in March").

They are apart from the main activity table because each reads a place or a visitor with
its own guards (not a month, not "in bed", not "visiting my brother")."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_patterns import (
    COMING,
    DESTINATION,
    GOING,
    GOING_LOWER,
    TRIP,
)
from memoryflow.extractors.rules.activity_words import MONTH_NAMES
from memoryflow.extractors.rules.lexicon import NOT_A_PLACE
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_stripping import strip_times
from memoryflow.extractors.rules.timeparse import find_day, find_time

# A journey said without where to: "flying out", "heading off", "leaving".
PARTICLES = ("out", "off", "away", "over", "back", "abroad")
NO_PLACE = re.compile(rf"(?:{'|'.join(PARTICLES)})?")


# "what paperwork do i need to fly my dog from mexico city to madrid? we're moving in
# october": where one flies or moves to, typed in lower case, in another clause of the message.
_MOVED_TO = re.compile(
    r"\b(?:fly|flying|move|moving|relocat\w*|emigrat\w*|ship|shipping)\s+(?:[\w'-]+\s+){0,3}?"
    r"(?:from\s+(?:[\w'-]+\s+){1,2}?)?to\s+(?P<place>[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)"
    r"(?=\s*(?:[?.!,;]|$|\s+(?:in|on|next|this|for|with|and|but|so)\b))"
)


def destination(msg: ChatMessage, obj: str) -> str:
    """Where a move goes when its own clause names no place: a place the message names."""
    if re.search(r"\bto\s+[A-Z]", obj):
        return obj
    for m in DESTINATION.finditer(msg.content):
        place = m["a"] or m["b"]
        if place.lower() not in NOT_A_PLACE and place.split()[0] not in MONTH_NAMES:
            return f"to {place} {obj}"
    for m in _MOVED_TO.finditer(msg.content.lower()):
        if m["place"] not in NOT_A_PLACE and m["place"].split()[0] not in _NOT_LOWER_PLACES:
            return f"to {m['place'].title()} {obj}"
    return obj


# Words after "to" that name no place: "moving to a new flat", "flying to see my mum".
_NOT_LOWER_PLACES = {
    "a", "an", "the", "my", "our", "his", "her", "their", "see", "visit", "be", "get", "work",
    "bed", "sleep", "another", "somewhere", "it", "this", "that", "them", "him",
}  # fmt: skip


def going(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = GOING.match(c.text)
    if m is None and (low := GOING_LOWER.match(c.lower)):
        place = " ".join(w.capitalize() for w in low["place"].split())
        if low["place"] in NOT_A_PLACE:
            return []
        when = find_day(c.lower, msg.created_at, future=True)
        if when is None or when.day is None or when.day < msg.created_at.date():
            return []
        item = activity_item(msg, c, f"going to {place}{low['rest']}", "is", when, "pending")
        return [item] if item else []
    if m is None or (m["how"].lower() in ("in", "back in") and not m["who"]):
        return []  # "in Berlin next week" needs a subject to be the user's
    if m["how"].lower() == "in" and re.match(r"\s*(?:til|till|until)\b", m["rest"]):
        return []  # "I'm in Hobart till next year" is where one lives for now
    if m["place"].lower() in NOT_A_PLACE or m["place"].split()[0] in MONTH_NAMES:
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    today = msg.created_at.date()
    if when is None or when.day is None or (when.day <= today and "tonight" not in c.lower):
        return []
    how = m["how"].lower()
    verb = "going to" if how.startswith(("off", "next")) else how
    if how in ("in", "back in"):
        verb = "being in" if how == "in" else "back in"
    item = activity_item(msg, c, f"{verb} {m['place']}{m['rest']}", "is", when, "pending")
    return [item] if item else []


def coming(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = COMING.match(c.lower)
    if m is None or re.search(r"\bevery\b", c.lower):
        return []  # "the cleaner comes every tuesday" is a routine
    if m["verb"].startswith("visiting") and not re.match(
        r"\s*(?:us|me|on|this|next|tomorrow|today|tonight|for|from|in)\b", m["rest"]
    ):
        return []  # "my parents are visiting my brother": their visit, not to the user
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    who = original(c, m, "who")
    verb = {"come": "coming", "comes": "coming", "arrive": "arriving", "arrives": "arriving",
            "booked": "booked"}.get(m["verb"], m["verb"])  # fmt: skip
    rest = strip_times(original(c, m, "rest"))
    rest = re.split(r"\s+(?:between|from|at|around)\s+\d", rest)[0]
    who = re.sub(r"^(?:the|a)\s+", "", who, flags=re.IGNORECASE)
    phrase = f"{who} {verb} {rest}"
    item = activity_item(msg, c, phrase, "expects:", when, "pending")
    return [item] if item else []


def trip(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "… for a work trip to Hamburg in September": a dated trip wherever the user's clause
    names it."""
    m = TRIP.search(c.text)
    if m is None or c.supplied or not re.match(r"(?:i|we)\b", c.lower):
        return []
    when = find_day(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(msg, c, m["what"], "has", when, "pending")
    return [item] if item else []
