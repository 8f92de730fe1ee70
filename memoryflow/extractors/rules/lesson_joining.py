"""The lesson one message tells, kept as one memory: "never again will i leave my lit review
to the last week. pulled 2 all nighters and got a 58. lesson learned: start early" is one
story with its rule, not two experiences.

Each reading is made on its own clause (the "never again", the story before "lesson
learned"); said in the same message they are joined in the order said, a reading that
says again what an earlier one said (the same story read at the marker and at the rule)
being kept once, in the wording with no marker and fewest words cut."""

from __future__ import annotations

import re

from memoryflow.extractors.base import MAX_TITLE, ExtractedItem
from memoryflow.extractors.rules.phrasing import shorten

# Two readings share this much of their words: the same story read twice.
_SAME_STORY = 0.6
# The marker a reading may keep in its title ("…, lesson learned, always …"): chat, not story.
_MARKER = re.compile(r"\b(?:lesson(?:s)? learn[et]d?|learn[et]d? the hard way)\b", re.IGNORECASE)


def _words(title: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", title.lower().replace("…", " ")))


def _overlap(one: str, other: str) -> tuple[float, float]:
    """The share of words two titles have in common, of the shorter and of the longer."""
    a, b = _words(one), _words(other)
    if not (a and b):
        return 0.0, 0.0
    share = len(a & b)
    return share / min(len(a), len(b)), share / max(len(a), len(b))


def _flaws(title: str) -> int:
    """How much of a title is not the story: a marker kept in it, words cut off."""
    return len(_MARKER.findall(title)) + title.count("…")


def _better(said: str, title: str) -> str:
    """Of two readings of the same story, the one to keep: the one that holds the other
    ("…a lease without seeing it, got scammed out of 2 months rent" over "Got scammed…"),
    or, as long as each other, the one with fewer flaws."""
    _, of_longer = _overlap(said, title)
    if of_longer < _SAME_STORY:
        return said if len(_words(said)) >= len(_words(title)) else title
    return title if _flaws(title) < _flaws(said) else said


def _kept_titles(items: list[ExtractedItem]) -> list[str]:
    """The titles said, each story once."""
    kept: list[str] = []
    for item in items:
        title = item.title
        for n, said in enumerate(kept):
            if _overlap(said, title)[0] >= _SAME_STORY:
                kept[n] = _better(said, title)
                break
        else:
            kept.append(title)
    return kept


def _joined(items: list[ExtractedItem]) -> ExtractedItem:
    titles = _kept_titles(items)
    title = "; ".join([titles[0], *(f"{t[0].lower()}{t[1:]}" for t in titles[1:])])
    title = shorten(title, MAX_TITLE)
    first = next(i for i in items if i.title == titles[0])
    lesson = f"{title[0].lower()}{title[1:]}".rstrip("…. ")
    return ExtractedItem(
        **{
            **first.__dict__,
            "title": title,
            "summary": shorten(f"The user learned: {lesson}.", 400),
            "fields": {**first.fields, "key_learning": title},
        }
    )


def one_lesson_per_message(items: list[ExtractedItem]) -> list[ExtractedItem]:
    """The experience items with the readings of each message joined into one lesson."""
    by_message: dict[tuple[str, ...], list[ExtractedItem]] = {}
    for item in items:
        by_message.setdefault(item.source_message_ids, []).append(item)
    joined: list[ExtractedItem] = []
    for item in items:
        group = by_message[item.source_message_ids]
        if len(group) == 1:
            joined.append(item)
        elif item is group[0]:
            joined.append(_joined(group))
    return joined
