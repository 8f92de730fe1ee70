"""A message that opens like a letter ("Dear …") is usually a letter being drafted, whose
facts belong to the piece, not to the user. Older and formal writers, though, open their own
messages to the assistant that way ("Dear assistant, I am the pastor of a small parish…",
"Dear Sir, I am a civil engineer… Please review the following email"): those are the user
talking, and their facts are the user's.

The difference is read from the letter's shape, not its words about the user: a letter to
the assistant names the assistant as its addressee, or asks the assistant for something
about its own answers or about material handed over; a drafted letter has none of that, or
carries the formulas of a letter sent to someone else (a sign-off, "I am writing to …")."""

from __future__ import annotations

import re
from functools import lru_cache

# "Dear assistant", "Dear ChatGPT": the addressee is the assistant itself.
_TO_THE_ASSISTANT = re.compile(
    r"^\s*(?:my\s+)?dear\s+(?:(?:ai|digital|virtual|kind|good)\s+)?"
    r"(?:assistant|chat\s?gpt|gpt|claude|gemini|copilot|ai|bot|chatbot|robot|computer|"
    r"machine|helper|friend)\b",
    re.IGNORECASE,
)
# What only the assistant is asked: how to answer ("answer me", "write in simple English",
# "your answers") or what to do with material handed over ("review the following email").
_ASKS_THE_ASSISTANT = re.compile(
    r"\b(?:(?:answer|reply to|respond to|write to)\s+me|your\s+(?:answers|replies|responses)|"
    r"write\s+(?:in|using)\s+(?:simple|plain|short|full|british|american|easy)\b|"
    r"the following\s+(?:email|letter|text|message|note|draft|paragraph|clause|passage)|"
    r"suggest\s+a\s+(?:reply|response|answer))\b",
    re.IGNORECASE,
)
# Formulas of a letter sent to someone else: a sign-off, or the letter's own opening move.
_DRAFTED = re.compile(
    r"\b(?:yours\s+(?:sincerely|faithfully|truly)|(?:kind|best|warm)\s+regards|"
    r"best\s+wishes|many\s+thanks|sincerely|love,|cheers,|thanks,\s*\n|"
    r"i\s+am\s+writing\s+to\s+(?:apply|inform|complain|ask|request|express|confirm|follow)|"
    r"please\s+find\s+attached|i\s+look\s+forward\s+to\s+hearing)",
    re.IGNORECASE,
)
# A formal user's plea for advice, typed as one block: "Dear Sir, I am a retired professor…
# Kindly advise which documents are required". A letter handed over for proofreading comes
# set out in paragraphs, quoted, or with a letter's formulas (checked first, above); a single
# block that ends by asking the reader to advise or guide is the user asking the assistant.
_PLEA_FOR_ADVICE = re.compile(
    r"\b(?:(?:kindly|please)\s+(?:advise|advice|guide|suggest|tell\s+me|help\s+me|let\s+me\s+know)|"
    r"i\s+(?:would|will|shall)\s+be\s+(?:very\s+|most\s+)?(?:grateful|thankful|obliged)\s+"
    r"(?:for\s+(?:your\s+|any\s+)?(?:advice|guidance|help)|if\s+you)|"
    r"what\s+(?:should|shall|can|do)\s+i\s+do)\b",
    re.IGNORECASE,
)


def _single_block(content: str) -> bool:
    return "\n" not in content.strip()


@lru_cache(maxsize=1024)
def is_own_letter(content: str) -> bool:
    """Whether a message opening with "Dear …" is the user writing to the assistant."""
    if _DRAFTED.search(content):
        return False
    if _TO_THE_ASSISTANT.match(content) or _ASKS_THE_ASSISTANT.search(content):
        return True
    return _single_block(content) and bool(_PLEA_FOR_ADVICE.search(content))


# "Dear Sir," / "Dear friend,": the greeting names the assistant, it says nothing of the user.
_SALUTATION = re.compile(r"^\s*(?:my\s+)?dear\s+[^,.!\n]{1,40}[,.!]\s*", re.IGNORECASE)


def without_salutation(content: str) -> str:
    return _SALUTATION.sub("", content, count=1)
