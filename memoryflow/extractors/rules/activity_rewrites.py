"""How a clause is put into the shape the activity table reads before it is read: a plan
with a condition on the world ("… if it doesnt rain") is still the user's plan, how sure the
user is ("probably") is read past, a leading time phrase is read at the end ("in july we're
driving…"), a couple ("me and my wife are …") speaks as "we", and the future progressive
("we'll be camping …") as the present one.

These rewrites change only the wording, never what is read, so the readers of the activity
table (`activity`, `activity_journeys`, `activity_scheduled`) see one shape of each plan."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, date, datetime, time

from memoryflow.extractors.rules.activity_item import HEDGE
from memoryflow.extractors.rules.activity_patterns import COUPLE, LEAD_TIME
from memoryflow.extractors.rules.chatstyle import HYPOTHETICAL
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_day


def as_we(c: Clause) -> Clause:
    """A couple speaking ("my girlfriend and I are going out …") reads as "we are going out …"."""
    if m := COUPLE.match(c.lower):
        rest = c.text[m.end() :] if len(c.text) == len(c.lower) else c.lower[m.end() :]
        return replace(c, text=f"we {rest}", lower=f"we {rest.lower()}")
    return c


def time_last(c: Clause) -> Clause:
    """A leading time phrase moved to the end: "in july we're driving…" → "we're driving… in
    july"."""
    if m := LEAD_TIME.match(c.lower):
        same = len(c.text) == len(c.lower)
        rest = c.text[m.start("rest") :] if same else c.lower[m.start("rest") :]
        time = c.lower[m.start("time") : m.end("time")]
        rest = re.sub(r"^were\s+(?=\w+ing\b)", "we're ", rest)  # "then on sunday were doing …"
        return replace(c, text=f"{rest} {time}", lower=f"{rest.lower()} {time}")
    return c


def future_progressive(c: Clause) -> Clause:
    """ "we'll be camping at lake tahoe in august" reads as "we're camping …": the future
    progressive says the same plan."""
    if m := re.match(r"(i|we)(?:'ll|\s+will)\s+be\s+(?=\w+ing\b)", c.lower):
        be = "i'm" if m[1] == "i" else "we're"
        return replace(c, text=f"{be} {c.text[m.end() :]}", lower=f"{be} {c.lower[m.end() :]}")
    return c


# "gonna repaint the fence this weekend if it doesnt rain": a plan with a condition on the
# weather, the boss or the money is still the user's plan. A condition on the user ("if i
# get the job") leaves it a hypothetical.
_WORLD_CONDITION = re.compile(
    r"^(?P<plan>.+?),?\s+(?:if|unless|as long as|assuming)\s+(?:it|the weather|weather|"
    r"the (?:\w+\s+)?(?:company|boss|work|school|uni|forecast|rain|snow|ferry|flight|train|"
    r"visa|money|budget|car|van|kids?|baby)|my (?:boss|company|work|manager)|work|all|"
    r"everything|things|nothing|they|the company)\b[^,]*$"
)


def plan_despite_condition(c: Clause) -> Clause:
    if not c.is_hypothetical or c.is_question or c.is_reported:
        return c
    m = _WORLD_CONDITION.match(c.lower)
    if m is None or HYPOTHETICAL.search(m["plan"]):
        return c
    end = m.end("plan")
    text = c.text[:end] if len(c.text) == len(c.lower) else m["plan"]
    return replace(c, text=text, lower=m["plan"], is_hypothetical=False)


def unhedged(c: Clause) -> Clause:
    """ "our wedding is probably in june" reads as "our wedding is in june": how sure the user
    is does not change what is planned."""
    text, lower = HEDGE.sub("", c.text), HEDGE.sub("", c.lower)
    if len(text) == len(lower):  # "already got 2 calls thursday" is "got 2 calls thursday"
        text, lower = _ALREADY.sub("", text), _ALREADY.sub("", lower)
    return c if lower == c.lower else replace(c, text=text.strip(), lower=lower.strip())


# "already" before what one has lined up says when it was arranged, not what it is.
_ALREADY = re.compile(
    r"(?:(?<=^)|(?<=^i )|(?<=^we )|(?<=^i've )|(?<=^we've ))already\s+(?=(?:got|have|booked)\b)",
    re.IGNORECASE,
)


