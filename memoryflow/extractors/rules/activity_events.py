"""Dated events said in shapes the main activity table does not read: a thing of one's own
named by any noun with its day ("my weigh-in is on friday"), an event announced with
"there's" ("theres a pub quiz tomorrow night"), an event one prepares for ("baking a cake
for my niece's christening on sunday", "planning my son's bar mitzvah for october"), and
someone's wedding in which the user has a part ("… getting married in May and I'm a
bridesmaid")."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_guards import OTHERS_EVENT
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.lexicon import PETS, RELATIONS, alternation
from memoryflow.extractors.rules.sentences import sentence_from
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import TimeRef, find_day

# Heads that name a person or an animal: "my sister is on holiday next week" says where
# she is, not what the user has on.
_PEOPLE = (
    rf"{alternation(RELATIONS)}|{alternation(PETS)}|friend|mate|bestie|colleague|coworker|"
    r"co-worker|neighbou?r|landlord|landlady|kid|baby|team|class|family|wife|husband|"
    r"gf|bf|mum|mom|dad|boss|teacher|doctor|lawyer|client|ex|in-laws|parents|folks|"
    r"phone|laptop|car|rent|bill|essay|report|payment|deadline|homework|assignment|"
    r"coursework|invoice|tax|taxes|mind|head|period|contract|"
    # a day of the routine, not an event: "my day off is tomorrow", "my shift is on saturday"
    r"off|shift|shifts|lease|turn|rota|break|lunch break"
)
_DAY_START = (
    r"(?:on\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|"
    r"sep|oct|nov|dec)|this\s|next\s|tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)day)"
)
# "my weigh-in is on friday", "our karate grading is this saturday": one's own thing, named
# by any noun, with the day it is on.
_OWN_DATED = re.compile(
    rf"^(?P<what>(?:my|our)\s+(?:[\w'-]+\s+){{0,2}}?(?!(?:{_PEOPLE})\b)[\w'-]+)"
    rf"\s+(?:is|'s)\s+(?={_DAY_START})"
)
# "theres a pub quiz tomorrow night", "there's a staff meeting on monday": an event the
# user has on, announced.
_THERE_IS = re.compile(
    rf"^(?:(?:tomorrow|tonight|today|this|next|on)\b(?:\s+[\w-]+){{0,2}}?,?\s+)?"
    rf"there(?:'s|s|\s+is|'ll be|\s+will be)\s+(?P<what>(?:(?:a|an|the|my|our)\s+)?"
    rf"(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?\b"
    # an event noun naming a kind of another keeps the head: "an all-hands meeting"
    rf"(?:\s+(?:{EVENT_NOUNS})s?\b)*)"
)
# An event named with "a" is the user's own only when it is a trip one goes on ("a packing
# list for a 4 day canoe expedition"); "a permit for a festival" may be anyone's.
_OUTING = r"(?:expedition|trek|patrol|trip|hike|tour|retreat|camp|voyage|cruise|pilgrimage)s?"
# "baking a cake for my niece's christening on sunday", "writing a speech for my brothers
# wedding in june", "a packing list for a 4 day canoe expedition in august": the event the
# user's clause prepares for. Someone else's plain event ("his wedding") is theirs.
_FOR_EVENT = re.compile(
    rf"\b(?:for|to)\s+(?P<what>(?:my|our|the)\s+(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?|"
    rf"(?:a|an)\s+(?:[\w'-]+\s+){{0,3}}?{_OUTING})\b"
)
# "training for my first triathlon in september": working up to an event is a project,
# which the context table reads.
_WORKING_UP_TO = re.compile(
    r"\b(?:training|preparing|prepping|studying|revising|saving|practi[sc]ing|cramming|learning|"
    r"working)\b(?:\s+[\w'-]+){0,3}?\s+for\b"
)
# "planning my son's bar mitzvah for october": the event planned is the object itself.
_PLANNING = re.compile(
    rf"^(?:(?:i(?:'m|\s+am)|im|we(?:'re|\s+are))\s+)?(?:also\s+|busy\s+|still\s+)?"
    rf"(?:planning|organi[sz]ing|getting ready for|hosting|throwing)\s+"
    rf"(?P<what>(?:my|our|a|an|the)\s+(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?"
    # where a trip goes stays with it: "planning a trip to Sutherland in August", "a road
    # trip from Winnipeg to Banff"
    r"(?:\s+from\s+(?!(?:the|a|an|my|our)\b)[\w'-]+(?=\s+to\s))?"
    r"(?:\s+to\s+(?!(?:the|a|an|my|our|see|visit|get)\b)[\w'-]+)?)\b"
)
_OWN_CLAUSE = re.compile(
    r"^(?:i|i'm|im|i've|ive|we|we're|we've|need|planning|organi[sz]ing|making|baking|writing|"
    r"packing|buying|booking|getting|sorting)\b"
)
# "my mate Dev is getting married next month and im his best man": a part the user has in
# someone's wedding makes it the user's event too.
_MARRYING = re.compile(
    r"^(?P<who>(?:my|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:is|are|'s)\s+getting\s+married\b"
    r"(?P<rest>.*)$"
)
_WEDDING_PART = re.compile(
    r"\b(?:i'm|im|i am|i'll be|ill be)\s+(?:the\s+|a\s+|his\s+|her\s+|their\s+)?"
    r"(?:maid of hono(?:u)?r|matron of hono(?:u)?r|bridesmaid|best man|groomsman|officiant|"
    r"usher|flower girl|ring bearer|officiating|giving a speech|doing a reading|mc)\b"
)
_PLACE = re.compile(r"\bin\s+(?P<place>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?))")


def _future_day(lower: str, msg: ChatMessage) -> TimeRef | None:
    when = find_day(lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return None
    return when


def _item(msg: ChatMessage, c: Clause, what: str, when: TimeRef) -> list[ExtractedItem]:
    if OTHERS_EVENT.match(what.lower()):
        return []
    item = activity_item(msg, c, what, "has", when, "pending")
    return [item] if item else []


def _own_dated(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _OWN_DATED.match(c.lower)
    when = _future_day(c.lower, msg) if m else None
    if m is None or when is None:
        return []
    return _item(msg, c, original(c, m, "what"), when)


# An event announced is the user's when it is for them or theirs ("for my son", "at our
# club") or they say they take part ("and im entering"); "there's a festival in town" may
# be anyone's, and "but i'm not going" says it is not theirs.
_FOR_US = re.compile(r"\b(?:for|with|at|in)\s+(?:me|us|my|our)\b")
_TAKING_PART = re.compile(
    r"\b(?:i'm|im|i am|we're|were|we are)\s+(?:also\s+)?(?:entering|going|in it|on a team|"
    r"playing|competing|racing|performing|presenting|speaking|running|defending|hosting)\b|"
    r"\b(?:i|we)\s+(?:have|need|got)\s+to\s+(?:go|be there|attend|present|speak)\b"
)
# Events one is at by being who one is (staff, a parent, a resident), not by choosing to go.
_ATTENDED = re.compile(
    r"\b(?:meeting|appointment|interview|exam|test|parents'? evening|assessment|inspection|"
    r"review|briefing|hearing|appraisal)s?$"
)
_NOT_GOING = re.compile(r"\b(?:not going|can'?t go|won'?t go|skipping|not invited)\b")


def _there_is(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _THERE_IS.match(c.lower)
    when = _future_day(c.lower, msg) if m and not c.supplied else None
    if m is None or when is None:
        return []
    said = msg.content.lower().replace("\u2019", "'")
    theirs = _ATTENDED.search(m["what"]) or _FOR_US.search(c.lower[m.end() :])
    if not (theirs or _TAKING_PART.search(said)):
        return []
    if _NOT_GOING.search(said):
        return []
    return _item(msg, c, original(c, m, "what"), when)


def _prepared_for(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if c.supplied not in ("", "I", "I'm"):
        return []
    m = _PLANNING.match(c.lower)
    if m is None and _OWN_CLAUSE.match(c.lower) and not _WORKING_UP_TO.search(c.lower):
        m = _FOR_EVENT.search(c.lower)
    when = _future_day(c.lower, msg) if m else None
    if m is not None and when is None and m.re is _PLANNING:
        # "planning a road trip to Banff with my kids (8, 11, 14) in late July": the day
        # said further on in the same sentence, past an aside
        when = _future_day(_rest_of_sentence(c.text, msg.content), msg)
    if m is None or when is None:
        return []
    return _item(msg, c, original(c, m, "what"), when)


def _rest_of_sentence(clause: str, message: str) -> str:
    at = message.lower().find(clause.lower())
    if at < 0:
        return ""
    rest = re.sub(r"\([^)\n]*\)", " ", message[at + len(clause) :])  # an aside ends nothing
    return sentence_from(rest).lower()


def _part_in_a_wedding(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _MARRYING.match(c.lower)
    if m is None or not _WEDDING_PART.search(msg.content.lower()):
        return []
    when = _future_day(c.lower, msg)
    if when is None:
        return []
    who = re.sub(r"^(?:my|our)\s+", "", original(c, m, "who"), flags=re.IGNORECASE)
    place = _PLACE.search(c.text[m.start("rest") :] if len(c.text) == len(c.lower) else "")
    phrase = f"{who}'s wedding" + (f" in {place['place']}" if place else "")
    return _item(msg, c, phrase, when)


# "we're in Lisbon on holiday", "currently in Reykjavik on our honeymoon": a trip under way.
_AWAY_NOW = re.compile(
    r"^(?:i'm|im|i am|we're|we are|were|we r)\s+(?:currently\s+|now\s+|here\s+)?"
    r"(?:in|visiting|staying in)\s+(?P<place>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?))\s+"
    r"(?P<how>on (?:holiday|vacation|hols|(?:our|my) honeymoon|a (?:work |business )?trip|"
    r"a city break|a road trip))\b",
    re.IGNORECASE,
)


def _away_now(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _AWAY_NOW.match(c.text) if len(c.text) == len(c.lower) else None
    if m is None:
        return []
    today = TimeRef(day=msg.created_at.date(), clock=None, phrase="")
    return _item(msg, c, f"{m['how']} in {m['place']}", today)


# "I've been asked to speak at a conference in Oslo on the 3rd of July", "our band has been
# booked to play at the Corn Exchange": an invitation taken up is a plan ("I was invited…"
# is past, "my sister was asked…" hers).
_INVITED = re.compile(
    r"^(?:i|we|(?:our|my)\s+(?:band|choir|team|group|club|school|orchestra|troupe|crew))"
    r"(?:'ve|\s+have|\s+has|'s)?\s+(?:just\s+)?(?:been|got|gotten)\s+(?:invited|asked|booked|"
    r"selected|chosen|picked|shortlisted)\s+to\s+(?P<verb>[a-z]+)\s+(?P<rest>\S.*)$"
)
# "my daughter has her first ballet exam on saturday": an event of one's child is one the
# user goes to (a sister's or a friend's is theirs).
_CHILD = (
    r"(?:(?:little|eldest|youngest|oldest|middle)\s+)?(?:son|daughter|kids?|children|boy|girl|"
    r"twins|toddler|baby|grandson|granddaughter|grandkids|stepson|stepdaughter)"
)
_CHILD_HAS = re.compile(
    rf"^(?:my|our)\s+(?P<who>{_CHILD})\s+(?:(?:has|have|has got|'s got|have got)\s+"
    rf"(?:a|an|his|her|their)\s+(?P<what>(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?\b.*)|"
    # "our daughter starts school in september": a child's first day
    r"(?P<start>starts|begins)\s+(?P<where>(?:school|nursery|preschool|kindergarten|daycare|"
    r"uni|university|college|secondary|primary|reception|year \d+)\b.*))$"
)


# "my band's playing our first gig at the Dog and Duck next friday": a plan of the group
# the user is in.
_GROUP_PLAN = re.compile(
    r"^(?P<who>(?:my|our)\s+(?:band|choir|team|crew|club|orchestra|troupe|squad|group|"
    r"quartet|trio))(?:'s|\s+is|\s+are|'re)\s+(?P<verb>[a-z]+ing)\s+(?P<rest>\S.*)$"
)


def _group_plan(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _GROUP_PLAN.match(c.lower)
    when = _future_day(c.lower, msg) if m else None
    if m is None or when is None or m["verb"] in ("thinking", "hoping", "struggling"):
        return []
    who = re.sub(r"^(?:my|our)\s+", "", original(c, m, "who"), flags=re.IGNORECASE)
    return _item(msg, c, f"{who} {m['verb']} {original(c, m, 'rest')}", when)


def _invited(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _INVITED.match(c.lower)
    when = _future_day(c.lower, msg) if m else None
    if m is None or when is None:
        return []
    item = activity_item(msg, c, f"{m['verb']} {original(c, m, 'rest')}", "plans to", when,
                         "pending")  # fmt: skip
    return [item] if item else []


def _childs_event(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _CHILD_HAS.match(c.lower)
    when = _future_day(c.lower, msg) if m else None
    if m is None or when is None:
        return []
    if m["start"]:
        return _item(msg, c, f"{m['who']} starting {original(c, m, 'where')}", when)
    return _item(msg, c, f"{m['who']}'s {original(c, m, 'what')}", when)


def dated_event(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A dated event in one of the shapes above, or nothing."""
    return (
        _away_now(c, msg)
        or _invited(c, msg)
        or _group_plan(c, msg)
        or _childs_event(c, msg)
        or _own_dated(c, msg)
        or _there_is(c, msg)
        or _prepared_for(c, msg)
        or _part_in_a_wedding(c, msg)
    )
