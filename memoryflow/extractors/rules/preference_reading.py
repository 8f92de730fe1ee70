"""How a clause is read for a preference before the table sees it: a polite frame ("I'd be
grateful if you…") or an exception ("…unless I ask") is taken off, a question that asks
for a standing tone counts as a request, and lessons, pursuits and one-off requests are
left to the layers they belong to."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rules.answer_form import FORM, asks_for_a_form
from memoryflow.extractors.rules.answer_shape import asks_for_a_shape
from memoryflow.extractors.rules.answer_wishes import answer_wish
from memoryflow.extractors.rules.foreign_filipino import filipino_answer_language
from memoryflow.extractors.rules.foreign_requests import FOREIGN_STANDING, foreign_answer_language
from memoryflow.extractors.rules.identity_pursuits import practises
from memoryflow.extractors.rules.lessons import is_told_lesson
from memoryflow.extractors.rules.liking_around import liking_around
from memoryflow.extractors.rules.liking_more import could_forever
from memoryflow.extractors.rules.one_off import for_one_answer, no_habit
from memoryflow.extractors.rules.preference_guards import not_a_preference
from memoryflow.extractors.rules.preference_own import asks_for_times, sincere_dislike
from memoryflow.extractors.rules.preference_table import in_a_question, table_reading
from memoryflow.extractors.rules.preference_vocab import STYLE, answer_scope
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.wish_scope import standing_condition
from memoryflow.extractors.rules.work_arrangement import wishes_for_work

# "can u be more casual with me", "could you be a bit less formal": a standing wish, asked.
_MORE_OF_A_TONE = re.compile(
    rf"^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:be|talk|write|sound)\s+"
    rf"(?:a\s+(?:bit|little|lot)\s+)?(?:more|less)\s+(?:{STYLE})\b"
)
# "use metric and AUD obviously": said with impatience, not a word of the request.
_OBVIOUSLY = re.compile(r",?\s+(?:obviously|obvs)$", re.IGNORECASE)
# "I would be grateful if you could keep your answers formal": a request, not a hypothesis.
_POLITE = re.compile(
    r"^(?:i(?:'d| would)\s+(?:be\s+(?:grateful|glad|happy)|appreciate\s+it|like\s+it|prefer\s+it)"
    r"|it\s+would\s+(?:help|be\s+great|be\s+nice))\s+if\s+you\s+(?:could\s+|would\s+|can\s+)?"
)
# "skip the explanation unless i ask": an exception to a standing request, not a condition.
_UNLESS_ASKED = re.compile(r"\s+unless\s+i\s+(?:ask|say so|request it|tell you)(?:\s+for it)?$")
# "please reply in Urdu if possible": a polite softener, no condition; taken off the request.
_IF_POSSIBLE = re.compile(
    r",?\s+(?:if|when|where)\s+(?:at\s+all\s+)?(?:possible|you\s+can|you\s+could|"
    r"(?:it's|it\s+is)\s+(?:possible|ok|okay))$"
)
# After "I'd be grateful if you", the verb is in the past: "if you avoided jargon".
_POLITE_PAST = {"avoided": "avoid", "kept": "keep", "used": "use", "wrote": "write",
                "gave": "give", "stopped": "stop", "answered": "answer", "replied": "reply",
                "didn't": "don't", "did not": "do not", "put": "put", "left": "leave",
                "skipped": "skip", "added": "add", "included": "include"}  # fmt: skip


@lru_cache(maxsize=2048)  # the preference and identity layers both ask, per clause
def preference_reading(
    c: Clause, msg: ChatMessage
) -> tuple[Clause, tuple[str, str, float, str]] | None:
    """The clause as read (a polite frame or an exception taken off) and the first reading
    the table gives it, or None when it states no preference and no habit."""
    if sincere_dislike(c):
        c = replace(c, is_hypothetical=False)  # "honestly same 🙃 i cant stand country"
    if standing_condition(c, msg.content):
        c = replace(c, is_hypothetical=False)  # "when you give recipes, use grams"
    if c.is_sarcastic_only and (sincere := _asks_about_answers(c, msg)):
        c = sincere  # "use metric and AUD obviously", "please use km, not miles 🙄"
    asks_for_a_tone = (
        bool(_MORE_OF_A_TONE.match(c.lower))
        or asks_for_a_shape(c)
        or (asks_for_a_form(c) and not in_a_question(c, msg))  # "can you reply in Italian?"
        or _wish_asked(c, msg)
        or asks_for_times(c)  # "when i ask about meetings always give times in CET"
        # "roman urdu mein jawab de sakte ho aage se?": asked for every answer from now on
        or bool(FOREIGN_STANDING.search(c.lower) and foreign_answer_language(c.lower))
        or bool(filipino_answer_language(c.lower))  # "pwede po tagalog next time?"
    )
    if c.is_reported or (c.is_question and not (c.is_directive_question or asks_for_a_tone)):
        return None
    if is_told_lesson(msg.content, c.lower):
        return None  # "burnt the rice, now i always set a timer" is a lesson (experience)
    if practises(c.lower):
        return None  # "i play chess in a club": a pursuit is who the user is (identity)
    if polite := _POLITE.match(c.lower):
        rest = c.text[polite.end() :]
        verb = rest.split()[0].lower() if rest.split() else ""
        if verb in _POLITE_PAST:
            rest = _POLITE_PAST[verb] + rest[len(verb) :]
        c = replace(c, text=rest, lower=rest.lower(), is_hypothetical=False)
    if c.is_hypothetical and (unless := _UNLESS_ASKED.search(c.lower)):
        kept = (
            c.text[: unless.start()] if len(c.text) == len(c.lower) else c.lower[: unless.start()]
        )
        c = replace(c, text=kept, lower=c.lower[: unless.start()], is_hypothetical=False)
    if c.is_hypothetical and wishes_for_work(c):
        c = replace(c, is_hypothetical=False)  # "remote if possible": a wish, not a condition
    if c.is_hypothetical and (softener := _IF_POSSIBLE.search(c.lower)):
        kept = (
            c.text[: softener.start()]
            if len(c.text) == len(c.lower)
            else c.lower[: softener.start()]
        )
        c = replace(c, text=kept, lower=c.lower[: softener.start()], is_hypothetical=False)
    if c.is_hypothetical and could_forever(c.lower):
        c = replace(c, is_hypothetical=False)  # "I could eat ramen every day"
    if c.lower.startswith("kindly "):  # "kindly reply in Tamil": a formal please
        c = replace(c, text="please " + c.text[7:], lower="please " + c.lower[7:])
    found = table_reading(c, msg)
    if found is None or not_a_preference(c, msg.content, found[3]):
        return None
    if for_one_answer(c, msg.content, found[3]) or no_habit(c, msg.content, found[3]):
        return None  # for this answer or this piece only, or a habit that is no preference
    return c, found


def _asks_about_answers(c: Clause, msg: ChatMessage) -> Clause | None:
    """The clause read plainly when an eye-roll or "obviously" stands beside a request about
    the answers (their units, language, format or tone): that is impatience, not irony, as
    nobody asks for metric units sarcastically. Likings stay wry ("i just LOVE spreadsheets
    🙃"), so only requests about answers pass; a trailing "obviously" is no part of them."""
    kept = _OBVIOUSLY.sub("", c.text) if len(c.text) == len(c.lower) else c.text
    plain = replace(c, text=kept, lower=_OBVIOUSLY.sub("", c.lower), is_hypothetical=False)
    found = table_reading(plain, msg)
    if found is None or found[3] in ("like", "habit"):
        return None
    about_answers = answer_scope(found[1]) in ("format", "language", "response_style")
    return plain if about_answers or re.search(rf"\b(?:{FORM})\b", found[1].lower()) else None


def _wish_asked(c: Clause, msg: ChatMessage) -> bool:
    """ "can you make it way more friendly", "any meal plan needs to be halal" (read as a
    question for its opening word, but the sentence asks nothing): a standing wish."""
    return bool(
        c.is_question
        and (answer_wish(c, msg.content) or liking_around(c))
        and (re.match(r"(?:please\s+)?(?:can|could|would|will)\s+you\b", c.lower)
             or not in_a_question(c, msg))
    )  # fmt: skip
