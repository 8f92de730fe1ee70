"""Identity statements: what the user's messages say about who they are.

Two steps, both pure:

- `asserted_identity(messages)` reads the messages alone (no stored memories) and returns,
  in message order, every identity fact they assert or take back ("I'm a welder", "not in
  Rome anymore", "quit my job at Deloitte").
- `reconcile_identity(assertions, existing)` (in `identity_edits`) matches those against the
  user's stored identity memories and decides add / update / remove.

An LLM path or any other source of assertions can use the second step unchanged."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rules.conversation import read_conversation
from memoryflow.extractors.rules.gated_rows import triggered, words_of
from memoryflow.extractors.rules.identity_family import facts_in_passing
from memoryflow.extractors.rules.identity_kin import kin_in_passing
from memoryflow.extractors.rules.identity_life import LIFE_ROWS
from memoryflow.extractors.rules.identity_origin_rows import ORIGIN_ROWS
from memoryflow.extractors.rules.identity_origins import origins_in_passing
from memoryflow.extractors.rules.identity_passing import PASSING_ROWS
from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    orig,
    place_name,
)
from memoryflow.extractors.rules.identity_places import PLACE_EARLY_ROWS, PLACE_ROWS
from memoryflow.extractors.rules.identity_practice import group_in_passing
from memoryflow.extractors.rules.identity_read_on import rest_of_clause
from memoryflow.extractors.rules.identity_relatives import relatives_in_passing
from memoryflow.extractors.rules.identity_roles import EARLY_ROWS, LATE_ROWS
from memoryflow.extractors.rules.identity_routines import routine_fact
from memoryflow.extractors.rules.identity_schooling import SCHOOLING_ROWS
from memoryflow.extractors.rules.identity_studies import STUDY_ROWS
from memoryflow.extractors.rules.identity_table import PATTERNS
from memoryflow.extractors.rules.identity_vetoes import farm_size, unsaid_age
from memoryflow.extractors.rules.identity_work_frames import (
    WORK_FRAME_EARLY_ROWS,
    WORK_FRAME_ROWS,
    role_said_as,
    speaks_as_self,
)
from memoryflow.extractors.rules.identity_work_passing import WORK_PASSING_ROWS
from memoryflow.extractors.rules.lexicon import (
    CONDITIONS,
    NATIONALITIES,
    OCCUPATIONS,
    RELATIONS,
    STATES,
)
from memoryflow.extractors.rules.lexicon import alternation as _alt
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.retraction_match import KIN_DIED
from memoryflow.extractors.rules.retractions import retraction
from memoryflow.extractors.rules.role_shapes import ROLE_SHAPE_EARLY_ROWS, ROLE_SHAPE_LATE_ROWS
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import strip_times
from memoryflow.extractors.rules.whereabouts import place_in_passing
from memoryflow.extractors.rules.work_shapes import WORK_SHAPE_FIRST_ROWS, WORK_SHAPE_ROWS

__all__ = [
    "IdentityAssertion",
    "IdentityFact",
    "asserted_identity",
    "identity_facts",
    "tells_degree_underway",
]

# Whose facts are kept: family and partner. A flatmate's or a boss's job says nothing durable
# about the user ("my flatmate is a DJ and plays techno until 3am").
_NOT_CLOSE = ("roommate", "flatmate", "boss", "manager", "best friend")
_KIN = tuple(r for r in RELATIONS if r not in _NOT_CLOSE)
_OCC, _REL = _alt(OCCUPATIONS), _alt((*_KIN, "parents", "in-laws", "family"))
_ADJ = _alt(STATES + NATIONALITIES)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b"
_REL_FACT = re.compile(
    rf"^(?:my|our)\s+(?:(?:older|younger|little|big|baby|twin|eldest|youngest|oldest)\s+)?(?P<rel>{_REL})"
    r"(?:\s+(?P<name>[a-z][\w'-]*(?=\s+(?:is|lives|works|moved|got|just|'s))))?"
    r"\s+(?:also\s+|just\s+|still\s+|now\s+)?(?P<pred>lives\s+in|live\s+in|is\s+(?:a|an)|"
    r"works\s+as\s+(?:a|an)|works\s+(?:at|for|in)|moved\s+to|got\s+a\s+job\s+at|is\s+called|"
    r"is\s+named|'s\s+name\s+is|is\s+(?=\d)|lives\s+with|started\s+(?:university|uni|college|"
    r"school)\s+(?:in|at)|is\s+(?=(?:" + _ADJ + r")\b))\s*(?P<obj>.+)$"
)
# The frame rows tried before the main table (they read more of the same clauses) and after it.
_EARLY_FRAMES = (
    *STUDY_ROWS,
    *ORIGIN_ROWS,
    *WORK_SHAPE_FIRST_ROWS,
    *EARLY_ROWS,
    *ROLE_SHAPE_EARLY_ROWS,
    *WORK_SHAPE_ROWS,
    *PLACE_EARLY_ROWS,
    *WORK_FRAME_EARLY_ROWS,
)
_LATE_FRAMES = (
    *LATE_ROWS,
    *PLACE_ROWS,
    *ROLE_SHAPE_LATE_ROWS,
    *PASSING_ROWS,
    *SCHOOLING_ROWS,
    *WORK_PASSING_ROWS,
    *WORK_FRAME_ROWS,
    *LIFE_ROWS,
)
# "promoted", "made partner", "retired" (and in a few other languages) change the role too.
_CHANGE_WORDS = re.compile(
    r"\b(?:now|anymore|no longer|switched|became|new job|these days|promoted|made partner|"
    r"retired|retraite|jubilad[oa]|im ruhestand|in pensione|aposentad[oa])\b"
)


@dataclass(frozen=True)
class IdentityAssertion:
    """A fact one user message asserts (or, `fact.negated`, takes back) about the user.

    `changed` says the message presents it as a change ("I'm a teacher now"), so a stored
    value of the same kind is replaced rather than kept alongside; `details` is the clause
    that said it."""

    fact: IdentityFact
    message_id: str
    changed: bool
    details: str


def _relationship(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    rel = m["rel"]
    pred = re.sub(r"\s+", " ", m["pred"])
    obj = re.split(r"\s+(?:and|but|so|because|which)\s+|,", orig(c, m, "obj"))[0].strip()
    role: str | None = None
    if pred.startswith(("is a", "is an", "works as")):
        found = re.match(rf"(?P<role>(?:[\w-]+\s+){{0,2}}?(?:{_OCC}))\b(?P<rest>.*)", obj.lower())
        if not found:
            return []
        role = found["role"]
        rest = obj[found.end("role") :].strip()
        at = f" {rest}" if re.match(r"(?:at|in|for)\s", rest) else ""
        kind, text = "role", f"is {article(role)} {display(role)}{at}"
    elif pred.endswith(("lives in", "live in", "moved to")):
        place = capitalise(strip_times(obj))  # "moved to Lyon last year": the place only
        kind, text = "lives", f"{'live' if rel == 'parents' else 'lives'} in {place}"
    elif pred == "lives with":
        if not re.match(r"(?:us|me|them)\b", obj.lower()):
            return []
        kind, text = "lives", "lives with the user"
        if home := re.match(r"(?:us|me)\s+in\s+(?P<place>[\w' .-]+)$", obj.lower()):
            place = capitalise(strip_times(obj[home.start("place") :]))  # the user's home too
            also = IdentityFact("residence", place.lower(), False, f"Lives in {place}",
                                f"The user lives in {place}.", "location")  # fmt: skip
            return [*_relationship_fact(c, m, rel, kind, text, role=None), also]
    elif pred.startswith(("works", "got a job")):
        kind, text = "works", f"works {'at' if pred.startswith('got') else pred[6:]} {obj}"
    elif pred.startswith("started"):
        _, institution, where = pred.split()
        kind, text = "studies", f"studies at {institution} {where} {place_name(c, m, 'obj')}"
    elif "name" in pred or pred.startswith("is called"):
        kind, text = "name", f"is called {capitalise(obj.split()[0])}"
    elif re.match(r"\d", obj):
        age = re.match(
            r"\d{1,2}(?!\d|\s*(?:st|nd|rd|th)?\s*(?:of\s+)?" + _MONTH + r")", obj.lower()
        )
        if not age:
            return []  # "my sister's wedding is 28 june": a date, not an age
        kind, text = "age", f"is {age.group(0)}"
    else:  # "my partner is type 1 diabetic": the whole state, not its first word
        state = re.match(rf"(?:{_ADJ})\b", obj.lower())
        kind, text = "trait", f"is {obj[: state.end()] if state else obj.split()[0]}"
    return _relationship_fact(c, m, rel, kind, text, role)


def _relationship_fact(
    c: Clause, m: re.Match[str], rel: str, kind: str, text: str, role: str | None
) -> list[IdentityFact]:
    obj = re.split(r"\s+(?:and|but|so|because|which)\s+|,", orig(c, m, "obj"))[0].strip()
    name = f" {capitalise(orig(c, m, 'name'))}" if m["name"] else ""
    return [
        IdentityFact(
            f"relationship:{rel}:{kind}",
            obj.lower(),
            False,
            f"{capitalise(rel)}{name} {text}",
            f"The user's {rel}{name} {text}.",
            "relationship",
            role=role,
            relationship=rel,
        )
    ]


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
    table = _stated_facts(c)
    if any(fact.slot == KIN_DIED for fact in table):
        return table  # "my wife Keiko passed away": no current family member to note
    said = {fact.title.lower() for fact in table}  # "Has adhd" and "Has ADHD" are one
    # One relative once: "our son Mikkel" named is not also "Has a son".
    named = {f.slot.rsplit(":", 1)[0] for f in kin_in_passing(c) if f.slot.endswith(":name")}
    slots = {fact.slot for fact in table if fact.slot.startswith("relationship:")}
    passing = facts_in_passing(c) + kin_in_passing(c) + group_in_passing(c) + origins_in_passing(c)
    for fact in passing + relatives_in_passing(c):
        if fact.title.lower() in said or fact.slot in slots:
            continue
        if fact.slot.endswith(":has") and fact.slot.rsplit(":", 1)[0] in named:
            continue
        if fact.slot == "hobby" and any(
            f.slot == "hobby" and fact.value.split()[-1] in f.title.lower() for f in table
        ):
            continue  # "I play rugby for my local club": the club is that pursuit's
        table, said = (*table, fact), said | {fact.title.lower()}
    place = place_in_passing(c)
    if place is None or any(place.value in fact.title.lower() for fact in table):
        return table
    return (*table, place)


def _stated_facts(c: Clause) -> tuple[IdentityFact, ...]:
    if (
        c.is_reported
        and not (c.is_question or c.is_hypothetical)
        and (m := _DIAGNOSIS.match(c.lower))
    ):
        what = f"Is {m['state']}" if m["state"] else f"Has {m['cond']}"
        return (IdentityFact("health", (m["state"] or m["cond"]), False, what,
                             f"The user {what[0].lower()}{what[1:]}.", "personal"),)  # fmt: skip
    taken_back = retraction(c)
    if taken_back.facts and not taken_back.read_on:
        return taken_back.facts
    if not c.is_statement:
        return taken_back.facts  # a wry emoji or a doctor's orders: only what is taken back
    return taken_back.facts + _table_facts(c)


def _table_facts(c: Clause) -> tuple[IdentityFact, ...]:
    for reading in c.readings():
        if m := _REL_FACT.match(reading.lower):
            facts = _relationship(reading, m)
            if facts:
                return tuple(facts)
        words = words_of(reading.lower)  # the frame rows are tried only when triggered
        rows = (*triggered(_EARLY_FRAMES, words), *PATTERNS, *triggered(_LATE_FRAMES, words))
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


def _read_on(reading: Clause, end: int, first: list[IdentityFact]) -> tuple[IdentityFact, ...]:
    """A second fact of one's own after the first ("im 24 and just started at a bank")."""
    if any(f.slot.startswith("relationship") or f.negated for f in first) or reading.supplied:
        return ()
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


