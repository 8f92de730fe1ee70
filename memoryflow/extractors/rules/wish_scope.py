"""When a wish about answers holds: for one kind of request ("for recipes use grams pls",
"in python use f-strings please"), or whenever something happens ("when you give recipes,
use grams"), or said with a modal ("shorter answers would be great", "I'd like answers in
Welsh please"). The condition or the modal would otherwise make the clause hypothetical
or leave it unread; it only says when the wish holds, not whether."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.answer_form import FORM
from memoryflow.extractors.rules.preference_guards import sentence_after, sentence_before
from memoryflow.extractors.rules.preference_likes import third
from memoryflow.extractors.rules.preference_vocab import CODE_LANG
from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

# "for recipes use grams pls", "in python use f-strings": a directive for one kind of request.
_SCOPE = re.compile(
    rf"^(?:for|in|with)\s+(?:all\s+|any\s+)?(?P<scope>(?:{CODE_LANG})|(?:[\w-]+\s+)?(?:questions|"
    r"answers|code|recipes|emails|essays|maths|math|stuff|things|examples|explanations|"
    r"workouts|meal plans|plans|scripts|queries|translations))\s*,?\s+"
    r"(?=(?:please\s+)?(?:use|give|write|answer|reply|show|keep|put|always|never|don't|do not|"
    r"stop|skip|avoid|include|add|explain|format|list)\b)"
)
# "when you give recipes, use grams": a condition that only says when the wish applies.
# A heading before a colon may open it: "quick one: when you give me recipes, grams not cups".
_WHEN = re.compile(
    r"^(?:[^:]{0,30}:\s*)?(?:and\s+|also\s+|oh\s+and\s+)?when(?:ever)?\s+(?:you|u|i)\s+\w+"
)


def without_scope(c: Clause) -> tuple[Clause, str] | None:
    """The clause without a leading kind of request it is for, and that kind."""
    if c.supplied or (m := _SCOPE.match(c.lower)) is None:
        return None
    text = c.text[m.end() :] if len(c.text) == len(c.lower) else c.lower[m.end() :]
    return replace(c, text=text, lower=c.lower[m.end() :]), m["scope"]


def scoped_directive(c: Clause) -> Reading | None:
    """What a scoped clause asks when no table reads it: with its kind of request named
    ("in python use f-strings"), "use X" is about the answers."""
    m = re.match(r"(?:please\s+)?(?:always\s+)?(?:use|avoid|stick to|prefer)\s+\S", c.lower)
    if m is None:
        return None
    said = re.sub(r"\s+please$", "", c.text if len(c.text) == len(c.lower) else c.lower)
    said = re.sub(r"^please\s+", "", said, flags=re.IGNORECASE)
    return f"Asks the assistant to {third(said)}", said, 0.8, "directive"


# "shorter answers would be great": a form wished for, said with a modal.
_MODAL_FORM = re.compile(
    rf"^(?:[\w-]+\s+)?(?:{FORM}|diagrams|visuals|analogies)\s+(?:would|'d)\s+(?:be|help)\b|"
    rf"^i(?:'d|\s+would)\s+(?:really\s+)?(?:like|love|appreciate|prefer)\s+(?!to\b)(?:\S+\s+){{0,3}}?"
    rf"(?:{FORM})\b"
)


def standing_condition(c: Clause, message: str) -> bool:
    """Whether the clause is hypothetical only for a "when you …" before it, which says when
    a wish holds, not whether, or for the modal a wished form is said with."""
    return c.is_hypothetical and bool(
        _WHEN.match(sentence_before(c, message)) or _MODAL_FORM.match(c.lower)
    )


# "answer in English but add the Japanese for key words": the exception is part of the wish.
_BUT = re.compile(
    r"^\s*,?\s*but\s+(?:please\s+)?(?P<x>(?:add|include|keep|put|give|explain|use)\b[^,;]+)"
)


def with_exception(title: str, c: Clause, message: str) -> str:
    """The title of an answer-language wish with the exception said after it."""
    if not title.startswith("Wants answers in "):
        return title
    after = sentence_after(c, message)
    m = _BUT.match(after[len(c.lower) :]) if after.startswith(c.lower) else None
    return f"{title}, but {third(m['x'].strip())}" if m else title
