"""Open shapes of a dated plan, where the verb or the thing is any word: "getting my wisdom
teeth out on thursday", "handing in my dissertation next friday", "i'm in a chess tournament
this weekend", "knee op is booked for the 14th", "kitchen gets ripped out on monday", "i have
to submit my visa renewal by the end of the month", "I'm in Kampala for two weeks for work".

A future day is what makes each of them a plan; a routine ("every", "usually") or a state
("i'm dreading monday", "getting nervous about friday") never is."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_patterns import HABITUAL
from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.lexicon import NOT_A_PLACE
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import TimeRef, find_day

# "i'm getting …", "we're sailing …": a progressive of any verb but those of mind, mood or
# waiting, which say how one is, not what one will do.
GERUND = re.compile(
    r"^(?:i(?:'m| am)|we(?:'re| are| r))\s+(?:also\s+|finally\s+|officially\s+)?"
    r"(?P<verb>[a-z]+ing)\s+(?P<obj>\S.*)$"
)
NOT_PLAN_GERUNDS = {
    "feeling", "thinking", "hoping", "trying", "dreading", "worrying", "wondering",
    "struggling", "looking", "waiting", "considering", "debating", "freaking", "stressing",
    "panicking", "dying", "being", "kidding", "joking", "saying", "asking", "wanting",
    "needing", "expecting", "guessing", "loving", "hating", "enjoying", "missing", "losing",
    "running", "working", "going", "bringing", "using", "reading", "writing", "doing",
    "making", "learning", "studying", "building", "coming", "leaning", "sitting", "living",
    "staying", "nothing", "something", "craving", "shitting", "bricking", "counting",
    "telling", "praying", "crying", "sleeping", "eating", "drinking", "paying", "spending",
    "taking", "buying", "selling", "watching", "playing", "preparing", "prepping",
    "cramming", "revising", "packing", "planning", "saving", "aiming", "meaning",
    "training", "recovering", "healing", "stuck", "dealing", "juggling", "finishing",
    "launching", "releasing", "renovating", "redoing", "fixing", "developing", "designing",
    "shipping", "rolling", "migrating", "refactoring", "converting", "restoring",
}  # fmt: skip
# "getting nervous about friday", "getting the results tomorrow" is news, not a plan.
NOT_GOT = re.compile(
    r"getting (?:nervous|anxious|worried|excited|tired|bored|sick|better|worse|ready|used|"
    r"back|the results?|results|paid|it|this|that|there|home|up|a bit|really|so|very)\b"
)
# "i'm in a chess tournament this weekend", "we're in the cup final on sunday".
IN_EVENT = re.compile(
    rf"^(?:i(?:'m| am)|we(?:'re| are| r))\s+(?:also\s+)?(?:in|playing in|entered in)\s+"
    rf"(?P<what>(?:a|an|the|my|our)\s+(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?)\b"
)
# "knee op is booked for the 14th", "the kitchen gets ripped out on monday", "our game ships on
# steam in october": one's own thing booked, done or released on a day.
BOOKED = re.compile(
    r"^(?P<what>(?:(?:my|our|the)\s+)?(?!(?:his|her|their|your|it|this|that)\b)"
    r"(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<verb>(?:is|are|'s|'re|got|gets|get)\s+(?:booked|scheduled|"
    r"set|planned|pencilled|penciled)(?:\s+in)?(?:\s+for)?|gets?\s+(?:ripped out|fitted|installed|"
    r"done|replaced|delivered|torn out|redone)|(?:(?:is|are|'s|'re)\s+)?being\s+(?:rewired|replastered|"
    r"fitted|installed|replaced|delivered|redone|renovated|painted|surveyed|valued|serviced|"
    r"repaired|decorated|reroofed|demolished|extended|built)|ships?|shipping)\b(?P<rest>.*)$"
)
# "i have to submit my visa renewal by the end of the month": an errand of record with a day.
ERRAND = re.compile(
    r"^(?:i|we)\s*(?:have to|need to|must|gotta|got to|'ve got to|have got to)\s+"
    r"(?P<what>(?:submit|renew|apply for|file|hand in|sign|register for|enrol for|enroll for|"
    r"register|book|get)\s+(?:(?:my|our|the|a|an)\s+)(?:[\w'-]+\s+){0,3}"
    r"(?:renewal|application|visa|passport|taxes|tax return|return|papers|paperwork|forms?|"
    r"licen[cs]e|contract|lease|mortgage|dissertation|thesis|portfolio|coursework|claim|"
    r"appeal|registration|permit|mot|insurance)|take\s+(?:my|our|the)\s+[\w-]+\s+(?:in\s+)?for\s+"
    r"(?:its|a|an|the|her|his|their)\s+(?:[\w-]+\s+)?(?:mot|service|check-?up|jabs|vaccinations?|"
    r"inspection|repair|op|operation|appointment))\b"
)
# "I'm in Kampala for two weeks for work": a stay somewhere named, from today.
STAY = re.compile(
    r"^(?:i(?:'m| am)|we(?:'re| are| r))\s+(?:in|over in|out in|down in|up in)\s+"
    r"(?P<place>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}))\s+(?P<rest>for\s+(?:a|an|the|one|two|"
    r"three|four|five|six|a few|a couple of|\d+)\s+(?:more\s+)?(?:days?|nights?|weeks?|months?)"
    r"(?:\s+(?:for|on)\s+(?:work|business|a conference|a course|a wedding))?)",
    re.IGNORECASE,
)

# "i've booked a week in crete for september", "we signed up for the colour run in june": one's
# own booking, dated by what it is for.
BOOKED_BY_ME = re.compile(
    r"^(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|already\s+)?(?P<verb>booked|reserved|"
    r"signed up for|registered for|entered|got tickets (?:for|to))\s+(?P<what>(?!(?:it|this|"
    r"that|them)\b)"
    # a course or classes run for weeks are learning under way (the context table's)
    r"(?!(?:(?:a|an|some)\s+)?(?:[\w-]+\s+){0,3}?(?:course|classes|lessons)\b)\S.*)$"
)

# "i'll be at my parents place over christmas", "we'll be in the lakes for half term": where one
# will be on a day (not a state: "in bed", "in trouble", "at work").
WILL_BE_AT = re.compile(
    r"^(?:i|we)(?:'ll|\s+will)\s+be\s+(?P<prep>at|in|with|away in|down in|up in|over at|out in)"
    r"\s+(?P<what>(?!(?:work|home|the office|bed|trouble|touch|charge|pain|a meeting|(?:my|our) "
    r"wits|a loss|ease|peace|(?:my|our) limit|the end of|breaking point|a good place|a bad place)"
    r"\b)\S.*)$"
)


def _future_day(c: Clause, msg: ChatMessage) -> TimeRef | None:
    when = find_day(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return None
    return None if HABITUAL.search(c.lower) else when


def _item(
    msg: ChatMessage, c: Clause, phrase: str, verb: str, when: TimeRef
) -> list[ExtractedItem]:
    item = activity_item(msg, c, phrase, verb, when, "pending")
    return [item] if item else []


def open_plan(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    low = c.lower
    if (m := STAY.match(c.text)) and m["place"].lower() not in NOT_A_PLACE:
        today = TimeRef(day=msg.created_at.date(), clock=None, phrase="")
        return _item(msg, c, f"in {m['place']} {m['rest']}", "is", today)
    when = _future_day(c, msg)
    if when is None:
        return []
    if (m := WILL_BE_AT.match(low)) and not c.supplied:
        what = original(c, m, "what")
        if what.lower() not in NOT_A_PLACE:
            return _item(msg, c, f"{m['prep']} {what}", "will be", when)
    if (m := BOOKED_BY_ME.match(low)) and not c.supplied:
        return _item(msg, c, f"{m['verb']} {original(c, m, 'what')}", "has", when)
    if m := IN_EVENT.match(low):
        return _item(msg, c, f"in {original(c, m, 'what')}", "is", when)
    if (m := ERRAND.match(low)) and not c.supplied:
        return _item(msg, c, original(c, m, "what"), "has to", when)
    if (m := BOOKED.match(low)) and not c.supplied:
        verb = "ships" if m["verb"].startswith("ship") else m["verb"]
        return _item(
            msg, c, f"{original(c, m, 'what')} {verb}{original(c, m, 'rest')}", "has", when
        )
    if (
        (m := GERUND.match(low))
        and m["verb"] not in NOT_PLAN_GERUNDS
        and not NOT_GOT.match(f"{m['verb']} {m['obj']}")
    ):
        return _item(msg, c, f"{m['verb']} {original(c, m, 'obj')}", "is", when)
    return []
