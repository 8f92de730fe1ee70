"""A piece of one's own work due on a calendar day: "my NVQ portfolio is due friday",
"Writing an ERC Starting Grant proposal, due in October", "essay due on the 14th".

Policy: a named piece of the user's own work (an essay, a portfolio, a proposal, a tax
return) with a day, a date or a month it is due is a dated event, like an exam. What is
due after a span ("due in 3 weeks") is an ongoing task, read by the context layer only;
what is not one's own ("the report is due friday", "my son's essay") and bills ("rent is
due on the 1st") are no event of the user's."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_day

# Things one makes and hands in: the nouns that make "X is due" a deadline of one's own
# work rather than a bill ("rent", "invoice") or a baby (read by `activity_scheduled`).
_WORK_PIECES = (
    r"essay|essays|portfolio|thesis|dissertation|proposal|application|assignment|"
    r"coursework|manuscript|chapter|draft|submission|assessment|return|abstract|"
    r"report|paper|project|statement|lab report|homework|cover letter|pitch|grant"
)
# Words that cannot sit inside the name of a piece: a verb or someone else's possessive
# ("my sister is writing her essay, due monday" is the sister's).
_NOT_IN_NAME = r"(?:is|are|was|were|has|her|his|their|your|the|to|for|and|but)"
# "(writing|drafting|working on) (my|an) <piece>( is)?(,)? due <when>": a possessive of someone else
# ("my son's essay") or "the"/"his" before the piece makes it not the user's.
DEADLINE = re.compile(
    r"^(?P<verb>(?:i'm|im|i am)\s+)?(?P<ing>[a-z]{2,}ing(?:\s+on)?\s+)?"
    r"(?:(?P<det>my|our|a|an)\s+)?(?!(?:the|his|her|their|your|this|that)\b)"
    rf"(?P<what>(?:(?![\w-]+'s\b|{_NOT_IN_NAME}\b)[\w-]+\s+){{0,4}}?(?:{_WORK_PIECES}))"
    r"(?:'s|\s+is|\s+are)?\s*,?\s+due\s+(?!to\b|date\b)(?P<when>.+)$"
)
# "due in 3 weeks", "due soon": a span or no day at all is a task under way, not an event.
_SPAN = re.compile(
    r"^(?:in|within)\s+(?:\d+|a|an|a few|a couple of|two|three|four|five|six|ten)\s+"
    r"(?:hours?|days?|weeks?|months?|years?)\b|^(?:soon|asap|any day)\b"
)


def work_deadline(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "my NVQ portfolio is due friday": a dated event titled "NVQ portfolio due …"."""
    if " due " not in f" {c.lower} ":
        return []  # cheap gate: most clauses never say "due"
    if c.lower.startswith("due "):
        return _after_the_piece(c, msg)
    m = DEADLINE.match(c.lower)
    if m is None or _SPAN.match(m["when"]):
        return []
    if m["det"] is None and (m["verb"] or m["ing"]):
        return []  # "writing reports due friday" names no one piece of the user's
    return _dated(c, msg, m, original(c, m, "what"))


def _dated(c: Clause, msg: ChatMessage, m: re.Match[str], what: str) -> list[ExtractedItem]:
    when = find_day(m["when"], msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(msg, c, f"{what} due", "has", when, "pending")
    return [item] if item else []


def _after_the_piece(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "Writing an ERC Starting Grant proposal, due in October": the clause "due in
    October" is read with the piece its own sentence names just before the comma."""
    content = msg.content
    at = content.lower().find(f", {c.lower}")
    if at < 0:
        return []
    start = max(content.rfind(s, 0, at) for s in (". ", "! ", "? ", "\n")) + 1
    joined = content[start : at + 2 + len(c.text)].strip()
    m = DEADLINE.match(joined.lower())
    if m is None or _SPAN.match(m["when"]) or m["det"] is None:
        return []
    return _dated(c, msg, m, joined[m.start("what") : m.end("what")])
