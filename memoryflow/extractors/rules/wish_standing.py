"""A request about answers made standing by a word in front of it: "in general please don't
explain the basics", "next time just give me the fix first", "for future reference, metric
pls". Without the opener the rest is read as any clause is; a bare request for the answer
("give me the fix first") is a task for now, but said for next time or in general it is how
the user wants every answer, so it is kept when its object names something of an answer
and not a thing pointed at ("next time make it spicier" is about one recipe)."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.preference_likes import third
from memoryflow.extractors.rules.preference_vocab import CODE_LANG, DIRECTIVE_VERBS, answer_scope
from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

_OPENER = re.compile(
    r"^(?:(?:and|but|also|ok|so|oh and)\s+)?(?:(?:please|pls|plz)\s+)?"
    r"(?:in general|generally|as a rule|next time|for next time|for the future|"
    r"for future reference|in (?:the )?future|from now on|going forward)\b\s*,?\s*"
    r"(?:(?:please|pls|plz)\s+)?(?=\S)"
)
# What follows the opener is a request: a verb of answering, "don't/never/stop", or what
# to leave out or keep to ("skip the theory", "only code", "just the numbers").
_REQUEST = re.compile(
    rf"^(?:just\s+)?(?:(?:don't|dont|do not|never|stop|always)\s+)?"
    rf"(?:{DIRECTIVE_VERBS}|skip|drop|leave out|cut|go)\b|^(?:just|only)\s+(?!(?:me|i)\b)\w"
)
# "give me the fix first", "show me the numbers": said for next time, asked of the answers.
_GIVE_ME = re.compile(
    r"^(?:just\s+|only\s+)?(?:give|show|tell|send)\s+(?:me|us)\s+(?:the\s+|just\s+)?\w"
)
# "next time make it spicier", "next time do that again": the thing is pointed at.
_POINTED = re.compile(r"^(?:just\s+)?\w+\s+(?:it|that|this|them|those|these)\b")
_TAIL = re.compile(r"[\s,]+(?:please|pls|plz|thanks|thx|ok|okay)$")


# "from now on when i ask for a translation just give the translation": the condition says
# when the standing request holds, not whether (it would make the clause hypothetical).
_WHEN_ASKED = re.compile(
    r"^when(?:ever)?\s+(?:i|you|u)\s+(?:ask|want|need|request|give|write|send)\s+(?:for\s+|me\s+)?"
    r"(?:a\s+|an\s+|the\s+|some\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?\s*,?\s+"
    r"(?=(?:just|please|pls|always|never|don't|dont|only|give|use|keep|skip|show)\b)"
)


def asked_when(c: Clause) -> bool:
    """Whether the standing request holds for when the user asks for something."""
    m = _OPENER.match(c.lower)
    return bool(m and _WHEN_ASKED.match(c.lower[m.end() :]))


def without_standing(c: Clause) -> Clause | None:
    """The clause without a leading word that makes its request standing (and without the
    condition after it that says when the request holds)."""
    if c.supplied or (m := _OPENER.match(c.lower)) is None or m.end() >= len(c.lower):
        return None
    end = m.end()
    if when := _WHEN_ASKED.match(c.lower[end:]):
        end += when.end()
        c = replace(c, is_hypothetical=False)
    text = c.text[end:] if len(c.text) == len(c.lower) else c.lower[end:]
    return replace(c, text=text, lower=c.lower[end:])


def standing_request(c: Clause, *, when_asked: bool = False) -> Reading | None:
    """The request a standing opener stood before, when no table reads it and it is about
    the answers: "Asks the assistant to just give the fix first". Said for when the user
    asks for something, "give the translation" is about the answers too."""
    said = _TAIL.sub("", c.text if len(c.text) == len(c.lower) else c.lower).strip(" ,.!")
    low = said.lower()
    if not _REQUEST.match(low) or _POINTED.match(low):
        return None
    about_answers = answer_scope(low) != "general" or re.search(rf"\b(?:{CODE_LANG})\b", low)
    gives = _GIVE_ME.match(low) or (when_asked and re.match(r"(?:just\s+)?(?:give|show)\s", low))
    if not about_answers and not gives:
        return None
    if low.startswith(("only ", "just ")) and not re.match(rf"\w+\s+(?:{DIRECTIVE_VERBS})\b", low):
        return f"Wants {third(said)}", capitalise(said), 0.8, "directive"  # "only code"
    said = re.sub(r"^(?:don't|dont|do not)\s+", "not ", said, flags=re.IGNORECASE)
    verb = "not to" if said.lower().startswith("not ") else "to"
    said = said[4:] if verb == "not to" else said
    return f"Asks the assistant {verb} {third(said)}", capitalise(said), 0.8, "directive"
