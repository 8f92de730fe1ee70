"""Wishes about answers said as a feeling, a permission or a reason rather than a request:
"short sentences help", "I find tables easier to read", "I find long answers overwhelming",
"it's easier for me if you use numbered lists", "you can be technical with me", "feel free
to use jargon", "dont dumb it down", "I don't want a wall of text", "go slow", "one thing at
a time pls", "more of a bullet point person".

What is felt about must be a form or a part of an answer ("I find spiders scary", "it helps if
you water it daily", "you can come round at 6" are about other things)."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.answer_form import FORM
from memoryflow.extractors.rules.answer_wish_words import PARTS
from memoryflow.extractors.rules.preference_likes import orig, third
from memoryflow.extractors.rules.preference_vocab import STYLE, answer_scope
from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

# A form or a part of an answer, with up to two describing words in front.
_ANSWER_THING = (
    rf"(?:[\w-]+\s+){{0,2}}?(?:{FORM}|{PARTS}|walls? of text|long answers|diagrams|visuals)"
)
_EASIER = r"easier|easy|clearer|better|more helpful|simpler|quicker"
_HARDER = (
    r"overwhelming|confusing|hard(?:er)? to (?:read|follow)|annoying|distracting|patronising|"
    r"patronizing|useless|tiring|exhausting|too much"
)

_ROWS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), sign)
    for pattern, sign in (
        # "short sentences help", "diagrams really help me"
        (rf"^(?P<x>{_ANSWER_THING})\s+(?:really\s+)?helps?(?:\s+me)?(?:\s+(?:a lot|loads|so much))?$",
         "like"),
        # "I find tables easier to read", "I find long answers overwhelming"
        (rf"^i\s+(?:always\s+)?find\s+(?P<x>{_ANSWER_THING})\s+(?:(?:much|way|a lot|so)\s+)?"
         rf"(?:{_EASIER})\b", "like"),
        (rf"^i\s+(?:always\s+)?find\s+(?P<x>{_ANSWER_THING})\s+(?:(?:really|so|a bit|kind of|"
         rf"kinda)\s+)?(?:{_HARDER})\b", "dislike"),
        # "I dont want a wall of text", "I don't want long answers anymore"
        (rf"^i\s+(?:really\s+)?(?:don't|do not)\s+want\s+(?:any\s+|a\s+|the\s+|more\s+)?"
         rf"(?P<x>{_ANSWER_THING})(?=$|\s+(?:in|from|please|anymore|any more|again|ever|every)\b)",
         "dislike"),
        # "it's easier for me if you use numbered lists", "it helps if you give examples"
        (rf"^(?:it|that)(?:'s|\s+is)?\s*(?:really\s+)?(?:helps?|works\s+better|(?:much\s+|way\s+|"
         rf"a lot\s+|so much\s+)?(?:{_EASIER}))(?:\s+for\s+me)?(?:\s+a\s+lot)?\s+(?:if|when)\s+you\s+"
         r"(?P<act>.+)$", "act"),
        # "you can be technical with me", "feel free to use jargon"
        (r"^(?:you\s+can|feel\s+free\s+to|it's\s+(?:fine|ok|okay)\s+to)\s+(?:always\s+)?(?P<act>(?:be|skip|"
         r"use|drop|go|get|assume|leave out)\b.+)$", "may"),
        # "dont dumb it down", "don't oversimplify"
        (r"^(?:please\s+)?(?:don't|do not|never)\s+(?P<act>dumb\s+(?:it|things|stuff|this)\s+down|"
         r"oversimplify|over-simplify|patroni[sz]e me|talk down to me|baby me)\b", "not"),
        # "go slow", "one thing at a time pls"
        (r"^(?:please\s+)?(?:go\s+(?P<slow>slow(?:ly)?|step by step)|(?P<pace>one (?:step|thing|"
         r"question) at a time|step by step|slowly))(?:\s+(?:please|with me|thanks|for me))*$",
         "pace"),
        # "more of a bullet point person"
        (r"^i(?:'m|\s+am)\s+(?:much\s+|definitely\s+)?more\s+of\s+an?\s+(?P<x>[\w-]+\s+[\w-]+)\s+"
         r"person$", "like"),
    )
)  # fmt: skip


def felt_wish(c: Clause) -> Reading | None:
    """(title, directive, priority, kind) when the clause states a wish about answers as a
    feeling, a permission or a reason."""
    if c.supplied not in ("", "I"):
        return None
    for pattern, sign in _ROWS:
        if (m := pattern.match(c.lower)) and (found := _build(c, m, sign)):
            return found
    return None


def _build(c: Clause, m: re.Match[str], sign: str) -> Reading | None:
    if sign in ("like", "dislike"):
        x = orig(c, m, "x")
        if sign == "like":
            return f"Prefers {x}", f"Use {x}", 0.7, "directive"
        return f"Does not want {x}", f"Avoid {x}", 0.7, "dislike"
    if sign == "pace":
        pace = m["slow"] or m["pace"]
        return f"Wants explanations {pace}", f"Explain {pace}", 0.7, "directive"
    act = orig(c, m, "act").strip()
    if sign == "not":
        return f"Does not want the assistant to {third(act)}", f"Do not {act}", 0.8, "dislike"
    about_answers = answer_scope(act) in ("format", "response_style") or re.search(
        rf"\b(?:{STYLE}|{FORM}|technical|jargon|basics?|detail)\b", act.lower()
    )
    if not about_answers or re.search(
        r"\b(?:about|on|with|for)\s+(?:my|this|that|the)\s+\w+", act.lower()
    ):
        return None  # "feel free to call me", "it helps if you water it", "… about my essay"
    if sign == "may":
        return (
            f"Is happy for the assistant to {third(act)}",
            capitalise_first(act),
            0.7,
            "directive",
        )
    return f"Asks the assistant to {third(act)}", capitalise_first(act), 0.7, "directive"


def capitalise_first(text: str) -> str:
    return text[:1].upper() + text[1:]
