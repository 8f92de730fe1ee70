"""Pursuits kept up, in frames the pursuit rows (`identity_pursuits`, `identity_practice`)
do not read: bees counted by their hives ("I keep 18 bee hives"), a craft done all the time
("now basically quilting full time") and a class of one's own named in passing ("when i go
to my pottery class"). A skill learned somewhere ("i learnt to weave in Oaxaca") is left
out: it says where one was more than what one does.

What makes each a pursuit is its frame: the hives kept, "full time" or "every day" after a
craft, "my" before a class that is no school subject, language or driving
lesson. The same words as a plan or a wish ("I want to learn to knit", "I'm knitting a
scarf for her") start with another verb and are left to the context layer."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.gated_rows import gated_row, last_words
from memoryflow.extractors.rules.identity_fragments import Row, _row
from memoryflow.extractors.rules.identity_patterns import WORD_END, IdentityFact, make_fact, orig
from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["PASTIME_ROWS", "WHO_BY_PASTIME_ROWS", "class_in_passing", "pastime_here"]

_ADV = r"(?:(?:also|actually|still|now|just|basically|mostly|even|literally|pretty\s+much)\s+)*"
_COUNT = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a few|a couple of)"
# Crafts by their gerund and the third person of their verb.
_CRAFTS = {
    "quilting": "Quilts", "knitting": "Knits", "crocheting": "Crochets", "sewing": "Sews",
    "weaving": "Weaves", "embroidering": "Embroiders", "woodworking": "Does woodworking",
    "gardening": "Gardens", "painting": "Paints", "carving": "Carves", "whittling": "Whittles",
    "spinning": "Spins", "potting": "Pots",
}  # fmt: skip
_HOW_OFTEN = (
    r"full[- ]time|every\s+(?:single\s+)?day|most\s+days|daily|non[- ]stop|all\s+the\s+time"
)


def _hives(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if c.supplied:
        return []  # "34 hives." answers a count; "beekeeper, 8 hives" said it already
    count = f" ({orig(c, m, 'n')} hives)" if m["n"] else ""
    return [make_fact("hobby", "bees", f"Keeps bees{count}", "personal")]


def _craft_all_the_time(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    verb = _CRAFTS[m["craft"]]
    return [make_fact("hobby", m["craft"], f"{verb} {orig(c, m, 'how')}", "personal")]


# Who one is by a pastime: "im a runner", "I'm a keen gardener", "an avid reader". A head that
# is also a job ("gardener", "photographer") is a pastime only with a word of keenness.
_PASTIME_HEADS = (
    "runner", "jogger", "swimmer", "climber", "boulderer", "cyclist", "gamer", "golfer",
    "surfer", "skier", "snowboarder", "hiker", "birder", "birdwatcher", "knitter", "quilter",
    "crocheter", "triathlete", "marathon runner", "ultrarunner", "skater", "kayaker",
    "bookworm", "angler", "beekeeper",
)  # fmt: skip
_KEEN = r"keen|avid|passionate|amateur|hobby|hobbyist|weekend|lifelong|obsessive|enthusiastic"
_KEEN_HEAD = (
    r"[a-z]+(?:er|ist|or)(?<!lover)(?<!believer)(?<!supporter)(?<!user)(?<!customer)"
    r"(?<!learner)(?<!beginner)(?<!worker)(?<!member)(?<!follower)(?<!owner)"
)
_PASTIME_AFTER = (
    r"(?=\s*$|\s*[,.!;(]|\s+(?:here|myself|too|as well|so|and|but|btw|lol|since|for)\b)"
)


def _who_by_pastime(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    who = re.sub(r"\s+", " ", orig(c, m, "who"))
    art = "an" if who[0].lower() in "aeiou" else "a"
    return [make_fact("hobby", m["head"], f"Is {art} {who}", "personal")]


# Read before the job rows, which would take "a keen gardener" for a gardener at work.
WHO_BY_PASTIME_ROWS: tuple[Row, ...] = (
    gated_row(
        "hobby",
        last_words(_PASTIME_HEADS),
        r"\b(?:a|an)\s",
        rf"^(?:i'm|im|i am)\s+{_ADV}(?:a|an)\s+(?P<who>(?:(?:{_KEEN}|big|huge|serious|slow|casual|"
        rf"regular)\s+)*(?P<head>{alternation(_PASTIME_HEADS)})){_PASTIME_AFTER}",
        _who_by_pastime,
    ),
    gated_row(
        "hobby",
        _KEEN.split("|"),
        r"\b(?:a|an)\s",
        rf"^(?:i'm|im|i am)\s+{_ADV}(?:a|an)\s+(?P<who>(?:{_KEEN})\s+(?:[a-z]+\s+)?"
        rf"(?P<head>{_KEEN_HEAD})){_PASTIME_AFTER}",
        _who_by_pastime,
    ),
)
PASTIME_ROWS: tuple[Row, ...] = (
    # "I keep 18 bee hives", "we have about 12 hives": bees kept, counted by their hives
    _row("hobby", rf"^(?:i|we)\s+{_ADV}(?:keep|have|run|look after|manage|'ve got|got)\s+"
         rf"(?:(?:about|around|over|like|some|nearly|almost)\s+)?(?P<n>{_COUNT})?\s*"
         rf"(?:bee\s*hives|beehives|hives|bee\s+colonies|colonies\s+of\s+bees){WORD_END}", _hives),
    # "now basically quilting full time", "i'm knitting every day"
    _row("hobby", rf"^(?:(?:i'm|im|i am)\s+)?{_ADV}(?P<craft>{alternation(tuple(_CRAFTS))})\s+"
         rf"(?P<how>{_HOW_OFTEN}){WORD_END}", _craft_all_the_time),
)  # fmt: skip

_NOT_A_PASTIME_CLASS = alternation(
    (*LANGUAGES, "driving", "math", "maths", "science", "history", "chemistry", "physics",
     "biology", "econ", "economics", "law", "stats", "statistics", "antenatal", "prenatal",
     "parenting", "citizenship", "night", "evening", "morning", "online", "first", "last",
     "next", "the", "a", "an", "this", "that", "new")
)  # fmt: skip
# "when i go to my pottery class", "i take my dance classes on mondays"
_MY_CLASS = re.compile(
    rf"\b(?:i|we)\s+{_ADV}(?:go\s+to|attend|take|have|do)\s+my\s+(?:weekly\s+)?"
    rf"(?!(?:{_NOT_A_PASTIME_CLASS})\b)(?P<what>[a-z]+)\s+(?P<cls>class(?:es)?|lessons?){WORD_END}"
)
_SUPPOSED = re.compile(r"\b(?:if|unless|whether|in case)\s+$")


@lru_cache(maxsize=4096)
def class_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """A pastime class of one's own named anywhere in a statement."""
    if c.supplied or not c.is_statement:
        return ()
    m = _MY_CLASS.search(c.lower)
    if m is None or _SUPPOSED.search(c.lower[: m.start()]):
        return ()
    what = orig(c, m, "what")
    return (make_fact("hobby", what.lower(), f"Goes to {what} {m['cls']}", "personal"),)


@lru_cache(maxsize=4096)
def pastime_here(lower: str) -> bool:
    """Whether a row above reads the clause (lowercased), so the preference table leaves it."""
    return any(pattern.match(lower) for _, pattern, _ in PASTIME_ROWS)
