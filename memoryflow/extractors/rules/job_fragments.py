"""Jobs said as a fragment or in a trade's own words, which the agent-noun rows miss:

- a rank aboard a ship or an aircraft, with the vessel or the run ("2nd engineer on a bulk
  carrier", "deck cadet on a tanker", "captain on the dash 8", "working deckhand on the
  ferry out of oban"): a rank alone ("captain") is no job, a rank on a named craft is;
- a crew or a technician's trade with no agent ending ("cabin crew here", "pharmacy tech at
  a hospital in manchester", "medtech sa isang hospital"), a medical resident by specialty
  ("R2 pediatrics resident en guadalajara", "im an IM resident at rutgers") and an engineer's
  abbreviation at an employer ("SDE at amazon in seattle");
- a role held over someone at work ("im her team lead", "i'm their manager kinda");
- a truck driven with no article, the trade's own wording ("i drive truck otr"), and a
  vehicle driven for years ("I have driven a taxi in Athens for thirty-one years").

The fragments are read with the subject the reader supplies ("I'm"), so each row starts at
"i'm"; every row is gated by its trigger words (`gated_rows`)."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.identity_fragments import _ADV, _IM, _OCC, Row
from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.identity_role_words import DRIVEN_FOR_WORK
from memoryflow.extractors.rules.lexicon import alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["JOB_FRAGMENT_ROWS"]

# Ranks aboard: read only with the craft they serve on ("captain" alone may be a team's).
_RANK = (
    r"(?:(?:2nd|3rd|4th|second|third|fourth|chief|first|junior|senior)\s+(?:engineer|officer|"
    r"mate)|(?:deck|engine|navigation|engineering)\s+cadet|cadet|captain|skipper|deckhand|"
    r"deck\s+hand|bosun|able\s+seaman|oiler|purser|loadmaster|flight\s+engineer)"
)
# Trades with no agent ending, read with or without where: "cabin crew here".
_TRADE = (
    r"(?:cabin|flight|ground|air)\s+crew|aircrew|(?:pharmacy|vet|veterinary|lab|med|x-ray|"
    r"surgical|radiology|ultrasound|dental|ophthalmic|theatre)\s?tech|medtech|sde(?:\s+(?:i{1,3}|"
    r"[1-3]))?|swe(?:\s+(?:i{1,3}|[1-3]))?"
)
# A medical resident by specialty or year: "R2 pediatrics resident", "PGY-1 surgery resident".
_SPECIALTY = (
    # "IM" (internal medicine) reaches here as "I'm": casual spelling turns "im" into it
    r"pediatrics|paediatrics|peds|im|i'm|internal\s+medicine|surgery|surgical|gen(?:eral)?\s+surg(?:ery)?|"
    r"psych|psychiatry|anaesthetics|anesthesia|anesthesiology|fm|family\s+medicine|em|emergency\s+"
    r"medicine|ob-?gyn|obgyn|radiology|neurology|ortho|orthopaedics|orthopedics|cardiology|"
    r"dermatology|pathology|oncology|neurosurgery|urology|ent|ophthalmology"
)
_RESIDENT = rf"(?:(?:r[1-5]|pgy-?[1-7]|(?:1st|2nd|3rd|4th|first|second|third|fourth)[- ]year)\s+)?(?:{_SPECIALTY})\s+resident"
# A role held over someone at work: "im her team lead" (not "im her mum", "her biggest fan").
_OVER = r"team\s+lead|team\s+leader|line\s+manager|manager|supervisor|tech\s+lead"

# Where the job is done, as said: aboard a craft, at an employer, in or out of a town.
_NOT_CRAFT = (
    r"team|squad|side|club|committee|board|break|budget|roster|rota|shift|call|leave|way|phone|"
    r"internet|hook|fence|ball|case|job|clock|record|edge|mend|run|go|list"
)
_ON = rf"(?:\s+on\s+(?P<site>(?:a|an|the)\s+(?!(?:{_NOT_CRAFT})\b)[\w-]+(?:\s+(?!(?:out|in|at|for|with|and|but|so|btw|lol|now)\b)[\w-]+){{0,2}}))"
_AT = r"(?:\s+(?:at|for|with|bei|sa)\s+(?P<org>(?:(?:a|an|the|isang)\s+)?[\w&'.-]+(?:\s+(?!(?:in|en|out|and|but|so|btw|lol|now|since|for|here)\b)[\w&'.-]+){0,3}))"
_TOWN = r"(?:\s+(?P<prep>in|en|out\s+of|based\s+in|near)\s+(?P<city>[\w'.-]+(?:\s+(?!(?:and|but|so|btw|lol|now|since|for|here|with|on|at)\b)[\w'.-]+){0,2}))"
_END = r"(?=\s*$|\s*[,.!;:)(+]|\s+(?:btw|lol|haha|so|and|but|now|too|here|tho|though|kinda|sort\s+of|\d)\b)"
_LEAD = rf"^{_IM}\s+{_ADV}(?:working\s+(?:as\s+)?)?(?:(?:a|an|the)\s+)?"

# Craft a rank names that are no vessel or aircraft one serves on.
_NOT_PLACES = frozenset({"here", "there", "home", "board", "the way"})


def _where(c: Clause, m: re.Match[str]) -> str | None:
    """ " on a bulk carrier out of Bergen" as said; None when the town is no town."""
    groups = m.groupdict()
    where = ""
    if groups.get("site"):
        where += f" on {orig(c, m, 'site')}"
    if groups.get("org"):
        org = re.sub(r"^isang\s+", "a ", orig(c, m, "org"))  # Tagalog "a"
        where += f" at {org}"
    if groups.get("city"):
        said = orig(c, m, "city")
        if re.match(r"(?:a|an|the|isang)\s", said.lower()):  # a workplace: "sa isang hospital"
            return where + " in " + re.sub(r"^isang\s+", "a ", said, flags=re.IGNORECASE)
        city = place_name(c, m, "city")
        if not place_ok(city) or city.lower() in _NOT_PLACES:
            return None
        prep = re.sub(r"\s+", " ", groups["prep"]).replace("en", "in").replace("based in", "in")
        where += f" {prep} {city}"
    return where


def _job(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "2nd engineer on a bulk carrier" → "Works as a 2nd engineer on a bulk carrier"."""
    where = _where(c, m)
    if where is None or (m.groupdict().get("rank") and not where):
        return []  # a rank needs its craft or employer: "captain" alone is no job
    said = orig(c, m, "rank") if m.groupdict().get("rank") else orig(c, m, "role")
    low = said.lower()
    role = "medtech" if low == "medtech" else display(re.sub(r"\s+", " ", said))
    role = re.sub(r"\bi'm(?= resident)", "IM", role, flags=re.IGNORECASE)
    if re.fullmatch(r"(?:sde|swe)(?:\s+\w+)?", low):
        role = said.upper()
    crew = low.endswith("crew")  # "Works as cabin crew", as one says it
    title = f"Works as {'' if crew else article(role) + ' '}{role}{where}"
    return [make_fact("occupation", role, title, "professional", role=role.lower())]


