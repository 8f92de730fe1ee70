"""A slip the user mends as they type: "soy enfermero... no espera, ingeniero de software",
"I'm a nurse, I mean a software engineer", "we moved to Porto - no wait, Braga". The words
mended go, so the sentence reads as meant ("soy ingeniero de software").

The slip is the few words right before the repair word, back to the frame that holds them
(a subject, a copula, a preposition: "soy", "I'm", "to"); when no such frame stands within
three words, or the words after the repair open a sentence of their own ("it's fine, I mean
I like it"), nothing is mended: "I mean" is then a filler."""

from __future__ import annotations

import re

# Words that say the last words were a slip. "I mean" only after a pause mark.
_REPAIR = re.compile(
    r"\s*(?:\.{2,}|…|,|-|—)?\s*\b(?:no+\s+wait|wait\s+no|no\s+espera|espera\s+no|non\s+attends|"
    r"nein\s+warte|não\s+espera|nee\s+wacht|no\s+aspetta)\b[,.:!]*\s+"
    r"|\s*(?:\.{2,}|…|,|-|—)\s*(?:sorry\s+)?i\s+mean\b[,.:]*\s+",
    re.IGNORECASE,
)
# The frame a slip stands in: the mended words start after it.
_FRAME = {
    "i", "i'm", "im", "am", "is", "are", "was", "were", "be", "soy", "sou", "estoy", "suis",
    "bin", "ben", "sono", "in", "at", "to", "from", "for", "on", "en", "de", "em",
    "à", "nach", "aus", "live", "work", "moved", "vivo", "moro", "trabajo", "trabalho",
    "have", "got", "it", "it's", "its", "that", "this", "we", "he", "she", "they", "you",
}  # fmt: skip
# What follows a filler "I mean": a sentence of its own or a question.
_OWN_SENTENCE = re.compile(
    r"(?:i|i'm|im|it|it's|its|we|he|she|they|you|that|this|there|who|what|how|why|like|"
    r"honestly|yeah|yes|no|ok|okay|really|so|very|just|totally|actually|literally)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w'-]+")
_MOST_MENDED = 3


def _mended_once(text: str) -> str | None:
    for m in _REPAIR.finditer(text):
        if _OWN_SENTENCE.match(text, m.end()):
            continue
        words = list(_WORD.finditer(text[: m.start()]))
        mend = _WORD.match(text, m.end())
        if mend and mend.group(0).isdigit():
            if words and words[-1].group(0).isdigit():
                return text[: words[-1].start()] + text[m.end() :]  # "aged 3, i mean 4"
            continue  # "3 kids, i mean 4": the number stands inside the slip, left as said
        slip = words[-_MOST_MENDED - 1 :]
        for back, word in enumerate(reversed(slip)):
            if word.group(0).lower() not in _FRAME:
                continue
            if back == 0:
                break  # the frame itself before the repair: nothing to mend
            # the mending words may say the frame again: "at tesco, no wait, at aldi"
            again = mend is not None and mend.group(0).lower() == word.group(0).lower()
            cut = word.start() if again else slip[len(slip) - back].start()
            return text[:cut] + text[m.end() :]
    return None


def mend_slips(text: str) -> str:
    """`text` with each slip the user mends taken out, the mending word with it."""
    if not _REPAIR.search(text):
        return text
    for _ in range(3):  # a sentence rarely mends more than once or twice
        mended = _mended_once(text)
        if mended is None:
            break
        text = mended
    return text
