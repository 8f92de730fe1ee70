"""More time phrases, as a table: each row is a cheap trigger-word check, a pattern and how
to turn its match into a day ("in Q3", "mon-thu next week", "in a fortnight", "in two
months"). `timeparse` tries them after its own phrases, so they only fill its gaps."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from memoryflow.extractors.rules.festivals import FESTIVAL, FESTIVAL_TRIGGERS, festival_day

_SHORT_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# "mon", "tues", "thurs", "wednesday": a weekday typed short or in full
_ANY_DAY = r"(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?"
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
          "a couple of": 2, "a few": 3, "couple of": 2, "few": 3}  # fmt: skip
_COUNT_WORD = r"(\d{1,2}|a|an|one|two|three|four|five|six|a couple of|a few)"

Resolver = Callable[[re.Match[str], str, date, bool], date | None]


@dataclass(frozen=True)
class TimeRow:
    """A time phrase: `trigger` is a substring the text must hold before the pattern runs."""

    trigger: tuple[str, ...]
    pattern: re.Pattern[str]
    resolve: Resolver
    # read before "next week" and the like, which it narrows ("mon-thu next week")
    narrows_week: bool = False
    # a festival dates the plan but stays in its title, as the holidays do in `timeparse`
    in_title: bool = False


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _COUNT.get(word, 1)


def _month_start(day: date, delta: int) -> date:
    month0 = day.month - 1 + delta
    return date(day.year + month0 // 12, month0 % 12 + 1, 1)


def _quarter(m: re.Match[str], _text: str, today: date, future: bool) -> date:
    """The quarter's first day, this year's unless it is over (plans) or still to come."""
    quarter, year = int(m["q"] or m["q2"]), m["year"] or m["year2"]
    found = date(int(year) if year else today.year, 3 * quarter - 2, 1)
    if year:
        return found
    if future and _month_start(found, 3) <= today:
        return found.replace(year=today.year + 1)
    if not future and found > today:
        return found.replace(year=today.year - 1)
    return max(found, today) if future else found


def _day_range(m: re.Match[str], text: str, today: date, future: bool) -> date:
    """The first day of "mon-thu": in the week named ("next week") or the nearest one."""
    weekday = _SHORT_DAYS.index(m[1][:3])
    if "next week" in text:
        return today - timedelta(days=today.weekday()) + timedelta(days=7 + weekday)
    if future:
        return today + timedelta(days=(weekday - today.weekday()) % 7)
    return today - timedelta(days=(today.weekday() - weekday) % 7)


def _fortnights(m: re.Match[str], _text: str, today: date, _future: bool) -> date:
    days = 14 * _count(m["n"] or m["n2"])
    return today - timedelta(days=days) if m["ago"] else today + timedelta(days=days)


def _months_ahead(m: re.Match[str], _text: str, today: date, _future: bool) -> date:
    """ "in two months": the same day that many months on (the month's last, if shorter)."""
    first = _month_start(today, _count(m["n"]))
    last = _month_start(first, 1) - timedelta(days=1)
    return min(first + timedelta(days=today.day - 1), last)


TIME_ROWS: tuple[TimeRow, ...] = (
    # "in Q3", "by Q4 2025", "early q2": a quarter needs a word of time in front or a year
    # after, so "Q3 results" or a "Q&A" stay no date
    TimeRow(
        ("q1", "q2", "q3", "q4"),
        re.compile(
            r"\b(?:(?:in|by|for|during|before|until|till|from|next|this|early|late|mid|"
            r"(?:the\s+)?(?:end|start|beginning)\s+of)\s+q(?P<q>[1-4])(?:\s+(?P<year>20\d\d))?"
            r"|q(?P<q2>[1-4])\s+(?P<year2>20\d\d))\b"
        ),
        _quarter,
    ),
    # "mon-thu", "mon to thurs", "tuesday through friday": the range's first day
    TimeRow(
        ("-", "\u2013", " to ", "thru", "through"),
        re.compile(
            rf"\b(?:from\s+)?{_ANY_DAY}\s*(?:-|\u2013|\bto\b|\bthru\b|\bthrough\b)\s*{_ANY_DAY}\b"
        ),
        _day_range,
        narrows_week=True,
    ),
    # "in a fortnight", "a fortnight ago"
    TimeRow(
        ("fortnight",),
        re.compile(
            rf"\bin\s+(?P<n>{_COUNT_WORD[1:-1]})\s+fortnights?\b|"
            rf"\b(?P<n2>{_COUNT_WORD[1:-1]})\s+fortnights?\s+(?P<ago>ago)\b"
        ),
        _fortnights,
    ),
    # "in two months", "in a couple of months": plans only (the past is said with "ago")
    TimeRow(
        ("month",),
        re.compile(rf"\bin\s+(?P<n>{_COUNT_WORD[1:-1]})\s+months?(?:'?\s*time)?\b"),
        _months_ahead,
    ),
    # "after ramadan", "for diwali", "over chinese new year": the festivals that move
    TimeRow(FESTIVAL_TRIGGERS, FESTIVAL, festival_day, in_title=True),
)


def table_day(
    text: str, today: date, future: bool, *, narrowing: bool = False
) -> tuple[date | None, str]:
    """The day the first row that matches names, with the phrase it matched (only the rows
    that narrow a week when `narrowing`)."""
    for row in TIME_ROWS:
        if narrowing and not row.narrows_week:
            continue
        if not any(word in text for word in row.trigger):
            continue
        if m := row.pattern.search(text):
            return row.resolve(m, text, today, future), m.group(0)
    return None, ""


STRIP_PATTERNS = tuple(
    re.compile(row.pattern.pattern, re.IGNORECASE) for row in TIME_ROWS if not row.in_title
)
