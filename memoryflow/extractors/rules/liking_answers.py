"""A short reply to the assistant's question about what the user likes, dislikes or wants
answers to be, read as the statement the question frames: "What's your favourite cuisine?"
→ "thai" (the user's favourite cuisine is Thai); "Any foods you don't like?" → "mushrooms
and olives"; "Metric or imperial?" → "metric".

A reply that answers nothing ("yes", "either", "not sure", "no") stays unread, and a
choice between two things is a preference only when the question is about the answers
themselves ("Would you like a recipe or a workout plan?" asks for this answer)."""

from __future__ import annotations

import re

# (what the assistant asked, the statement the reply makes, with {0}… the question's groups
# and the reply last)
_QUESTIONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(question, re.IGNORECASE), statement)
    for question, statement in (
        (r"\bwhat(?:'s| is| are) your (?:all[- ]time )?fav(?:ou?rite|e)? (?P<kind>(?:\w+ ){0,2}?\w+)"
         r"(?:\s+(?:at the moment|right now|these days|atm|ever))?\s*\?", "my favourite {0} is {1}"),
        (r"\bwhat (?:kind|sort|type|genre)s? of (?P<kind>\w+(?: \w+)?) (?:do you (?:like|enjoy|love|"
         r"listen to|read|watch|prefer)|are you into|you like)\b", "I like {1}"),
        (r"\b(?:anything|any (?:foods?|ingredients?|things?|dishes))\s+(?:that\s+)?you\s+(?:don't|do not|"
         r"dont|can't|cannot)\s+(?:like|eat|stand)\b|\bany (?:food )?dislikes\b", "I don't like {}"),
        (r"\banything (?:you(?:'d| would) like me to|i should) avoid\b", "please avoid {}"),
        (r"\b(?:prefer|like|want|rather)\b[^?]*\b(?:answers?|replies|units|metric|imperial|format|"
         r"language|bullet points|tables?|short|detailed|celsius|fahrenheit|spelling|tone|formal|"
         r"casual|long)\b[^?]*\bor\b", "I prefer {}"),
    )
)  # fmt: skip

_NO_CHOICE = re.compile(
    r"^(?:yes|yeah|yep|yup|sure|ok|okay|either|both|whatever|any|anything|depends|maybe|"
    r"neither|all of them|don't mind|doesn't matter|no preference|i don't know|hmm+|idk|"
    r"dunno|not really|nothing|none|no|nah|nope)\b"
)

# A choice asked about the piece being drafted, not the answers: "Do you want the wording
# formal or friendly?", "Should the letter be short or detailed?", "Would you like it formal
# or casual?" (the reply is for that piece only).
_ABOUT_A_PIECE = re.compile(
    r"\b(?:the|your|this|that)\s+(?:wording|letter|email|e-mail|message|msg|note|speech|post|"
    r"caption|invitation|invite|text|card|toast|bio|cover letter|complaint|reply to \w+|"
    r"announcement|eulogy|review|poem|story)\b[^?]*\bor\b"
    r"|\b(?:want|like|prefer)\s+(?:it|them)\s+(?:to be\s+|to sound\s+|more\s+)?\w+[^?]*\bor\b",
    re.IGNORECASE,
)


def liking_answer(question: str, reply: str) -> str | None:
    """The reply as the statement the question about liking frames, or None."""
    reply = re.sub(
        r"[\s,]+(?:please|pls|plz|thanks|thx|easily|obviously|probably)$", "", reply.strip()
    )
    low = reply.lower()
    if _NO_CHOICE.match(low) or "?" in reply:
        return None
    if _ABOUT_A_PIECE.search(question):
        return None  # "Do you want the wording formal or friendly?" → "friendly but firm"
    for pattern, statement in _QUESTIONS:
        if m := pattern.search(question):
            groups = [g.lower() for g in m.groups() if g]
            return statement.format(*groups, reply)
    return None
