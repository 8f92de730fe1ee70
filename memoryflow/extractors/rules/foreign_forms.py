"""A form of the answer asked for in another language or half in one: "y porfa no me pongas
disclaimers", "e sempre me responde com type hints", "aur please short me batao", "usa
celsius siempre porfa".

Two things must both be there, as for the answer language (`foreign_requests.py`): a word
that asks in that language (an imperative of answering, giving or putting, "porfa",
"sempre", "batao") and a form named, often in English within the other language (units,
disclaimers, type hints, bullet points) or in its own words ("respuestas cortas"). A form
named without a word that asks is talk about it ("el libro tiene tablas")."""

from __future__ import annotations

import re

# Words that ask, in Spanish, Portuguese, Italian, French, German and Hindi/Urdu written in
# Latin letters ("batao": tell me, "likho": write).
_ASKING = re.compile(
    r"\b(?:porfa|por favor|siempre|sempre|usa|usá|utiliza|ponme|pon|pongas|p[oô]e|me responde\w*|"
    r"respond[ae]\w*|contést\w*|contesta\w*|dame|dá-me|me d[aá]|batao|bataiye|bata do|likho|"
    r"likhiye|kripya|bitte|immer|per favore|usa|metti|toujours|s'il te pla[iî]t|stp|svp|mets)\b"
)
# Leaving a form out: "no me pongas", "nada de", "sem", "pas de", "keine", "mat".
_LEAVE_OUT = re.compile(
    r"\b(?:no me pongas|no pongas|nada de|sin|sem|sans|pas de|keine?n?|ohne|senza|niente|mat|bina)\b"
)
# Forms named in the other language, with the English title they are kept under.
_OWN_WORDS = {
    r"respuestas\s+cort\w+|cortit\w+|respostas\s+curt\w+|curtinh\w+|kurz\w*|courte?s?|"
    r"breve|short": "short answers",
    r"viñetas|vinetas|tópicos|puces|aufzählungen": "bullet points",
}  # fmt: skip
_NAMED = re.compile(
    r"\b(?P<x>disclaimers?|type hints|typespecs|emojis?|bullet points|celsius|fahrenheit|km|"
    r"metric|kg|grams|sources|examples|markdown|tables|code)\b"
)


# A clause opening on a subject of its own (English, or someone else's: "mi jefe …").
_SUBJECT_FIRST = re.compile(
    r"(?:i|i'm|i am|you|we|my|the|mi|mis|el|la|los|las|su|sus|o|os|il|le|les|der|die|das|mera|"
    r"meri|mere|uska|uski|mon|ma|mes)\b"
)


def foreign_form(lower: str) -> tuple[str, str, float, str] | None:
    """(title, directive, priority, kind) when the clause asks, in another language, for a
    form of the answers."""
    if not _ASKING.search(lower):
        return None
    found = [m["x"] for m in _NAMED.finditer(lower)]
    found += [title for pattern, title in _OWN_WORDS.items() if re.search(pattern, lower)]
    if not found or _SUBJECT_FIRST.match(lower):
        return None  # an English clause is the table's; "mi jefe siempre usa emojis" is his
    x = " and ".join(dict.fromkeys(found))
    if _LEAVE_OUT.search(lower):
        return f"Does not want {x}", f"Do not use {x}", 0.8, "dislike"
    return f"Wants {x}", f"Use {x}", 0.8, "directive"
