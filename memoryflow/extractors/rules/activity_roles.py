"""A new role taken up on a coming day: "From September I'll be an English teacher in Nara",
"i'll be a teaching assistant in Madrid from october", "from january im working as a nurse
in Dubai" → starting as that role then.

What one will be must be named as a role (a noun of doing: teacher, assistant, nurse,
au pair); "I'll be a mess on friday" or "I'll be a bit late tomorrow" is no role. A role
with no day ahead is who the user is, read by the identity table."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_time

_FUTURE_ROLE = re.compile(
    r"^(?:(?:from|starting|in)\s+[\w ]{2,20}?,?\s+)?"
    r"(?:i(?:'ll|\s+will)\s+be(?:\s+working\s+as)?|i(?:'m|\s+am)\s+(?:going to be|gonna be|"
    r"working as|starting as))\s+(?P<role>(?:a|an)\s+(?P<head>[\w-]+(?:\s+[\w-]+){0,2})\b.*)$"
)
# A noun of doing: "teacher", "assistant", "nurse", "au pair".
_ROLE_HEAD = re.compile(
    r"(?:\w*(?:er|or|ist|ista|ian|ant|ent|eer|man|woman|chef|nurse|clerk|cook|guard|tech|"
    r"intern|trainee|apprentice|pair|medic|aide|cadet|nanny|tutor|lead|head|officer))$"
)
_NOT_ROLES = re.compile(r"\b(?:bit|lot|little|mess|wreck|zombie|member|winner|loser|fan)\b")


def future_role(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if " be " not in f" {c.lower} " and " as " not in c.lower:
        return []
    m = _FUTURE_ROLE.match(c.lower)
    if m is None or _NOT_ROLES.search(m["head"]):
        return []
    # the role noun is among the first words: "a teaching assistant in Madrid"
    if not any(_ROLE_HEAD.search(word) for word in m["head"].split()):
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day <= msg.created_at.date():
        return []
    same = len(c.text) == len(c.lower)
    role = c.text[m.start("role") :] if same else m["role"]
    item = activity_item(msg, c, f"starting as {role}", "is", when, "pending")
    return [item] if item else []
