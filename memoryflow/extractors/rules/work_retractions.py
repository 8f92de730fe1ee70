"""Work and home taken back in the loose shapes of chat (read by `retractions`).

People end a job without naming it the way it was stored: the article dropped ("i dont
work as teacher anymore"), the work stopped for an employer ("stopped driving for uber",
"quit delivering for deliveroo"), their own shop closed ("closed the shop for good", "we
shut down our bakery"); and they leave a home by selling it ("sold the place in Pueblo").
Like every retraction row, these only take back a stored memory they match, so they may
read broadly."""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.identity_work_builders import CLOSED_FOR_NOW
from memoryflow.extractors.rules.retraction_match import BUSINESS
from memoryflow.extractors.rules.text import Clause

Build = Callable[[Clause, re.Match[str]], list[IdentityFact]]


_I = r"(?:(?:i|we)(?:\s+|(?='(?:ve|m|re)\b)))?"
_ADV = r"(?:(?:just|finally|officially|actually|also|now|so|recently|basically)\s+)*"
_HAVE = r"(?:(?:have|'ve|had)\s+)?"
_STOP = r"on|in|at|last|this|after|because|since|for|and|but|so|lol|tho|ago|too|cos|as|to|from"
_ORG = rf"(?P<org>[\w&'.-]+(?:\s+(?!(?:{_STOP})\b)[\w&'.-]+){{0,2}})"
_PLACE = rf"(?P<place>[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+){{0,2}})"
# Businesses one runs oneself, by their common nouns.
_SHOP = (
    r"(?P<biz>shop|business|store|bakery|restaurant|cafe|café|salon|studio|workshop|practice|"
    r"firm|bar|pub|garage|stall|clinic|boutique|gym|agency|truck|van)"
)
_FOR_GOOD = r"(?:\s+down)?(?=\s+(?:for\s+good|permanently|down|in|on|last|this|after|at\s+the\s+end)\b|\s*$)"
_HOME = r"(?:place|house|home|flat|apartment|farm|condo|bungalow|cottage|ranch)"


def _job_not_held(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what" if m["what"] else "w2").lower()
    if what in ("hard", "much", "long", "often", "well", "late", "fast"):
        return []  # "i dont work as hard anymore": how one works
    return [make_fact("occupation", what, f"Works as {what}", "professional", neg=True, role=what)]


def _work_for_stopped(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = orig(c, m, "org")
    if re.match(r"(?:a|an|the|my|our|now|good|ever|free|fun|money|myself)\b", org.lower()):
        return []  # "stopped driving for a bit", "quit working for myself"
    return [make_fact("employer", org, f"Works at {org}", "professional", neg=True)]


def _shop_closed(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rest = c.lower[m.end() :]
    if re.match(r"\s+at\s+\d", rest) or CLOSED_FOR_NOW.match(rest):
        return []  # "closed the shop early today": the day's work
    facts = [make_fact(BUSINESS, m["biz"], f"Runs a {m['biz']}", "professional", neg=True)]
    mod = m.groupdict().get("mod")
    if mod and mod not in _PLAIN_SHOP_WORDS:
        # the word before the shop names where it was: "closed my etsy shop" takes back
        # "Sells jewellery on Etsy"
        facts.append(make_fact(BUSINESS, mod, f"Runs a {mod} {m['biz']}", "professional", neg=True))
    return facts


# Words before a shop noun that say nothing of which shop it was.
_PLAIN_SHOP_WORDS = frozenset({"own", "old", "new", "little", "small", "tiny", "first", "second",
                               "family", "whole", "main", "the", "a", "an"})  # fmt: skip


def home_sold(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = orig(c, m, "place")
    return [make_fact("residence", place, f"Lives in {place}", "location", neg=True)]


WORK_RETRACTIONS: tuple[tuple[str, Build], ...] = (
    # a job without its article: "i dont work as teacher anymore", "i no longer work as teacher"
    (rf"^{_I}{_ADV}(?:(?:don't|do\s+not)\s+work\s+as\s+(?P<what>[a-z][\w-]*)\s+(?:anymore|any\s+more)|"
     rf"no\s+longer\s+work\s+as\s+(?P<w2>[a-z][\w-]*)(?=\s*$|\s+(?:since|after|now)\b))",
     _job_not_held),
    # work stopped for an employer: "stopped driving for uber", "quit delivering for deliveroo"
    (rf"^{_I}{_ADV}{_HAVE}(?:stopped|quit|gave\s+up)\s+[a-z]{{3,}}ing\s+(?:[\w-]+\s+)?for\s+{_ORG}",
     _work_for_stopped),
    # one's own shop closed: "closed the shop for good", "we shut down our bakery"
    (rf"^{_I}{_ADV}{_HAVE}(?:(?:had\s+to|have\s+to|'ve\s+had\s+to)\s+(?:close|shut)|closed|shut|sold|wound|wind)\s+"
     rf"(?:down\s+)?(?:the|my|our)\s+(?:(?P<mod>[\w'-]+)\s+)?{_SHOP}{_FOR_GOOD}", _shop_closed),
    # the shop closed as the subject: "the bakery closed down in May", "our salon went bust"
    (rf"^(?:the|my|our)\s+(?:[\w'-]+\s+)?{_SHOP}\s+(?:has\s+|finally\s+)?(?:closed\s+down|"
     r"shut\s+down|closed(?=\s+(?:for\s+good|permanently|last|in|after)\b)|went\s+(?:under|bust)|"
     r"folded|is\s+(?:gone|closed\s+for\s+good))", _shop_closed),
    # a home sold: "sold the place in Pueblo", "we sold our house in Leeds"
    (rf"^{_I}{_ADV}{_HAVE}sold\s+(?:the|our|my)\s+(?:old\s+)?{_HOME}\s+(?:in|on|near|outside)\s+{_PLACE}",
     home_sold),
)  # fmt: skip

# Words one of which a clause must hold for the rows above to be tried.
WORK_CUES = (
    r"work\s+as|stopped|quit|gave\s+up|closed|close|shut|sold|went\s+(?:under|bust)|gone|folded|"
    r"wound|wind"
)
