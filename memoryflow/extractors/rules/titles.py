"""Titles in one clean third-person voice: "Works as a UX designer in Lisbon", never "I'm a
ux designer lol", "an ux designer" or "Flying to Lima on the"."""

from __future__ import annotations

import re

from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules.phrasing import capitalise, second_to_first, shorten

_DANGLING = re.compile(
    # "settling in", "fitting in": the "in" of a phrasal verb ends nothing
    r"(?<!\bsettling)(?<!\bfitting)(?:\s+(?:on|at|in|for|from|by|to|with|the|a|an|and|or|but|of|due|until|which|who|"
    r"that|their|so))+\s*$",
    re.IGNORECASE,
)
# "…, which is due friday" goes; after a verb ("spits out who has what", "shows where it
# is") the wh-word asks what the thing tells, and stays.
_RELATIVE = re.compile(
    r"(?<!\bout)(?<!\bup)(?<!\babout)(?<!\bshows)(?<!\btells)(?<!\bknow)"
    r"\s+(?:which|who|where)\s+(?:is|was|are|were|has|have)\b.*$"
)
_ARTICLE = re.compile(r"\b([Aa]n?) ([\w'-]+)")
_PROPER = re.compile(
    r"\b(english|spanish|portuguese|french|german|italian|japanese|korean|chinese|mandarin|"
    r"russian|dutch|polish|danish|swedish|arabic|hindi|bsl|asl)\b",
    re.IGNORECASE,
)


def an_or_a(word: str) -> str:
    """'a' or 'an' by sound: an engineer, a UX designer, an MBA, a university, an 8k run."""
    if word.isupper() and len(word) > 1 and word.isalpha():
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    low = word.lower()
    if low.startswith(("uni", "use", "usu", "eu", "one", "ur", "ux", "ui")):
        return "a"
    if low.startswith(("hour", "honest", "heir", "mba", "msc", "8", "11", "18")):
        return "an"
    return "an" if low[:1] in "aeiou" else "a"


# A leading "now" read at the end ("Now I go to pottery class every Tuesday") says when,
# not what: "Goes to pottery class every Tuesday". A filler "like" before a number goes
# too: "for like 5 years" → "for 5 years".
_TRAILING_NOW = re.compile(r"\s+now$", re.IGNORECASE)
_CHAT_LIKE = re.compile(
    r"\b(for|about|around|since)\s+like\s+(?=\d|a\b|an\b|two\b|three\b)", re.IGNORECASE
)


def polish_title(title: str, limit: int = 120) -> str:
    """One clean third-person title: no first person, no chat tails, no dangling words,
    articles by sound, languages capitalised, at most `limit` characters (120)."""
    text = second_to_first(cs.strip_chat(title))
    text = _RELATIVE.sub("", text)
    text = _DANGLING.sub("", text).strip(" ,;:-")
    text = _CHAT_LIKE.sub(r"\1 ", _TRAILING_NOW.sub("", text))
    text = _ARTICLE.sub(
        lambda m: (
            f"{m[1][0]}{an_or_a(m[2])[1:]} {m[2]}"
            if m[1][0].isupper()
            else f"{an_or_a(m[2])} {m[2]}"
        ),
        text,
    )
    text = _PROPER.sub(_proper, text)
    return shorten(capitalise(text), limit)


def _proper(m: re.Match[str]) -> str:
    word = m[1].lower()
    return word.upper() if word in ("bsl", "asl") else capitalise(word)


def polish_summary(summary: str) -> str:
    """The summary sentence in the same voice as the title, articles by sound."""
    text = second_to_first(summary)
    text = _ARTICLE.sub(
        lambda m: (
            f"{m[1][0]}{an_or_a(m[2])[1:]} {m[2]}"
            if m[1][0].isupper()
            else f"{an_or_a(m[2])} {m[2]}"
        ),
        text,
    )
    return _PROPER.sub(_proper, text)
