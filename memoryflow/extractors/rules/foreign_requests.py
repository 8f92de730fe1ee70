"""The answer language asked for in another language: "prefiero las respuestas en español",
"réponds en français s'il te plaît", "per favore rispondi in italiano", "bitte antworte auf
Deutsch", "prefiro respostas em português".

Two things must both be there: a language named after its preposition ("en español", "auf
Deutsch") and a word that asks or prefers (a verb of answering or writing, "prefiero",
"please" in that language). A language named without one is a fact ("el libro está en
inglés"), and a language one speaks ("hablo español") is identity."""

from __future__ import annotations

import re

# Language names as written in Spanish, French, Italian, Portuguese and German.
_NAMES = {
    "español": "Spanish", "espanol": "Spanish", "castellano": "Spanish", "espagnol": "Spanish",
    "spagnolo": "Spanish", "espanhol": "Spanish", "spanisch": "Spanish",
    "inglés": "English", "ingles": "English", "anglais": "English", "inglese": "English",
    "inglês": "English", "englisch": "English",
    "francés": "French", "frances": "French", "français": "French", "francais": "French",
    "francese": "French", "francês": "French", "französisch": "French",
    "alemán": "German", "aleman": "German", "allemand": "German", "tedesco": "German",
    "alemão": "German", "deutsch": "German",
    "italiano": "Italian", "italien": "Italian", "italienisch": "Italian",
    "portugués": "Portuguese", "portugais": "Portuguese", "portoghese": "Portuguese",
    "português": "Portuguese", "portugues": "Portuguese", "portugiesisch": "Portuguese",
    "catalán": "Catalan", "catalan": "Catalan", "català": "Catalan",
}  # fmt: skip

_IN_LANGUAGE = re.compile(
    r"\b(?:en|in|em|auf|na)\s+(?P<lang>" + "|".join(sorted(_NAMES, key=len, reverse=True)) + r")\b"
)
# Words that ask or prefer, in the same five languages.
_ASKING = re.compile(
    r"\b(?:respond\w*|respóndeme|contest\w*|escrib\w*|escríbeme|háblame|prefier\w*|quiero|"
    r"respuestas|por favor|porfa|réponds|répondez|répondre|réponses|écri\w*|parle[sz]?|"
    r"préf[èe]re\w*|s'il (?:te|vous) pla[iî]t|rispond\w*|rispost\w*|scriv\w*|parla\w*|"
    r"preferisco|per favore|respost\w*|prefiro|antwort\w*|schreib\w*|bitte|lieber|sprich)\b"
)

# "pode responder em inglês mesmo" (you can answer in English anyway): leave, not a wish.
_MAY = re.compile(r"\b(?:pode|podes|puedes|puede|podés|peux|pouvez|puoi|può|kannst|können)\b")


def foreign_answer_language(lower: str) -> tuple[str, str, float, str] | None:
    """(title, directive, priority, kind) when the clause asks, in another language, for
    answers in a language."""
    m = _IN_LANGUAGE.search(lower)
    if m is None or not _ASKING.search(lower) or _MAY.search(lower):
        return None
    lang = _NAMES[m["lang"]]
    return f"Wants answers in {lang}", f"Answer in {lang}", 0.8, "directive"
