"""The preference table: the patterns of standing requests, likes and habits with their
builders, and `table_reading`, which tries the dedicated readers (answer shapes and forms,
likings, wishes, answer languages) before the table rows, first match wins."""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rules.answer_feelings import felt_wish
from memoryflow.extractors.rules.answer_form import answer_form
from memoryflow.extractors.rules.answer_form_lists import answers_as, listed_forms
from memoryflow.extractors.rules.answer_requests import answer_request
from memoryflow.extractors.rules.answer_shape import answer_shape
from memoryflow.extractors.rules.answer_wishes import answer_wish
from memoryflow.extractors.rules.food_refusals import food_refusal
from memoryflow.extractors.rules.foreign_forms import foreign_form
from memoryflow.extractors.rules.foreign_requests import foreign_answer_language
from memoryflow.extractors.rules.lexicon import PRONOUN_OBJECTS
from memoryflow.extractors.rules.liking_around import liking_around
from memoryflow.extractors.rules.liking_casual import casual_dislike, dislike_named_before
from memoryflow.extractors.rules.liking_frames import liking
from memoryflow.extractors.rules.liking_more import liking_more
from memoryflow.extractors.rules.phrasing import capitalise
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
from memoryflow.extractors.rules.preference_own import own_taste, turns_down_a_currency
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
from memoryflow.extractors.rules.tag_questions import without_tags
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.wish_scope import scoped_directive, without_scope
from memoryflow.extractors.rules.wish_standing import (
    asked_when,
    standing_request,
    without_standing,
)
from memoryflow.extractors.rules.work_arrangement import work_wish

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
    what = m["what"] or "answers"  # "keep lists short": the part of the answers named
    return f"Prefers {degree}{how} {what}", f"Keep {what} {how}", 0.8, "directive"


def _no_thing(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    what = m["what"]
    return f"Does not want {what}", f"Do not use {what}", 0.9, "dislike"


def _manner(c: Clause, m: re.Match[str]) -> tuple[str, str, float, str]:
    phrase = third(m["phrase"])
    return f"Wants explanations {phrase}", f"Explain {m['phrase']}", 0.7, "directive"


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
         rf"messages|it|things|them|tone|language|style|(?P<what>lists|paragraphs|sentences|summaries|steps))|be|write|answer|reply|talk)\s+(?P<deg>(?:more|very|really|"
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
        # "i've always preferred winter to summer": a standing preference, said in the perfect
        (r"^i(?:'ve|\s+have|ve)\s+always\s+(?P<verb>prefer)red\s+(?P<obj>.+)$", prefer),
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


def in_a_question(c: Clause, msg: ChatMessage) -> bool:
    """Whether the sentence the clause opens goes on to ask something ("be honest, is this
    any good?"): the request is for that answer only."""
    content = without_tags(msg.content)  # "keep it short, ok?" asks nothing
    at = content.lower().find(c.lower[:20])
    return at >= 0 and "?" in re.split(r"[.!\n]", content[at:], maxsplit=1)[0]


def table_reading(c: Clause, msg: ChatMessage) -> tuple[str, str, float, str] | None:
    """The first reading of the clause the table gives; a manner of explaining comes back
    with the kind "manner", to be joined with the others the message asks for."""
    if turns_down_a_currency(c):
        return None  # "in pesos please, hindi dollars": the second half is no wish
    if not c.is_hypothetical and (own := own_taste(c, msg.content)):
        return own
    if scoped := without_scope(c):  # "for recipes use grams pls"
        found = table_reading(scoped[0], msg) or scoped_directive(scoped[0])
        return (f"{found[0]} for {scoped[1]}", *found[1:]) if found else None
    standing = without_standing(c)  # "in general pls …", "next time just …"
    when_asked = asked_when(c)
    if standing and (
        found := table_reading(standing, msg) or standing_request(standing, when_asked=when_asked)
    ):
        return found
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
    if not c.is_hypothetical and (refused := food_refusal(c.lower)):
        return refused  # "i will not be eating liver", "nothing with liver"
    if not c.is_hypothetical and (work := work_wish(c.lower)):
        return work  # "ideally fully remote", "trabajo remoto si se puede"
    if not c.is_hypothetical and (
        liked := liking(c)
        or liking_around(c)
        or liking_more(c)
        or casual_dislike(c)
        or dislike_named_before(c, msg.content)
    ):
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
        if build is _style and in_a_question(c, msg):
            return None  # "be honest, is this essay any good?": for this answer only
        return (*found[:3], "manner") if build is _manner else found
    return None
