"""Where the user lives or comes from, said through a frame the main table does not read:
"home is Perth", "we moved south to Bergen", "back in seattle where i grew up", "since i
came over from lagos", "we're renovating a 1920s bungalow in Adelaide", "I'm Glasgow-based",
"our flat in Leith". `PLACE_EARLY_ROWS` are tried before the main identity table (which would
read a described place as the place itself), `PLACE_ROWS` after it."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row
from memoryflow.extractors.rules.home_forms import names_a_town
from memoryflow.extractors.rules.identity_fragments import (
    _ADV,
    _HOME,
    _IM,
    _LIVE_VERB,
    _PLACE,
    _WE,
    Row,
)
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.identity_place_builders import (
    build_home_of_their_own,
    build_origin,
    build_residence,
)
from memoryflow.extractors.rules.text import Clause


def build_home_named(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'home is Perth': only a capitalised place ('home is a mess', 'home is quiet' are not)."""
    place = orig(c, m, "place")
    if not place[:1].isupper() or _LODGINGS.search(place.lower()):
        return []
    return build_residence(c, m)


def build_capitalised_place_origin(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if not orig(c, m, "place")[:1].isupper():
        return []
    return build_origin(c, m)


# "we stay in Premier Inns": lodgings, not a home town.
_LODGINGS = re.compile(r"\b(?:inns?|hotels?|hostels?|motels?|airbnbs?|b&bs?|lodges?|resorts?)$")


def build_capitalised_place(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """A home in a weak frame ('I stay in Kampala') only when the user capitalised it: 'I stay
    in bed' names no place."""
    place = orig(c, m, "place")
    if not place[:1].isupper() or _LODGINGS.search(place.lower()):
        return []
    return build_residence(c, m)


# "plant-based", "evidence-based": not a place one is based in.
_NOT_BASES = {"plant", "evidence", "cloud", "web", "home", "office", "research", "faith",
              "community", "team", "project", "skill", "skills", "value", "values", "rules"}  # fmt: skip


def build_place_based(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "I'm Glasgow-based": a capitalised place only."""
    place = orig(c, m, "place")
    if not place[:1].isupper() or place.lower() in _NOT_BASES:
        return []
    return build_residence(c, m)


def build_moving_from(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'we're moving from leeds to bristol in may': home is still the town left, until the
    move is done (a line of work left is no town: 'moving from sales to product')."""
    if not names_a_town(m["place"]):
        return []
    if m["verb"] and not orig(c, m, "place")[:1].isupper():
        return []  # a bare "moving from pandas to polars" may be any change: a town capitalised
    return build_residence(c, m)


def build_near_named(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'I live in a small village outside Ripon' → 'Lives outside Ripon'."""
    if re.match(r"(?:my|our|his|her|their|the|a|an)\b", m["place"]):
        return []  # "in the same town near my mum"
    return build_residence(c, m)


_FROM_THE = r"^(?:i'm|i am)\s+(?:originally\s+)?from\s+the"
# A home named as one's own, but not a second one: "our flat in Leith" (not "our holiday home
# in Spain", "my parents' house in Cork").
_NOT_OWN_HOME = (
    r"holiday|second|summer|old|former|previous|weekend|future|dream|parents'?|mum's|dad's"
)


def build_workplace_in(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """ "my office is in Canary Wharf", "I work from home in Cork": where one works (a
    capitalised place only: "my office is in a mess")."""
    place = orig(c, m, "place")
    if not place[:1].isupper():
        return []
    how = "from home " if m.groupdict().get("home") else ""
    return [make_fact("workplace", place, f"Works {how}in {place}", "professional")]


# Every row here is gated and triggered by words of its own (see `gated_rows`).
_gated = gated_row


# A home one does not live in, said after it: "our house in Spain is rented out".
_A_SECOND_HOME = r"rented out|let out|for sale|sold|selling|holiday|airbnb|empty|second|renting it"


# Going to or staying at a home for a while: not where one lives.
_ON_THE_WAY = r"going|goes|heading|off\s+to|visit\w*|trip|weekend|holiday|vacation|staying|stayed"
_HOME_WORDS = (
    "flat house apartment place home studio condo bungalow cottage townhouse share houseshare "
    "dorm smallholding farm croft ranch homestead farmhouse cabin"
)


PLACE_EARLY_ROWS: tuple[Row, ...] = (
    # a described place around a named one: "in a small village outside Ripon", "out in the
    # sticks near Castlebar", "in a little town north of Porto"
    _gated("residence", "outside near north south east west", r"\s(?:outside|near|north|south|east|west)\s", rf"^(?:{_LIVE_VERB})\s+(?:out\s+)?in\s+(?:a|an|the)\s+(?:[\w-]+\s+){{0,3}}?[\w-]+\s+"
         rf"(?P<near>(?:just\s+)?(?:outside(?:\s+of)?|near|(?:north|south|east|west)\s+of))\s+{_PLACE}",
         build_near_named),
)  # fmt: skip

PLACE_ROWS: tuple[Row, ...] = (
    _gated("origin", "from", r"\bfrom\s+the\s", rf"{_FROM_THE}\s+{_PLACE}", build_capitalised_place_origin),
    # "Leeds born and bred"
    _gated("origin", "born", r"\sborn\s+and\s", rf"^(?:{_IM}\s+)?{_PLACE}\s+born\s+and\s+(?:bred|raised)\b", build_capitalised_place_origin),
    _gated("workplace", "office workplace practice clinic shop studio lab depot", r"\b(?:office|workplace|practice|clinic|shop|studio|lab|depot)\s+is\s", r"^(?:my|our)\s+(?:office|workplace|practice|clinic|shop|studio|lab|depot)\s+is\s+"
         rf"(?:based\s+)?(?:in|near|just\s+outside|outside)\s+{_PLACE}", build_workplace_in),
    # German with how long before the place: "ich wohne seit zwei Jahren in Zürich"
    _gated("residence", "wohne", r"\bwohne\s", rf"^(?:ich\s+)?wohne\s+seit\s+(?:[\w-]+\s+){{1,3}}?in\s+{_PLACE}", build_residence),
    # ("I stay in Premier Inns when I travel" is not a home)
    _gated("residence", "stay", r"\bstay\s+in\s", rf"^{_WE}\s+{_ADV}stay\s+in\s+{_PLACE}(?=\s*$|\s+(?:with|now|for\s+\d|since|"
         r"these days)\b)", build_capitalised_place),
    _gated("residence", "based", r"-based\b", rf"^(?:{_IM}\s+{_ADV})?(?:(?:a|an)\s+)?(?P<place>[a-z][\w'.]*(?:\s+[a-z][\w'.]*)?)-based\b",
         build_place_based),
    _gated("residence", "flat house apartment place home studio condo bungalow cottage townhouse share houseshare dorm smallholding farm croft ranch homestead farmhouse cabin", rf"\b(?:{_HOME})\s+in\s", rf"^(?:my|our)\s+(?!(?:{_NOT_OWN_HOME})\s)(?!.*\b(?:{_A_SECOND_HOME})\b)(?:[\w-]+\s+)?{_HOME}\s+in\s+{_PLACE}",
         build_home_of_their_own),
    # one's own home named inside a clause about something else: "i will be alone in our dorm
    # in Hanoi", "working from my flat in Leith" (not on the way there, nor a relative's
    # clause: "my mum is alone in our house in Cork")
    _gated("residence", _HOME_WORDS, rf"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:{_HOME})\s+in\s",
           rf"^(?!(?:my|his|her|their)\s)(?!.*\b(?:{_ON_THE_WAY})\b)(?!.*\b(?:{_A_SECOND_HOME})\b)"
           rf".*?\s(?:in|at|from)\s+(?:my|our)\s+(?!(?:{_NOT_OWN_HOME})\s)(?:[\w-]+\s+)?{_HOME}\s+in\s+{_PLACE}",
           build_home_of_their_own),
    # land or a home bought, after what was sold: "sold the place in Pueblo and bought 40
    # acres outside Missoula", "we bought a plot near Ennis"
    _gated("residence", "bought purchased", r"\b(?:bought|purchased)\s",
           rf"^(?!(?:my|his|her|their)\s)(?:.*?\s(?:and|then)\s+)?(?:{_WE}\s+)?{_ADV}(?:bought|purchased)\s+"
           rf"(?:a|an|our|my|some|a\s+few|\d+)\s+(?:[\w-]+\s+){{0,2}}?(?:{_HOME}|acres|hectares|land|plot|"
           rf"property|block|lot)\s+(?:(?P<near>(?:just\s+)?(?:outside(?:\s+of)?|near))|in)\s+{_PLACE}",
           build_home_of_their_own),
    # someone living somewhere: "I'm a Kiwi living in Utrecht"
    _gated("residence", "living based settled", r"\b(?:living|based|settled)\s+in\s", rf"^{_IM}\s+(?:a|an)\s+(?:[\w-]+\s+){{0,3}}?(?:living|based|settled)\s+in\s+{_PLACE}",
         build_residence),
    # where one grew up, with the home in it: "grew up on a dairy farm in Wisconsin"
    _gated("origin", "grew", r"\bgrew\s+up\s", rf"^(?:i\s+)?{_ADV}grew\s+up\s+(?:on|in)\s+(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s+"
         rf"(?:in|near|outside)\s+{_PLACE}", build_origin),
    _gated("residence", "home", r"\bhome(?:'s|\s+is|\s+for)\s", r"^(?:my\s+|our\s+)?home(?:\s+for\s+(?:me|us))?(?:'s|\s+is)\s+(?:(?:still|now)\s+)?(?:in\s+)?"
         rf"{_PLACE}", build_home_named),
    # a move under way or planned, from the home it leaves: "we're moving from leeds to
    # bristol in may", "im relocating from Toronto to Vancouver"
    _gated("residence", "moving relocating emigrating move relocate", r"\bfrom\s+\S+(?:\s+\S+){0,3}\s+to\s",
           rf"^(?:{_WE}(?:'re|\s+are|'m|\s+am)?\s+)?{_ADV}(?:(?P<verb>moving|(?:gonna|going\s+to|will|'ll)\s+move)(?!\s+(?:house|home|back|over)\b)|"
           rf"relocating|emigrating|moving|(?:gonna|going\s+to|will|'ll)\s+(?:move|relocate|emigrate))\s+"
           rf"(?:house\s+|home\s+|back\s+|over\s+)?from\s+{_PLACE}\s+to\s+\S",
           build_moving_from),
    # a move with its direction: "we've moved south to Bergen", "moved up north to Inverness"
    _gated("residence", "moved relocated", r"\b(?:moved|relocated)\s", rf"^(?:{_WE}(?:'ve| have)?\s+)?{_ADV}(?:moved|relocated)\s+(?:back\s+)?"
         r"(?:up\s+|down\s+|out\s+|back\s+)?(?:north|south|east|west|abroad|overseas|across|"
         rf"inland|upstate|downstate)\s+to\s+{_PLACE}", build_residence),
    # the place one grew up, named in passing: "the ferry back in seattle where i grew up"
    _gated("origin", "where", r"\swhere\s+(?:i|we)\s", rf"^(?:.*?\s)?(?:in|from)\s+{_PLACE},?\s+where\s+(?:i|we)\s+(?:grew\s+up|was\s+"
         r"(?:born|raised)|were\s+(?:born|raised))\b", build_origin),
    # a move from the country one comes from: "since i came over from lagos"
    _gated("origin", "came emigrated immigrated moved", r"\b(?:came|emigrated|immigrated|moved)\s+(?:over\s+|here\s+)?from\s", rf"^(?:.*?\s)?(?:i|we)\s+(?:came\s+(?:over|here)|emigrated|immigrated|moved\s+"
         rf"(?:over|here))\s+from\s+{_PLACE}", build_origin),
    # a home one is doing up is where one lives: "we're renovating a 1920s bungalow in Adelaide"
    _gated("residence", "renovating doing fixing restoring gutting remodelling remodeling", r"\b(?:renovating|doing|fixing|restoring|gutting|remodel)", rf"^(?:{_WE}(?:'re|\s+are|'m|\s+am)?\s+)?{_ADV}(?:renovating|doing\s+up|fixing\s+up|"
         rf"restoring|gutting|remodell?ing)\s+(?:a|an|our|my|the)\s+(?:[\w-]+\s+){{0,2}}?(?:{_HOME}|terrace|semi|barn|villa|chalet|rowhouse|brownstone)"
         rf"\s+in\s+{_PLACE}", build_home_of_their_own),
)  # fmt: skip
