"""A reply that says how one learns without saying what, when the assistant's question named
it: "How is your German so far?" → "A2, learning on duolingo every day" is learning German;
"How's your Japanese coming along?" → "slowly, practising with a tutor twice a week".

Only an object-less learning verb takes the question's language: "learning guitar too"
names its own subject, and a question about someone else's ("your son's French") is not
the user's."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.text import Clause

_LANGS = alternation(LANGUAGES)
# "How is your German so far?", "is your spanish improving?": the user's own language.
_YOUR_LANGUAGE = re.compile(rf"\byour\s+(?P<lang>{_LANGS})\b", re.IGNORECASE)
# "learning on duolingo every day", "still studying with a tutor", "practising daily":
# the verb with no object, only how, where or how often.
_OBJECTLESS = re.compile(
    r"^(?:(?:i'm|im|i am|been|i've been|ive been)\s+)?(?:(?:still|slowly|mostly|just|also)\s+)?"
    r"(?P<verb>learning|studying|practi[cs]ing|taking (?:lessons|classes))"
    r"(?=\s+(?:on|with|at|every|each|since|for|through|via|online|daily|twice|once|in class|"
    r"at night|by myself|on my own)\b|\s*$)"
)


def learning_answer(question: str, clause: Clause) -> Clause | None:
    """The reply as "I'm learning <language> …", or None."""
    if "your" not in question.lower() or clause.is_question:
        return None
    asked = _YOUR_LANGUAGE.search(question)
    m = _OBJECTLESS.match(clause.lower) if asked else None
    if asked is None or m is None:
        return None
    language = asked["lang"].capitalize()
    rest = (
        clause.text[m.end() :] if len(clause.text) == len(clause.lower) else clause.lower[m.end() :]
    )
    verb = "learning" if m["verb"].startswith("taking") else m["verb"]
    text = f"I'm {verb} {language}{rest}"
    return replace(clause, text=text, lower=text.lower(), implied=())
