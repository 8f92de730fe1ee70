"""An instruction whose object is a form of the answer: a unit, a spelling, a language, a
length, a tone or a format ("pls use celsius", "metric units pls, km not miles", "british
spelling, not american", "short answers pls", "no need to be so polite", "I need the
recipes in grams, not cups").

The frame is generic: a request marker (please, an imperative, "can you", "I want/need",
"X not Y") around a noun phrase that names a form. What makes it a standing preference and
not a one-off task is the object: "convert 5 miles to km" converts a number, "the recipe
uses cups" is about a recipe."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

# Words that name a form of the answer.
_UNIT = (
    r"celsius|centigrade|fahrenheit|metric|imperial|km|kms|kilometres|kilometers|miles|kg|kgs|"
    r"kilos|grams|lbs|pounds|ounces|oz|cups|ml|litres|liters|feet|metres|meters|cm|inches|"
    r"(?:24|12)[ -]?(?:hour|hr|h)(?: clock| time)?|am/pm|military time|euros?|dollars|usd|gbp"
)
# What a contrast alone ("km not miles", "british spelling, not american") asks answers to be
# written in; a contrast of languages or currencies is as often a correction ("spanish not
# french, i always mix them up", "dollars not euros, its a us company").
_WRITTEN_IN = re.compile(
    r"(?:[\w-]+\s+)?(?:celsius|centigrade|fahrenheit|metric|imperial|km|kms|kilometres|kilometers|"
    r"miles|kg|kgs|kilos|grams|lbs|pounds|ounces|oz|cups|ml|litres|liters|cm|inches|(?:british|uk|"
    r"us|american|australian|canadian|irish|indian)\s+(?:spelling|english))\b"
)
# Content asked for ("examples please") is as often for this answer as for all of them.
_CONTENT = re.compile(r"(?:more\s+)?(?:examples|sources|citations|links)$")
_HOW_I_LEARN = re.compile(r"\bi (?:learn|understand|remember|get it|get things)\b|\bhelps? me\b")
_SPELLING = r"(?:british|uk|us|american|australian|canadian|irish|indian)\s+(?:spelling|english)"
_LENGTH = (
    r"(?:short|shorter|brief|briefer|long|longer|detailed|concise|quick|quicker)\s+(?:answers?|"
    r"replies|reply|responses?|versions?|explanations?)|(?:one|two|three|a|\d+)\s+(?:paragraphs?|"
    r"sentences?|lines?)(?:\s+max(?:imum)?)?|(?:under|below|within|less than|no more than|max|"
    r"at most)\s+\d+\s+(?:words|sentences|lines|paragraphs|bullet points|bullets)"
)
_FORMAT = (
    r"tldr|bullet points|bullets|numbered (?:steps|lists?|points)|step by step|tables?|"
    r"plain text|plain english|markdown|headings|headers|code blocks|examples|sources|"
    r"citations|links|notation|transliterations?|romani[sz]ation|romaji|pinyin|(?:short|small)\s+(?:paragraphs|chunks|sections)|lowercase|lower case|all caps|uppercase|(?:simple|plain|easy|everyday|basic)\s+(?:words|language|terms|"
    r"vocabulary)|short sentences|dd/mm(?:/yy(?:yy)?)?|mm/dd(?:/yy(?:yy)?)?|iso dates|(?:casual|formal|friendly|neutral|professional|chatty) tone"
)
FORM = rf"(?:{_UNIT}|{_SPELLING}|{_LENGTH}|{_FORMAT}|{alternation(LANGUAGES)})"

_PLEASE = r"(?:please|thanks|for me|if you can|if possible|thank you|mate|x+)"
# The reason typed on after the please with no comma: "metric pls im in ireland".
_REASON = r"\s+(?:i'm|i am|i live|as i|since i|because|cause|cos|coz)\b.*"
# The form named on its own, as a request: "metric units please", "km not miles",
# "always metric for me", "uk spelling please".
_NAMED = re.compile(
    rf"^(?:please\s+)?(?P<want>i(?:'d|\s+would)?\s+(?:prefer|want|need)\s+|i(?:'d|\s+would)\s+"
    rf"(?:like|love|appreciate)\s+)?"
    rf"(?:always\s+|only\s+|just\s+)?(?P<x>(?:(?:a|an|the|in)\s+)?"
    rf"(?:(?:no more than|max|at most|up to)\s+\d+\s+)?(?:[\w-]+\s+)?"
    rf"(?:{FORM})(?:\s+units)?(?:\s+(?:max(?:imum)?|only))?)"
    rf"(?P<contrast>\s+(?:not|instead of|over|rather than)\s+[\w/-]+(?:\s+(?:spelling|units))?)?"
    rf"(?P<tail>(?:\s+{_PLEASE})*)(?P<contrast_late>\s+not\s+[\w/-]+)?(?P<reason>{_REASON})?$"
)
# An imperative or a request with a form anywhere in its object: "use kg not lbs for the
# recipes", "can you give temps in celsius", "I need the recipes in grams".
_ASKED = re.compile(
    r"^(?:please\s+)?(?P<can>(?:can|could|would|will)\s+you\s+(?:please\s+)?|i(?:\s+(?:want|need|"
    r"would like|would prefer|prefer|would appreciate)|'d\s+(?:like|prefer|appreciate))\s+"
    r"(?:you\s+to\s+)?)?(?P<rest>(?:use|give(?:\s+me)?|put|write|show|"
    r"switch to|stick (?:to|with)|do|keep|list|answer in|reply in|measure in|the\s+\w+\s+in|"
    r"\w+\s+in)\b.*)$"
)
_FORM_IN = re.compile(rf"\b(?:{FORM})\b")
# "no need to be so polite", "you don't have to be so formal", "don't be so polite".
_TONE_DOWN = re.compile(
    r"^(?:there's\s+|there is\s+)?(?:no need to be|you don't (?:have|need) to be|don't be|"
    r"do not be|stop being)\s+(?:so\s+|that\s+|this\s+|too\s+)?(?P<x>polite|formal|nice|"
    r"careful|diplomatic|gentle|wordy|long-winded|apologetic|cautious|stiff|sweet)\b"
)
# "less formal pls", "more casual please".
_MORE_LESS = re.compile(
    r"^(?:a\s+(?:bit|little|lot)\s+)?(?P<x>(?:more|less)\s+(?:formal|casual|polite|direct|"
    r"chatty|detail|detailed|technical|jargon|blunt|friendly|serious|simple|concise))"
    r"(?:\s+(?:please|thanks))+$"
)
# "tables are easier for me to read", "bullet points work best for me".
# "im dyslexic so shorter answers help a lot": the form that helps, after the reason for it.
_SUITS_ME = re.compile(
    rf"^(?:i'm\s+[\w-]+\s+so\s+|i\s+am\s+[\w-]+\s+so\s+)?(?P<x>(?:[\w-]+\s+)?(?:{FORM}))\s+"
    r"(?:(?:is|are|work|works)\s+(?:so\s+much\s+|much\s+|way\s+)?"
    r"(?:(?:easier|better|best|clearer|nicer|simpler|quicker)\s+for\s+me)|"
    r"(?:really\s+)?helps?\s+(?:me\s+)?(?:a\s+lot|so\s+much|loads|heaps|massively|a\s+ton)$)"
)
# "bullet points like that are perfect, always do that for me": a form praised and asked for
# again.
_PRAISED = re.compile(
    rf"^(?P<x>(?:[\w-]+\s+)?(?:{FORM}))(?:\s+like\s+(?:that|this))?\s+(?:is|are|were|was)\s+"
    r"(?:so\s+|really\s+|just\s+)?(?:perfect|great|ideal|exactly what i (?:want|need)ed?|"
    r"just right|spot on|so much better|much better|amazing|brilliant)\b"
)
_AGAIN = re.compile(
    r"\b(?:always do (?:that|this|it)|keep doing (?:that|this|it)|do (?:that|this|it) every time|"
    r"more like (?:that|this)|from now on|going forward|every time)\b"
)
# A one-off: a number to convert or a question about the form itself.
_ONE_OFF = re.compile(r"\b(?:convert|\d+\s*(?:f|c|km|miles|kg|lbs)\b|this one|for this)")


def _contrast_after(c: Clause, message: str) -> str:
    """The ", not american" that follows the clause in the message, as its own clause."""
    start = " ".join(w for w in c.lower.split()[:3] if w != "please")
    at = message.lower().find(start)
    if at < 0 or "," not in message[at:]:
        return ""
    after = message[at:].split(",", 1)[1]
    if m := re.match(r"\s*(not|instead of|rather than)\s+([\w/-]+)\b", after):
        return f", {m[1]} {m[2]}"
    m = re.match(rf"\s*((?:{FORM})\s+(?:not|instead of|rather than)\s+[\w/-]+)\b", after)
    return f", {m[1]}" if m else ""


def _said_before(c: Clause, message: str) -> bool:
    """Whether the message already named a form before this clause: "metric units pls, km
    not miles" is one request, not two."""
    at = message.lower().find(c.lower)
    return at > 0 and bool(_FORM_IN.search(message.lower()[:at]))


