"""Standing dislikes said casually, without a verb of disliking: "i dont really do spicy
food", "never been into football", "i was never a fan of cruises", "cant handle heat",
"crowds stress me out", "loud chewing drives me nuts", "mondays are the worst".

What is disliked must be a kind of thing, named bare (a plural, a mass noun, a gerund):
that is what makes the dislike standing. With a determiner or a pronoun it is one thing met
once ("that movie stressed me out", "this traffic is the worst", "i can't handle it"), and
the catch-alls of a day (work, life, everything) say a mood, not a taste."""

from __future__ import annotations

import re

from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

# Not a kind of thing: determiners, pronouns, days and the catch-alls of a mood.
_NOT_A_KIND = (
    r"(?!(?:a|an|the|this|that|these|those|my|your|his|her|our|their|its|it|he|she|they|we|"
    r"you|i|me|him|them|us|what|which|who|some|any|much|many|more|most|all|both|every|each|"
    r"no|one|two|three|anything|everything|nothing|something|anyone|everyone|people|today|"
    r"tonight|tomorrow|yesterday|now|here|there|work|life|school|uni|college|stuff|things|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|well|too|so|much|right|"
    r"again|anymore|either|yet)\b)"
)
_KIND = rf"{_NOT_A_KIND}(?P<what>[a-z][\w'-]*(?:\s+[\w'-]+){{0,3}}?)"
_REALLY = r"(?:really\s+|honestly\s+|just\s+|actually\s+|totally\s+|ever\s+|at\s+all\s+)?"
# What may follow the kind without making it one thing: "at all", "tbh", "honestly".
_END = r"(?:\s+(?:at all|honestly|either|tho|though|really|anymore|any more))?$"

# A time that makes a dislike a mood of the moment.
_FOR_NOW = re.compile(r"\b(?:now|today|tonight|atm|this\s+(?:week|month|morning|evening|year))\b")

_DISLIKES: tuple[re.Pattern[str], ...] = tuple(
    re.compile(pattern)
    for pattern in (
        # "i dont really do spicy food", "i don't do mornings"
        rf"^i\s+(?:don't|dont|do not)\s+{_REALLY}do\s+{_KIND}{_END}",
        # "never been into football", "i've never been a big fan of cruises",
        # "i was never one for parties", "i've never been big on sweets"
        rf"^(?:i(?:'ve|\s+have|ve)\s+|i\s+)?(?:never\s+been|was\s+never|have\s+never\s+been)\s+"
        rf"{_REALLY}(?:(?:a\s+)?(?:big\s+|huge\s+|massive\s+)?fan\s+of|into|one\s+for|"
        rf"(?:big|huge|keen|mad)\s+on)\s+{_KIND}{_END}",
        # "cant handle heat", "i can't deal with crowds", "i cannot do heights"
        # ("i can't do phone calls" is as often what one is unable to do)
        rf"^(?:i\s+)?(?:can't|cant|cannot|can\s+not)\s+{_REALLY}(?:handle|deal\s+with|tolerate|"
        rf"stomach|bear)\s+{_KIND}{_END}",
    )
)
# "crowds stress me out", "loud chewing drives me nuts", "small talk bores me to death"
_DISLIKED_FIRST = re.compile(
    rf"^{_KIND}\s+(?:really\s+|just\s+|always\s+|honestly\s+)?(?:stress(?:es)?\s+me\s+out|"
    r"annoys?\s+me|irritates?\s+me|bores?\s+me(?:\s+to\s+(?:death|tears))?|"
    r"gross(?:es)?\s+me\s+out|freak(?:s)?\s+me\s+out|drives?\s+me\s+(?:crazy|nuts|mad|insane|"
    r"up\s+the\s+wall|bananas)|(?:gets?|get)\s+on\s+my\s+nerves|makes?\s+me\s+(?:gag|cringe))"
    rf"{_END}"
)
# "mondays are the worst", "group projects are the worst"
_THE_WORST = re.compile(rf"^{_KIND}\s+(?:is|are|'s|'re)\s+(?:honestly\s+|just\s+)?the\s+worst$")


def _said(c: Clause, m: re.Match[str]) -> str:
    return (c.text if len(c.text) == len(c.lower) else c.lower)[m.start("what") : m.end("what")]


def casual_dislike(c: Clause) -> Reading | None:
    """(title, directive, priority, kind) when the clause says a standing dislike in one of
    the casual frames above."""
    if c.supplied not in ("", "I'm", "I"):
        return None
    low = c.lower
    for pattern in (*_DISLIKES, _DISLIKED_FIRST, _THE_WORST):
        if m := pattern.match(low):
            what = _said(c, m)
            if _FOR_NOW.search(what.lower()):
                return None  # "i can't handle enthusiasm right now": a mood of today
            if pattern is _THE_WORST and not _generic(m["what"]):
                return None  # "the traffic is the worst" met once; "mondays are the worst"
            return f"Dislikes {what}", f"Avoid {what}", 0.6, "dislike"
    return None


def _generic(what: str) -> bool:
    """A kind named in the plural or as an activity: "mondays", "group projects", "driving
    at night" (a singular noun alone is as often the one met today: "traffic")."""
    head = what.split()[0]
    last = what.split()[-1]
    return head.endswith("ing") or (last.endswith("s") and not last.endswith("ss"))


# "nothing with mushrooms tho, i cant stand them": the pronoun is the thing just turned down.
_PRONOUN_FEELING = re.compile(
    # the "i" is often dropped in chat: "just dont tell me salt substitutes, cant stand them"
    r"^(?:(?:cause|cos|coz|because|bc|since|as)\s+)?(?:i\s+)?(?:really\s+|absolutely\s+|just\s+)?"
    r"(?P<verb>can't stand|cant stand|cannot stand|hate|detest|loathe|despise|can't eat|cant eat|"
    r"don't like|dont like|do not like)\s+(?:them|it|those)(?:\s+(?:at all|tbh|honestly))?$"
)
_TURNED_DOWN = re.compile(
    r"(?:\bno|\bnothing\s+with|\bwithout|\bhold|\bminus|\bskip|\bnot|"
    # a suggestion turned down: "dont tell me salt substitutes", "don't suggest oat milk"
    r"\b(?:don't|dont|do not)\s+(?:tell me|suggest|recommend|give me))\s+(?:the\s+|any\s+)?"
    rf"{_KIND}\s*(?:\b(?:tho|though|please|pls|plz)\b)?\s*[,;.!-]*\s*$"
)


def dislike_named_before(c: Clause, content: str) -> Reading | None:
    """ "Dislikes mushrooms" when the clause says "i can't stand them" of the thing the
    message turned down just before it ("nothing with mushrooms tho, …", "no olives pls,
    …")."""
    if c.supplied or not _PRONOUN_FEELING.match(c.lower):
        return None
    said = cs.normalise_casual(content)  # as the clause was read: "cant" is "can't"
    at = said.lower().find(c.lower)
    if at <= 0:
        return None
    m = _TURNED_DOWN.search(said[:at].lower())
    if m is None or _FOR_NOW.search(m["what"]) or m["what"].split()[-1] in ("one", "ones"):
        return None  # "not the blue one, i hate it": one thing of those shown
    what = said[m.start("what") : m.end("what")]
    return f"Dislikes {what}", f"Avoid {what}", 0.6, "dislike"
