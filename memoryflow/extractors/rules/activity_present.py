"""A plan in the plain present with any verb, dated ahead by a phrase that can only mean
the future ("we migrate the servers in Q3", "i defend my thesis in a fortnight", "in
autumn i relocate to Porto"). The fixed verbs of `present_plan` read the everyday plans;
this reads the rest by their shape: a first person, a verb in the plain present, an object,
and "next …", "in two weeks", "in Q3", a month or a season ahead.

A weekday alone is not enough here ("i work on saturday" may be a standing rota), nor is a
verb of thinking or wanting ("i need a new laptop next month" is a wish)."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_patterns import HABITUAL
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_phrases import MONTHS
from memoryflow.extractors.rules.timeparse import find_day
from memoryflow.extractors.rules.verb_forms import IRREGULAR_PAST

_OPEN_PRESENT = re.compile(
    r"^(?:i|we)\s+(?P<verb>[a-z]+)\s+"
    r"(?P<obj>(?:the|a|an|my|our|to|into|everything|all|it|in|on|out|up|for)\b.+)$"
)
# Verbs that say what one thinks, wants, can or usually does, never a plan of their own.
_NOT_PLAN_WORDS = (
    "am are was were be have has do does did get got think know want hope love like hate "
    "feel guess mean wonder wish expect doubt believe forget remember miss prefer hear say "
    "tell bet suppose reckon can could should would will might must may really just also "
    "still never always usually only even already probably dont don't didnt didn't cant "
    "can't wont won't gotta used try keep worry care look seem sound owe afford live"
)
_AHEAD = re.compile(
    r"\b(?:next|nxt|this coming|tomorrow|q[1-4]|in\s+(?:a|an|one|two|three|four|five|six|"
    r"a few|a couple of|\d+)\s+(?:days?|weeks?|fortnights?|months?)|(?:in|this|during)\s+"
    r"(?:the\s+)?(?:early\s+|late\s+)?(?:spring|summer|autumn|fall|winter|"
    rf"{'|'.join(MONTHS)}))\b"
)

_NOT_A_PLAN = frozenset(_NOT_PLAN_WORDS.split()) | IRREGULAR_PAST


def open_present_plan(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _OPEN_PRESENT.match(c.lower)
    if m is None or c.supplied or m["verb"] in _NOT_A_PLAN:
        return []
    if re.search(r"(?:ed|ing|n't|nt)$", m["verb"]) or HABITUAL.search(c.lower):
        return []  # the past, a progressive read elsewhere, or a routine
    if not _AHEAD.search(c.lower):
        return []
    when = find_day(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(
        msg, c, f"{m['verb']} {original(c, m, 'obj')}", "plans to", when, "pending"
    )
    return [item] if item else []
