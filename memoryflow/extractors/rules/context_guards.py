"""What the context table's "I'm <verb>ing <what>" reads that is no project under way:

- where one writes from: "writing from hanoi", "writing from our van" (a greeting's
  whereabouts, not a piece of writing);
- a gerund that is the subject of a sentence: "writing is my escape", "planning was the
  easy part" (what follows is said about the activity, not what is being done);
- a race or event one is entered in: "doing my first marathon", "doing a 10k in june" (a
  dated event, the activity layer's);
- a line of work told after a job: "a civil engineer … working on water treatment plants"
  (a bare plural is the kind of thing one works on, not one piece of work)."""

from __future__ import annotations

import re

_TRAILING = re.compile(r"\s+(?:mostly|mainly|now|rn|these days|at the moment|atm|lol)$")
_FROM_SOMEWHERE = re.compile(r"^(?:from|to you from|this from)\b")
_SAID_OF_IT = re.compile(r"^(?:is|was|are|were|has been|'s|has|can be|gets|makes)\b")
_EVENT = re.compile(
    r"^(?:(?:a|an|my|our|the)\s+)?(?:(?:first|second|next|last|big|local|virtual)\s+)*"
    r"(?:marathon|half(?:[- ]marathon)?|ultra(?:marathon)?|10k|5k|half ironman|ironman|"
    r"triathlon|duathlon|sportive|race|parkrun|fun run|gran fondo)\b"
)
# "working on water treatment plants": no determiner, and a plural head noun at the end.
_KIND_OF_WORK = re.compile(
    r"^(?!(?:a|an|the|my|our|his|her|their|this|that|some)\b)(?:[\w-]+\s+){0,3}[\w-]+s$"
)


def not_a_project(verb: str, obj: str) -> bool:
    """True when "<verb> <obj>" is not a piece of work or a situation to remember."""
    low = _TRAILING.sub("", obj.lower().strip(" ,.!?"))
    if _SAID_OF_IT.match(low):
        return True
    if verb == "writing" and _FROM_SOMEWHERE.match(low):
        return True
    if verb == "doing" and _EVENT.match(low):
        return True
    return verb == "working on" and bool(_KIND_OF_WORK.match(low))
