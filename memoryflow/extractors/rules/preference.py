"""Preference statements: directives to the assistant ("always answer in Spanish", "please
never use emojis"), stated preferences ("I prefer short answers") and likes/dislikes."""

from __future__ import annotations

import re

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.lexicon import LANGUAGES, PRONOUN_OBJECTS, alternation
from memoryflow.extractors.rules.text import Clause, capitalise, second_to_first, shorten

_LANG = alternation(LANGUAGES)
_DIRECTIVE_VERBS = (
    r"use|add|include|give|write|answer|reply|respond|start|end|apologi[sz]e|call|suggest|"
    r"recommend|repeat|summari[sz]e|put|send|show|translate|format|explain|mention|assume|"
    r"make|keep|be|talk|speak|sign|open|close|list|number|bold|cite|ask|correct|refer|lecture"
)
_ALWAYS_NEVER = re.compile(
    r"^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:from now on,?\s+)?"
    r"(?P<adv>always|never|don't ever|do not ever|don't|do not|stop|avoid)\s+(?P<rest>.+?)"
    r"(?:,?\s+please)?(?:\s+from now on|\s+going forward|\s+in (?:the )?future)?$"
)
_FROM_NOW_ON = re.compile(
    rf"^(?:from now on|going forward|in (?:the )?future),?\s+(?:please\s+)?(?P<rest>(?:{_DIRECTIVE_VERBS})\b.+)$"
)
_WANT_YOU = re.compile(
    r"^i(?:'d like|\s+(?:want|need|would like))\s+you\s+to\s+(?P<rest>.+?)\s+"
    r"(?:from now on|going forward|in (?:the )?future|every time|always)$"
)
_PREFER = re.compile(
    r"^i(?:\s+would|'d)?\s+(?:really\s+|strongly\s+|much\s+|generally\s+|usually\s+)?"
    r"(?P<verb>prefer|rather)\s+(?P<obj>.+)$"
)
_LIKE = re.compile(
    r"^i\s+(?:really\s+|absolutely\s+|just\s+|totally\s+|genuinely\s+|also\s+)?"
    r"(?P<verb>like|love|enjoy|adore|hate|dislike|detest|loathe|can't stand|cannot stand|"
    r"don't like|do not like|don't enjoy|really don't like)\s+(?P<obj>.+)$"
)
_LANGUAGE = re.compile(
    rf"^(?:please\s+)?(?:answer|reply|respond|write|talk|speak)(?:\s+to\s+me)?\s+in\s+"
    rf"(?P<lang>{_LANG})(?:\s+please|\s+from now on|\s+going forward)*$"
)
_KEEP_SHORT = re.compile(
    r"^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:keep\s+(?:your\s+|the\s+)?(?:answers|responses|replies|it|things)|be)\s+"
    r"(?:more\s+|very\s+)?(?P<how>short|brief|concise|simple|direct|formal|casual|detailed)"
    r"(?:\s+please|\s+from now on|\s+going forward)*$"
)
_OBJ_BAD_START = re.compile(
    rf"^(?:{'|'.join(PRONOUN_OBJECTS)}|your|how|what|when|the way|the idea|not to|"
    r"to (?:know|ask|think|say|believe|hear|see|be honest|keep it))\b"
)
_ADV_WORDS = {"don't ever": "never", "do not ever": "never", "don't": "don't", "do not": "don't"}


def _scope(text: str) -> str:
    low = text.lower()
    if re.search(rf"\b(?:in\s+(?:{_LANG})|language)\b", low):
        return "language"
    if re.search(
        r"\b(?:markdown|bullet|table|list|code blocks?|headings?|emojis?|bold|format|"
        r"units?|spelling|metric|imperial|latex|dates?)\b",
        low,
    ):
        return "format"
    if re.search(
        r"\b(?:answers?|responses?|repl(?:y|ies)|concise|short|brief|detail|verbose|"
        r"tone|formal|casual|jargon|explain|apolog|examples?|sources?|emoji)\w*",
        low,
    ):
        return "response_style"
    return "general"


