"""Lessons told as a story, read from the whole message (rows of `experience.experience_items`):
a mishap and what one does since ("lost two hives to varroa, so now I treat in autumn"), a
note to self with the story it is remembered by, and a past story marked as hindsight
("lent my car to a mate and he crashed it. never again"). Apart from the one-clause lessons
there ("I learned…", "the trick is to…"), as these read across sentences of the message."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.experience_item import experience_item
from memoryflow.extractors.rules.hindsight import hindsight_story, hindsight_title, in_story
from memoryflow.extractors.rules.lesson_lengths import STORY_PART
from memoryflow.extractors.rules.lesson_stories import story_before
from memoryflow.extractors.rules.lessons import (
    LESSON_HEADING,
    MISHAP_WORDS,
    is_told_lesson,
    mishap_and_change,
    note_to_self,
)
from memoryflow.extractors.rules.phrasing import capitalise, shorten
from memoryflow.extractors.rules.text import Clause

# "lost two hives to varroa, so now I treat in autumn": what happened, and what changed.
_SO_NOW = re.compile(
    r"(?P<cause>[^.!?\n]+?),?\s+so\s+(?:now|these days|nowadays|since then)\s+(?P<who>i|we)\s+"
    r"(?P<action>[^.!?\n]+)",
    re.IGNORECASE,
)
# What went wrong before the change: a loss, a mistake, a mishap.
_MISHAP = re.compile(rf"\b(?:{MISHAP_WORDS}|sick|ill|killed|bankrupt|debt)\b")
# "three summers ago", "last season", "back in 2019": when a told story happened.
_STORY_TIME = re.compile(
    r"^(?:(?:\w+|a|an|\d+)\s+(?:days?|weeks?|months?|years?|summers?|winters?|springs?|"
    r"autumns?|seasons?)\s+ago|last\s+(?:week|month|year|summer|winter|spring|autumn|fall|"
    r"season)|back\s+in\s+\d{4}|in\s+\d{4}),?\s+(?=\S)",
    re.IGNORECASE,
)


def _told_lesson(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A mishap and what one does since, or a note to self, read once: on the clause that
    says the change."""
    if rule := note_to_self(msg.content):
        if is_told_lesson(msg.content, c.lower) or LESSON_HEADING.match(c.lower):
            if story := story_before(msg.content, rule):  # the rule is remembered by its story
                lesson = f"{shorten(capitalise(story), STORY_PART)}; {rule}"
                return [experience_item(msg, c, story, story, "", lesson, 0.75)]
            return [experience_item(msg, c, rule, "", "", capitalise(rule), 0.75)]
        return []
    told = mishap_and_change(msg.content)
    if told is None or not is_told_lesson(msg.content, c.lower):
        return []
    story, change = told
    # a long story is cut so that the rule it led to stays in the title; when it happened
    # goes first, as the words of what happened are what the lesson is remembered by
    lesson = f"{shorten(capitalise(_STORY_TIME.sub('', story) or story), STORY_PART)}; {change}"
    return [experience_item(msg, c, story, story, "", lesson, 0.75)]


def _so_now(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if not re.match(r"(?:.*\bso\s+)?(?:now|these days|nowadays|since then)\s+(?:i|we)\b", c.lower):
        return []
    for m in _SO_NOW.finditer(msg.content):
        cause, action = m["cause"].strip(), m["action"].strip(" ,")
        if not _MISHAP.search(cause.lower()) or re.match(
            r"(?:have to|had to|need to|must|gotta|can't|cannot)\b", action.lower()
        ):
            continue  # "so now I have to redo it": a chore, not what was learned
        lesson = f"{capitalise(cause)}, so now {m['who'].lower()} {action}"
        return [experience_item(msg, c, cause, action, "", lesson, 0.7)]
    return []


def _hindsight(c: Clause, msg: ChatMessage, *, closing: bool = False) -> list[ExtractedItem]:
    """A past story of the user's marked as a lesson, read on the clause that opens it (or
    on the marker that closes it, when the opening was read as something else)."""
    story = hindsight_story(msg.content)
    if story is None or not (closing or in_story(story, c.lower)):
        return []
    title = hindsight_title(story)
    return [experience_item(msg, c, title, "", "", title, 0.7)]
