"""Preference builders for what the user likes, cannot stand or habitually does ("big fan
of sci-fi", "coriander tastes like soap to me", "I run ultras", "I meditate every
morning"), and the helpers every preference builder shares."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import article
from memoryflow.extractors.rules.phrasing import capitalise, outside_quotes, second_to_first
from memoryflow.extractors.rules.preference_vocab import (
    DO_PASTIMES,
    GROUPS,
    HABIT_FREQ,
    HABIT_SKIP,
    INSTRUMENTS,
    KEEN,
    OBJ_BAD_START,
    OBJ_TAIL,
    PASTIME_ALONE,
    PASTIME_BAD_OBJECT,
    QUANTITY,
)
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.verb_forms import (
    is_ly_adverb,
    is_past,
    third_person,
    verbs_after_and,
)

# A numbered line or the marks of a pattern or code: "Row 1: *k2tog", "row 3 = purl".
_NOTATION = re.compile(r"^\d+\s*[:.)]|[*=<>{}#]")


# Why or what of it, after the habit: "I drink 3 coffees a day which probably doesn't help".
_WHY_TAIL = re.compile(r",?\s+(?:which|because|cause|cos|coz|but)\b.*$")


def third(text: str) -> str:
    """The user's words about the assistant in the third person: "your tone" → "the
    assistant's tone"."""
    return second_to_first(outside_quotes(text, _assistant))


def _assistant(text: str) -> str:
    text = re.sub(r"\byour\b", "the assistant's", text, flags=re.IGNORECASE)
    return re.sub(r"\byou\b", "the assistant", text, flags=re.IGNORECASE)


def orig(c: Clause, m: re.Match[str], group: str) -> str:
    return (c.text if len(c.text) == len(c.lower) else c.lower)[m.start(group) : m.end(group)]


def prefer(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    obj = OBJ_TAIL.sub("", orig(c, m, "obj"))
    if m["verb"] == "rather":
        if len(obj.split()) < 2:
            return None
        return f"Would rather {third(obj)}", f"Prefer {obj}", 0.7, "preference"
    if OBJ_BAD_START.match(obj.lower()) or len(obj.split()) > 12:
        return None
    return f"Prefers {third(obj)}", f"Prefer {obj}", 0.7, "preference"


def tastes_bad(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    if c.supplied:
        return None
    food = orig(c, m, "obj")
    return f"Dislikes {food}", f"Avoid {food}", 0.8, "dislike"


# "those motivational quotes", "these long meetings": a kind of thing pointed at, a plural
# with a describing word ("these shoes" alone is the pair in front of one) and no place or
# person that pins it to one lot ("those guys at work"); "those" alone names nothing.
_POINTED_KIND = re.compile(
    r"^(?:those|these)\s+(?P<kind>(?:[a-z][\w-]*\s+){1,3}[a-z][\w-]*s)$", re.IGNORECASE
)
_ONE_LOT = re.compile(r"\b(?:at|in|from|who|that|on|of|with|you|your|my|our|guys|people)\b")


def likes(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    obj = OBJ_TAIL.sub("", orig(c, m, "obj")).strip()
    if (kind := _POINTED_KIND.match(obj)) and not _ONE_LOT.search(kind["kind"].lower()):
        obj = kind["kind"]
    positive = m["verb"] in ("like", "love", "enjoy", "adore", "into", "fan of") or bool(
        re.fullmatch(KEEN, m["verb"])
    )
    positive = positive and not re.match(r"i(?:'m| am)\s+not\b", c.lower)  # "not a fan of"
    if m["verb"] == "like" and c.supplied:
        return None  # ", like proper 2 tone stuff": a filler, not "I like"
    if when := re.match(
        r"(?:it\s+)?when\s+(?:you|(?:the\s+)?(?:answers|replies|responses|explanations))\s+(?P<x>.+)",
        orig(c, m, "obj").strip(),  # before the tail goes: "when answers are too long"
        re.IGNORECASE,
    ):
        verb = "Likes" if positive else "Dislikes"
        x = third(when["x"])
        return f"{verb} answers that {x}", f"{'Do' if positive else 'Avoid'}: {x}", 0.7, "directive"
    if OBJ_BAD_START.match(obj.lower()) or obj.lower().startswith("when"):
        return None
    if not 1 <= len(obj.split()) <= 8 or c.supplied not in ("", "I", "I'm"):
        return None
    verb = {"like": "Likes", "love": "Loves", "enjoy": "Enjoys", "adore": "Loves"}.get(
        m["verb"], "Likes" if positive else "Dislikes"
    )
    obj3 = third(obj)
    return (
        f"{verb} {obj3}",
        f"{'Favour' if positive else 'Avoid'} {obj3}",
        (0.5 if positive else 0.6),
        "like" if positive else "dislike",
    )


def pastime(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    verb, rest = m["verb"], orig(c, m, "rest").strip()
    if c.supplied not in ("", "I") or c.is_hypothetical:
        return None
    low = rest.lower()
    if _NOTATION.search(low):
        return None  # "Row 1: *k2tog, yo*": a line of a pasted pattern, not a sentence
    if verb in PASTIME_ALONE:
        if low and PASTIME_BAD_OBJECT.match(low) and not re.match(r"(?:on|at|in)\s", low):
            return None
    elif not low:
        return None
    elif verb == "do":
        if not DO_PASTIMES.match(low):
            return None
    elif verb == "play" and re.match(rf"in\s+{GROUPS}", low):
        pass
    elif PASTIME_BAD_OBJECT.match(re.sub(rf"^{QUANTITY}", "", low)) or (
        verb == "play" and INSTRUMENTS.match(low)
    ):
        return None
    words = verb.split()
    title = " ".join([third_person(words[0]), *words[1:], third(rest)])
    title = capitalise(verbs_after_and(title).strip())
    return title, f"Keep in mind: the user {title[0].lower()}{title[1:]}", 0.4, "habit"


def no_food(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    what = orig(c, m, "what").strip()
    return f"Does not want {what}", f"Avoid {what}", 0.8, "dislike"


def long_habit(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    what = third(orig(c, m, "what"))
    return f"Has been {what}", f"Keep in mind: the user has been {what}", 0.4, "habit"


def learns_best(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    obj = third(orig(c, m, "obj"))
    return f"Learns best {obj}", f"Teach {obj}", 0.7, "preference"


def kind_of_person(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    what = f"{'not ' if m['neg'] else ''}{article(m['what'])} {m['what']} person"
    return f"Is {what}", f"Keep in mind: the user is {what}", 0.5, "like"


def habit(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    verb = m["verb"]
    if c.supplied or verb in HABIT_SKIP or not (m["freq"] or HABIT_FREQ.search(c.lower)):
        return None
    if is_past(verb) or is_ly_adverb(verb):
        return None  # "i only did a 2 week course": done once; "i only recently started…"
    rest = _WHY_TAIL.sub("", third(orig(c, m, "rest"))).strip()
    if re.match(r"(?:(?:with|for|to|at)\s+)?(?:her|him|them|it)\b", rest.lower()):
        return None  # "i run with her most mornings", "i always mix them up": who is elsewhere
    freq = f"{m['freq'].strip()} " if m["freq"] else ""
    title = capitalise(verbs_after_and(f"{freq}{third_person(verb)} {rest}").strip())
    return title, f"Keep in mind: the user {title[0].lower()}{title[1:]}", 0.4, "habit"
