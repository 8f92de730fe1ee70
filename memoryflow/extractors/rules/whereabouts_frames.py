"""Where the user is, read from a frame that says they are there for good, in any case:
"im stuck in phoenix with 2 cats", "we're renting in auckland", "its 36 degrees in darwin",
"i drive to clients all over kent".

`whereabouts` reads a capitalised place after "in" and keeps out anything that goes or
plans. People typing in lower case name their town the same way, and a lowercase word after
"in" is most often no place ("in bed", "in traffic"); what makes it one here is the frame
around it: a verb of being there lastingly (stuck, renting, living, based, settled,
stationed, "out here"), the weather or the hour reported from there, or work done "all
over" it. The place must end the clause or be followed by a tail that adds nothing ("with
2 cats", "now", "and …"), so "stuck in a rut" or "stuck in traffic on the m25" never read."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.home_forms import names_a_town
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import NOT_A_PLACE
from memoryflow.extractors.rules.text import Clause

__all__ = ["place_in_lasting_frame"]

_WORD = r"[a-zà-ÿ][\w'.-]*"
# Words that may follow the place and add nothing to where one is.
_TAIL_WORDS = (
    r"(?:with|now|atm|rn|these\s+days|for\s+now|at\s+the\s+moment|and|but|so|lol|haha|tbh|mate|"
    # "now" in the languages mixed into chat: "based in cebu ngayon"
    r"ngayon|ahora|agora|maintenant|jetzt|abhi|sekarang)"
)
_PLACE = rf"(?P<place>{_WORD}(?:\s+(?!{_TAIL_WORDS}\b){_WORD})?)"
_TAIL = rf"(?=\s*$|\s*[,.!;:(]|\s+{_TAIL_WORDS}\b)"
_WE = (
    r"(?:i'm|im|i\s+am|we're|we\s+are|were)\s+(?:(?:still|now|just|currently|kinda|basically)\s+)*"
)
_LASTING = re.compile(
    rf"\b{_WE}(?:stuck|renting|living|based|settled|stationed|posted|"
    rf"(?:out|over|down|up)\s+here)\s+(?:(?:out|over|down|up)\s+(?:here\s+)?)?in\s+{_PLACE}{_TAIL}"
)
# Settled in a place at last: "im officially in leeds now", "we're in porto for good".
_SETTLED = re.compile(rf"\b{_WE}(?:officially|finally|permanently)\s+in\s+{_PLACE}{_TAIL}")
_FOR_GOOD = re.compile(rf"\b{_WE}in\s+{_PLACE}\s+(?:for\s+good|permanently)\b")
# The weather or the hour reported from a place: "its 36 degrees in darwin", "its 3am here
# in perth". A question about it ("whats the weather in oslo?") is no statement.
_REPORTED_FROM = re.compile(
    rf"\bit(?:'s|s|\s+is)\s+(?:like\s+|already\s+|literally\s+)?"
    rf"(?:\d+\s*(?:degrees|deg|°\s*[cf]?|c|f)|\d{{1,2}}(?::\d\d)?\s*(?:am|pm))\s+"
    rf"(?:(?:out\s+)?here\s+)?in\s+{_PLACE}{_TAIL}"
)
# Work done across a region: "i drive to clients all over kent", "we deliver all over leeds".
_WORK_ALL_OVER = re.compile(
    rf"^(?:i|we)\s+(?:\w+\s+){{0,2}}?(?:drive|work|deliver|cover|travel|install|fit|clean|"
    rf"teach|operate|service|do\s+jobs)\b(?:\s+[\w']+){{0,3}}?\s+all\s+over\s+{_PLACE}{_TAIL}"
)
# The user's own clause (not "my sister pays …", "he plays … in leeds").
_OWN = r"^(?!(?:he|she|they|my\s+(?!rent\b|room\b|flat\b)[\w'-]+\s+(?:\w+\s+)?(?:is|pays|plays|does|goes|lives|has|'s))\b)"
# Rent paid for a room or home there: "1400 a month for a room in utrecht"
_RENT_PAID = re.compile(
    rf"{_OWN}.*?\b\d[\d,.]*k?\s*(?:(?:eur|euros?|dollars|pounds|quid|bucks|rand|pesos)\s+)?"
    rf"(?:(?:a|per|/)\s*(?:month|mo|week|wk)|pcm|pw)\s+(?:for|on)\s+(?:a|my|our|the)\s+"
    rf"(?:[\w-]+\s+){{0,2}}?(?:room|flat|studio|apartment|place|house|bedsit)\s+in\s+{_PLACE}{_TAIL}"
)
# Something done there every week: "i started playing padel 3 times a week in cairo", "we
# surf every weekend in ericeira" (a lasting life there, not a trip: no "this", no date).
_REGULARLY = re.compile(
    rf"{_OWN}(?=.*\b(?:i|we|i'm|im|we're)\b).*?\b(?:(?:\d+|once|twice|three|four|five)\s+"
    r"(?:times\s+)?(?:a|per)\s+week|every\s+(?:day|week|weekend|morning|evening|(?:mon|tues|"
    rf"wednes|thurs|fri|satur|sun)day))\s+(?:here\s+)?in\s+{_PLACE}{_TAIL}"
)
# A home some way out of a town: "living on a cattle station about 200km out of Alice
# Springs", "we farm 40 miles north of bendigo".
_DISTANCE_OUT = re.compile(
    rf"{_OWN}.*?\b(?:live|living|lives|based|farm|farming|ranch|station|homestead)\b.*?"
    r"\b(?P<how>(?:(?:about|around|some|roughly|like)\s+)?\d+\s*(?:km|k|kms|miles|mi|"
    r"kilometres|kilometers)\s+(?:out\s+of|from|outside(?:\s+of)?|(?:north|south|east|west)\s+"
    rf"of))\s+{_PLACE}{_TAIL}"
)
# Lowercase words after "in" that are states, institutions or times, never towns.
_NOT_TOWN_WORDS = (
    "traffic limbo a the my our this that his her their rut queue lockdown quarantine "
    "isolation prison jail rehab hospital college uni university school work bed love debt "
    "pain here there it me us them summer winter spring autumn fall line town"
)
_NOT_TOWNS = frozenset(_NOT_TOWN_WORDS.split())
_STOPS_ON_THE_WAY = "airport station hotel hostel terminal traffic"
_NOT_A_TOWN_END = frozenset(_STOPS_ON_THE_WAY.split())
_ACRONYMS = frozenset({"uk", "us", "usa", "uae", "nyc", "dc", "la", "nz"})


# The frames read by what is done there rather than by a verb of living: their place must
# also pass the home forms' words that are no town.
_NEW_FRAMES = (_RENT_PAID, _REGULARLY, _DISTANCE_OUT)


def place_in_lasting_frame(c: Clause) -> IdentityFact | None:
    """Where a lasting frame says the user is, in any capitalisation."""
    low = c.lower
    if "in " not in low and "all over " not in low and " of " not in low and "from " not in low:
        return None
    for pattern, title in (
        (_LASTING, "Lives in {}"),
        (_SETTLED, "Lives in {}"),
        (_FOR_GOOD, "Lives in {}"),
        (_REPORTED_FROM, "Lives in {}"),
        (_RENT_PAID, "Lives in {}"),
        (_REGULARLY, "Lives in {}"),
        (_DISTANCE_OUT, "Lives {how} {}"),
        (_WORK_ALL_OVER, "Works all over {}"),
    ):
        if (m := pattern.search(low)) and (
            place := _a_town(c.text[m.start("place") : m.end("place")])
        ):
            if pattern in _NEW_FRAMES and not names_a_town(place):
                continue  # "i run 3 times a week in total": no town
            slot = "work_area" if title.startswith("Works") else "residence"
            how = m.groupdict().get("how") or ""
            return make_fact(slot, place, title.format(place, how=how), "location")
    return None


def _a_town(place: str) -> str | None:
    words = place.split()
    low = place.lower()
    if words[0].lower() in _NOT_TOWNS or low in NOT_A_PLACE or words[0].lower() in NOT_A_PLACE:
        return None
    if words[-1].lower() in _NOT_A_TOWN_END:
        return None  # "stuck in dubai airport": a stop on the way
    if any(w.lower().endswith("ing") or w.isdigit() for w in words) or len(words[0]) < 3:
        return None
    return " ".join(_capitalised(w) for w in words)


def _capitalised(word: str) -> str:
    if word[:1].isupper():
        return word
    return word.upper() if word in _ACRONYMS else word.capitalize()
