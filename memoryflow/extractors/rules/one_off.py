"""Readings of the preference table a careful note-taker would not keep as preferences
because they hold for one answer or one piece, or are no choice of the user:

- a request tacked on a question and ending the message: "what is a heat pump, explain like
  im 10", "qué es X? en español porfa" (said with a reason or a standing word it stays: "…?
  Please answer in English, I practise my English with you");
- a request about a piece being written: "a thank you letter … keep the sentences short",
  "write a story for my class. no violence pls" (a standing word keeps it: "always sign the
  emails you draft for me …");
- a habit that is none: a past one ("I swam every morning for thirty years"), a rule told
  after a mishap ("lesson: …, keep the keys yourself always", "… I back up every evening
  now. never again"), the reason given for a request ("…; I read plain text far more
  comfortably"), a craft or club sport practised, which is who the user is (identity);
- an idiom: "don't remind me".
"""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.answer_requests import STANDING
from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.preference_guards import sentence_after, sentence_before
from memoryflow.extractors.rules.tag_questions import without_tags
from memoryflow.extractors.rules.text import Clause

_STANDING = re.compile(
    rf"\b(?:{STANDING}|never|siempre|sempre|toujours|immer|when(?:ever)?\s+(?:you|u)\s+\w+)\b"
)
# A content question: a "?" or a sentence opening on a question word.
_QUESTION = re.compile(
    r"\?|(?:^|[.!\n]\s*)(?:what|what's|whats|how|why|who|when|where|which|qu[eé]|c[oó]mo|"
    r"qu'est-ce|was|wie)\b"
)
# Pieces of writing the assistant is asked to produce or mend.
_PIECE = re.compile(
    r"\b(?:letters?|stor(?:y|ies)|poems?|speech(?:es)?|toasts?|eulog(?:y|ies)|cards?|captions?|"
    r"essays?|sermons?|limericks?|lyrics|invitations?|newsletters?|cover letters?|bio|"
    r"obituar(?:y|ies)|vows|wedding speech|haikus?|fairy tales?)\b"
)
_HABIT_PAST = re.compile(
    r"^i\s+(?:always\s+|usually\s+|often\s+|also\s+)?(?:\w+ed|swam|ran|rode|drove|went|ate|"
    r"sang|wrote|read\s+\w+\s+every\s+\w+\s+for|took|made|did|played|spent)\b"
)
_NOT_PAST_ED = ("need", "feed", "bleed", "breed", "speed", "seed", "weed", "shred", "embed")
_LESSON_AROUND = re.compile(r"\b(?:lesson|never again|learn(?:ed|t) the hard way|rookie mistake)\b")
# A story in the past told before a rule that ends in "now" ("left my bike outside … Now I
# only use a D-lock"): the rule is its lesson.
# A change of life ("I retired last March. Now I go to pottery class") is no mishap.
_MISHAP_BEFORE = re.compile(
    r"\b(?:i|we)\s+(?:(?!(?:retired|moved|graduated|married|started|relocated|settled)\b)\w+ed|left|lost|forgot|broke|got|went|took|had|did|made|ran|fell|put|let|"
    r"bought|paid|sent|threw|ate|drank|spent|tore|drove|rode)\b|\bnever again\b"
)
# A form asked for the thing just talked about: "no emojis on it", "add a joke in this one".
_ON_IT = re.compile(
    r"\b(?:on|in|to|for)\s+(?:it|this|that|this one|that one)(?=\s+(?:please|pls|plz)\b|$)"
)
_DISLIKE_VERB = re.compile(
    r"^(?:i\s+)?(?:really\s+|absolutely\s+)?(?:hate|dislike|detest|loathe|can't stand|cant stand|"
    r"don't like|dont like|do not like)\s+(?!(?:it|that|this|when|how|you|your)\b)"
)
_READING_VERB = re.compile(r"^i\s+(?:\w+\s+)?(?:read|skim|follow|understand|scan|process)\b")
_REQUEST_IN = re.compile(
    r"\b(?:please|pls|plz|kindly)\b|\bif you\s+\w+|^(?:keep|use|give|write|no|skip|avoid)\b"
)
# A sport played or a part sung in a club, team or choir: practised, so identity, not a
# liking (crafts are left to `identity_pursuits.practises`).
_PRACTISED = re.compile(
    r"^i\s+(?:also\s+)?sing\s+(?:alto|tenor|soprano|bass|baritone|mezzo)\b"
    r"|^i\s+(?:also\s+)?(?:play|sing|row|race|compete)\s+[\w\s'-]+?\s+(?:for|in|with)\s+(?:a|my|our|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:club|team|league|band|orchestra|choir|side|ensemble)\b"
)
# Candour about one's writing is asked for all of it ("don't flatter my poems").
_CANDOUR = re.compile(r"\b(?:flatter\w*|honest\w*|blunt|harsh|brutal)\b")
# The task asked right after a request for candour, in the same sentence.
_TASK_AFTER = re.compile(
    r"^\s*[,:-]?\s*(?:and\s+|but\s+)?(?:please\s+|pls\s+)?(?:give|tell|rate|review|check|"
    r"look at|read|score|grade|judge|compare)\b"
)
# One item of a set: "the answer to question 4", "for exercise 2", "this one".
_ONE_ITEM = re.compile(
    r"\b(?:to|for|of|on)\s+(?:question|q|number|no\.?|exercise|task|problem|step|part)\s*\d+"
    r"|\bthis one\b"
    r"|\b(?:a|the)\s+(?:shorter|longer|simpler|better|different|new|second|revised|another|"
    r"cleaner|funnier)\s+(?:version|one|draft|take)\b"
)
_CONTENT_ON_A_TOPIC = re.compile(
    r"\b(?:\d+|a few|some|three|five|ten)\s+(?:[\w-]+\s+)?(?:sentences|examples|questions|words|"
    r"ideas|phrases|exercises|jokes|facts)\s+(?:about|on)\b"
)
# A liking of one of the things offered in this chat: "I like the second option better",
# "I prefer the first draft", "not a fan of the logo you suggested" (a choice, not a taste).
_OFFERED = re.compile(
    r"^(?:i(?:'m| am)?\s+)?(?:\w+\s+){0,4}?(?:like|love|prefer|hate|fan of|into)\s+(?:\w+\s+){0,2}?"
    r"(?:(?:the|your)\s+(?:first|second|third|last|other|new|final|shorter|longer|\w+er)\s+"
    r"(?:one|option|version|draft|suggestion|idea|logo|title|name|line|ending|answer)s?\b"
    r"|(?:this|that|these|those)\s+(?:one|option|version|draft|idea|suggestion)s?\b"
    r"|.*\b(?:you|u)\s+(?:suggested|wrote|gave|came up with|proposed|sent|picked)\b)"
)
# The piece is for someone else to read: "use simple language, my mum will read this".
_READ_BY_SOMEONE = re.compile(
    r"\b(?:my|our|the)\s+[\w-]+\s+(?:will|is going to|gonna|has to|needs to)\s+read\s+(?:this|it)\b"
    r"|\b(?:this|it)(?:'s| is)\s+for\s+(?:my|our|a|the)\s+[\w-]+"
    # the reason is how the draft reads: "less formal pls, it reads like a robot wrote it"
    r"|\b(?:it|this|that)\s+(?:reads|sounds|looks|comes across)\s+(?:like|as if|so|too|way too|a bit)\b"
)
# A reason that holds only now: a dying battery, a rush, a boarding call. "my phone is on 12
# percent so keep it brief" asks for this answer, not for every one.
_FOR_NOW = re.compile(
    r"\b(?:(?:phone|battery|laptop)(?:\s+is\s+|'s\s+|\s+)(?:on|at)\s+\d+\s*(?:%|percent|per cent)|"
    r"\d+\s*(?:%|percent|per cent)\s+(?:battery|left)|low\s+battery|battery\s+(?:is\s+)?(?:low|dying)|"
    r"(?:phone|battery|laptop)(?:\s+is\s+|'s\s+|\s+)(?:dying|about\s+to\s+die)|about\s+to\s+board|"
    r"boarding\s+(?:now|soon)|in\s+a\s+(?:rush|hurry)\s+(?:now|right\s+now|rn|today)|"
    r"(?:in|into)\s+a\s+meeting\s+in\s+\d+)"
)
# The language is asked for another reader: "in portuguese pls, he doesnt read english", "in
# spanish if you can, he reads spanish faster", "my mum only speaks polish" (a standing word
# keeps it the user's own wish: "always in English, my husband reads them too").
_ANOTHER_READER = re.compile(
    r"\b(?:he|she|they|him|her|them|my\s+[\w-]+|his\s+[\w-]+|her\s+[\w-]+)\s+"
    r"(?:(?:only|mostly|also|just|barely|hardly|mainly)\s+)?"
    r"(?:(?:doesn'?t|does not|don'?t|do not|can'?t|cannot|can|could|couldn'?t|won'?t)\s+)?"
    r"(?:reads?|speaks?|understands?|knows?|gets?)\s+(?:\w+\s+)?"
    rf"(?:{alternation(LANGUAGES)})\b"
    # a message written for someone else: "write him a short msg", "draft her a text"
    r"|\b(?:write|draft|send|text)\s+(?:him|her|them|my\s+[\w-]+)\s+(?:a|an)\s+(?:[\w-]+\s+)?"
    r"(?:msg|message|note|text|email|e-mail|reply|letter|card|whatsapp)\b"
)
_IDIOM = re.compile(r"^(?:don't|do not|never)\s+(?:remind|tell)\s+me$")


