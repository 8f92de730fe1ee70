"""How the user wants an answer built, beyond its style: what comes first ("answer first,
then explain", "tldr first", "bottom line up front"), the level to pitch it at ("explain
like im a complete beginner", "assume im a beginner", "treat me like an expert"), only the
thing itself ("just give me the code"); and liking said sarcastically ("i just ADORE hmrc
forms. best part of my year"), which is no liking at all."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.text import Clause

_YOU = r"(?:please\s+|pls\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+|pls\s+)?)?"

# What one asks to get before the rest.
FIRST_THING = (
    r"(?:(?:short|quick|main|final|direct|actual|one-line|one line)\s+)?(?:answer|tl;?dr|"
    r"summary|conclusion|bottom line|verdict|recommendation|takeaway|result|solution|code|fix|"
    r"commands?|formula|query|working|example|numbers|steps)"
)
# The kind of question a wish is for: "for coding questions give me the code first".
_FOR_KIND = (
    r"(?:(?:for|with|on)\s+(?P<kind>(?:[\w-]+\s+){1,2}?(?:questions|stuff|problems|tasks)),?\s+)?"
)
_FIRST = re.compile(
    rf"^{_FOR_KIND}{_YOU}(?:i\s+(?:want|need|like|prefer)\s+|(?:give|show|tell)\s+(?:me\s+)?|lead\s+with\s+|"
    rf"start\s+with\s+|put\s+)?(?:just\s+)?(?:the\s+|a\s+)?(?P<what>{FIRST_THING})\s+"
    r"(?P<where>first|up\s*front|at the (?:top|start)|before (?:anything else|the explanation|"
    r"the details))(?=$|[\s,]+(?:then|and|followed|please|thanks|always|every|from|for|when|"
    r"whenever|if|before|with|explanation|explain|so|rest|details|after)\b)"
)
# The reader one is: a level to pitch explanations at.
_LEVEL_WORDS = (
    r"(?:(?:complete|total|absolute|real|bit of a|proper|clueless)\s+)?(?:beginner|novice|"
    r"newbie|noob|layman|layperson|non-expert|outsider|expert|pro|professional|dummy|idiot|"
    r"child|kid|grandma|granny|five year old|5 year old|ten year old|10 year old|"
    r"(?:five|5|ten|10|twelve|12))"
)
_LEVEL = re.compile(
    rf"^{_YOU}(?:(?:explain|talk|write|answer|speak|treat|teach)(?:\s+(?:it|this|that|things|"
    r"everything|stuff|to me|me))?\s+(?:like|as if|as though|as)\s+(?:(?:i'm|i am|i was|i were)"
    r"\s+|to\s+|for\s+)?|(?:assume|pretend)\s+(?:that\s+)?(?:i'm|i am)\s+)"
    rf"(?:(?:a|an)\s+)?(?P<level>{_LEVEL_WORDS})\b"
)
# Only the thing itself.
_ONLY = re.compile(
    r"^just\s+(?:give|show|send|tell)\s+(?:me\s+)?(?:the\s+)?(?P<what>code|answer|final answer|"
    r"numbers|commands?|steps|result|facts|short version|formula)\b"
)

# Liking said sarcastically: a shouted verb after "just"/"oh"/"really", or a marker of irony
# anywhere in the message.
_SHOUTED_LIKE = re.compile(
    r"\b(?:just|oh|really|simply|absolutely|totally)\s+(?:i\s+(?:just\s+)?)?"
    r"(?P<verb>LOVE|ADORE|ENJOY|LIVE FOR)\b"
)
_IRONY = re.compile(
    r"\b(?:best part of my (?:day|week|month|year|life)|said no one|nothing says .{1,30} like|"
    r"what could (?:possibly )?go wrong|living the dream|just what i needed|oh joy|fun times|"
    r"my fav(?:ou)?rite thing in the world|"
    # a liking of what one has to bear: "i just love having to…", "love waiting on hold for an
    # hour", "love how the bus is late again"
    r"(?:love|adore|enjoy)\s+(?:having\s+to|being\s+(?:stuck|put on hold|ignored)|waiting\b[^.!?]{0,40}"
    r"\b(?:hours?|ages|forever)|how\b[^.!?]{0,50}\bagain))\b|(?:^|\s)/s\b",
    re.IGNORECASE,
)


def sarcastic_like(c: Clause, message: str) -> bool:
    shouted = _SHOUTED_LIKE.search(message)
    return bool((shouted and shouted["verb"] in c.text) or _IRONY.search(message))


def answer_shape(c: Clause) -> tuple[str, str, float, str] | None:
    """(title, directive, priority, kind) when the clause asks for a shape of answer."""
    low = c.lower
    if m := _FIRST.match(low):
        what = re.sub(r"\btl;?dr\b", "TL;DR", m["what"])
        where = "up front" if "front" in m["where"] else "first"
        kind = f" for {m['kind']}" if m["kind"] else ""
        return (
            f"Wants the {what} {where}, then the rest{kind}",
            f"Give the {what} {where}",
            0.8,
            "directive",
        )
    if m := _LEVEL.match(low):
        level = m["level"]
        if re.fullmatch(r"(?:five|5|ten|10|twelve|12)", level):
            level = f"{level} year old"
        a = "an" if level[0] in "aeiou" else "a"
        return (
            f"Wants explanations pitched at {a} {level}",
            f"Explain as to {a} {level}",
            0.8,
            "directive",
        )
    if m := _ONLY.match(low):
        return f"Wants just the {m['what']}", f"Give just the {m['what']}", 0.7, "directive"
    return None


def asks_for_a_shape(c: Clause) -> bool:
    """ "can u give me the answer first": a standing wish, though asked as a question."""
    return bool(_FIRST.match(c.lower) or _LEVEL.match(c.lower))
