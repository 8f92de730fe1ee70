"""Reading a conversation in order: the user's clauses, with what the other turns tell us.

Assistant turns are never statements about the user, but they give context: a role-play
the user started lasts across messages, and a short reply answers the question just asked
("Where are you based?" → "leeds" means the user lives in Leeds)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace

from memoryflow.extractors.base import USER_ROLE, ChatMessage
from memoryflow.extractors.rules.answer_choices import picks_an_option
from memoryflow.extractors.rules.answer_frames import question_part, reframe
from memoryflow.extractors.rules.answer_kin import child_age_said, child_asked
from memoryflow.extractors.rules.answer_learning import learning_answer
from memoryflow.extractors.rules.answer_questions import ANSWERS
from memoryflow.extractors.rules.liking_answers import liking_answer
from memoryflow.extractors.rules.text import Clause, Reader
from memoryflow.extractors.rules.where_answers import where_answer_parts

_SHORT_ANSWER = 4  # words; a longer reply says what it means by itself

# Questions about plans, work under way and the shape of answers set a frame a longer reply
# is read in: "Any plans this weekend?" → "hiking in the peaks with my brother" is a plan for
# this weekend; "How do you like your answers?" → "short and to the point".
_PLAN_QUESTION = re.compile(
    r"\b(?:plans?|up to|doing|got on|planned|have on|anything (?:\w+ )?on|happening)\b.*?\b(?P<time>this weekend|tomorrow|tonight|"
    r"next week(?:end)?|this (?:summer|christmas|easter|friday|saturday|sunday)|"
    r"on (?:mon|tues|wednes|thurs|fri|satur|sun)day|for (?:the )?(?:holidays|christmas|easter)|"
    r"over the (?:holidays|weekend)|for (?:the|your) (?:weekend|summer))\b",
    re.IGNORECASE,
)
_UNDER_WAY_QUESTION = re.compile(
    r"\bwhat(?:'re| are)\s+you\s+(?:currently\s+)?(?P<verb>working on|building|writing|learning|"
    r"studying|training for|saving for|renovating|making)\b",
    re.IGNORECASE,
)
_SHAPE_QUESTION = re.compile(
    r"\bhow (?:do|would) you (?:like|want|prefer) (?:your |the |my )?(?:answers|replies|responses|"
    r"explanations)\b|\bhow (?:should|do you want me to) (?:i )?(?:answer|reply|explain|write)\b",
    re.IGNORECASE,
)
_NO_ANSWER = re.compile(
    r"^(?:nothing|not|no|nah|idk|dunno|nope|none|just (?:chilling|relaxing|resting)|"
    r"not sure|same as|who knows|depends)\b"
)
_LONGER_ANSWER = 10  # words
_A_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|will|can)\b|\w'(?:re|ll)\s")


def _framed_answer(question: str, clause: Clause) -> str | None:
    """The reply as the statement the question frames, for replies up to ten words."""
    low = clause.lower
    if len(low.split()) > _LONGER_ANSWER or _NO_ANSWER.match(low):
        return None
    if m := _PLAN_QUESTION.search(question):
        time = re.sub(r"^for (?:the|your) weekend$", "this weekend", m["time"].lower())
        if re.match(r"[a-z]+ing\b", low):
            return f"I'm {clause.text} {time}"
        if re.match(r"(?:my|our|a|an|the)\s", low) and not _A_VERB.search(low):
            return f"I have {clause.text} {time}"
        return None
    if m := _UNDER_WAY_QUESTION.search(question):
        if re.match(r"(?:my|our|a|an|the|some)\s", low):
            return f"I'm {m['verb'].lower()} {clause.text}"
        return None
    if _SHAPE_QUESTION.search(question):
        return f"please keep your answers {clause.text}"
    return liking_answer(question, clause.text)  # "What's your favourite cuisine?" → "thai"


# A described place around the named one: "a little town near Stellenbosch" says the user
# lives near Stellenbosch.
_AROUND_A_PLACE = re.compile(
    r"^(?:in\s+)?(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:town|village|suburb|city|area|place|spot)\s+"
    r"(?=(?:just\s+)?(?:near|outside|around)\b)",
    re.IGNORECASE,
)

_OWN_PREPOSITION = re.compile(
    r"(?<=^I live) in (?=(?:just\s+)?(?:near|outside|around|in)\b)|"
    r"(?<=^I work) at (?=(?:at|in|for|from|on|near|with)\b)|"
    r"(?<=^I'm) from (?=from\b)",  # "where are you from?" → "from Lyon"
    re.IGNORECASE,
)
# A where-at-work reply in two parts, the place after a comma: "korle bu, accra" is the
# workplace in Accra.
_WORK_WHERE = re.compile(r"\bwhere do you work\b|\bwhere are you working\b", re.IGNORECASE)
_PLACE_AFTER_COMMA = 2  # words at most


# A where-answer that names the region first and the place second: "west of ireland,
# county clare" is County Clare, in the west of Ireland.
_REGION_FIRST = re.compile(
    r"^(?:the\s+)?(?:north|south|east|west|top|bottom|middle)(?:[- ]?(?:east|west))?\s+of\s+\S",
    re.IGNORECASE,
)
_A_VERB_OR_PERSON = re.compile(r"\b(?:i|i'm|im|we|my|our|is|are|was|it|its|it's)\b")


def _narrower_place_second(asked: str, found: list[Clause]) -> list[Clause]:
    """The two parts of a where-answer as one place, the named one first."""
    place = found[1].text
    if len(place.split()) > 3 or _A_VERB_OR_PERSON.search(found[1].lower):
        return found
    if not any(statement == "I live in {}" and p.search(asked) for p, statement in ANSWERS):
        return found
    joined = f"I live in {place}, {found[0].text}"
    return [replace(found[0], text=joined, lower=joined.lower(), implied=()), *found[2:]]


# A bare "from …" answering a question is where the user is from only when the question
# asked about the user's roots or home; "which format, csv?" → "from csv" is not an origin.
_FROM_ELSEWHERE = re.compile(r"from\s+\S")
_ASKS_ORIGIN = re.compile(
    r"\b(?:from|born|grow|grew|raised|home|hometown|country|originally|based|live|roots|"
    r"heritage|background|nationality)\b"
)


# …and about the user: "Did the values come from a CSV file?" asks where a thing is from.
_ABOUT_YOU = re.compile(r"\b(?:you|your|yours|yourself)\b")


def _asks_home(asked: str) -> bool:
    return any(statement == "I live in {}" and p.search(asked) for p, statement in ANSWERS)


def _from_a_thing(asked: str, found: list[Clause]) -> bool:
    """Whether a bare "from …" reply answers a question that was not about the user."""
    return bool(
        asked
        and found
        and found[0].implied
        and _FROM_ELSEWHERE.match(found[0].lower)
        and not (_ASKS_ORIGIN.search(asked.lower()) and _ABOUT_YOU.search(asked.lower()))
    )


def _answer(question: str, clause: Clause) -> Clause | None:
    clause = replace(clause, text=_AROUND_A_PLACE.sub("", clause.text))
    if not question.rstrip().endswith("?") or clause.is_question:
        return None
    if (framed := _framed_answer(question, clause)) is not None:
        return replace(clause, text=framed, lower=framed.lower(), implied=())
    if len(clause.text.split()) > _SHORT_ANSWER:
        return None
    for pattern, statement in ANSWERS:
        if m := pattern.search(question):
            if statement.endswith(("in {}", "from {}", "at {}")) and _NO_ANSWER.match(clause.lower):
                return None  # "not telling lol", "idk yet": no place
            return _answered(m, statement, clause)
    return None


_YES = re.compile(r"^(?:yes|yeah|yep|yup|ya|yea|si|sí|correct|right)\b[,!.]*\s*", re.IGNORECASE)
_NO = re.compile(r"^(?:no|nope|nah|not)\b", re.IGNORECASE)


def _answered(m: re.Match[str], statement: str, clause: Clause) -> Clause | None:
    reply = clause.text
    if statement == "I'm {}":  # an age: "58 in July" is the age, said loosely
        if not (age := re.match(r"\d{1,3}\b", reply)):
            return None
        reply = age.group(0)
    elif statement.startswith("I'm a"):
        reply = re.sub(r"^(?:a|an)\s+", "", reply, flags=re.IGNORECASE)
    elif statement == "I live in {}":  # "yes houston" to "Is the salon in the US?"
        reply = _YES.sub("", reply)
        if not reply or _NO.match(reply):
            return None  # "yes" alone names no place; "no" only denies the guess
    text = statement.format(*m.groups(), reply) if m.groups() else statement.format(reply)
    # an answer with its own preposition keeps it: "just outside ballarat"; one in another
    # language loses it: "en Rosario", "à Nantes"
    text = _OWN_PREPOSITION.sub(" ", text, count=1)
    text = re.sub(r"^(I live in) (?:en|em|à|no|na)\s+", r"\1 ", text)
    return replace(clause, text=text, lower=text.lower(), implied=())


def _in_order(question: str, found: list[Clause]) -> list[Clause] | None:
    """Several questions answered in order: "Where do you live, and how old are you?" →
    "Toronto. 58 in July." """
    asked = sorted(
        (
            (m.start(), m, statement)
            for pattern, statement in ANSWERS
            if (m := pattern.search(question))
        ),
        key=lambda found: found[0],
    )
    if len(asked) < 2 or len(found) < 2 or any(c.is_question for c in found[: len(asked)]):
        return None
    if any(len(c.text.split()) > _SHORT_ANSWER for c in found[: len(asked)]):
        return None
    read = [_answered(m, statement, c) for (_, m, statement), c in zip(asked, found, strict=False)]
    if any(r is None for r in read):
        return None
    return [r for r in read if r is not None] + found[len(read) :]


# A code comment pasted into chat ("# TODO: stop using global vars") is a note to the code,
# not something the user tells the assistant.
_CODE_COMMENT_LINE = re.compile(
    r"^\s*(?:#|//|--|/\*|\*)\s*(?:todo|fixme|xxx|hack|note)\b.*$", re.IGNORECASE | re.MULTILINE
)


# A bare "where?" after the user has said what they do asks where they do it: "What do you
# do for a living?" → "sommelier" → "Oh nice, where?" → "hotel in cork".
_BARE_WHERE = re.compile(r"^(?:[\w'!]+[,!.]?\s+){0,2}where(?:abouts)?\s*\?$", re.IGNORECASE)
_JOB_QUESTION = re.compile(
    r"\bwhat do you do\b|\bwhat(?:'s| is) your (?:job|profession|occupation)\b", re.IGNORECASE
)


def _asked_after(question: str, pending: str, answered: str) -> str:
    """The question a reply to this assistant turn answers: its own, a bare "where?" read as
    where the job the user just named is, or, when the turn asks nothing, the question the
    user put off answering with one of their own (the answer comes two turns later)."""
    if question and _BARE_WHERE.match(question.strip()) and _JOB_QUESTION.search(answered):
        return "Where do you work?"
    return question or pending


def read_conversation(messages: Sequence[ChatMessage]) -> Iterator[tuple[ChatMessage, Clause]]:
    """Every clause of every user message, in order, each with the message it came from."""
    reader = Reader()
    asked = ""
    pending = ""  # a question the user's last reply left unanswered, for one more exchange
    answered = ""  # the question the user's last reply answered
    last_user = ""  # whose age "how old is he?" asks is named there
    for message in messages:
        if message.role != USER_ROLE:
            reader.interrupt()
            if message.role == "assistant":
                asked = _asked_after(question_part(message.content), pending, answered)
                asked = child_asked(asked, message.content, last_user)
                pending = answered = ""
            continue
        found = reader.clauses(_CODE_COMMENT_LINE.sub("", message.content))
        last_user = message.content
        if asked and (said := child_age_said(asked, message.content)):
            # "15. only one, spoiled" after "How old is he?" (a one-digit age is no clause)
            statement, age = said
            rest = [c for c in found if c.lower != age]
            asked, found = "", [Clause(text=statement, lower=statement.lower()), *rest]
        if asked and found and found[0].is_question:
            pending = asked  # "what's a good rate?" before answering "where are you based?"
        elif asked:
            answered = asked
        if asked and (
            (framed := _in_order(asked, found)) is not None
            or (framed := reframe(asked, found)) is not None
        ):
            asked, found = "", framed
        if (
            asked
            and _WORK_WHERE.search(asked)
            and len(found) == 2
            and len(found[0].text.split()) + len(found[1].text.split()) <= _SHORT_ANSWER
            and len(found[1].text.split()) <= _PLACE_AFTER_COMMA
        ):
            joined = _OWN_PREPOSITION.sub(
                " ", f"I work at {found[0].text} in {found[1].text}", count=1
            )
            found = [replace(found[0], text=joined, lower=joined.lower(), implied=())]
        if asked and _asks_home(asked):
            found = where_answer_parts(found, message.content)  # "miami pero …", "wales. cardiff"
        if asked and len(found) >= 2 and _REGION_FIRST.match(found[0].text):
            found = _narrower_place_second(asked, found)
        if _from_a_thing(asked, found) or picks_an_option(asked, found):
            found[0] = replace(found[0], implied=())  # "from csv": where a file comes from
        if asked and found and (found[0].implied or _framed_answer(asked, found[0])):
            answer = _answer(asked, found[0])
            if answer is not None:
                found[0] = answer
        if asked:  # "How is your German?" → "A2, learning on duolingo every day"
            found = [learning_answer(asked, clause) or clause for clause in found]
        asked = ""
        for clause in found:
            yield message, clause
