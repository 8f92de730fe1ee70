"""Cleaning a user message down to what the user says in it, then cutting it into sentences.

What is not the user talking goes before any pattern reads the text: code (fenced, inline or
pasted without a fence), links, `>` quoted lines, quoted text, a letter being drafted, and
material handed over ("proofread this: …", a forwarded email). Quoted words the user asks
about ("stop saying 'great question'") stay, without their quotes."""

from __future__ import annotations

import re

from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules import pasted
from memoryflow.extractors.rules.own_letter import is_own_letter, without_salutation
from memoryflow.extractors.rules.self_repair import mend_slips

_CODE_BLOCK = re.compile(r"```.*?```", re.DOTALL)
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_DOUBLE_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|«[^»]*»")
# 'quoted words': opens after a non-word character, closes before one ("my daughter's" and
# "I'm" are apostrophes, not quotes).
_SINGLE_QUOTED = re.compile(r"(?<![\w])'(?=\S)[^'\n]{1,200}?(?<=[^\s])'(?![\w])")
_URL = re.compile(r"https?://\S+|www\.\S+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+|(?<=[.!?])(?=[A-Z])")
# Dots that belong to a word, not to the end of a sentence: those of an initialism ("the
# GlobalG.A.P. certification", "moved to the U.S. last year", "e.g. running"; its last dot
# only when the sentence goes on in lower case) and of a title before a name ("Dr. Okafor").
_WORD_DOT = re.compile(
    r"(?<=[A-Za-z])\.(?=[A-Za-z]\.)|(?<=\.[A-Za-z])\.(?=\s+(?-i:[a-z0-9])|[,;:)])"
    r"|(?:(?<=\bdr)|(?<=\bmr)|(?<=\bms)|(?<=\bst)|(?<=\bmt)|(?<=\bvs)|(?<=\bmrs)|(?<=\bprof))"
    r"\.(?=\s)"
    # a short capitalised abbreviation joined to the next ("Std.Dev." in pasted output)
    r"|(?<=\b[A-Z][a-z]{2})\.(?=[A-Z][a-z]{2}\.)",
    re.IGNORECASE,
)
_KEPT_DOT = "\u2024"  # one dot leader: stands in for a word's dot while sentences are cut


def normalise_quotes(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")


# Material in quotes right after the colon ends at its closing quote: "translate this for
# the sign in my salon: 'Walk-ins welcome.' my mom helps at the front desk" keeps what the
# user says after it. A closing single quote follows a non-space and no letter ("I'm" is
# an apostrophe).
_QUOTED_MATERIAL = re.compile(r"^\s*(?:'[^\n]+?(?<=\S)'(?![\w'])|\"[^\"\n]*\"|“[^”\n]*”|«[^»\n]*»)")


def _drop_material(line: str) -> str:
    """'Proofread this: …' keeps only the request; what follows the colon is material."""
    m = cs.MATERIAL_INTRO.search(line)
    if not m:
        return line
    # the request and what the user says in it stay: "translate this please, I'm a truckie
    # and they put this up at the depot:"
    request, rest = line[: m.end() - 1], line[m.end() :]
    quoted = _QUOTED_MATERIAL.match(rest)
    return f"{request}. {rest[quoted.end() :]}" if quoted else request


# A forwarded or quoted email: everything from its header down is someone else's text.
_FORWARDED = re.compile(
    r"^\s*(?:-{2,}\s*)?(?:forwarded message|original message|begin forwarded message)\b"
    r"|^\s*on .{4,80} wrote:\s*$",
    re.IGNORECASE,
)


def _before_material(lines: list[str]) -> list[str]:
    """'I wrote this poem, be honest:' on a line of its own hands over everything below it,
    and so does the header of a forwarded email."""
    for index, line in enumerate(lines):
        if _FORWARDED.match(line):
            return lines[:index]
        m = cs.MATERIAL_INTRO.search(line)
        if m and not line[m.end() :].strip() and not pasted.marked_off(lines, index):
            return lines[: index + 1]
    return lines


# An aside in brackets that carries an irony marker is a joke about the sentence, not the
# sentence: "i play bass in a covers band (we're called The Gravy, dont ask 🙃)".
_BRACKETED = re.compile(r"\([^()\n]*\)")


def _drop_ironic_aside(m: re.Match[str]) -> str:
    return " " if cs.SARCASM.search(m.group(0)) else m.group(0)


def clean_message(content: str) -> str:
    text = _CODE_BLOCK.sub(f"\n{pasted.MARK}\n", content)
    text = _BRACKETED.sub(_drop_ironic_aside, text)
    text = _INLINE_CODE.sub(" ", text)
    text = _URL.sub(" ", text)
    text = normalise_quotes(text)
    # Quoted lines ("> ...") are someone else's words, and so is what follows an inline ">";
    # they, code blocks and code pasted without a fence leave a mark, so that handed-over
    # material known to end there does not take the user's lines after it.
    lines = [
        pasted.MARK if line.lstrip()[:1] == ">" else line.split(" > ")[0]
        for line in pasted.mark_code_lines(text.splitlines())
    ]
    kept = _before_material(lines)
    text = "\n".join(_drop_material(line) for line in kept if line.strip() != pasted.MARK)
    text = _DOUBLE_QUOTED.sub(_unquote_or_drop, text)
    # a slip the user mends as they type goes: "soy enfermero... no espera, ingeniero"
    return mend_slips(_SINGLE_QUOTED.sub(_unquote_or_drop, text))


# Quoted words the user asks about ("stop saying 'great question'") stay, without quotes;
# any other quoted text is someone else's words and goes.
_MENTION = re.compile(
    r"\b(?:say|saying|says|use|using|call|calling|write|writing|words?|phrase)\s*$"
)


# A stock phrase the answers open or close with, or a quoted part of them, is named by the
# words around the quote, not by a verb of saying: "stop opening every reply with 'sure!'",
# "skip the 'see a doctor' bit". Someone else's sentence is rarely framed so.
_OPENS_WITH = re.compile(
    r"\b(?:start|open|end|begin|clos|finish|prefac)\w*\b[^.!?]{0,40}\bwith\s*$"
)
_PART_BEFORE = re.compile(r"\b(?:the|those|that|your|any)\s*$")
_PART_AFTER = re.compile(
    r"\s*(?:bits?|lines?|parts?|things?|stuff|disclaimers?|phrases?|intros?|spiel|caveats?|"
    r"warnings?|sign-?offs?|openers?)\b"
)


def _unquote_or_drop(m: re.Match[str]) -> str:
    before = m.string[: m.start()].lower()
    named = _MENTION.search(before) or _OPENS_WITH.search(before)
    part = _PART_BEFORE.search(before) and _PART_AFTER.match(m.string, m.end())
    return f"'{m.group(0)[1:-1].strip()}'" if named or part else " "  # the words as said


def sentences(content: str) -> list[str]:
    if cs.LETTER_START.match(content):
        if not is_own_letter(content):
            return []  # a letter or an email being drafted, not the user talking
        content = without_salutation(content)  # the user's own letter to the assistant
    text = _WORD_DOT.sub(_KEPT_DOT, clean_message(content))
    return [s.strip().replace(_KEPT_DOT, ".") for s in _SENTENCE_END.split(text) if s and s.strip()]
