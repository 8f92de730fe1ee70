"""Pursuits one practises, as identity rather than a passing habit: a sport or game played
("I play chess in a club", "I play volleyball professionally"), a board, water or climbing
sport done regularly ("I skate every day", "on my days off I go ice fishing"), a craft
("I make pottery", "I do judo") and a written form ("I write haiku every morning").

Routines of fitness or consumption ("I go running 3 times a week", "I cycle to work", "I
drink too much coffee", "I meditate every morning") are read by the preference table's habit
rows and given to identity by `identity_routines`. The preference table asks `practises` so a
clause is never both."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_pastimes import pastime_here
from memoryflow.extractors.rules.identity_patterns import Builder, IdentityFact, make_fact, orig
from memoryflow.extractors.rules.identity_practice import practised_here
from memoryflow.extractors.rules.lexicon import alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["PURSUIT_ROWS", "practises"]

# Games and team sports one plays: "play" with one of these is a pursuit.
GAMES = (
    "chess", "volleyball", "beach volleyball", "football", "soccer", "basketball", "netball",
    "rugby", "cricket", "tennis", "table tennis", "ping pong", "badminton", "squash", "hockey",
    "ice hockey", "field hockey", "baseball", "softball", "handball", "water polo", "darts",
    "snooker", "bridge", "mahjong", "padel", "pickleball", "lacrosse", "ultimate frisbee",
    "ultimate", "korfball", "hurling", "camogie", "gaelic football", "futsal", "shogi", "go",
    "polo", "bowls", "croquet", "backgammon", "scrabble", "dodgeball", "roller derby",
)  # fmt: skip
# Sports done with a verb of their own, as a practice: "I skate", "I boulder".
PRACTICE_VERBS = (
    "skate", "skateboard", "surf", "boulder", "climb", "fence", "box", "kitesurf", "windsurf",
    "snowboard", "ski", "sail", "kayak", "paddleboard", "wrestle", "spar",
)  # fmt: skip
# What one goes to do: "I go ice fishing", "we go bouldering on sundays".
GOING = (
    "fishing", "ice fishing", "fly fishing", "sea fishing", "spearfishing", "deep sea fishing",
    "bouldering", "climbing", "rock climbing", "surfing", "sailing", "kayaking", "hunting",
    "caving", "diving", "scuba diving", "free diving", "freediving", "skiing", "snowboarding",
    "skating", "curling", "orienteering", "paragliding", "horse riding", "riding", "birding",
    "birdwatching", "metal detecting", "geocaching", "fencing", "canoeing", "rowing",
)  # fmt: skip
# Crafts and disciplines one does or makes: "I do judo", "I make pottery".
DISCIPLINES = (
    "judo", "karate", "jiu jitsu", "jiu-jitsu", "bjj", "boxing", "muay thai", "kickboxing",
    "taekwondo", "aikido", "kung fu", "capoeira", "fencing", "archery", "ballet", "tap",
    "improv", "pottery", "ceramics", "woodwork", "woodworking", "wood carving", "calligraphy",
    "stand-up", "stand up comedy", "amateur dramatics", "am dram", "powerlifting",
    "weightlifting", "gymnastics", "roller derby", "martial arts", "taxidermy", "origami",
)  # fmt: skip
MADE = (
    "pottery", "ceramics", "jewellery", "jewelry", "furniture", "quilts", "candles", "soap",
    "knives", "guitars", "violins", "stained glass", "mosaics", "baskets", "cheese", "wine",
    "mead", "cider", "beer", "kombucha", "beats", "music", "short films",
)  # fmt: skip
# Written forms that are a practice: "I write haiku every morning".
WRITTEN = (
    "haiku", "poetry", "poems", "songs", "short stories", "fan fiction", "fanfic", "fiction",
    "music", "sonnets", "plays", "screenplays", "comics", "novels", "lyrics",
    # genres written for their own sake: "i write fantasy at night"
    "fantasy", "sci-fi", "science fiction", "romance", "horror", "crime fiction", "thrillers",
    "fanfiction", "graphic novels", "children's books", "picture books", "erotica",
)  # fmt: skip

# "do" as stress: "i do make beats on weekends"
_ADV = r"(?:(?:also|actually|still|mostly|mainly|really|now|both|basically|even|do)\s+)*"
# What may follow the pursuit and stays in its title: how often, how seriously, where, for
# whom ("every tuesday", "professionally for a club in Ljubljana", "at the bowl").
_REST = r"(?P<rest>(?:\s+(?!(?:and|but|so|because|which|though|tho)\b)[\w'-]+){0,9})"
# "I climb the stairs", "I box it up": a practice verb with an object is a chore.
_NOT_OBJECT = (
    r"(?!\s+(?:it|that|this|them|him|her|me|you|the|a|an|my|our|his|their|your|some|up|down|"
    r"over|into|out|around|with\s+(?:it|that|fire))\b)"
)


def _verb_s(verb: str) -> str:
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return verb + "es"
    if verb.endswith("e") or not verb.endswith("y"):
        return verb + "s"
    return verb[:-1] + "ies"


def _trimmed(rest: str) -> str:
    """The tail kept in the title, up to a new thought: "every tuesday, rated 1400" keeps
    "every tuesday"."""
    return re.split(r"(?:^|\s+)(?:rated|since|been|lol|haha|btw|tbh|so|and|but)\b", rest)[0].strip()


def _build(verb_title: str, what: str, c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rest = _trimmed(orig(c, m, "rest")) if m.group("rest") else ""
    title = f"{verb_title} {what} {rest}".replace("  ", " ").strip()
    return [make_fact("hobby", what.lower(), title, "personal")]


def _play(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if m.groupdict().get("club"):  # "Plays in a chess club"
        return _build("Plays in", f"{m['det']} {orig(c, m, 'game')} {m['club']}", c, m)
    return _build("Plays", orig(c, m, "game"), c, m)


def _practice(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return _build(_verb_s(m["verb"]).capitalize(), "", c, m)


def _goes(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return _build("Goes", orig(c, m, "act"), c, m)


def _does(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return _build("Does", orig(c, m, "what"), c, m)


def _makes(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    # the user's own verb: "i brew my own beer" → "Brews their own beer", not "Makes beer"
    own = "their own " if m.groupdict().get("own") else ""
    return _build(_verb_s(m["verb"]).capitalize(), f"{own}{orig(c, m, 'what')}", c, m)


def _writes(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return _build("Writes", orig(c, m, "what"), c, m)


def _with_club(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    game, grp = orig(c, m, "game"), m["grp"]
    return [make_fact("hobby", game.lower(), f"Plays {game} with a {grp}", "personal")]


_WHEN = (
    r"(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|weekends?|"
    r"mornings|evenings|nights|and|&|\+)"
)
_I = rf"^(?:i|we)\s+{_ADV}"
PURSUIT_ROWS: tuple[tuple[str, re.Pattern[str], Builder], ...] = (
    ("hobby", re.compile(rf"{_I}play\s+in\s+(?P<det>a|an|the|my|our)\s+(?P<game>{alternation(GAMES)})\s+"
                         rf"(?P<club>club|team|league|society){_REST}"), _play),
    ("hobby", re.compile(rf"{_I}play\s+(?P<game>{alternation(GAMES)})(?=[\s,.!]|$)(?!\s+(?:with|against)\s+"
                         rf"(?:my|the|him|her|them)\b){_REST}"), _play),
    ("hobby", re.compile(rf"{_I}(?P<verb>{alternation(PRACTICE_VERBS)})(?=[\s,.!]|$){_NOT_OBJECT}{_REST}"),
     _practice),
    ("hobby", re.compile(rf"{_I}go\s+(?P<act>{alternation(GOING)})(?=[\s,.!]|$){_REST}"), _goes),
    ("hobby", re.compile(rf"{_I}(?:do|practi[sc]e|train(?:\s+in)?)\s+(?P<what>{alternation(DISCIPLINES)})"
                         rf"(?=[\s,.!]|$){_REST}"), _does),
    ("hobby", re.compile(rf"{_I}(?P<verb>make|throw|brew|build)\s+(?P<own>my\s+own\s+)?(?P<what>{alternation(MADE)})"
                         rf"(?=[\s,.!]|$){_REST}"), _makes),
    ("hobby", re.compile(rf"{_I}write\s+(?P<what>{alternation(WRITTEN)})(?=[\s,.!]|$){_REST}"), _writes),
    # "saturday sunday cricket with the club", "netball with my local team": a game named with
    # the club one plays it with, said as a fragment
    ("hobby", re.compile(rf"^(?:{_WHEN}\s+){{0,4}}(?P<game>{alternation(GAMES)})\s+(?:with|for|at|in)\s+"
                         r"(?:the|my|our|a)\s+(?:local\s+|village\s+|works\s+)?(?P<grp>club|team|league|side)\b"),
     _with_club),
)  # fmt: skip


@lru_cache(maxsize=4096)
def practises(lower: str) -> bool:
    """Whether a clause (lowercased) names a pursuit the identity layer keeps, so the
    preference layer leaves it alone."""
    return (
        any(pattern.match(lower) for _, pattern, _ in PURSUIT_ROWS)
        or practised_here(lower)
        or pastime_here(lower)
    )