# "her name is Pepper", "he's called Max", "we named him Pickle": the pet just mentioned.
_PET_NAMED = re.compile(
    r"^(?:(?:her|his|its|their)\s+name(?:'s|\s+is)|(?:she|he|it)(?:'s|\s+is)\s+(?:called|named)|"
    r"(?:we|i)(?:'ve)?\s+(?:named|called)\s+(?:her|him|it))\s+(?P<name>[a-z][\w'-]*)$"
)


def _named(fact: IdentityFact, name: str) -> IdentityFact:
    return replace(
        fact,
        value=f"{fact.value} named {name.lower()}",
        title=f"{fact.title} named {name}",
        summary=f"The user {fact.title[0].lower()}{fact.title[1:]} named {name}.",
    )


def _unnamed_pet(assertion: IdentityAssertion) -> bool:
    return assertion.fact.slot == "pet" and " named " not in assertion.fact.title


def _one_pet_per_animal(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """An animal mentioned first without its name ("my cat keeps scratching") and later
    with it ("her name is Mochi") is one pet: the earlier mention takes the named title, so
    both messages cite the same memory."""
    out = list(found)
    for later in found:
        if later.fact.slot != "pet" or " named " not in later.fact.title:
            continue
        kind = later.fact.title.split(" named ")[0]
        for i, earlier in enumerate(out):
            if _unnamed_pet(earlier) and earlier.fact.title == kind:
                out[i] = replace(earlier, fact=later.fact)
    return out


def _joined(job: IdentityFact, detail: IdentityFact) -> IdentityFact | None:
    """The job's title with one more detail of it, or None when `detail` is a fact of its
    own: "vet" + "works at a small clinic in Cork", "electrician" + "self-employed",
    "chef" + "10 years in kitchens"."""
    if detail.negated:
        return None
    if detail.slot == "employer" and re.match(r"(?:a|an|the)\s", detail.value):
        title = job.title + detail.title.removeprefix("Works")
    elif detail.slot == "occupation" and detail.value == "self-employed":
        title = re.sub(r"^Works as an? ", "Works as a self-employed ", job.title)
    elif detail.slot == "business" and detail.title.startswith(("Has ", "Runs ", "Owns ")):
        # "pharmacist, I run a small chemist in Westlands": the job and where it is done
        title = f"{job.title} and {detail.title[0].lower()}{detail.title[1:]}"
    elif detail.slot == "experience":
        title = f"{job.title} ({detail.title.removeprefix('Has ')})"
    else:
        return None
    return replace(job, title=title, summary=f"The user {title[0].lower()}{title[1:]}.")


def _one_title_per_job(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """Details of a job said in the same message join its title rather than standing
    alone: "vet here, I work at a small clinic in Cork" is one fact."""
    out: list[IdentityAssertion] = []
    for assertion in found:
        job = out[-1] if out else None
        if (
            job is not None
            and job.message_id == assertion.message_id
            and job.fact.slot == "occupation"
            and not job.fact.negated
            and job.fact.title.startswith("Works as")
            and " at " not in job.fact.title
            and (joined := _joined(job.fact, assertion.fact)) is not None
        ):
            out[-1] = replace(job, fact=joined)
            continue
        out.append(assertion)
    return out


def _one_line_of_languages(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """Languages listed across commas in one message ("I speak Welsh, English and a bit of
    French") are one fact, as within one clause."""
    out: list[IdentityAssertion] = []
    for assertion in found:
        last = out[-1] if out else None
        fact = assertion.fact
        if (
            last is not None
            and last.message_id == assertion.message_id
            and last.fact.slot == fact.slot == "language"
            and not (last.fact.negated or fact.negated)
            and last.fact.title.startswith("Speaks ")
            and fact.title.startswith("Speaks ")
        ):
            names = [*last.fact.title.removeprefix("Speaks ").replace(" and ", ", ").split(", "),
                     *fact.title.removeprefix("Speaks ").replace(" and ", ", ").split(", ")]  # fmt: skip
            title = f"Speaks {', '.join(names[:-1])} and {names[-1]}"
            merged = replace(last.fact, value=f"{last.fact.value} and {fact.value}", title=title,
                             summary=f"The user speaks {title.removeprefix('Speaks ')}.")  # fmt: skip
            out[-1] = replace(last, fact=merged)
            continue
        out.append(assertion)
    return out


_WORK_OR_HOBBY = frozenset({"hobby", "occupation", "employer", "business"})


def asserted_identity(messages: Sequence[ChatMessage]) -> list[IdentityAssertion]:
    """What the user's messages assert or take back about who they are, in order.

    Pure and independent of stored memories: the same messages always give the same
    assertions. Assistant and system turns are read only as context (role-play, the
    question a short answer replies to), never as statements about the user."""
    found: list[IdentityAssertion] = []
    pet_just_mentioned: IdentityAssertion | None = None
    speaking_as: tuple[str, Clause] | None = None  # "as a nurse," awaiting "I…"
    for message, clause in read_conversation(messages):
        if speaking_as is not None and speaking_as[0] == message.id and speaks_as_self(clause):
            said_as = speaking_as[1]
            found += [IdentityAssertion(f, message.id, False, said_as.text) for f in role_said_as(said_as)]  # fmt: skip
        speaking_as = (message.id, clause) if clause.is_statement else None
        named = _PET_NAMED.match(clause.lower) if clause.is_statement else None
        if pet_just_mentioned is not None and named:
            name = capitalise(orig(clause, named, "name"))
            fact = _named(pet_just_mentioned.fact, name)
            found.append(replace(pet_just_mentioned, fact=fact, message_id=message.id,
                                 details=clause.text))  # fmt: skip
            pet_just_mentioned = None
            continue
        pet_just_mentioned = None
        facts = identity_facts(clause)
        # a clause that already says the user's work is not also a pastime: "i've been
        # driving for Uber for 3 years" is a job, not a habit kept up
        said = {f.slot for f in facts}
        if not said & _WORK_OR_HOBBY and (done := routine_fact(clause, message)):
            facts = [*facts, done]  # "i run every morning before class": who the user is
        for fact in facts:
            if unsaid_age(message.content, clause, fact):
                continue  # "22" answering "what's the water temperature?"
            found.append(
                IdentityAssertion(
                    fact=fact,
                    message_id=message.id,
                    changed=bool(_CHANGE_WORDS.search(clause.lower)),
                    details=clause.text,
                )
            )
            if _unnamed_pet(found[-1]):
                pet_just_mentioned = found[-1]
    return _one_line_of_languages(_one_title_per_job(_one_pet_per_animal(found)))
