"""Plans told by what they are about rather than by their verb: any verb of the user's whose
object is an event ("I will officiate the wedding of my niece on the 26th", "next month I
sit the final exam"), and retiring on a day ("I retire in March next year", "I shall be
retiring at the end of the year").

The verb is an open class (chair, judge, officiate, conduct, sit, host…), so the object
carries the evidence: its head must be an event noun, said last or before a preposition or
the date ("the meeting agenda" is a document, "the agenda for the meeting" a chore). A date
in the future is required, and how often ("every monday") makes it a routine."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_patterns import EVENT_NOUNS, HABITUAL
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
