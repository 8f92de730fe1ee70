"""Learning under way said in shapes the context table does not read, rewritten into the
"I'm learning …" / "I'm doing …" it does:

- a language on a learning app: "im doing turkish on duolingo", "day 140 on duolingo" with
  the language the message names;
- a course or classes signed up for or enrolled in: "signed up for watercolour classes";
- something worked through in order to learn: "doing the odin project to learn web dev";
- learning started, said with when: "I've finally started learning Gaelic", "started cello
  at 52", "started banjo last month".

Someone else's learning ("my son is doing french on duolingo") has its own subject and is
never rewritten."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.text import Clause

_APPS = r"duolingo|babbel|memrise|busuu|rosetta stone|pimsleur|lingq|italki|anki"
_LANGUAGE = alternation(tuple(w for w in LANGUAGES if w != "english"))
_LANGUAGE_IN = re.compile(rf"\b(?:{_LANGUAGE})\b", re.IGNORECASE)
_ME = r"(?:i'm|im|i am|i've been|ive been|i have been|been|i)"
_OTHERS = re.compile(r"^(?:my|our|his|her|their|your)\s+\w+\s+(?!is\b)|^(?:he|she|they|you)\b")
# "im doing turkish on duolingo", "been doing swahili on babbel since january"
_ON_APP = re.compile(
    rf"^(?:{_ME}\s+)?(?:also\s+|still\s+)?(?:doing|practi[sc]ing|using)\s+(?P<obj>{_LANGUAGE})\s+"
    rf"(?:on|with)\s+(?:{_APPS})\b",
    re.IGNORECASE,
)
# "day 140 on duolingo", "a 90 day streak on babbel": the app said with how far one is.
_APP_STREAK = re.compile(rf"\b(?:day\s+\d+|\d+\s*days?(?:\s+streak)?)\s+(?:on|in)\s+(?:{_APPS})\b")
# "signed up for a beginner welding course", "enrolled in an evening pottery class"
_SIGNED_UP = re.compile(
    r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+|also\s+)?(?:signed up for|"
    r"signed up to|enrolled in|enrolled on|enrolled for|registered for)\s+"
    r"(?P<obj>(?:(?:a|an|some)\s+)?(?:[\w-]+\s+){0,3}?(?:course|class|classes|lessons|"
    r"programme|program|diploma|certificate)\b.*)$"
)
# "doing the odin project to learn web dev", "working through a textbook to learn calculus"
_TO_LEARN = re.compile(
    rf"^(?:{_ME}\s+)?(?:also\s+)?(?:doing|working through|using|following|taking)\s+"
    r"(?P<how>(?:the|a|an|my)\s+.+?)\s+to\s+(?:learn|get better at|brush up on)\s+(?P<what>\S.*)$"
)
# "I've finally started learning Gaelic properly"
_STARTED_LEARNING = re.compile(
    r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|recently\s+|finally\s+)?(?:started|began|begun)"
    r"\s+learning\s+(?P<obj>\S.*)$"
)
# "started cello at 52", "started banjo last month": a pursuit taken up, said with when.
_NOT_TAKEN_UP = (
    r"school|work|uni|college|nursery|kindergarten|today|again|over|late|early|chemo|therapy|"
    r"physio|treatment|medication|meds|hrt|ivf|dialysis|rehab|counselling|antidepressants|"
    r"a|an|the|my|our|it|this|that|to|on|at|in|with|off|out|up|crying|smoking|drinking"
)
_STARTED_AT = re.compile(
    rf"^(?:i\s+)?(?:just\s+|only\s+)?started\s+(?P<obj>(?!(?:{_NOT_TAKEN_UP})\b)[a-z]+)\s+"
    r"(?=at\s+\d{2}\b|last\s+(?:week|month|year|spring|summer|autumn|winter)|"
    r"this\s+(?:week|month|year)|from scratch|recently|(?:a|a few|\d+|two|three)\s+"
    r"(?:weeks|months)\s+ago)"
)

# "i teach myself spanish on the bus", "ive been teaching myself blender": learning without a
# teacher, said in the present (the past "taught myself excel" is a skill, not under way).
_SELF_TAUGHT = re.compile(
    rf"^(?:{_ME}\s+)?(?:also\s+|still\s+|now\s+)?(?:teach|teaching)\s+myself\s+"
    r"(?:to\s+)?(?P<obj>[a-z]\S*.*)$"
)
# "im learnin portuguese", "sittin in the garden learnin ukulele": a dropped g, after the
# user or after a participle of where one is; "my kid is learnin guitar" has its own subject.
_DROPPED_G = re.compile(
    rf"^(?:{_ME}\s+|(?:now\s+)?[a-z]+in'?\s+(?:on|in|at|by)\s+(?:my|the|our)\s+[\w-]+\s+)?"
    r"(?:also\s+|still\s+|now\s+)?(?:learnin|studyin)'?\s+(?P<obj>[a-z]\S*.*)$"
)


def _learning(c: Clause, obj: str) -> Clause:
    text = f"I'm learning {obj}"
    return replace(c, text=text, lower=text.lower())


def _original(c: Clause, m: re.Match[str], group: str) -> str:
    same = len(c.text) == len(c.lower)
    return c.text[m.start(group) : m.end(group)] if same else m[group]


def as_learning(c: Clause, message: str) -> Clause | None:
    """The clause as "I'm learning …" / "I'm doing …", or None when it says no learning."""
    low = c.lower
    if _OTHERS.match(low):
        return None
    if m := _ON_APP.match(low):
        return _learning(c, _original(c, m, "obj").capitalize())
    if _APP_STREAK.search(low):
        # the language named last before the app is the one learned on it ("korean 8 months
        # now, 240 day streak on duolingo … my mother tongue is tamil")
        app = re.search(rf"\b(?:{_APPS})\b", message, re.IGNORECASE)
        named = _LANGUAGE_IN.findall(message[: app.start()] if app else message)
        langs = [w for w in named if w.lower() != "english"]
        if not langs or re.search(rf"\blearning\s+{langs[-1]}\b", message, re.IGNORECASE):
            return None  # none named, or its learning is said in words of its own
        return _learning(c, langs[-1].capitalize())
    if m := _SIGNED_UP.match(low):
        obj = _original(c, m, "obj")
        # the context table reads "doing a … course" and "taking … classes"
        verb = "doing" if re.match(r"(?:a|an|some)\s", obj.lower()) else "taking"
        text = f"I'm {verb} {obj}"
        return replace(c, text=text, lower=text.lower())
    if m := _TO_LEARN.match(low):
        text = f"I'm learning {_original(c, m, 'what')} with {_original(c, m, 'how')}"
        return replace(c, text=text, lower=text.lower())
    if m := _STARTED_LEARNING.match(low):
        return _learning(c, _original(c, m, "obj"))
    if (m := _SELF_TAUGHT.match(low)) or (m := _DROPPED_G.match(low)):
        return _learning(c, _original(c, m, "obj"))
    if m := _STARTED_AT.match(low):
        return _learning(c, _original(c, m, "obj"))
    return None
