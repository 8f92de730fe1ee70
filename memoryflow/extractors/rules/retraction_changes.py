"""Identity taken back alongside whatever else a clause says: the companions of
`retractions.ROWS`.

The rows in `retractions` are read first-match-wins, one reading per clause. The rows here
are all read, because what they give is nearly always safe to add: a negated fact never
becomes an item, it only takes back a stored memory it matches (`retraction_match`). So
"we left Perth" may be an employer left (the first table) and a place one lived (here);
whichever is stored is taken back. The few positive facts here are changes that replace a
stored value: a promotion ("made partner"), a retirement in another language, a move said
with "shifted".

Classes read here:
- leaving a place: "we finally left Austin", "I left Lyon in March" (not a day's leaving:
  "left Leeds at 7 for the airport");
- a job quit by its role: "quit the barista thing", "left my nursing job";
- laid off said as a fragment: "laid off over a zoom call";
- a job one had in the past: "back home I was a dentist", "I used to be a plumber",
  "I'm a former paramedic";
- a pursuit given up: "gave up tennis", "stopped bouldering", "no more golf for me", and on
  a doctor's orders, which is reported speech: "the physio says no more tennis";
- a diet ended by eating meat again, with "I'm" or after "after 12 years vegetarian",
  and "not veg anymore";
- a promotion and a retirement, which replace the stored role;
- a medicine stopped: "my gp is taking me off sertraline", "came off citalopram", "stopped
  taking metformin", "switched from zoloft to prozac" (the stored "Takes …" it names)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from memoryflow.extractors.rules.identity_health_frames import MEDICINE
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.identity_place_builders import build_residence
from memoryflow.extractors.rules.retraction_match import CURRENT_JOB, PURSUIT, TAKEN_BACK_WORD
from memoryflow.extractors.rules.text import Clause

# Quitting in British chat: "packed in", "jacked in", "chucked in", "binned off".
_PACKED_IN = r"(?:packed|jacked|chucked)\s+in|binned\s+off|walked\s+away\s+from"
_MEATLESS = ("vegetarian", "vegan", "pescatarian")  # the diets eating meat again ends
Build = Callable[[Clause, re.Match[str]], list[IdentityFact]]

# "ive", "weve": the contraction typed without its apostrophe
_I = r"(?:(?:i|we)(?:\s+|(?='(?:ve|m|re)\b))|(?:ive|weve)\s+)?"
_ADV = r"(?:(?:just|finally|officially|actually|also|now|so|recently|basically|eventually)\s+)*"
_HAVE = r"(?:(?:have|'ve|had|'d)\s+)?"
_STOP = (
    r"on|in|at|last|this|yesterday|today|after|because|since|for|and|but|so|lol|tho|ago|"
    r"before|when|which|cos|as|to|from|with|a|two|three|\d+|behind|forever|too"
)
_PLACE = rf"(?P<place>[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+){{0,2}})"
# A leaving that is a trip or the day's: "left Leeds at 7 for the airport".
_A_TRIP = re.compile(
    r"\b(?:at|around|by)\s+\d|\b(?:early|late|for\s+(?:the\s+|a\s+)?(?:airport|weekend|day|"
    r"night|week|holidays?|trip|summer|conference|lunch|work|ferry|train|flight|bus)|to\s+visit|on\s+(?:holiday|"
    r"vacation|a\s+trip)|this\s+(?:morning|afternoon|evening)|tonight|today)\b"
)
_NOT_PLACES = frozenset({"work", "home", "it", "that", "this", "them", "him", "her", "there",
                         "school", "town", "bed", "the house", "the office", "early"})  # fmt: skip
# What ends a role said as a past job: "I was a dentist for twelve years".
_ROLE_END = (
    r"(?=\s*$|\s+(?:for|in|at|until|till|before|back|there|then|too|once|all|most|most|"
    r"\d+|when|but|and|until|here|years?)\b)"
)
_ROLE = r"(?:(?:a|an)\s+)?(?P<what>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
_WHERE_BEFORE = (
    r"(?:(?:back\s+(?:home|in\s+[\w-]+)|in\s+[\w-]+(?:\s+[\w-]+)?|before(?:\s+the\s+war)?|"
    r"at\s+home|over\s+there)\s+)?"
)
_MEDIC = r"(?:doctor|doc|gp|physio|physiotherapist|surgeon|cardiologist|consultant|specialist)"
# A pursuit word is one word, not an object pronoun or a filler.
_THING = r"(?P<thing>(?!(?:it|that|this|them|the|my|a|an|and|so|now|for|to)\b)[a-z][\w-]{2,})"
_RETIRED = (
    r"(?:je\s+suis|(?:ya\s+)?estoy|(?:ya\s+)?soy|sono|ich\s+bin|sou|estou)\s+(?:[\w-]+\s+)?"
    r"(?:à\s+la\s+retraite|retraité|retraitée|jubilad[oa]|in\s+pensione|pensionat[oa]|"
    r"im\s+ruhestand|aposentad[oa]|reformad[oa])\b"
)
# Roles one is promoted to in so many words: "made partner", "got promoted to head chef".
_PROMOTED = (
    rf"^{_I}{_ADV}(?:(?:got|was|been|have\s+been|'ve\s+been)\s+)?(?:made|promoted\s+to)\s+"
    r"(?:(?:a|an|the)\s+)?(?P<role>partner|(?:[a-z]+\s+){0,2}?(?:partner|director|manager|"
    r"lead|head(?:\s+of\s+[a-z]+)?|chef|supervisor|engineer|analyst|associate|principal|"
    r"editor|officer|sergeant|captain|consultant|professor|nurse|foreman|vp))\b"
)


def _place_left(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    place = re.sub(r"^(?:the|a|an|my|our)\s+", "", m["place"])
    if place in _NOT_PLACES or m["place"] in _NOT_PLACES or _A_TRIP.search(c.lower[m.end() :]):
        return []
    where = orig(c, m, "place")
    return [make_fact("residence", place, f"Lives in {where}", "location", neg=True)]


def _role_quit(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = m["what"]
    return [make_fact("occupation", what, f"Works as {what}", "professional", neg=True, role=what)]


def _job_lost(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("employer", CURRENT_JOB, "Works at their job", "professional", neg=True)]


def _pursuit_given_up(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    thing = m["thing"]
    return [make_fact(PURSUIT, thing, f"Does {thing}", "personal", neg=True)]


def _vegetarian_no_more(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("diet", "vegetarian", "Is vegetarian", "personal", neg=True)]


def _meat_again(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    diets = ("vegetarian", "vegan") if m["food"] in ("fish", "seafood") else _MEATLESS
    return [make_fact("diet", d, f"Is {d}", "personal", neg=True) for d in diets]


def _medicine_stopped(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact(TAKEN_BACK_WORD, m["med"], f"Takes {m['med']}", "personal", neg=True)]


def _promoted(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    role = orig(c, m, "role")
    return [make_fact("occupation", role.lower(), f"Works as a {role}", "professional",
                      role=role.lower())]  # fmt: skip


def _retired(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("occupation", "retired", "Is retired", "professional", role="retired")]


def _shifted(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if _A_TRIP.search(c.lower[m.end() :]):
        return []
    return build_residence(c, m)


@dataclass(frozen=True)
class Row:
    pattern: re.Pattern[str]
    build: Build
    reported_ok: bool = False  # read in reported speech too (a doctor's orders)


def _row(pattern: str, build: Build, *, reported_ok: bool = False) -> Row:
    return Row(re.compile(pattern), build, reported_ok)


_FOOD = r"(?P<food>meat|chicken|beef|pork|bacon|fish|seafood)"

ROWS: tuple[Row, ...] = (
    # leaving a place one lived: "we finally left Austin", "we have left Lyon for good"
    _row(rf"^{_I}{_ADV}{_HAVE}{_ADV}(?:left|moved\s+(?:away\s+from|out\s+of))\s+{_PLACE}",
         _place_left),
    # a job quit by its role: "quit the barista thing", "left my nursing job"
    # ("packed in the freelance photography thing": British verbs of quitting, a word
    # before the role)
    _row(rf"^{_I}{_ADV}{_HAVE}(?:quit|left|resigned\s+from|gave\s+up|{_PACKED_IN})\s+"
         r"(?:my|the)\s+(?:[a-z][\w-]+\s+)?(?P<what>[a-z][\w-]+)\s+(?:job|gig|thing|position|"
         r"role|work)\b", _role_quit),
    # laid off said as a fragment: "laid off over a zoom call" (a named employer is the
    # first table's: "laid off from Halvorsen")
    _row(rf"^{_I}{_ADV}(?:(?:got|was|been|have\s+been|'ve\s+been)\s+)?(?:laid\s+off|made\s+"
         r"redundant)\b(?!\s+(?:the|my|our|some|all|half|everyone|them|him|her|staff|from|at|by|\d+)\b)",
         _job_lost),
    # a job in the past: "back home I was a dentist", "I used to be a plumber"
    _row(rf"^{_WHERE_BEFORE}i\s+(?:was|used\s+to\s+be|worked\s+as)\s+{_ROLE}{_ROLE_END}",
         _role_quit),
    _row(r"^(?:i'm|i\s+am|im)\s+(?:a|an)\s+(?:former|ex-?)\s*(?P<what>[a-z][\w-]*"
         r"(?:\s+[a-z][\w-]*)?)", _role_quit),
    # a pursuit given up: "gave up tennis", "stopped bouldering", "no more golf for me"
    _row(rf"^{_I}{_ADV}{_HAVE}(?:gave\s+up|given\s+up|quit|stopped|dropped)\s+(?:playing\s+|"
         rf"doing\s+|going\s+to\s+)?{_THING}", _pursuit_given_up),
    _row(rf"^(?:so\s+|and\s+)?no\s+more\s+{_THING}(?:\s+for\s+me)?(?=\s*$|\s+(?:for|since|after|"
         r"now|ever)\b)", _pursuit_given_up),
    _row(rf"^(?:the\s+|my\s+)?{_MEDIC}\s+(?:says?|said|told\s+me|has\s+said)\s+(?:that\s+)?"
         rf"(?:it's\s+)?no\s+more\s+{_THING}", _pursuit_given_up, reported_ok=True),
    # a diet ended: "after 11 years i'm eating meat again", "not veg anymore"
    _row(r"^(?:after\s+(?:\d+|a\s+few|many|[a-z]+)\s+years?(?:\s+(?:of\s+being\s+)?(?:a\s+)?"
         r"(?:vegetarian|vegan|veggie|veg))?\s+)?(?:i'm|i\s+am|im|we're|we\s+are)\s+(?:now\s+)?"
         rf"eating\s+(?:(?:some|a\s+bit\s+of)\s+)?{_FOOD}\s+again\b", _meat_again),
    _row(r"^(?:i'm\s+|i\s+am\s+|im\s+)?(?:not|no\s+longer)\s+(?:really\s+)?(?:a\s+)?"
         r"(?:veg|veggie|vego)\s+(?:anymore|any\s+more)\b", _vegetarian_no_more),
    # a medicine stopped, by the user or their doctor: "my gp is taking me off sertraline",
    # "came off citalopram", "stopped taking metformin", "switched from zoloft to prozac"
    _row(r"^(?:(?:my|the)\s+(?:gp|doctor|doc|psychiatrist|consultant|nurse)\s+(?:is\s+|has\s+|'s\s+)?"
         r"(?:taking|took|taken|weaning|weaned)\s+me\s+off|"
         rf"{_I}{_ADV}{_HAVE}(?:(?:am|'m|been)\s+)?(?:came|come|coming|got|getting|weaned|weaning|"
         r"tapered|tapering)\s+off|"
         rf"{_I}{_ADV}{_HAVE}(?:stopped|quit)(?:\s+taking)?|"
         rf"{_I}{_ADV}{_HAVE}(?:switched|switching|moved)\s+from)\s+(?:(?:my|the)\s+)?"
         rf"(?P<med>{MEDICINE})\b", _medicine_stopped),
    # changes that replace the stored role: a promotion, a retirement in another language
    _row(_PROMOTED, _promoted),
    _row(rf"^(?:[\w-]+\s+){{0,4}}?{_RETIRED}", _retired),
    # a move said with "shifted" (Indian English): "shifted to Gurgaon last month"
    _row(rf"^{_I}{_ADV}{_HAVE}shifted\s+(?:back\s+)?to\s+{_PLACE}", _shifted),
)  # fmt: skip

# One alternation of every row's cue word: a clause without any is not read by the rows.
_CUES = re.compile(
    r"\b(?:left|moved|quit|resigned|gave up|packed in|jacked in|chucked in|binned off|walked away|laid off|redundant|was|used to|worked as|former|"
    r"ex|given up|stopped|dropped|no more|eating|veg|veggie|vego|made|promoted|shifted|off|"
    r"switched|switching)\b|"
    r"retraite|retraité|jubilad|pensione|pensionat|ruhestand|aposentad|reformad"
)


@lru_cache(maxsize=4096)
def also_taken_back(c: Clause) -> tuple[IdentityFact, ...]:
    """Every companion row's facts for the clause; nothing for a question or hypothetical,
    and reported speech only where the row reads a doctor's orders."""
    if c.is_question or c.is_hypothetical or not _CUES.search(c.lower):
        return ()
    found: list[IdentityFact] = []
    for row in ROWS:
        if c.is_reported and not row.reported_ok:
            continue
        if not (c.is_statement or c.is_reported or c.is_sarcastic_only):
            continue
        if m := row.pattern.match(c.lower):
            found.extend(row.build(c, m))
    return tuple(found)
