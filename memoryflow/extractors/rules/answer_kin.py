"""Whose age the assistant asks after a user mentions a child: "my son helps me with the
emails" → "How old is he?" → "15" is a 15-year-old son; "Poppy has swimming on tuesdays" →
"How old is Poppy? … for her age" → "8" is a daughter called Poppy.

The question is put in the words the answer table of `conversation` reads ("How old is
your son?", "How old is your daughter Poppy?"), from the child the user's last message
names: a pronoun needs a child word of its gender there ("my son", "my little girl"); a
name needs to be written there in capitals, and a pronoun of the assistant's for its
gender ("her age"). Pets, partners and anyone else are left: their ages are not asked of
the user's family."""

from __future__ import annotations

import re

__all__ = ["child_age_said", "child_asked"]

_SONS = ("son", "boy", "grandson", "stepson", "little boy")
_DAUGHTERS = ("daughter", "girl", "granddaughter", "stepdaughter", "little girl")
_WORD = {"son": "son", "boy": "son", "little boy": "son", "grandson": "grandson",
         "stepson": "stepson", "daughter": "daughter", "girl": "daughter",
         "little girl": "daughter", "granddaughter": "granddaughter",
         "stepdaughter": "stepdaughter"}  # fmt: skip
_CHILD_WORDS = r"son|daughter|grandson|granddaughter|stepson|stepdaughter"

# "How old is he?", "how old will she be", "How old is Poppy?"
_HOW_OLD = re.compile(
    r"\b(?i:how\s+old\s+(?:is|will))\s+(?P<who>(?i:he|she)\b|[A-Z][a-z'-]+\b)(?:\s+be)?\s*\?"
)
# The user's own child: "my son", "our little girl", "my son's" (a possessive still names one).
_MY_CHILD = re.compile(
    rf"\b(?:my|our)\s+(?:(?:eldest|youngest|oldest|little|baby)\s+)?(?P<kid>{'|'.join(_SONS)}|"
    rf"{'|'.join(_DAUGHTERS)})(?:'s|s')?\b",
    re.IGNORECASE,
)
_HER = re.compile(r"\b(?:her|she|she's)\b", re.IGNORECASE)
_HIS = re.compile(r"\b(?:his|him|he|he's)\b", re.IGNORECASE)

# The rewritten question, and a reply that opens on an age in years: "15. only one", "8",
# "9 yrs"; not "8 months" nor "15 minutes".
_CHILD_AGE_QUESTION = re.compile(
    rf"^How old is your (?P<kin>{_CHILD_WORDS})(?: (?P<name>[A-Z][a-z'-]+))?\?$"
)
_AGE_FIRST = re.compile(
    r"^\s*(?P<age>\d{1,2})(?!\d)(?:\s*(?:yrs?|years?(?:\s+old)?|yo|y/o))?(?=\s*(?:[.,!;)]|$|\s+\D))"
    r"(?!\s*(?:months?|mo|weeks?|wks?|days?|minutes?|mins?|hours?|hrs?|kg|cm|%)\b)"
)


def child_asked(question: str, assistant_turn: str, last_user_turn: str) -> str:
    """`question` with its pronoun or name put as the user's child, when the user's last
    message names that child; otherwise `question` as it is."""
    if not (m := _HOW_OLD.search(question)):
        return question
    who = m["who"]
    if who.lower() in ("he", "she"):
        wanted = _SONS if who.lower() == "he" else _DAUGHTERS
        kids = [k["kid"].lower() for k in _MY_CHILD.finditer(last_user_turn)]
        kids = [k for k in kids if k in wanted]
        if len(set(kids)) != 1:  # none, or two children it could be
            return question
        return f"How old is your {_WORD[kids[0]]}?"
    if not re.search(rf"\b{re.escape(who)}\b", last_user_turn):
        return question
    # "my cat Pelusa", "my friend Jade": the name is not a child's
    before = re.search(rf"\b(?:my|our)\s+(?P<what>[\w-]+)\s+{re.escape(who)}\b", last_user_turn)
    if before and before["what"].lower() not in _WORD:
        return question
    rest = assistant_turn.replace(m.group(0), " ")
    her, his = bool(_HER.search(rest)), bool(_HIS.search(rest))
    if her == his:  # no pronoun, or both: a pet or two people, not to be guessed
        return question
    return f"How old is your {'daughter' if her else 'son'} {who}?"


def child_age_said(asked: str, reply: str) -> tuple[str, str] | None:
    """The reply to a question `child_asked` put, as a statement ("my son is aged 15"), and
    the age as it was written; None for any other question or reply."""
    if not (q := _CHILD_AGE_QUESTION.match(asked)) or not (a := _AGE_FIRST.match(reply)):
        return None
    name = f" {q['name']}" if q["name"] else ""
    return f"my {q['kin']}{name} is aged {a['age']}", a["age"]
