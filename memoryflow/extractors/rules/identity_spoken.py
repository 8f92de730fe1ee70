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

__all__ = ["forgotten_tongue", "tongues_told"]

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
