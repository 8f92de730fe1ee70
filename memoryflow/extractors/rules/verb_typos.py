"""Typos in the verbs that carry most situations: "just strated going to the gym", "been
wokring on my thesis", "im studyign for the bar". Fast typing swaps two neighbouring letters;
the swap of a long, frequent verb form is almost never another word, so it is read back as
the verb. Only swaps are repaired, never dropped letters: "staring" and "stared" are words
of their own, not a "started" with a letter lost."""

from __future__ import annotations

import re

# The verbs that open situations, plans and stories ("started going", "working on",
# "learning", "moving to", "applying for"); their -ing and past forms are long enough
# that a swap of two letters never lands on another word.
_FREQUENT_VERB_FORMS = (
    "started", "starting", "working", "worked", "learning", "learned", "learnt",
    "studying", "studied", "moving", "moved", "applying", "applied", "preparing",
    "prepared", "planning", "planned", "trying", "training", "trained", "building",
    "writing", "finished", "finishing", "looking", "going", "getting", "thinking",
    "running", "saving", "teaching", "recovering", "dealing", "waiting", "struggling",
    "practising", "practicing", "interviewing", "renovating", "graduated", "graduating",
)  # fmt: skip


def _swaps(word: str) -> set[str]:
    """Every spelling of the word with two neighbouring letters swapped."""
    return {
        word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        for i in range(len(word) - 1)
        if word[i] != word[i + 1]
    }


_TYPO_TO_VERB: dict[str, str] = {
    typo: verb
    for verb in _FREQUENT_VERB_FORMS
    for typo in _swaps(verb)
    if typo not in _FREQUENT_VERB_FORMS
}
# Cheap gate: only words as long as the shortest verb form are looked up.
_WORD = re.compile(r"\b[A-Za-z]{5,}\b")


def _repaired(m: re.Match[str]) -> str:
    word = m.group(0)
    verb = _TYPO_TO_VERB.get(word.lower())
    if verb is None:
        return word
    return verb.capitalize() if word[0].isupper() else verb


def repair_verb_typos(text: str) -> str:
    """The text with swapped letters in frequent verb forms put back: "strated" → "started"."""
    return _WORD.sub(_repaired, text)
