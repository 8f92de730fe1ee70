"""Identity taken back: what a clause says the user no longer is or has.

People rarely say "I am no longer employed by X"; they say they were laid off, handed in
their notice, stopped doing what the job was, that the dog died, that they eat fish again,
that the divorce went through, that they finally graduated. Each row below reads one such
class of phrasing into negated `IdentityFact`s (and, where the change names the new state,
the new fact too: "got divorced" is "Is divorced", which replaces "Is married").

A negated fact never becomes an item by itself: it only takes back a stored memory it
matches (`retraction_match.retracts`), so a row may read broadly without adding anything
false. Rows read the clause as written (their subject is optional, so fragments such as
"got laid off from the warehouse" read too); a row marked `read_on` lets the identity
table read the same clause afterwards ("graduated from KTH" is also a degree)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from memoryflow.extractors.rules.identity_builders import build_divorce_final
from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact, orig
from memoryflow.extractors.rules.identity_place_builders import build_residence
from memoryflow.extractors.rules.job_endings import job_ended
from memoryflow.extractors.rules.lexicon import HABITS_GIVEN_UP, STATES
from memoryflow.extractors.rules.lexicon import alternation as _alt
from memoryflow.extractors.rules.retraction_breakups import broken_up
from memoryflow.extractors.rules.retraction_changes import also_taken_back
from memoryflow.extractors.rules.retraction_eras import era_over
from memoryflow.extractors.rules.retraction_housemates import housemate_gone
from memoryflow.extractors.rules.retraction_match import CURRENT_JOB, SOLE_JOB, STUDENT
from memoryflow.extractors.rules.retraction_pets_diets import (
    FOODS_ENDING_DIETS,
    diet_given_up,
    eats_again,
    pet_died,
)
from memoryflow.extractors.rules.retraction_words import taken_back_by_word
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.work_retractions import WORK_CUES, WORK_RETRACTIONS, home_sold

Build = Callable[[Clause, re.Match[str]], list[IdentityFact]]


@dataclass(frozen=True)
class Row:
    pattern: re.Pattern[str]
    build: Build
    read_on: bool = False  # the identity table reads the clause too


# Adverbs and chat hedges before the verb or the subject ("also lowkey i started eating fish
# again", "honestly i quit the cafe").
_ADV = (
    r"(?:(?:just|finally|officially|actually|also|now|so|recently|basically|lowkey|low-key|"
    r"kinda|kind\s+of|sort\s+of|honestly|tbh|ngl)\s+)*"
)
_I = rf"(?:{_ADV}(?:i|we)(?:\s+|(?='(?:ve|m|re)\b)))?"
_IM = r"(?:(?:i'm|i am|im)\s+)?"
_STOP = (
    r"on|in|at|last|this|yesterday|today|after|because|since|for|and|but|so|lol|tho|ago|"
    r"before|when|which|cos|as|to|from|with|a|two|three|\d+"
)
_ORG = rf"(?P<org>[\w&'.-]+(?:\s+(?!(?:{_STOP})\b)[\w&'.-]+){{0,3}})"
_PLACE = rf"(?P<place>[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+){{0,2}})"
# When a thing happened, or the reason: what may follow a fact said without its object.
_THEN = (
    r"(?=\s*$|\s+(?:last|this|yesterday|today|on|in|a|an|two|three|after|before|because|cos|"
    r"since|for good|again|\d+)\b)"
)
# Leaving an employer, by any of the usual verbs.
_LEAVE = (
    r"(?:quit|left|resigned\s+from|walked\s+out\s+of|"
    r"(?:handed|put|turned)\s+in\s+my\s+notice\s+(?:at|with)|gave\s+(?:my\s+)?notice\s+(?:at|to)|"
    r"took\s+(?:voluntary\s+)?redundancy\s+(?:from|at)|lost\s+my\s+job\s+(?:at|with)|"
    r"(?:got|was|were|been|have\s+been|'ve\s+been)\s+(?:laid\s+off|let\s+go|fired|sacked|"
    r"made\s+redundant|deactivated|kicked\s+off)\s+(?:from|at|by))"
)
_LET_GO = r"(?:got|was|been|have\s+been|'ve\s+been)\s+(?:laid\s+off|let\s+go|fired|sacked|made\s+redundant)"
# "left the depot early", "left the office at 6": the day's work, not the job.
_FOR_THE_DAY = re.compile(
    r"\s+(?:early|late|at\s+\d|around|by\s+\d|today|tonight|this\s+(?:morning|afternoon|evening)|"
    r"for\s+(?:lunch|the\s+day|home|work|the\s+night))\b"
)
# A workplace named by its kind, not its name ("the firm", "my office", "the cafe").
_WORKPLACE_KIND = (
    r"(?:[\w-]+\s+)?(?:firm|company|office|agency|cafe|café|restaurant|bistro|diner|bar|pub|shop|store|"
    r"warehouse|factory|hospital|clinic|practice|call\s+cent(?:er|re)|bank|startup|hotel|"
    r"salon|studio|site|plant|depot|lab|school|nursery|kitchen|bakery|garage)"
)
_NOT_ORGS = {"work", "home", "it", "that", "this", "them", "him", "her", "there", "early",
             "the house", "my house", "the gym", "school", "town", "bed"}  # fmt: skip
_HABIT = _alt(HABITS_GIVEN_UP)
_STATE = _alt(STATES)
_DEATH = (
    r"(?:just\s+|sadly\s+|finally\s+)?(?:died|passed\s+away|passed\s+on|"
    r"(?:was|had\s+to\s+be)\s+put\s+(?:down|to\s+sleep)|crossed\s+the\s+rainbow\s+bridge|"
    # "passed" alone before when it happened; the same in a few other languages
    r"passed(?=\s*$|\s+(?:in|on|last|this|yesterday|today|early|overnight|peacefully|at)\b)|"
    r"(?:se\s+)?muri[óo]|falleci[óo]|morreu|est\s+morte?|(?:è|e)\s+mort[oa]|ist\s+gestorben|"
    r"is\s+overleden)"
)
_FOOD = _alt(tuple(FOODS_ENDING_DIETS))
_DIRECTION = (
    r"(?:back\s+)?(?:north|south|east|west|abroad|overseas|home|away|inland|upstate|downstate|"
    r"interstate|across\s+the\s+(?:country|border|world|pond))"
)


def _employer_left(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    org = re.sub(r"^(?:the|a|an|my|our)\s+", "", m["org"])
    if org in _NOT_ORGS or m["org"] in _NOT_ORGS or re.match(rf"(?:{_HABIT})\b", org):
        return []  # "quit smoking" is a habit given up
    if re.fullmatch(r"[a-z]+ing", orig(c, m, "org")):
        return []  # "quit teaching": the work itself, read by a row below
    if m.groupdict().get("verb") == "left" and _FOR_THE_DAY.match(c.lower[m.end() :]):
        return []
    if re.fullmatch(r"(?:[\w-]+\s+)?(?:job|position|role|gig)", org):
        return _job_left(c, m)  # "quit the kitchen job": whichever job that is
    if org != m["org"] and m["verb"] != "left" and re.fullmatch(_WORKPLACE_KIND, org):
        # "handed in my notice at the firm", "quit the cafe": the workplace by its kind,
        # and so the one job stored when none is at a place of that kind ("left the bar"
        # may be the evening's leaving, so not "left")
        return _employer_left_named(c, m, org, role=SOLE_JOB)
    return _employer_left_named(c, m, org)


def _employer_left_named(
    c: Clause, m: re.Match[str], org: str, role: str | None = None
) -> list[IdentityFact]:
    title = f"Works at {orig(c, m, 'org')}"
    return [make_fact("employer", org, title, "professional", neg=True, role=role)]


def _job_left(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("employer", CURRENT_JOB, "Works at their job", "professional", neg=True)]


def _work_stopped(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = m.groupdict().get("what") or m.groupdict().get("w2") or ""
    return [make_fact("occupation", what, f"Works as {what}", "professional", neg=True, role=what)]


def _moved_to(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return build_residence(c, m)


def _moved_from(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    if re.match(r"\s+to\b", c.lower[m.end() :]):
        return []  # "moved from Leeds to York": the identity table reads both
    place = orig(c, m, "place")
    return [make_fact("residence", place, f"Lives in {place}", "location", neg=True)]


def _engagement_off(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("marital", "engaged", "Is engaged", "relationship", neg=True)]


def _no_longer_student(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("education", STUDENT, "Is a student", "personal", neg=True)]


def _row(pattern: str, build: Build, *, read_on: bool = False) -> Row:
    return Row(re.compile(pattern), build, read_on)


ROWS: tuple[Row, ...] = (
    # leaving an employer: "got laid off from the warehouse", "handed in my notice at tesco"
    _row(rf"^{_I}{_ADV}(?:(?:have|'ve)\s+)?(?P<verb>{_LEAVE})\s+(?:my\s+(?:job|position|role)\s+"
         rf"(?:at|with)\s+)?{_ORG}", _employer_left),
    _row(rf"^{_IM}{_ADV}(?:not|no\s+longer)\s+(?:working\s+)?(?:at|with)\s+{_ORG}"
         rf"(?<!\banymore)(?:\s+(?:anymore|any\s+more))", _employer_left),
    # the job, whichever it is: "lost my job", "quit the coffee job", "got laid off"
    _row(rf"^{_I}{_ADV}(?:(?:have|'ve)\s+)?(?:quit|left|lost|resigned\s+from)\s+(?:my|the)\s+"
         rf"(?:[\w-]+\s+)?(?:job|position|gig){_THEN}", _job_left),
    _row(rf"^{_I}{_ADV}(?:(?:handed|put|turned)\s+in\s+my\s+notice|resigned|{_LET_GO}){_THEN}",
         _job_left),
    _row(rf"^{_I}{_ADV}(?:don't|do\s+not)\s+work\s+there\s+(?:anymore|any\s+more)", _job_left),
    # the job by what one did in it: "stopped translating", "not nursing anymore"
    _row(rf"^{_I}{_ADV}(?:(?:have|'ve)\s+)?(?:quit|stopped|gave\s+up|given\s+up)\s+"
         rf"(?!(?:{_HABIT})\b)(?P<what>[a-z]{{3,}}ing){_THEN}", _work_stopped),
    _row(rf"^{_IM}{_ADV}(?:not\s+(?P<what>[a-z]{{3,}}ing)\s+(?:anymore|any\s+more)|no\s+longer\s+"
         rf"(?P<w2>[a-z]{{3,}}ing)(?=\s*$|\s+(?:since|after|now)\b))", _work_stopped),
    _row(rf"^{_IM}{_ADV}(?:no\s+longer\s+(?:a|an)\s+(?P<what>(?:[\w-]+\s+){{0,2}}?[\w-]+?)s?"
         rf"(?=\s*$|\s+(?:since|after|now|either|thank)\b)|not\s+(?:a|an)\s+(?P<w2>(?:[\w-]+\s+)"
         rf"{{0,2}}?[\w-]+?)s?\s+(?:anymore|any\s+more))", _work_stopped),
    # a pet that died: "clover died on sunday", "our cat miso passed away", "put clover down"
    _row(rf"^(?:(?:my|our)\s+(?:(?:old|sweet|little|beloved|poor|dear|lovely|baby)\s+)?)?"
         rf"(?P<what>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+{_DEATH}", pet_died),
    _row(rf"^{_I}{_ADV}(?:had\s+to\s+)?put\s+(?:(?:my|our)\s+(?:old\s+)?)?(?P<what>[a-z][\w'-]*"
         rf"(?:\s+[a-z][\w'-]*)?)\s+(?:down|to\s+sleep)", pet_died),
    # a diet given up: "gave up being vegan", "not really vegetarian anymore", "eat fish again"
    _row(rf"^{_I}{_ADV}(?:(?:have|'ve)\s+)?(?:gave\s+up|given\s+up|stopped|quit)\s+being\s+"
         rf"(?:a\s+|an\s+)?(?P<state>{_STATE})\b", diet_given_up),
    _row(rf"^{_IM}(?:not|no\s+longer)\s+(?:really|exactly|strictly|fully|totally|technically|"
         rf"completely)\s+(?:a\s+|an\s+)?(?P<state>{_STATE})\b", diet_given_up),
    _row(rf"^{_I}{_ADV}(?:(?:have|'ve)\s+)?(?:eat|eating|'m\s+eating|am\s+eating|(?:started|back\s+to|"
         rf"went\s+back\s+to)\s+eating)\s+(?:(?:some|a\s+bit\s+of|a\s+little)\s+)?(?P<food>{_FOOD})"
         rf"(?:\s+(?:and|&)\s+(?P<food2>{_FOOD}))?\s+again\b", eats_again),
    # moving away: "moved south to Bergen", "moved away from Trondheim"
    _row(rf"^{_I}(?:(?:have|'ve)\s+)?{_ADV}(?:moved|relocated)\s+{_DIRECTION}\s+(?:to|into)\s+"
         rf"{_PLACE}", _moved_to),
    _row(rf"^{_I}(?:(?:have|'ve)\s+)?{_ADV}(?:moved|relocated)\s+(?:away\s+from|out\s+of)\s+"
         rf"{_PLACE}", _moved_from),
    # a marriage or engagement ended: "finalised the divorce", "called off the engagement"
    _row(rf"^{_I}{_ADV}(?:(?:finali[sz]ed|signed)\s+(?:the|our|my)\s+divorce|got\s+divorced)\b",
         build_divorce_final),
    _row(r"^(?:the|my|our)\s+divorce\s+(?:came|went)\s+through\b", build_divorce_final),
    _row(rf"^{_I}{_ADV}(?:broke|called)\s+off\s+(?:the|our|my)\s+(?:engagement|wedding)\b",
         _engagement_off),
    # studies ended: "finally graduated from KTH", "finished my degree", "dropped out of uni"
    _row(rf"^{_I}{_ADV}(?:(?:have|'ve)\s+)?graduated\b", _no_longer_student, read_on=True),
    _row(rf"^{_I}{_ADV}(?:(?:have|'ve)\s+)?(?:finished|completed)\s+(?:my\s+(?:[\w'-]+\s+)?(?:degree|phd|masters|"
         rf"master's|doctorate|studies|bachelor's|apprenticeship|diploma|course|mba|pgce)|uni|university|college)\b",
         _no_longer_student, read_on=True),
    _row(rf"^{_I}{_ADV}dropped\s+out\b", _no_longer_student, read_on=True),
    # work and home in looser shapes (`work_retractions`)
    # a home sold is read on, for the one bought after it: "sold the place in Pueblo and
    # bought 40 acres outside Missoula"
    *(_row(pattern, build, read_on=build is home_sold) for pattern, build in WORK_RETRACTIONS),
)  # fmt: skip


# One alternation of every row's cue word: a clause without any is not read by the rows.
_CUES = re.compile(
    r"\b(?:quit|left|resign|walked|retired|notice|redundan|lost|laid|let|fired|sacked|deactivated|kicked|"
    r"no longer|anymore|any more|stopped|gave up|given up|died|passed|put|rainbow|again|moved|"
    r"relocated|divorce|off|graduated|finished|completed|dropped|muri|falleci|morreu|mort|"
    rf"gestorben|overleden|{WORK_CUES})"
)


@dataclass(frozen=True)
class Retraction:
    facts: tuple[IdentityFact, ...] = ()
    read_on: bool = False  # the identity table reads the clause too


def readable(c: Clause) -> bool:
    """A plain statement, or one that is hypothetical only by a sarcasm marker: a wry emoji
    on a plain update ("so I'm no longer a postman 🙃") does not undo it."""
    return c.is_statement or (c.is_sarcastic_only and not (c.is_question or c.is_reported))


@lru_cache(maxsize=4096)
def retraction(c: Clause) -> Retraction:
    """What the clause takes back about the user: the first row that reads it, and every
    companion row (`retraction_changes`); the identity table reads on after companions
    alone."""
    first = _first_row(c)
    by_word = taken_back_by_word(c) + (
        (*broken_up(c), *era_over(c), *housemate_gone(c)) if readable(c) else ()
    )
    # the job a layoff or a quitting names is kept as a former job ("laid off from my job as
    # a recruiter" → "Worked as a recruiter") and taken back by its name
    ended = job_ended(c) if readable(c) else ()
    also = tuple(f for f in also_taken_back(c) + by_word + ended if f not in first.facts)
    if not also:
        return first
    # a fact taken back in general words leaves nothing for the table to read ("I'm an
    # ex-teacher" is no teacher; "my wife Keiko passed away" no family member to note)
    return Retraction(first.facts + also, not by_word and (first.read_on or not first.facts))


def _first_row(c: Clause) -> Retraction:
    if not readable(c) or not _CUES.search(c.lower):
        return Retraction()
    for row in ROWS:
        m = row.pattern.match(c.lower)
        if m and (facts := row.build(c, m)):
            return Retraction(tuple(facts), row.read_on)
    return Retraction()
