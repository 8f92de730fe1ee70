"""Relative and absolute time phrases ("on Sunday", "tomorrow at 3pm", "two days ago"),
resolved against the message's created_at so the same message always gives the same date.
The phrases themselves are in `time_phrases`, holidays in `time_holidays`; taking them out
of titles is `time_stripping`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from memoryflow.extractors.rules.time_holidays import HOLIDAY, holiday_date
from memoryflow.extractors.rules.time_phrases import (
    _CLOCK,
    _DAY_OF_MONTH,
    _DAY_WORD,
    _MONTH_DAY,
    _MONTH_END,
    _MONTH_ONLY,
    _NUMBERS,
    _OFFSET,
    _SEASON,
    _SEASON_MONTH,
    _SPAN,
    _WEEK,
    _WEEK_AFTER_NEXT,
    _WEEKDAY,
    MONTHS,
    WEEKDAYS,
)
from memoryflow.extractors.rules.time_table import table_day


@dataclass(frozen=True)
class TimeRef:
    day: date | None
    clock: time | None
    phrase: str  # the text matched, to strip it from titles

    def iso(self, anchor: datetime) -> str | None:
        if self.day is None:
            return None
        if self.clock is None:
            return self.day.isoformat()
        return datetime.combine(self.day, self.clock, tzinfo=anchor.tzinfo).isoformat()


def _number(word: str) -> int:
    word = word.removeprefix("a ").strip() if word.startswith("a ") else word
    return int(word) if word.isdigit() else _NUMBERS.get(word, 1)


def _month_index(name: str) -> int:
    name = name.rstrip(".")[:3]
    return [m[:3] for m in MONTHS].index(name) + 1


def _first_of_month(day: date, delta: int) -> date:
    month0 = day.month - 1 + delta
    return date(day.year + month0 // 12, month0 % 12 + 1, 1)


def _resolve_day(text: str, today: date, future: bool) -> tuple[date | None, str]:
    if m := _DAY_WORD.search(text):
        if m.group(1):
            return today + timedelta(days=2), m.group(0)
        if m.group(2):
            return today - timedelta(days=2), m.group(0)
        if m.group(3):
            return today, m.group(0)
        if m.group(4):
            return today + timedelta(days=1), m.group(0)
        return today - timedelta(days=1), m.group(0)
    if m := _OFFSET.search(text):
        if m.group(1):
            n, unit, sign = _number(m.group(1)), m.group(2), 1
        else:
            n, unit, sign = _number(m.group(3)), m.group(4), -1
        days = 0 if unit.startswith("h") else n * (7 if unit.startswith("week") else 1)
        return today + timedelta(days=sign * days), m.group(0)
    if m := _MONTH_DAY.search(text):
        month = _month_index(m.group(1) or m.group(4))
        day_n = int(m.group(2) or m.group(3))
        try:
            found = date(today.year, month, day_n)
        except ValueError:
            return None, ""
        if future and found < today:
            found = found.replace(year=today.year + 1)
        elif not future and found > today:
            found = found.replace(year=today.year - 1)
        return found, m.group(0)
    if m := _DAY_OF_MONTH.search(text):
        day_n = int(m.group(1))
        first = _first_of_month(today, 0)
        if (future and day_n < today.day) or (not future and day_n > today.day):
            first = _first_of_month(today, 1 if future else -1)
        try:
            return first.replace(day=day_n), m.group(0)
        except ValueError:
            return None, ""
    if m := _MONTH_ONLY.search(text):
        found = date(today.year, _month_index(m.group(1)), 1)
        if future and found < today.replace(day=1):
            found = found.replace(year=today.year + 1)
        elif not future and found > today:
            found = found.replace(year=today.year - 1)
        return _within_month(found, m.group(0)), m.group(0)
    if m := _WEEKDAY.search(text):
        which, weekday = (
            (m.group(1) or "").replace("nxt", "next") or None,
            WEEKDAYS.index(m.group(2)),
        )
        if which == "last" or ((which is None or which == "on") and not future):
            back = (today.weekday() - weekday) % 7 or (7 if which == "last" else 0)
            return today - timedelta(days=back), m.group(0)
        ahead = (weekday - today.weekday()) % 7
        if which == "next" and ahead == 0:
            ahead = 7
        return today + timedelta(days=ahead), m.group(0)
    if m := _MONTH_END.search(text):
        first_after = _first_of_month(today, 2 if m.group(1) else 1)
        return first_after - timedelta(days=1), m.group(0)
    if m := _WEEK_AFTER_NEXT.search(text):
        return today + timedelta(days=14), m.group(0)
    if (narrowed := table_day(text, today, future, narrowing=True))[0]:
        return narrowed
    if m := _WEEK.search(text):
        which = (m.group(1) or "").replace("nxt", "next") or ("this" if future else "last")
        unit = m.group(2) or m.group(5)
        if unit == "weekend":
            to_saturday = (5 - today.weekday()) % 7
            if which == "last":
                return today - timedelta(days=(today.weekday() - 5) % 7 or 7), m.group(0)
            return today + timedelta(days=to_saturday + (7 if which == "next" else 0)), m.group(0)
        if unit == "week" and which in ("next", "last"):
            return today + timedelta(days=7 if which == "next" else -7), m.group(0)
        if unit == "month" and which in ("next", "last"):
            return _first_of_month(today, 1 if which == "next" else -1), m.group(0)
        if unit == "year" and which == "next":  # "last year" dates nothing one can act on
            return date(today.year + 1, 1, 1), m.group(0)
    if m := HOLIDAY.search(text):
        return holiday_date(m, today, future), m.group(0)
    if m := _SEASON.search(text):
        return _season(m.group(1), m.group(2), today, future), m.group(0)
    return table_day(text, today, future)


def _within_month(first: date, phrase: str) -> date:
    """ "the end of may" is its last day and "mid june" its 15th: mid-month a plan for the
    month's end is still ahead."""
    if re.match(r"(?:the\s+)?end\s+of|late\b", phrase):
        return _first_of_month(first, 1) - timedelta(days=1)
    if re.match(r"(?:the\s+)?middle\s+of|mid\b", phrase):
        return first.replace(day=15)
    return first


