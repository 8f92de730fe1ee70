"""Liking and disliking said around the noun rather than with a verb of liking: the favourite
named first ("horror movies are my favourite"), a thing that is a no or not for one
("mushrooms are a no for me", "musicals are not for me", "crime novels aren't really my
thing"), "not big on sweets", the thing first and the feeling after ("olives i cant
stand"), a judgement of taste ("blue cheese is gross"), one thing taken over another ("i'd
take a beach holiday over a city break any day"), the kind of person, eater or learner one
is ("more of a tea person", "such a foodie", "not much of a reader", "a visual learner").

What comes first must be a thing: not a pronoun, a day or a time ("friday is a no for me" is
a diary, "that's a no from me" an answer), nor a part of something ("the ending is my
favourite part"). "Salads no way" turns down a suggestion; it is no dislike.
"""

from __future__ import annotations

import re

from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]

_NOT_A_THING = (
    r"(?!(?:it|this|that|these|those|he|she|they|we|you|i|there|which|what|who|the|mine|yours|"
    r"my|your|his|her|our|their|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|"
    r"next|this|morning|evening|weekend|anything|everything|nothing|one|both|either)\b)"
)
_THING = rf"{_NOT_A_THING}(?P<what>[\w'-]+(?:\s+[\w'-]+){{0,3}}?)"

_ROWS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), sign)
    for pattern, sign in (
        # "horror movies are my favourite", "lemon drizzle is my fave"
        (rf"^{_THING}\s+(?:is|are|'s|'re)\s+(?:definitely\s+|probably\s+|still\s+)?my\s+"
         r"(?:all[- ]time\s+)?(?:favourite|favorite|fav|fave)(?:\s+(?:thing|one|food|drink|"
         r"genre|band|show|films?|movies?|books?|sport|season|snack|meal))?(?:\s+to\s+(?:do|eat|"
         r"watch|read|drink|play))?$", "like"),
        # "indian food i love", "olives i cant stand"
        (rf"^{_THING}\s*,?\s+i\s+(?:really\s+|absolutely\s+|just\s+)?(?:love|adore)$", "like"),
        (rf"^{_THING}\s*,?\s+i\s+(?:really\s+|absolutely\s+|just\s+)?(?:hate|can't stand|cannot "
         r"stand|can't do|despise|loathe|detest|can't eat|won't eat)$", "dislike"),
        # "ugh i despise mayo"
        (rf"^i\s+(?:really\s+|absolutely\s+|just\s+|honestly\s+)?(?:despise|abhor|can't bear|"
         rf"cannot bear)\s+{_THING}$", "dislike"),
        # "blue cheese is gross"
        (rf"^{_THING}\s+(?:is|are)\s+(?:so\s+|just\s+|absolutely\s+)?(?:gross|disgusting|vile|"
         r"revolting|nasty)$", "dislike"),
        # "i'll eat anything except liver"
        (rf"^i(?:'ll|\s+will)\s+eat\s+(?:almost\s+)?anything\s+(?:except|but)\s+{_THING}$", "dislike"),
        # "my guilty pleasure is reality tv"
        (r"^my\s+(?:biggest\s+)?(?:guilty pleasure|comfort food|happy place)\s+(?:is|are)\s+"
         r"(?P<what>[\w'-]+(?:\s+[\w'-]+){0,3})$", "like"),
        # "mushrooms are a no for me", "anything with aubergine is a no from me"
        (rf"^(?:anything\s+with\s+)?{_THING}\s+(?:is|are|'s|'re)\s+(?:a\s+(?:hard\s+|big\s+)?"
         r"(?:no(?:-go| go)?|pass)|an\s+absolute\s+no)\s+(?:for|from)\s+me$", "dislike"),
        # "musicals are not for me", "crime novels aren't really my thing"
        (rf"^{_THING}\s+(?:is\s+not|are\s+not|isn't|aren't|'s\s+not|'re\s+not)\s+(?:really\s+|"
         r"exactly\s+|just\s+)?(?:for\s+me|my\s+(?:thing|cup of tea|jam|scene|vibe))$", "dislike"),
        # "i'm really not a fan of cardio"
        (rf"^i(?:'m|\s+am)\s+(?:really|just|honestly|definitely|actually)\s+not\s+(?:really\s+|a\s+|"
         rf"much\s+of\s+a\s+|big\s+|huge\s+|massive\s+)*(?:fan\s+of|into)\s+{_THING}$", "dislike"),
        # "i'm not big on sweets", "not keen on coriander"
        (rf"^i(?:'m|\s+am)\s+not\s+(?:very\s+|really\s+|too\s+|that\s+|a\s+)?(?:big|huge|keen|"
         rf"mad|crazy)\s+(?:on|about)\s+{_THING}$", "dislike"),
    )
)  # fmt: skip

