"""Dated events read by the shape of the sentence rather than by a list of who:

- a group of the user's has an event on a day ("our choir has a concert on sunday", "my
  netball team has a grading next saturday"): the user takes part in what their own team,
  band or club has; "their band" is someone else's, "every monday" a routine;
- a tradesperson named by an agent noun comes on a day ("glazier is coming thursday", "the
  locksmith comes tomorrow"): the trade is any noun made from a verb or a craft (-er, -or,
  -ist, -ian, -smith, -sweep), so the list of trades stays open; seasons and things that
  end the same way ("winter", "my order", "the newsletter") are kept out by name, since
  they are few and closed."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item, original
from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_stripping import strip_times
from memoryflow.extractors.rules.timeparse import find_time

# "our choir has a concert …": my/our, up to three words naming the group, then has/'s got
# and the event (its own words before the event noun: "a 10k race", "the county final").
_GROUP_HAS_EVENT = re.compile(
    r"^(?P<group>(?:my|our|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+?)(?:'s)?\s+"
    r"(?:has|has got|'s got|got)\s+"
    rf"(?P<what>(?:(?:a|an|the|its|our|my)\s+)?(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?\b.*)$"
)
# "my students have their recital on june 15th", "my u12s have a tournament saturday": the
# people the user teaches, coaches or leads have an event, which the user runs or goes to.
# Said in French, Spanish, German or Italian chat too ("mes élèves have their recital").
_LED_HAVE_EVENT = re.compile(
    r"^(?P<group>(?:my|our|mes|nos|mis|nuestros|meine|unsere|i miei|miei)\s+"
    r"(?:[\w-]+\s+)?(?:students|pupils|learners|élèves|eleves|alumnos|alumnas|estudiantes|"
    r"schüler|studenti|alunni|players|dancers|swimmers|gymnasts|athletes|runners|scouts|cubs|"
    r"brownies|mentees|trainees|apprentices|kids in (?:my|the) class|graders|u\d{1,2}s|"
    r"year \d{1,2}s|seniors|juniors))\s+(?:have|have got|'ve got|got)\s+"
    rf"(?P<what>(?:(?:a|an|the|their|our|my)\s+)?(?:[\w'-]+\s+){{0,3}}?(?:{EVENT_NOUNS})s?\b.*)$"
)
# A routine or a standing thing, not an event on a day.
_ROUTINE = re.compile(
    r"\bevery\b|\bmost\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\bsince\b"
)
# A group noun of the user's, not a person: "my team", "our band", "the lab".
_GROUP_NOUNS = re.compile(
    r"(?:team|side|squad|band|choir|club|crew|group|troupe|company|startup|lab|department|"
    r"dept|unit|class|cohort|office|firm|school|orchestra|ensemble|league|society|church|"
    r"congregation|chapter|platoon|station|ward|shop|studio)"
)

# A trade named by its shape: an agent noun ("glazier", "tiler", "locksmith", "arborist"),
# optionally after a word that says what it works on ("piano tuner", "chimney sweep").
_AGENT_COMING = re.compile(
    r"^(?P<who>(?:(?:my|our|the|a)\s+)?(?:[a-z]+\s+)?"
    r"(?:[a-z]+(?:er|or|ist|ian)|[a-z]*(?:smith|sweep|wright)))"
    r"(?:'s|\s+is|\s+are)?\s+(?P<verb>coming|comes|coming round|coming over|coming out)\b"
    r"(?P<rest>.*)$"
)
# Things and times that end like an agent noun but never knock on the door.
_NOT_AGENTS = re.compile(
    r"\b(?:summer|winter|weather|thunder|order|letter|newsletter|paper|sequel|chapter|"
    r"number|offer|answer|trailer|flyer|poster|computer|charger|power|water|dinner|"
    r"supper|finger|error|monitor|motor|tractor|sister|brother|mother|father|daughter|"
    r"partner|lover|minister|register|calendar|semester|quarter|winner|spinner|timer|"
    r"counter|printer|heater|cooler|router|trimmer|mower|meteor|colour|color|labour|"
    r"labor|mirror|theory|history|mystery|story|factor|sector|vector|anchor|honour|"
    r"humour|rumour|tumour|harbour|flavour|armour)\b"
)


def group_event(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "our choir has a concert at st mary's on sunday": the user's group's event."""
    if not re.search(r"\b(?:has|got|have)\b", c.lower):
        return []  # cheap test first: the pattern is long and read on every clause
    m = _GROUP_HAS_EVENT.match(c.lower) or _LED_HAVE_EVENT.match(c.lower)
    if m is None or (
        m.re is _GROUP_HAS_EVENT and not re.search(rf"\b{_GROUP_NOUNS.pattern}$", m["group"])
    ):
        return []
    if _ROUTINE.search(c.lower):
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    group = re.sub(
        r"^(?:my|our|the|mes|nos|mis|nuestros|meine|unsere|i miei|miei)\s+",
        "",
        original(c, m, "group"),
        flags=re.IGNORECASE,
    )
    what = original(c, m, "what")
    if m.re is _LED_HAVE_EVENT:
        # "students' recital", never "students their recital"; a tail in the chat's other
        # language goes: "… on June 15th et je suis stressée"
        what = re.sub(r"^(?:their|our|my|a|an|the)\s+", "", what, flags=re.IGNORECASE)
        what = re.sub(r"\s+(?:et|y|und|e)\s+(?:je|j'|yo|ich|io|eu)\b.*$", "", what, flags=re.I)
        group = f"{group}'"
    item = activity_item(msg, c, f"{group} {what}", "takes part:", when, "pending")
    return [item] if item else []


def agent_coming(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "glazier is coming thursday to fix the window": a trade expected on a day."""
    if "com" not in c.lower:
        return []  # cheap test first: the pattern is read on every clause
    m = _AGENT_COMING.match(c.lower)
    if m is None or _NOT_AGENTS.search(m["who"]) or _ROUTINE.search(c.lower):
        return []
    when = find_time(c.lower, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    who = re.sub(r"^(?:the|a)\s+", "", original(c, m, "who"), flags=re.IGNORECASE)
    rest = strip_times(original(c, m, "rest"))
    rest = re.split(r"\s+(?:between|from|at|around)\s+\d", rest)[0]
    item = activity_item(msg, c, f"{who} coming {rest}", "expects:", when, "pending")
    return [item] if item else []
