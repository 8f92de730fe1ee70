"""Likings in frames the other liking tables do not read: "I could eat ramen
every day", "tea over coffee any day", "jazz is my go-to", "I've always loved old maps",
"I've never liked the beach", "I find podcasts boring", "I get bored of long novels", "I'm
partial to a good curry".

The frame carries the liking; the thing is any noun phrase, kept short so a frame that
goes on into a story ("I find it boring when my boss …") is not read as one."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

# Someone's own people or things ("my new boss") are no taste.
_THING = r"(?P<x>(?!(?:it|this|that|them|him|her|you|me|my|his|her|our|their|work)\b)[\w'-]+(?:\s+[\w'-]+){0,3})"
_DULL = r"boring|tedious|dull|annoying|exhausting|pointless|overrated"
_PLEASANT = r"relaxing|calming|soothing|fun|fascinating|addictive|therapeutic"

# (pattern, liking: True for a like, False for a dislike, None for a preference of x over y)
_FRAMES: tuple[tuple[re.Pattern[str], bool | None], ...] = tuple(
    (re.compile(pattern), liked)
    for pattern, liked in (
        (rf"^i\s+could\s+(?:eat|drink|watch|listen to|read|play)\s+{_THING}\s+(?:every day|all day|"
         r"forever|every single day|for every meal)$", True),
        (rf"^(?:give me\s+)?{_THING}\s+over\s+(?P<y>[\w'-]+(?:\s+[\w'-]+){{0,2}})\s+(?:any day|every "
         r"time|any time|all day)$", None),
        (rf"^{_THING}\s+(?:is|are)\s+(?:always\s+)?my\s+(?:go-to|go to|comfort \w+|guilty pleasure)\b",
         True),
        (rf"^i(?:'ve| have)\s+always\s+(?:loved|liked|enjoyed|adored)\s+{_THING}$", True),
        (rf"^i(?:'ve| have)\s+(?:never\s+(?:liked|enjoyed|understood the appeal of)|always\s+"
         rf"(?:hated|disliked))\s+{_THING}$", False),
        (rf"^i\s+find\s+{_THING}\s+(?:so\s+|really\s+|pretty\s+|incredibly\s+)?(?:{_DULL})$", False),
        (rf"^i\s+find\s+{_THING}\s+(?:so\s+|really\s+|pretty\s+|incredibly\s+)?(?:{_PLEASANT})$",
         True),
        (rf"^i\s+(?:always\s+)?get\s+bored\s+(?:of|with|by)\s+{_THING}$", False),
        (rf"^i(?:'m| am)\s+(?:quite\s+|very\s+|rather\s+)?partial\s+to\s+{_THING}$", True),
    )
)  # fmt: skip


def could_forever(lower: str) -> bool:
    """ "I could eat ramen every day": a liking, though said with a modal."""
    return bool(_FRAMES[0][0].match(lower))


def liking_more(c: Clause) -> Reading | None:
    """(title, directive, priority, kind) for a liking said in one of the frames above."""
    if c.supplied:
        return None
    for pattern, liked in _FRAMES:
        if (m := pattern.match(c.lower)) is None:
            continue
        x = re.sub(r"^(?:a|an|the)\s+", "", m["x"]) if liked is not None else m["x"]
        if liked is None:
            return f"Prefers {x} over {m['y']}", f"Favour {x} over {m['y']}", 0.5, "like"
        if liked:
            return f"Loves {x}", f"Favour {x}", 0.5, "like"
        return f"Dislikes {x}", f"Avoid {x}", 0.6, "dislike"
    return None
