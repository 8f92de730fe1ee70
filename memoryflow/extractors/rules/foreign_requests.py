"""The answer language asked for in another language: "prefiero las respuestas en español",
"réponds en français s'il te plaît", "per favore rispondi in italiano", "bitte antworte auf
Deutsch", "prefiro respostas em português".

Two things must both be there: a language named after its preposition ("en español", "auf
Deutsch") and a word that asks or prefers (a verb of answering or writing, "prefiero",
"please" in that language). A language named without one is a fact ("el libro está en
inglés"), and a language one speaks ("hablo español") is identity."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.foreign_filipino import filipino_answer_language

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
    # Norwegian, Swedish and Danish name languages after "på": "svar på norsk"
    "norsk": "Norwegian", "svensk": "Swedish", "dansk": "Danish", "engelsk": "English",
}  # fmt: skip
# Hindi and Urdu chat put the language before "mein" ("roman urdu mein jawab do"); Indonesian
# and Malay name it after "bahasa" ("balas bahasa indonesia aja").
_AFTER_NAMES = {"roman urdu": "Roman Urdu", "urdu": "Urdu", "hindi": "Hindi",
                "hinglish": "Hinglish", "english": "English", "punjabi": "Punjabi",
                "bangla": "Bangla", "tamil": "Tamil"}  # fmt: skip
_LANGUAGE_BEFORE = re.compile(
    r"\b(?P<lang>"
    + "|".join(sorted(_AFTER_NAMES, key=len, reverse=True))
    + r")\s+(?:mein|me|mai|main)\b"
)
_BAHASA = {"indonesia": "Indonesian", "melayu": "Malay", "inggris": "English"}
_BAHASA_NAMED = re.compile(r"\bbahasa\s+(?P<lang>indonesia|melayu|inggris)\b")

_IN_LANGUAGE = re.compile(
    r"\b(?:en|in|em|auf|na|på)\s+(?P<lang>"
    + "|".join(sorted(_NAMES, key=len, reverse=True))
    + r")\b"
)
# Words that ask or prefer, in the same five languages.
_ASKING = re.compile(
    r"\b(?:respond\w*|respóndeme|contest\w*|escrib\w*|escríbeme|háblame|prefier\w*|quiero|"
    r"respuestas|por favor|porfa|réponds|répondez|répondre|réponses|écri\w*|parle[sz]?|"
    r"préf[èe]re\w*|s'il (?:te|vous) pla[iî]t|rispond\w*|rispost\w*|scriv\w*|parla\w*|"
    r"preferisco|per favore|respost\w*|prefiro|antwort\w*|schreib\w*|bitte|lieber|sprich|"
    # Scandinavian, Hindi/Urdu and Indonesian chat: "svar gjerne", "jawab do", "balas aja"
    r"svar\w*|skriv\w*|gjerne|helst|snälla|jawab|likh\w*|batao|bolo|samjhao|balas|tolong|"
    r"pakai|pake)\b"
)
# A standing word makes "can you answer in X?" a wish for every answer: "quando for coisa
# complicada", "aage se" (from now on), "fra nå av".
FOREIGN_STANDING = re.compile(
    r"\b(?:quando|cuando|quand|wenn|sempre|siempre|toujours|immer|aage se|ab se|fra nå av|"
    r"från och med nu|fremover|de agora em diante|a partir de agora|desde ahora|from now on|"
    r"de ahora en adelante|a partir de ahora|désormais|ab jetzt|von nun an|d.ora in poi|"
    r"always|mulai sekarang|seterusnya)\b"
)

# "pode responder em inglês mesmo" (you can answer in English anyway): leave, not a wish.
_MAY = re.compile(r"\b(?:pode|podes|puedes|puede|podés|peux|pouvez|puoi|può|kannst|können)\b")


def foreign_answer_language(lower: str) -> tuple[str, str, float, str] | None:
    """(title, directive, priority, kind) when the clause asks, in another language, for
    answers in a language."""
    if filipino := filipino_answer_language(lower):
        return filipino  # "english na lang po pls", "pwede tagalog next time?"
    if not _ASKING.search(lower):
        return None
    if _MAY.search(lower) and not FOREIGN_STANDING.search(lower):
        return None  # "pode responder em inglês mesmo": leave, unless said for every answer
    if m := _IN_LANGUAGE.search(lower):
        lang = _NAMES[m["lang"]]
    elif m := _LANGUAGE_BEFORE.search(lower):
        lang = _AFTER_NAMES[m["lang"]]
    elif m := _BAHASA_NAMED.search(lower):
        lang = _BAHASA[m["lang"]]
    else:
        return None
    return f"Wants answers in {lang}", f"Answer in {lang}", 0.8, "directive"