def _item(
    msg: ChatMessage,
    title: str,
    summary: str,
    directive: str,
    priority: float,
    scope: str,
    kind: str,
    clause: Clause,
) -> ExtractedItem:
    return ExtractedItem(
        layer=layers.PREFERENCE,
        title=shorten(capitalise(title), 120),
        summary=shorten(summary, 400),
        details=clause.text,
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


def preference_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if c.is_hypothetical or c.is_reported or (c.is_question and not c.is_directive_question):
        return []
    low = c.lower
    if m := _LANGUAGE.match(low):
        lang = capitalise(m.group("lang"))
        return [
            _item(
                msg,
                f"Wants answers in {lang}",
                f"The user wants answers in {lang}.",
                f"Answer in {lang}",
                0.8,
                "language",
                "directive",
                c,
            )
        ]
    if m := _KEEP_SHORT.match(low):
        how = m.group("how")
        return [
            _item(
                msg,
                f"Prefers {how} answers",
                f"The user prefers {how} answers.",
                f"Keep answers {how}",
                0.8,
                "response_style",
                "directive",
                c,
            )
        ]
    m = _ALWAYS_NEVER.match(low) or _FROM_NOW_ON.match(low) or _WANT_YOU.match(low)
    if m:
        adv = m.groupdict().get("adv") or "always"
        adv = _ADV_WORDS.get(adv, adv)
        rest = c.text[m.start("rest") : m.end("rest")] if len(c.text) == len(low) else m["rest"]
        if adv in ("don't", "stop", "avoid"):
            head = rest.lower().split()[0]
            verb_ok = re.match(rf"(?:{_DIRECTIVE_VERBS})\b", rest.lower()) or (
                adv in ("stop", "avoid") and head.endswith("ing")
            )
            if not verb_ok:
                return []
        if len(rest.split()) < 2 or not re.match(
            rf"(?:{_DIRECTIVE_VERBS}|tell|provide|"
            r"check|double-check|greet|offer|do|"
            r"\w+ing)\b",
            rest.lower(),
        ):
            return []  # "Always the same problem", "never mind": not directives
        lead = "Do not" if adv == "don't" else capitalise(adv)
        directive = f"{lead} {rest}"
        kind = "dislike" if adv in ("never", "don't", "stop", "avoid") else "directive"
        return [
            _item(
                msg,
                directive,
                f"The user asked: {directive[0].lower()}{directive[1:]}.",
                directive,
                0.9,
                _scope(rest),
                kind,
                c,
            )
        ]
    if m := _PREFER.match(low):
        obj = c.text[m.start("obj") :] if len(c.text) == len(low) else m["obj"]
        if m["verb"] == "rather":
            obj = re.sub(r"^you\b", "the assistant", obj, flags=re.I)
            if len(obj.split()) < 2:
                return []
            title = f"Would rather {second_to_first(obj)}"
        else:
            if _OBJ_BAD_START.match(obj.lower()) or len(obj.split()) > 12:
                return []
            title = f"Prefers {second_to_first(obj)}"
        return [
            _item(
                msg,
                title,
                f"The user {title[0].lower()}{title[1:]}.",
                f"Prefer {obj}",
                0.7,
                _scope(obj),
                "preference",
                c,
            )
        ]
    if m := _LIKE.match(low):
        obj = c.text[m.start("obj") :] if len(c.text) == len(low) else m["obj"]
        words = obj.split()
        if _OBJ_BAD_START.match(obj.lower()) or not 1 <= len(words) <= 8:
            return []
        positive = m["verb"] in ("like", "love", "enjoy", "adore")
        verb = {"like": "Likes", "love": "Loves", "enjoy": "Enjoys", "adore": "Loves"}.get(
            m["verb"], "Dislikes"
        )
        obj3 = second_to_first(obj)
        return [
            _item(
                msg,
                f"{verb} {obj3}",
                f"The user {verb.lower()} {obj3}.",
                f"{'Favour' if positive else 'Avoid'} {obj3}",
                0.5 if positive else 0.6,
                "general" if _scope(obj) == "general" else _scope(obj),
                "like" if positive else "dislike",
                c,
            )
        ]
    return []
