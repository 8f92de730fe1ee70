"""Liking and disliking said without a verb of liking: what one is a fan of ("im a massive f1
fan", "huge arsenal fan here", "total sci-fi nerd", "a coffee snob"), a favourite ("my
favourite food is pho", "fav band atm is fontaines dc"), a weakness or a thing ("dark
chocolate is my weakness", "country music is not my thing"), and the casual verbs ("i live
for karaoke nights", "cant get enough of korean dramas", "nothing beats a sunday roast",
"hate hate hate mushrooms").

Only the user's own: a clause about someone else ("my son is a massive f1 fan") has a subject
these frames do not open with."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.text import Clause

_FAN_NOUN = r"fan|nerd|geek|addict|junkie|snob|lover|buff|fanatic|enthusiast|fiend|obsessive"
_DEGREE = r"(?:big|huge|massive|total|complete|die-?hard|lifelong|proper|absolute|real|bit of a)"
# "im a massive f1 fan", "huge arsenal fan here", "total sci-fi nerd"; a determiner inside
# makes it a thing, not a liking ("tried the fan", "bought a fan").
_FAN = re.compile(
    rf"^(?:i'm\s+|i am\s+)?(?:also\s+|such\s+)?(?:a\s+|an\s+)?(?:{_DEGREE}\s+)?"
    rf"(?P<what>(?!(?:the|a|an|my|your|his|her|their|this|that|fan|huge|big|i'm|i|im)\b)[\w'&.-]+"
    rf"(?:\s+(?!(?:the|a|an|my|your|his|her|their|our|this|that)\b)[\w'&.-]+){{0,2}}?)\s+"
    rf"(?P<noun>{_FAN_NOUN})(?:\s+here)?$"
)
# "my favourite food is pho", "fav band atm is fontaines dc".
_FAVOURITE = re.compile(
    r"^(?:my\s+)?(?:all[- ]time\s+)?(?:favourite|favorite|fav|fave)\s+(?P<kind>(?!(?:part|bit|thing|"
    r"moment|line|scene|episode|chapter|one|answer|idea|way)\b)[\w-]+(?:\s+[\w-]+)?)"
    r"(?:\s+(?:atm|right now|at the moment|ever|of all time|lately))?\s+(?:is|are|has to be|'s)\s+"
    r"(?P<what>(?!(?:this|that|it|probably|hard|tough|a tough)\b)\S.*)$"
)
# "dark chocolate is my weakness", "country music is not my thing".
_MY_THING = re.compile(
    r"^(?P<what>(?!(?:it|this|that|he|she|they|there|which|what|who|work|life|everything)\b)"
    r"[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+(?:is|are|'s|'re)\s+(?P<neg>not\s+|never\s+)?(?:really\s+)?"
    r"(?:my|totally my|so my)\s+(?P<noun>weakness|thing|jam|guilty pleasure|kryptonite|happy place|"
    r"comfort food|love language|cup of tea|vibe)\b"
)
# "i live for karaoke nights", "cant get enough of korean dramas", "nothing beats a roast".
_CASUAL = re.compile(
    r"^(?:i\s+)?(?P<verb>live for|can't get enough of|cannot get enough of|never get tired of|"
    r"could eat|could live on|would die for|nothing beats|nothing better than|obsessed with|"
    r"(?:love|hate)(?:\s+(?:love|hate))+)\s+(?P<what>(?!(?:it|this|that|them|you|him|her|"
    r"the idea|the way|how|when|what|being|the weekend|the moment|the drama|now)\b)\S.*)$"
)


def liking(c: Clause) -> tuple[str, str, float, str] | None:
    """(title, directive, priority, kind) when the clause says what the user likes or not."""
    if c.supplied not in ("", "I'm", "I"):
        return None
    low = re.sub(r"\s+(?:tbh|ngl|lol|honestly|tho|though|atm|rn|right now)$", "", c.lower)
    text = c.text[: len(low)] if len(c.text) == len(c.lower) else low
    if m := _FAN.match(low):
        what = text[m.start("what") : m.end("what")]
        title = f"Is a fan of {what}" if m["noun"] == "fan" else f"Is a {what} {m['noun']}"
        return title, f"Favour {what}", 0.5, "like"
    if m := _FAVOURITE.match(low):
        what = text[m.start("what") :]
        if len(what.split()) > 6:
            return None
        return f"Favourite {m['kind']} is {what}", f"Favour {what}", 0.5, "like"
    if m := _MY_THING.match(low):
        what = text[m.start("what") : m.end("what")]
        if m["neg"]:
            return f"Dislikes {what}", f"Avoid {what}", 0.6, "dislike"
        return f"Loves {what}", f"Favour {what}", 0.5, "like"
    if m := _CASUAL.match(low):
        what = text[m.start("what") :]
        if len(what.split()) > 6:
            return None
        if m["verb"].startswith("hate"):
            return f"Hates {what}", f"Avoid {what}", 0.6, "dislike"
        return f"Loves {what}", f"Favour {what}", 0.5, "like"
    return None
