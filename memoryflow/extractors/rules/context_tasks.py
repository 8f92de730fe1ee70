"""A piece of work or a chase under way told by a step of it, rewritten into the "I'm
<verb>ing …" the context table reads:

- a part of it done: "finally finished chapter 3 of my thesis", "just sent off the second
  draft of my novel" → writing my thesis, my novel;
- putting it off: "procrastinating instead of writing my history essay", "avoiding my tax
  return" → writing my history essay, doing my tax return;
- money held back that one chases: "my landlord still keeps my deposit", "asking for my
  deposit back" → trying to get my deposit back;
- work under way told beside another: "i walk dogs while i finish my honours" → finishing
  my honours;
- a search one asks help with: "need help finding a room", "help me find a flat near uni" →
  looking for a room, a flat.

Someone else's ("my sister finished chapter 3 of her thesis") has its own subject and is
never rewritten."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.fiction import ANY_ROLEPLAY, ROLE_FOR_ASSISTANT
from memoryflow.extractors.rules.text import Clause

# Long pieces of work that come in parts.
_LONG_WORK = (
    r"thesis|dissertation|novel|book|memoir|manuscript|screenplay|script|phd|report|"
    r"capstone|portfolio|album|game|app|essay|paper|grant application|course"
)
# "finally finished chapter 3 of my thesis", "i finish the first draft of my novel"
_PART_DONE = re.compile(
    rf"\b(?:finished|finish|wrote|write|sent off|sent in|submitted|handed in|"
    r"completed|done with)\s+(?:(?:the|my)\s+)?(?:(?:first|second|third|last|final|next|"
    r"\d+(?:st|nd|rd|th)|rough)\s+)?(?:chapter|draft|section|act|part|module|level|song|"
    r"track|episode|half)(?:\s+(?:\d+|one|two|three|four|five))?\s+(?:of|for|on)\s+"
    rf"(?P<what>my\s+(?:[\w'-]+\s+){{0,2}}(?:{_LONG_WORK}))\b"
)
# "procrastinating instead of writing my history essay", "avoiding my tax return"
_PUT_OFF = re.compile(
    rf"\b(?:(?:i'm|im|i am|been|just)\s+)*(?:procrastinating|putting off|avoiding|"
    r"should be|supposed to be)\s+(?:instead of\s+|on\s+)?"
    r"(?:(?P<verb>writing|doing|finishing|studying for|revising for|working on|editing)\s+)?"
    rf"(?P<what>my\s+(?:[\w'-]+\s+){{0,2}}(?:{_LONG_WORK}|tax return|taxes|revision|"
    r"homework|assignment|coursework|application|lab report|presentation))\b"
)
# "i walk dogs while i finish my honours": the work under way told beside another.
_WHILE_MINE = re.compile(
    r"\bwhile\s+(?:i'm|im|i am|i)\s+(?:(?:also|still)\s+)?(?P<verb>finish(?:ing)?|"
    r"writ(?:e|ing)|do(?:ing)?|work(?:ing)? on|stud(?:y|ying) for)\s+(?P<what>my\s+\S.*)$"
)
# ... and split off at "while": "I finish my honours", said with no day, is under way (with
# one, "I finish my thesis in june", it is a date).
_BARE_PRESENT = re.compile(
    r"^i\s+(?P<verb>finish|write|do|work on)\s+(?P<what>my\s+(?:[\w'-]+\s+){0,2}"
    rf"(?:{_LONG_WORK}|honou?rs|masters|degree|apprenticeship))$"
)
_ING = {"finish": "finishing", "write": "writing", "do": "doing", "work on": "working on",
        "study for": "studying for"}  # fmt: skip
_MONEY = r"deposit|bond|security deposit|wages|final pay|last paycheck|refund"
# "my landlord still keeps my deposit", "is holding onto my bond", "asking for my deposit
# back"
_HELD_BACK = re.compile(
    r"\b(?:still\s+)?(?:keeps|kept|is keeping|has kept|holding onto|holding on to|"
    r"withholding|withheld|won't (?:give|pay) back|refuses to (?:give|pay) back|sitting on)\s+"
    rf"(?P<what>my\s+(?:{_MONEY}))\b|\b(?:asking|ask)\s+(?:for|to get)\s+(?P<back>my\s+"
    rf"(?:{_MONEY}))\s+back\b"
)
# "need help finding a room", "can you help me find a flat"
_FINDING = re.compile(
    r"\b(?:need|want|could use)\s+help\s+(?:finding|to find|with finding)\s+|"
    r"\bhelp\s+me\s+(?:find|look for)\s+"
)
_SOUGHT = re.compile(
    r"(?P<what>(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:room|flat|apartment|house|place to live|"
    r"flatshare|houseshare|sublet|job|nanny|childminder|daycare|nursery|carer|gp|dentist|"
    r"therapist|lawyer|solicitor|accountant|school)\b.*)$"
)


def _as(c: Clause, text: str) -> Clause:
    return replace(c, text=text, lower=text.lower())


def _said(c: Clause, m: re.Match[str], group: str) -> str:
    same = len(c.text) == len(c.lower)
    return c.text[m.start(group) : m.end(group)] if same else m[group]


# Someone else doing it: "my sister finished chapter 3 of her thesis", "he keeps my deposit"
# is fine, but "she's procrastinating instead of writing my …" is not the user's.
_SOMEONE_BEFORE = re.compile(r"\b(?:he|she|they|he's|she's|hes|shes|they're|his|her|their)\b")


def _own(low: str, m: re.Match[str]) -> bool:
    return not _SOMEONE_BEFORE.search(low[: m.start()])


def asked_situation(c: Clause, message: str) -> Clause | None:
    """A request that presupposes a chase of the user's ("an email to my landlord asking for
    my deposit back?"), as a statement of it. A search asked for ("can you help me find a
    flat") may be for anyone: only said as one's need ("need help finding a room") is it one."""
    if c.is_hypothetical or c.is_reported or "my" not in c.lower:
        return None
    said = _chase(c, message)
    return replace(said, is_question=False, is_directive_question=False) if said else None


def _chase(c: Clause, message: str) -> Clause | None:
    """Money held back that one chases; never in a role-play ("pretend you're my landlord
    and I'm asking for my deposit back"), where the user's "I" may be a part."""
    low = c.lower
    if "my" not in low or (m := _HELD_BACK.search(low)) is None:
        return None
    if ROLE_FOR_ASSISTANT.search(message) or ANY_ROLEPLAY.search(message):
        return None
    what = _said(c, m, "what") if m["what"] else _said(c, m, "back")
    return _as(c, f"I'm trying to get {what} back")


def _search(c: Clause) -> Clause | None:
    low = c.lower
    if "help" in low and (f := _FINDING.search(low)) and (s := _SOUGHT.match(low, f.end())):
        return _as(c, f"I'm looking for {_said(c, s, 'what')}")
    return None


def as_task(c: Clause, message: str) -> Clause | None:
    """The clause as the context table reads it, or None when it says none of these."""
    low = c.lower
    if (m := _PART_DONE.search(low)) and _own(low, m):
        return _as(c, f"I'm working on {_said(c, m, 'what')}")
    if (m := _PUT_OFF.search(low)) and _own(low, m):
        return _as(c, f"I'm {m['verb'] or 'working on'} {_said(c, m, 'what')}")
    m = _WHILE_MINE.search(low) if "while" in low else _BARE_PRESENT.match(low)
    if m:
        verb = _ING.get(m["verb"], m["verb"])
        return _as(c, f"I'm {verb} {_said(c, m, 'what')}")
    return _chase(c, message) or _search(c)
