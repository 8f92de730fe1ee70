"""Days the user shares with others: a festival close at hand ("bayram is next week", "tet is
next weekend", "ramadan starts next week", "diwali is at OUR place this year", "we're
spending Ramadan with his family in Alexandria this year") and a strike announced for a day
("our union announced a strike from Wednesday").

A festival comes round every year, so only one said as near (a coming day or week) or as
the user's to host or spend somewhere is an event worth noting; "ramadan is a month of
fasting" or "diwali is my favourite" is neither. A strike is read only when it is the
user's side calling it ("our union", "we"), not news of someone else's."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item
from memoryflow.extractors.rules.activity_titles import spoken_day
from memoryflow.extractors.rules.phrasing import capitalise, second_to_first
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import TimeRef, find_time

# Festivals named in chat in any language, longest first so "eid al-adha" is not read as "eid".
_FESTIVALS = (
    "diwali", "deepavali", "eid al-adha", "eid al adha", "eid ul-adha", "eid al-fitr",
    "eid ul-fitr", "eid", "bakrid", "kurban bayrami", "seker bayrami",
    "şeker bayrami", "bayram", "ramadan", "ramazan", "ramzan", "ramadhan", "lebaran",
    "hari raya", "tet", "tết", "lunar new year", "chinese new year", "seollal", "chuseok",
    "hanukkah", "chanukah", "passover", "pesach", "rosh hashanah", "yom kippur", "sukkot",
    "purim", "holi", "navratri", "durga puja", "pongal", "onam", "lohri", "vaisakhi",
    "baisakhi", "karva chauth", "raksha bandhan", "rakhi", "ganesh chaturthi", "nowruz",
    "norooz", "vesak", "songkran", "obon", "wigilia", "thanksgiving", "hogmanay",
    "orthodox easter", "orthodox christmas", "christmas eve",
)  # fmt: skip
_FESTIVAL = "|".join(sorted(map(re.escape, _FESTIVALS), key=len, reverse=True))
# A cheap gate before the tables: one of the festivals' names (or a strike) in the clause.
_GATE = re.compile(rf"\b(?:{_FESTIVAL}|strike|walkout)\b")
_LEAD = r"^(?:(?:and|also|but|so|plus|oh and|btw|ok so|right so|abi|anyway),?\s+)*"
# "bayram is next week", "tet is next weekend", "ramadan starts next week": a festival said
# with a coming day. The day must follow straight on; "eid is my favourite" has none.
# A chat run-on joins it with "and" to what came before ("im a student and tet is next
# weekend"), so the festival may also open the part after an "and".
_FESTIVAL_SOON = re.compile(
    rf"(?:{_LEAD}|^.*?,?\s+and\s+)(?:(?:this|next)\s+year'?s\s+)?(?P<festival>{_FESTIVAL})\s+"
    r"(?P<verb>is|'s|starts|begins|falls)\s+(?P<rest>.+)$"
)
# "diwali is at OUR place this year", "eid is at mine": the user hosts it.
_HOSTED = re.compile(r"^at\s+(?:our|my)\s+(?:place|house|flat|home)\b|^at\s+(?:ours|mine)\b")
# "we're spending Ramadan with his family in Alexandria this year", "i'm hosting diwali this
# year", "we're doing thanksgiving at my mum's": the user's own plan for the festival, which
# must say with whom, where or which year ("i'm celebrating eid" alone is a habit).
_FESTIVAL_PLAN = re.compile(
    rf"{_LEAD}(?:i'?m|i\s+am|we'?re|we\s+are|were)\s+(?:going\s+to\s+be\s+)?"
    rf"(?P<verb>spending|hosting|celebrating|doing|having)\s+(?P<festival>{_FESTIVAL})\s+"
    r"(?P<rest>(?:with|in|at|this year|back home)\b.*)$"
)
# "our union announced a strike from wednesday", "we've called a walkout for monday": the
# user's side calling a strike for a day.
_STRIKE_CALLED = re.compile(
    r"^(?:(?:our|my)\s+(?:\w+\s+)?(?:union|branch|staff|workers|colleagues)|we(?:'ve|\s+have)?)\s+"
    r"(?:just\s+)?(?:announced|called|declared|voted\s+for|balloted\s+for|set)\s+"
    r"(?:a|an|the)\s+(?:[\w-]+\s+)?(?P<what>strike|walkout)\s+"
    r"(?P<rest>(?:from|on|starting|for|next|this|tomorrow)\b.*)$"
)


def _near(rest: str, msg: ChatMessage) -> TimeRef | None:
    """The coming day `rest` opens on, if it names one."""
    when = find_time(rest, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return None
    if not rest.startswith(when.phrase.split()[0]) and not re.match(
        r"(?:on|in|from|starting|for)\s", rest
    ):
        return None  # "eid is my favourite, next week …": the day is not the festival's
    return when


def _named(festival: str) -> str:
    return " ".join(w if w in ("al", "ul") else w.capitalize() for w in festival.split())


def public_day(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A festival close at hand or the user's to spend, or a strike the user's side called."""
    low = c.lower
    if not _GATE.search(low):
        return []
    if m := _FESTIVAL_SOON.match(low):
        return _festival_soon(c, m, msg)
    if m := _FESTIVAL_PLAN.match(low):
        # the festival itself may date the plan ("hosting thanksgiving this year")
        when = find_time(low, msg.created_at, future=True)
        if when is None and "this year" not in m["rest"]:
            return []
        rest = c.text[m.start("rest") : m.end("rest")].strip(" ,.!")
        title = f"{m['verb']} {_named(m['festival'])} {second_to_first(rest)}"
        return _item(msg, c, title, when)
    if m := _STRIKE_CALLED.match(low):
        if not (when := _near(m["rest"], msg)):
            return []
        day = spoken_day(when.phrase)
        if re.match(rf"(?:from|starting)\s+{re.escape(when.phrase)}", m["rest"]):
            day = "from " + re.sub(r"^on\s+", "", day)
        return _item(msg, c, f"{m['what']} {day}", when)
    return []


def _festival_soon(c: Clause, m: re.Match[str], msg: ChatMessage) -> list[ExtractedItem]:
    rest, name = m["rest"], _named(m["festival"])
    starts = " starts" if m["verb"] in ("starts", "begins") else ""
    if hosted := _HOSTED.match(rest):
        # "at OUR place this year": whose place and which year are the point
        tail = re.match(r"\s*(?:this|next)\s+(?:year|week|weekend)", rest[hosted.end() :])
        where = second_to_first(
            hosted.group(0).replace("ours", "our place").replace("mine", "my place")
        )
        return _item(msg, c, f"{name} {where}{tail.group(0) if tail else ''}", None)
    if not (when := _near(rest, msg)):
        return []
    return _item(msg, c, f"{name}{starts} {spoken_day(when.phrase)}", when)


def _item(msg: ChatMessage, c: Clause, title: str, when: TimeRef | None) -> list[ExtractedItem]:
    item = activity_item(msg, c, title, "has", when or TimeRef(None, None, ""), "pending")
    return [replace(item, title=capitalise(title.strip()))] if item else []
