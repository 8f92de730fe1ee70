"""A part of life said to be over as a chapter or an era: "infosys chapter closed", "my
barista era is over", "the london chapter is done".

Chat says a job, a place or a pursuit has ended by naming it as a closed chapter. The
name is taken back by its word against the stored list (`retraction_match`, slot
`TAKEN_BACK_WORD`) and as an employer, so "infosys chapter closed" takes back "Works as a
software engineer at Infosys"; a word that names nothing stored takes back nothing. A new
chapter opening ("new chapter in lisbon") is no ending."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.retraction_match import TAKEN_BACK_WORD
from memoryflow.extractors.rules.text import Clause

# Texts that have chapters of their own.
_WRITINGS = frozenset({"thesis", "dissertation", "book", "novel", "story", "manuscript",
                       "draft", "report", "memoir", "textbook", "fic", "fanfic"})  # fmt: skip
_ENDED = r"(?:closed|over|done|finished|ended|behind\s+me)"
_ERA = re.compile(
    r"^(?:(?:so|and|well|yeah|welp|anyway)\s+)*(?:(?:the|my|that)\s+)?"
    r"(?P<what>(?!(?:new|next|first|last|final|this|a|an)\b)[a-z][\w&'.-]+(?:\s+[a-z][\w&'.-]+)?)"
    rf"\s+(?:chapter|era)\s+(?:is\s+|has\s+|'s\s+)?(?:officially\s+|finally\s+|now\s+)?{_ENDED}\b"
)


def era_over(c: Clause) -> tuple[IdentityFact, ...]:
    """What the clause says is a closed chapter of the user's life, as negated facts."""
    if "chapter" not in c.lower and "era" not in c.lower:
        return ()
    m = _ERA.match(c.lower)
    if m is None:
        return ()
    what = m["what"]
    if what.split()[-1] in _WRITINGS:
        return ()  # "my thesis chapter is finished": a chapter of a text, not of a life
    return (
        make_fact("employer", what, f"Works at {what}", "professional", neg=True),
        make_fact(TAKEN_BACK_WORD, what, f"Is {what}", "personal", neg=True),
    )
