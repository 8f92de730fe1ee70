"""Ongoing situations said in other shapes, rewritten into the "I'm <verb>ing <what>" the
context table reads: a piece of work told by its topic ("my thesis is about gig workers" →
"I'm working on my thesis about gig workers") and a daily grind ("the commute is killing me"
→ "I'm struggling with the commute")."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

_WORKS = (
    r"dissertation|thesis|phd|research|book|novel|memoir|paper|project|podcast|channel|"
    r"blog|newsletter|startup|business|app|game|album|film|documentary|study|capstone|"
    r"masters? project|final project|coursework|essay"
)
# "on" a topic, not on a surface or on hold.
_NOT_A_TOPIC = (
    r"(?:the|a|an|my|your|his|her|our|their|this|that|hold|track|schedule|time|ice|fire|sale|"
    r"pause|break|its way|github|netflix|spotify|youtube|amazon|display|loan)\b"
)
_ABOUT = re.compile(
    rf"^(?P<whose>my|our)\s+(?P<work>(?:[\w-]+\s+)?(?:{_WORKS}))(?:'s|\s+is)\s+"
    rf"(?P<prep>about|on(?!\s+{_NOT_A_TOPIC}))\s+(?P<topic>.+)$"
)
# "thesis is on kelp forests": a thesis or dissertation needs no "my" to be one's own.
_BARE_ABOUT = re.compile(
    rf"^(?P<work>thesis|dissertation)\s+is\s+(?P<prep>about|on(?!\s+{_NOT_A_TOPIC}))\s+(?P<topic>\S.*)$"
)
# What wears one down day after day; a passing state ("this heat", "my feet") is not a
# situation to remember.
_GRIND = re.compile(
    r"^(?P<what>(?!(?:it|that|he|she|they|you|lol|which|this\s+(?:is|are|has))\b)(?:[\w'-]+\s+){1,10}?)"
    r"(?:is|are|has been|have been|'s)\s+(?:really\s+|slowly\s+|honestly\s+|actually\s+)?"
    r"(?:killing me|destroying me|doing my head in|driving me (?:mad|crazy|nuts|insane|up the "
    r"wall)|wearing me (?:out|down)|stressing me out|grinding me down|burning me out|"
    r"eating me alive|draining me)\b"
)
_PASSING = re.compile(
    r"\b(?:heat|cold|weather|rain|humidity|hangover|jet ?lag|feet|back|head|knees?|neck|shoes|"
    r"suspense|wait|waiting|joke|meme|video|episode|show|song|kids? today)\b"
)
# A grind is a piece of work or a routine: named as one, or said to happen day after day.
_ONGOING = re.compile(
    r"\b(?:commute|commuting|rota|roster|schedule|workload|caseload|paperwork|admin|revision|"
    r"data collection|fieldwork|lit review|thesis|dissertation|renovation|reno|job hunt|"
    r"job search|house hunt|move|divorce|custody|treatment|chemo|training|course|degree|"
    r"each way|every (?:day|night|morning|week)|daily|constantly|lately|these days|rn|"
    r"right now|this (?:week|month|term|semester|year)|"
    # a course of study or training that grinds: "my phd is killing me"
    r"phd|master'?s|apprenticeship|residency|internship|placement|rotation)\b"
)


# "the renovation is taking forever", "our kitchen reno is nearly done": a piece of work
# told by how it is going.
_PROGRESS = re.compile(
    r"^(?P<whose>the|my|our)\s+(?P<work>(?:[\w-]+\s+){0,2}?(?:reno|renovation|extension|"
    r"refurb|rebuild|build|conversion|move|thesis|dissertation|novel|book|manuscript|phd|"
    r"project|garden|wedding planning|house hunt|job hunt|divorce|visa application))\s+"
    r"(?:is|'s)\s+(?:still\s+)?(?:taking forever|dragging on|(?:nearly|almost|half|finally)\s+"
    r"(?:done|finished)|going (?:slowly|well|badly|ok)|behind schedule|over budget|a nightmare|"
    r"coming along)\b"
)


# "the book is nearly done" may be one being read: a piece of writing is one's own only
# with "my" or "our" ("the renovation" needs none).
_ONLY_MINE_WITH_MY = re.compile(
    r"\b(?:thesis|dissertation|novel|book|manuscript|phd|project|garden)$"
)


def as_project(c: Clause) -> Clause:
    """The clause as the context table reads it, or unchanged."""
    same = len(c.text) == len(c.lower)
    if m := _ABOUT.match(c.lower):
        start = m.start("work")
        rest = c.text[start:] if same else c.lower[start:]
        rest = re.sub(r"^(\S+(?:\s+\S+)?)(?:'s|\s+is)\s+", r"\1 ", rest, count=1)
        text = f"I'm working on {m['whose']} {rest}"
        return replace(c, text=text, lower=text.lower())
    if m := _BARE_ABOUT.match(c.lower):
        topic = c.text[m.start("topic") :] if same else m["topic"]
        text = f"I'm working on my {m['work']} {m['prep']} {topic}"
        return replace(c, text=text, lower=text.lower())
    m = _PROGRESS.match(c.lower)
    if m and not (m["whose"] == "the" and _ONLY_MINE_WITH_MY.search(m["work"])):
        whose = "our" if m["whose"] == "our" else "my"
        work = c.text[m.start("work") : m.end("work")] if same else m["work"]
        text = f"I'm working on {whose} {work}"
        return replace(c, text=text, lower=text.lower())
    grind = _GRIND.match(c.lower)
    if grind and _ONGOING.search(grind["what"]) and not _PASSING.search(grind["what"]):
        what = (c.text if same else c.lower)[: grind.end("what")].strip()
        what = re.sub(r"^(?:genuinely|honestly|tbh|ngl|tho|though|but|and|so)\s+", "", what)
        what = re.sub(r"^this\s+", "the ", what, flags=re.IGNORECASE)
        text = f"I'm struggling with {what}"
        return replace(c, text=text, lower=text.lower())
    return c
