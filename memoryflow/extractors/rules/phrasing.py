"""Small helpers the builders shape the phrase of a title with: a leading determiner
dropped, a capital letter, a length limit, and the first person turned into the third
("my thesis" → "their thesis")."""

from __future__ import annotations

import re
from collections.abc import Callable

_LEADING_DET = re.compile(r"^(?:a|an|the|my|our|some|this|that)\s+", re.IGNORECASE)


def strip_determiner(phrase: str) -> str:
    return _LEADING_DET.sub("", phrase.strip())


def capitalise(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


def shorten(text: str, limit: int) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


_THIRD_PERSON = (
    (r"\bmy\b", "their"),
    (r"\bour\b", "their"),
    # the pronoun, not the pit: "a gold mine", "the mine" stay
    (
        r"(?<!\ba )(?<!\bthe )(?<!\bgold )(?<!\bcoal )(?<!\bcopper )(?<!\biron )(?<!\bopal )\bmine\b",
        "theirs",
    ),
    (r"\bmyself\b", "themselves"),
    (r"\bme\b", "them"),
    (r"\bI'm\b", "they're"),
    # The verb agrees with "they": "I was overwatering" → "they were overwatering".
    (r"\bI was\b", "they were"),
    (r"\bI am\b", "they are"),
    (r"\bI've\b", "they've"),
    (r"\bI'd\b", "they'd"),
    (r"\bI'll\b", "they'll"),
    # not a letter of a name spelled with a hyphen ("CBT-I", "Sub-I") nor a highway ("i-80")
    (r"(?<!-)\bI\b(?!-\d)", "they"),
    (r"\bwe\b", "they"),
    # the country, typed in lower case: "a us company", "us citizen"
    (
        r"\b(?-i:us)(?=\s+(?:company|firm|startup|client|clients|bank|citizen|army|navy|"
        r"military|government|office|team|branch|subsidiary|agency|university|base)\b)",
        "US",
    ),
    (r"\b(?-i:us)\b", "them"),
)


# Words in quotes are the words said ("stop saying 'I hope this helps'"): never rewritten.
# A quote opens after a non-word character and closes before one, so "I'm" is no quote.
QUOTED = re.compile(
    r"(?<!\w)'(?=\S)[^'\n]{1,200}?(?<=\S)'(?!\w)|\"[^\"\n]{1,200}\"|“[^”\n]{1,200}”"
)


def outside_quotes(phrase: str, rewrite: Callable[[str], str]) -> str:
    """The phrase with `rewrite` applied to every part of it that is not in quotes."""
    parts: list[str] = []
    at = 0
    for m in QUOTED.finditer(phrase):
        parts.extend((rewrite(phrase[at : m.start()]), m.group(0)))
        at = m.end()
    parts.append(rewrite(phrase[at:]))
    return "".join(parts)


def _third_person(phrase: str) -> str:
    for pattern, replacement in _THIRD_PERSON:
        phrase = re.sub(pattern, replacement, phrase, flags=re.IGNORECASE)
    return phrase


def second_to_first(phrase: str) -> str:
    """Titles are in the third person: "my thesis" → "their thesis", "help me" → "help
    them"; words in quotes stay as said."""
    return outside_quotes(phrase, _third_person)
