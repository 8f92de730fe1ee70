"""Hindsight: a story told in the past with what the user makes of it, said in any of the
ways people mark a lesson ("lent my car to a mate and he crashed it. never again", "should
have got a survey before buying the house", "rookie mistake: i didnt check the tyre
pressure", "took the first salary offer and regretted it for 2 years").

The title is the story as told (cleaned, third person), since the words of what happened
(the car, the survey, the salary offer) are what the lesson is remembered by."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules.lesson_lengths import LESSON_TITLE
from memoryflow.extractors.rules.phrasing import capitalise, second_to_first, shorten

# What marks a told story as a lesson.
MARKER = re.compile(
    r"\b(?:never again|lesson learn[et]d?|learn[et] (?:my lesson|the hard way)|the hard way|"
    r"rookie mistake|big mistake|biggest mistake|worst (?:decision|mistake)|"
    r"(?:biggest |only )?regret(?:ted|s)?\b|should(?:n't| not)? have|should've|shouldve|wish i(?:'d| had)|"
    r"won'?t make that mistake|not making that mistake|dont be me|don't be me|"
    r"best (?:thing|decision) i (?:ever )?(?:did|made)|never (?:\w+ing|\w+) (?:\w+ )?again|"
    r"now i (?:always|never|only|check|make sure|keep|carry|double|triple)|"
    r"(?:so )?this time (?:i'm|im|i am|i'll|i will)|next time (?:i'm|im|i'll|i will))"
)
# Someone else's story, a question or a plan is not the user's hindsight.
OTHERS = re.compile(
    r"^(?:my|our|his|her|their|your)\s+(?!(?:biggest|only|first|last|worst|own)\b)[\w-]+\s|"
    r"^(?:he|she|they|you|u)\b|\b(?:he|she|they) (?:says|said|always says)\b"
)
# The story opens with the user's past: a past verb (with or without "I"), "once", "last
# time i …", or a regret said as such.
_PAST_IRREGULAR = (
    "lent|took|went|got|left|paid|bought|sold|quit|lost|broke|forgot|ate|drank|ran|spent|"
    "sent|put|let|told|made|did|had|came|gave|sat|fell|wrote|drove|rode|flew|began|chose|"
    "thought|trusted|signed|tried|ignored|skipped|booked|moved|hired|overwatered|believed|"
    "kept|left|caught|wore|hit|threw|stuck|dug|swapped|agreed|assumed|listened|waited"
)
STORY_START = re.compile(
    rf"^(?:(?:and|so|also|then|but|oh and|plus)\s+)?"
    rf"(?:(?:rookie mistake|big mistake|biggest mistake|lesson learned)\s*:?\s*)?"
    rf"(?:once,?\s+|last time,?\s+(?:i|we)\s+\w+(?:\s+\w+){{0,3}}?\s+|last (?:year|winter|summer|"
    rf"spring|autumn|month|week),?\s+|(?:a few |two |\d+ )?years ago,?\s+)?"
    rf"(?:(?:i|we)\s+(?:once\s+|also\s+|stupidly\s+|foolishly\s+|really\s+)?)?"
    rf"(?:{_PAST_IRREGULAR}|[a-z]+ed|didn'?t|didnt|never|should(?:n't| not)? have|should've|shouldve|"
    rf"wish i(?:'d| had)|my (?:biggest |only )?regret)\b"
)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


def _sentences(content: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(content) if s.strip()]


@lru_cache(maxsize=1024)  # asked once per clause of the same message
def hindsight_story(content: str) -> str | None:
    """The user's past story the message marks as a lesson, or None."""
    parts = _sentences(content)
    for i, sentence in enumerate(parts):
        low = cs.normalise_casual(sentence).lower()
        if sentence.endswith("?") or not MARKER.search(low):
            continue
        story = sentence
        story_low = low
        short = len(low.split()) <= 3  # "never again" alone closes the story before it
        if (short or not STORY_START.match(story_low)) and i > 0 and len(low.split()) <= 14:
            story = f"{parts[i - 1].rstrip('.!')}, {sentence}"
            story_low = cs.normalise_casual(story).lower()
        if STORY_START.match(story_low) and not OTHERS.search(story_low):
            return story.rstrip(".!")
    return None


def hindsight_title(story: str) -> str:
    text = re.sub(r"^(?:and|so|also|then|but|oh and|plus)\s+", "", story, flags=re.I)
    text = re.sub(r"^(?:rookie mistake|big mistake|biggest mistake)\s*:?\s*", "", text, flags=re.I)
    return shorten(capitalise(second_to_first(cs.strip_chat(text))), LESSON_TITLE)


def _plain(text: str) -> str:
    low = re.sub(r"^(?:and|so|also|then|but|oh and|plus)\s+", "", text.strip().lower())
    # a leading time may have been read at the end of the clause ("i skipped … last year")
    low = re.sub(
        r"^(?:last (?:year|winter|summer|spring|autumn|month|week)|yesterday),?\s+", "", low
    )
    return re.sub(r"[^a-z0-9 ]+", "", cs.normalise_casual(low).lower())


def in_story(story: str, clause_lower: str) -> bool:
    """Whether the clause is the opening of the story (so the story is read once)."""
    head = _plain(clause_lower)[:18]
    return bool(head) and _plain(story).startswith(head[: max(8, len(head) - 4)])
