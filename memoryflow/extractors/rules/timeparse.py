"""Relative and absolute time phrases ("on Sunday", "tomorrow at 3pm", "two days ago"),
resolved against the message's created_at so the same message always gives the same date."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from memoryflow.extractors.rules.time_table import STRIP_PATTERNS, table_day

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "few": 3}  # fmt: skip
_NUM = r"(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)"
_WD = "|".join(WEEKDAYS)
_MON = "|".join(MONTHS) + "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"

_DAY_WORD = re.compile(
    r"\b(?:(the day after tomorrow)|(the day before yesterday)|(today|tonight|this morning|"
    r"this afternoon|this evening|earlier today|later today)|(tomorrow)(?: morning| afternoon| "
    r"evening| night)?|(yesterday|last night)(?: morning| afternoon| evening)?)\b"
)
_WEEKDAY = re.compile(rf"\b(?:(on|this|next|nxt|last|coming)\s+)?({_WD})\b")
_WEEKDAY_ANY = re.compile(
    rf"\b(?:(?:on|this|next|nxt|last|coming)\s+)?(?:{_WD})(?:\s+(?:morning|afternoon|evening|night))?\b",
    re.IGNORECASE,
)
_WEEK = re.compile(
    r"\b(next|nxt|last|this) (week|weekend|month|year)\b|\bthis (quarter)\b|"
    r"\b(?:(over|at|on) the) (weekend)\b"
)
# "the week after next": a fortnight from now.
_WEEK_AFTER_NEXT = re.compile(r"\b(?:the )?week after next\b")
# "by the end of the month", "end of next month": the month's last day.
_MONTH_END = re.compile(
    r"\b(?:(?:at|by|before|until|til|till) )?(?:the )?end of (?:the |this |(next) )?month\b"
)
# "this summer", "in the spring", "next autumn": the season's first day (northern seasons, as
# most of the users' places have them).
_SEASON = re.compile(
    r"\b(?:(this|next|in the|over the|during the|in|during|by|until|till|from|this coming)"
    r"(?: early| late| mid-?)? )(summer|spring|autumn|fall|winter)\b"
)
_SEASON_MONTH = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_OFFSET = re.compile(rf"\b(?:in {_NUM} (days?|weeks?)|{_NUM} (days?|weeks?) ago)\b")
_MONTH_DAY = re.compile(
    rf"\b(?:on )?(?:({_MON})\.? (\d{{1,2}})(?:st|nd|rd|th)?|(\d{{1,2}})(?:st|nd|rd|th)? "
    rf"(?:of )?({_MON}))\b"
)
# "on the 20th", "the 14th is …": a day of this month, or of the next once it has passed.
# Only where an ordinal ends the phrase, so "the 3rd floor" or "the 2nd time" are no dates.
_DAY_OF_MONTH = re.compile(
    r"\b(?:on |from |by |until |til |till )?(?:the week of )?the (\d{1,2})(?:st|nd|rd|th)\b"
    r"(?=\s*(?:$|[,.!?;:)\-]|\s(?:is|was|at|and|so|for|we|i|im|i'm|my|our|then|ugh|lol|too|"
    r"until|till|to|through|or|but|which|when|if|please|pls|its|it's|after|before|once|"
    r"because|cos|since|with|instead|morning|afternoon|evening|night|\W)))"
)
# "in June", "next September", "before june", "the first week of august": the first day of
# that month, the next one for plans.
_MONTH_ONLY = re.compile(
    r"\b(?:in|this|next|early|late|mid|by|until|from|before|for|over|during|after|around|come|"
    r"starting|beginning|(?:the\s+)?(?:first|"
    r"second|third|last|1st|2nd|3rd|4th)\s+(?:week|weekend)\s+of|(?:the\s+)?(?:start|beginning|"
    r"middle|end)\s+of)[- ](january|february|march|april|may|june|"
    r"july|august|september|october|november|december|"
    # typed short: "tore my acl in jan" ("mar" and "may" are words too, so never short)
    r"jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?!\s+\d)"
)
_CLOCK = re.compile(
    r"\b(?:at|around|by|from)\s+(?:(noon|midday|midnight)|(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)"
    r"(?=\W|$)"
)
# Holidays people plan around ("hosting thanksgiving", "home for christmas"). They date the
# plan but stay in its title: the holiday is what the plan is about.
_HOLIDAY = re.compile(
    r"\b(?:(christmas eve|xmas eve)|(christmas|xmas)(?: day)?|(boxing day)|(new year'?s eve|nye)|"
    r"(new year'?s day)|(halloween)|(valentine'?s(?: day)?)|(thanksgiving)|(easter)(?: sunday)?|"
    r"(st\.? patrick'?s day|paddy'?s day)|(fourth of july|4th of july|july 4th)|(bonfire night))\b"
)
_FIXED_HOLIDAYS = {
    1: (12, 24), 2: (12, 25), 3: (12, 26), 4: (12, 31), 5: (1, 1), 6: (10, 31), 7: (2, 14),
    10: (3, 17), 11: (7, 4), 12: (11, 5),
}  # fmt: skip
_THANKSGIVING, _EASTER = 8, 9


def _easter(year: int) -> date:
    """Western Easter Sunday (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (b - (b + 8) // 25 + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    leap = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * leap) // 451
    month, day = divmod(h + leap - 7 * m + 114, 31)
    return date(year, month, day + 1)


def _holiday_in(year: int, which: int) -> date:
    if which == _THANKSGIVING:  # the fourth Thursday of November
        first = date(year, 11, 1)
        return first + timedelta(days=(3 - first.weekday()) % 7 + 21)
    if which == _EASTER:
        return _easter(year)
    month, day = _FIXED_HOLIDAYS[which]
    return date(year, month, day)


def _holiday(m: re.Match[str], today: date, future: bool) -> date:
    which = next(i for i, group in enumerate(m.groups(), start=1) if group)
    found = _holiday_in(today.year, which)
    if future and found < today:
        return _holiday_in(today.year + 1, which)
    if not future and found > today:
        return _holiday_in(today.year - 1, which)
    return found


_SPAN = re.compile(
    r"\b(?:this|next) (?:week|month|quarter|year|semester|term|summer|winter|spring|fall)\b|"
    r"\b(?:these days|at the moment|right now|currently|lately|recently)\b"
)


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
        days = n * (7 if unit.startswith("week") else 1)
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
    if m := _HOLIDAY.search(text):
        return _holiday(m, today, future), m.group(0)
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


_STRIP = (
    tuple(
        re.compile(p.pattern, re.IGNORECASE)
        for p in (
            _DAY_WORD,
            _OFFSET,
            _MONTH_DAY,
            _DAY_OF_MONTH,
            _MONTH_ONLY,
            _WEEKDAY_ANY,
            _WEEK_AFTER_NEXT,
            _WEEK,
            _MONTH_END,
            _SEASON,
            _CLOCK,
            _SPAN,
        )
    )
    + STRIP_PATTERNS
)


def strip_times(text: str) -> str:
    """`text` without its time phrases, for titles: "a run on Sunday at 9am" → "a run"."""
    out = text
    for pattern in _STRIP:
        out = pattern.sub("", out)
    # a dangling preposition goes, never the end of "weigh-in" or "check-in"
    out = re.sub(r"(?<![\w-])(?:on|at|in|for|from|by|due)(?:\s+the)?\s*$", "", out.strip())
    return re.sub(r"\s+", " ", out).strip(" ,")


def has_date(lower: str) -> bool:
    """Whether the text names a day or a time of day."""
    return _resolve_day(lower, date(2000, 1, 1), True)[0] is not None or bool(_CLOCK.search(lower))
