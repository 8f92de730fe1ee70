"""Which clauses of a sentence an irony marker (🙃, 🙄, "obviously", "yeah right") marks.

A marker with content of its own beside it marks only its own clause: in "science fair is
next thursday, and half my kids still dont have a hypothesis 🙃" the wry face is about the
kids, and the fair is still on Thursday. A marker whose clause has no subject of its own or
says next to nothing ("…, obviously 🙄", "…, very vintage 🙃", "truly my favourite charity
🙄") is a comment on the whole sentence, which stays ironic: "yes I'm a rocket scientist, obviously 🙄"."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules import chatstyle as cs

# Irony emoji, kept as a word through the casual normalisation (which turns emoji into a
# comma), so that the clause they end can be found.
_IRONY_EMOJI = re.compile("[\U0001f643\U0001f644\U0001f612]\ufe0f?")
_MARK = "ironymark"
# A clause that says something of its own: a subject of its own and more than a few words
# besides the marker ("my receptionist quit this morning"); "truly my favourite charity",
# "living the dream" are comments on the sentence.
_POOR = 3
_OWN_SUBJECT = re.compile(
    r"^(?:i|i'm|i've|we|we're|we've|my|our|the|he|she|they|it|it's|he's|she's|they're|"
    r"there's|this|that|that's|half|all|none|both|everyone|nobody)\b"
)


@lru_cache(maxsize=2048)
def irony_scope(raw_sentence: str, parts: int) -> tuple[bool, ...]:
    """For each of the sentence's `parts` clauses, whether it is ironic."""
    if not cs.SARCASM.search(raw_sentence):
        return (False,) * parts
    # imported here: the reader in `rules/text.py` imports this module
    from memoryflow.extractors.rules.text import split_parts

    marked = cs.normalise_casual(_IRONY_EMOJI.sub(f" {_MARK},", raw_sentence))
    pieces = split_parts(marked)
    if len(pieces) != parts:
        return (True,) * parts  # the split differs: the whole sentence, as before
    scope = []
    for piece in pieces:
        low = piece.lower()
        if _MARK not in low and not cs.SARCASM.search(low):
            scope.append(False)
            continue
        rest = cs.strip_chat(cs.SARCASM.sub(" ", low.replace(_MARK, " ")))
        if len(rest.split()) <= _POOR or not _OWN_SUBJECT.match(rest):
            return (True,) * parts  # a bare comment: the whole sentence is ironic
        scope.append(True)
    return tuple(scope)
