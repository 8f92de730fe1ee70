"""Activity statements: things planned or done at a time ("I'm running a half marathon on
Sunday", "I have a dentist appointment tomorrow at 3pm", "I went hiking yesterday").

A time phrase is required (except "I just …"): without one, "I'm running late" or "I went
through the docs" are not activities worth remembering."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_events import dated_event
from memoryflow.extractors.rules.activity_guards import (
    BUSINESS_GROWTH,
    OTHERS_EVENT,
    old_treatment,
    with_subject,
)
from memoryflow.extractors.rules.activity_item import HEDGE, activity_item, original
from memoryflow.extractors.rules.activity_objects import (
    event_named_within,
    event_object_plan,
    wedding_role,
)
from memoryflow.extractors.rules.activity_open import open_plan
from memoryflow.extractors.rules.activity_patterns import (
    COMING,
    COUPLE,
    DATE_IS,
    DATED_HEADING,
    DESTINATION,
    DUE,
    EVENT_NOUNS,
    GOING,
    GOING_LOWER,
    HABITUAL,
    HAVE_ANY,
    HAVE_EVENT,
    HEADED_EVENT,
    HOSTING,
    I_START,
    LAUNCHES,
    LEAD_TIME,
    MONTH_NAMES,
    MOVING,
    NOT_EVENT_NOUNS,
    NOT_EVENTS,
    NTH_BIRTHDAY,
    PAST,
    POSSESSED_EVENT,
    PRESENT,
    PRESENT_EVENT_VERBS,
    PROGRESSIVE,
    RELATIVE_EVENT,
    STARTS,
    TRIP,
    WILL,
    WILL_EVENT_VERBS,
)
from memoryflow.extractors.rules.chatstyle import HYPOTHETICAL
from memoryflow.extractors.rules.lexicon import NOT_A_PLACE
from memoryflow.extractors.rules.other_languages import in_english
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import TimeRef, find_day, find_time, strip_times


def _as_we(c: Clause) -> Clause:
    """A couple speaking ("my girlfriend and I are going out …") reads as "we are going out …"."""
    if m := COUPLE.match(c.lower):
        rest = c.text[m.end() :] if len(c.text) == len(c.lower) else c.lower[m.end() :]
        return replace(c, text=f"we {rest}", lower=f"we {rest.lower()}")
    return c


_NAMED_EVENT = re.compile(rf"\b(?:{EVENT_NOUNS})s?\b")
# A journey said without where to: "flying out", "heading off", "leaving".
_PARTICLES = ("out", "off", "away", "over", "back", "abroad")
_NO_PLACE = re.compile(rf"(?:{'|'.join(_PARTICLES)})?")


def _destination(msg: ChatMessage, obj: str) -> str:
    """Where a move goes when its own clause names no place: a place the message names."""
    if re.search(r"\bto\s+[A-Z]", obj):
        return obj
    for m in DESTINATION.finditer(msg.content):
        place = m["a"] or m["b"]
        if place.lower() not in NOT_A_PLACE and place.split()[0] not in MONTH_NAMES:
            return f"to {place} {obj}"
    return obj


def _going(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = GOING.match(c.text)
    if m is None and (low := GOING_LOWER.match(c.lower)):
        place = " ".join(w.capitalize() for w in low["place"].split())
        if low["place"] in NOT_A_PLACE:
            return []
        when = find_day(c.lower, msg.created_at, future=True)
        if when is None or when.day is None or when.day < msg.created_at.date():
            return []
        item = activity_item(msg, c, f"going to {place}{low['rest']}", "is", when, "pending")
        return [item] if item else []
    if m is None or (m["how"].lower() in ("in", "back in") and not m["who"]):
        return []  # "in Berlin next week" needs a subject to be the user's
    if m["how"].lower() == "in" and re.match(r"\s*(?:til|till|until)\b", m["rest"]):
        return []  # "I'm in Hobart till next year" is where one lives for now
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
    item = activity_item(msg, c, f"{verb} {m['place']}{m['rest']}", "is", when, "pending")
    return [item] if item else []


def _coming(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = COMING.match(c.lower)
    if m is None or re.search(r"\bevery\b", c.lower):
        return []  # "the cleaner comes every tuesday" is a routine
    if m["verb"].startswith("visiting") and not re.match(
        r"\s*(?:us|me|on|this|next|tomorrow|today|tonight|for|from|in)\b", m["rest"]
    ):
        return []  # "my parents are visiting my brother": their visit, not to the user
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    who = original(c, m, "who")
    verb = {"come": "coming", "comes": "coming", "arrive": "arriving", "arrives": "arriving",
            "booked": "booked"}.get(m["verb"], m["verb"])  # fmt: skip
    rest = strip_times(original(c, m, "rest"))
    rest = re.split(r"\s+(?:between|from|at|around)\s+\d", rest)[0]
    who = re.sub(r"^(?:the|a)\s+", "", who, flags=re.IGNORECASE)
    phrase = f"{who} {verb} {rest}"
    item = activity_item(msg, c, phrase, "expects:", when, "pending")
    return [item] if item else []


def _have_any(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = HAVE_ANY.match(c.lower)
    if m is None or c.supplied not in ("", "I") or NOT_EVENTS.match(m["what"]):
        return []
    if HABITUAL.search(c.lower):
        return []  # "we have friends over every saturday" is a routine
    if NOT_EVENT_NOUNS.search(" ".join(m["what"].split()[:5])):
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    today = msg.created_at.date()
    if when is None or when.day is None or when.day < today or not when.phrase:
        return []
    if re.search(r"\b(?:yesterday|ago|last)\b", c.lower):
        return []  # "got a new phone yesterday": something received, not an event
    what = strip_times(original(c, m, "what"))
    what = re.sub(r"\s+(?:starting|booked(?:\s+for)?|coming up|planned|scheduled)$", "", what)
    if not what or len(what.split()) > 7:
        return []
    item = activity_item(msg, c, what, "has", when, "pending")
    return [item] if item else []


def _time_last(c: Clause) -> Clause:
    """A leading time phrase moved to the end: "in july we're driving…" → "we're driving… in
    july"."""
    if m := LEAD_TIME.match(c.lower):
        same = len(c.text) == len(c.lower)
        rest = c.text[m.start("rest") :] if same else c.lower[m.start("rest") :]
        time = c.lower[m.start("time") : m.end("time")]
        rest = re.sub(r"^were\s+(?=\w+ing\b)", "we're ", rest)  # "then on sunday were doing …"
        return replace(c, text=f"{rest} {time}", lower=f"{rest.lower()} {time}")
    return c


