"""Pursuits in the frames the chat sets showed, beside the verb-and-game
rows of `identity_pursuits`: what marks a pastime as part of who one is, whatever the
pastime, is its frame.

- done in or with a group: "I play the fiddle in a ceili band", "I run with a club in
  Addis", "im in a kpop dance cover group", "at my chess club", "my raid group";
- run for others: "I run a little chess club at the library", "i run a D&D campaign";
- kept up for years: "been doing woodwork since I was 12", "I have kept bees for fifty
  years", "ive been bouldering 3x a week for 4 years";
- named as such: "astronomy is my hobby", "I took up running", "I'm a coin collector",
  "hobby woodworker here", a voice part ("i sing alto");
- a craft with its own verb ("I knit", "I bake sourdough every weekend"), plants kept
  ("i keep bonsai") and an allotment.

Writing kept up ("been writing poetry since school") stays where the sets put it, a
habit. Work ("been working at…"), learning ("been learning Welsh for 3 years", a situation),
waiting and hours ("for 3 hours straight") are kept out; `practises` tells the preference
table to leave these clauses."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_patterns import (
    WORD_END,
    Builder,
    IdentityFact,
    make_fact,
    orig,
)
from memoryflow.extractors.rules.lexicon import INSTRUMENTS, alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["PRACTICE_ROWS", "group_in_passing", "practised_here"]

_ADV = r"(?:(?:also|actually|still|mostly|now|just|basically|even|currently)\s+)*"
_I = rf"^(?:i|we)\s+{_ADV}"
_W = r"[\w'&-]+"
# Groups one practises in. A team is a group only for a game (a work team is a job).
_GROUP = r"club|band|choir|chorus|orchestra|ensemble|group|troupe|crew|squad|league|society|quartet|trio|circle"
# Groups that are no pastime: "a group chat", "my study group", "our family group".
_NOT_A_PASTIME = (
    r"(?!(?:whatsapp|facebook|family|friend|friends|chat|work|age|blood|focus|peer|year|tutor|"
    r"support|study|project|research|lab|parent|parents|mum|mums|mom|moms|fan|night|strip|"
    r"golf|target|control|test|pressure|ethnic|income|rock)\s)"
)
_REST = r"(?P<rest>(?:\s+(?!(?:and|but|so|because|which|though|tho|who|that)\b)[\w'-]+){0,6})"

# Gerunds that name work, learning, waiting or a state, not a pastime kept up for years.
_NOT_A_PRACTICE = (
    r"(?!(?:learning|working|studying|living|trying|waiting|looking|teaching|nursing|using|"
    r"taking|suffering|dealing|struggling|feeling|thinking|going|saving|paying|renting|"
    r"driving|eating|drinking|smoking|vaping|sleeping|dating|seeing|coding|programming|"
    r"hoping|planning|doing\s+(?:this|that|it|the\s+job|my\s+job)|writing|"
    r"talking|thinking|getting|having|being|staying|sitting|standing|paying|selling|"
    r"volunteering|caring|looking|building\s+(?:my|the|our)|applying|job|self)\b)"
)
# How long, when it is long: years, or since an age or a year ("for 3 hours" is no habit).
_LONG = (
    r"(?P<dur>(?:for|since)\s+(?:(?:over|about|around|like|nearly|almost|more than|a good)\s+)*"
    r"(?:(?:\d+|a few|a couple of|many|several|two|three|four|five|six|seven|eight|nine|ten|"
    r"twenty|thirty|forty|fifty|sixty)(?:\s+odd|\+)?\s+(?:years?|yrs?|decades?)"
    r"|i\s+was\s+(?:a\s+|an\s+)?\w+|i\s+could\s+\w+|age\s+\d+|(?:19|20)\d\d|childhood|school|uni|college|"
    r"forever|my\s+teens|the\s+\d0s|(?:my|our)\s+(?:dad|mum|mom|father|mother|grand\w+)\s+\w+\s+me\b[^,.]*))"
)


# "been doing pottery since i was 15", "ive been climbin 2x a week for 3 years"
_KEPT_UP = (
    rf"(?:(?:i've|ive|i have|i)\s+)?{_ADV}been\s+{_NOT_A_PRACTICE}"
    rf"(?P<what>[a-z]{{2,}}in(?:g|')?(?:\s+(?!for\b|since\b)[\w'-]+){{0,4}}?)\s+{_LONG}"
)
# "i play cricket for my club and been playin tabla since i was 7": a second pursuit
# after "and", which the clause splitter leaves joined.
_KEPT_UP_AFTER_AND = re.compile(rf"\b(?:and|but|also)\s+{_KEPT_UP}")


def _title(c: Clause, m: re.Match[str], head: str, value: str = "") -> list[IdentityFact]:
    rest = orig(c, m, "rest") if m.groupdict().get("rest") else ""
    rest = re.split(r"(?:^|\s+)(?:lol|haha|btw|tbh|so|and|but|rated)\b", rest)[0].strip()
    title = f"{head} {rest}".strip()
    return [make_fact("hobby", value or head.lower(), title, "personal")]


def _in_group(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    verb = m["verb"]
    verb_s = verb + ("es" if verb.endswith(("sh", "ch", "x")) else "s")
    what = orig(c, m, "what")
    head = f"{verb_s.capitalize()} {what} {m['prep']} {m['det']} {orig(c, m, 'grp')}"
    return _title(c, m, re.sub(r"\s+", " ", head))


def _member(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    det = "a" if m["det"] in ("the", "my", "our") else m["det"]
    if m["det"] in ("my", "our") and re.match(r"[\w-]+'s\b", m["what"]):
        det = "their"  # "my son's under 10s team" is their son's team, not "a son's"
    return _title(c, m, f"Is in {det} {orig(c, m, 'grp')}")


def _runs(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return _title(c, m, f"Runs a {orig(c, m, 'what')}")


def _leads(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    verb = m["verb"]
    det = "a" if m["det"] in ("the", "my", "our") else m["det"]
    if m["det"] in ("my", "our") and re.match(r"[\w-]+'s\b", m["what"]):
        det = "their"  # "my son's under 10s team" is their son's team, not "a son's"
    return _title(
        c,
        m,
        f"{verb.capitalize()}{'es' if verb.endswith('ch') else 's'} {det} {orig(c, m, 'what')}",
    )


def _kept_up(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("hobby", what.lower(), f"Has been {what} {orig(c, m, 'dur')}", "personal")]


def _has_kept(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("hobby", m["what"], f"Has {m['verb']} {orig(c, m, 'what')} {orig(c, m, 'dur')}",
                      "personal")]  # fmt: skip


def _hobby(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("hobby", what.lower(), f"Has {what} as a hobby", "personal")]


def _took_up(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("hobby", what.lower(), f"Took up {what}", "personal")]


def _is_a(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    who = orig(c, m, "who")
    art = "an" if who[:1].lower() in "aeiou" else "a"
    return [make_fact("hobby", who.lower(), f"Is {art} {who}", "personal")]


def _voice(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return _title(c, m, f"Sings {m['part']}")


def _craft(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    verb = m["verb"]
    return _title(c, m, f"{verb.capitalize()}s {orig(c, m, 'what')}".strip(), verb)


def _allotment(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("hobby", "allotment", "Has an allotment", "personal")]


_PART = r"soprano|mezzo|alto|tenor|baritone|bass|countertenor"
_INSTR = alternation(INSTRUMENTS)
PRACTICE_ROWS: tuple[tuple[str, re.Pattern[str], Builder], ...] = (
    # "I play the fiddle in a ceili band", "I swim with a masters club in Gdansk"
    ("hobby", re.compile(rf"{_I}(?P<verb>play|sing|dance|drum|swim|run|row|cycle|ride|skate|perform|act|"
                         rf"dive|paddle|race|train|climb|box|fence|shoot|bowl|walk|hike)\s+"
                         rf"(?P<what>(?:{_W}\s+){{0,3}}?)(?P<prep>in|with|for)\s+(?P<det>a|an|my|our|the)\s+"
                         rf"{_NOT_A_PASTIME}(?P<grp>(?:{_W}\s+){{0,3}}?(?:{_GROUP}))\b{_REST}"), _in_group),
    # "im in a samba drumming group", "I'm in a book club that meets monthly"
    ("hobby", re.compile(rf"^(?:i'm|im|i am)\s+{_ADV}(?:in|part of|a member of)\s+(?P<det>a|an|the|my|our)\s+"
                         rf"{_NOT_A_PASTIME}(?P<grp>(?:{_W}\s+){{1,3}}?(?:{_GROUP}))\b{_REST}"), _member),
    # "I run a little chess club at the library", "i run a D&D campaign for my coworkers"
    ("hobby", re.compile(rf"{_I}(?:run|host|organi[sz]e|dm|gm)\s+(?:a|an|our|my)\s+{_NOT_A_PASTIME}"
                         rf"(?P<what>(?:{_W}\s+){{0,3}}?(?:club|campaign|circle|choir|quiz|jam|meetup)){WORD_END}"
                         rf"{_REST}"), _runs),
    # "I conduct a community choir in Montevideo", "I coach an under-14 cricket team",
    # "i coach my son's under 10s football team" (a child's team is named in up to four words)
    ("hobby", re.compile(rf"{_I}(?P<verb>conduct|direct|coach)\s+(?P<det>a|an|our|my|the)\s+{_NOT_A_PASTIME}"
                         rf"(?P<what>(?:{_W}\s+){{0,3}}?(?:choir|band|orchestra|ensemble)|(?:{_W}\s+){{1,4}}?(?:team|club|squad|side))"
                         rf"{WORD_END}"
                         rf"{_REST}"), _leads),
    # "been doing pottery since i was 15", "ive been climbing 2x a week for 3 years"
    ("hobby", re.compile(rf"^{_KEPT_UP}"), _kept_up),
    # "I have kept pigeons for thirty years", "i've played the oud since 1990"
    ("hobby", re.compile(rf"^(?:i've|ive|i have)\s+{_ADV}(?P<verb>kept|played|practised|practiced|made|"
                         rf"grown|collected|bred|raced|sung|danced|bred)\s+(?P<what>(?:{_W}\s+){{0,3}}?{_W})"
                         rf"\s+{_LONG}"), _has_kept),
    # "astronomy is my hobby", "my hobby is restoring old radios"
    ("hobby", re.compile(r"^(?P<what>(?!it\b|that\b|this\b|which\b)[a-z][\w' -]{2,40}?)\s+is\s+(?:my|our)\s+"
                         r"(?:main\s+|big\s+|only\s+|new\s+|favourite\s+)?(?:hobby|passion)\b"), _hobby),
    ("hobby", re.compile(r"^my\s+(?:main\s+|big\s+|only\s+|new\s+)?(?:hobby|passion)\s+is\s+"
                         r"(?P<what>[a-z][\w' -]{2,40}?)\s*$"), _hobby),
    # "I took up running two years ago", "picked up the cello in lockdown"
    ("hobby", re.compile(rf"{_I}(?:took up|have taken up|'ve taken up|picked up|got into)\s+"
                         rf"(?P<what>{_NOT_A_PRACTICE}[a-z]+ing|the\s+(?:{_INSTR})){WORD_END}"), _took_up),
    # "I'm a stamp collector", "I'm a keen amateur astronomer", "hobby woodworker here"
    ("hobby", re.compile(rf"^(?:(?:i'm|im|i am)\s+{_ADV}(?:a|an)\s+)?(?:(?:keen|avid|serious|lifelong|big)\s+)*"
                         r"(?P<who>(?!(?:debt|bill|tax|rent|ticket|waste|refuse|garbage|rubbish|fare|toll|"
                         r"data|fee|revenue)\s)[a-z]+\s+collector|(?:amateur|hobby|hobbyist|weekend)\s+"
                         r"[a-z]+(?:er|ist|or))\b(?=(?:\s+here)?\s*$|\s*[,.!(]|\s+(?:here|in|from|and|since|for)\b)"),
     _is_a),
    ("hobby", re.compile(rf"^i\s+{_ADV}sing\s+(?P<part>{_PART})\b(?!\s+(?:in|with)\b){_REST}"), _voice),
    # "I knit socks for the whole family", "I bake sourdough most weekends"
    ("hobby", re.compile(rf"{_I}(?P<verb>knit|crochet|quilt|embroider|whittle|weave|spin)(?=\s|$)"
                         r"(?!\s+(?:it|that|this|them|the|a|an|my|our|up|together)\b)"
                         rf"(?P<what>(?:\s+[\w'-]+){{0,2}}?)(?=\s+(?:for|every|most|on|in|at)\b|\s*$){_REST}"), _craft),
    ("hobby", re.compile(rf"{_I}(?P<verb>bake)\s+(?P<what>(?:my\s+own\s+)?(?:sourdough|bread|rye|bagels|"
                         rf"focaccia|loaves)){WORD_END}{_REST}"), _craft),
    # "I paint watercolours most afternoons": painting in a medium or genre, not a wall
    ("hobby", re.compile(rf"{_I}(?P<verb>paint)\s+(?P<what>watercolou?rs|oils|acrylics|landscapes|portraits|"
                         rf"miniatures|murals|still lifes|seascapes|en plein air){WORD_END}{_REST}"), _craft),
    ("hobby", re.compile(rf"{_I}(?P<verb>keep|grow)\s+(?P<what>bonsai|bonsais|orchids|cacti|succulents|"
                         rf"carnivorous plants){WORD_END}{_REST}"), _craft),
    ("hobby", re.compile(r"^(?:i|we)\s+(?:\w+\s+)?(?:got|have|rent|had)\s+(?:an|a|our|my)\s+(?:own\s+)?"
                         r"allotment\b"), _allotment),
)  # fmt: skip

# "at my chess club", "my raid group schedules…", "our choir": a group of one's own.
_MY_GROUP = re.compile(
    rf"\b(?:my|our)\s+(?:(?:local|new|little|old)\s+)?{_NOT_A_PASTIME}(?!(?:local|new|little|old)\s)"
    rf"(?P<grp>(?:{_W}\s+){{1,2}}?(?:club|group|troupe|orchestra|choir|band)|choir|orchestra|allotment)\b"
    r"(?!'|s\b|\s+(?:of|is\s+closing|shut))"
)
_GOT_ALLOTMENT = re.compile(r"\b(?:got|have|rent|on|at)\s+(?:an|my|our)\s+allotment\b")
_NOT_MINE = re.compile(r"\b(?:my|our)\s+(?:mum|mom|dad|son|daughter|wife|husband|partner|friend|"
                       r"brother|sister|kid|kids)(?:'s|s)?\b")  # fmt: skip


@lru_cache(maxsize=4096)
def group_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """A pastime group of one's own named anywhere in a clause."""
    if c.supplied or c.is_hypothetical or c.is_reported:
        return ()
    if m := _KEPT_UP_AFTER_AND.search(c.lower):
        return tuple(_kept_up(c, m))
    if _GOT_ALLOTMENT.search(c.lower):
        return (make_fact("hobby", "allotment", "Has an allotment", "personal"),)
    m = _MY_GROUP.search(c.lower)
    if m is None or _NOT_MINE.search(c.lower[: m.start() + 3]):
        return ()
    grp = orig(c, m, "grp")
    if grp.lower() == "allotment":
        return (make_fact("hobby", "allotment", "Has an allotment", "personal"),)
    if (
        grp.lower().endswith("band")
        and len(grp.split()) > 1
        and not grp.lower().endswith(
            ("covers band", "jazz band", "brass band", "rock band", "punk band", "metal band")
        )
    ):
        return ()  # "my wedding band" is a ring, "my resistance band" a strap
    art = "an" if grp[:1].lower() in "aeiou" else "a"
    return (make_fact("hobby", grp.lower(), f"Is in {art} {grp}", "personal"),)


@lru_cache(maxsize=4096)
def practised_here(lower: str) -> bool:
    """Whether a clause (lowercased) is read by a row above, so the preference table
    leaves it alone."""
    return any(pattern.match(lower) for _, pattern, _ in PRACTICE_ROWS)
