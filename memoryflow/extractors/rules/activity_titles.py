"""Titles for events that name nothing of their own.

A title of one bare noun ("Exam", "Appointment", "Sale") or of someone merely coming
("Movers coming") says nothing one could tell apart from the next such event, so it keeps
what the message adds: the specific exam named elsewhere in the message ("my ielts essay …
the exam is 8 june" → "IELTS exam"), the day as said ("on 8 June", "tomorrow") and a
place said right after the day ("in Hanoi")."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.time_phrases import MONTHS, WEEKDAYS
from memoryflow.extractors.rules.timeparse import TimeRef

# One bare word, or one word said to be coming, starting or ending: nothing else names it.
_THIN = re.compile(r"[\w'-]+(?:\s+(?:coming|starts?|ends|expires|begins?))?", re.IGNORECASE)
# Exams known by their name: "the exam" in a message that names one is that one.
_NAMED_EXAM = re.compile(
    r"\b(ielts|toefl|jlpt|hsk|delf|dalf|dele|topik|testdaf|celpip|nclex|usmle|plab|mcat|lsat|"
    r"gre|gmat|sat|act|gcse|cfa|acca|cpa)\b",
    re.IGNORECASE,
)
_GENERIC_EXAM = re.compile(r"(?:exam|test)s?", re.IGNORECASE)
# The hour is in starts_at; the title keeps the day: "friday at 2" → "on Friday".
_CLOCK = re.compile(
    r"\s*\b(?:(?:at|around|by|from)\s+)?(?:\d{1,2}(?::\d{2})?\s*[ap]\.?m\b\.?|noon|midday|midnight)"
    r"|\s*\b(?:at|around|by)\s+\d{1,2}(?::\d{2})?$"
)
_NAMES = frozenset(WEEKDAYS + MONTHS)  # capitalised in a title
_ON = re.compile(
    r"(?!(?:on|in|by|from|before|after|until|till|within|over|next|this)\s)"
    r"(?:\d|the\s|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|[a-z]+\s+\d)",
    re.IGNORECASE,
)
# A day that stays true once said: a weekday, a date, a month ("Physio on Thursday", "Half
# marathon on 15 September"). "tomorrow", "next week" or "in 3 days" are only true on the
# day they are said, so the date of the item carries them and the title does not.
_LASTING_DAY = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)\b|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}\s+"
    r"(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
    re.IGNORECASE,
)
# A place said right after the day, before the clause goes on: "8 june in hanoi and …".
_PLACE_AFTER = r"\s+in\s+(?P<place>[a-z][\w'-]+)\s*(?:$|,|\band\b|\bso\b|\bbut\b)"
_NOT_PLACES = {"the", "a", "an", "my", "our", "person", "town", "class", "school", "time"}


_FULL_MONTH = {month[:3]: month for month in MONTHS}
_MONTH_SHORT = re.compile(r"\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?", re.IGNORECASE)


def is_thin(bare: str) -> bool:
    return bool(_THIN.fullmatch(bare.strip()))


def spoken_day(phrase: str) -> str:
    day = _CLOCK.sub("", phrase).strip(" ,")
    day = _MONTH_SHORT.sub(lambda m: _FULL_MONTH[m[1].lower()[:3]], day)  # "sept" → "september"
    day = re.sub(r"^(?:this\s+)?coming\s+", "", day, flags=re.IGNORECASE)  # "(this) coming friday"
    day = re.sub(r"\b(?:tmrw?|tmr|tomoz)\b", "tomorrow", day, flags=re.IGNORECASE)
    day = " ".join(w.capitalize() if w.lower() in _NAMES else w for w in day.split())
    day = re.sub(r"\bq([1-4])\b", r"Q\1", day)  # "in q3" → "in Q3"
    return f"on {day}" if _ON.match(day) and not day.startswith("the week of") else day


def dated_title(title: str, when: TimeRef) -> str:
    """`title` with the day it happens on, when that day stays true once said and the title
    does not name it yet: "Physio appointment" → "Physio appointment on Thursday"."""
    if not when.phrase or not _LASTING_DAY.search(when.phrase):
        return title
    said = re.sub(r"^(?:on|this|next|nxt|coming|last)\s+", "", when.phrase.strip(), flags=re.I)
    day = spoken_day(said)
    if not day or day.lower() in title.lower() or re.search(r"\bon\s+\w+$", title):
        return title
    return f"{title} {day}"


def thin_title(bare: str, when: TimeRef, clause: str, message: str) -> str:
    """`bare` with what the message adds when it names nothing of its own."""
    if not is_thin(bare):
        return bare
    title = bare
    if _GENERIC_EXAM.fullmatch(bare) and (named := _NAMED_EXAM.search(message)):
        title = f"{named[1].upper()} {bare.lower()}"
    day = spoken_day(when.phrase) if when.phrase else ""
    if day and day.lower() not in title.lower():
        title = f"{title} {day}"
    place = re.search(re.escape(when.phrase.lower()) + _PLACE_AFTER, clause.lower())
    if when.phrase and place and place["place"] not in _NOT_PLACES:
        title = f"{title} in {place['place'].capitalize()}"
    return title
