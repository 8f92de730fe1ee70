"""Lessons told as a mishap and what one does since: "lost 3 weeks of thesis work when my
laptop died. now everything goes to git", "painted without sanding and it peeled. never
skipping the prep again", "note to self: always look at the query plan".

The title keeps what went wrong (the laptop, the paint, the battery) as well as the rule:
the mishap is what the lesson is remembered by."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.timeparse import has_date

# What went wrong: a loss, a mistake, a breakage.
MISHAP = re.compile(
    r"\b(?:lost|missed|forgot|broke|broken|burnt|burned|scammed|ripped off|crashed|failed|"
    r"stolen|robbed|fell|injured|hurt|sprained|locked out|overslept|ran out|flooded|bitten|"
    r"stung|fined|ticket|food poisoning|got caught|wiped|deleted|corrupted|leaked|died|dead|"
    r"ruined|flopped|rejected|overcharged|hacked|mugged|peeled|peeling|cracked|collapsed|"
    r"burst|blew up|went off|went mouldy|shrank|shrunk|bricked|wrecked|stranded|"
    r"got sunburnt|got burnt|got lost|got stuck|without)\b"
)
# What one does since, said in the clause after the mishap.
CHANGE = re.compile(
    r"(?:^|(?<=[\s,;:.!]))(?P<change>(?:(?:so\s+)?(?:now|these days|nowadays|since then|ever since)"
    r",?\s+(?:(?:i|we)\s+(?!(?:am|are|was|were|need|have to|had to|must|can't|cannot|"
    r"don't know|feel|think|wonder)\b)(?:'m\s+|'re\s+)?(?:always\s+|never\s+|only\s+)?\w+|"
    r"(?:everything|all my \w+|my \w+|it all)\s+(?:goes|go|gets|get|lives|live|is backed|"
    r"are backed|is saved|syncs)|there'?s\s+(?:a|an|always)|i\s+keep|i\s+carry)|"
    r"never\s+\w+ing\b[^.!?\n]*?\s+again|i'?ll\s+never\s+\w+[^.!?\n]*?\s+again|"
    r"(?:from now on|going forward),?\s+(?:i|we)\s+\w+)[^.!?\n]*)",
    re.IGNORECASE,
)
# "note to self: always look at the query plan", "lesson learned: label the fuses".
NOTE_TO_SELF = re.compile(
    r"\b(?:note to self|lesson learned|lesson learnt|lesson of the day)\s*[:,-]\s*"
    r"(?P<rule>(?!(?:i|im|i'm|my|the|a|an|it|this|that|we|you)\b)[a-z][^.!?\n]+)",
    re.IGNORECASE,
)
# Chat in front of the story: "same energy as last winter when …", "ok so …".
_STORY_LEAD = re.compile(r"^.*?\bwhen\s+(?=\S)", re.IGNORECASE)
_TAIL = re.compile(
    r",?\s*(?:lesson learned|lesson learnt|learned the hard way|learnt the hard way)\b.*$|"
    r"\s+(?:lol|lmao|haha\w*|ugh)\b.*$",
    re.IGNORECASE,
)


def mishap_and_change(content: str) -> tuple[str, str] | None:
    """(what went wrong, what one does since) when the message tells both, in that order."""
    for m in CHANGE.finditer(content):
        before = content[: m.start()]
        story = re.split(r"(?<=[.!?])\s+|\n", before.strip())[-1].strip(" ,;:.!?-")
        story = re.sub(r"\s*[^\w\s,.'!?;:()-]+\s*", " ", story).strip()
        if not MISHAP.search(story.lower()):
            continue
        if (lead := _STORY_LEAD.match(story)) and not MISHAP.search(lead.group(0).lower()):
            story = story[lead.end() :]
        change = _TAIL.sub("", m["change"]).strip(" ,;:")
        if len(story.split()) >= 3 and len(change.split()) >= 3:
            return story, change
    return None


def note_to_self(content: str) -> str | None:
    """The rule one writes down for oneself: "note to self: always look at the query plan"."""
    m = NOTE_TO_SELF.search(content)
    if m is None:
        return None
    rule = _TAIL.sub("", m["rule"]).strip(" ,;:")
    # "note to self: buy milk tomorrow" is an errand; a rule has more to it and no date
    if len(rule.split()) < 3 or has_date(rule.lower()):
        return None
    return rule
