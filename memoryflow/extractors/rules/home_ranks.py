"""One home per message: a place said in passing does not outrank a home stated outright.

`whereabouts.place_in_passing` reads where the user is from what they do somewhere ("I'm
apprenticed to an old potter in Gojozaka") and marks it a demographic fact; the frames that
say where one lives ("moro em Kyoto", "im in cebu") mark theirs a location. The residence
holds one value, the last one said winning, so a passing place after a stated home in the
same message would replace the home the user named; it is dropped instead, and so is one
said in a later message ("I've been in Leeds for six years" then "I work as a chef in a
small trattoria in Headingley": the trattoria's district is where they work, not a new
home). A home stated outright later still replaces the earlier one."""

from __future__ import annotations

from memoryflow.extractors.rules.identity_assertion import IdentityAssertion

__all__ = ["stated_home_first"]

_PASSING = "demographic"  # the identity type `place_in_passing` gives a residence


def stated_home_first(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """`found` without a passing residence of a message that states its home, or said after
    a home stated in an earlier message."""
    stated = {a.message_id for a in found if _stated_home(a)}
    kept: list[IdentityAssertion] = []
    home_said = False
    for a in found:
        passing = a.fact.slot == "residence" and a.fact.identity_type == _PASSING
        if passing and (home_said or a.message_id in stated):
            continue
        home_said = home_said or _stated_home(a)
        kept.append(a)
    return kept


def _stated_home(a: IdentityAssertion) -> bool:
    return a.fact.slot == "residence" and not a.fact.negated and a.fact.identity_type != _PASSING
