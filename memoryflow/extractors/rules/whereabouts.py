"""Where the user is, said in passing: "I drive a tuk tuk in Colombo", "the dust in Cairo is
killing me", "retired postman from glasgow here" → lives in Colombo, Cairo, Glasgow.

People rarely say "I live in …"; they say what they do or suffer somewhere, in the present
tense, and a careful reader notes the place as theirs. So a statement in the first person
that names a place after "in" (or "here in", "based in", "out of", "near") says where the
user is, unless the clause is about going somewhere, about a time before now, or about
someone else's place ("my sister in Leeds"). The place is known by its form, not by a list
of cities: capitalised words that are not a month, a weekday, a language, a tool or a
group of people. A lowercase place is read only in the two frames that leave no doubt:
"<place> here" and "here in <place>".

A fact another row already tells (a job "in Lisbon", "lives in …") is not said twice: the
caller only asks when no fact of the clause names the place."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import (
    CODE_LANGUAGES,
    LANGUAGES,
    NATIONALITIES,
    NOT_A_PLACE,
    RELATIONS,
)
from memoryflow.extractors.rules.lexicon import alternation as _alt
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.whereabouts_frames import place_in_lasting_frame

__all__ = ["place_in_passing"]

_CAPITALISED = r"[A-ZÀ-Ý][\w'.-]*"  # quotes are plain by now (message_cleaning.normalise_quotes)
_JOINER = r"(?:de|do|da|del|la|el|es|am|upon|on|sur|an)"
_PLACE = rf"{_CAPITALISED}(?:\s+(?:{_JOINER}\s+)?{_CAPITALISED}){{0,2}}"
_IN_PLACE = re.compile(
    rf"(?:^|\s)(?:here\s+in|based\s+in|out\s+of|in|near|outside)\s+(?P<place>{_PLACE})"
)
# "retired postman from glasgow here", "nairobi here": lowercase allowed, the frame says it.
_PLACE_HERE = re.compile(
    r"\b(?:in|from)\s+(?P<place>[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\s+here$"
    # Tagalog "sa" is "in": "ofw nurse here sa dubai"
    r"|\bhere\s+(?:in|sa)\s+(?P<here_in>[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)$"
)

_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|my|me|we|we're|our|us|here)\b")
# Going somewhere, a time that is over, or a plan: the place is not where the user is now.
_NOT_NOW = re.compile(
    # "goes out", "go off": the power or an alarm, not the user going anywhere
    r"\b(?:(?:go|goes)(?!\s+(?:out|off|down|wrong|dead|missing)\b)|going|gonna|went|gone|heading|head|fly|flying|flew|"
    # a flight, not a flight school or its crew: "at a flight school here in phoenix"
    r"flight(?!\s+(?:school|attendant|instructor|crew|deck|sim|simulator|academy))|"
    r"trip|travel\w*|"
    r"visit\w*|holiday|vacation|honeymoon|tour|touring|conference|wedding|concert|festival|"
    r"gig|match|tournament|race|marathon|competition|event|hotel|airbnb|hostel|stay|staying|"
    r"stayed|booked|booking|ticket|tickets|move|moving|moved|relocat\w*|next|tomorrow|tmrw|"
    r"weekend|tonight|last|ago|was|were|used\s+to|born|grew|raised|lived|studied|worked|"
    r"will|would|could|might|plan|planning|hope|hoping|want|wanna|wish|dream|someday|"
    # went or was, in Spanish and Portuguese: "se fue a trabajar a España", "fui a Lima"
    r"fue|fui|foi|"
    r"retire|retiring|layover|transit|stopover|cruise|camp|camping|hike|hiking|love\s+to|"
    r"one\s+day|married|marry|party|reunion|ceremony|funeral|graduation|launch|recital|fight|"
    r"bout|show|exam|interview|meeting|appointment|fixture|meet|"
    # a dated one-off: "my driving test in Leeds on Friday", "the gig in Hull on the 5th"
    r"on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|on\s+the\s+\d{1,2}(?:st|nd|rd|th)|"
    # something starting there, or from a date: a venture or placement, not a home ("im
    # starting my own car wash in Umlazi", "my internship in Atyrau is from 1 july")
    r"starting|starts|begins|launching|from\s+\d{1,2}(?:st|nd|rd|th)?|"
    # a job on offer or applied for, a skill learnt there: not where the user is now
    r"offer|offered|applied|applying|application|learned|learnt|trained|"
    # someone else is the subject: "my saas lives in Canada"
    r"lives|works|is\s+based|"
    r"for\s+(?:a|one|two|three|\d+|a\s+few|a\s+couple\s+of)\s+(?:days?|weeks?|nights?|months?))\b"
    r"|\b(?:till|til|until|all\s+(?:day|week|month)|this\s+week|for\s+work|on\s+business|"
    r"rented|renting|rents?\s+out|let\s+out|bio|profile|wrote|says|said)\b|'ll\b|'d\b"
)
_SOMEONE_ELSES = re.compile(
    # "my" also in the languages mixed into chat: "mi hija se fue a trabajar a España"
    rf"\b(?:my|our|his|her|their|mi|mis|meu|minha|meus|minhas|mon|ma|mes|mein|meine|mijn)\s+"
    rf"(?:\w+\s+){{0,2}}?(?:{_alt(RELATIONS)}|friend|friends|mate|"
    r"mates|bestie|buddy|pal|"
    r"family|colleague|coworker|client|customer|team|company|office|brother-in-law|"
    r"sister-in-law|in-laws|cousins|grandparents|grandkids|grandchildren)s?(?:'s)?\b"
    r"(?:\s+[\w']+){0,8}?\s+(?:in|near|outside)\s"
)
# Someone of the user's described with an article: "my neighbour is an expat in Doha".
_DESCRIBED_OTHER = re.compile(r"^(?:my|our)\s+(?:[\w'-]+\s+){1,2}?(?:is|are|'s)\s+(?:a|an)\s")
# Capitalised words after "in" that are not places: tools, stages, seasons, institutions.
_NOT_PLACE_WORDS = (
    "i excel word google docs sheets python unity canva teams zoom slack instagram tiktok "
    "facebook whatsapp youtube minecraft fortnite roblox photoshop figma react docker aws "
    "azure jira notion linkedin reddit discord spotify netflix amazon uber lyft airbnb "
    "year grade form class room ward level stage phase part chapter section step round "
    "season term semester module unit week day christmas easter ramadan diwali eid "
    "university college school hospital church mosque temple court parliament "
    "mr mrs ms dr st god jesus allah covid ai it hr qa ux ui sql api"
)
_NOT_PLACES = frozenset(
    [*NOT_A_PLACE, *LANGUAGES, *CODE_LANGUAGES, *NATIONALITIES, *_NOT_PLACE_WORDS.split()]
)


@lru_cache(maxsize=4096)
def place_in_passing(c: Clause) -> IdentityFact | None:
    """The place a first-person statement says the user is in, if it says one."""
    # Sarcasm is about the thing, not the place: "I just LOVE the traffic here in Lagos 🙄".
    if not (c.is_statement or c.is_sarcastic_only) or c.supplied:
        return None
    if c.text.startswith(("'", '"')):
        return None  # a quoted line is someone's words, not the user's
    if (lasting := place_in_lasting_frame(c)) is not None:
        return lasting
    low = c.lower
    if not _FIRST_PERSON.search(low) or _NOT_NOW.search(low) or _SOMEONE_ELSES.search(low):
        return None
    if _DESCRIBED_OTHER.match(low):
        return None
    place = _capitalised_place(c.text) or _place_here(low)
    if place is None:
        return None
    return make_fact("residence", place, f"Lives in {place}", "demographic")


# The region a place is in, named right after it: "out of Reine in Lofoten".
_IN_REGION = re.compile(rf"\s+in\s+(?P<region>{_PLACE})")


def _capitalised_place(text: str) -> str | None:
    for m in _IN_PLACE.finditer(text):
        place = _before_a_time(m["place"].rstrip(".'"))
        first = place.split()[0].lower()
        if first in _NOT_PLACES or place.lower() in _NOT_PLACES or place.isupper():
            continue
        if place == m["place"] and (r := _IN_REGION.match(text, m.end())):
            region = _before_a_time(r["region"].rstrip(".'"))
            if region.split()[0].lower() not in _NOT_PLACES and not region.isupper():
                return f"{place}, {region}"  # "Reine, Lofoten"
        return place
    return None


def _before_a_time(place: str) -> str:
    """The place without a time joined on by "on"/"am": "Leeds on Friday" → "Leeds"."""
    words = place.split()
    for i in range(1, len(words) - 1):
        after = words[i + 1].lower()
        if words[i].lower() in ("on", "am") and (after in _NOT_PLACES or after[:-1] in _NOT_PLACES):
            return " ".join(words[:i])
    return place


def _place_here(low: str) -> str | None:
    m = _PLACE_HERE.search(low)
    place = m and (m["place"] or m["here_in"])
    if not place or place in _NOT_PLACES or place.split()[0] in _NOT_PLACES:
        return None
    return " ".join(_capitalised(word) for word in place.split())


_ACRONYMS = frozenset({"uk", "us", "usa", "uae", "nyc", "dc", "la", "nz"})


def _capitalised(word: str) -> str:
    if word in ("the", "of"):
        return word
    return word.upper() if word in _ACRONYMS else word.capitalize()
