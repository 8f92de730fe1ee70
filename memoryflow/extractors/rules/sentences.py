"""The sentence around a position in a message: what it says up to that point, or from it on.

A sentence ends at ".", "!", "?" or a line break; several readers ask what the user said
just before a match ("my son and…" before a count) or just after it (the rule after "never
again")."""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"[.!?\n]")


def sentence_up_to(text: str, at: int) -> str:
    """The words of the sentence holding position `at` that come before it."""
    return _SENTENCE_END.split(text[:at])[-1]


def sentence_from(text: str, at: int = 0) -> str:
    """The words from position `at` to the end of its sentence."""
    return _SENTENCE_END.split(text[at:], maxsplit=1)[0]
