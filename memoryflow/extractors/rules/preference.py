"""Preference statements, as a table of patterns: how the user wants answers ("always answer
in Spanish", "no bullet points pls", "be brutally honest"), what they like or cannot stand
("big fan of sci-fi", "can't stand cilantro") and their habits ("I meditate every
morning"). Titles are third person ("Asks the assistant to never use emojis"); the
`directive` field is the instruction itself."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules import chatstyle as cs
from memoryflow.extractors.rules.answer_feelings import felt_wish
from memoryflow.extractors.rules.answer_form import answer_form, asks_for_a_form
from memoryflow.extractors.rules.answer_form_lists import answers_as, listed_forms
from memoryflow.extractors.rules.answer_requests import answer_request
from memoryflow.extractors.rules.answer_shape import answer_shape, asks_for_a_shape, sarcastic_like
from memoryflow.extractors.rules.answer_wishes import answer_wish
from memoryflow.extractors.rules.foreign_forms import foreign_form
from memoryflow.extractors.rules.foreign_requests import foreign_answer_language
from memoryflow.extractors.rules.identity_pursuits import practises
from memoryflow.extractors.rules.lessons import is_told_lesson
from memoryflow.extractors.rules.lexicon import PRONOUN_OBJECTS
from memoryflow.extractors.rules.liking_around import liking_around
from memoryflow.extractors.rules.liking_frames import liking
from memoryflow.extractors.rules.liking_more import could_forever, liking_more
from memoryflow.extractors.rules.one_off import for_one_answer, no_habit
from memoryflow.extractors.rules.phrasing import capitalise, shorten
from memoryflow.extractors.rules.preference_guards import not_a_preference
from memoryflow.extractors.rules.preference_likes import (
    habit,
    kind_of_person,
    learns_best,
    likes,
    long_habit,
    no_food,
    orig,
    pastime,
    prefer,
    tastes_bad,
    third,
)
from memoryflow.extractors.rules.preference_vocab import (
    ADVERB_WORD,
    CODE_LANG,
    DIRECTIVE_VERBS,
    FOOD_WORDS,
    KEEN,
    LANG,
    LATER,
    MANNER,
    NO_WHAT,
    PASTIME_ALONE,
    PASTIME_OBJECT,
    PERSONAL,
    STYLE,
    TASTES_BAD,
    YOU,
    answer_scope,
)
from memoryflow.extractors.rules.routine_or_taste import habit_kind
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.wish_scope import (
    scoped_directive,
    standing_condition,
    with_exception,
    without_scope,
)

Build = Callable[[Clause, re.Match[str]], tuple[str, str, float, str] | None]
# A builder returns (title, directive, priority, kind) or None when the match says nothing.


def _please_use(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    rest = orig(c, m, "rest").strip()
    if answer_scope(rest) not in ("format", "language", "response_style"):
        return None  # "please use the other file": a request for now, not a preference
    return f"Asks the assistant to {third(rest)}", capitalise(rest), 0.8, "directive"


def _language(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    lang = capitalise(m["lang"])
    return f"Wants answers in {lang}", f"Answer in {lang}", 0.8, "directive"


def _code_language(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    names = {"golang": "Go", "js": "JavaScript", "ts": "TypeScript", "javascript": "JavaScript",
             "typescript": "TypeScript", "php": "PHP", "sql": "SQL", "c": "C", "r": "R"}  # fmt: skip
    lang = names.get(m["lang"], capitalise(m["lang"]))
    return f"Wants code examples in {lang}", f"Show code in {lang}", 0.8, "directive"


def _style(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    how = m["how"] + (m["than"] or "")  # "keep the answers shorter": the comparative kept
    degree = f"{m['deg'].strip()} " if m["deg"] else ""
    if how in PERSONAL:
        return (f"Wants the assistant to be {degree}{how}", f"Be {degree}{how}", 0.8, "directive")
    return f"Prefers {degree}{how} answers", f"Keep answers {how}", 0.8, "directive"


def _no_thing(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    what = m["what"]
    return f"Does not want {what}", f"Do not use {what}", 0.9, "dislike"


def _manner(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    phrase = third(m["phrase"])
    return f"Wants explanations {phrase}", f"Explain {m['phrase']}", 0.7, "directive"


def _all_manners(title: str, directive: str, message: str) -> tuple[str, str]:
    """ "Explain slowly, one step at a time": every way of explaining the message asks for, in
    one directive (the later ones stand in clauses of their own)."""
    phrases = list(dict.fromkeys(re.findall(rf"\b(?:{MANNER})\b", message.lower())))
    if len(phrases) < 2:
        return title, directive
    joined = " and ".join(phrases)
    return f"Wants explanations {third(joined)}", f"Explain {joined}"


# A verb and a pronoun alone: "suggest it", "mention them again" name nothing by themselves.
_BARE_PRONOUN = re.compile(r"[\w']+\s+(?:it|that|this|them|those|these)(?:\s+again|\s+to me)?")


def _always_never(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    adverb = ADVERB_WORD.get(m["adv"], m["adv"]) if m["adv"] else "always"
    rest = orig(c, m, "rest").strip()
    head = rest.lower().split()[0] if rest.split() else ""
    rest = re.sub(r"\s+(?:when|if|where)\s+(?:you|possible)\b.*$", "", rest)
    if adverb in ("not", "stop") and not (
        re.match(rf"(?:{DIRECTIVE_VERBS})\b", rest.lower())
        or (adverb == "stop" and head.endswith("ing"))
    ):
        return None
    if re.match(r"do\s+(?:that|this|it|so)\b", rest.lower()) or _BARE_PRONOUN.fullmatch(
        rest.lower()
    ):
        return None  # "always do that for me", "dont suggest it": what "it" is stands before
    if adverb == "avoid" and not re.match(r"[\w-]+(?:\s+[\w-]+){0,3}$", rest):
        return None  # "avoid classes", "avoid jargon": a short thing to leave out
    if adverb != "avoid" and (
        len(rest.split()) < 2 or not re.match(rf"(?:{DIRECTIVE_VERBS}|do|\w+ing)\b", rest.lower())
    ):
        return None  # "Always the same problem", "never mind": not directives
    if re.match(r"(?:going|gonna)\s+(?:to\s+)?\w", rest.lower()):
        return None  # "never gonna give you up": a statement or a lyric, not an instruction
    if adverb == "never" and head.endswith("ing") and re.search(r"\bagain\b", c.lower):
        return None  # "never going without a tarp again" is a lesson, not an instruction
    lead = {"not": "Do not", "stop": "Stop", "avoid": "Avoid"}.get(adverb, capitalise(adverb))
    directive = f"{lead} {rest}"
    verb = {"not": "not to", "stop": "to stop", "avoid": "to avoid"}.get(adverb, f"to {adverb}")
    kind = "dislike" if adverb in ("never", "not", "stop", "avoid") else "directive"
    return f"Asks the assistant {verb} {third(rest)}", directive, 0.9, kind


def _habitual_request(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str] | None:
    rest = re.sub(r",?\s+please$", "", orig(c, m, "rest").strip())
    words = rest.lower().split()
    if len(words) < 2 or words[1] in PRONOUN_OBJECTS:
        return None  # "flag them when …": them, without the sentence before, says nothing
    return f"Asks the assistant to {third(rest)}", capitalise(rest), 0.8, "directive"


_Row = tuple[re.Pattern[str], Build]
_ROWS: tuple[_Row, ...] = tuple(
    (re.compile(pattern), build)
    for pattern, build in (
        (rf"^{YOU}(?:always\s+)?(?:answer|reply|respond|write|talk|speak|explain(?:\s+(?:it|"
         rf"things|everything|stuff))?)(?:\s+(?:to\s+)?me)?\s+in\s+(?P<lang>{LANG})\b", _language),
        (rf"^{YOU}(?:always\s+)?(?:show|write|give|use)\s+(?:me\s+)?(?:the\s+)?(?:code|examples?|"
         rf"snippets?)\s+in\s+(?P<lang>{CODE_LANG})(?![\w+#])", _code_language),
        (rf"^{YOU}(?:keep\s+(?:your\s+|the\s+|my\s+)?(?:answers|responses|replies|explanations|"
         rf"messages|it|things|them|tone|language|style)|be|write|answer|reply|talk)\s+(?P<deg>(?:more|very|really|"
         rf"super|brutally|totally|completely|extra|less|a bit more|a little more|a lot more|a bit less|"
         rf"a little less)\s+)?(?P<how>{STYLE})(?P<than>e?r)?\b", _style),
        (rf"^(?:please\s+)?no\s+(?:more\s+)?(?P<what>{NO_WHAT})\b", _no_thing),
        (r"^(?:please\s+)?no\s+(?:more\s+)?(?P<what>(?!(?:worries|thanks|thank|idea|problem|"
         r"rush|pressure|need|way|clue|offen[cs]e|judge?ments?|biggie|kidding|joke|doubt|"
         r"wonder|matter|comment|one|way|chance|time|luck)\b)[\w'-]+(?:\s+(?:or|and)\s+"
         r"[\w'-]+|\s+[\w'-]+)?)\s+(?:please|pls|plz|thanks|thx)$", no_food),
        (rf"^{YOU}(?:from now on,?\s+(?:please\s+)?)?(?P<adv>always|never|don't ever|do not ever|don't|do not|"
         rf"stop|avoid)\s+(?P<rest>.+?)(?:,?\s+please)?{LATER}$", _always_never),
        (rf"^(?:from now on|going forward|in (?:the )?future),?\s+(?:please\s+)?(?P<adv>)"
         rf"(?P<rest>(?:{DIRECTIVE_VERBS})\b.+?){LATER}$", _always_never),
        (rf"^(?:please\s+)?(?P<adv>)(?P<rest>(?:{DIRECTIVE_VERBS})\b.+?)\s+(?:always|every time|"
         r"from now on|going forward)$", _always_never),
        (r"^i(?:'d like|\s+(?:want|need|would like))\s+you\s+to\s+(?P<rest>.+?)\s+"
         r"(?:from now on|going forward|in (?:the )?future|every time|always)$",
         _habitual_request),
        (rf"^(?:please\s+)?(?P<rest>(?:{DIRECTIVE_VERBS})\b.+?\b(?:when|whenever|every time|"
         r"each time|if you see|if you spot)\b.+)$", _habitual_request),
        (r"^(?:please\s+)?(?P<rest>(?:use|stick to|write in|skip|drop|put|format|add|keep "
         r"(?:your\s+)?(?:answers|replies|responses|explanations)\s+(?:under|below|to|within)|give (?:me )?"
         r"(?:dates|times|units))\b.+)$", _please_use),
        (r"^i\s+(?:learn|work|understand|think)\s+best\s+(?P<obj>(?:with|when|by|through|from)\s+.+)$",
         learns_best),
        (rf"^(?:please\s+)?(?:explain|answer|write|give|show|format|put|list|present|reply)\b"
         rf".*?\b(?P<phrase>{MANNER})\b", _manner),
        (r"^i(?:\s+would|'d)?\s+(?:really\s+|strongly\s+|much\s+|generally\s+|usually\s+)?"
         r"(?P<verb>prefer|rather)\s+(?P<obj>.+)$", prefer),
        (r"^i\s+(?:really\s+|absolutely\s+|just\s+|totally\s+|genuinely\s+|also\s+|kinda\s+)?"
         r"(?P<verb>like|love|enjoy|adore|hate|dislike|detest|loathe|can't stand|cannot stand|"
         r"don't like|do not like|don't enjoy|really don't like)\s+(?P<obj>.+)$", likes),
        (r"^i(?:'m| am)\s+(?:a\s+)?(?:really\s+|so\s+|very\s+|totally\s+|huge\s+|big\s+|massive\s+|"
         r"kinda\s+|lowkey\s+|low key\s+|weirdly\s+|completely\s+|a bit\s+)*"
         rf"(?P<verb>into|fan of|{KEEN})\s+(?P<obj>.+)$", likes),
        (rf"^(?P<obj>{FOOD_WORDS})\s+(?P<verb>{TASTES_BAD})\b", tastes_bad),
        (r"^i(?:'m| am)\s+not\s+(?:really\s+|a\s+|much\s+of\s+a\s+|big\s+|huge\s+)*"
         r"(?P<verb>into|fan of)\s+(?P<obj>.+)$", likes),
        (r"^i(?:'m| am)\s+(?P<neg>not\s+)?(?:really\s+)?(?:a|an)\s+(?P<what>[\w-]+)\s+person\b",
         kind_of_person),
        # learning or a project kept up for years is a situation (the context table's)
        (r"^i(?:'ve| have)\s+been\s+(?P<what>(?!(?:teaching|nursing|working|living|renting|staying|"
         r"studying|based|married|owning|running|learning|renovating|restoring|fostering|"
         r"caring)\b)\w+ing\b"
         r"(?!\s+(?:this|that|it|the same)\b).+?"
         r"\s+(?:since\s+(?:i\s+was|childhood|school|college|uni)\b.*|for\s+(?:years|decades|"
         r"ages|most of my life|my whole life|\d+\s+years)))$", long_habit),
        (rf"^i\s+(?:also\s+|mostly\s+|still\s+|mainly\s+|really\s+)?(?P<verb>"
         rf"{'|'.join(PASTIME_OBJECT + PASTIME_ALONE)})\b(?P<rest>.*)$", pastime),
        (r"^i\s+(?P<freq>(?:always|usually|often|normally|generally|typically|only)\s+)?"
         r"(?:also\s+)?(?P<verb>[a-z]+)\b(?!')(?P<rest>.*)$", habit),
    )
)  # fmt: skip


# "can u be more casual with me", "could you be a bit less formal": a standing wish, asked.
_MORE_OF_A_TONE = re.compile(
    rf"^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:be|talk|write|sound)\s+"
    rf"(?:a\s+(?:bit|little|lot)\s+)?(?:more|less)\s+(?:{STYLE})\b"
)
# "I would be grateful if you could keep your answers formal": a request, not a hypothesis.
_POLITE = re.compile(
    r"^(?:i(?:'d| would)\s+(?:be\s+(?:grateful|glad|happy)|appreciate\s+it|like\s+it|prefer\s+it)"
    r"|it\s+would\s+(?:help|be\s+great|be\s+nice))\s+if\s+you\s+(?:could\s+|would\s+|can\s+)?"
)
# "skip the explanation unless i ask": an exception to a standing request, not a condition.
_UNLESS_ASKED = re.compile(r"\s+unless\s+i\s+(?:ask|say so|request it|tell you)(?:\s+for it)?$")
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
    if standing_condition(c, msg.content):
        c = replace(c, is_hypothetical=False)  # "when you give recipes, use grams"
    asks_for_a_tone = (
        bool(_MORE_OF_A_TONE.match(c.lower))
        or asks_for_a_shape(c)
        or (asks_for_a_form(c) and not _in_a_question(c, msg))  # "can you reply in Italian?"
        or _wish_asked(c, msg)
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
    if c.is_hypothetical and could_forever(c.lower):
        c = replace(c, is_hypothetical=False)  # "I could eat ramen every day"
    if c.lower.startswith("kindly "):  # "kindly reply in Tamil": a formal please
        c = replace(c, text="please " + c.text[7:], lower="please " + c.lower[7:])
    found = _read(c, msg)
    if found is None or not_a_preference(c, msg.content, found[3]):
        return None
    if for_one_answer(c, msg.content, found[3]) or no_habit(c, msg.content, found[3]):
        return None  # for this answer or this piece only, or a habit that is no preference
    return c, found


def preference_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    read = preference_reading(c, msg)
    if read is None:
        return []
    c, found = read
    if found[3] == "habit" and habit_kind(c) != "taste":
        return []  # a routine is who the user is (identity_routines), a chore no preference
    title, directive, priority, kind = found
    if kind == "like" and sarcastic_like(c, msg.content):
        return []  # "i just ADORE hmrc forms. best part of my year"
    if kind == "manner":
        kind = "directive"
        title, directive = _all_manners(title, directive, msg.content)
    title = with_exception(title, c, msg.content)
    scope = "general" if kind in ("like", "habit") else answer_scope(directive)
    return [
        ExtractedItem(
            layer=layers.PREFERENCE,
            title=shorten(capitalise(title), 120),
            summary=shorten(_summary(title, c, msg.content), 400),
            details=c.text,
            category=scope,
            type=kind,
            tags=("preference", kind),
            fields={
                "directive": shorten(capitalise(directive), 300),
                "priority": priority,
                "scope": scope,
            },
            source_message_ids=(msg.id,),
        )
    ]


def _summary(title: str, c: Clause, message: str) -> str:
    """The title as a sentence, with what the rest of the user's sentence adds (why, when:
    "short answers pls, I read them between customers")."""
    said = f"The user {title[0].lower()}{title[1:]}"
    words = [w for w in c.lower.split() if w not in ("please", "pls")][:2]
    start = " ".join(words)
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", message):
        parts = [p.strip() for p in sentence.split(",")]
        if start and len(parts) > 1 and start in parts[0].lower():
            rest = cs.normalise_casual(", ".join(parts[1:])).rstrip(".!? ")
            adds = len(rest.split()) > 2 and rest.lower() not in title.lower()
            return f"{said}; {rest}." if adds else f"{said}."
    return f"{said}."


def _wish_asked(c: Clause, msg: ChatMessage) -> bool:
    """ "can you make it way more friendly", "any meal plan needs to be halal" (read as a
    question for its opening word, but the sentence asks nothing): a standing wish."""
    return bool(
        c.is_question
        and (answer_wish(c, msg.content) or liking_around(c))
        and (re.match(r"(?:please\s+)?(?:can|could|would|will)\s+you\b", c.lower)
             or not _in_a_question(c, msg))
    )  # fmt: skip


def _in_a_question(c: Clause, msg: ChatMessage) -> bool:
    """Whether the sentence the clause opens goes on to ask something ("be honest, is this
    any good?"): the request is for that answer only."""
    at = msg.content.lower().find(c.lower[:20])
    return at >= 0 and "?" in re.split(r"[.!\n]", msg.content[at:], maxsplit=1)[0]


def _read(c: Clause, msg: ChatMessage) -> tuple[str, str, float, str] | None:
    """The first reading of the clause the table gives; a manner of explaining comes back
    with the kind "manner", to be joined with the others the message asks for."""
    if scoped := without_scope(c):  # "for recipes use grams pls"
        found = _read(scoped[0], msg) or scoped_directive(scoped[0])
        return (f"{found[0]} for {scoped[1]}", *found[1:]) if found else None
    if not c.is_hypothetical and (shape := answer_shape(c)):
        return shape
    languages = (_language, _code_language)  # a language asked for keeps their titles
    if (
        not c.is_hypothetical
        and not any(p.match(c.lower) for p, b in _ROWS if b in languages)
        and (form := answer_form(c, msg.content) or listed_forms(c) or answers_as(c))
    ):
        return form
    if not c.is_hypothetical and (asked := answer_request(c, msg.content)):
        return asked
    if not c.is_hypothetical and (liked := liking(c) or liking_around(c) or liking_more(c)):
        return liked
    if not c.is_hypothetical and (wish := answer_wish(c, msg.content) or felt_wish(c)):
        return wish
    if not c.is_hypothetical and (
        abroad := foreign_answer_language(c.lower) or foreign_form(c.lower)
    ):
        return abroad
    for pattern, build in _ROWS:
        m = pattern.match(c.lower)
        if m is None:
            continue
        if c.is_hypothetical and build is not _habitual_request:
            return None
        found = build(c, m)
        if found is None:
            continue
        if build is _style and _in_a_question(c, msg):
            return None  # "be honest, is this essay any good?": for this answer only
        return (*found[:3], "manner") if build is _manner else found
    return None
