"""Activity statements: things planned or done at a time ("I'm running a half marathon on
Sunday", "I have a dentist appointment tomorrow at 3pm", "I went hiking yesterday").

A time phrase is required (except "I just …"): without one, "I'm running late" or "I went
through the docs" are not activities worth remembering."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.lexicon import NOT_A_PLACE, PRONOUN_OBJECTS
from memoryflow.extractors.rules.text import Clause, capitalise, second_to_first, shorten
from memoryflow.extractors.rules.timeparse import TimeRef, find_time, strip_times

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December")  # fmt: skip

_EVENT_NOUNS = (
    r"appointment|meeting|interview|exam|test|flight|call|class|lesson|session|date|party|"
    r"wedding|match|game|concert|surgery|check-?up|presentation|race|marathon|trip|"
    r"dinner|lunch|recital|tournament|show|review|demo|conference|workshop|vaccination|haircut|"
    r"go-?live|launch|release|kick-?off|move|housewarming|closing|colonoscopy|endoscopy|biopsy|"
    r"ultrasound|procedure|operation|consultation|appraisal|pitch|premiere|opening|christening|"
    r"baptism|bar mitzvah|bat mitzvah|memorial|retreat|festival|sleepover|playdate|tasting|"
    r"jury duty|open house|bake sale|hackathon|webinar|keynote|offsite|all-hands|moot|"
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
# "my daughter's recital on Saturday", "our anniversary dinner next week", "go-live is on the
# 1st of July", "the wedding is on june 8th": an event named with its date. Someone else's
# ("his surgery is on friday") is theirs.
_POSSESSED_EVENT = re.compile(
    rf"^(?P<what>(?:my\s+|our\s+|the\s+)?(?!(?:his|her|their|your)\b)"
    rf"(?:(?!(?:has|have|had|is|are|was|were|and|with|got)\b)[\w'-]+\s+){{0,3}}?"
    rf"(?:{_EVENT_NOUNS})s?\b)(?:\s+on\s+the\s+\w+)?"
    r"(?:\s+(?:is|'s|are))?\s+(?=(?:on|this|next|tomorrow|today|tonight|at|in|the|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d)\b)(?P<rest>.*)$"
)
# Anything one has or has got on a given day: "got a run to Denver tomorrow morning", "we have
# the cake tasting this saturday". The date makes it an event; these heads never are.
_HAVE_ANY = re.compile(r"^(?:i|we)\s*(?:have|'ve got|have got|got|'ve)\s+(?P<what>.+)$")
_NOT_EVENTS = re.compile(
    r"(?:(?:a|an|the|my|our|some)\s+)?(?:to|no|so|such|nothing|something|anything|time|lot|"
    r"lots|plenty|too|much|work|school|stuff|things|plans?|free|money|loads?|kids?|baby|cat|"
    r"dog|new|bit|chance|way|day|week)\b|"
    # "got laid off in march", "got married on the 3rd": a passive, not a thing one has
    r"\w+ed\b|(?:laid|paid|told|sent|hit|caught|stuck|bitten|taken|given|chosen|beaten|done|"
    r"made|let|cut|put|shot|stolen|engaged|married|sick|ill|home|back|up|out)\b"
)
# What one has that is a state or a thing, however it is qualified ("a really bad feeling
# about monday", "a parcel coming tomorrow").
_NOT_EVENT_NOUNS = re.compile(
    r"\b(?:feeling|feelings|idea|clue|cold|flu|fever|headache|migraine|hangover|problem|"
    r"question|issue|doubts?|package|parcel|delivery|order|mood|pain|cough|rash)\b"
)
# "roofer is coming on thursday", "my parents are visiting next week": someone coming to the
# user on a given day.
_VISITORS = (
    r"roofer|plumber|electrician|builders?|movers|removal (?:men|guys|company)|cleaners?|"
    r"painters?|decorator|handyman|gardener|engineer|technician|inspector|surveyor|installers?|"
    r"contractors?|vet|midwife|health visitor|guy|man|tradesman|landlord|estate agent|"
    r"parents|in-laws|mum|mom|dad|mother|father|sister|brother|family|grandparents|friends?|"
    r"cousins?|aunt|uncle|nan|gran|grandma|grandpa|daughter|son|kids|inlaws|folks"
)
_COMING = re.compile(
    rf"^(?P<who>(?:(?:my|our|the|a)\s+)?(?:[\w-]+\s+){{0,2}}?(?:{_VISITORS}))(?:'s|\s+is|\s+are)?"
    r"\s+(?P<verb>coming|comes|come|visiting|arriving|arrives|arrive|flying in|coming over|"
    r"coming round|coming out|booked)\b(?P<rest>.*)$"
)
# "off to Lisbon on friday", "next up is Chicago in october", "I'll be in Paris next week":
# going somewhere named on a given day (a capitalised place, as written).
_GOING = re.compile(
    r"^(?P<who>(?:i'm|i am|im|we're|we are|i'll be|i will be|we'll be|we will be)\s+)?"
    r"(?P<how>off to|headed to|heading to|back to|back in|next up is|next stop is|next stop|in)\s+"
    r"(?P<place>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}))\b(?P<rest>.*)$",
    re.IGNORECASE,
)
# "my girlfriend and I are …", "me and my wife are …": the user is one of a couple. Split at
# "and", the halves read "me" / "my wife are …" and "my husband" / "I were …": a plural
# verb after one person is the couple.
_COUPLE = re.compile(
    r"^(?:(?:my\s+[\w-]+\s+and\s+i|me\s+and\s+my\s+[\w-]+|my\s+[\w-]+\s+and\s+me|"
    r"[a-z]+\s+and\s+i)\s+(?=are|were|will|have|had|got|'re|'ll|'ve|just|went|did|ran)|"
    r"(?:my\s+(?:wife|husband|partner|girlfriend|boyfriend|gf|bf|fianc\w*|mum|mom|dad|sister|"
    r"brother|son|daughter|friend|best friend)|i)\s+(?=(?:are|were)\b))"
)
# Where a move goes, when the clause says only when: "…job offer in Melbourne so we're
# relocating in March", "moving in september, Toronto here we come".
_DESTINATION = re.compile(
    r"\b(?:to|in)\s+(?P<a>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)|(?P<b>[A-Z][\w'-]+),?\s+here\s+"
    r"(?:i|we)\s+come\b"
)
_MOVING = ("moving", "relocating", "emigrating")
_PLAN_VERBS = (
    r"running|flying|going|driving|travell?ing|moving|attending|visiting|hosting|meeting|"
    r"playing|seeing|taking|competing|presenting|giving|celebrating|hiking|cycling|swimming|"
    r"climbing|leaving|heading|starting|getting married|throwing|organi[sz]ing|doing|turning|"
    r"deploying|relocating|emigrating|sitting|defending|graduating|camping|skiing|interviewing|"
    r"spending"
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
    r"(?:going|went) (?:to bed|to sleep|home|out(?!\s+for\b)|back|through|over|ahead|with)\b|"
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


def _as_we(c: Clause) -> Clause:
    """A couple speaking ("my girlfriend and I are going out …") reads as "we are going out …"."""
    if m := _COUPLE.match(c.lower):
        rest = c.text[m.end() :] if len(c.text) == len(c.lower) else c.lower[m.end() :]
        return replace(c, text=f"we {rest}", lower=f"we {rest.lower()}")
    return c


def _destination(msg: ChatMessage, obj: str) -> str:
    """Where a move goes when its own clause names no place: a place the message names."""
    if re.search(r"\bto\s+[A-Z]", obj):
        return obj
    for m in _DESTINATION.finditer(msg.content):
        place = m["a"] or m["b"]
        if place.lower() not in NOT_A_PLACE and place.split()[0] not in MONTH_NAMES:
            return f"to {place} {obj}"
    return obj


def _going(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _GOING.match(c.text)
    if m is None or (m["how"].lower() in ("in", "back in") and not m["who"]):
        return []  # "in Berlin next week" needs a subject to be the user's
    if m["place"].lower() in NOT_A_PLACE or m["place"].split()[0] in MONTH_NAMES:
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    today = msg.created_at.date()
    if when is None or when.day is None or (when.day <= today and "tonight" not in c.lower):
        return []
    how = m["how"].lower()
    verb = "going to" if how.startswith(("off", "next")) else how
    if how in ("in", "back in"):
        verb = "being in" if how == "in" else "back in"
    item = _item(msg, c, f"{verb} {m['place']}{m['rest']}", "is", when, "pending")
    return [item] if item else []


def _coming(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _COMING.match(c.lower)
    if m is None or re.search(r"\bevery\b", c.lower):
        return []  # "the cleaner comes every tuesday" is a routine
    if m["verb"].startswith("visiting") and not re.match(
        r"\s*(?:us|me|on|this|next|tomorrow|today|tonight|for|from|in)\b", m["rest"]
    ):
        return []  # "my parents are visiting my brother": their visit, not to the user
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    who = _original(c, m, "who")
    verb = {"come": "coming", "comes": "coming", "arrive": "arriving", "arrives": "arriving",
            "booked": "booked"}.get(m["verb"], m["verb"])  # fmt: skip
    rest = strip_times(_original(c, m, "rest"))
    rest = re.split(r"\s+(?:between|from|at|around)\s+\d", rest)[0]
    who = re.sub(r"^(?:the|a)\s+", "", who, flags=re.IGNORECASE)
    phrase = f"{who} {verb} {rest}"
    item = _item(msg, c, phrase, "expects:", when, "pending")
    return [item] if item else []


def _have_any(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = _HAVE_ANY.match(c.lower)
    if m is None or c.supplied not in ("", "I") or _NOT_EVENTS.match(m["what"]):
        return []
    if _NOT_EVENT_NOUNS.search(" ".join(m["what"].split()[:5])):
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    today = msg.created_at.date()
    if when is None or when.day is None or when.day < today or not when.phrase:
        return []
    if re.search(r"\b(?:yesterday|ago|last)\b", c.lower):
        return []  # "got a new phone yesterday": something received, not an event
    what = strip_times(_original(c, m, "what"))
    what = re.sub(r"\s+(?:starting|booked(?:\s+for)?|coming up|planned|scheduled)$", "", what)
    if not what or len(what.split()) > 7:
        return []
    item = _item(msg, c, what, "has", when, "pending")
    return [item] if item else []


def activity_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if not c.is_statement:
        return []
    c = _as_we(c)
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
        obj = _original(c, m, "obj")
        if m["verb"] in _MOVING:
            obj = _destination(msg, obj)
        item = _item(msg, c, f"{m['verb']} {obj}", "is", when, "pending")
        return [item] if item else []
    if (m := _WILL.match(low)) and m["verb"] in _WILL_EVENT_VERBS:
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None or when.day < today:
            return []
        phrase = f"{m['verb']} {_original(c, m, 'obj')}"
        item = _item(msg, c, phrase, "plans to", when, "pending")
        return [item] if item else []
    if (m := _PAST.match(low)) and not (m["verb"] == "had" and re.match(r"\w+ing\b", m["obj"])):
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
    return _coming(c, msg) or _going(c, msg) or _have_any(c, msg)
