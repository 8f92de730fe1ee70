"""What a conversation says of one relative or pet across its clauses and messages, so a
bare mention (`identity_kin_mentions`) adds nothing said already and a name said a clause
later joins its fact: "my wife went back to work, she's a surgeon" is one wife, "my dog"
then "a collie, 3 yrs old" one dog, "I got engaged!! 💍 to Priya" one engagement, "adopted
a kitten and named her Noodle" one named kitten."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.identity_assertion import IdentityAssertion
from memoryflow.extractors.rules.identity_kin_mentions import MENTIONED
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = [
    "children_listed",
    "engaged_to",
    "known_relative",
    "named_in_clause",
    "without_told_relatives",
]


def known_relative(fact: IdentityFact, earlier: list[IdentityAssertion]) -> bool:
    """Whether a bare mention (a relative, or a pet without its name) says nothing the
    conversation has not said: "my wife" after "my wife Linda", "my dog" after "Biscuit"."""
    if fact.slot == "pet" and " named " not in fact.title:
        animal = fact.value.split()[-1]
        return any(a.fact.slot == "pet" and animal in a.fact.title.lower() for a in earlier)
    if not fact.slot.endswith(f":{MENTIONED}"):
        return False
    return any(a.fact.relationship == fact.relationship for a in earlier)


def without_told_relatives(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """Bare mentions dropped when the same message says more of that relative: "my wife
    went back to work early, she's a surgeon" is the surgeon wife, not also "Has a wife"."""
    told = {
        (a.message_id, a.fact.relationship)
        for a in found
        if a.fact.relationship and not a.fact.slot.endswith(f":{MENTIONED}")
    }
    return [
        a
        for a in found
        if not (
            a.fact.slot.endswith(f":{MENTIONED}") and (a.message_id, a.fact.relationship) in told
        )
        and not _breed_told_later(a, found)
    ]


# Kinds of animal, as against breeds: "my dog" and a later "a collie, 3 yrs old" are one dog.
_KINDS = {"dog", "cat", "puppy", "kitten", "rabbit", "bunny", "hamster", "bird", "fish",
          "horse", "pony", "tortoise", "turtle", "snake", "lizard", "parrot", "guinea pig"}  # fmt: skip


def _breed_told_later(a: IdentityAssertion, found: list[IdentityAssertion]) -> bool:
    """An unnamed "my dog" that a later message names by its breed ("a collie")."""
    if a.fact.slot != "pet" or a.fact.value not in ("a dog", "a cat"):
        return False
    later = found[found.index(a) + 1 :]
    return any(
        b.fact.slot == "pet"
        and b.message_id != a.message_id
        and not any(kind in b.fact.title.lower().split() for kind in _KINDS)
        for b in later
    )


# "adopted a kitten and named her Noodle": the name given in the clause that tells of it.
_NAMED_HERE = re.compile(
    r"\b(?:and\s+)?(?:named|called)\s+(?:her|him|it|them)\s+(?P<name>[a-z][\w'-]*)\s*$"
)
# "I got engaged!! 💍 to Priya": the name the next clause of the message gives.
_TO_NAME = re.compile(r"^to\s+(?P<name>[a-z][\w'-]*)$")


def named_in_clause(fact: IdentityFact, c: Clause) -> IdentityFact:
    """An unnamed pet with the name its own clause gives it."""
    if fact.slot != "pet" or " named " in fact.title or not (m := _NAMED_HERE.search(c.lower)):
        return fact
    name = capitalise(orig(c, m, "name"))
    return replace(fact, value=f"{fact.value} named {name.lower()}", title=f"{fact.title} named {name}",
                   summary=f"The user has {fact.value} named {name}.")  # fmt: skip


def engaged_to(fact: IdentityFact, c: Clause) -> IdentityFact | None:
    """ "Is engaged" with the name the next clause gives, in the user's capitals."""
    if fact.title != "Is engaged" or not (m := _TO_NAME.match(c.lower)):
        return None
    name = orig(c, m, "name")
    if not name[:1].isupper():
        return None
    return replace(fact, title=f"Is engaged to {name}", summary=f"The user is engaged to {name}.")


# "The kids (Lena 15, Paul 12) are with me": children named with their ages in brackets,
# which the clause splitting cuts apart, so the message is read whole.
_KIDS_HEADING = re.compile(r"(?:the|my|our)\s+(?P<who>kids|children|boys|girls|twins)")
_ONE_CHILD = r"[A-Z][a-zà-ÿ'-]+\s*,?\s*\(?\d{1,2}\)?"
_KIDS_LISTED = re.compile(
    rf"\b(?i:the|my|our)\s+(?i:kids|children|boys|girls|twins)\s*\((?P<list>{_ONE_CHILD}"
    rf"(?:\s*(?:,|and|&)\s*{_ONE_CHILD})+)\)"
)
_CHILD = re.compile(r"(?P<name>[A-Z][a-zà-ÿ'-]+)\s*,?\s*\(?(?P<age>\d{1,2})\)?")


def children_listed(c: Clause, content: str) -> IdentityFact | None:
    """The children a heading clause ("the kids") names in the brackets after it."""
    if not c.is_statement or not (head := _KIDS_HEADING.fullmatch(c.lower)):
        return None
    if not (m := _KIDS_LISTED.search(content)):
        return None
    kids = [f"{k['name']} ({k['age']})" for k in _CHILD.finditer(m["list"])]
    named = ", ".join(kids[:-1]) + f" and {kids[-1]}"
    who = head["who"] if head["who"] != "kids" else "children"
    return make_fact(f"relationship:{who}:has", named.lower(), f"Has {len(kids)} {who}: {named}",
                     "relationship", relationship=who)  # fmt: skip
