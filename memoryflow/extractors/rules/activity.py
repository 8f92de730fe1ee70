"""Activity statements: things planned or done at a time ("I'm running a half marathon on
Sunday", "I have a dentist appointment tomorrow at 3pm", "I went hiking yesterday").

A time phrase is required (except "I just …"): without one, "I'm running late" or "I went
through the docs" are not activities worth remembering."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_attended import attended_event
from memoryflow.extractors.rules.activity_bare_headings import bare_heading
from memoryflow.extractors.rules.activity_date_after import date_after
from memoryflow.extractors.rules.activity_deadlines import work_deadline
from memoryflow.extractors.rules.activity_events import dated_event
from memoryflow.extractors.rules.activity_groups import agent_coming, group_event
from memoryflow.extractors.rules.activity_guards import (
    BUSINESS_GROWTH,
    OTHERS_EVENT,
    life_change_done,
    long_course_start,
    old_treatment,
    past_habit,
    with_subject,
)
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_journeys import (
    NO_PLACE,
    PARTICLES,
    coming,
    destination,
    going,
    trip,
)
from memoryflow.extractors.rules.activity_launches import launch_of_named
from memoryflow.extractors.rules.activity_objects import (
    event_named_within,
    event_object_plan,
    wedding_role,
)
from memoryflow.extractors.rules.activity_open import open_plan
from memoryflow.extractors.rules.activity_patterns import (
    HAVE_EVENT,
    MOVING,
    PAST,
    POSSESSED_EVENT,
    PROGRESSIVE,
    RELATIVE_EVENT,
    WILL,
    WILL_EVENT_VERBS,
)
from memoryflow.extractors.rules.activity_present import open_present_plan
from memoryflow.extractors.rules.activity_public_days import public_day
from memoryflow.extractors.rules.activity_rewrites import (
    as_we,
    corrected,
    exams_spelled_out,
    future_progressive,
    plan_despite_condition,
    the_one,
    time_last,
    unhedged,
    wanted_outing,
)
from memoryflow.extractors.rules.activity_roles import future_role
from memoryflow.extractors.rules.activity_run_ons import second_sentence
from memoryflow.extractors.rules.activity_scheduled import (
    date_is,
    dated_heading,
    have_any,
    hosting_launch_or_birthday,
    present_plan,
    starts,
)
from memoryflow.extractors.rules.activity_shifts import shifts_ahead
from memoryflow.extractors.rules.activity_time_off import time_off
from memoryflow.extractors.rules.activity_visits import visit_named
from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.other_languages import in_english
from memoryflow.extractors.rules.retractions import readable
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_stripping import strip_times
from memoryflow.extractors.rules.timeparse import TimeRef, find_time

# A subject carried over with its verb ("I finished") before a clause that opens on an -ing
# word joins two verbs; only a form of "be" (or no verb) may go in front of one.
_BE = (["i'm"], ["we're"], ["am"], ["are"], ["i"], ["we"], ["my"])
# A relative marrying, named as the wedding: "my daughter Jess getting married" → "my
# daughter Jess's wedding".
_MARRYING = re.compile(r"^(?P<who>.+?)\s+(?:getting married|marrying)$", re.IGNORECASE)
_NAMED_EVENT = re.compile(rf"\b(?:{EVENT_NOUNS})s?\b")
# "did a 15 mile long run", "did my first 10k", "did a hike up snowdon": an outing measured by
# its distance or named by what one did on it, never a shift ("did a double").
_OUTING = re.compile(
    r"(?:a|an|my|our)\s+(?:[\w-]+\s+){0,3}?(?:\d+(?:\.\d+)?\s*(?:k|km|mi|miles?|mile)\b|"
    r"(?:run|ride|hike|swim|climb|walk|paddle|parkrun|half|ultra)s?\b)"
)


def activity_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    c = plan_despite_condition(c)
    if c.is_statement:
        if not (found := _activity_items(c, msg)) and (tail := second_sentence(c)):
            return _activity_items(tail, msg)  # "i cant do this i have my stats final …"
        return (
            found or date_after(c, msg) or bare_heading(c, msg)
        )  # "my first marathon!! manchester, april 13th"
    if readable(c):
        # a wry emoji on a plan ("science fair is next thursday 🙃") keeps the plan; on news
        # of the past ("took redundancy last week 🙃") it is an update, read elsewhere
        return [i for i in _activity_items(c, msg) if i.fields.get("status") == "pending"]
    return []


def _activity_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if (
        c.supplied
        and re.match(r"[a-z]+ing\b", c.lower[len(c.supplied) :].strip())
        and c.supplied.lower().split()[-1:] not in _BE
    ):
        return []  # "I finished … . Starting as a lecturer in June" is no "I finished starting"
    c = exams_spelled_out(unhedged(corrected(c)))
    if past_habit(c.lower):
        return []  # "i played every saturday for forty years": a routine that ended
    if life_change_done(c.lower[len(c.supplied) :].lstrip()):
        return []  # "last day was friday", "flew home yesterday": news of a life, for identity
    if c.supplied == "I have" and c.lower.startswith("i have had "):
        return []  # "had surgery …" read as "I have had surgery": the plain past says it
    if long_course_start(c.lower[len(c.supplied) :].lstrip()):
        return []  # "starting a phd … in september": the context table reads it
    if BUSINESS_GROWTH.match(c.lower):
        return []  # a business growing is a project: the context table reads it
    if (english := in_english(c.text)) != c.text:
        c = replace(c, text=english, lower=english.lower())
    if (found := date_is(c, msg)) or (found := dated_heading(c, msg)):
        return found
    c = with_subject(future_progressive(the_one(as_we(time_last(c)))))
    c = visit_named(wanted_outing(c, msg.created_at.date()), msg)
    if re.match(r"(?:have to|need to|got to)\s", c.lower) and not c.supplied:
        c = replace(c, text=f"I {c.text}", lower=f"i {c.lower}")  # "gotta take the car in …"
    if found := launch_of_named(c, msg):
        return found  # "my new collection drop, going live friday"
    if (found := starts(c, msg)) or (found := future_role(c, msg)):
        return found
    if found := work_deadline(c, msg):
        return found
    if (found := shifts_ahead(c, msg)) or (found := time_off(c, msg)):
        return found
    if found := public_day(c, msg):
        return found  # "bayram is next week", "our union announced a strike from wednesday"
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
        # "my mom is marrying her boyfriend in october" is the family's wedding
        what = _MARRYING.sub(r"\g<who>'s wedding", what)
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
            obj = destination(msg, obj)
        elif NO_PLACE.fullmatch(strip_times(obj).strip(" ,.")):
            # "flying out on the 4th": to where the message says
            first = obj.split(" ", 1)[0]
            particle, _, rest = obj.partition(" ") if first in PARTICLES else ("", "", obj)
            obj = f"{particle} {destination(msg, '').strip()} {rest}".strip()
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
    if found := present_plan(c, msg):
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
        if m["verb"] in ("did", "saw") and not (
            _NAMED_EVENT.search(m["obj"]) or (m["verb"] == "did" and _OUTING.match(m["obj"]))
        ):
            return []  # "saw a trogon", "did a double on the 72": a sighting or a shift
        phrase = f"{m['verb']} {original(c, m, 'obj')}"
        item = activity_item(msg, c, phrase, "", when, "done")
        if item is None:
            return []
        # "The user  went hiking" → single space; the verb is already in the phrase.
        return [ExtractedItem(**{**item.__dict__, "summary": re.sub(r"\s+", " ", item.summary)})]
    return (
        coming(c, msg)
        or agent_coming(c, msg)
        or group_event(c, msg)
        or going(c, msg)
        or have_any(c, msg)
        or trip(c, msg)
        or hosting_launch_or_birthday(c, msg)
        or dated_event(c, msg)
        or attended_event(c, msg)
        or event_object_plan(c, msg)
        or open_plan(c, msg)
        or event_named_within(c, msg)
        or wedding_role(c, msg)
        or open_present_plan(c, msg)
    )
