"""One activity item from a matched phrase: its title, summary, kind, date and place."""

from __future__ import annotations

import re

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_patterns import KINDS, LOCATION, ROUTINE
from memoryflow.extractors.rules.activity_titles import dated_title, is_thin, thin_title
from memoryflow.extractors.rules.lexicon import PRONOUN_OBJECTS
from memoryflow.extractors.rules.phrasing import capitalise, second_to_first, shorten
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_stripping import strip_times
from memoryflow.extractors.rules.timeparse import TimeRef

_MONTH_ONLY = re.compile(
    r"(?:in|this|next|early|late|mid|by)[- ](?P<month>january|february|march|april|may|june|"
    r"july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept?|oct|nov|"
    r"dec)\.?",
    re.IGNORECASE,
)
_FULL_MONTH = {
    month[:3]: month
    for month in ("january", "february", "march", "april", "may", "june", "july", "august",
                  "september", "october", "november", "december")
}  # fmt: skip


# "we move when she finishes her contract in sept": what the plan waits on is someone's
# clause, not the event; the day it comes to is in the date (and the title, "Move in September").
_WAITING_ON = re.compile(
    r"\s+(?:when|once|as soon as)\s+(?:she|he|they|i|we|it)\b.*$", re.IGNORECASE
)
_SEASON_ONLY = re.compile(r"(?:this|next)\s+(?:summer|winter|spring|autumn|fall)", re.IGNORECASE)
# Event nouns that end in -ing: "the user has a wedding", never "is wedding".
_ING_NOUNS = re.compile(
    r"(?:wedding|meeting|hearing|briefing|screening|christening|tasting|reading|viewing|"
    r"fitting|booking|gathering|outing|recording|showing|ceiling|evening|morning)s?\b"
)

# "doin", "goin", "gettin": a dropped g, spelled out in titles.
_G_DROPPED = re.compile(
    r"\b(do|go|gett|hav|runn|fly|driv|mov|start|tak|see|mak|com|play|work|visit|fli)in'?(?=\s|$)",
    re.IGNORECASE,
)


_BARE_CLOCK = re.compile(r"\s*\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b\.?", re.IGNORECASE)


# "wedding probably next summer", "the move maybe in august": a hedge says how sure the user
# is, not what the event is, so it stays out of the title.
HEDGE = re.compile(
    r"\s*\b(?:probably|prob|maybe|possibly|likely|hopefully|i think|i guess)\b,?",
    re.IGNORECASE,
)


# "start 1 september na 555", "moving friday lol": a laugh or a chat particle left at the end
# once the day is taken out says how the user feels, not what the event is.
_TRAILING_FILLER = re.compile(
    r"(?:[\s,.!]+(?:lol|lmao|haha\w*|hehe\w*|jaja\w*|kkk+|5{3,}|xd|na|po|lah|lang|ya|yay))+"
    r"[\s,.!]*$",
    re.IGNORECASE,
)


def kind_of(text: str) -> str:
    low = text.lower()
    for kind, pattern in KINDS:
        if re.search(rf"\b(?:{pattern})", low):
            return kind
    return "other"


def original(c: Clause, m: re.Match[str], group: str) -> str:
    if len(c.text) != len(c.lower):
        return m[group]
    return c.text[m.start(group) : m.end(group)]


def activity_item(
    msg: ChatMessage,
    c: Clause,
    phrase: str,
    summary_verb: str,
    when: TimeRef,
    status: str,
    *,
    routine: bool = False,  # the caller has told a run of shifts from the routine of a job
) -> ExtractedItem | None:
    what = HEDGE.sub("", _G_DROPPED.sub(r"\1ing", strip_times(phrase))).strip()
    what = _WAITING_ON.sub("", what).strip()  # "move when she finishes her contract"
    what = _BARE_CLOCK.sub("", what).strip()  # "physio session 8am": the hour is in starts_at
    what = _TRAILING_FILLER.sub("", f" {what}").strip()
    if (
        summary_verb == "has"
        and re.match(r"[a-z]+ing\b", what.lower())
        and not _ING_NOUNS.match(what.lower())
    ):
        summary_verb = "is"  # "The user is starting the new job", not "has starting"
    elif summary_verb == "is" and _ING_NOUNS.match(what.lower()):
        summary_verb = "has"  # "The user has a wedding", not "is wedding"
    if not what or what.lower().split()[0] in PRONOUN_OBJECTS:
        return None
    if not routine and ROUTINE.match(what.lower()):
        return None
    # "starting next week" alone: starting what is said elsewhere; "moving in october" alone
    # is a move of home, whatever the destination
    if (
        re.fullmatch(r"[a-z]+ing", what.lower())
        and not _ING_NOUNS.match(what.lower())
        and what.lower() not in ("moving", "relocating", "emigrating")
    ):
        return None
    if re.fullmatch(r"[a-z]+(?:ing|ed)\s+(?:them|him|her|it|this|that|there)", what.lower()):
        return None  # "visiting them in august": who they are is said elsewhere, not here
    starts_at = when.iso(msg.created_at)
    kind = kind_of(phrase)
    loc = LOCATION.search(what)
    bare = re.sub(r"^(?:a|an|the|my|our)\s+", "", what, flags=re.IGNORECASE)
    if re.fullmatch(r"(?:dentist|doctor|physio|gp|vet)", bare.lower()):
        bare = f"{bare} appointment"  # "dentist thursday at 4pm"
        what = f"a {bare}"
    if is_thin(bare):
        bare = thin_title(bare, when, c.text, msg.content)  # "Exam" → "IELTS exam on 8 June"
    elif month := _MONTH_ONLY.fullmatch(when.phrase):
        bare = f"{bare} in {_FULL_MONTH[month['month'].lower()[:3]].capitalize()}"  # a month alone is all one knows
    elif _SEASON_ONLY.fullmatch(when.phrase):
        bare = f"{bare} {when.phrase.lower()}"  # "Wedding next summer"
    else:
        bare = dated_title(bare, when)  # "Physio appointment on Thursday"
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
