"""Lessons told as a mishap and what one does since: "lost 3 weeks of thesis work when my
laptop died. now everything goes to git", "painted without sanding and it peeled. never
skipping the prep again", "note to self: always look at the query plan".

The title keeps what went wrong (the laptop, the paint, the battery) as well as the rule:
the mishap is what the lesson is remembered by."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.timeparse import has_date

# What went wrong: a loss, a mistake, a breakage. The core words are shared with the
# "…, so now I …" reader (`experience.py`), which adds its own.
MISHAP_WORDS = (
    r"lost|missed|forgot|broke|broken|overstayed|got a fine|paid a fine|"
    # trouble one got into: "a parent complained … and i had to explain myself" (a complaint of
    # one's own is none)
    r"(?<!\bi )(?<!\bwe )complained|got in trouble|got told off|got a warning|had to explain myself|had to apologi[sz]e|burnt|burned|scammed|ripped off|crashed|failed|"
    r"stolen|robbed|fell|injured|hurt|sprained|locked out|overslept|ran out|flooded|bitten|"
    r"stung|fined|ticket|food poisoning|got caught|wiped|deleted|corrupted|leaked|died|"
    r"ruined|flopped|rejected|overcharged|hacked|mugged|vanished|disappeared|never showed"
)
MISHAP = re.compile(
    rf"\b(?:{MISHAP_WORDS}|dead|"
    r"peeled|peeling|cracked|collapsed|"
    r"burst|blew up|went off|went mouldy|shrank|shrunk|bricked|wrecked|stranded|"
    r"got sunburnt|got burnt|got lost|got stuck|without|ended up|wasted|ghosted|nicked|"
    r"pinched|towed|clamped|ignored|skipped|pulled|tore|torn|delayed|cancelled|overpaid|"
    r"lost out|regretted|cost me|the repair cost|never turned up|no-showed|"
    # the body giving out: "fainted on day 3 … since then i always keep dates in my locker"
    r"fainted|passed out|blacked out|keeled over|nodded off|dozed off)\b"
)
# A story told in the past, first word first: "booked the cheapest flight and …", "also
# trusted a recruiter who …". With "next time I'm …" after it, it is a lesson.
PAST_STORY = re.compile(
    r"^(?:(?:also|and|so|once|i|we|i once|last time i)\s+)*(?:\w+ed|bought|paid|took|went|"
    r"got|had|left|let|sent|sold|signed|lent|spent|ate|drank|put|ran|drove|forgot|lost|"
    r"made|gave|told|thought|kept|chose|wrote|fell|broke)\b"
)
# What one does since, said in the clause after the mishap.
CHANGE = re.compile(
    r"(?:^|(?<=[\s,;:.!]))(?P<change>(?:(?:so\s+)?(?:now|these days|nowadays|since then|since that time|ever since)"
    # "now i'm extra careful and …": care taken since is a rule, any other state is not
    r",?\s+(?:(?:i'?m|i am|we'?re|we are)\s+(?:(?:more|extra|very|super|really)\s+)?careful\b|"
    r"(?:i|we)\s+(?!(?:am|are|was|were|need|have to|had to|must|can't|cannot|"
    r"don't know|feel|think|wonder)\b)(?:'m\s+|'re\s+)?(?:always\s+|never\s+|only\s+)?\w+|"
    r"(?:everything|all my \w+|my \w+|it all)\s+(?:goes|go|gets|get|lives|live|is backed|"
    r"are backed|is saved|syncs)|there'?s\s+(?:a|an|always)|i\s+keep|i\s+carry)|"
    r"never\s+\w+ing\b[^.!?\n]*?\s+again|i'?ll\s+never\s+\w+[^.!?\n]*?\s+again|"
    r"(?:from now on|going forward),?\s+(?:i|we)\s+\w+|"
    # the rule first, its time last: "written contract and stage payments only from now on"
    r"(?!(?:i|we|you|he|she|they|it|that|this)\b)[a-z][\w'-]*(?:\s+[\w'-]+){1,8}?\s+"
    r"(?:only\s+)?(?:from now on|going forward|from here on(?:\s+out)?)(?=\s*(?:[.!?\n]|$))|"
    # "…, next time im asking about salary on the first call"
    # "…got a fine at frankfurt. always use the eu calculator": a rule said to all, in a
    # sentence of its own right after the mishap
    r"(?:(?<=[.!?] )|(?<=\n))(?:always|never)\s+(?!(?:the|a|an|been|was|is|mind|again|ever|"
    r"really|happens|fails|works|had|have|wanted|liked|loved|thought)\b)(?![a-z]+ed\b)[a-z]+\s+\w+|"
    r"(?P<next>next time),?\s+(?:i'?m|im|i am|i'?ll|i will|we'?ll|we'?re|i'?m going to|"
    r"im gonna|i'?d)\s+(?!(?:in|at|here|there|around|back|free|over)\b)\w+|"
    # "i read every clause now", "always lock it now", "get everything in writing now"
    r"(?:(?:i|we)\s+(?!(?:am|are|was|were|need|have|had|must|can't|cannot|feel|think|wonder|"
    r"got|hate|miss|regret)\b)|(?:always|never)\s+|(?-i:[a-z]+)\s+(?=\S+\s))"
    r"(?!(?:it|its|it's|that|thats|this|he|she|they|my|his|her|their|you|there|all|it'?s)\b)"
    r"[\w'-]+\b[^.!?\n]*?\s+now(?=\s*(?:[,.!?\n]|$)))[^.!?\n]*)",
    re.IGNORECASE,
)
# "note to self: always look at the query plan", "lesson learned: label the fuses", "biggest
# lesson from the first draft: outline before writing", "the main takeaway from that job:
# never work without a contract". A lesson numbered ("lesson 3: the past tense") is a class.
NOTE_TO_SELF = re.compile(
    r"\b(?:(?:note to self|lesson learn[et]d?(?: the hard way)?|lesson of the day|"
    r"(?:the\s+)?moral of the story)\s*[:,-]|"
    r"(?:(?:the|my|a|one)\s+)?(?:(?:biggest|big|main|key|real|best|hardest|most important|"
    r"only|one|important|first)\s+)?(?:lesson|takeaway|learning)s?(?!\s*\d)"
    r"(?:\s+(?:from|of|about|this|that|i learned|i learnt|i took|for me|for (?:anyone|everyone|"
    r"others|all of you|you all|y'all|the rest of you))\b[^:\n.!?]{0,60})?"
    # "what i learned from my first startup: never hire friends"
    r"\s*:|what\s+(?:i|we)\s+(?:learned|learnt|took away)\s+(?:from|at|in|doing)\b[^:\n.!?]{0,60}:)\s*"
    r"(?P<rule>(?!(?:i|im|i'm|my|the|a|an|it|this|that|we|you)\b)[a-z][^.!?\n]+)",
    re.IGNORECASE,
)
# The heading a told lesson opens with, said in a clause of its own before the colon.
LESSON_HEADING = re.compile(
    r"^(?:note to self|(?:the\s+)?moral of the story|"
    r"what (?:i|we) (?:learned|learnt|took away) (?:from|at|in|doing)\b|"
    r"(?:(?:the|my|a|one)\s+)?(?:(?:biggest|big|main|key|real|best|hardest|"
    r"most important|only|one|important|first)\s+)?(?:lesson|takeaway|learning)s?\b(?!\s*\d))"
)
# "last time we went to Rome the room had a step into the shower": a story told as the
# last time something happened is told for what it taught, mishap word or not.
_LAST_TIME = re.compile(r"(?:the\s+)?last time\s+(?:i|we)\s+(?!(?:checked|looked|heard|saw)\b)\w+")
# The rule first, then the story it came from: "i always double check the booking dates now
# after we turned up a day late to a hotel", "never lending money to friends again after
# what happened with dave".
_RULE_THEN_STORY = re.compile(
    r"(?:^|(?<=[.!?\n])\s*)(?P<change>(?:(?:i|we)\s+(?:always|never|only)\s+|(?:i'm\s+|im\s+)?never\s+"
    r"(?=\w+ing\b))[^.!?\n]*?)\s+(?:now\s+|again\s+)?(?:ever\s+since|since|after)\s+"
    r"(?P<story>(?:i|we|what happened|my|our|the|that|this|a|an|last|he|she|they)\b[^.!?\n]+)",
    re.IGNORECASE,
)
_PAST = re.compile(
    r"\b(?:\w+ed|happened|went|got|lost|broke|left|took|forgot|paid|bought|lent|ate|fell|"
    r"ran|sent|let|made|had|was|were|did|didn'?t|wasn'?t|weren'?t|couldn'?t)\b"
)
# Chat in front of the story: "same energy as last winter when …", "ok so …".
_STORY_LEAD = re.compile(r"^.*?\bwhen\s+(?=\S)", re.IGNORECASE)
_TAIL = re.compile(
    r",?\s*(?:lesson learned|lesson learnt|learned the hard way|learnt the hard way)\b.*$|"
    r"\s+(?:lol|lmao|haha\w*|ugh)\b.*$",
    re.IGNORECASE,
)


# "quick context:", "worth saying:", "update:": a heading of up to three words before a story.
_HEADING = re.compile(r"^(?:[A-Za-z']+\s+){0,2}[A-Za-z']+\s*:\s+(?=\S)")


def without_heading(story: str) -> str:
    """The story without a short heading in front of it."""
    m = _HEADING.match(story)
    return story[m.end() :] if m else story


@lru_cache(maxsize=1024)  # asked once per clause of the same message
def mishap_and_change(content: str) -> tuple[str, str] | None:
    """(what went wrong, what one does since) when the message tells both, in that order."""
    for m in CHANGE.finditer(content):
        before = content[: m.start()]
        story = re.split(r"(?<=[.!?])\s+|\n", before.strip())[-1].strip(" ,;:.!?-")
        story = re.sub(r"\s*[^\w\s,.'!?;:()-]+\s*", " ", story).strip()
        story = without_heading(story)
        if not (
            MISHAP.search(story.lower())
            or (m["next"] and PAST_STORY.match(story.lower()))
            or _LAST_TIME.match(story.lower())
        ):
            continue
        if (lead := _STORY_LEAD.match(story)) and not MISHAP.search(lead.group(0).lower()):
            story = story[lead.end() :]
        change = _TAIL.sub("", m["change"]).strip(" ,;:")
        if len(story.split()) >= 3 and len(change.split()) >= 3:
            return story, change
    if (r := _RULE_THEN_STORY.search(content)) and _PAST.search(r["story"].lower()):
        return r["story"].strip(" ,;:.!?"), _TAIL.sub("", r["change"]).strip(" ,;:")
    return None


def _plain(text: str) -> str:
    return text.lower().replace("'", "").strip(" ,;:.!?")


def is_told_lesson(content: str, clause_lower: str) -> bool:
    """Whether the clause is the rule of a lesson the message tells (a note to self, or
    what one does since a mishap): that is experience, not a habit or a request."""
    said = note_to_self(content) or ((told := mishap_and_change(content)) and told[1]) or ""
    said = re.sub(r"^(?:so\s+)?(?:now|these days|nowadays|since then),?\s+", "", _plain(said))
    # the rule's first clause is what a clause of it can hold: "since then i treat in july,
    # right after the last honey" is read as clauses split at the comma
    # (or at " and i" or a condition: "now im extra careful and i set two timers", "since then
    # i turn back if the forecast says over 10" are split there)
    head = _plain(re.split(r",|\s+and\s+(?=i\b|we\b)|\s+if\s", _plain(said))[0][:20])
    return bool(head) and head in _plain(clause_lower)


@lru_cache(maxsize=1024)
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
