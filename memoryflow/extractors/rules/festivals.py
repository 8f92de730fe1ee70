"""Festivals of the lunar and lunisolar calendars, which move each year and so cannot be
computed as Easter is: their first day in each year the table covers (the dates as the
calendars publish them; a sighting may shift one by a day). "after ramadan" is Eid."""

from __future__ import annotations

import re
from datetime import date

_FIRST_DAYS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "ramadan": ((2024, 3, 11), (2025, 3, 1), (2026, 2, 18), (2027, 2, 8), (2028, 1, 28),
                (2029, 1, 16), (2030, 1, 6)),
    "eid": ((2024, 4, 10), (2025, 3, 30), (2026, 3, 20), (2027, 3, 10), (2028, 2, 27),
            (2029, 2, 14), (2030, 2, 5)),
    "eid al-adha": ((2024, 6, 16), (2025, 6, 6), (2026, 5, 27), (2027, 5, 16), (2028, 5, 5),
                    (2029, 4, 24), (2030, 4, 13)),
    "diwali": ((2024, 11, 1), (2025, 10, 20), (2026, 11, 8), (2027, 10, 29), (2028, 10, 17),
               (2029, 11, 5), (2030, 10, 26)),
    "lunar new year": ((2024, 2, 10), (2025, 1, 29), (2026, 2, 17), (2027, 2, 6),
                       (2028, 1, 26), (2029, 2, 13), (2030, 2, 3)),
    "hanukkah": ((2024, 12, 25), (2025, 12, 14), (2026, 12, 4), (2027, 12, 24),
                 (2028, 12, 12), (2029, 12, 1), (2030, 12, 20)),
    "passover": ((2024, 4, 22), (2025, 4, 12), (2026, 4, 1), (2027, 4, 21), (2028, 4, 10),
                 (2029, 3, 30), (2030, 4, 17)),
}  # fmt: skip
_NAMES = {
    "ramadan": "ramadan", "ramzan": "ramadan", "ramadhan": "ramadan", "puasa": "ramadan",
    "eid": "eid", "eid al-fitr": "eid", "eid ul-fitr": "eid", "eid al fitr": "eid",
    "lebaran": "eid", "hari raya": "eid", "eid al-adha": "eid al-adha",
    "eid ul-adha": "eid al-adha", "bakrid": "eid al-adha", "diwali": "diwali",
    "deepavali": "diwali", "chinese new year": "lunar new year",
    "lunar new year": "lunar new year", "tet": "lunar new year", "seollal": "lunar new year",
    "hanukkah": "hanukkah", "chanukah": "hanukkah", "passover": "passover", "pesach": "passover",
}  # fmt: skip
_NAME = "|".join(sorted(map(re.escape, _NAMES), key=len, reverse=True))
FESTIVAL_TRIGGERS = ("ramadan", "ramzan", "ramadhan", "puasa", "eid", "lebaran", "hari raya",
                     "bakrid", "diwali", "deepavali", "new year", "tet", "seollal",
                     "hanukkah", "chanukah", "passover", "pesach")  # fmt: skip
# A festival as a time: after a word of time ("after ramadan", "for diwali", "over eid").
FESTIVAL = re.compile(
    rf"\b(?:in|for|during|over|after|before|at|on|around|until|till|by|this|next)\s+"
    rf"(?:the\s+)?(?P<festival>{_NAME})(?:\s+holidays?|\s+break)?\b"
)


def festival_day(m: re.Match[str], _text: str, today: date, future: bool) -> date | None:
    """The festival's first day nearest in the direction asked; "after ramadan" is Eid."""
    name = _NAMES[m["festival"]]
    if name == "ramadan" and m.group(0).startswith("after"):
        name = "eid"
    days = [date(*ymd) for ymd in _FIRST_DAYS[name]]
    ahead = [d for d in days if d >= today]
    behind = [d for d in days if d <= today]
    if future:
        return ahead[0] if ahead else None
    return behind[-1] if behind else None
