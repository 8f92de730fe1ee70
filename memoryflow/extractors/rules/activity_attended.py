"""Events the user goes to because someone else calls them or holds them: a meeting someone
asks the user for ("her teacher wants a meeting next tuesday", "my boss booked a call with
me for friday"), work someone asks of the user by a day ("my lead wants test cases by
friday", "i need to finish a loop for a client by friday"), and a school or care event of the user's own child, named through "his",
"her" or "their" ("his IEP meeting is thursday at 3:15", "their school play is Friday
afternoon"), which the parent attends.

Someone else's own business stays theirs: "my sister wants a meeting with her lawyer",
"his surgery is on monday", "her recital is saturday" when the message names no child of
the user's."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import TimeRef, find_day

# What one is asked to: a meeting or a call, in any of its chat names.
_SUMMONS = r"meeting|call|chat|catch-?up|conference|sit-?down|one-to-one|1:1|1-1|word"
# "her teacher wants a meeting next tuesday", "the head asked for a meeting on monday", "my
# manager set up a call with me for friday": whoever asks is the one the user meets.
_ASKED_FOR = re.compile(
    r"(?:^|\b(?:and|but|so)\s+|,\s*)"
    r"(?P<who>(?:my|his|her|their|our|the)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+"
    r"(?:wants?|asked\s+(?:me\s+|us\s+)?for|has\s+(?:asked\s+for|called|booked|set\s+up)|"
    r"called|booked|set\s+up|scheduled|requested)\s+"
    rf"(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?(?P<what>{_SUMMONS})\b(?P<rest>.*)$"
)
# The meeting is with someone else: "wants a meeting with her lawyer".
_WITH_OTHERS = re.compile(r"^\s+with\s+(?!(?:me|us|me and|us and)\b)")

# Who sets the user's work a deadline: a boss, a supervisor, a teacher, a client.
_SETS_WORK = (
    r"boss|manager|lead|team lead|supervisor|teacher|tutor|professor|prof|lecturer|client|"
    r"customer|editor|advisor|adviser|pi|director|head|publisher|agent"
)
# "my lead wants test cases by friday", "my supervisor wants a draft chapter by the end of
# the month": work someone asks of the user, with the day it is due.
_WANTED_BY = re.compile(
    rf"(?:^|\b(?:and|but|so)\s+)(?P<who>(?:my|our|the)\s+(?:[\w'-]+\s+)?(?:{_SETS_WORK}))\s+"
    r"(?:wants|needs|expects|asked\s+(?:me\s+)?for)\s+(?P<what>(?!to\b|me\b|us\b)[\w'-]+"
    r"(?:\s+(?!by\b)[\w'-]+){0,4})\s+(?P<due>by\s+.+)$"
)
# "i need to finish a loop for a client by friday": work one owes someone, due on a day.
_OWED_BY = re.compile(
    r"(?:^|\b(?:and|but|so)\s+)(?:i|we)\s*(?:have to|need to|must|gotta|got to|'ve got to)\s+"
    r"(?P<what>(?:finish|send|deliver|submit|hand in|get)\s+(?:[\w'-]+\s+){1,4}?for\s+"
    rf"(?:a|an|my|our|the)\s+(?:[\w'-]+\s+)?(?:{_SETS_WORK}))\s+(?P<due>by\s+.+)$"
)

# Events of a child's school or care that a parent goes to; a child's own performance or
# exam is theirs unless the parent says they go ("their school play" is seen by the parent).
_CHILD_EVENTS = (
    r"(?:[\w'-]+\s+){0,2}?(?:meeting|parents'? evening|parent-teacher conference|"
    r"conference|play|nativity|concert|recital|assembly|sports day|prize-?giving|open day|"
    r"review|follow[- ]?up|appointment|appt|check[- ]?up)"
)
# "his IEP meeting is thursday at 3:15": the child's event with the day it is on.
_CHILD_EVENT_IS = re.compile(
    # first in its clause, or after "and" / "but" / "so": "my youngest has a squint and his
    # eye check up is on monday"
    rf"(?:^|\b(?:and|but|so)\s+)(?P<what>(?:his|her|their)\s+{_CHILD_EVENTS})\s+(?:is|'s|are)\s+(?:on\s+)?"
    r"(?=(?:the\s+)?\d|this\s|next\s|tomorrow|tonight|today|(?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)day)"
)
# The message names the user's child, whom "his", "her" or "their" points back to.
_USERS_CHILD = re.compile(
    r"\b(?:my|our)\s+(?:(?![\w-]+'s\b)[\w'-]+\s+)?(?P<child>son|daughter|kids?|child|children|boys?|girls?|"
    r"twins|little one|eldest|youngest|\d+\s*yo)\b|\b(?:mum|mom|mother|dad|father|parent)\s+"
    r"(?:of|to)\b"
)
_PLURAL_CHILDREN = {"kids", "children", "boys", "girls", "twins"}


def _whose(child: str | None, pronoun: str) -> str:
    """ "his" said of "my son" is the son's: the title names the child, not a pronoun."""
    if child is None or child[0].isdigit():
        return "Children's" if pronoun == "their" else "Child's"
    return f"{child.capitalize()}'" if child in _PLURAL_CHILDREN else f"{child.capitalize()}'s"


