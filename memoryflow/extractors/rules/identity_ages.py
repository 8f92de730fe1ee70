"""An age said beside the rest of a sentence (cases in
`tests/extractors/test_rule_origins_in_passing.py`): "i'm a 45 year old beginner", "as a
30yo", "im in my late 50s", "me (34f)", "22 year old uni student here", "retraining as an
electrician at 45", "aged 68" and "71 years of age" as a fragment, "im 41 not 21". A level of explanation asked for ("explain it like i'm 10") is no age."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.text import Clause

__all__ = ["age_in_passing"]

# A change of life under way at one's age: "retraining as an electrician at 45", "learning
# to swim at 61" (not a time of day: the age ends the clause and the verb is a change).
_AGE_OF_A_CHANGE = re.compile(
    r"^(?:i(?:'m| am)\s+)?(?:(?:now|also|finally|actually)\s+)?(?:retraining|learning|relearning|"
    r"switching\s+careers|changing\s+careers|going\s+back\s+to\s+(?:school|uni|college)|"
    r"starting\s+over|becoming|studying|training)\b[^,]*?\bat\s+(?P<age>[2-9]\d)$"
)
# "22 year old uni student here": an introduction opening on the age.
_AGE_FIRST = re.compile(
    r"^(?P<age>[1-9]\d)\s*(?:-?\s*(?:year|yr)s?[- ]old|yo|y/o)\s+(?:[\w-]+\s+){1,3}here$"
)

# An age said beside the rest: "i'm a 45 year old beginner", "as a 30yo", "im in my 40s",
# "me (34f)", "34f here".
_AGE_SAID = re.compile(
    r"\b(?:i'?m|i\s+am|as)\s+an?\s+(?P<age>[1-9]\d)\s*(?:-?\s*(?:year|yr)s?[- ]old|yo|y/o)\b"
    r"|\bi'?m\s+in\s+my\s+(?P<decade>(?:early|mid|late)\s+)?(?P<tens>[2-9]0)'?s\b"
    r"|\bme\s+\((?P<me>[1-9]\d)\s*[fm]\)"
    r"|^(?P<bare>[1-9]\d)\s*[fm]\s+here\b"
    # a formal age as a fragment of its own: "I am a retired teacher, aged 68, and …",
    # "71 years of age"
    r"|^(?:and\s+)?(?:now\s+)?aged\s+(?P<aged>[1-9]\d)$"
    r"|^(?:and\s+)?(?P<of_age>[1-9]\d)\s+years\s+of\s+age$"
    # an age set against another: "im 41 not 21"
    r"|\bi'?m\s+(?P<not>[1-9]\d)\s*,?\s+not\s+(?:[1-9]\d)\b"
)
_AS_IF = re.compile(r"\b(?:like|as if|pretend|imagine)\s*$")
_YOUNGEST_SAID = 16  # "as a 10 year old would" is a level of explanation
_DIGIT = re.compile(r"\d")


def age_in_passing(c: Clause, words: frozenset[str]) -> IdentityFact | None:
    """The user's age, when the clause says it beside something else."""
    if not _DIGIT.search(c.lower):
        return None
    m = _AGE_SAID.search(c.lower) or _AGE_FIRST.match(c.lower) or _AGE_OF_A_CHANGE.match(c.lower)
    if m is None or _AS_IF.search(c.lower[: m.start()]):
        return None  # "explain it like i'm a 10 year old" asks for a level, not an age
    if m.groupdict().get("tens"):
        stage = f"{m['decade'].strip()} " if m["decade"] else ""
        return make_fact("age", f"{stage}{m['tens']}s", f"Is in their {stage}{m['tens']}s",
                         "demographic")  # fmt: skip
    groups = m.groupdict()
    age = next(
        (groups[g] for g in ("age", "me", "bare", "aged", "of_age", "not") if groups.get(g)), ""
    )
    if int(age) < _YOUNGEST_SAID:
        return None
    return make_fact("age", age, f"Is {age} years old", "demographic")