def _display(phrase: str) -> str:
    """Acronyms as written in titles: "TL;DR", "US spelling" (not read as the pronoun)."""
    phrase = re.sub(r"\btldr\b", "TL;DR", phrase, flags=re.IGNORECASE)
    return re.sub(r"\b(us|uk)(?=\s+(?:spelling|english|units|date))", lambda m: m[1].upper(), phrase,
                  flags=re.IGNORECASE)  # fmt: skip


def asks_for_a_form(c: Clause) -> bool:
    """A request asked as a question that is a standing one ("can you give temps in celsius")."""
    m = _ASKED.match(c.lower)
    return bool(m and m["can"] and _FORM_IN.search(m["rest"]) and not _ONE_OFF.search(c.lower))


def answer_form(c: Clause, message: str) -> tuple[str, str, float, str] | None:
    """(title, directive, priority, kind) when the clause asks for a form of the answers."""
    if c.supplied:
        return None  # a request needs no subject; "I'm km not miles" is no reading of it
    low = re.sub(r"^(?:and|also|then|plus|oh and|but|so)\s+", "", c.lower)
    text = c.text[len(c.lower) - len(low) :] if len(c.text) == len(c.lower) else low
    if _ONE_OFF.search(low):
        return None
    if m := _TONE_DOWN.match(low):
        return (
            f"Does not want the assistant to be so {m['x']}",
            f"Do not be so {m['x']}",
            0.8,
            "dislike",
        )
    if m := _SUITS_ME.match(low):
        x = _display(text[m.start("x") : m.end("x")])
        if re.search(r"\b(?:answers?|replies|responses?|explanations?)$", x.lower()):
            return f"Prefers {x}", f"Give {x}", 0.7, "directive"  # "shorter answers help"
        return f"Prefers answers with {x}", f"Use {x}", 0.7, "directive"
    if (m := _PRAISED.match(low)) and _AGAIN.search(message.lower()):
        x = _display(text[m.start("x") : m.end("x")])
        return f"Prefers answers with {x}", f"Use {x}", 0.8, "directive"
    if m := _MORE_LESS.match(low):
        return f"Wants the assistant to be {m['x']}", f"Be {m['x']}", 0.8, "directive"
    return _asked(c, low, text, message) or _named(c, low, text, message)


