"""Activity statements: things planned or done at a time ("I'm running a half marathon on
Sunday", "I have a dentist appointment tomorrow at 3pm", "I went hiking yesterday").

A time phrase is required (except "I just …"): without one, "I'm running late" or "I went
through the docs" are not activities worth remembering."""

from __future__ import annotations

import re

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.lexicon import PRONOUN_OBJECTS
from memoryflow.extractors.rules.text import Clause, capitalise, second_to_first, shorten
from memoryflow.extractors.rules.timeparse import TimeRef, find_time, strip_times

_EVENT_NOUNS = (
    r"appointment|meeting|interview|exam|test|flight|call|class|lesson|session|date|party|"
    r"wedding|match|game|concert|surgery|check-?up|presentation|deadline|race|marathon|trip|"
    r"dinner|lunch|recital|tournament|show|review|demo|conference|workshop|vaccination|haircut|"
    r"performance|gig|funeral|birthday|ceremony|hearing|audition|defen[cs]e|talk|visit|viva|"
    r"dentist|doctor|physio|gp|check-?in|scan|mri|x-?ray|blood test|finals|midterms?|exams|sats|"
    r"gcses|a-?levels|mcat|lsat|gre|gmat|ielts|toefl|bar exam|parents'? evening|anniversary|"
    r"reunion|shift|graduation|party|baby shower|hen do|stag do|bachelorette|bachelor party|"
    r"open day|orientation|induction|court date|tournament|competition|playoffs?|final|drill|"
    r"rehearsal|practice|training session|osce|boards|shoot|photoshoot|fitting|viewing|inspection"
)
_HAVE_EVENT = re.compile(
    rf"^(?:i|we)\s*(?:have|'ve got|have got|got|'ve|had)\s+(?P<what>(?:(?:a|an|my|the|our)\s+)?"
    rf"(?:[\w'-]+\s+){{0,4}}?(?:{_EVENT_NOUNS})s?\b.*)$"
)
# "My granddaughter is getting married in July": a dated event in a relative's life.
_RELATIVE_EVENT = re.compile(
    r"^(?P<what>my\s+[\w-]+\s+(?:is\s+)?(?:getting married|graduating|having (?:a|her|his|their) "
    r"(?:baby|wedding|surgery|operation)|retiring|turning \d+|turns \d+|moving to \S+|visiting|coming to "
    r"visit|flying in))\b"
)
# "my daughter's recital on Saturday", "our anniversary dinner next week"
_POSSESSED_EVENT = re.compile(
    rf"^(?P<what>(?:my|our)\s+(?:[\w'-]+\s+){{0,3}}?(?:{_EVENT_NOUNS})s?\b)"
    r"(?:\s+(?:is|'s|are))?\s+(?=(?:on|this|next|tomorrow|today|tonight|at|in)\b)(?P<rest>.*)$"
)
_PLAN_VERBS = (
    r"running|flying|going|driving|travell?ing|moving|attending|visiting|hosting|meeting|"
    r"playing|seeing|taking|competing|presenting|giving|celebrating|hiking|cycling|swimming|"
    r"climbing|leaving|heading|starting|getting married|throwing|organi[sz]ing|doing|turning|"
    r"deploying|relocating|emigrating|sitting|defending|graduating|camping|skiing|interviewing"
)
_PROGRESSIVE = re.compile(
    rf"^(?:i(?:'m| am)|we(?:'re| are))\s+(?:also\s+|finally\s+|officially\s+)?"
    rf"(?P<verb>{_PLAN_VERBS})\s+(?P<obj>.+)$"
)
_WILL = re.compile(
    r"^(?:i|we)(?:'ll|\s+will|'m going to|'re going to|\s+am going to|\s+are going to|\s+plan to|"
    r"'m planning to|\s+am planning to|\s+intend to)\s+(?P<verb>[a-z]+)\s+(?P<obj>.+)$"
)
# "I'll <verb> … tomorrow" is an activity only for verbs of going, meeting and taking part:
# "I'll print the plan tonight" or "I'll check tomorrow" are chores, not memories.
_WILL_EVENT_VERBS = {
    "go", "fly", "travel", "drive", "visit", "attend", "run", "race", "hike", "climb", "swim",
    "cycle", "ride", "meet", "see", "host", "throw", "celebrate", "start", "move", "leave",
    "head", "sit", "present", "give", "play", "compete", "perform", "marry", "graduate",
    "interview", "spend", "stay", "return", "sail", "camp", "ski", "speak", "walk",
}  # fmt: skip
_PAST_VERBS = (
    r"went|visited|ran|finished|completed|attended|watched|cooked|baked|played|climbed|hiked|"
    r"biked|cycled|swam|flew|travell?ed|took|did|had|saw|met|got back from|came back from|"
    r"returned from|celebrated|hosted|gave|presented|won|lost|passed|painted|drove"
)
_PAST = re.compile(
    rf"^(?:i|we)\s+(?:also\s+)?(?P<just>just\s+|finally\s+)?(?P<verb>{_PAST_VERBS})\s+(?P<obj>.+)$"
)
_KINDS = (
    (
        "exercise",
        r"\d+k\b|run|running|ran|marathon|hik|gym|yoga|swim|swam|climb|cycl|bik|race|"
        r"workout|training|football|tennis|soccer|match|game",
    ),
    ("appointment", r"appointment|dentist|doctor|check-?up|surgery|vaccination|haircut|therap"),
    ("travel", r"flight|fly|flew|flying|trip|travel|moving|visit|vacation|holiday|drive|drove"),
    ("meeting", r"meeting|interview|call|presentation|review|demo|conference|workshop|talk"),
    ("education", r"exam|test|class|lesson|lecture|course|viva|defen[cs]e"),
    ("social", r"party|wedding|concert|dinner|lunch|birthday|date|gig|show|celebrat|ceremony"),
)
# Routine or figurative phrases that are not events worth remembering.
_ROUTINE = re.compile(
    r"(?:going|went) (?:to bed|to sleep|home|out|back|through|over|ahead|with)\b|"
    r"had (?:a|our|my) (?:(?:first|second|third|new) )?(?:baby|son|daughter)\b|"
    r"(?:\w+ )?(?:it|this|that)\b"
)
_LOCATION = re.compile(r"\b(?:in|at|to)\s+((?:the\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3})")


