"""Replies read in the frame of the assistant's question, beyond the one-line answers of
`answer_questions.ANSWERS`: what one studies said as a fragment ("Are you studying or
working?" → "nursing 3rd yr"), one's role at a place ("What's your role there?" → "sales at
a dealership"), a date answering a question about an event of one's own ("Is the exam
soon?" → "yes thursday"), who a thing is for ("Who's it for?" → "my niece"), a relative
the assistant asked about ("Tell me about your son." → "he is an engineer"), and where one
is now ("Are you still in Doha?" → "no, back in goa"); the last three are read in
`answer_whom_where`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from memoryflow.extractors.rules.activity_words import EVENT_NOUNS
from memoryflow.extractors.rules.answer_employers import EMPLOYER_Q, employer_reply
from memoryflow.extractors.rules.answer_trades import SOLD_Q, sold
from memoryflow.extractors.rules.answer_whom_where import (
    _ABOUT_RELATIVE_Q,
    _FOR_WHOM_Q,
    _STILL_IN_Q,
    _for_whom,
    _still_in,
)
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import has_date

_YES = re.compile(
    r"^(?:yes|yeah|yep|yup|yh|ya|yea|sure|correct|si|sí|sim|oui|ja)\b[\s,!.]*", re.IGNORECASE
)
_REFUSAL = re.compile(r"^(?:no|nope|nah|not|neither|none|nothing|idk|dunno|never)\b")
_MAX_WORDS = 10  # a longer reply says what it means by itself


def question_part(message: str) -> str:
    """The sentences of an assistant turn that ask something: "Nice coin. Where are you
    located? A dealer could check it." asks only "Where are you located?"."""
    # "Tell me about your son." asks too
    asked = re.findall(
        r"[^.!?\n]*\?|(?:^|(?<=[.!?]\s))tell me (?:a (?:little|bit) )?(?:more )?about [^.!?\n]*",
        message,
        re.IGNORECASE,
    )
    return " ".join(part.strip(" ¿¡") for part in asked)


# --- what one studies, and one's role at a place ---------------------------------------------

_STUDY_Q = re.compile(
    r"\b(?:are you (?:a )?(?:student|studying)|what (?:are|do) you study(?:ing)?(?! for)|"
    r"what(?:'s| is) your (?:major|degree|course))\b",
    re.IGNORECASE,
)
_YEAR = re.compile(
    r"\b(?P<n>\d(?:st|nd|rd|th)|first|second|third|fourth|final|last)\s+(?:yr|year)\b"
)
_FIELD = re.compile(r"^(?!(?:the|a|an|for|my|working|work|i)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}$")


_DEGREE_IN = re.compile(
    r"^(?:(?:a|an|my|doing\s+(?:a|an|my))\s+)?(?P<deg>masters?|master's|phd|msc|mba|bsc|ba|ma|"
    r"bachelors?|bachelor's|degree)\s+in\s+(?P<field>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})$"
)


def _study(question: str, low: str) -> str | None:
    if not _STUDY_Q.search(question):
        return None
    low = _YES.sub("", low)
    year = _YEAR.search(low)
    rest = _YEAR.sub("", low).strip(" ,")
    place = ""
    if m := re.match(r"^(?P<field>.+?)\s+at\s+(?P<place>[\w' -]+)$", rest):
        rest, place = m["field"], m["place"]
    at = f" at {place}" if place else ""
    if d := _DEGREE_IN.match(rest):  # "masters in mechanical engineering at TUM"
        return f"I'm doing a {d['deg']} in {d['field']}{at}"
    if not _FIELD.match(rest) or _REFUSAL.match(rest):
        return None
    # "studying or working?" is about studies only when the reply says a year or a place
    if re.search(r"\bor work", question, re.IGNORECASE) and not (year or place):
        return None
    if year:
        return f"I'm in my {year['n']} year of {rest}" + (f" at {place}" if place else "")
    if place:
        return f"I'm studying {rest} at {place}"
    return f"I'm a {rest} student"


_ROLE_Q = re.compile(
    r"\bwhat(?:'s| is) your (?:role|position)(?: there| at (?:the|your) \w+)?\s*\?",
    re.IGNORECASE,
)
# A job word, whole ("head chef", "nurse") or by its ending ("night porter", "cashier").
_ROLE_WORD = re.compile(
    r"^(?:[a-z-]+\s+)?(?:\w*(?:er|or|ist|ian|ant|ent|man|woman|porter|chef|"
    r"nurse|clerk|cook|guard|tech|assistant|lead|head|manager))\b"
)


