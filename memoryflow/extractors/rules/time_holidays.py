"""Holidays people plan around, and the day each falls on in a given year: fixed ones,
Thanksgiving (the fourth Thursday of November) and Easter (computed)."""

from __future__ import annotations

import re
from datetime import date, timedelta

# Holidays people plan around ("hosting thanksgiving", "home for christmas"). They date the
# plan but stay in its title: the holiday is what the plan is about.
HOLIDAY = re.compile(
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


def holiday_date(m: re.Match[str], today: date, future: bool) -> date:
    which = next(i for i, group in enumerate(m.groups(), start=1) if group)
    found = _holiday_in(today.year, which)
    if future and found < today:
        return _holiday_in(today.year + 1, which)
    if not future and found > today:
        return _holiday_in(today.year - 1, which)
    return found