def _future_day(lower: str, msg: ChatMessage) -> TimeRef | None:
    when = find_day(lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return None
    return when


def _asked_meeting(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _ASKED_FOR.search(c.lower)
    if m is None or _WITH_OTHERS.match(m["rest"]) or (when := _future_day(m["rest"], msg)) is None:
        return []
    who = c.text[m.start("who") : m.end("who")]
    what = c.text[m.start("what") : m.end("what")]
    rest = re.sub(r"^\s+with\s+(?:me|us)\b", "", c.text[m.start("rest") :])
    item = activity_item(msg, c, f"{what} with {who} {rest}", "has a", when, "pending")
    return [item] if item else []


def _work_due(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if m := _WANTED_BY.search(c.lower):
        who = c.text[m.start("who") : m.end("who")]
        what = f"{c.text[m.start('what') : m.end('what')]} due for {who}"
    elif m := _OWED_BY.search(c.lower):
        what = c.text[m.start("what") : m.end("what")]
    else:
        return []
    if (when := _future_day(m["due"], msg)) is None:
        return []
    item = activity_item(msg, c, f"{what} {c.text[m.start('due') :]}", "has", when, "pending")
    return [item] if item else []


def _child_event(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _CHILD_EVENT_IS.search(c.lower)
    child = _USERS_CHILD.search(msg.content.lower()) if m else None
    if m is None or child is None:
        return []
    if (when := _future_day(c.lower[m.end() :], msg)) is None:
        return []
    pronoun, _, event = c.text[m.start("what") : m.end("what")].partition(" ")
    what = f"{_whose(child['child'], pronoun.lower())} {event}"
    item = activity_item(msg, c, f"{what} {c.text[m.end() :]}", "has", when, "pending")
    return [item] if item else []


# A cheap gate before the pattern: the verbs of asking for a meeting.
_ASKING_WORDS = (
    " want",
    " asked ",
    " booked ",
    " set up ",
    "called ",
    " scheduled ",
    " requested ",
)
# "every friday", "on mondays": a routine, not an event
_ROUTINE = re.compile(r"\bevery\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b")


def attended_event(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A meeting asked of the user, or their child's school event, on a coming day."""
    low = c.lower
    if _ROUTINE.search(low):
        return []
    if any(w in low for w in _ASKING_WORDS) and (found := _asked_meeting(c, msg)):
        return found
    if " by " in low and (found := _work_due(c, msg)):
        return found
    if re.search(r"\b(?:his|her|their)\s", low):
        return _child_event(c, msg)
    return []