# "sales at a toyota dealership in houston": the field and its workplace read as one job, so
# neither the field ("Works in sales") nor the workplace stands alone as a thinner fact
_ROLE_AT_PLACE = re.compile(
    r"^(?P<role>[a-z][\w -]*?)\s+(?P<prep>at|for)\s+(?P<place>(?:a|an|the)\s+[^,.!?]+)"
)


def _role_at(question: str, low: str) -> list[str] | None:
    if not _ROLE_Q.search(question) or _REFUSAL.match(low):
        return None
    if not (m := _ROLE_AT_PLACE.match(low)) or len(m["role"].split()) > 3:
        return None
    role = _role(question, m["role"])
    # "night porter at the grand hotel" reads whole; only a field ("sales") drops the place
    if not role or not role.startswith("I work in "):
        return None
    return [f"{role} {m['prep']} {m['place'].strip()}"]


def _role(question: str, low: str) -> str | None:
    if not _ROLE_Q.search(question) or _REFUSAL.match(low):
        return None
    low = re.sub(r"^(?:a|an|i'm a|im a|i am a)\s+", "", low)
    if not re.match(r"[a-z]", low):
        return None
    return f"I'm a {low}" if _ROLE_WORD.match(low) else f"I work in {low}"


# --- an event of one's own, answered with a date ----------------------------------------------

# (what the question asks, how the reply reads): the reply must name a day.
_EVENT_QS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(q, re.IGNORECASE), statement)
    for q, statement in (
        # "Are you training for a particular race?" → "yes the Lisbon marathon, early october"
        (r"\bare you (?:training|preparing|getting ready|entered|signed up) for (?:a|an|any) "
         r"(?:particular |specific |big )?(?P<event>[\w-]+)\s*\?", "I have a {event} {reply}"),
        (r"\bare you (?P<vp>(?:seeing|visiting|meeting) (?:a|an|the|your) [\w-]+(?: about it)?)\s*\?",
         "I'm {vp} {reply}"),
        (r"\bare you (?P<vp>(?:planning|having|hosting|throwing|organi[sz]ing) (?:a|an) "
         r"(?:[\w-]+ ){0,2}?[\w-]+(?: for (?:her|him|them))?)(?: too)?\s*\?", "I'm {vp} {reply}"),
        (r"\bis (?:the|your) (?P<event>[\w-]+(?: [\w-]+)?) (?:coming up )?(?:soon|coming up|close|near|this week)\s*\?",
         "I have the {event} {reply}"),
        # "Is there a race you're aiming for?" → "the parkrun in my village on the 1st of june"
        (r"\b(?:is there|do you have|any) (?:a|an|any) (?:particular |specific )?(?P<event>[\w-]+) "
         r"you(?:'re| are) (?:aiming for|training for|working towards|preparing for|entered in)\s*\?",
         "I have a {event} {reply}"),
        # "When is your next physio session?" → "tmrw 8am"
        (r"\b(?:do you have a date for|when(?:'s| is)) (?:the|your) (?:next )?(?P<event>[\w-]+(?: [\w-]+)?)\s*\?",
         "I have the {event} on {reply}"),
        # "Do you have any interviews lined up?" → "one on thursday", "friday at 2"
        (r"\bdo you have (?:any|an?) (?P<event>[\w-]+?)s? (?:lined up|scheduled|booked|coming up|planned)\b[^?]*\?",
         "I have a {event} {reply}"),
        # "Have you seen an allergist yet?" → "appointment on the 29th"
        (r"\bhave you (?:seen|booked|been to|got) (?:a|an|the|your) (?P<event>[\w-]+)(?: yet)?\s*\?",
         "I have a {event} appointment {reply}"),
        (r"\bwhere(?:'s| is) (?:the|your) (?P<event>[\w-]+)\s*\?", "I have the {event} in {reply}"),
    )
)  # fmt: skip


# A reply that opens on an event noun names the event itself: "regionals on the 14th".
_NAMES_EVENT = re.compile(rf"(?:[\w-]+\s+)?(?:{EVENT_NOUNS})s?\b")
_PAST_DAY = re.compile(r"\b(?:ago|last|yesterday|already)\b")
_RELATIVE_DAY = r"(?:tomorrow|tmrw|tmr|today|tonight|next|this|in|at|on)\b"


