"""The identity facts one clause states: the relationship pattern, the frame rows and the
main table in order (first match wins), then what is said in passing alongside them.
What a message says across its clauses is `identity.asserted_identity`'s concern."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.gated_rows import GatedTable, words_of
from memoryflow.extractors.rules.home_bases import homes_by_base
from memoryflow.extractors.rules.home_forms import homes_by_form
from memoryflow.extractors.rules.identity_body import BODY_ROWS, body_facts_before_report
from memoryflow.extractors.rules.identity_family import facts_in_passing
from memoryflow.extractors.rules.identity_health_frames import health_frames
from memoryflow.extractors.rules.identity_household import household_in_passing
from memoryflow.extractors.rules.identity_kept import kept_in_passing
from memoryflow.extractors.rules.identity_kin import kin_in_passing
from memoryflow.extractors.rules.identity_kin_frames import kin_frames
from memoryflow.extractors.rules.identity_kin_mentions import kin_mentioned, reason_before_wish
from memoryflow.extractors.rules.identity_lasting import lasting_in_passing
from memoryflow.extractors.rules.identity_life import LIFE_ROWS
from memoryflow.extractors.rules.identity_livelihood import LIVELIHOOD_EARLY_ROWS, LIVELIHOOD_ROWS
from memoryflow.extractors.rules.identity_origin_rows import ORIGIN_ROWS
from memoryflow.extractors.rules.identity_origins import origins_in_passing
from memoryflow.extractors.rules.identity_passing import PASSING_ROWS
from memoryflow.extractors.rules.identity_pastimes import WHO_BY_PASTIME_ROWS, class_in_passing
from memoryflow.extractors.rules.identity_patterns import IdentityFact
from memoryflow.extractors.rules.identity_places import PLACE_EARLY_ROWS, PLACE_ROWS
from memoryflow.extractors.rules.identity_practice import group_in_passing
from memoryflow.extractors.rules.identity_read_on import rest_of_clause
from memoryflow.extractors.rules.identity_relationships import RELATIONSHIP_FACT, relationship_facts
from memoryflow.extractors.rules.identity_relatives import relatives_in_passing
from memoryflow.extractors.rules.identity_roles import EARLY_ROWS, LATE_ROWS
from memoryflow.extractors.rules.identity_schooling import SCHOOLING_ROWS
from memoryflow.extractors.rules.identity_studies import STUDY_ROWS
from memoryflow.extractors.rules.identity_table import PATTERNS
from memoryflow.extractors.rules.identity_tongues import TONGUE_ROWS
from memoryflow.extractors.rules.identity_trades import TRADE_ROWS, shift_at
from memoryflow.extractors.rules.identity_vetoes import farm_size
from memoryflow.extractors.rules.identity_work_frames import WORK_FRAME_EARLY_ROWS, WORK_FRAME_ROWS
from memoryflow.extractors.rules.identity_work_passing import WORK_PASSING_ROWS
from memoryflow.extractors.rules.job_fragments import JOB_FRAGMENT_ROWS
from memoryflow.extractors.rules.job_places import JOB_PLACE_ROWS
from memoryflow.extractors.rules.lexicon import CONDITIONS, STATES
from memoryflow.extractors.rules.lexicon import alternation as _alt
from memoryflow.extractors.rules.retraction_match import KIN_DIED
from memoryflow.extractors.rules.retractions import retraction
from memoryflow.extractors.rules.role_shapes import ROLE_SHAPE_EARLY_ROWS, ROLE_SHAPE_LATE_ROWS
from memoryflow.extractors.rules.study_shapes import STUDY_SHAPE_ROWS
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.whereabouts import place_in_passing
from memoryflow.extractors.rules.work_chat import WORK_CHAT_ROWS
from memoryflow.extractors.rules.work_shapes import WORK_SHAPE_FIRST_ROWS, WORK_SHAPE_ROWS

# The frame rows tried before the main table (they read more of the same clauses) and after it.
_EARLY_FRAMES = GatedTable(
    (
        *WORK_CHAT_ROWS,
        *JOB_FRAGMENT_ROWS,
        *LIVELIHOOD_EARLY_ROWS,
        *STUDY_SHAPE_ROWS,
        *WHO_BY_PASTIME_ROWS,
        *STUDY_ROWS,
        *ORIGIN_ROWS,
        *WORK_SHAPE_FIRST_ROWS,
        *EARLY_ROWS,
        *ROLE_SHAPE_EARLY_ROWS,
        *WORK_SHAPE_ROWS,
        *PLACE_EARLY_ROWS,
        *WORK_FRAME_EARLY_ROWS,
    )
)
_LATE_FRAMES = GatedTable(
    (
        *LATE_ROWS,
        *PLACE_ROWS,
        *ROLE_SHAPE_LATE_ROWS,
        *PASSING_ROWS,
        *SCHOOLING_ROWS,
        *WORK_PASSING_ROWS,
        *WORK_FRAME_ROWS,
        *LIFE_ROWS,
        *LIVELIHOOD_ROWS,
        *TRADE_ROWS,
        *JOB_PLACE_ROWS,
        *TONGUE_ROWS,
    )
)


# A diagnosis the user reports from their doctor is still about the user.
_DIAGNOSIS = re.compile(
    rf"^(?:my\s+)?(?:doctor|gp|dr\.?\s+\w+|specialist|consultant)\s+(?:says|said|thinks|"
    rf"confirmed|told me|tells me)\s+(?:that\s+)?i(?:(?:'m| am)\s+(?P<state>{_alt(STATES)})|"
    rf"\s+(?:have|'ve got|have got)\s+(?P<cond>{_alt(CONDITIONS)}))\b"
)


def identity_facts(c: Clause) -> list[IdentityFact]:
    """The identity facts one clause states: the first pattern row that matches wins."""
    return list(_identity_facts(c))


@lru_cache(maxsize=4096)  # identity and the context table both ask, per clause
def _identity_facts(c: Clause) -> tuple[IdentityFact, ...]:
    if reason := reason_before_wish(c):
        return _identity_facts(reason)  # "my partner is diabetic so low sugar would be nice"
    table = _stated_facts(c)
    if any(fact.slot == KIN_DIED for fact in table):
        return table  # "my wife Keiko passed away": no current family member to note
    said = {fact.title.lower() for fact in table}  # "Has adhd" and "Has ADHD" are one
    # One relative once: "our son Mikkel" named is not also "Has a son".
    named = {f.slot.rsplit(":", 1)[0] for f in kin_in_passing(c) if f.slot.endswith(":name")}
    slots = {fact.slot for fact in table if fact.slot.startswith("relationship:")}
    passing = facts_in_passing(c) + kin_in_passing(c) + group_in_passing(c) + origins_in_passing(c)
    if shift := shift_at(c):
        passing += (shift,)
    lasting = lasting_in_passing(c) + class_in_passing(c) + kept_in_passing(c)
    lasting += health_frames(c) + kin_frames(c)
    for fact in passing + relatives_in_passing(c) + lasting:
        if fact.title.lower() in said or fact.slot in slots:
            continue
        if fact.slot.endswith(":has") and fact.slot.rsplit(":", 1)[0] in named:
            continue
        if fact.slot == "hobby" and any(
            f.slot == "hobby" and fact.value.split()[-1] in f.title.lower() for f in table
        ):
            continue  # "I play rugby for my local club": the club is that pursuit's
        table, said = (*table, fact), said | {fact.title.lower()}
    table = (*table, *_new_relatives(kin_mentioned(c) + household_in_passing(c), table))
    table = (*table, *homes_by_form(c, table))  # "im in cebu", "mumbai mein rehta hoon"
    table = (*table, *homes_by_base(c, table))  # "depot is york", "ferry out of oban"
    place = place_in_passing(c)
    if place is None or any(place.value in fact.title.lower() for fact in table):
        return table
    return (*table, place)


def _new_relatives(
    mentioned: tuple[IdentityFact, ...], table: tuple[IdentityFact, ...]
) -> tuple[IdentityFact, ...]:
    """The relatives and pets mentioned in passing that no fact of the clause names yet
    ("my wife Linda says…" is already "Wife is called Linda")."""
    known = {f.relationship for f in table} | {f.slot for f in table if f.slot == "pet"}
    titles = " ".join(f.title.lower() for f in table)
    return tuple(
        f
        for f in mentioned
        if f.relationship not in known
        and f.slot not in known
        and not re.search(rf"\b{re.escape(f.value.split()[-1])}", titles)
    )


def _stated_facts(c: Clause) -> tuple[IdentityFact, ...]:
    if (
        c.is_reported
        and not (c.is_question or c.is_hypothetical)
        and (m := _DIAGNOSIS.match(c.lower))
    ):
        what = f"Is {m['state']}" if m["state"] else f"Has {m['cond']}"
        return (IdentityFact("health", (m["state"] or m["cond"]), False, what,
                             f"The user {what[0].lower()}{what[1:]}.", "personal"),)  # fmt: skip
    if (
        c.is_reported
        and not (c.is_question or c.is_hypothetical)
        and (said_first := body_facts_before_report(c))
    ):
        return said_first  # "got a stent put in so the doc says take it easy"
    taken_back = retraction(c)
    if taken_back.facts and not taken_back.read_on:
        return taken_back.facts
    if not c.is_statement:
        # a wry emoji or a doctor's orders: only what is taken back, and a home or a language
        # stated before the question ("my mother tongue is tamil tho and the grammar is
        # kinda similar??")
        return taken_back.facts + _stated_before_question(c)
    return taken_back.facts + _table_facts(c)


# A first-person statement, then "and"/"but" and what is asked: the head is said outright.
_HEAD_THEN_ASKED = re.compile(
    r"^(?P<head>(?:my|i|i'm|im|we|we're)\s.+?)(?:\s+(?:tho|though))?,?\s+(?:and|but)\s+\S"
)
_SAID_BEFORE_ASKING = frozenset({"language", "residence", "origin"})


def _stated_before_question(c: Clause) -> tuple[IdentityFact, ...]:
    if not c.is_question or c.is_hypothetical or c.is_reported or c.supplied:
        return ()
    if not (m := _HEAD_THEN_ASKED.match(c.lower)):
        return ()
    source = c.text if len(c.text) == len(c.lower) else c.lower
    text = source[: m.end("head")]
    head = Clause(text=text, lower=text.lower())
    return tuple(f for f in _table_facts(head) if f.slot in _SAID_BEFORE_ASKING)


def _table_facts(c: Clause) -> tuple[IdentityFact, ...]:
    for reading in c.readings():
        if m := RELATIONSHIP_FACT.match(reading.lower):
            facts = relationship_facts(reading, m)
            if facts:
                return tuple(facts)
        words = words_of(reading.lower)  # the frame rows are tried only when triggered
        # the body rows are not gated by trigger words: they are tried on any clause, last
        rows = (*_EARLY_FRAMES.triggered(words), *PATTERNS, *_LATE_FRAMES.triggered(words),
                *BODY_ROWS)  # fmt: skip
        for kind, pattern, build in rows:
            if kind == "pet" and reading.supplied == "my":
                continue  # "he's a 4 year old beagle" says nothing new about having a dog
            m = pattern.match(reading.lower)
            if m is None or (reading.supplied not in ("", "my") and not _consumed(reading, m)):
                continue
            facts = [f for f in build(reading, m) if not farm_size(reading, f)]
            if facts:
                return tuple(facts) + _read_on(reading, m.end(), facts)
    return ()


_FIRST_PERSON = re.compile(r"^i(?:'m|\s+am)\b")  # "im a single mum of 3 working as a cleaner"


def _read_on(reading: Clause, end: int, first: list[IdentityFact]) -> tuple[IdentityFact, ...]:
    """A second fact of one's own after the first ("im 24 and just started at a bank")."""
    if any(f.negated for f in first) or reading.supplied:
        return ()
    if any(f.slot.startswith("relationship") for f in first) and not _FIRST_PERSON.match(
        reading.lower
    ):
        return ()  # the rest of "my sister is a nurse and works nights" is the sister's
    rest = rest_of_clause(reading, end)
    if rest is None:
        return ()
    titles = {f.title.lower() for f in first}
    return tuple(f for f in _table_facts(rest) if f.title.lower() not in titles)


