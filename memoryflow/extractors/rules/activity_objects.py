"""Plans told by what they are about rather than by their verb: any verb of the user's whose
object is an event ("I will officiate the wedding of my niece on the 26th", "next month I
sit the final exam"), retiring on a day ("I retire in March next year", "I shall be
retiring at the end of the year"), and an event named with its own date inside a clause
about something else ("trying to get sub 15 before the charity marathon on july 20").

The verb is an open class (chair, judge, officiate, conduct, sit, host…), so the object
carries the evidence: its head must be an event noun, said last or before a preposition or
the date ("the meeting agenda" is a document, "the agenda for the meeting" a chore). A date
in the future is required, and how often ("every monday") makes it a routine."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_patterns import HABITUAL
from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_time

_WILL = r"(?:'ll|\s+will|\s+shall|'m going to|'re going to|\s+am going to|\s+are going to)"
_BE = r"(?:'m|\s+am|'re|\s+are|'ll be|\s+will be|\s+shall be)"
# "I will chair the tribunal hearing …", "we're judging the baking competition …", "I sit
# the final exam …": a verb (never a past one) whose object is headed by an event noun.
_EVENT_OBJECT = re.compile(
    rf"^(?:i|we)(?:\s+both)?(?:{_WILL}\s+(?P<verb>[a-z]+)|{_BE}\s+(?P<ing>[a-z]+ing)|"
    rf"\s+(?P<plain>(?![a-z]+ed\b)[a-z]+))\s+"
    rf"(?P<what>(?:the|a|an|my|our)\s+(?:[\w'-]+\s+){{0,2}}?(?:{EVENT_NOUNS})s?)"
    r"(?P<rest>(?=\s*(?:$|[,.!;]|of\b|for\b|with\b|at\b|in\b|on\b|this\b|next\b|tomorrow\b|"
    r"today\b|tonight\b|again\b|and\b|\d)).*)$"
)
# Verbs whose object is not one's own event: "I hate the wedding", "we missed the exam".
_NOT_TAKING_PART = re.compile(
    r"^(?:hate|love|like|need|want|miss|skip|dread|fear|cancel|postpone|have|got|get|"
    r"watch|remember|forget|know|think|mean|hope|wish|wonder|doubt|can|could|would|should|"
    r"might|may|must|do|did|am|is|are|was|were|had)$"
)
# "I retire in June", "we'll both be retiring next spring": retiring on a day.
_RETIRE = re.compile(
    rf"^(?:i|we)(?:\s+both)?(?:{_WILL}|{_BE}|{_WILL}\s+be)?\s+(?:both\s+)?(?P<verb>retire|retiring)\b"
    r"(?P<rest>.*)$"
)


def event_object_plan(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A dated plan whose object is an event or whose verb is retiring, else nothing."""
    if c.supplied or HABITUAL.search(c.lower):
        return []
    retire = _RETIRE.match(c.lower)
    m = None if retire else _EVENT_OBJECT.match(c.lower)
    verb = ""
    if m is not None:
        verb = m["verb"] or m["ing"] or m["plain"]
        if _NOT_TAKING_PART.match(verb) or (verb.endswith("ing") and not m["ing"]):
            return []
    elif retire is None:
        return []
    # the date is read last, as it is the dearest test
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    if retire is not None:
        phrase = f"retirement{original(c, retire, 'rest')}"
        item = activity_item(msg, c, phrase, "has", when, "pending")
    else:
        assert m is not None  # one of the two matched
        phrase = f"{verb} {original(c, m, 'what')}{original(c, m, 'rest')}"
        item = activity_item(msg, c, phrase, "plans to", when, "pending")
    return [item] if item else []


# Events one goes to as a guest or a player: "at my niece's christening", "to my cousin's
# wedding" (a meeting or a class "at my …" is a place of work or study, not a party).
_ATTENDED = (
    r"wedding|birthday|party|christening|baptism|graduation|recital|concert|funeral|"
    r"reunion|anniversary|\d+(?:st|nd|rd|th)|shower|engagement party|memorial|gig|show|game|match"
)
_TOLD_PAST = re.compile(
    r"(?:i|we)\s+(?:just\s+)?(?:[a-z]+ed|left|lost|was|were|met|saw|went|forgot)\b"
)
# "… before the charity marathon on july 20", "… before my recital on the 14th": an event with
# its own date, named after what the clause is about. The date must follow the event.
_WITHIN = re.compile(
    # never "for": "training for my first triathlon in september" is a project under way
    rf"\b(?:before|ahead of|in time for)\s+(?P<what>(?:the|my|our)\s+"
    rf"(?:(?![\w-]+'s\b)[\w'-]+\s+){{0,2}}?(?:{EVENT_NOUNS})s?)\s+"
    r"(?P<when>(?:on|in|this|next|tomorrow|at the end of)\b.*)$"
    # "… play it at my granddaughter's birthday on the 2nd", "… wear to my cousin's wedding
    # on the 9th": an event one goes to, a relative's as much as one's own
    rf"|\b(?:at|to)\s+(?P<what2>my\s+(?:[\w'-]+\s+){{0,2}}?(?:{_ATTENDED})s?)\s+"
    r"(?P<when2>(?:on|in|this|next|tomorrow)\b.*)$"
)
# Someone else's clause: "my son is training for the regionals on the 3rd".
_SOMEONE_ELSE = re.compile(r"^(?:he|she|they|you|his|her|their|your|my\s+\w+\s+(?:is|has|'s))\b")


def event_named_within(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A dated event named inside the user's clause about something else, else nothing."""
    # how often belongs to the practice, not the event: "every night for my recital on the 14th"
    if c.supplied or _SOMEONE_ELSE.match(c.lower):
        return []
    m = _WITHIN.search(c.lower)
    if m is None or (m["what2"] and _TOLD_PAST.match(c.lower)):
        return []  # "i left my phone at my mate's party on saturday": that party is over
    when = find_time(m["when"] or m["when2"], msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    what, said = ("what", "when") if m["what"] else ("what2", "when2")
    item = activity_item(msg, c, f"{original(c, m, what)} {original(c, m, said)}", "has",
                         when, "pending")  # fmt: skip
    return [item] if item else []


# "my bestie wants me as her maid of honour in december", "asked me to be his best man next
# summer": a part the user is given at someone's wedding, with its date.
_WEDDING_ROLE = re.compile(
    r"\b(?:wants|asked|has asked|is asking|chose|picked)\s+me\s+(?:as|to be)\s+(?:her|his|their)\s+"
    r"(?P<role>maid of hono(?:u)?r|matron of hono(?:u)?r|bridesmaid|best man|groomsman|officiant)\b"
)


def wedding_role(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A part given to the user at someone's wedding on a future day, else nothing."""
    m = _WEDDING_ROLE.search(c.lower)
    if m is None or c.supplied:
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(msg, c, f"being {m['role']} at a wedding", "is", when, "pending")
    return [item] if item else []
