"""What the activity table must read past or leave alone, shared by its readers: a business
growing is a project ("we're opening a second shop"), an event of someone outside the
family is theirs ("my client's launch"), a bare treatment weeks ago is health history
("had surgery five weeks ago"), and how a clause opening on "got" or "… but first i …" is
read as the user's own."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.text import Clause

# A business growing is a project ("we're opening a second shop in leeds"), which the
# context table reads; the activity table leaves it alone.
BUSINESS_GROWTH = re.compile(
    r"^(?:i(?:'m|\s+am)|im|we(?:'re|\s+are)|we r)\s+(?:also\s+|finally\s+)?(?:hiring\b|"
    r"expanding\b|opening\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){0,2}?(?:location|branch|shop|"
    r"store|restaurant|cafe|café|office|studio|clinic|salon|bakery|bar|site|outlet|practice)\b)"
)


# "my client's launch", "our neighbour's party": the event of someone outside the family
# is theirs, however it is dated.
OTHERS_EVENT = re.compile(
    r"^(?:my|our)\s+(?:[\w-]+\s+)?(?:mate|friend|boss|manager|coworker|co-worker|colleague|"
    r"roommate|flatmate|neighbou?r|client|customer|landlord|landlady|teacher|student|patient|"
    r"ex|buddy|pal|character)(?:'s|s'|s)\s"
)

_GOT_EVENT = re.compile(rf"got\s+(?:the|a|an|my|our)\s+(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?\b")


def with_subject(c: Clause) -> Clause:
    """ "got the regional qualifiers on sat": a clause opening on "got" with no subject is
    the user's own ("I've got …"); "but first i have my driving test" is "i have …"."""
    if m := re.search(r"(?:^|\bbut\s+|\band\s+)first(?:\s+up)?,?\s+(?=(?:i|we)\b)", c.lower):
        same = len(c.text) == len(c.lower)
        c = replace(c, text=c.text[m.end() :] if same else c.lower[m.end() :],
                    lower=c.lower[m.end() :])  # fmt: skip
    if c.supplied or not _GOT_EVENT.match(c.lower):
        return c  # "got the results on friday" is news received, not an event
    return replace(c, text=f"I've {c.text}", lower=f"i've {c.lower}")


_TREATMENT = re.compile(r"(?:(?:a|an|my)\s+)?(?:surgery|operation|op|procedure)")


# "had my left knee replaced": a part of one's own operated on.
_OPERATED = re.compile(
    r"my\s+(?:(?:left|right)\s+)?[\w-]+\s+(?:replaced|reconstructed|operated on|repaired|pinned|"
    r"fused|realigned)\b"
)


def old_treatment(what: str, day: date, today: date) -> bool:
    """ "had surgery five weeks ago", "had my knee replaced a month ago": a treatment more
    than a week back is the history of a condition (the context of a recovery), not an
    outing to remember."""
    low = what.lower()
    return bool(_TREATMENT.fullmatch(low) or _OPERATED.match(low)) and (today - day).days > 7


# "i played every saturday for forty years", "we went there each summer for a decade": a
# habit of the past told as a life story is a routine that ended, not an outing on a day.
_PAST_HABIT = re.compile(
    r"\b(?:every|each)\s+\w+\b.*\bfor\s+(?:\w+\s+)?(?:years|decades|a\s+decade)\b|"
    r"\bfor\s+(?:\w+\s+)?(?:years|decades|a\s+decade)\b.*\b(?:every|each)\s+\w+\b"
)


def past_habit(clause: str) -> bool:
    """A clause telling a habit kept for years: "every saturday for forty years"."""
    return ("every" in clause or "each" in clause) and _PAST_HABIT.search(clause) is not None


# A change of one's life told as done is news for identity, not an outing on a day: the end
# of a job ("i finished up at Monash on Friday after 11 years", "last day was friday") and
# a return home ("flew home to auckland yesterday", "got back home on sunday").
_LIFE_CHANGE_DONE = re.compile(
    r"^(?:i\s+|we\s+)?(?:(?:finished|finished up|wrapped up|left|quit)\s+(?:at\s+)?\S.*\bafter\s+"
    r"(?:\d+|a|an|\w+)\s+(?:\w+\s+)?years?\b|"
    r"(?:my\s+)?last\s+day(?:\s+(?:at|in)\s+\S+(?:\s+\S+)?)?\s+was\b|"
    r"(?:flew|drove|came|got|went|moved|headed|travell?ed)\s+(?:back\s+)?home\b)"
)


def life_change_done(clause: str) -> bool:
    """A job ended or a return home, told as done: "last day was friday"."""
    return _LIFE_CHANGE_DONE.match(clause) is not None


# "starting a phd in medicinal chemistry at nottingham in september", "starting my masters in
# the autumn": years of study about to begin are what the user is going into, a situation the
# context table reads, not a day's event (the sets label them context). A job or a course
# starting on a named day stays an activity ("starting a new job at Dell on monday").
_LONG_COURSE_START = re.compile(
    r"^(?:i'?m\s+|i\s+am\s+|(?:i\s+)?(?:will\s+be|'ll\s+be)\s+)?(?:finally\s+|also\s+)?"
    r"(?:starting|beginning)\s+(?:a|an|my)\s+(?:[\w'-]+\s+){0,2}?"
    r"(?:phd|ph\.d|doctorate|dphil|masters?|master's|msc|mphil|mba|llm|pgce|degree)\b"
    r"(?!.*\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|.*\btomorrow\b)"
)


def long_course_start(low: str) -> bool:
    """A degree about to begin, dated no closer than a month or a season."""
    return bool(_LONG_COURSE_START.match(low))
