"""A reply read in the frame of a question about whom the user works for: "Which airline
and base?" → "delta, atlanta base" says the user works for Delta, based in Atlanta, as "I
work for delta" and "I'm based in atlanta" would. Only a short name is read (a refusal, a
pronoun or a clause of its own says nothing), and only after a question that asks which
employer of a kind the user has."""

from __future__ import annotations

import re

__all__ = ["EMPLOYER_Q", "employer_reply"]

EMPLOYER_Q = re.compile(
    r"\b(?:which|what)\s+(?:airline|carrier|company|firm|hospital|trust|agency|employer|"
    r"haulier|operator|shipping\s+company|fleet|chain|school|store|outlet)\s+(?:and\s+base|"
    # asked as the user's work, not as a passenger's or a patient's choice
    r"(?:do|did)\s+you\s+(?:work|fly|drive|haul|sail|nurse|teach)\s+(?:for|at|with|in)|"
    # not "Which bank are you with?": a customer's bank
    r"are\s+you\s+employed\s+(?:by|at|with)|employs\s+you)\b[^?]{0,30}\?",
    re.IGNORECASE,
)
# A name of one to three words, without a determiner, pronoun or verb of its own.
_NAME = re.compile(
    r"^(?:still\s+)?(?:with\s+|for\s+|at\s+)?(?P<org>(?!(?:no|nope|nah|none|idk|dunno|not|it|that|"
    r"this|the|a|an|my|our|i|we|you|yes|yeah|depends|any|either|both|same|why|unemployed|"
    r"self[- ]employed|freelance|myself)\b)[a-z][\w&'.-]*(?:\s+(?!(?:is|are|was|were|i|we|it|but|"
    r"so|and|for|base|based)\b)[a-z][\w&'.-]*){0,2})$"
)
# Where one is based, said after the name: "atlanta base", "based out of dublin".
_BASE = re.compile(
    r"^(?:(?P<place>[a-z][\w'.-]*(?:\s+[a-z][\w'.-]*)?)\s+base|based\s+(?:in|out\s+of|at)\s+"
    r"(?P<place2>[a-z][\w'.-]*(?:\s+[a-z][\w'.-]*)?))$"
)


def employer_reply(question: str, said: list[str]) -> list[str] | None:
    """["I work for delta", "I'm based in atlanta"] for ["delta", "atlanta base"] after "Which
    airline and base?"; else None. `said` is the reply's clauses in lower case."""
    if not said or not EMPLOYER_Q.search(question):
        return None
    if not (m := _NAME.match(said[0].strip(" .!"))):
        return None
    reads = [f"I work for {m['org'].title()}"]  # a name: "delta" → "Delta"
    if len(said) > 1 and (b := _BASE.match(said[1].strip(" .!"))):
        reads.append(f"I'm based in {b['place'] or b['place2']}")
    return reads