def _event(question: str, clauses: list[Clause]) -> tuple[str, int] | None:
    """The statement and how many of the reply's clauses it takes in."""
    for pattern, statement in _EVENT_QS:
        if not (m := pattern.search(question)):
            continue
        # the reply as typed, so a place keeps its capital: "Hobart in July"
        first = _YES.sub("", clauses[0].text)
        if _REFUSAL.match(first.lower()) or (not first and len(clauses) == 1):
            return None
        # the clauses up to the one naming a day: "the Lisbon marathon, early october"
        taken = [first] + [c.text for c in clauses[1:2]]
        said = ""
        for n in (1, 2):
            said = " ".join(p for p in taken[:n] if p)
            if said and has_date(said.lower()):
                break
        else:
            return None
        if len(said.split()) > _MAX_WORDS:
            return None
        groups = {k: v.lower() for k, v in m.groupdict().items()}
        if "appointment {reply}" in statement:
            if _PAST_DAY.search(said.lower()):
                return None  # "yes, last week": seen already, nothing ahead
            # "appointment on the 29th": the question names whom it is with
            said = re.sub(
                r"^(?:(?:an?|the|my)\s+)?(?:appointment|appt)(?:\s+is)?\s*", "", said, flags=re.I
            )
        said = re.sub(r"^one\s+(?=on\s|next\s|this\s|tomorrow\b|tmrw\b)", "", said, flags=re.I)
        if statement.endswith(" on {reply}") and re.match(_RELATIVE_DAY, said, re.IGNORECASE):
            statement = statement.replace(" on {reply}", " {reply}")  # "tmrw 8am"
        if statement.startswith("I have a {event}") and (
            re.match(r"(?i:the|a|an|my|our)\s", said) or _NAMES_EVENT.match(said.lower())
        ):
            # the reply names the event itself: "the Lisbon marathon, early october"
            return f"I have {said}", n
        if statement.endswith("in {reply}") and re.match(r"(?i:in|at|on)\s", said):
            statement = statement.replace(" in {reply}", " {reply}")
        return statement.format(reply=said, **groups), n
    return None


# --- the reply in its question's frame --------------------------------------------------------


def _as_statement(clause: Clause, text: str) -> Clause:
    return replace(clause, text=text, lower=text.lower(), implied=(), is_question=False)


_FRAMED_QS = (_STUDY_Q, _ROLE_Q, _FOR_WHOM_Q, _ABOUT_RELATIVE_Q, _STILL_IN_Q, SOLD_Q, EMPLOYER_Q)


@lru_cache(maxsize=4096)
def _question_frames(question: str) -> bool:
    return any(p.search(question) for p in _FRAMED_QS) or any(
        p.search(question) for p, _ in _EVENT_QS
    )


Reframe = Callable[[str, list[Clause]], list[Clause] | None]


def reframe(question: str, clauses: list[Clause]) -> list[Clause] | None:
    """The reply's clauses read in the frame of `question`, or None when it sets none."""
    if not clauses or not _question_frames(question) or clauses[0].is_question:
        return None
    if len(clauses) > 1 and not _YES.sub("", clauses[0].lower):
        clauses = clauses[1:]  # a bare "yes," before the answer
    first = clauses[0]
    if sum(len(c.text.split()) for c in clauses) > _MAX_WORDS * 2:
        return None
    if (m := _ABOUT_RELATIVE_Q.search(question)) and re.match(
        r"(?:she|he)(?:'s|\s+is)\s", first.lower
    ):
        return [replace(first, refers_to=m["rel"].lower()), *clauses[1:]]
    if len(first.text.split()) > _MAX_WORDS:
        return None
    if (reads := employer_reply(question, [c.lower for c in clauses[:2]])) is not None:
        return [_as_statement(first, read) for read in reads] + clauses[len(reads) :]
    if (reads := _role_at(question, first.lower)) is not None:
        return [_as_statement(first, read) for read in reads] + clauses[1:]
    for read in (_study(question, first.lower), _role(question, first.lower),
                 _for_whom(question, first.text), sold(question, first.lower), _still_in(question, " ".join(c.lower for c in clauses), " ".join(c.text for c in clauses))):  # fmt: skip
        if read is not None:
            return [_as_statement(first, read), *clauses[1:]]
    if (event := _event(question, clauses)) is not None:
        said, taken = event
        return [_as_statement(first, said), *clauses[taken:]]
    return None
