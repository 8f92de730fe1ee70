"""Where one works, said through the job itself: "day job is in a call centre", "my part
time job at a dumpling place pays cash", "my weekend job at the garden centre". The job is
the subject of a sentence about something else, so no "I work at" frame reads it; the
workplace after "job at/in" is kept with its kind ("part-time", "weekend"). A job named
old, last, previous or dreamed of is not one's work now, and is not read."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _CITY, _PLACES_OF_WORK, Row
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.text import Clause

__all__ = ["JOB_PLACE_ROWS"]

_KIND = r"day|main|real|other|second|side|part[- ]time|full[- ]time|weekend|night|evening|summer|current|new"
_WORKPLACE = (
    rf"{_PLACES_OF_WORK}|place|centre|center|company|plant|site|takeaway|depot|garden centre"
)


def build_job_place(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = orig(c, m, "org")
    kind = (m["kind"] or "").strip().replace(" ", "-")
    part = " part-time" if kind.startswith("part") else ""
    note = f" ({kind} job)" if kind in ("weekend", "summer", "side", "evening", "night") else ""
    city = place_name(c, m, "city") if m.groupdict().get("city") else ""
    if city and not place_ok(city):
        return []
    where = f" in {city}" if city else ""
    return [make_fact("employer", org, f"Works{part} at {org}{where}{note}", "professional")]


JOB_PLACE_ROWS: tuple[Row, ...] = (
    gated_row("employer", "job", r"\bjob\s+(?:is\s+)?(?:at|in)\s",
              rf"^(?:my\s+)?(?P<kind>(?:{_KIND})\s+)?job\s+(?:is\s+)?(?:at|in)\s+(?P<org>(?:a|an|the)\s+"
              rf"(?:[\w'-]+\s+){{0,2}}?(?:{_WORKPLACE})){WORD_END}{_CITY}",
              build_job_place),
)  # fmt: skip
