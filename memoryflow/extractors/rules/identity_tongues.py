"""Languages said with their level or their place in one's life, in the loose frames of chat:
"my italian is sooo basic", "my german is honestly pretty decent", "spanish is my first",
"polish is my native one", and a pronoun for a language just named ("a few lines in Twi
would be welcome; it is my mother tongue").

The plain frames ("my German is B1", "English is my second language") are the main table's
and `identity_life`'s; these rows read what those leave: any run of intensifiers before the
level, the level kept in the title ("Speaks basic Italian"), and "first" or "native" without
the word "language". English rated in English is the chat's own language and no fact."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import gated_row, last_words
from memoryflow.extractors.rules.identity_fragments import Row
from memoryflow.extractors.rules.identity_patterns import (
    LANGUAGE_WORDS,
    WORD_END,
    IdentityFact,
    display,
    make_fact,
    orig,
)
from memoryflow.extractors.rules.lexicon import LANGUAGES
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = ["TONGUE_ROWS", "tongue_of_pronoun"]

_INTENSIFIER = (
    r"(?:(?:s+o+|really|kinda|kind of|pretty|quite|very|super|still|a bit|a little|way too|too|"
    r"honestly|just|only|like|barely|fairly|reasonably|at best|tbh|lowkey|embarrassingly)\s+)*"
)
# Levels that say what one can use ("basic Italian"); "ok" says some of it. A learner's
# complaint ("my italian is still terrible, day 212 on duolingo") is the learning, a
# situation, and "so rusty" is mostly forgotten: both stay out.
_LEVEL = (
    r"basic|decent|fluent|conversational|good|broken|intermediate|advanced|ok|okay|"
    r"ok-ish|okish|alright|passable|[abc][12]"
)
_AS_SOME = {"ok", "okay", "ok-ish", "okish", "alright", "passable"}


def _rated(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    lang = display(capitalise(orig(c, m, "lang")))
    level = m["level"]
    if re.fullmatch(r"[abc][12]", level):
        title = f"Speaks {lang} ({level.upper()})"
    elif level in _AS_SOME:
        title = f"Speaks some {lang}"
    else:
        title = f"Speaks {level} {lang}"
    return [make_fact("language", lang.lower(), title, "personal")]


_WHICH = {"first": "first", "native": "native", "mother": "first", "home": "home",
          "second": "second", "third": "third"}  # fmt: skip


def _placed(lang: str, which: str) -> IdentityFact:
    said = _WHICH[which]
    if said in ("first", "native", "home"):
        title = f"Speaks {lang} as a {'first' if said == 'native' else said} language"
    else:
        title = f"Speaks {lang} as a {said} language"
    return make_fact("language", lang.lower(), title, "personal")


def _first(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [_placed(display(capitalise(orig(c, m, "lang"))), m["which"])]


def _at_home(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    lang = display(capitalise(orig(c, m, "lang")))
    return [make_fact("language", lang.lower(), f"Speaks {lang} at home", "personal")]


def _gets_by(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    lang = display(capitalise(orig(c, m, "lang")))
    return [make_fact("language", lang.lower(), f"Speaks some {lang}", "personal")]


def _native_tag(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    lang = orig(c, m, "lang") if m["lang"] else orig(c, m, "lang2")
    return [_placed(display(capitalise(lang)), "native")]


TONGUE_ROWS: tuple[Row, ...] = (
    # "we speak tagalog at home", "at home we mostly speak arabic"
    gated_row(
        "language",
        "home",
        r"\bhome\b",
        rf"^(?:at\s+home\s+)?(?:i|we)\s+(?:(?:mostly|only|still|always|usually|mainly)\s+)?speak\s+"
        rf"(?P<lang>{LANGUAGE_WORDS}){WORD_END}(?(1)|\s+at\s+home\b)",
        _at_home,
    ),
    # "i can get by in spanish", "i get by in portuguese"
    gated_row(
        "language",
        "by",
        r"\bget\s+by\s+in\s",
        rf"^i\s+(?:can\s+)?(?:just\s+about\s+|sort\s+of\s+)?get\s+by\s+in\s+(?P<lang>{LANGUAGE_WORDS}){WORD_END}",
        _gets_by,
    ),
    # "german native speaker here", "native spanish speaker btw"
    gated_row(
        "language",
        "native",
        r"\bnative\b",
        rf"^(?:(?P<lang>{LANGUAGE_WORDS})\s+native|native\s+(?P<lang2>{LANGUAGE_WORDS}))\s+speaker\b"
        r"(?=\s*$|\s+(?:here|btw|lol|so)\b)",
        _native_tag,
    ),
    # "my italian is sooo basic", "my german is honestly pretty rusty"
    gated_row(
        "language",
        last_words(LANGUAGES),
        r"^my\s",
        rf"^my\s+(?!english\b)(?P<lang>{LANGUAGE_WORDS})(?:'s|\s+is)\s+{_INTENSIFIER}"
        rf"(?P<level>{_LEVEL}){WORD_END}",
        _rated,
    ),
    # "spanish is my first", "polish is my native one": the word "language" left unsaid
    gated_row(
        "language",
        last_words(LANGUAGES),
        r"\bis\s+my\s",
        rf"^(?P<lang>{LANGUAGE_WORDS})\s+is\s+my\s+(?P<which>first|native|mother|second|third)"
        r"(?:\s+(?:one|language|tongue))?(?=\s*$|\s+(?:tho|though|btw|lol|haha|so|and|but)\b)",
        _first,
    ),
)

# "it is my mother tongue", "that's my first language": the language named just before.
_PRONOUN_TONGUE = re.compile(
    r"^(?:it|that|which)(?:'s|\s+is|\s+was)\s+(?:also\s+)?my\s+(?P<which>first|native|mother|home|"
    r"second|third)\s+(?:language|tongue)\b"
)
_LANGUAGE_NAMED = re.compile(rf"\b(?:{LANGUAGE_WORDS}){WORD_END}", re.IGNORECASE)


# "my parents only speak cantonese at home so i grew up bilingual"
_BILINGUAL = re.compile(
    r"^(?:so\s+)?(?:i\s+(?:grew\s+up|was\s+raised)|i'm|i\s+am)\s+(?:(?:fully|basically)\s+)?"
    r"(?P<n>bi|tri|multi)lingual\b"
)


def tongue_of_pronoun(c: Clause, message: str) -> IdentityFact | None:
    """The language a pronoun stands for, when the clause says it is one's own: the last
    language the message names before the clause ("a few lines in Twi would be welcome; it
    is my mother tongue" → Twi)."""
    if not c.is_statement or c.supplied:
        return None
    if b := _BILINGUAL.match(c.lower):
        return _grew_up_with(c, message, b)  # "im bilingual" alone says too little
    if not (m := _PRONOUN_TONGUE.match(c.lower)):
        return None
    at = message.lower().find(c.lower[:12])
    named = _LANGUAGE_NAMED.findall(message[: at if at > 0 else 0])
    if not named:
        return None
    return _placed(display(capitalise(named[-1].lower())), m["which"])


def _grew_up_with(c: Clause, message: str, m: re.Match[str]) -> IdentityFact | None:
    """Bilingual in the languages the clause names, or else those named before it in the
    message ("my parents only speak cantonese at home so i grew up bilingual")."""
    named = _LANGUAGE_NAMED.findall(c.lower[m.end() :])
    if not named:
        at = message.lower().find(c.lower[:12])
        named = _LANGUAGE_NAMED.findall(message[: at if at > 0 else 0])
    langs = list(dict.fromkeys(display(capitalise(n.lower())) for n in named))
    how = f"{m['n']}lingual"
    if not langs:
        return None
    listed = langs[0] if len(langs) == 1 else f"{', '.join(langs[:-1])} and {langs[-1]}"
    return make_fact(
        "language", " and ".join(langs).lower(), f"Speaks {listed} ({how})", "personal"
    )