def _ends_message(c: Clause, message: str) -> bool:
    """Whether nothing but punctuation, emoji or a chat tail follows the clause (found by its
    first and last words; when they are not found as typed, it is taken not to end it)."""
    words = [w for w in c.lower.split() if w not in ("please", "thanks", "kindly")]
    low = message.lower().replace("\u2019", "'")
    at = low.find(words[0]) if words else -1
    end = low.find(words[-1], at) if at >= 0 else -1
    if end < 0:
        return False
    rest = low[end + len(words[-1]) :]
    return not re.search(
        r"[a-z]{3,}", re.sub(r"\b(?:lol|pls|please|porfa|thanks|thx|ty)\b", "", rest)
    )


def _asks_in_its_sentence(c: Clause, message: str) -> bool:
    """Whether the clause's sentence goes on to ask a question (ends with "?")."""
    low = without_tags(message).lower()  # "…, grand?" checks the request is heard
    after = sentence_after(c, message)
    at = low.find(after) if after else -1
    return at >= 0 and low[at + len(after) : at + len(after) + 1] == "?"


def _own_words(c: Clause) -> Clause:
    """The clause without the subject the extractor supplied ("I'm en español porfa")."""
    if c.supplied and c.lower.startswith(c.supplied.lower() + " "):
        cut = len(c.supplied) + 1
        return replace(c, text=c.text[cut:], lower=c.lower[cut:], supplied="")
    return c


