"""Where the user lives or comes from, said through a frame the main table does not read:
"home is Perth", "we moved south to Bergen", "back in seattle where i grew up", "since i
came over from lagos", "we're renovating a 1920s bungalow in Adelaide". Tried after the
main identity table."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    build_home_of_their_own,
    build_origin,
    build_residence,
    orig,
)
from memoryflow.extractors.rules.identity_table import _ADV, _HOME, _PLACE, _WE, Row, _row
from memoryflow.extractors.rules.text import Clause


def build_home_named(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'home is Perth': only a capitalised place ('home is a mess', 'home is quiet' are not)."""
    if not orig(c, m, "place")[:1].isupper():
        return []
    return build_residence(c, m)


PLACE_ROWS: tuple[Row, ...] = (
    _row("residence", r"^(?:my\s+|our\s+)?home(?:'s|\s+is)\s+(?:(?:still|now)\s+)?(?:in\s+)?"
         rf"{_PLACE}", build_home_named),
    # a move with its direction: "we've moved south to Bergen", "moved up north to Inverness"
    _row("residence", rf"^(?:{_WE}(?:'ve| have)?\s+)?{_ADV}(?:moved|relocated)\s+(?:back\s+)?"
         r"(?:up\s+|down\s+|out\s+|back\s+)?(?:north|south|east|west|abroad|overseas|across|"
         rf"inland|upstate|downstate)\s+to\s+{_PLACE}", build_residence),
    # the place one grew up, named in passing: "the ferry back in seattle where i grew up"
    _row("origin", rf"^(?:.*?\s)?(?:in|from)\s+{_PLACE},?\s+where\s+(?:i|we)\s+(?:grew\s+up|was\s+"
         r"(?:born|raised)|were\s+(?:born|raised))\b", build_origin),
    # a move from the country one comes from: "since i came over from lagos"
    _row("origin", rf"^(?:.*?\s)?(?:i|we)\s+(?:came\s+(?:over|here)|emigrated|immigrated|moved\s+"
         rf"(?:over|here))\s+from\s+{_PLACE}", build_origin),
    # a home one is doing up is where one lives: "we're renovating a 1920s bungalow in Adelaide"
    _row("residence", rf"^(?:{_WE}(?:'re|\s+are|'m|\s+am)?\s+)?{_ADV}(?:renovating|doing\s+up|fixing\s+up|"
         rf"restoring|gutting|remodell?ing)\s+(?:a|an|our|my|the)\s+(?:[\w-]+\s+){{0,2}}?(?:{_HOME}|terrace|semi|barn|villa|chalet|rowhouse|brownstone)"
         rf"\s+in\s+{_PLACE}", build_home_of_their_own),
)  # fmt: skip