def _kind(text: str) -> str:
    low = text.lower()
    for kind, pattern in _KINDS:
        if re.search(rf"\b(?:{pattern})", low):
            return kind
    return "other"


def _original(c: Clause, m: re.Match[str], group: str) -> str:
    if len(c.text) != len(c.lower):
        return m[group]
    return c.text[m.start(group) : m.end(group)]


def _item(
    msg: ChatMessage, c: Clause, phrase: str, summary_verb: str, when: TimeRef, status: str
) -> ExtractedItem | None:
    what = strip_times(phrase)
    if not what or what.lower().split()[0] in PRONOUN_OBJECTS or _ROUTINE.match(what.lower()):
        return None
    starts_at = when.iso(msg.created_at)
    kind = _kind(phrase)
    loc = _LOCATION.search(what)
    bare = re.sub(r"^(?:a|an|the|my|our)\s+", "", what, flags=re.IGNORECASE)
    if re.fullmatch(r"(?:dentist|doctor|physio|gp|vet)", bare.lower()):
        bare = f"{bare} appointment"  # "dentist thursday at 4pm"
        what = f"a {bare}"
    title = shorten(capitalise(second_to_first(bare)), 120)
    summary = f"The user {summary_verb} {second_to_first(what)}" + (
        f" ({'planned for' if status == 'pending' else 'on'} {starts_at})." if starts_at else "."
    )
    return ExtractedItem(
        layer=layers.ACTIVITY,
        title=title,
        summary=shorten(summary, 400),
        details=c.text,
        category=kind,
        type="planned" if status == "pending" else "completed",
        tags=("activity", kind),
        fields={
            "activity_type": kind,
            "status": status,
            "starts_at": starts_at,
            "ends_at": None,
            "location": loc.group(1) if loc else None,
            "notes": c.text,
        },
        source_message_ids=(msg.id,),
    )


def activity_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if not c.is_statement:
        return []
    low, today = c.lower, msg.created_at.date()
    if (m := _HAVE_EVENT.match(low)) and not (
        c.supplied == "I have"
        and not re.match(rf"(?:a|an|my|the|our)\s|(?:{_EVENT_NOUNS})\b", m["what"])
    ):  # a fragment reads as "I have …" only when it names the event itself
        past = low.startswith("i had")
        when = find_time(low, msg.created_at, future=not past)
        if when is None or when.day is None:
            return []
        status = "done" if past or when.day < today else "pending"
        item = _item(
            msg, c, _original(c, m, "what"), "had" if status == "done" else "has", when, status
        )
        return [item] if item else []
    if m := _RELATIVE_EVENT.match(low):
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None or when.day < today:
            return []
        what = re.sub(r"\s+is\s+", " ", _original(c, m, "what"), count=1)
        item = _item(msg, c, what, "has an event in the family:", when, "pending")
        return [item] if item else []
    if m := _POSSESSED_EVENT.match(low):
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None:
            return []
        status = "done" if when.day < today else "pending"
        verb = "had" if status == "done" else "has"
        item = _item(msg, c, _original(c, m, "what"), verb, when, status)
        return [item] if item else []
    if m := _PROGRESSIVE.match(low):
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None or when.day < today:
            return []
        phrase = f"{m['verb']} {_original(c, m, 'obj')}"
        item = _item(msg, c, phrase, "is", when, "pending")
        return [item] if item else []
    if (m := _WILL.match(low)) and m["verb"] in _WILL_EVENT_VERBS:
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None or when.day < today:
            return []
        phrase = f"{m['verb']} {_original(c, m, 'obj')}"
        item = _item(msg, c, phrase, "plans to", when, "pending")
        return [item] if item else []
    if m := _PAST.match(low):
        when = find_time(low, msg.created_at, future=False)
        if when is None and m["just"]:
            when = TimeRef(day=today, clock=None, phrase="")
        if when is None or when.day is None or when.day > today:
            return []
        phrase = f"{m['verb']} {_original(c, m, 'obj')}"
        item = _item(msg, c, phrase, "", when, "done")
        if item is None:
            return []
        # "The user  went hiking" → single space; the verb is already in the phrase.
        return [ExtractedItem(**{**item.__dict__, "summary": re.sub(r"\s+", " ", item.summary)})]
    return []
