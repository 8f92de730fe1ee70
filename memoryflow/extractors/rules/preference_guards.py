"""Readings the preference table gives that a careful note-taker would not keep:

- a symptom or a slip read as a habit: "i always start wheezing in the first km", "i usually
  forget my keys" (what happens to the user, not what they choose to do);
- the reason given for a request read as a dislike of its own: "make it way less formal, I
  hate sounding like a bank", "keep it short, i hate reading walls of text";
- a request about other people: "don't tell anyone", "please don't tell my wife";
- one request said twice: "be blunt, dont sugarcoat stuff" (not sugarcoating is being
  blunt), "please be patient with me and explain things slowly" (patience is the manner
  of the explaining asked for), "answer in English but add the Japanese for key words" (the
  exception joins the language wish).
"""

from __future__ import annotations

import re

from memoryflow.extractors.rules.sentences import sentence_from
from memoryflow.extractors.rules.text import Clause

# What befalls one, or starting to ("start wheezing"): no choice, so no habit. Routines one
# keeps ("i wake up at 5am every day to write") stay habits.
_BEFALLS = re.compile(
    r"^i\s+(?:always|usually|often|normally|generally|typically|sometimes)?\s*(?:also\s+)?"
    r"(?:(?:start|begin|keep|end up)\s+\w+ing|forget|lose|struggle|zone out|mix up|mess up|"
    r"run out|burn out|break down|freak out|panic)\b"
)
# A request that opens the sentence: an imperative about the answer, or "no X".
_REQUEST = re.compile(
    r"^(?:(?:good|great|ok|okay|better|perfect|thanks)\s+)?(?:but\s+|and\s+|also\s+|so\s+)?"
    r"(?:please\s+|pls\s+|plz\s+)?(?:keep|make|use|be|write|give|put|stop|don't|dont|do not|no|"
    r"skip|avoid|answer|reply|talk|explain|show|always|never)\b"
)
_DISLIKES = re.compile(
    r"^(?:i\s+)?(?:really\s+|just\s+)?(?:hate|can't stand|don't like|dislike|loathe)\b"
)
# Saying the same candour twice.
_CANDOUR = re.compile(
    r"\bbe\s+(?:brutally\s+|totally\s+|completely\s+|100%\s+)?(?:honest|blunt|direct|frank|straight|brutal)\b"
)
_NO_SUGARCOAT = re.compile(
    r"^(?:and\s+)?(?:don't|do not|never)\s+(?:sugarcoat|sugar-coat|hold back|beat around the bush|"
    r"mince (?:your )?words|pull (?:your )?punches|hedge)\b"
)
_PATIENT = re.compile(r"^(?:please\s+)?be\s+(?:very\s+|really\s+)?(?:patient|gentle)\b")
_EXPLAIN_TOO = re.compile(r"\band\s+(?:please\s+)?(?:explain|go|take|walk|show)\b")


# "don't tell anyone", "please don't tell my wife": about other people, not the answers.
# Anyone but the user: "don't tell bà ngoại", "dont tell mum"; "don't tell me to see a doctor"
# is about the answers and stays.
_TO_SOMEONE = re.compile(
    r"^(?:please\s+)?(?:just\s+)?(?:don't|do not|never)\s+(?:tell|show|send|mention\s+(?:it|this|that)\s+to|"
    r"say\s+(?:anything|that|this)\s+to)\s+(?!(?:me|us|myself)\b)\w"
)
_LANGUAGE_BUT = re.compile(r"\b(?:answer|reply|respond|write|talk|speak)\s+in\s+[\w-]+\s+but$")


def _anchor(c: Clause, low: str) -> int:
    """Where the clause stands in the lowercased message, by its first plain word (casual
    spellings are normalised in the clause, not in the message: "dont" → "don't")."""
    plain = [w for w in c.lower.split() if w.isalpha() and w not in ("please", "you", "and")]
    found = re.search(rf"\b{re.escape(plain[0])}\b", low) if plain else None
    return found.start() if found else -1


def sentence_before(c: Clause, message: str) -> str:
    """The words of the clause's sentence that come before it."""
    low = message.lower()
    at = _anchor(c, low)
    if at < 0:
        return ""
    start = max(low.rfind(mark, 0, at) for mark in (".", "!", "?", "\n"))
    return low[start + 1 : at].strip(" ,;-")


def sentence_after(c: Clause, message: str) -> str:
    """The words of the clause's sentence from it on."""
    low = message.lower()
    at = _anchor(c, low)
    return sentence_from(low, at) if at >= 0 else ""


def not_a_preference(c: Clause, message: str, kind: str) -> bool:
    """Whether the reading of kind `kind` the table gave the clause is one to leave out."""
    if kind == "habit" and _BEFALLS.match(c.lower):
        return True
    if kind == "dislike" and _DISLIKES.match(c.lower):
        before = sentence_before(c, message)
        if before and _REQUEST.match(before):
            return True  # the reason for the request just made
    if _NO_SUGARCOAT.match(c.lower) and _CANDOUR.search(sentence_before(c, message)):
        return True
    if _TO_SOMEONE.match(c.lower):
        return True
    if _LANGUAGE_BUT.search(sentence_before(c, message)):
        return True  # "answer in English but add the Japanese": joined to the language wish
    return bool(_PATIENT.match(c.lower) and _EXPLAIN_TOO.search(sentence_after(c, message)))
