"""The home a move leaves, when the move is said in one clause and its route in another: "what
paperwork do i need to fly my dog from mexico city to madrid? we're moving in october" lives
in Mexico City until the move is done.

The clause read is the user's own statement that they are moving ("we're moving in october",
"im relocating next month"; no destination of its own); the route is a "from <town> to
<town>" anywhere in the same message. No town is looked up: both ends must be words a home
frame can name (`home_forms.names_a_town`)."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.home_forms import names_a_town
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.sentences import sentence_up_to
from memoryflow.extractors.rules.text import Clause

__all__ = ["home_being_left"]

# "we're moving in october", "im relocating next month", "we are emigrating soon": no "to".
_MOVING = re.compile(
    r"^(?:(?:and|but|so|also|oh)\s+)?(?:we're|were|we\s+are|i'm|im|i\s+am)\s+(?:(?:finally|"
    r"actually|officially|also)\s+)?(?:moving|relocating|emigrating)(?:\s+(?:house|abroad|"
    r"countries|for\s+good))?(?!\s+(?:to|from|in\s+with|on|out|forward|ahead|away\s+from)\b)"
)
_WORD = r"[a-zà-ÿ][\w'-]*"
# A sentence whose subject is someone else.
_SOMEONE_ELSES = re.compile(r"^\s*(?:(?:my|his|her|their)\s+[\w-]+|he|she|they)\s")
_ROUTE = re.compile(
    rf"\bfrom\s+(?P<home>{_WORD}(?:\s+{_WORD})?)\s+to\s+(?P<dest>{_WORD}(?:\s+{_WORD})?)"
    r"(?=\s*[,.;!?)]|\s*$|\s+(?:in|on|next|this|for|with|and|but|so|we|i)\b)"
)


def home_being_left(c: Clause, content: str) -> IdentityFact | None:
    """The town a move said in `c` leaves, named by the route in its message `content`."""
    if not c.is_statement or c.supplied or not _MOVING.match(c.lower):
        return None
    low = content.lower()
    if len(low) != len(content):
        content = low
    for m in _ROUTE.finditer(low):
        sentence = sentence_up_to(low, m.start())
        if _SOMEONE_ELSES.match(sentence):
            continue  # "my sister flew from Oslo to Rome": her journey
        if names_a_town(m["home"]) and names_a_town(m["dest"]):
            typed = content[m.start("home") : m.end("home")]
            town = " ".join(w if w[:1].isupper() else w.capitalize() for w in typed.split())
            return make_fact("residence", town, f"Lives in {town}", "location")
    return None