def _season(which: str, season: str, today: date, future: bool) -> date:
    """The first day of the season named, this year's unless it is over (or "next")."""
    found = date(today.year, _SEASON_MONTH[season], 1)
    if which == "next" and found <= today:
        return found.replace(year=today.year + 1)
    if not future and found > today:
        return found.replace(year=today.year - 1)
    if future and _first_of_month(found, 3) <= today:
        return found.replace(year=today.year + 1)
    return max(found, today) if future else found


def _resolve_clock(text: str) -> tuple[time | None, str]:
    m = _CLOCK.search(text)
    if not m:
        return None, ""
    if m.group(1):
        return (time(0, 0) if m.group(1) == "midnight" else time(12, 0)), m.group(0)
    hour, minute = int(m.group(2)), int(m.group(3) or 0)
    meridiem = (m.group(4) or "").replace(".", "")
    if not meridiem and not m.group(3):
        return None, ""  # "at 3" alone is too ambiguous (3 people? 3 o'clock?)
    if meridiem == "pm" and hour < 12:
        hour += 12
    elif meridiem == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None, ""
    return time(hour, minute), m.group(0)


def find_time(lower: str, anchor: datetime, *, future: bool) -> TimeRef | None:
    """The time a clause refers to, or None. `future` picks the direction of bare
    weekdays and dates ("on Sunday" is the next Sunday for plans, the last for the past)."""
    day, day_phrase = _resolve_day(lower, anchor.date(), future)
    clock, clock_phrase = _resolve_clock(lower)
    if day is None and clock is not None:
        day = anchor.date()
    if day is None:
        return None
    phrase = " ".join(p for p in (day_phrase, clock_phrase) if p)
    return TimeRef(day=day, clock=clock, phrase=phrase)


def find_day(lower: str, anchor: datetime, *, future: bool) -> TimeRef | None:
    """Like `find_time`, but only when the clause names a day ("starts at 8" names none)."""
    day, day_phrase = _resolve_day(lower, anchor.date(), future)
    if day is None:
        return None
    clock, clock_phrase = _resolve_clock(lower)
    return TimeRef(
        day=day, clock=clock, phrase=" ".join(p for p in (day_phrase, clock_phrase) if p)
    )


def has_span(lower: str) -> bool:
    """An ongoing period ("this quarter", "these days"): a situation, not an event."""
    return bool(_SPAN.search(lower))


def has_date(lower: str) -> bool:
    """Whether the text names a day or a time of day."""
    return _resolve_day(lower, date(2000, 1, 1), True)[0] is not None or bool(_CLOCK.search(lower))
