"""One identity fact as a message asserts it: the unit `asserted_identity` reads and
`reconcile_identity` (in `identity_edits`) matches against stored memories. Its own module
so the reading side, the merges and the reconciling side share it without importing
each other."""

from __future__ import annotations

from dataclasses import dataclass

from memoryflow.extractors.rules.identity_patterns import IdentityFact


@dataclass(frozen=True)
class IdentityAssertion:
    """A fact one user message asserts (or, `fact.negated`, takes back) about the user.

    `changed` says the message presents it as a change ("I'm a teacher now"), so a stored
    value of the same kind is replaced rather than kept alongside; `details` is the clause
    that said it."""

    fact: IdentityFact
    message_id: str
    changed: bool
    details: str
