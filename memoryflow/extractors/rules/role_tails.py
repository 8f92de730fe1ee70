"""What a job's clause says after the job itself, kept in its title.

A job row matches the role and where it is done ("a freelance translator", "a tutor",
"a sole trader") and stops; the words after it often say what the work is: the languages
translated ("a freelance translator german to english"), the trade done under a general
role ("a sole trader doing dog walking"), the subject taught ("i tutor kids in maths"), the
workplace and city of a job named by its verb ("i tutor at a school in Leeds"). They are
read here by their shape after the match, so the title keeps them."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import LANGUAGE_WORDS, WORD_END, place_ok
from memoryflow.extractors.rules.phrasing import capitalise

__all__ = ["role_tail", "verb_role_details"]

# "german to english", "from spanish into english", "french and italian to english"
_LANGUAGE_PAIR = re.compile(
    rf"^\s*,?\s+(?:from\s+)?(?P<src>(?:{LANGUAGE_WORDS})(?:\s+(?:and|&)\s+(?:{LANGUAGE_WORDS}))?)"
    rf"\s+(?:to|into|->|>)\s+(?P<dst>{LANGUAGE_WORDS}){WORD_END}"
)
# "doing dog walking", "doing house clearances": the trade under a general role; not
# "doing my masters" (a fact of its own), "doing ok" or "doing it all".
_DOING = re.compile(
    r"^\s+(?P<how>(?:mostly\s+|mainly\s+)?(?:doing|working\s+on))\s+(?P<what>(?!(?:my|a|an|the|it|this|that|well|ok|okay|fine|good|great|alright|"
    r"nothing|everything|something|everything|so|too|really|pretty|very|what|all)\b)"
    r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s*$|\s+(?:now|too|mostly|full[- ]time|"
    r"part[- ]time|on the side|for\s+(?:\d+|a|two|three|four|five|six|many|years)\b|since)\b)"
)


# Where the work is done, in the plural: "on building sites around Manchester".
_SITES = re.compile(
    r"^\s+on\s+(?P<sites>(?:[\w-]+\s+)?(?:sites|rigs|ships|boats|farms|wards|trains|buses|"
    r"cruise ships|tankers|oil rigs))(?P<where>\s+(?:around|in|across|near)\s+[A-Za-z][\w'.-]+"
    r"(?:\s+[A-Z][\w'.-]+)?)?(?=\s*$|\s+(?:and|but|so|now|mostly|lol)\b)"
)


def role_tail(after: str) -> str:
    """What to add to a job's title from the words after its match ("" when nothing)."""
    if m := _LANGUAGE_PAIR.match(after):
        return f" ({capitalise_all(m['src'])} to {capitalise(m['dst'])})"
    if m := _DOING.match(after):
        return f" {m['how']} {m['what']}"
    if m := _SITES.match(after):
        where = re.sub(r"\b[a-z]", lambda w: w[0].upper(), m["where"] or "")  # the place
        where = re.sub(r"^\s+\w+", lambda w: w[0].lower(), where)  # not "Around"
        return f" on {m['sites']}{where}"
    return ""


def capitalise_all(languages: str) -> str:
    return re.sub(r"[a-z]+", lambda w: w[0] if w[0] == "and" else capitalise(w[0]), languages)


# After a job named by its verb: whom ("kids", "adults", "high school students"), what
# ("in maths", "maths"), where ("at a mid-sized university", "in Belgium").
_WHOM = (
    r"(?:\s+(?:[\w-]+\s+){0,2}?(?:kids|children|students|adults|teenagers|teens|pupils|learners|"
    r"undergrads|undergraduates|grads|beginners))"
)
_VERB_REST = re.compile(
    rf"^{_WHOM}?(?:\s+(?:in|on)(?=\s))?(?:\s+(?P<what>(?!(?:at|in|on|for|with|from|and|but|so|"
    r"the|my|a|an|part|full|online|remotely|weekends?|nights?|evenings?|mornings?|here|now|"
    r"there|lol|to|as|because|cos|it|them|him|her|you|me|that|this|most|every|some|all)\b)[a-z][\w-]*"
    r"(?:\s+(?!(?:at|in|on|for|with|and|but|to|lol|now|after|before|during|every|most|once|"
    r"twice|so|because)\b)[a-z][\w-]*){0,2}))?"
    r"(?:\s+at\s+(?P<org>(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:university|uni|college|school|"
    r"academy|institute|centre|center|polytechnic|hospital|clinic|company|firm|agency)))?"
    r"(?:\s+in\s+(?P<city>(?!(?:the|a|an|my|person|class|school)\b)[\w'.-]+(?:\s+(?!(?:on|for|"
    r"at|and|but|lol|now|since)\b)[\w'.-]+)?))?"
)
_ASIDES = ("side", "weekends", "cash", "money", "extra", "living", "fun")


def verb_role_details(after: str, after_cased: str) -> str:
    """'kids in maths at a school in Leeds' after a job verb, as title words: ' (maths)
    at a school in Leeds'. `after` is lower case, `after_cased` the same text as typed."""
    m = _VERB_REST.match(after)
    if m is None:
        return ""
    cased = after_cased if len(after_cased) == len(after) else after
    what = m["what"] or ""
    if what and what.split()[-1] in _ASIDES:
        what = ""
    details = f" ({what})" if what else ""
    if m["org"]:
        details += f" at {cased[m.start('org') : m.end('org')]}"
    if m["city"]:
        city = cased[m.start("city") : m.end("city")]
        if not place_ok(city):
            return details
        details += f" in {' '.join(capitalise(w) for w in city.split())}"
    return details