def tells_degree_underway(c: Clause) -> bool:
    """Whether the clause is a degree in progress ("doing a PhD in marine biology at UCT"):
    that is who the user is (identity), so no other layer should note it a second time."""
    return any(fact.slot == "education" for fact in identity_facts(c))


# What may follow a fact read from a fragment with a supplied subject: "married" → "I'm
# married" is a fact, "Polish to English" → "I'm Polish to English" is not.
_FRAGMENT_TAIL = re.compile(
    r"\s*(?:now|anymore|any more|too|as well|also|here|there|originally|right now|at the moment|currently|"
    r"these days|for now|since\b.*|for\s+(?:\d+|a|an|many|several|some|years|ages|two|three|four|"
    r"five|six|seven|eight|nine|ten|twenty)\b.*|(?:\d+\s+)?(?:years?|yrs)(?:\s+(?:in|now|ago))?|"
    # when it happened: "got laid off from Shopify last month", "left Google in march"
    r"(?:last|this|in)\s+(?:week|month|year|spring|summer|autumn|fall|winter|january|february|"
    r"march|april|may|june|july|august|september|october|november|december|\d{4})|"
    r"(?:a|\d+|two|three|four|five|six)\s+(?:days?|weeks?|months?|years?)\s+ago|yesterday|today|"
    r"recently|a while ago|on\s+(?:nights|days|call|placement|shift|nights and weekends)|"
    r"on\s+(?:a|an|the|my)\s+(?:[\w-]+\s+){0,2}(?:ward|placement|rotation|shift|team|site|rig|"
    r"ship|unit|floor|line|farm|platform|boat|vessel|ferry|estate|base))?"
    # who with: "living in Bendigo with my husband Ray"
    r"(?:\s+with\s+(?:my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+(?:\s+and\s+[\w-]+)?)?\s*$"
)


def _consumed(reading: Clause, m: re.Match[str]) -> bool:
    return bool(_FRAGMENT_TAIL.fullmatch(reading.lower[m.end() :]))
