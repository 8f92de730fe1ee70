"""A teacher of a language the user has, or asks the assistant to be, says the user is
learning it: "be my french tutor pls, correct all my mistakes", "act as my japanese
teacher", "quiero que seas mi profesora de español", "my korean tutor says my particles are
a mess" → learning French, Japanese, Spanish, Korean.

Not a teacher of someone else's ("my son's spanish teacher"), one from the past ("my old
german teacher", "my french teacher in high school"), a teacher in a story being written,
nor an English teacher (a school subject for most, not a language being learnt)."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.foreign_words import LANGUAGE_WORDS
from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.text import Clause

# Cheap gate: the word for a teacher, in English or a neighbouring language.
_GATE = re.compile(r"teacher|tutor|profes|lehrer|insegnante|conversation partner")
_ADJ = r"(?:(?:strict|patient|new|private|online|personal|own|friendly)\s+)?"
# "my french tutor", "my strict japanese teacher", "my german conversation partner"
_MY_TEACHER = re.compile(
    rf"\bmy\s+{_ADJ}(?P<lang>{alternation(LANGUAGES)})\s+{_ADJ}(?:teacher|tutor|"
    r"conversation partner|language partner|coach)\b"
)
# "mi profesora de español", "mon professeur de français", "meu professor de alemão"
_FOREIGN_NAMES = "|".join(pattern for pattern, _ in LANGUAGE_WORDS)
_MY_TEACHER_ABROAD = re.compile(
    r"\b(?:mi|mon|ma|meu|minha|mein|meine|il mio|la mia)\s+(?:profesora?|professeure?|"
    r"professora?|prof|lehrerin|lehrer|insegnante|tutora?)\s+(?:de|d'|di|für)\s*"
    rf"(?P<lang>{_FOREIGN_NAMES})\b"
)
# A teacher of the past, or one in fiction being written.
_NOT_NOW = re.compile(
    r"\b(?:old|former|ex|late|used to|when i was|back in|in (?:high school|school|college|"
    r"year \d+)|story|scene|novel|script|character|fanfic|poem)\b"
)


def _language(m: re.Match[str]) -> str:
    said = m["lang"]
    for pattern, name in LANGUAGE_WORDS:
        if re.fullmatch(pattern, said):
            return name
    return said.capitalize()


def as_language_tutor(c: Clause, message: str) -> Clause | None:
    """The clause as "I'm learning <language>", or None."""
    low = c.lower
    if not _GATE.search(low):
        return None
    m = _MY_TEACHER.search(low) or _MY_TEACHER_ABROAD.search(low)
    if m is None or _NOT_NOW.search(message.lower()):
        return None
    language = _language(m)
    if language.lower() == "english":
        return None
    text = f"I'm learning {language}"
    # the frame the teacher is named in (a request, "says") is not the user's learning
    return replace(c, text=text, lower=text.lower(), is_question=False, is_hypothetical=False,
                   is_reported=False, is_directive_question=False)  # fmt: skip
