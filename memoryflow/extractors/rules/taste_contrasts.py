"""A dislike and a preference said in one breath are one taste: "i hate the sweet stuff,
prefer salty" is "Prefers salty to the sweet stuff", since the bare "prefer salty" is
measured against what was just turned down. A preference that names its own other side
("prefer tea to coffee") or stands in another message stays as it is."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ExtractedItem

_DISLIKE = re.compile(r"^(?:Dislikes|Does not like|Hates|Can't stand)\s+(?P<what>.+)$")
_BARE_PREFERENCE = re.compile(r"^Prefers\s+(?P<what>(?!.*\b(?:to|over|than|instead of)\b).+)$")


def one_taste_per_contrast(items: list[ExtractedItem]) -> list[ExtractedItem]:
    """The preference items with a dislike followed by a bare preference of the same message
    joined into one comparison."""
    joined: list[ExtractedItem] = []
    for item in items:
        before = joined[-1] if joined else None
        if (
            before is not None
            and before.source_message_ids == item.source_message_ids
            and (disliked := _DISLIKE.match(before.title))
            and (preferred := _BARE_PREFERENCE.match(item.title))
        ):
            title = f"Prefers {preferred['what']} to {disliked['what']}"
            joined[-1] = ExtractedItem(
                **{
                    **item.__dict__,
                    "title": title,
                    "summary": f"The user {title[0].lower()}{title[1:]}.",
                }
            )
            continue
        joined.append(item)
    return joined