def _asked(c: Clause, low: str, text: str, message: str) -> tuple[str, str, float, str] | None:
    m = _ASKED.match(low)
    if m is None or not _FORM_IN.search(m["rest"]):
        return None
    verb = re.match(r"(?:use|give|put|write|show|switch|stick|do|keep|list|answer|reply|measure)\b",
                    m["rest"])  # fmt: skip
    if not (m["can"] or low.startswith("please") or low.endswith("please") or verb):
        return None
    if re.match(r"(?:(?:write|show|list|do)\s+(?:me\s+)?(?:the|this|that|these|those|my|our|a|an)|keep\s+(?:it|"
                r"this|that))\b", m["rest"]):  # fmt: skip
        return None  # "write the test cases in English", "keep it under 300 words": this piece
    if re.match(r"keep\b.*\bout\b", m["rest"]):
        return None  # "keep romanization out of it": the form turned down, not asked for
    if not verb and re.match(r"(?:(?:a|an|the|my|this|that)\s+)?[\w-]*[^s\W]\s+in\b", m["rest"]):
        return None  # "I need the letter in german", "I need speech in korean": one piece
    rest = re.sub(r"\s+please$", "", text[m.start("rest") :])
    rest = re.sub(r"^give me\b", "give", rest, flags=re.IGNORECASE)
    rest = _display(rest + _contrast_after(c, message))
    if verb:
        return f"Asks the assistant to {rest}", capitalise(rest), 0.8, "directive"
    return f"Wants {rest}", capitalise(rest), 0.8, "directive"


def _named(c: Clause, low: str, text: str, message: str) -> tuple[str, str, float, str] | None:
    m = _NAMED.match(low)
    if m is None:
        return None
    after = "" if m["contrast"] else _contrast_after(c, message)
    if m["contrast"] and not m["tail"] and _said_before(c, message):
        return None  # "metric units pls, km not miles": the contrast is said with the request
    standing = m["want"] or re.match(r"(?:please\s+)?(?:always|only)\b", low)
    if _CONTENT.match(m["x"]) and not (standing or _HOW_I_LEARN.search(message.lower())):
        return None  # "examples please": for this answer
    contrast = bool(m["contrast"] or after)
    if contrast and not (m["tail"] or standing or _WRITTEN_IN.match(m["x"])):
        return None  # "spanish not french, i always mix them up": a correction
    if not (m["tail"] or standing or contrast or low.startswith("please")):
        return None  # a bare noun phrase ("tables") is no request
    if m["reason"] and not m["tail"]:
        return None  # "metric i'm used to": a reason needs the request before it
    x = text[m.start("x") : m.end("contrast") if m["contrast"] else m.end("x")]
    if m["contrast_late"]:
        after = f", {m['contrast_late'].strip()}"
    x = _display(re.sub(r"^in\s+", "", x) + after)
    verb = "Prefers" if m["want"] and "prefer" in m["want"] else "Wants"
    return f"{verb} {x}", f"Use {x}", 0.8, "directive"
