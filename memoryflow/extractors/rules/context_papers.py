"""A paper of one's own going through review, said as its state rather than as what one is
doing: "its my first first-author paper tho, in revision at ecology letters", "our
manuscript is under review at Cell", "my grant proposal is with the reviewers".

Rewritten into the context table's "I'm working on …" (revising it) or "I'm waiting on …"
(with the journal or the panel). Someone else's paper ("her paper is in review") and a
paper read ("this paper is under review") are not the user's."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

_PIECE = r"paper|manuscript|article|preprint|grant(?:\s+(?:application|proposal))?|proposal|book"
_REVISING = r"in revision|under revision|in revisions|being revised|back for revisions?"
_WAITING = (
    r"under review|in review|out for review|with (?:the\s+)?(?:reviewers|editor|panel)|resubmitted"
)
# "(its) my first first-author paper tho, in revision at ecology letters"
_UNDER_REVIEW = re.compile(
    r"^(?:(?:it'?s|this\s+is)\s+)?(?P<piece>(?:my|our)\s+(?:[\w-]+\s+){0,3}?(?:" + _PIECE + r"))"
    r"(?:\s+(?:tho|though|btw))?,?\s+(?:(?:is|'s)\s+)?(?:currently\s+|now\s+|still\s+)?"
    r"(?P<state>(?:" + _REVISING + r")|(?:" + _WAITING + r"))\b(?P<rest>.*)$"
)

_GATE = re.compile(r"review|revis|resubmitted|\bwith (?:the )?(?:editor|panel)")
# The state alone, the piece named just before it in the message ("its my first paper tho,
# in revision at ecology letters" splits at the comma): where it is must be said.
_STATE_ONLY = re.compile(
    r"^(?P<state>(?:" + _REVISING + r")|(?:" + _WAITING + r"))\s+(?:at|with|in)\s+\S.*$"
)
_PIECE_BEFORE = re.compile(
    r"\b(?P<piece>(?:my|our)\s+(?:[\w-]+\s+){0,3}?(?:"
    + _PIECE
    + r"))(?:\s+(?:tho|though|btw))?,?\s*$"
)


def as_paper_in_review(c: Clause, message: str) -> Clause | None:
    """ "its my first paper, in revision at X" → "I'm working on my first paper in revision
    at X"."""
    if not _GATE.search(c.lower):
        return None
    text = c.text if len(c.text) == len(c.lower) else c.lower
    if m := _UNDER_REVIEW.match(c.lower):
        piece, state, said = m["piece"], m["state"], text[m.start("state") :]
        piece = text[m.start("piece") : m.end("piece")]
    elif (m := _STATE_ONLY.match(c.lower)) and (
        before := _PIECE_BEFORE.search(message[: max(message.lower().find(c.lower), 0)].lower())
    ):
        piece, state, said = before["piece"], m["state"], text
    else:
        return None
    verb = "working on" if re.match(_REVISING, state) else "waiting on"
    phrase = f"I'm {verb} {piece} {said}"
    return replace(c, text=phrase, lower=phrase.lower())