# "im the one going to Munich from september", "I'm the one who's hosting christmas this
# year": a cleft that stresses who does it says the plan of the speaker.
_THE_ONE = re.compile(
    r"^(?P<be>i'm|im|i am|we're|we are)\s+the\s+ones?\s+(?:(?:who|that)(?:'s|\s+is|'re|\s+are)\s+)?"
    r"(?=\w+ing\b)"
)


def the_one(c: Clause) -> Clause:
    """ "im the one going to Munich" reads as "im going to Munich"."""
    if m := _THE_ONE.match(c.lower):
        be = "we're" if m["be"].startswith("we") else "i'm"
        rest = c.text[m.end() :] if len(c.text) == len(c.lower) else c.lower[m.end() :]
        return replace(c, text=f"{be} {rest}", lower=f"{be} {rest.lower()}")
    return c


# "me and my friends want to hike jebel jais this friday", "we're planning to drive up to
# the lakes next weekend": an outing one wants or plans, with a day close ahead, is a plan.
# A wish far off or without a day ("i want to visit japan one day") stays a wish.
_WANT_OUTING = re.compile(
    r"^(?:(?P<we>we|me\s+(?:and|n|&)\s+(?:my|the)\s+[\w-]+)|i)(?:\s+|(?='))(?:really\s+)?"
    r"(?:want|wanna|plan|(?:am|'m|are|'re)\s+planning|(?:am|'m|are|'re)\s+hoping|hope|'d like)"
    r"\s+(?:to\s+)?(?=(?:hike|climb|visit|go|travel|fly|drive|ride|cycle|walk|camp|ski|surf|"
    r"sail|trek|run|paddle|kayak|scuba|dive)\b)"
    # the day's routine is no outing: "i want to go to bed early tonight"
    r"(?!go\s+(?:to\s+)?(?:the\s+)?(?:bed|sleep|gym|work|school|class|church|shops?|store)\b)"
)
# How far ahead a wanted outing may be and still be a plan.
WANTED_OUTING_DAYS = 62


def wanted_outing(c: Clause, today: date) -> Clause:
    """ "we want to hike jebel jais this friday" reads as "we're going to hike …"."""
    if not (m := _WANT_OUTING.match(c.lower)):
        return c
    when = find_day(c.lower, datetime.combine(today, time(12), tzinfo=UTC), future=True)
    if when is None or when.day is None or not 0 <= (when.day - today).days <= WANTED_OUTING_DAYS:
        return c
    be = "we're" if m["we"] else "i'm"
    rest = c.text[m.end() :] if len(c.text) == len(c.lower) else c.lower[m.end() :]
    # "want to go to the coast" is "going to the coast", never "going to go to the coast"
    plan = rest[3:] if rest.lower().startswith("go ") else f"to {rest}"
    return replace(c, text=f"{be} going {plan}", lower=f"{be} going {plan.lower()}")


# "end sems start monday": students' shorthand for the exams of a semester, spelled out so the
# event reads (and is titled) as exams.
_SEMS = re.compile(r"\b(?:(?P<end>end[- ]?)sems?|sems)\b", re.IGNORECASE)


def exams_spelled_out(c: Clause) -> Clause:
    """ "end sems start monday" reads as "end-of-semester exams start monday"."""
    if "sem" not in c.lower or not _SEMS.search(c.lower):
        return c

    def spell(m: re.Match[str]) -> str:
        return "end-of-semester exams" if m["end"] else "semester exams"

    return replace(c, text=_SEMS.sub(spell, c.text), lower=_SEMS.sub(spell, c.lower))


# "sorry i meant the medical is NEXT thursday", "oops i meant: the flight is on the 4th": a
# correction of what the user said before restates their plan; "i meant to call" is no
# correction, nor "she meant …".
_CORRECTION = re.compile(
    r"^(?:(?:sorry|oops|wait|no|correction|actually),?\s+)*i\s+meant\s*:?\s+(?:that\s+)?"
    r"(?!to\b|it\b|that\s+(?:as|in)\b)"
)


def corrected(c: Clause) -> Clause:
    """ "sorry i meant the medical is next thursday" reads as "the medical is next thursday"."""
    if "meant" not in c.lower or not (m := _CORRECTION.match(c.lower)):
        return c
    return replace(c, text=c.text[m.end() :], lower=c.lower[m.end() :], supplied="")
