"""Preference statements: how the user wants answers ("always answer in Spanish", "no
bullet points pls", "be brutally honest"), what they like or cannot stand ("big fan of
sci-fi", "can't stand cilantro") and their habits ("I meditate every morning"). Titles are third person ("Asks the assistant to never use emojis"); the
`directive` field is the instruction itself.

This module makes the items; how a clause is read is `preference_reading`, the patterns
are `preference_table`."""

from __future__ import annotations

import re

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules.answer_shape import sarcastic_like
from memoryflow.extractors.rules.phrasing import capitalise, shorten
from memoryflow.extractors.rules.preference_likes import third
from memoryflow.extractors.rules.preference_reading import preference_reading
from memoryflow.extractors.rules.preference_vocab import MANNER, answer_scope
from memoryflow.extractors.rules.routine_or_taste import habit_kind
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.wish_scope import with_exception


def preference_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    read = preference_reading(c, msg)
    if read is None:
        return []
    c, found = read
    if found[3] == "habit" and habit_kind(c) != "taste":
        return []  # a routine is who the user is (identity_routines), a chore no preference
    title, directive, priority, kind = found
    if kind == "like" and sarcastic_like(c, msg.content):
        return []  # "i just ADORE hmrc forms. best part of my year"
    if kind == "manner":
        kind = "directive"
        title, directive = _all_manners(title, directive, msg.content)
    title = with_exception(title, c, msg.content)
    title = _asked_as_an_act(title, c)
    scope = "general" if kind in ("like", "habit") else answer_scope(directive)
    return [
        ExtractedItem(
            layer=layers.PREFERENCE,
            title=shorten(capitalise(title), 120),
            summary=shorten(_summary(title, c, msg.content), 400),
            details=c.text,
            category=scope,
            type=kind,
            tags=("preference", kind),
            fields={
                "directive": shorten(capitalise(directive), 300),
                "priority": priority,
                "scope": scope,
            },
            source_message_ids=(msg.id,),
        )
    ]


def _summary(title: str, c: Clause, message: str) -> str:
    """The title as a sentence, with what the rest of the user's sentence adds (why, when:
    "short answers pls, I read them between customers")."""
    said = f"The user {title[0].lower()}{title[1:]}"
    words = [w for w in c.lower.split() if w not in ("please", "pls")][:2]
    start = " ".join(words)
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", message):
        parts = [p.strip() for p in sentence.split(",")]
        if start and len(parts) > 1 and start in parts[0].lower():
            rest = cs.normalise_casual(", ".join(parts[1:])).rstrip(".!? ")
            adds = len(rest.split()) > 2 and rest.lower() not in title.lower()
            return f"{said}; {rest}." if adds else f"{said}."
    return f"{said}."


def _all_manners(title: str, directive: str, message: str) -> tuple[str, str]:
    """ "Explain slowly, one step at a time": every way of explaining the message asks for, in
    one directive (the later ones stand in clauses of their own)."""
    phrases = list(dict.fromkeys(re.findall(rf"\b(?:{MANNER})\b", message.lower())))
    if len(phrases) < 2:
        return title, directive
    joined = " and ".join(phrases)
    return f"Wants explanations {third(joined)}", f"Explain {joined}"


# "Wants use metric", "Wants explain step by step": a request to do something, titled as a
# thing wanted. Only verbs that are no noun of an answer ("answers", "lists") are read so.
_WANTS_AN_ACT = re.compile(
    r"^Wants (?P<act>(?:use|give|write|explain|show|include|add|tell|provide|keep|make|put|"
    r"mention|cite|say|spell|talk|speak|reply|respond|translate|summari[sz]e|check)\s.+)$"
)


def _asked_as_an_act(title: str, c: Clause) -> str:
    """ "Wants use 24h time" → "Asks the assistant to always use 24h time"."""
    m = _WANTS_AN_ACT.match(title)
    if m is None:
        return title
    always = "always " if re.search(r"\balways\b", c.lower) else ""
    return f"Asks the assistant to {always}{m['act']}"
