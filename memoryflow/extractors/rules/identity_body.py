"""What the user's body carries or needs, said as a thing one has: a device or implant
("I have just got my first hearing aids", "got a stent put in last fall", "I use a
wheelchair") and a body part described as lastingly bad ("dodgy left knee from skiing",
"I've got a wonky hip"). Both say who the user is (health), like a condition by name, and
both are open shapes: the verb of having, then the thing; someone else's ("got a hearing
aid for my dad", "my mum has a pacemaker") stays theirs.

A clause that goes on to what a doctor says ("got a stent put in last fall so the doc says
take it easy") is reported speech as a whole, but its opening is the user's own: the rows
here are read on such a clause too, when they match before the report starts."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_fragments import Row
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.text import Clause

__all__ = ["BODY_ROWS", "body_facts_before_report"]

# Worn or used: "Wears hearing aids", "Uses a wheelchair"; anything else is had ("Has a stent").
_WORN = ("hearing aid", "hearing aids")
_USED = ("wheelchair", "walking stick", "walker", "mobility scooter", "cpap", "cpap machine",
         "crutches", "cane")  # fmt: skip
_DEVICES = (
    r"hearing aids?|pacemaker|stents?|insulin pump|cochlear implants?|cpap(?:\s+machine)?|"
    r"wheelchair|walking stick|mobility scooter|colostomy bag|stoma|ileostomy|prosthetic\s+"
    r"(?:leg|arm|limb|foot|hand)|artificial\s+(?:hip|knee)|(?:hip|knee|shoulder)\s+replacement|"
    r"defibrillator|glucose monitor|cgm|crutches|cane|metal plate|titanium plate"
)
_HAVE = (
    r"(?:(?:i(?=\s|')\s*)?(?:(?:have|'ve)\s+)?(?:just\s+|now\s+|finally\s+|recently\s+)*(?:got|had|have|"
    r"wear|use|need|been\s+fitted\s+with|got\s+fitted\s+with|'ve\s+got|have\s+got|live\s+with)"
    r"|(?:i'?m|i\s+am)\s+(?:now\s+)?in(?=\s+a\s+wheelchair))"  # "im in a wheelchair"
)
_DEVICE_ROW = re.compile(
    rf"^{_HAVE}\s+(?:(?:my|a|an|two)\s+)?(?:(?:first|new|first\s+ever)\s+)?(?P<dev>{_DEVICES})"
    r"(?:\s+(?:put\s+in|fitted|implanted|in))?(?!\s+(?:for|to)\s+(?:my|his|her|their|our|the)\b)"
    r"(?=[\s,.!?;:]|$)"
)
# A part of the body described as lastingly bad: "dodgy left knee", "a wonky hip".
_BAD = r"dodgy|bad|wonky|weak|dicky|gammy|busted|crook|bum|arthritic|knackered|bung|iffy|dud"
_PART = r"knees?|back|hips?|shoulders?|ankles?|wrists?|neck|heart|lungs|elbows?|hamstrings?"
_BODY_ROW = re.compile(
    rf"^(?:i(?:\s+have|'ve\s+got|\s+have\s+got|\s+got|\s+had|'ve\s+had)\s+)?(?:(?:a|an|two)\s+)?(?P<adj>{_BAD})\s+"
    rf"(?:(?P<side>left|right)\s+)?(?P<part>{_PART})"
    r"(?:\s+from\s+(?P<cause>(?:[\w-]+\s+){0,3}?[\w-]+))?"
    r"(?=\s*$|\s*[,.;]|\s+(?:so|and|but|which|that|too|lol|now|these\s+days|since)\b)"
)


def build_device(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    dev = orig(c, m, "dev").lower()
    single = re.sub(r"s$", "", dev) if dev.endswith(("stents", "implants")) else dev
    if dev in _WORN:
        title = "Wears hearing aids"
    elif dev in _USED:
        title = f"Uses {'' if dev == 'crutches' else 'a '}{dev}"
    else:
        title = f"Has {'an' if single[0] in 'aeiou' else 'a'} {single}"
    return [make_fact("health", single, title, "personal")]


def build_bad_part(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    side = f"{m['side']} " if m["side"] else ""
    part = m["part"]
    one = (
        ""
        if part.endswith("s") and part not in ("lungs",)
        else ("an " if m["adj"][0] in "aeiou" else "a ")
    )
    cause = f" (from {orig(c, m, 'cause')})" if m["cause"] else ""
    title = f"Has {one}{m['adj']} {side}{part}{cause}"
    return [make_fact("health", f"{m['adj']} {side}{part}", title, "personal")]


BODY_ROWS: tuple[Row, ...] = (
    ("health", _DEVICE_ROW, build_device),
    ("health", _BODY_ROW, build_bad_part),
)
_REPORT = re.compile(r"\b(?:says|said|thinks|told\s+me|tells\s+me|reckons|wants)\b")


def body_facts_before_report(c: Clause) -> tuple[IdentityFact, ...]:
    """A device or bad part said first in a clause that then reports what someone says."""
    for _kind, pattern, build in BODY_ROWS:
        m = pattern.match(c.lower)
        report = _REPORT.search(c.lower)
        if m is not None and report is not None and report.start() > m.end():
            return tuple(build(c, m))
    return ()