# "i'd take a beach holiday over a city break any day"
_OVER = re.compile(
    r"^i(?:'d|\s+would)\s+(?:take|choose|pick)\s+(?P<x>.+?)\s+over\s+(?P<y>.+?)"
    r"(?:\s+any\s*day(?:\s+of\s+the\s+week)?|\s+every\s+time)$"
)
# "im more of a tea person", "I'm a visual learner"
_PERSON = re.compile(
    r"^i(?:'m|\s+am)\s+(?:much\s+|definitely\s+|very\s+much\s+)?more\s+of\s+an?\s+(?P<what>[\w-]+)\s+person$"
)
# "i'm a big tea drinker": a habit of liking.
_BIG_DOER = re.compile(
    r"^i(?:'m|\s+am)\s+(?:a\s+)?(?:big|huge|heavy|massive|keen|avid)\s+(?P<what>[\w-]+(?:\s+[\w-]+)?)\s+"
    r"(?P<noun>drinker|eater|reader|gamer|walker|snacker)$"
)
# "i'm not much of a reader", "im such a foodie", "i have a massive sweet tooth".
_NOT_MUCH_OF = re.compile(
    r"^i(?:'m|\s+am)\s+not\s+(?:much\s+of\s+a|a\s+big|a\s+huge|really\s+a)\s+"
    r"(?P<what>reader|drinker|cook|gamer|dancer|runner|walker|traveller|traveler|swimmer|"
    r"party person|people person|sports person|morning person|night person)$"
)
_SUCH_A = re.compile(
    r"^i(?:'m|\s+am)\s+(?:definitely\s+|totally\s+|honestly\s+|very\s+much\s+)?(?:such\s+|a\s+total\s+|a\s+real\s+|a\s+huge\s+|a\s+big\s+)?(?:a\s+|an\s+)?"
    r"(?P<what>foodie|bookworm|homebody|night owl|early bird|cinephile|audiophile|petrolhead|"
    r"gearhead|bibliophile|chocoholic)$|^i\s+have\s+(?:such\s+)?a\s+(?:massive\s+|huge\s+|real\s+|"
    r"big\s+|bit of a\s+)?(?P<tooth>sweet tooth)$"
)
_LEARNER = re.compile(
    r"^i(?:'m|\s+am)\s+(?:more\s+of\s+|definitely\s+|very\s+much\s+|really\s+)?an?\s+"
    r"(?P<how>visual|hands-on|auditory|kinaesthetic|kinesthetic|practical)\s+learner\b"
)


def _said(c: Clause, m: re.Match[str], group: str) -> str:
    return (c.text if len(c.text) == len(c.lower) else c.lower)[m.start(group) : m.end(group)]


def liking_around(c: Clause) -> Reading | None:
    """(title, directive, priority, kind) when the clause says what the user likes or not in
    one of the frames above."""
    if c.supplied not in ("", "I'm"):
        return None
    low = c.lower
    for pattern, sign in _ROWS:
        if m := pattern.match(low):
            what = _said(c, m, "what")
            if sign == "like":
                return f"Loves {what}", f"Favour {what}", 0.5, "like"
            return f"Dislikes {what}", f"Avoid {what}", 0.6, "dislike"
    if m := _OVER.match(low):
        x, y = _said(c, m, "x"), _said(c, m, "y")
        return f"Prefers {x} over {y}", f"Favour {x}", 0.6, "like"
    if m := _PERSON.match(low):
        return f"Is more of a {m['what']} person", f"Favour {m['what']}", 0.5, "like"
    if m := _BIG_DOER.match(low):
        what = _said(c, m, "what")
        return f"Is a big {what} {m['noun']}", f"Keep in mind: likes {what}", 0.5, "like"
    if m := _NOT_MUCH_OF.match(low):
        return f"Is not much of a {m['what']}", f"Keep in mind: not a {m['what']}", 0.5, "dislike"
    if m := _SUCH_A.match(low):
        if m["tooth"]:
            return "Has a sweet tooth", "Keep in mind: likes sweet things", 0.5, "like"
        return f"Is a {m['what']}", f"Keep in mind: is a {m['what']}", 0.5, "like"
    if m := _LEARNER.match(low):
        how = m["how"]
        return f"Is a {how} learner", f"Teach in a {how} way", 0.7, "preference"
    return None