def _users_own_first_person(c: Clause, message: str) -> bool:
    """A first-person clause as the user typed it; "i prefer warm but short" framed from a
    reply to the assistant's question is not."""
    return c.lower.startswith("i ") and " ".join(c.lower.split()[:2]) in message.lower()


def _judges_one_piece(c: Clause, message: str) -> bool:
    """Whether candour is asked of one piece: the question before it asks how something went
    ("how was that? too long?"), or the clause hands over what follows its colon; never when
    the message says it stands ("for every answer", "always")."""
    low = message.lower()
    if _STANDING.search(low) or re.search(r"\bevery\s+(?:answer|reply|time)\b", low):
        return False
    at = low.find(c.lower)
    if at >= 0 and low[at + len(c.lower) :].lstrip().startswith(":"):
        return True
    inside = _CANDOUR.search(c.lower)
    if (at >= 0 and _TASK_AFTER.match(low[at + len(c.lower) :])) or (
        inside and _TASK_AFTER.match(re.sub(r"^\s+with\s+me\b", "", c.lower[inside.end() :]))
    ):
        return True  # "be honest give me pros and cons": candour for the answer asked next
    return at > 0 and "?" in low[:at]


def for_one_answer(c: Clause, message: str, kind: str) -> bool:
    """Whether a request the table read holds only for this answer or this piece."""
    c = _own_words(c)
    if kind in ("like", "habit") or (kind == "dislike" and _DISLIKE_VERB.match(c.lower)):
        return False  # a taste holds whatever was asked: "recommend a book? i hate gore"
    if not c.is_question and _asks_in_its_sentence(c, message) and not _STANDING.search(c.lower):
        return True  # "short answer please: can dogs eat grapes?"
    if _users_own_first_person(c, message):
        return False
    if _CANDOUR.search(c.lower) and _judges_one_piece(c, message):
        return True  # "how was that? too long? be honest", "I wrote this poem, be honest:"
    if _CANDOUR.search(c.lower) or not c.lower.split():
        return False
    if _CONTENT_ON_A_TOPIC.search(c.lower):
        return True  # "give me 5 sentences about coding": content for now
    if _ANOTHER_READER.search(message.lower()) and not _STANDING.search(message.lower()):
        return True  # "in portuguese pls, he doesnt read english"
    if _FOR_NOW.search(message.lower()) and not _STANDING.search(message.lower()):
        return True  # "my phone is on 12% so keep it brief": for this answer
    if _READ_BY_SOMEONE.search(message.lower()):
        return True  # "use simple language, my mum will read this"
    if _ONE_ITEM.search(c.lower):
        return True  # "just give me the answer to question 4"
    if _ON_IT.search(c.lower) and not _STANDING.search(c.lower):
        return True  # "no emojis on it pls": the piece just talked about
    if re.search(rf"\b(?:my|our|this|that|the)\s+(?:[\w-]+\s+)?(?:{_PIECE.pattern})", c.lower):
        return True  # "skip the intro of my essay": an edit of one piece
    sentence = f"{sentence_before(c, message)} {c.lower}"
    if _STANDING.search(sentence):
        return False
    low = message.lower()
    at = low.find(c.lower.split()[0]) if c.lower.split() else -1
    if at > 0 and _QUESTION.search(low[:at]) and _ends_message(c, message):
        return True  # "what is a heat pump, explain like im 10"
    # "a thank you letter … keep the sentences short"; "no essays" names a form, not a piece
    return len(_PIECE.findall(low)) > len(_PIECE.findall(c.lower))


def no_habit(c: Clause, message: str, kind: str) -> bool:
    """Whether a habit or a request the table read is no preference of the user's."""
    c = _own_words(c)
    if kind == "dislike" and _IDIOM.match(c.lower):
        return True
    if _OFFERED.match(c.lower):
        return True  # a choice among what the assistant offered
    low = message.lower()
    at = low.find(c.lower[:15])
    if _LESSON_AROUND.search(low[: max(at, 0)]) and kind != "like":
        return True  # "lesson: …, keep it yourself always"
    if kind != "habit":
        return False
    if (m := _HABIT_PAST.match(c.lower)) and m.group(0).split()[-1] not in _NOT_PAST_ED:
        return True
    before = low[: max(at, 0)]
    if c.lower.endswith(" now") and (_MISHAP_BEFORE.search(before) or _LESSON_AROUND.search(low)):
        return True  # a rule after a mishap is a lesson (experience)
    if _READING_VERB.match(c.lower) and _REQUEST_IN.search(low[: max(at, 0)]):
        return True  # the reason for the request before it
    return bool(_PRACTISED.match(c.lower))
