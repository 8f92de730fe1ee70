"""One home per message: a place said in passing does not outrank a home stated outright.

`whereabouts.place_in_passing` reads where the user is from what they do somewhere ("I'm
apprenticed to an old potter in Gojozaka") and marks it a demographic fact; the frames that
say where one lives ("moro em Kyoto", "im in cebu") mark theirs a location. The residence
holds one value, the last one said winning, so a passing place after a stated home in the
same message would replace the home the user named; it is dropped instead."""

from __future__ import annotations

from memoryflow.extractors.rules.identity_assertion import IdentityAssertion

__all__ = ["stated_home_first"]

_PASSING = "demographic"  # the identity type `place_in_passing` gives a residence


def stated_home_first(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """`found` without a passing residence of a message that already states its home."""
    stated = {
        a.message_id
        for a in found
        if a.fact.slot == "residence" and not a.fact.negated and a.fact.identity_type != _PASSING
    }
    return [
        a
        for a in found
        if not (
            a.fact.slot == "residence"
            and a.fact.identity_type == _PASSING
            and a.message_id in stated
        )
    ]
