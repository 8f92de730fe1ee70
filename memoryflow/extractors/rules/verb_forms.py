"""Forms of an English verb that titles and habit readers need: the third person of a
plain present ("brew" → "brews"), and whether a word is a past tense ("did", "booked"), which
no reader of what the user does now should take as a present ("i only did a 2 week course"
is no habit; read as one, its title would say "Only dids …")."""

from __future__ import annotations

import re

__all__ = ["IRREGULAR_PAST", "is_past", "third_person", "verbs_after_and"]

# The irregular past looks like a plain present to a shape that reads any word as the verb
# ("we broke up in april", "i only did a course"): a closed list, as the grammar has it.
IRREGULAR_PAST = frozenset(
    [
        "ate",
        "became",
        "began",
        "bent",
        "bit",
        "blew",
        "bought",
        "broke",
        "brought",
        "built",
        "caught",
        "chose",
        "came",
        "dealt",
        "did",
        "drew",
        "drove",
        "dug",
        "fed",
        "fell",
        "felt",
        "fled",
        "flew",
        "fought",
        "found",
        "forgot",
        "forgave",
        "froze",
        "gave",
        "got",
        "grew",
        "had",
        "heard",
        "held",
        "hid",
        "hung",
        "kept",
        "knew",
        "laid",
        "led",
        "left",
        "lent",
        "lost",
        "made",
        "meant",
        "met",
        "paid",
        "ran",
        "rang",
        "rode",
        "rose",
        "said",
        "sang",
        "sat",
        "saw",
        "sent",
        "shook",
        "shot",
        "slept",
        "sold",
        "spent",
        "spoke",
        "stole",
        "stood",
        "stuck",
        "swam",
        "swore",
        "taught",
        "thought",
        "threw",
        "told",
        "took",
        "tore",
        "understood",
        "went",
        "woke",
        "won",
        "wore",
        "wrote",
    ]
)
# Words ending in -ed that are a plain present or no verb at all.
_ED_PRESENT = frozenset(
    [
        "need",
        "needs",
        "feed",
        "bleed",
        "breed",
        "speed",
        "shed",
        "embed",
        "seed",
        "weed",
        "proceed",
        "succeed",
        "exceed",
        "bed",
        "red",
        "shred",
        "sled",
        "wed",
    ]
)


def is_past(word: str) -> bool:
    """Whether `word` is a verb in the past tense: irregular ("did") or regular ("booked")."""
    low = word.lower()
    return low in IRREGULAR_PAST or (len(low) > 3 and low.endswith("ed") and low not in _ED_PRESENT)


# Verbs that end in -ly like an adverb: "i fly", "i apply", "i reply".
_LY_VERBS = frozenset({"fly", "apply", "reply", "rely", "supply", "ally", "bully", "tally",
                       "rally", "multiply", "comply", "imply", "sully", "dally", "belly"})  # fmt: skip


def is_ly_adverb(word: str) -> bool:
    """Whether a word read where a verb should be is an -ly adverb ("i only recently started
    running": "recently" is no verb to put in the third person)."""
    low = word.lower()
    return low.endswith("ly") and len(low) > 3 and low not in _LY_VERBS


def third_person(verb: str) -> str:
    """'brew' → 'brews', 'go' → 'goes', 'fix' → 'fixes', 'carry' → 'carries'."""
    if verb in ("go", "do"):
        return verb + "es"
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


# A second verb after "and", known as one by the pronoun it takes: "… and flip them",
# "… and sell it on". A plain word after "and" may be a noun ("fish and chips").
_AND_VERB = re.compile(r"\b(and|then|and then)\s+([a-z]+)(?=\s+(?:them|it|him|her|those|these)\b)")


def verbs_after_and(text: str) -> str:
    """A title's later verbs in the third person too: "buys bundles and flip them" → "…
    and flips them"."""

    def fix(m: re.Match[str]) -> str:
        verb = m[2]
        if is_past(verb) or verb.endswith("s") or verb in ("also", "just", "then", "not"):
            return m[0]
        return f"{m[1]} {third_person(verb)}"

    return _AND_VERB.sub(fix, text)
