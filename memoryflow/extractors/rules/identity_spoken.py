"""Languages the user speaks, told by the way they talk about them rather than by a level:
a language they slip into ("answer in english pls even if i slip into polish"), one they ask
for because it comes easier ("explain it in spanish next time, its easier for me") and one
they run down ("my french is trash").

Read against the whole message, since the reason ("its easier for me") is often a clause of
its own after the request. Running a language down while learning it ("my greek is
terrible, taking lessons twice a week", "day 90 on duolingo") is the learning, a situation
the context layer keeps; English asked for or run down in an English chat says nothing."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import (
    LANGUAGE_WORDS,
    WORD_END,
    IdentityFact,
    display,
    make_fact,
)
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = ["forgotten_tongue", "tongue_being_learnt", "tongues_told"]

_LANG = rf"(?P<lang>(?!english\b)(?:{LANGUAGE_WORDS})){WORD_END}"
# "even if i slip into polish", "i sometimes switch to arabic mid-sentence"
_SLIPS = re.compile(
    r"\bi\s+(?:(?:sometimes|often|always|might|may|tend\s+to|keep|still|will|do)\s+)*"
    rf"(?:slip|slips|switch|lapse|drift|fall)\s+(?:back\s+)?(?:into|to)\s+{_LANG}"
    r"(?!\s+(?:class|classes|lessons?|course|mode|subtitles|audio|version)\b)"
)
# "explain it in spanish next time", "can you answer in portuguese": a language asked for
_ASKED_IN = re.compile(
    r"\b(?:explain|answer|reply|respond|write|talk|speak|say|tell|give|do)\b(?:\s+[\w']+){0,4}?"
    rf"\s+in\s+{_LANG}"
)
# …and the reason that makes it the user's own: it comes easier, or it is their first
_EASIER = re.compile(
    r"\b(?:it'?s|its|it\s+is|that'?s|thats|is|much|way|a\s+lot)\s+(?:much\s+|way\s+|a\s+lot\s+)?"
    r"(?:easier|simpler)\s+for\s+me\b|\bi\s+understand\s+(?:it\s+)?better\b"
)
# "my french is trash": run down, it is still a language one uses
_POOR = (
    r"trash|garbage|rubbish|crap|shit|bad|terrible|awful|horrible|poor|weak|shaky|limited|"
    r"not\s+great|not\s+good|not\s+the\s+best|meh|mid|atrocious|embarrassing"
)
_RUN_DOWN = re.compile(
    rf"(?:^|\b(?:and|but|so|because|cos|bc|since|as)\s+)my\s+{_LANG}\s+(?:is|'s)\s+"
    r"(?:(?:so|really|pretty|kinda|kind\s+of|absolute|absolutely|complete|total|honestly|still|"
    rf"super|very|quite|a\s+bit|literally)\s+)*(?:{_POOR}){WORD_END}"
)
# Learning it is a situation: "taking lessons", "day 90 on duolingo", "for my b1 exam"
_LEARNING = re.compile(
    r"\b(?:learn\w*|lessons?|class(?:es)?|course|duolingo|streak|tutor|studying|practi[cs]ing|"
    r"exam|test|day\s+\d+)\b"
)


# "4th year architecture at cairo uni. arabic english french.": languages listed as a fragment
# of a message about oneself; a message that is only the list answers some other question
# ("which languages should the menu be in?")
_ANY_LANG = rf"(?:{LANGUAGE_WORDS})"
_LISTED = re.compile(rf"^{_ANY_LANG}(?:\s*(?:,|\band\b|&|\+|/)?\s*{_ANY_LANG}){{1,5}}$")


# "in darija we say 'safi'", "we call it kilig in tagalog": the "we" of those who speak it.
# Not "in english" (the chat's own language), not "they say" (others).
_WE_SAY = re.compile(
    rf"(?:^|\b(?:and|but|so|like|lol|ok|mdr)\s+)in\s+{_LANG}\s+we\s+(?:(?:always|just|usually|"
    r"often|would|also)\s+)?(?:say|said|call|use|write)\b"
    rf"|\bwe\s+(?:(?:always|just|usually|often|would|also)\s+)?(?:say|call\s+(?:it|them|that))\b"
    rf"[^.?!]{{0,40}}?\bin\s+{_LANG.replace('?P<lang>', '?P<lang2>')}"
)


def _listed(c: Clause, message: str) -> list[IdentityFact]:
    if not _LISTED.match(c.lower) or len(message.strip()) < len(c.lower) + 20:
        return []
    names = [display(capitalise(n)) for n in re.findall(_ANY_LANG, c.lower)]
    names = list(dict.fromkeys(names))
    listed = f"{', '.join(names[:-1])} and {names[-1]}"
    return [make_fact("language", " and ".join(names).lower(), f"Speaks {listed}", "personal")]


def _speaks(lang: str, how: str = "") -> IdentityFact:
    name = display(capitalise(lang))
    return make_fact("language", lang, f"Speaks {how}{name}", "personal")


def tongues_told(c: Clause, message: str) -> list[IdentityFact]:
    """The languages the clause tells the user speaks, read with the rest of its message."""
    if c.supplied or c.is_reported:
        return []
    if m := _SLIPS.search(c.lower):  # "sorry if i slip into X" supposes one speaks it
        return [_speaks(m["lang"])]
    if not c.is_question and not c.is_hypothetical and (m := _WE_SAY.search(c.lower)):
        return [_speaks(m["lang"] or m["lang2"])]
    if c.is_hypothetical and not c.is_sarcastic_only:
        return []
    low = message.lower()
    if (m := _ASKED_IN.search(c.lower)) and _EASIER.search(low):
        return [_speaks(m["lang"])]
    if not c.is_question and (m := _RUN_DOWN.search(c.lower)) and not _LEARNING.search(low):
        return [_speaks(m["lang"], "a little ")]
    return [] if c.is_question else _listed(c, message)


# "did 5 yrs at school and forgot all of it": a language one had and has lost
_FORGOTTEN = re.compile(
    r"\b(?:forgot|forgotten|lost)\s+(?:(?:almost|nearly|pretty\s+much)\s+)?(?:all|most|everything|"
    r"it\s+all)\b|\bcan'?t\s+speak\s+(?:it|a\s+word)\b"
)


def forgotten_tongue(message: str, fact: IdentityFact) -> bool:
    """Whether a language fact is one the message says the user has since forgotten."""
    return fact.slot == "language" and bool(_FORGOTTEN.search(message.lower()))


# A language rated in the frame "my <language> is <level>" ("my spanish is like A2")…
_RATED = re.compile(rf"\bmy\s+{_LANG}\s+(?:is|'s)\b")
# …in a message that says the user is working at it: studying, a course, a level aimed for.
_WORKING_AT = re.compile(
    r"\b(?:learn\w*|lessons?|class(?:es)?|course|duolingo|streak|tutor|study|studying|"
    r"practi[cs]e|practi[cs]ing|exam|get\s+(?:up\s+)?to\s+[abcn][1-6]|aim\w*\s+for|"
    r"reach\s+[abcn][1-6]|day\s+\d+)\b"
)


def tongue_being_learnt(message: str, clause: Clause, fact: IdentityFact) -> bool:
    """Whether a language fact read from "my <language> is <level>" is one the message says
    the user is learning ("my spanish is like A2, i want to get to B1", "my japanese is only
    N4 so i study every night"): the learning is a situation, which the context layer keeps."""
    if fact.slot != "language" or not (m := _RATED.search(clause.lower)):
        return False
    if _MASTERED.match(clause.lower[m.end() :]):
        return False  # "my portuguese is fluent": spoken, whatever else is being learnt
    return any(
        _WORKING_AT.search(part) and not _SOMEONE_ELSE.match(part) and not _DONE.search(part)
        for part in _PARTS.split(message.lower())
    )


# A course or lessons over: "i only did a 2 week course before coming" is no learning now.
_DONE = re.compile(r"\b(?:did|took|had|finished|completed|used\s+to|years\s+ago|at\s+school)\b")
_MASTERED = re.compile(r"\s+(?:\w+\s+){0,2}?(?:fluent|native|c2|perfect|excellent)\b")
# The parts of a message, and one whose subject is someone else: "my husband is learning it".
_PARTS = re.compile(r"[,.;!?\n]|\b(?:and|but|so|while)\b")
_SOMEONE_ELSE = re.compile(
    r"^\s*(?:(?:my|his|her|their|our)\s+(?!\w+\s+(?:is|'s)\s+(?:like\s+|only\s+)?"
    r"[abcn][1-6]\b)[\w-]+|he|she|they)\b"
)
