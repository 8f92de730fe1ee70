"""Turning a user message into clauses the patterns can read.

A message is cleaned (code, links, quoted and handed-over text removed), split into
sentences and then clauses (commas, semicolons, dashes, emoji, a conjunction before a new
subject), and each clause is normalised (casual spelling, fillers and chat tails, a
leading time phrase moved to the end). Whether a clause is a question, a hypothetical,
reported speech or part of a role-play is decided per clause, so "I just moved to Porto,
any good cafés?" keeps the move. A clause with no subject of its own ("married", "two
kids", "based in Cardiff") carries the subjects it may continue, tried in order."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules import fiction, pasted
from memoryflow.extractors.rules.addressing import addresses_someone
from memoryflow.extractors.rules.affirmed_quotes import affirmed_quotes
from memoryflow.extractors.rules.foreign import split_frames, to_english
from memoryflow.extractors.rules.occasions import occasion
from memoryflow.extractors.rules.own_letter import is_own_letter, without_salutation
from memoryflow.extractors.rules.presupposed import presupposed_roles

_CODE_BLOCK = re.compile(r"```.*?```", re.DOTALL)
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_DOUBLE_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|«[^»]*»")
# 'quoted words': opens after a non-word character, closes before one ("my daughter's" and
# "I'm" are apostrophes, not quotes).
_SINGLE_QUOTED = re.compile(r"(?<![\w])'(?=\S)[^'\n]{1,200}?(?<=[^\s])'(?![\w])")
_URL = re.compile(r"https?://\S+|www\.\S+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+|(?<=[.!?])(?=[A-Z])")
_CLAUSE_SPLIT = re.compile(
    r"\s*[;()]\s*|\s*,(?!\s*so\s+(?:next time|from now on|in future|going forward))\s*|(?<!\d)(?<!lesson)(?<!learned)(?<!self)\s*:\s*(?!\d)|\s+[-\u2013\u2014]+\s+|\.\.+\s*|"
    # never inside "me and my partner are …", one subject (the couple, `activity.COUPLE`)
    r"(?:(?<!\bme)|(?!\s+and\s+my\b))\s+(?:and|but|so(?!\s+now\b)|because|although|though|while|plus|or|mas|pero|aber|mais|ma)\s+"
    r"(?=(?:i|i'm|i've|i'd|"
    r"i'll|we|we're|we've|my|our|he|she|they|it's|he's|she's|they're|there's|that's)\b|"
    # "… in march and been job hunting ever since": a perfect whose "I've" was dropped
    r"(?:live|lives|living|moved|work|works|grew|speak|got|started|studied|graduated|been|"
    r"teach|have|had|love|hate|prefer|explain|use|give|keep|write|answer|reply|show|tell|"
    r"stop|avoid|include|add|forgive|excuse|bear|expect|moro|vivo|wohne|soy|sou|please|pls|"
    # a second thing one is: "pescatarian and allergic to shellfish"
    r"allergic|intolerant|diabetic|fluent)\b|"
    # "… but here I drive for Uber", "… and now I volunteer": an adverb before a new subject
    r"(?:here|there|now|today|these days|nowadays)\s+(?:i|i'm|i've|we|we're|we've)\b)|"
    # "i have an interview tomorrow so be honest": a request that follows from a fact
    r"\s+so\s+(?=(?:be|go|skip|feel free|you can|don't|do not|no need)\b)|"
    # "five grandchildren and a very spoiled cat": a second thing had, counted
    r"\s+and\s+(?=(?:a|an|one|two|three|four|five|six)\s+(?:[\w-]+\s+){0,3}?(?:cat|dog|kid|"
    r"son|daughter|brother|sister|baby|puppy|kitten|rabbit|parrot|horse|grandchild|goat|chicken|"
    r"hen|duck|pig|sheep|donkey|alpaca|cow)s?\b)|"
    # "I'm a firefighter and a dad of three": a second thing one is
    r"\s+and\s+(?=(?:a|an)\s+(?:(?:proud|single|stay[- ]at[- ]home|full[- ]time)\s+)?(?:dad|mum|mom|"
    r"mother|father|parent|grandma|grandpa|grandmother|grandfather)\s+(?:of|to)\b)",
    re.IGNORECASE,
)
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
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
# A time phrase in front ("On Friday I have …") moves to the end, where the patterns look.
_LEAD_TIME = re.compile(
    rf"^(?P<time>(?:(?:on|this|next|last|coming)\s+)?{_WEEKDAY}(?:\s+(?:morning|afternoon|"
    r"evening|night))?|(?:tomorrow|yesterday|today|tonight)(?:\s+(?:morning|afternoon|"
    r"evening|night))?|last night|this (?:morning|afternoon|evening|weekend|week|month|year)|"
    r"(?:next|last) (?:week|weekend|month|year)|in (?:two|three|a few|\d+) (?:days|weeks)|"
    # how often, for a habit or a pursuit: "on weekends i play sax in a band"
    rf"(?:on|at) (?:the )?weekends|on my (?:days? off|off weeks?|weekends)|on {_WEEKDAY}s|"
    r"(?:most|every|some) (?:mornings?|evenings?|nights?|days?|weekends?)|in the (?:mornings|evenings))"
    r"\s*,?\s+(?P<rest>(?:i|i'm|i've|we|we're|my|our)\b.*)$",
    re.IGNORECASE,
)
# A leading "now" or "these days" goes to the end, where it says the fact is new ("now I
# work at Google"); a leading contrastive "here" goes ("back home I was an engineer, here I
# drive for Uber").
_LEAD_ADVERB = re.compile(
    r"^(?:(?P<now>now|these days|nowadays|currently|at the moment)|(?:but\s+)?(?:over\s+|out\s+)?here)"
    r"\s*,?\s+(?P<rest>(?:i|i'm|i've|we|we're|we've)\b.*)$",
    re.IGNORECASE,
)
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
        if self.refers_to:
            text = _PRONOUN_IS.sub(f"my {self.refers_to} is", self.text, count=1)
            extra.insert(0, replace(self, text=text, lower=text.lower(), supplied="my"))
        return [self, *extra]


def normalise_quotes(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")


# Material in quotes right after the colon ends at its closing quote: "translate this for
# the sign in my salon: 'Walk-ins welcome.' my mom helps at the front desk" keeps what the
# user says after it. A closing single quote follows a non-space and no letter ("I'm" is
# an apostrophe).
_QUOTED_MATERIAL = re.compile(r"^\s*(?:'[^\n]+?(?<=\S)'(?![\w'])|\"[^\"\n]*\"|“[^”\n]*”|«[^»\n]*»)")


def _drop_material(line: str) -> str:
    """'Proofread this: …' keeps only the request; what follows the colon is material."""
    m = cs.MATERIAL_INTRO.search(line)
    if not m:
        return line
    # the request and what the user says in it stay: "translate this please, I'm a truckie
    # and they put this up at the depot:"
    request, rest = line[: m.end() - 1], line[m.end() :]
    quoted = _QUOTED_MATERIAL.match(rest)
    return f"{request}. {rest[quoted.end() :]}" if quoted else request


# A forwarded or quoted email: everything from its header down is someone else's text.
_FORWARDED = re.compile(
    r"^\s*(?:-{2,}\s*)?(?:forwarded message|original message|begin forwarded message)\b"
    r"|^\s*on .{4,80} wrote:\s*$",
    re.IGNORECASE,
)


def _before_material(lines: list[str]) -> list[str]:
    """'I wrote this poem, be honest:' on a line of its own hands over everything below it,
    and so does the header of a forwarded email."""
    for index, line in enumerate(lines):
        if _FORWARDED.match(line):
            return lines[:index]
        m = cs.MATERIAL_INTRO.search(line)
        if m and not line[m.end() :].strip() and not pasted.marked_off(lines, index):
            return lines[: index + 1]
    return lines


# An aside in brackets that carries an irony marker is a joke about the sentence, not the
# sentence: "i play bass in a covers band (we're called The Gravy, dont ask 🙃)".
_BRACKETED = re.compile(r"\([^()\n]*\)")


def _drop_ironic_aside(m: re.Match[str]) -> str:
    return " " if cs.SARCASM.search(m.group(0)) else m.group(0)


def clean_message(content: str) -> str:
    text = _CODE_BLOCK.sub(f"\n{pasted.MARK}\n", content)
    text = _BRACKETED.sub(_drop_ironic_aside, text)
    text = _INLINE_CODE.sub(" ", text)
    text = _URL.sub(" ", text)
    text = normalise_quotes(text)
    # Quoted lines ("> ...") are someone else's words, and so is what follows an inline ">";
    # they, code blocks and code pasted without a fence leave a mark, so that handed-over
    # material known to end there does not take the user's lines after it.
    lines = [
        pasted.MARK if line.lstrip()[:1] == ">" else line.split(" > ")[0]
        for line in pasted.mark_code_lines(text.splitlines())
    ]
    kept = _before_material(lines)
    text = "\n".join(_drop_material(line) for line in kept if line.strip() != pasted.MARK)
    text = _DOUBLE_QUOTED.sub(_unquote_or_drop, text)
    return _SINGLE_QUOTED.sub(_unquote_or_drop, text)


# Quoted words the user asks about ("stop saying 'great question'") stay, without quotes;
# any other quoted text is someone else's words and goes.
_MENTION = re.compile(
    r"\b(?:say|saying|says|use|using|call|calling|write|writing|words?|phrase)\s*$"
)


def _unquote_or_drop(m: re.Match[str]) -> str:
    before = m.string[: m.start()]
    return f" {m.group(0)[1:-1]} " if _MENTION.search(before.lower()) else " "


def sentences(content: str) -> list[str]:
    if cs.LETTER_START.match(content):
        if not is_own_letter(content):
            return []  # a letter or an email being drafted, not the user talking
        content = without_salutation(content)  # the user's own letter to the assistant
    return [s.strip() for s in _SENTENCE_END.split(clean_message(content)) if s and s.strip()]


def _normalise_clause(part: str) -> str:
    if addresses_someone(part):
        return ""  # "thanks coach", "merci chef": someone addressed, no statement
    text = to_english(cs.strip_chat(part))
    if m := _LEAD_TIME.match(text):
        text = f"{m['rest']} {m['time']}"
    elif m := _LEAD_ADVERB.match(text):
        text = f"{m['rest']} {m['now']}" if m["now"] else m["rest"]
    return text


# Openers that belong to the clause after them: "From now on, use metric units."
_OPENERS = ("from now on", "going forward", "in future", "in the future", "please", "pls")


def _merge_openers(parts: list[str]) -> list[str]:
    merged: list[str] = []
    carry = ""
    for part in parts:
        if not part or not part.strip():
            continue
        if part.strip().lower() in _OPENERS:
            carry = f"{carry}{part.strip()} "
            continue
        merged.append(carry + part)
        carry = ""
    if carry:
        merged.append(carry.strip())
    return merged


_PRONOUN_IS = re.compile(r"^(?:she|he)(?:'s|\s+is)\b", re.IGNORECASE)
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
            sarcastic = bool(cs.SARCASM.search(raw[number]))
            asks = raw[number].rstrip().endswith("?")
            parts = split_frames(_merge_openers(_CLAUSE_SPLIT.split(sentence)))
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
                text = _normalise_clause(part)
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
                fictional = (
                    voiced
                    or self.pretending
                    or opens_piece
                    or describing
                    or bool(fiction.FICTION_CUE.search(lower))
                    or (framing and bool(fiction.SCENE_NAME.match(lower)))
                    or (
                        framing
                        and index == 0
                        and bool(fiction.PIECE_DIRECTION.match(lower))
                        and not fiction.STANDING.search(lower)
                    )
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
                    is_reported=bool(cs.REPORTED.search(lower)),
                    is_directive_question=bool(cs.DIRECTIVE_QUESTION.match(lower)),
                    is_sarcastic_only=sarcastic
                    and not (fictional or condition or cs.HYPOTHETICAL.search(lower)),
                    implied=()
                    if has_subject
                    else tuple(dict.fromkeys(([head] if head else []) + list(IMPLIED_SUBJECTS))),
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
                if relative and _PRONOUN_IS.match(lower):
                    clause = replace(clause, refers_to=relative)
                if m := _MY_RELATIVE.match(lower):
                    relative = m.group(1)
                result.append(clause)
                # the role a wish or a question would leave is the user's now: "would it be
                # crazy to quit being a dentist" (`rules/presupposed.py`)
                if not (fictional or clause.is_reported):
                    result.extend(Clause(text=s, lower=s.lower()) for s in presupposed_roles(lower))
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


_LEADING_DET = re.compile(r"^(?:a|an|the|my|our|some|this|that)\s+", re.IGNORECASE)


def strip_determiner(phrase: str) -> str:
    return _LEADING_DET.sub("", phrase.strip())


def capitalise(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


def shorten(text: str, limit: int) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


_THIRD_PERSON = (
    (r"\bmy\b", "their"),
    (r"\bour\b", "their"),
    # the pronoun, not the pit: "a gold mine", "the mine" stay
    (
        r"(?<!\ba )(?<!\bthe )(?<!\bgold )(?<!\bcoal )(?<!\bcopper )(?<!\biron )(?<!\bopal )\bmine\b",
        "theirs",
    ),
    (r"\bmyself\b", "themselves"),
    (r"\bme\b", "them"),
    (r"\bI'm\b", "they're"),
    # The verb agrees with "they": "I was overwatering" → "they were overwatering".
    (r"\bI was\b", "they were"),
    (r"\bI am\b", "they are"),
    (r"\bI've\b", "they've"),
    (r"\bI'd\b", "they'd"),
    (r"\bI'll\b", "they'll"),
    (r"\bI\b", "they"),
    (r"\bwe\b", "they"),
    (r"\b(?-i:us)\b", "them"),
)


def second_to_first(phrase: str) -> str:
    """Titles are in the third person: "my thesis" → "their thesis", "help me" → "help
    them"."""
    for pattern, replacement in _THIRD_PERSON:
        phrase = re.sub(pattern, replacement, phrase, flags=re.IGNORECASE)
    return phrase