def _future_progressive(c: Clause) -> Clause:
    """ "we'll be camping at lake tahoe in august" reads as "we're camping …": the future
    progressive says the same plan."""
    if m := re.match(r"(i|we)(?:'ll|\s+will)\s+be\s+(?=\w+ing\b)", c.lower):
        be = "i'm" if m[1] == "i" else "we're"
        return replace(c, text=f"{be} {c.text[m.end() :]}", lower=f"{be} {c.lower[m.end() :]}")
    return c


def _date_is(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    m = DATE_IS.match(c.lower)
    when = find_day(c.lower, msg.created_at, future=True) if m else None
    if m is None or when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(msg, c, original(c, m, "what"), "has", when, "pending")
    return [item] if item else []


def _starts(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """What starts or is due on a day: "mock exams start monday", "the baby is due in march"."""
    if m := STARTS.match(c.lower):
        if "due" in m["verb"] and not DUE.search(m["what"]):
            return []  # "the report is due friday" is a deadline, not an event
        phrase = f"{original(c, m, 'what')} {'due to arrive' if 'due' in m['verb'] else m['verb']}"
    elif m := I_START.match(c.lower):
        phrase = f"starting {original(c, m, 'obj')}"
    else:
        return []
    when = find_day(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    if re.search(r"\bevery\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b", c.lower):
        return []  # "my class starts every monday" is a routine
    item = activity_item(msg, c, phrase, "has", when, "pending")
    return [item] if item else []


def _dated_heading(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "friday morning: dentist": the event, read with the day its heading names."""
    if c.supplied:
        return []
    for m in DATED_HEADING.finditer(msg.content):
        what = m["what"].strip()
        if what.lower() != c.lower.strip() or not HEADED_EVENT.match(what.lower()):
            continue
        when = find_day(m["time"].lower(), msg.created_at, future=True)
        if when is None or when.day is None or when.day < msg.created_at.date():
            return []
        item = activity_item(msg, c, what, "has", when, "pending")
        return [item] if item else []
    return []


def _present_plan(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "we fly out to lisbon on friday": the plain present with a future day is a plan."""
    m = PRESENT.match(c.lower)
    if m is None or m["verb"] not in PRESENT_EVENT_VERBS or c.supplied or HABITUAL.search(c.lower):
        return []
    if m["verb"] == "take" and not re.search(r"\bto\s+\w", m["obj"]):
        return []  # "i take the bus tomorrow" is how, not a plan; "we take the kids to …" is

    when = find_day(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    if not strip_times(m["obj"]).strip():
        return []  # "we leave june 10": leaving says nothing without where to
    phrase = f"{m['verb']} {original(c, m, 'obj')}"
    item = activity_item(msg, c, phrase, "plans to", when, "pending")
    return [item] if item else []


def _trip(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "… for a work trip to Hamburg in September": a dated trip wherever the user's clause
    names it."""
    m = TRIP.search(c.text)
    if m is None or c.supplied or not re.match(r"(?:i|we)\b", c.lower):
        return []
    when = find_day(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    item = activity_item(msg, c, m["what"], "has", when, "pending")
    return [item] if item else []


def _future(c: Clause, msg: ChatMessage) -> TimeRef | None:
    """The future day the clause names, unless it names a routine."""
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return None
    return None if HABITUAL.search(c.lower) else when


def _hosting_launch_or_birthday(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """Guests over ("having the in-laws over on sunday"), a launch of one's own ("our app
    launches on monday"), a birthday by its number ("my partners 30th is on saturday")."""
    phrase = ""
    if m := HOSTING.match(c.lower):
        phrase = f"having {original(c, m, 'who')} {m['how']}{original(c, m, 'rest')}"
    elif m := LAUNCHES.match(c.lower):
        phrase = f"{original(c, m, 'what')} {m['verb']}"
    elif (m := NTH_BIRTHDAY.search(c.lower)) and not c.supplied:
        who = original(c, m, "who").strip()
        who = re.sub(r"(?<![s'])s$", "'s", who) if who else "own"
        phrase = f"{who} {m['n']} birthday"
    when = _future(c, msg) if phrase else None
    if when is None:
        return []
    item = activity_item(msg, c, phrase, "has", when, "pending")
    return [item] if item else []


# "gonna repaint the fence this weekend if it doesnt rain": a plan with a condition on the
# weather, the boss or the money is still the user's plan. A condition on the user ("if i
# get the job") leaves it a hypothetical.
_WORLD_CONDITION = re.compile(
    r"^(?P<plan>.+?),?\s+(?:if|unless|as long as|assuming)\s+(?:it|the weather|weather|"
    r"the (?:\w+\s+)?(?:company|boss|work|school|uni|forecast|rain|snow|ferry|flight|train|"
    r"visa|money|budget|car|van|kids?|baby)|my (?:boss|company|work|manager)|work|all|"
    r"everything|things|nothing|they|the company)\b[^,]*$"
)


def _plan_despite_condition(c: Clause) -> Clause:
    if not c.is_hypothetical or c.is_question or c.is_reported:
        return c
    m = _WORLD_CONDITION.match(c.lower)
    if m is None or HYPOTHETICAL.search(m["plan"]):
        return c
    end = m.end("plan")
    text = c.text[:end] if len(c.text) == len(c.lower) else m["plan"]
    return replace(c, text=text, lower=m["plan"], is_hypothetical=False)


def _unhedged(c: Clause) -> Clause:
    """ "our wedding is probably in june" reads as "our wedding is in june": how sure the user
    is does not change what is planned."""
    text, lower = HEDGE.sub("", c.text), HEDGE.sub("", c.lower)
    return c if lower == c.lower else replace(c, text=text.strip(), lower=lower.strip())


def activity_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    c = _plan_despite_condition(c)
    if not c.is_statement:
        return []
    c = _unhedged(c)
    if c.supplied == "I have" and c.lower.startswith("i have had "):
        return []  # "had surgery …" read as "I have had surgery": the plain past says it
    if BUSINESS_GROWTH.match(c.lower):
        return []  # a business growing is a project: the context table reads it
    if (english := in_english(c.text)) != c.text:
        c = replace(c, text=english, lower=english.lower())
    if (found := _date_is(c, msg)) or (found := _dated_heading(c, msg)):
        return found
    c = with_subject(_future_progressive(_as_we(_time_last(c))))
    if re.match(r"(?:have to|need to|got to)\s", c.lower) and not c.supplied:
        c = replace(c, text=f"I {c.text}", lower=f"i {c.lower}")  # "gotta take the car in …"
    if found := _starts(c, msg):
        return found
    low, today = c.lower, msg.created_at.date()
    if (m := HAVE_EVENT.match(low)) and not (
        c.supplied == "I have"
        and not re.match(rf"(?:a|an|my|the|our)\s|(?:[\w-]+\s+)?(?:{EVENT_NOUNS})\b", m["what"])
    ):  # a fragment reads as "I have …" only when it names the event itself
        past = low.startswith("i had")
        when = find_time(low, msg.created_at, future=not past)
        if when is None or when.day is None:
            return []
        status = "done" if past or when.day < today else "pending"
        if status == "done" and old_treatment(strip_times(m["what"]), when.day, today):
            return []  # "had surgery five weeks ago": health history, not an outing
        item = activity_item(
            msg, c, original(c, m, "what"), "had" if status == "done" else "has", when, status
        )
        return [item] if item else []
    if m := RELATIVE_EVENT.match(low):
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None or when.day < today:
            return []
        what = re.sub(r"\s+is\s+", " ", original(c, m, "what"), count=1)
        item = activity_item(msg, c, what, "has an event in the family:", when, "pending")
        return [item] if item else []
    if (m := POSSESSED_EVENT.match(low)) and not (
        low.startswith("there") or OTHERS_EVENT.match(low)
    ):
        # "there's a festival in town" is announced, read by `activity_events`
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None:
            return []
        status = "done" if when.day < today else "pending"
        verb = "had" if status == "done" else "has"
        item = activity_item(msg, c, original(c, m, "what"), verb, when, status)
        return [item] if item else []
    if m := PROGRESSIVE.match(low):
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None or when.day < today:
            return []
        obj = original(c, m, "obj")
        if m["verb"] in MOVING:
            obj = _destination(msg, obj)
        elif _NO_PLACE.fullmatch(strip_times(obj).strip(" ,.")):
            # "flying out on the 4th": to where the message says
            first = obj.split(" ", 1)[0]
            particle, _, rest = obj.partition(" ") if first in _PARTICLES else ("", "", obj)
            obj = f"{particle} {_destination(msg, '').strip()} {rest}".strip()
        plan = re.match(r"to\s+(?P<verb>[a-z]+)\s", obj)
        if m["verb"] == "going" and plan and f"gonna {plan['verb']}" in msg.content.lower():
            # "gonna repaint the fence": the plan is the verb after "gonna" (after "going
            # to" it may be a place: "going to portugal")
            item = activity_item(msg, c, obj[plan.start("verb") :], "plans to", when, "pending")
            return [item] if item else []
        item = activity_item(msg, c, f"{m['verb']} {obj}", "is", when, "pending")
        return [item] if item else []
    if (m := WILL.match(low)) and m["verb"] in WILL_EVENT_VERBS:
        when = find_time(low, msg.created_at, future=True)
        if when is None or when.day is None or when.day < today:
            return []
        phrase = f"{m['verb']} {original(c, m, 'obj')}"
        item = activity_item(msg, c, phrase, "plans to", when, "pending")
        return [item] if item else []
    if found := _present_plan(c, msg):
        return found
    if (m := PAST.match(low)) and not (
        m["verb"] == "had" and re.match(r"\w+ing\b|to\s", m["obj"])
    ):  # "had to put the dog down" is what one had to do, not an outing
        when = find_time(low, msg.created_at, future=False)
        if when is None and m["just"]:
            when = TimeRef(day=today, clock=None, phrase="")
        if when is None or when.day is None or when.day > today:
            return []
        if m["verb"] == "had" and old_treatment(strip_times(m["obj"]), when.day, today):
            return []
        if m["verb"] in ("did", "saw") and not _NAMED_EVENT.search(m["obj"]):
            return []  # "saw a trogon", "did a double on the 72": a sighting or a shift
        phrase = f"{m['verb']} {original(c, m, 'obj')}"
        item = activity_item(msg, c, phrase, "", when, "done")
        if item is None:
            return []
        # "The user  went hiking" → single space; the verb is already in the phrase.
        return [ExtractedItem(**{**item.__dict__, "summary": re.sub(r"\s+", " ", item.summary)})]
    return (
        _coming(c, msg)
        or _going(c, msg)
        or _have_any(c, msg)
        or _trip(c, msg)
        or _hosting_launch_or_birthday(c, msg)
        or dated_event(c, msg)
        or event_object_plan(c, msg)
        or open_plan(c, msg)
        or event_named_within(c, msg)
        or wedding_role(c, msg)
    )
