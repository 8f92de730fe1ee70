"""Turning a user message into clauses the patterns can read.

A message is cleaned (code, links, quoted and handed-over text removed) and split into
sentences (`rules/message_cleaning.py`), then into clauses (commas, semicolons, dashes,
emoji, a conjunction before a new subject), and each clause is normalised (casual spelling,
fillers and chat tails, a leading time phrase moved to the end; `rules/clause_splitting.py`).
Whether a clause is a question, a hypothetical, reported speech or part of a role-play is
decided per clause, so "I just moved to Porto, any good cafés?" keeps the move. A clause
with no subject of its own ("married", "two kids", "based in Cardiff") carries the subjects
it may continue, tried in order."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules import fiction
from memoryflow.extractors.rules.affirmed_quotes import affirmed_quotes
from memoryflow.extractors.rules.clause_splitting import (
    CLAUSE_SPLIT,
    merge_openers,
    normalise_clause,
)
from memoryflow.extractors.rules.foreign import split_frames
from memoryflow.extractors.rules.message_cleaning import sentences
from memoryflow.extractors.rules.occasions import occasion
from memoryflow.extractors.rules.presupposed import presupposed_roles

_SUBJECT = re.compile(
    r"^(?:i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll|you|you're|your|he|he's|she|she's|it|"
    r"it's|they|they're|my|our|his|her|their|this|that|that's|these|those|there|there's|"
    r"the|someone|everyone|everybody|people|nobody|me|us|let's|let|here|"
    r"here's)\b",
    re.IGNORECASE,
)
_HEAD = re.compile(
    r"^(?:i'm|i am|we're|we are)\b|^(?:i|we)\s+(?:(?:just|also|really|recently|still|now|"
    r"currently|mostly|usually|only|actually)\s+)*(?!'m|\w+'t\b|do\b|did\b)[a-z]+\b(?!')",
    re.IGNORECASE,
)
# A verb of ending something is not carried into a fragment saying what holds now: in "i quit
# the barista job!!! full time copywriter now" the copywriting is what began, not what ended.
_ENDING_HEAD = re.compile(
    r"\b(?:quit|left|lost|resigned|sold|closed|stopped|dropped|finished)$", re.IGNORECASE
)
_NOW_SAID = re.compile(r"^now\b|\bnow$")


def _ended_then_now(head: str, lower: str) -> bool:
    return bool(_ENDING_HEAD.search(head) and _NOW_SAID.search(lower.rstrip(" .!")))


# Generic subjects tried, in order, for a clause that has none (after the previous
# clause's own subject and verb): "married" → "I'm married", "two kids" → "I have two kids".
IMPLIED_SUBJECTS = ("I'm", "I", "I have")


@dataclass(frozen=True)
class Clause:
    text: str  # cleaned, original capitalisation, no trailing punctuation
    lower: str  # lowercased, apostrophes normalised
    is_question: bool = False
    is_hypothetical: bool = False
    is_reported: bool = False
    is_directive_question: bool = False
    #: Hypothetical only because its sentence carries a sarcasm marker (🙃, "obviously").
    is_sarcastic_only: bool = False
    #: Subjects this clause may continue when it has none of its own, most likely first.
    implied: tuple[str, ...] = ()
    #: For a reading (see `readings`), the subject the extractor put in front.
    supplied: str = ""
    #: The relative a clause opening with "she's" / "he's" most likely means ("my wife
    #: went back to work, she's a surgeon").
    refers_to: str = ""

    @property
    def is_statement(self) -> bool:
        """A plain first-hand statement about the user, safe for any layer."""
        return not (self.is_question or self.is_hypothetical or self.is_reported)

    def readings(self) -> list[Clause]:
        """The clause as written, then with each implied subject in front of it."""
        extra = [
            replace(
                self,
                text=f"{s} {self.text}",
                lower=f"{s} {self.text}".lower(),
                implied=(),
                supplied=s,
            )
            for s in self.implied
        ]
        if self.refers_to and _PRONOUN_IS.match(self.text):
            text = _PRONOUN_IS.sub(f"my {self.refers_to} is", self.text, count=1)
            extra.insert(0, replace(self, text=text, lower=text.lower(), supplied="my"))
        return [self, *extra]


def _is_label(part: str, sentence: str) -> bool:
    """A word or two before a colon labels what follows ("ok english: im doing my masters"
    switches language); it is no fragment of a fact about the user."""
    words = part.strip()
    return (
        ":" in sentence
        and 0 < len(words.split()) <= 2
        and bool(re.search(rf"{re.escape(words)}\s*:(?!\d)", sentence))
    )


# "hes" / "shes": typed without the apostrophe ("my husband, hes a jeepney driver")
_PRONOUN_IS = re.compile(r"^(?:she|he)(?:'s|\s+is)\b|^(?:shes|hes)\b", re.IGNORECASE)
# "…, and she has diabetes", "he had a stroke in may", "she only speaks spanish": the
# relative just named has it.
PRONOUN_HAS = re.compile(
    r"^(?:(?:and|but|also|plus)\s+)?(?:she|he)\s+(?:also\s+|still\s+)?"
    r"(?=has\b|had\b|was\s+diagnosed\b|(?:only\s+|just\s+|mostly\s+)?speaks\b)",
    re.IGNORECASE,
)
_MY_RELATIVE = re.compile(r"^my\s+([a-z-]+)\b", re.IGNORECASE)


class Reader:
    """Reads the messages of one conversation in order, remembering whether a role-play is
    under way (it lasts until the user leaves it)."""

    def __init__(self) -> None:
        self.pretending = False
        # The subject and verb of the last clause that had them, carried into the next
        # message of a burst ("jk I work in retail" / "at a shoe store in Dublin").
        self.head: str | None = None
        # The last relative the user named ("my partner got a job offer…"), for a following
        # "she's a physiotherapist".
        self.relative = ""

    def interrupt(self) -> None:
        """Someone else spoke: a fragment no longer continues the user's last clause."""
        self.head = None
        self.relative = ""

    def clauses(self, content: str) -> list[Clause]:
        result: list[Clause] = []
        carried = self.head
        relative = self.relative
        # A piece to write, or a part given to the assistant, frames what the message says
        # (`rules/fiction.py`): its own clauses and the directions about it are fiction, the
        # user's facts beside it are not. A piece in the user's own voice, or a stage
        # direction in asterisks, makes the whole message fiction.
        story = fiction.asks_for_piece(content)
        if story:
            self.pretending = False  # a new piece asked for leaves the scene before it
        voiced = (story and bool(fiction.FIRST_PERSON_FICTION.search(content))) or bool(
            fiction.IN_CHARACTER_ACTION.search(content)
        )
        framing = False
        raw = sentences(content)
        found = [cs.normalise_casual(s) for s in raw]
        for number, sentence in enumerate(found):
            sarcastic = bool(cs.SARCASM.search(raw[number])) and not cs.IRONY_OF_FATE.search(
                raw[number]
            )
            asks = raw[number].rstrip().endswith("?")
            parts = split_frames(merge_openers(CLAUSE_SPLIT.split(sentence)))
            head = self.head
            condition = False
            cue = fiction.role_cue(sentence, found[number + 1] if number + 1 < len(found) else "")
            describing = False  # clauses describing the piece or the part just named
            for index, part in enumerate(parts):
                if fiction.PRETEND_END.search(part):
                    self.pretending = voiced = describing = False
                    part = fiction.PRETEND_END.sub(" ", part)
                opens_scene = bool(cue) and fiction.opens_scene(part)
                if opens_scene and cue == "user":
                    self.pretending = True
                opens_piece = opens_scene or (story and fiction.asks_for_piece(part))
                text = normalise_clause(part)
                if len(text) < 2:
                    continue
                last = index == len(parts) - 1
                lower = text.lower()
                if (
                    (tail := cs.CONDITION_TAIL.match(lower))
                    and not cs.HYPOTHETICAL.search(tail["main"])
                    and not cs.PLAN_ON_OWN_CONDITION.match(lower)
                ):
                    text, lower = text[: tail.end("main")], lower[: tail.end("main")]
                has_subject = bool(_SUBJECT.match(lower))
                if opens_piece:
                    framing = describing = True
                elif has_subject:
                    describing = False
                directing = (
                    framing
                    and index == 0
                    and bool(fiction.PIECE_DIRECTION.match(lower))
                    and not fiction.STANDING.search(lower)
                )
                if directing:
                    # the bare words after a direction go on describing the piece: "make
                    # him algerian, 19, a mechanic" (the character's age and trade)
                    describing = True
                fictional = (
                    voiced
                    or self.pretending
                    or opens_piece
                    or describing
                    or bool(fiction.FICTION_CUE.search(lower))
                    or (framing and bool(fiction.SCENE_NAME.match(lower)))
                )
                clause = Clause(
                    text=text,
                    lower=lower,
                    is_question=(asks and last)
                    or part.rstrip().endswith("?")
                    or bool(cs.QUESTION_START.match(lower)),
                    is_hypothetical=fictional
                    or sarcastic
                    or condition
                    or bool(cs.HYPOTHETICAL.search(lower)),
                    is_reported=bool(cs.REPORTED.search(cs.CONCEDED_SAYING.sub("", lower))),
                    is_directive_question=bool(cs.DIRECTIVE_QUESTION.match(lower)),
                    is_sarcastic_only=sarcastic
                    and not (fictional or condition or cs.HYPOTHETICAL.search(lower)),
                    implied=()
                    if has_subject or _is_label(part, sentence)
                    else tuple(
                        dict.fromkeys(
                            ([head] if head and not _ended_then_now(head, lower) else [])
                            + list(IMPLIED_SUBJECTS)
                        )
                    ),
                )
                # A fragment opening a new message continues the last one only when it
                # says where: "at a shoe store in Dublin", not "sorry for ranting".
                if (
                    not has_subject
                    and head
                    and head == carried
                    and not result
                    and not re.match(r"(?:at|in|near|from|with)\b", lower)
                ):
                    clause = replace(clause, implied=IMPLIED_SUBJECTS)
                    head = None  # nor does it carry the last message's subject further
                if relative and (_PRONOUN_IS.match(lower) or PRONOUN_HAS.match(lower)):
                    clause = replace(clause, refers_to=relative)
                if m := _MY_RELATIVE.match(lower):
                    relative = m.group(1)
                result.append(clause)
                # the role a wish or a question would leave is the user's now: "would it be
                # crazy to quit being a dentist" (`rules/presupposed.py`)
                if not fictional and (not clause.is_reported or clause.is_sarcastic_only):
                    result.extend(
                        Clause(text=s, lower=s.lower())
                        for s in presupposed_roles(lower, sarcastic=clause.is_sarcastic_only)
                    )
                # who the piece or the task is for is the user's own: "for my grandson Emil"
                if not (voiced or (self.pretending and not opens_scene)) and (
                    said := fiction.audience(text)
                ):
                    result.append(Clause(text=said, lower=said.lower()))
                condition = bool(cs.CONDITION_START.match(lower))
                if m := _HEAD.match(text):
                    head = m.group(0)
                elif has_subject:
                    head = None
            # the event a piece is asked for is the user's: "a poem for my first marathon,
            # 1 June" (`rules/occasions.py`)
            if not (voiced or self.pretending) and (said := occasion(sentence)):
                result.append(Clause(text=said, lower=said.lower()))
            self.head = head
        # a quoted "I'm allergic to shellfish" the user then says is true ("I actually am")
        if not (voiced or self.pretending):
            result.extend(Clause(text=s, lower=s.lower()) for s in affirmed_quotes(content))
        self.relative = relative
        return result


def clauses(content: str) -> list[Clause]:
    """Every clause of one message read on its own (no conversation around it)."""
    return Reader().clauses(content)