def _over(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "im her team lead" → "Works as a team lead"."""
    role = re.sub(r"\s+", " ", orig(c, m, "role"))
    return [make_fact("occupation", role, f"Works as {article(role)} {role}", "professional",
                      role=role.lower())]  # fmt: skip


def _driver(c: Clause, m: re.Match[str], vehicle: str) -> list[IdentityFact]:
    """ "i drive truck otr" → "Works as a truck driver (OTR)"; "I have driven a taxi in
    Athens for thirty-one years" → "Works as a taxi driver in Athens"."""
    role = DRIVEN_FOR_WORK.get(vehicle, "truck driver")
    where = ""
    if m.groupdict().get("city"):
        city = place_name(c, m, "city")
        if not place_ok(city):
            return []
        where = f" in {city}"
    how = " (OTR)" if m.groupdict().get("otr") else ""
    return [make_fact("occupation", role, f"Works as {article(role)} {role}{where}{how}",
                      "professional", role=role)]  # fmt: skip


def _driver_any(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """A vehicle with its article in the present ("i drive a bus in Cardiff") is left to the
    main table, which reads it already; here only the perfect tense reads it."""
    if vehicle := m.groupdict().get("vehicle2"):
        if not re.match(r"i(?:'ve|\s+have)\s", c.lower) and "been driving" not in c.lower:
            return []
        return _driver(c, m, vehicle)
    return _driver(c, m, "truck")


_VEHICLE = alternation(tuple(DRIVEN_FOR_WORK))

# Rooms and units a job is done in, named by what they are ("in a cancer biology lab").
_UNIT = r"lab|laboratory|unit|ward|clinic|department|archive|practice|pharmacy|theatre|studio"
# The workplace that rosters the user: "warehouse put me on nights".
_ROSTERING = (
    r"warehouse|hospital|factory|depot|store|shop|restaurant|hotel|bakery|plant|site|"
    r"call\s+cent(?:re|er)|care\s+home|kitchen|bar|pub|supermarket"
)
_SHIFTS = r"nights|days|earlies|lates|night\s+shifts?|day\s+shifts?|weekends|evenings|mornings"


def _in_unit(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "postdoc in a cancer biology lab" → "Works as a postdoc in a cancer biology lab"."""
    role = display(re.sub(r"\s+", " ", orig(c, m, "role")))
    where = re.sub(r"\s+", " ", orig(c, m, "unit"))
    return [make_fact("occupation", role, f"Works as {article(role)} {role} in {where}",
                      "professional", role=role.lower())]  # fmt: skip


def _rostered(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "warehouse put me on nights" → "Works at a warehouse"."""
    place = re.sub(r"\s+", " ", m["place"])
    return [make_fact("employer", place, f"Works at {article(place)} {place}", "professional")]


def _works_in_unit(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "I work in a county records archive" → "Works in a county records archive"."""
    unit = re.sub(r"\s+", " ", orig(c, m, "unit"))
    return [make_fact("employer", unit, f"Works in {unit}", "professional")]


JOB_FRAGMENT_ROWS: tuple[Row, ...] = (
    # "2nd engineer on a bulk carrier", "deck cadet on a tanker", "captain on the dash 8 out
    # of bergen", "working deckhand on the ferry out of oban", "chief officer with Maersk"
    gated_row(
        "occupation",
        "engineer officer mate cadet captain skipper deckhand hand bosun seaman oiler purser "
        "loadmaster",
        rf"^{_IM}\s",
        rf"{_LEAD}(?P<rank>{_RANK}){_ON}?{_AT}?{_TOWN}?{_END}",
        _job,
    ),
    # "cabin crew here", "pharmacy tech at a hospital in manchester", "SDE at amazon in
    # seattle", "R2 pediatrics resident en guadalajara", "medtech ako sa isang hospital"
    gated_row(
        "occupation",
        "crew aircrew tech medtech sde swe resident",
        rf"^{_IM}\s",
        rf"{_LEAD}(?P<role>{_TRADE}|{_RESIDENT}){_ON}?{_AT}?{_TOWN}?{_END}",
        _job,
    ),
    # "im her team lead so i feel responsible", "i'm their manager kinda"
    gated_row(
        "occupation",
        "lead leader manager supervisor",
        rf"^{_IM}\s",
        rf"^{_IM}\s+{_ADV}(?:her|his|their)\s+(?P<role>{_OVER}){_END}",
        _over,
    ),
    # "i drive truck otr", "i've driven trucks for 20 years", "I have driven a taxi in Athens
    # for thirty-one years" (a truck with an article is one people own: not read)
    gated_row(
        "occupation",
        "drive driven driving",
        r"\bdriv",
        rf"^i(?:'ve|\s+have)?\s+{_ADV}(?:drive|been\s+driving|driven)\s+(?:(?P<vehicle>truck)"
        rf"(?:\s+(?P<otr>otr|over\s+the\s+road|long[- ]haul))?|(?:an?\s+)?(?P<vehicle2>{_VEHICLE}))"
        r"(?:\s+in\s+(?P<city>[\w'.-]+(?:\s+(?!(?:for|since|and|but|so|now)\b)[\w'.-]+)?))?"
        r"(?=\s*$|\s*[,.!;]|\s+(?:for|since|and|but|so|now|lol|full[- ]time|out)\b)",
        _driver_any,
    ),
    # "postdoc in a cancer biology lab", "biomedical scientist in a hospital blood sciences
    # lab here" (the unit is no town, so the main table leaves the fragment)
    gated_row(
        "occupation",
        _UNIT.replace("|", " "),
        rf"^{_IM}\s",
        rf"{_LEAD}(?P<role>(?:[a-z][\w-]*\s+)?(?:{_OCC}))\s+in\s+(?P<unit>(?:a|an|the)\s+"
        rf"(?:[\w&-]+\s+){{0,3}}?(?:{_UNIT}))(?:\s+here)?{_END}",
        _in_unit,
    ),
    # "warehouse put me on nights starting monday", "the hospital has me on nights again"
    gated_row(
        "employer",
        "put putting moved switched has rostered",
        r"\bme\s+on\s",
        rf"^(?:(?:the|my)\s+)?(?P<place>{_ROSTERING})\s+(?:has\s+|have\s+|just\s+)?(?:put|putting|"
        rf"moved|switched|rostered|has|have)\s+me\s+on\s+(?:{_SHIFTS})\b",
        _rostered,
    ),
    # "I work in a county records archive", "i work in the histology lab"
    gated_row(
        "employer",
        _UNIT.replace("|", " "),
        r"\bwork\s+(?:in|at)\s",
        rf"^i\s+{_ADV}work\s+(?:in|at)\s+(?P<unit>(?:a|an|the)\s+(?:[\w&-]+\s+){{0,3}}?"
        rf"(?:{_UNIT})){_END}",
        _works_in_unit,
    ),
)
