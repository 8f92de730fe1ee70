"""A launch said without its subject, of a thing of the user's named before it in the
message: "can u write a caption for my new collection drop, silver hoops, going live friday
7pm" is the collection drop going live on Friday, not the user "going live". With no such
thing named, the clause is left to the other readers."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.activity_item import activity_item
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_day

# "going live friday", "launches on the 3rd", "drops next week": a verb of going public with
# no subject of its own.
_LAUNCH = re.compile(
    r"^(?P<verb>going live|goes live|go live|launching|launches|dropping|drops|releasing|"
    r"releases|opening|opens)\b(?P<rest>.*)$"
)
# Things of one's own that launch: "my new collection drop", "our app", "my etsy shop".
_LAUNCHED = (
    r"drop|collection|launch|shop|store|site|website|app|game|album|book|ep|single|menu|"
    r"line|range|podcast|course|channel|restaurant|cafe|café|bakery|salon|studio|product|"
    r"kickstarter|campaign|newsletter|zine|exhibition|show"
)
_OWN_THING = re.compile(
    # the longest name ("new collection drop"); never someone else's ("my sister's app")
    rf"\b(?:my|our)\s+(?P<thing>(?:(?![\w-]+'s\b)[\w'-]+\s+){{0,3}}(?:{_LAUNCHED}))\b",
    re.IGNORECASE,
)


def launch_of_named(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """ "… my new collection drop, going live friday" → "New collection drop going live"."""
    if c.supplied not in ("", "I'm"):
        return []
    own = c.lower[len(c.supplied) :].strip() if c.supplied else c.lower
    if not (m := _LAUNCH.match(own)):
        return []
    when = find_day(own, msg.created_at, future=True)
    if when is None or when.day is None or when.day < msg.created_at.date():
        return []
    content = msg.content.replace("\u2019", "'")
    said_at = content.lower().find(m["verb"])
    things = list(_OWN_THING.finditer(content[: max(said_at, 0)]))
    if not things:
        return []
    thing = things[-1]["thing"]
    item = activity_item(msg, c, f"{thing} {m['verb']}{m['rest']}", "has", when, "pending")
    return [item] if item else []
