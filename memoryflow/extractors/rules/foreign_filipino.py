"""The answer language asked for in Tagalog or Taglish: "english na lang po pls" (just English
instead), "pwede taglish ka na lang sumagot always?", "pwede po tagalog next time?",
"sagot ka in english".

Filipino chat asks with "pwede" (may you / can it be), with "na lang" (instead, just) and
with the verbs of answering ("sumagot", "sagot", "sagutin"). A language named with none of
these is a fact ("tagalog lang alam ng lola ko": grandma only knows Tagalog), and "na lang"
that goes on to a place or an occasion ("english na lang sa presentation namin") is a plan
for something else, not for the answers."""

from __future__ import annotations

import re

_NAMES = {"tagalog": "Tagalog", "taglish": "Taglish", "filipino": "Filipino",
          "english": "English", "ingles": "English", "bisaya": "Bisaya",
          "cebuano": "Cebuano", "ilocano": "Ilocano"}  # fmt: skip
_LANG = "|".join(_NAMES)
# "pwede (po) (ba) (mag-)tagalog …": may it be in Tagalog; needs a word that it is the reply
# (ka/mo: you, po: the polite particle, "na lang", next time, always, sumagot).
_MAY_IT_BE = re.compile(
    rf"\b(?:pwede|puwede|pde|pwd)\s+(?:po\s+|ba\s+|na\s+)*(?:mag-?|i-?)?(?P<lang>{_LANG})\b"
    r"(?=.*\b(?:ka|mo|po|na\s+lang|nalang|next\s+time|always|lagi|palagi|sumagot|sagot\w*|"
    r"reply|answer)\b)"
)
# "english na lang po pls": just English instead, said of the reply (ends there, or goes on
# with a please, the polite particle or a verb of answering).
_JUST_INSTEAD = re.compile(
    rf"\b(?:mag-?)?(?P<lang>{_LANG})\s+(?:na\s+lang|nalang)\b"
    r"(?=\s*(?:$|po\b|pls\b|please\b|plz\b|ha\b|sana\b|ka\b|mo\b|sumagot|sagot|reply|answer|"
    r"next\s+time|always|lagi|from\s+now))"
)
# "sagot ka in english", "sumagot ka sa tagalog": answer (you) in the language.
_ANSWER_IN = re.compile(
    rf"\b(?:sumagot|sagot|sagutin|mag-?reply)\s+(?:ka\s+|mo\s+|po\s+)*(?:in|sa|ng)\s+"
    rf"(?P<lang>{_LANG})\b"
)
_FRAMES = (_MAY_IT_BE, _JUST_INSTEAD, _ANSWER_IN)


def filipino_answer_language(lower: str) -> tuple[str, str, float, str] | None:
    """(title, directive, priority, kind) when the clause asks, in Tagalog or Taglish, for
    answers in a language."""
    for frame in _FRAMES:
        if m := frame.search(lower):
            lang = _NAMES[m["lang"]]
            return f"Wants answers in {lang}", f"Answer in {lang}", 0.8, "directive"
    return None
