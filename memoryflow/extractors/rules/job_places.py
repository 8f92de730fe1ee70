"""Where one works, said through the job itself: "day job is in a call centre", "my part
time job at a dumpling place pays cash", "my weekend job at the garden centre". The job is
the subject of a sentence about something else, so no "I work at" frame reads it; the
workplace after "job at/in" is kept with its kind ("part-time", "weekend"). A job named
old, last, previous or dreamed of is not one's work now, and is not read. A new job by its
employer's name ("new job at a fintech in jersey city", "new job at Monzo") and a job one
moves for ("moving to amsterdam in august for a devops job at adyen") are one's work too."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _CITY, _PLACES_OF_WORK, Row
from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    IdentityFact,
    article,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.text import Clause

__all__ = ["JOB_PLACE_ROWS"]

_KIND = r"day|main|real|other|second|side|part[- ]time|full[- ]time|weekend|night|evening|summer|current|new"
_WORKPLACE = (
    rf"{_PLACES_OF_WORK}|place|centre|center|company|plant|site|takeaway|depot|garden centre|"
    # employers by their kind: "new job at a fintech in jersey city"
    r"fintech|startup|start-up|firm|agency|consultancy|charity|council|scale-?up|brewery|"
    r"dealership|roastery|studio|publisher|nonprofit|non-profit"
)
# A new job at an employer by its name, said as a fragment: "new job at Monzo", "new job at
# adyen from september" (not "new job at the moment", "at work").
_NAMED = r"(?!(?:a|an|the|my|work|home|last|this|the\s+moment)\b)[\w&'.-]+(?:\s+(?!(?:in|on|from|starting|next|this|last|and|but|so|lol)\b)[\w&'.-]+){0,2}"
# What follows a new job's employer: the end, when it starts, or a new clause.
_THEN = r"(?=\s*$|\s+(?:on|from|starting|next|this|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)|and|but|so|lol)\b)"
# A job one moves for: "moving to amsterdam in august for a devops job at adyen".
_MOVE = r"(?:i'm\s+|im\s+|i\s+am\s+|we're\s+|we\s+are\s+|i\s+|we\s+)?(?:(?:just|finally)\s+)?(?:moving|relocating|moved|relocated)\s+to\s+"


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


def build_new_job_named(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "new job at a fintech in jersey city" → "Works at a fintech in Jersey City"; "for a devops
    job at adyen" after a move → "Has a new devops job at Adyen"."""
    org = orig(c, m, "org")
    if org[:1].islower() and not re.match(r"(?:a|an|the)\s", org.lower()):
        org = org[:1].upper() + org[1:]  # a name typed in lower case: "adyen"
    city = place_name(c, m, "city") if m.groupdict().get("city") else ""
    if city and not place_ok(city):
        return []
    where = f" in {city}" if city else ""
    field = m.groupdict().get("field")
    if field:
        title = f"Has a new {orig(c, m, 'field')} job at {org}{where}"
        return [make_fact("employer", org.lower(), title, "professional")]
    return [make_fact("employer", org.lower(), f"Works at {org}{where}", "professional")]


def build_chair_rented(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "renting a chair at a private studio now" → "Rents a chair at a private studio"."""
    org, what = orig(c, m, "org"), m["what"]
    city = place_name(c, m, "city") if m.groupdict().get("city") else ""
    where = f" in {city}" if city and place_ok(city) else ""
    return [make_fact("employer", org.lower(), f"Rents a {what} at {org}{where}", "professional")]


def build_shifts_at(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "after my warehouse shifts" → "Works shifts at a warehouse"."""
    place = orig(c, m, "place")
    what = "shifts" if m["what"].startswith("shift") else "a job"
    title = (
        f"Works shifts at {article(place)} {place}"
        if what == "shifts"
        else f"Has {article(place)} {place} job"
    )
    return [make_fact("employer", place.lower(), title, "professional")]


JOB_PLACE_ROWS: tuple[Row, ...] = (
    # one's shifts or job at a workplace named as the time of something else: "i teach myself
    # web dev at night after my warehouse shifts", "between my bar shifts", "around my
    # hospital job" (not "my old café job", nor anyone else's: "his warehouse shifts")
    gated_row("employer", "shifts shift job", r"\bmy\s+(?:\S+\s+){1,2}(?:shifts?|job)\b",
              rf"^(?:.*?\s)?(?:after|before|between|around|during|from|with|on)\s+my\s+"
              rf"(?:(?:part[- ]time|weekend|night|evening|early|late|long)\s+)?(?P<place>{_PLACES_OF_WORK})\s+"
              rf"(?P<what>shifts?|job)\b",
              build_shifts_at),
    # a chair rented is the self-employed barber's, stylist's or tattooist's workplace:
    # "renting a chair at a private studio now", "i rent a booth at a salon in Leeds" (not "a
    # chair for the party")
    gated_row("employer", "renting rent rents", r"\brent(?:ing|s)?\s+a\s+(?:chair|booth)\s+(?:at|in)\s",
              rf"^(?:(?:i'm|im|i\s+am|i)\s+)?(?:(?:now|currently|just|also)\s+)?(?:renting|rent|rents)\s+a\s+"
              rf"(?P<what>chair|booth)\s+(?:at|in)\s+(?P<org>(?:a|an|the|my)\s+(?:[\w'-]+\s+){{0,2}}?"
              rf"(?:studio|salon|barbershop|barbers|barber\s+shop|shop|parlour|parlor|spa)){WORD_END}{_CITY}"
              rf"(?:\s+now)?$",
              build_chair_rented),
    # a new job by its employer's name, as a fragment: "new job at Monzo", "finally moved to the
    # US, new job at a fintech in jersey city" (the kind is read by the row below)
    gated_row("employer", "new", r"^(?:(?:a|my)\s+)?new\s+job\s+at\s",
              rf"^(?:(?:a|my)\s+)?new\s+job\s+at\s+(?P<org>{_NAMED}){_CITY}{_THEN}",
              build_new_job_named),
    # a job one moves for: "moving to amsterdam in august for a devops job at adyen"
    gated_row("employer", "moving relocating moved relocated", r"\bfor\s+(?:a|my)\s+(?:new\s+)?(?:[\w-]+\s+)?job\s+at\s",
              rf"^{_MOVE}.+?\s+for\s+(?:a|my)\s+(?:new\s+)?(?:(?P<field>(?!job\b)[\w-]+)\s+)?job\s+at\s+"
              rf"(?P<org>(?:(?:a|an|the)\s+)?{_NAMED}){_THEN}",
              build_new_job_named),
    gated_row("employer", "job", r"\bjob\s+(?:is\s+)?(?:at|in)\s",
              rf"^(?:my\s+)?(?P<kind>(?:{_KIND})\s+)?job\s+(?:is\s+)?(?:at|in)\s+(?P<org>(?:a|an|the)\s+"
              rf"(?:[\w'-]+\s+){{0,2}}?(?:{_WORKPLACE})){WORD_END}{_CITY}",
              build_job_place),
)  # fmt: skip
