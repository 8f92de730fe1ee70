"""Pursuits kept up, told by how long or how often rather than by a plain "I run": a span
("been running about 2 yrs", "i've been knitting for 10 years"), a start that is already a
routine ("i started playing padel 3 times a week"), a club joined ("joined south london
tri club instead") and the gear of a pursuit got ("Got my first dobsonian for my birthday").

A start alone ("i started running yesterday") is no pursuit yet, and "been running around
all day" is no span: the frame needs a count of years or months, or how often. A team at
work ("joined a new team") is left out by naming only clubs, choirs and the like, and gear
only from a table of what a pursuit needs (a telescope, a kiln; not a house, a phone or a
plain "keyboard"); gear got for someone else ("a drone for my son") stays theirs."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.identity_pursuits import GAMES
from memoryflow.extractors.rules.lexicon import alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["kept_up"]

# Pursuits by their gerund, and how a title says one does them.
_DOING = {
    "running": "Runs", "swimming": "Swims", "cycling": "Cycles", "climbing": "Climbs",
    "bouldering": "Boulders", "surfing": "Surfs", "skating": "Skates", "skiing": "Skis",
    "knitting": "Knits", "crocheting": "Crochets", "sewing": "Sews", "quilting": "Quilts",
    "painting": "Paints", "drawing": "Draws", "baking": "Bakes", "gardening": "Gardens",
    "lifting": "Lifts", "boxing": "Boxes", "dancing": "Dances", "singing": "Sings",
    "hiking": "Hikes", "fishing": "Fishes", "rowing": "Rows", "sailing": "Sails",
    "kayaking": "Kayaks", "journaling": "Journals", "meditating": "Meditates",
    "making beats": "Makes beats", "making music": "Makes music", "doing yoga": "Does yoga",
    "doing pilates": "Does pilates", "doing crossfit": "Does CrossFit",
}  # fmt: skip
_PLAYING = rf"playing\s+(?P<game>{alternation(GAMES)})"
_WHAT = rf"(?:(?P<doing>{alternation(tuple(sorted(_DOING, key=len, reverse=True)))})|{_PLAYING})"
_COUNT = r"(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a few|a couple of)"
_ABOUT = r"(?:(?P<about>like|about|around|almost|nearly|over|roughly|maybe)\s+)?"
# "been running about 2 yrs", "i've been knitting for 10 years"
_SPAN = re.compile(
    rf"^(?:i(?:'ve|\s+have)\s+)?been\s+{_WHAT}\s+(?:for\s+)?{_ABOUT}"
    r"(?P<span>(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a few|a couple of)"
    r"\s+(?:years?|months?)|(?:a\s+)?(?:year|decade)|ages|years)\b"
)
_OFTEN = (
    rf"(?P<often>(?:once|twice|{_COUNT}\s+(?:times|x|days|nights|mornings|evenings))\s+"
    r"(?:a|per|every)\s+week|"
    r"\d+x\s+(?:a\s+)?week|every\s+(?:day|morning|evening|night|weekend|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)|most\s+(?:days|mornings|evenings|weekends)|"
    r"daily|weekly)"
)
# "i started playing padel 3 times a week": how often makes the start a routine
_STARTED = re.compile(
    rf"(?:^|\s)i\s+(?:(?:just|recently|finally|also)\s+)?(?:started|took\s+up|picked\s+up|got\s+into)\s+"
    rf"{_WHAT}\s+(?:\w+\s+){{0,3}}?{_OFTEN}"
)
# "joined south london tri club", "i just joined a community choir"
_JOINED = re.compile(
    r"^(?:i\s+(?:just\s+|finally\s+|recently\s+|also\s+)?|just\s+|finally\s+|recently\s+)?"
    r"joined\s+(?:a\s+|an\s+|the\s+|my\s+local\s+|our\s+local\s+)?"
    r"(?P<club>(?:(?!(?:the|a|an)\b)[\w'-]+\s+){1,4}?(?:club|choir|orchestra|harriers|"
    r"roadrunners|society|league|brass\s+band))(?=[\s,.!;]|$)"
)


# The gear of a pursuit, which says the pursuit: "Got my first dobsonian (8 inch)".
_GEAR = (
    "telescope", "dobsonian", "refractor telescope", "dslr", "mirrorless camera", "film camera",
    "drone", "3d printer", "sewing machine", "pottery wheel", "kiln", "synth", "synthesizer",
    "drum kit", "electric guitar", "acoustic guitar", "bass guitar", "kayak", "canoe",
    "paddleboard", "sailboat", "road bike", "mountain bike", "gravel bike", "motorbike",
    "motorcycle", "metal detector", "ham radio", "campervan", "narrowboat", "loom",
    "spinning wheel", "beehive", "telescope mount",
)  # fmt: skip
_GOT_GEAR = re.compile(
    r"(?:^|\bi\s+)(?:(?:just|finally|recently|also)\s+)?(?:got|bought|built|picked\s+up)\s+"
    r"(?:my|a|an|myself\s+a|myself\s+an)\s+(?:(?:first|new|own|second|first\s+ever|very\s+own|"
    rf"secondhand|used)\s+)*(?P<gear>{alternation(tuple(sorted(_GEAR, key=len, reverse=True)))})"
    r"(?=[\s,.!;(]|$)(?!.*\bfor\s+(?:my|his|her|their|our)\s+(?!birthday|bday|christmas|"
    r"anniversary|retirement)\w)"
)


def _title(c: Clause, m: re.Match[str]) -> tuple[str, str]:
    if m["doing"]:
        return m["doing"], _DOING[m["doing"]]
    game = orig(c, m, "game")
    return game.lower(), f"Plays {game}"


def kept_up(c: Clause) -> list[IdentityFact]:
    """The pursuit a clause says the user keeps up, by its span, its routine or its club."""
    if m := _SPAN.match(c.lower):
        what, _verb = _title(c, m)
        doing = m["doing"] or f"playing {orig(c, m, 'game')}"
        about = {"like": "about ", "around": "about ", "roughly": "about ", "maybe": "about "}.get(
            m["about"] or "", f"{m['about']} " if m["about"] else ""
        )
        title = f"Has been {doing} for {about}{orig(c, m, 'span')}"
        return [make_fact("hobby", what, title, "personal")]
    if m := _STARTED.search(c.lower):
        what, verb = _title(c, m)
        return [make_fact("hobby", what, f"{verb} {orig(c, m, 'often')}", "personal")]
    if m := _GOT_GEAR.search(c.lower):
        gear = orig(c, m, "gear")
        gear = {"dslr": "DSLR", "3d printer": "3D printer"}.get(gear.lower(), gear)
        art = "an" if gear[0].lower() in "aeiou" else "a"
        return [make_fact("hobby", gear.lower(), f"Has {art} {gear}", "personal")]
    if m := _JOINED.match(c.lower):
        club = orig(c, m, "club")
        return [make_fact("hobby", club.lower(), f"Is a member of {club}", "personal")]
    return []
