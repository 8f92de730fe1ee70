"""Standing wishes about answers said without the usual request frame, as a table of rows:

- an answer habit the user asks to drop: "no need for the medical disclaimers", "u dont
  need to apologise every time" (a one-off — "no need to apologise!", "you don't need to
  explain it" — names neither a part of an answer nor how often);
- a voice to talk in: "talk to me like a friend", "write like a normal person not a robot"
  (with "to me", a contrast or a standing word; "you talk like a robot" is a complaint);
- answers broken up: "break things into small numbered steps";
- "no X, just Y": "no long theory just show me the fix";
- a tone to make it in: "make it way less formal" (tone words only: "make it shorter" is
  about the piece at hand);
- a rule every suggestion keeps: "any recipe has to be gluten free";
- a dislike said as "no X, I hate them", and "X or nothing";
- quoted words the assistant says, asked to be dropped: "skip the 'great question!' stuff".

Each row is (pattern, builder); a builder returns (title, directive, priority, kind) or None.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memoryflow.extractors.rules.answer_form import FORM
from memoryflow.extractors.rules.answer_wish_words import (
    _DISLIKE,
    _HABIT_VERBS,
    _NOT_A_THING,
    _PIECES,
    _STANDING,
    _SUGGESTED,
    _TONES,
    _WHAT_ALONE,
    PARTS,
)
from memoryflow.extractors.rules.message_cleaning import normalise_quotes
from memoryflow.extractors.rules.preference_likes import orig, third
from memoryflow.extractors.rules.preference_own import tone_for_this_piece
from memoryflow.extractors.rules.preference_vocab import answer_scope
from memoryflow.extractors.rules.text import Clause

Reading = tuple[str, str, float, str]
Build = Callable[[Clause, re.Match[str], str], Reading | None]

_CAN = r"(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?"
# A word of assent or a conjunction before the request: "good but make it way less formal".
_LEAD = re.compile(
    r"^(?:(?:good|great|ok|okay|nice|better|fine|cool|thanks|perfect)\s+)?"
    r"(?:but|and|also|so|oh)\s+|^(?:good|great|ok|okay|better|perfect)\s+(?=\w)"
)


def _no_need_for(c: Clause, m: re.Match[str], rest: str) -> Reading:
    what = orig(c, m, "what")
    return f"Does not want {what}", f"Leave out {what}", 0.8, "dislike"


def _no_need_to(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    act = orig(c, m, "act").strip()
    if not (_STANDING.search(act.lower()) or re.search(rf"\b(?:{PARTS})\b", act.lower())):
        return None  # "no need to apologise!", "you don't need to explain it": this once
    act = re.sub(r"\s+(?:to\s+me\s+)?(?:anymore|any more)$", "", act)
    return f"Does not want the assistant to {third(act)}", f"Do not {act}", 0.8, "dislike"


def _talk_like(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    if not (m["me"] or m["contrast"] or m["tail"].strip()):
        return None  # "talk like a pirate": a game for this answer
    who = orig(c, m, "who") + (
        orig(c, m, "contrast").replace(" not", ", not") if m["contrast"] else ""
    )
    return f"Wants the assistant to talk like {who}", f"Talk like {who}", 0.8, "directive"


def _broken_into(c: Clause, m: re.Match[str], rest: str) -> Reading:
    into = orig(c, m, "into")
    return f"Wants answers broken into {into}", f"Break answers into {into}", 0.8, "directive"


def _just_this(c: Clause, m: re.Match[str], rest: str, only: bool = False) -> Reading:
    what = orig(c, m, "what")
    what = what if what.lower().startswith("the ") else f"the {what}"
    no = "" if only else f", no {orig(c, m, 'no')}"
    return f"Wants just {what}{no}", f"Give just {what}{no}", 0.8, "directive"


def _just_alone(c: Clause, m: re.Match[str], rest: str) -> Reading:
    return _just_this(c, m, rest, only=True)


def _tone(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    if (
        re.search(r"\b(?:this time|for this|this one|for now)\b", c.lower)
        or re.match(
            r"\s*,?\s*(?:it's|its|it is|this is|that's|they're|it goes)\s+(?:for|to)\b",
            rest.lower(),
        )
        or tone_for_this_piece(rest)
    ):  # "make it less polite, this is my 3rd follow up"
        return None  # "make it funnier this time", "make it more formal, it's for my landlord"
    tone = orig(c, m, "x")
    return f"Wants a {tone} tone", f"Be {tone}", 0.8, "directive"


def _every_one(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    how = orig(c, m, "how").strip()
    if not 1 <= len(how.split()) <= 5:
        return None
    what = orig(c, m, "what")
    plural = what if what.endswith("s") or what == "code" else f"{what}s"
    return f"Wants {plural} to be {how}", f"Keep {plural} {how}", 0.8, "directive"


def _no_hated(c: Clause, m: re.Match[str], rest: str) -> Reading:
    what = orig(c, m, "what")
    return f"Dislikes {what}", f"Avoid {what}", 0.7, "dislike"


def _no_then_hate(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    """ "no olives, i hate them": the hating stands in the clause after."""
    if not re.match(rf"\s*,?\s*i\s+{_DISLIKE}\s+(?:them|it|those|that|these)\b", rest.lower()):
        return None
    return _no_hated(c, m, rest)


def _less(c: Clause, m: re.Match[str], rest: str) -> Reading:
    what = orig(c, m, "what")
    return f"Wants less {what}", f"Use less {what}", 0.8, "directive"


def _made_of(c: Clause, m: re.Match[str], rest: str) -> Reading:
    what = orig(c, m, "what")
    return f"Wants {what} in answers", f"Give {what}", 0.8, "directive"


def _go_easy(c: Clause, m: re.Match[str], rest: str) -> Reading:
    said = orig(c, m, "said")
    return f"Asks the assistant to {third(said)}", said[0].upper() + said[1:], 0.8, "directive"


def _straight(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    if "?" in re.split(r"[.!\n]", rest, maxsplit=1)[0]:
        return None  # "tell me straight, is it serious?": for this answer
    return "Wants it told straight", "Tell it straight", 0.8, "directive"


def _helps(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    x = orig(c, m, "x")
    if re.match(r"(?:more\s+)?(?:examples|sources|citations|links)$", x.lower()) and not m["me"]:
        return None  # "examples would be great": for this answer
    return f"Prefers {x}", f"Use {x}", 0.7, "directive"


def _could_you_not(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    act = orig(c, m, "act")
    if answer_scope(act) not in ("format", "language", "response_style"):
        return None  # "could you not tell my wife": not about answers
    return f"Asks the assistant not to {third(act)}", f"Do not {act}", 0.8, "dislike"


def _same_language(c: Clause, m: re.Match[str], rest: str) -> Reading:
    title = "Wants answers in the same language as their messages"
    return title, "Answer in the language the user writes in", 0.8, "directive"


def _learns_better(c: Clause, m: re.Match[str], rest: str) -> Reading:
    how = third(orig(c, m, "how"))
    return f"Learns best {how}", f"Teach {how}", 0.7, "preference"


def _or_nothing(c: Clause, m: re.Match[str], rest: str) -> Reading | None:
    if c.supplied:
        return None
    x = orig(c, m, "x")
    return f"Insists on {x}", f"Use {x}", 0.7, "preference"


_ROWS: tuple[tuple[re.Pattern[str], Build], ...] = tuple(
    (re.compile(pattern), build)
    for pattern, build in (
        (rf"^(?:there's\s+|there is\s+)?no\s+need\s+for\s+(?:the\s+|all\s+the\s+|any\s+)?"
         rf"(?P<what>(?:[\w-]+\s+){{0,2}}?(?:{PARTS}))\b", _no_need_for),
        (rf"^(?:(?:you\s+)?(?:don't|do not|needn't)\s+(?:need|have)\s+to|(?:there's\s+)?no\s+need"
         rf"\s+to)\s+(?P<act>(?:{_HABIT_VERBS})\b.*)$", _no_need_to),
        (rf"^{_CAN}(?:always\s+)?(?:talk|speak|write|chat|reply|answer|respond)(?:\s+(?:to|with)\s+"
         rf"(?P<me>me))?\s+like\s+(?P<who>(?:a|an|my)\s+(?!(?:\d+|five|ten)\b)(?:[\w-]+\s+){{0,2}}?"
         rf"[\w-]+?)(?P<contrast>\s+not\s+(?:a|an)\s+[\w-]+)?(?P<tail>(?:\s+(?:please|from now on|"
         rf"going forward|always|thanks))*)$", _talk_like),
        (rf"^{_CAN}(?:always\s+)?(?:break|split|chunk|divide)\s+(?:things|everything|stuff|"
         rf"(?:your\s+)?(?:answers|replies|explanations|instructions)|it all)\s+(?:down\s+|up\s+)?"
         rf"into\s+(?P<into>(?:[\w-]+\s+){{0,3}}?(?:{_PIECES}))\b", _broken_into),
        (rf"^(?:please\s+)?no\s+{_NOT_A_THING}(?P<no>(?:[\w-]+\s+){{0,2}}?[\w-]+?)(?:\s+(?:next "
         rf"time|from now on|in future|please|thanks))?\s+just\s+(?:(?:give|show|tell|send)\s+"
         rf"(?:me\s+)?)?(?P<what>(?:the\s+)?(?:{_WHAT_ALONE}))\b", _just_this),
        (rf"^{_CAN}make\s+(?:it|things|them|(?:your|the)\s+(?:answers|replies|responses|messages|"
         rf"tone|writing))\s+(?P<x>(?:(?:a\s+(?:bit|little|lot)|way|much|far|slightly)\s+)?"
         rf"(?:more|less)\s+(?:{_TONES}))\b", _tone),
        (rf"^(?:.*?\b(?:so|and|but)\s+)?(?:any|every|all(?:\s+(?:my|the))?)\s+(?P<what>{_SUGGESTED})\s+(?:(?:you|u)"
         r"\s+(?:give|suggest|send|recommend|write|make|show)\s+(?:me\s+)?)?(?:has|have|must|"
         r"needs?|should)\s+(?:to\s+)?be\s+(?P<how>(?!(?:\w+ed|done|ready|finished|written)\b)"
         r"[\w -]+)$", _every_one),
        (rf"^no\s+{_NOT_A_THING}(?P<what>[\w-]+(?:\s+[\w-]+)?)\s+i\s+{_DISLIKE}\s+(?:them|it|"
         r"those|that|these)$", _no_hated),
        (rf"^no\s+{_NOT_A_THING}(?P<what>[\w-]+(?:\s+[\w-]+)?)$", _no_then_hate),
        # "less talking pls": the talk around the answer is a part of it like the waffle
        (rf"^(?:a\s+lot\s+|much\s+|way\s+)?less\s+(?P<what>{PARTS}|jargon|text|words|detail|"
         r"repetition|hedging|padding|enthusiasm|talking|talk|chatter|explaining|explanations?|"
         r"prose)(?:\s+(?:please|thanks|next time|from now on))+$",
         _less),
        # "mostly code pls", "more examples please": what the answers should be made of
        (r"^(?P<what>(?:mostly|more|mainly)\s+(?:code|examples|code examples|snippets|numbers|"
         r"diagrams|bullet points|tables))(?:\s+(?:please|thanks|next time|from now on))+$",
         _made_of),
        (rf"^{_CAN}(?P<said>(?:go\s+easy\s+on|stop\s+with|enough\s+with|less\s+of|tone\s+down|cut\s+down\s+on|cut\s+back\s+on|"
         rf"ease\s+up\s+on)\s+(?:the\s+|all\s+the\s+|your\s+)?(?:[\w-]+\s+)?(?:{PARTS}|jargon|"
         r"exclamation marks|enthusiasm|formality|hedging|bullet points|bold|caps))\b", _go_easy),
        (rf"^just\s+(?P<what>(?:the\s+)?(?:{_WHAT_ALONE}))(?:\s+(?:please|thanks|next time|"
         r"from now on|going forward))+$", _just_alone),
        (rf"^{_CAN}(?:give\s+it\s+to\s+me|tell\s+(?:me|it\s+to\s+me)|say\s+it)\s+(?:straight|"
         r"straight up|like it is|how it is|as it is)$", _straight),
        (rf"^(?P<x>(?:[\w-]+\s+)?(?:{FORM}|diagrams|visuals|analogies|pictures|charts))\s+"
         r"(?:would\s+be|'d\s+be|would\s+help|help|helps|really\s+help|work\s+best)\s*"
         r"(?:(?P<me>me)\b|great|nice|better|ideal|helpful|appreciated|good|perfect|lovely)",
         _helps),
        (rf"^{_CAN}not\s+(?P<act>(?:use|add|include|put|write|give|start|end|say|bold|format)\b.+)$",
         _could_you_not),
        (rf"^i\s+(?:really\s+)?(?:don't|do not)\s+need\s+(?:the\s+|all\s+the\s+|any\s+)?"
         rf"(?P<what>(?:[\w-]+\s+){{0,2}}?(?:{PARTS}|backstory|history|context))\b", _no_need_for),
        (r"^(?:please\s+)?no\s+(?P<what>(?:recipes|meals|dishes|suggestions|food|anything|snacks)\s+"
         r"(?:with|containing|that (?:have|has|use))\s+[\w-]+(?:\s+(?:or|and)\s+[\w-]+)?)"
         r"(?:\s+(?:please|thanks))+$", _no_need_for),
        (rf"^{_CAN}(?:always\s+)?(?:reply|answer|respond|write|talk)\s+(?:to\s+me\s+)?in\s+(?P<x>"
         r"(?:the\s+)?same\s+language|whatever\s+language|my\s+language)", _same_language),
        (r"^i\s+(?:learn|understand|remember)\s+(?:things\s+|stuff\s+)?(?:better|more\s+easily|"
         r"easier|faster)\s+(?P<how>(?:with|when|by|through|from)\s+.+)$", _learns_better),
        (r"^(?P<x>(?!(?:all|now|everything|something|go|do|it|this|that)\b)[\w+#.-]+"
         r"(?:\s+[\w+#.-]+)?)\s+or\s+(?:nothing|bust)$", _or_nothing),
    )
)  # fmt: skip

# "skip the 'great question!' stuff": the quoted words are what the assistant says.
_DROP_QUOTED = re.compile(
    r"\b(?:skip|drop|cut|ditch|lose|lay off)\s+(?:the\s+|all\s+the\s+|those\s+|your\s+)?"
    r"[\"'\u201c](?P<quote>[^\"'\u201d]{2,60})[\"'\u201d]",
    re.IGNORECASE,
)


def _after(c: Clause, message: str) -> str:
    """What the message says right after the clause (", i hate them")."""
    words = c.lower.split()
    if not words:
        return ""
    low = normalise_quotes(message).lower()
    at = low.find(words[-1], low.find(words[0]))
    return low[at + len(words[-1]) :] if at >= 0 else ""


def answer_wish(c: Clause, message: str) -> Reading | None:
    """(title, directive, priority, kind) when the clause states a standing wish about answers
    (or a dislike) in one of the frames above."""
    if c.supplied and c.supplied != "I":
        return None
    low = _LEAD.sub("", c.lower, count=1)
    if low != c.lower:
        cut = len(c.lower) - len(low)
        c = replace(c, text=c.text[cut:] if len(c.text) == len(c.lower) else low, lower=low)
    if (q := _DROP_QUOTED.search(normalise_quotes(message))) and re.match(
        r"(?:skip|drop|cut|ditch|lose|lay)\b", low
    ):
        quote = q["quote"].strip(" .!?")
        return f"Does not want '{quote}' in answers", f"Leave out '{quote}'", 0.8, "dislike"
    rest = _after(c, message)
    for pattern, build in _ROWS:
        if (m := pattern.match(low)) and (found := build(c, m, rest)):
            return found
    return None
