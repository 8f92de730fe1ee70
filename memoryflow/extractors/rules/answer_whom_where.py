"""Replies read in the frame of a question about the user's people and place (rows of
`answer_frames.reframe`): who a thing is for ("Who's it for?" → "my niece"), a relative the
assistant asked about ("Tell me about your son." → "he is an engineer") and where one is now
("Are you still in Doha?" → "no, back in goa"). Apart from the studies, roles and events
there, as these read a relative or a place, not a job or a day."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.lexicon import RELATIONS

_FOR_WHOM_Q = re.compile(
    r"\bwho(?:'s| is) (?:it|this|that|the [\w-]+) for\b|\bfor anyone else\b|\bfor whom\b|"
    # someone else at home who could help: "my boyfriend" is the user's
    r"\b(?:is there|do you have) (?:anyone|anybody|someone|somebody) (?:else )?(?:at home|who|"
    r"that|around|nearby)\b",
    re.IGNORECASE,
)
_REL = "|".join(
    sorted((r for r in RELATIONS if r not in {"boss", "manager"}), key=len, reverse=True)
)
_MY_RELATIVE = re.compile(
    rf"^(?:just\s+)?(?:me and\s+)?my\s+(?P<rel>{_REL}|grandson|granddaughter|stepson|stepdaughter)"
    r"(?:\s+(?P<name>[A-Z][\w'-]*))?$",
)


def _for_whom(question: str, text: str) -> str | None:
    if not _FOR_WHOM_Q.search(question) or not (m := _MY_RELATIVE.match(text)):
        return None
    # a named relative reads by itself ("my grandson Oli"); an unnamed one is had
    if not m["name"]:
        return f"I have a {m['rel']}"
    return (
        f"I have a {m['rel']} named {m['name']}"
        if m["rel"] in RELATIONS
        else f"my {m['rel']} {m['name']}"
    )


_ABOUT_RELATIVE_Q = re.compile(
    rf"\b(?:tell me (?:a (?:little|bit) )?(?:more )?about|what(?:'s| is)|what does) your "
    rf"(?P<rel>{_REL}|grandson|granddaughter)\b",
    re.IGNORECASE,
)
_STILL_IN_Q = re.compile(
    r"\b(?i:are you still (?:in|living in|based in)) (?P<place>[A-Z][\w-]+(?: [A-Z][\w-]+)?)\s*\?"
)


def _still_in(question: str, low: str, text: str) -> str | None:
    if not (m := _STILL_IN_Q.search(question)):
        return None
    if r := re.match(r"^(?:no|nope|nah)\b[\s,]*(?:i'm\s+|im\s+)?(?:back|now|still)\s+in\s+"
                     r"(?P<place>[\w-]+(?: [A-Z][\w-]+)?)", low):  # fmt: skip
        place = text[r.start("place") : r.end("place")]
        return f"I live in {place}"
    if re.match(r"^(?:yes|yeah|yep|yup|still)\b[\s,]*(?:still\b)?", low) and not re.search(
        r"\b(?:but|moving|leaving)\b", low
    ):
        return f"I live in {m['place']}"
    return None
