"""A trait said of a group, then claimed with "me included": "everyone in my family has
adhd, me included", "half my family is coeliac, me included", "my whole family is deaf,
including me". The clause before says the trait of a group; the short one after puts the
user in it, so the trait is read again as the user's own ("I have adhd", "I'm coeliac") by
the usual rows. A group the user is not said to be in ("everyone in my family has adhd")
stays unread, as before. The same for a layoff: "fintrix laid off half the design team,
me included 🙃" is the user laid off from Fintrix (a wry emoji does not undo it)."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

# The short clause that puts the user in the group.
_ME_TOO = re.compile(
    r"^(?:(?:and|yes|yep|so)\s+)?(?:me\s+included|myself\s+included|including\s+me(?:self)?|"
    r"me\s+among\s+them|me\s+as\s+well|me\s+too)(?:\s+(?:lol|haha|obviously|ofc|tbh))*$"
)
# A group, and what it has or is: "everyone in my family has", "we're all", "all 3 of us are".
_GROUP_TRAIT = re.compile(
    r"^(?:(?:so|and|but|well)\s+)?(?:"
    r"(?:everyone|everybody|all|half|most|loads|lots)\s+(?:of\s+)?(?:in\s+)?(?:my|our|the)\s+"
    r"(?:whole\s+|immediate\s+)?(?:family|household|house|side\s+of\s+the\s+family|relatives)|"
    r"(?:my|our|the)\s+(?:whole\s+|entire\s+)?(?:family|household)|"
    r"(?:all|both|the\s+\w+)\s+of\s+us|all\s+(?:\w+\s+)?of\s+us|we(?:'re|\s+are)?\s+all"
    r")\s+(?:(?:are|is|have|has|'re|got|all)\s+)*?(?P<verb>are|is|'re|have|has|got)?\s*"
    r"(?:all\s+)?(?P<trait>(?!the\b|a\b|an\b|in\b|at\b|from\b|going\b|coming\b|here\b)[a-z][\w' -]{2,40})$"
)


# An employer that let a group go: "fintrix laid off half the design team yesterday".
_GROUP_LET_GO = re.compile(
    r"^(?:(?:so|and|but|well|welp|ugh)\s+)?(?P<org>[\w&'.-]+(?:\s+[\w&'.-]+)?)\s+(?:just\s+)?"
    r"(?:laid\s+off|let\s+go(?:\s+of)?|fired|sacked|made\s+redundant|cut)\s+(?:half|most|some|loads|"
    r"lots|a\s+bunch|a\s+third|a\s+quarter|all|everyone|\d+%?|the)\b"
)
_NOT_AN_EMPLOYER = frozenset({"they", "we", "he", "she", "it", "my boss", "the boss"})


def _plain(c: Clause) -> bool:
    """A statement, or one only a wry emoji marks ("…, me included 🙃")."""
    return c.is_statement or (c.is_sarcastic_only and not (c.is_question or c.is_reported))


def me_included(previous: Clause, clause: Clause) -> Clause | None:
    """The previous clause's trait as the user's own, when this clause says "me included"."""
    if not (_plain(clause) and _plain(previous) and _ME_TOO.match(clause.lower.strip())):
        return None
    low = previous.lower.strip()
    if (let_go := _GROUP_LET_GO.match(low)) and let_go["org"] not in _NOT_AN_EMPLOYER:
        org = previous.text.strip()[let_go.start("org") : let_go.end("org")]
        text = f"I got laid off from {org}"  # "fintrix laid off half the team, me included"
    elif (m := _GROUP_TRAIT.match(low)) and previous.is_statement:
        has = m["verb"] in ("have", "has", "got")
        text = f"{'I have' if has else 'I am'} {m['trait'].strip()}"
    else:
        return None
    return replace(previous, text=text, lower=text.lower(), implied=(), supplied="", refers_to="")
