"""Ongoing situations said in shapes the context table does not read, rewritten into the
"I'm <verb>ing <what>" it does:

- learning said in other ways: "trying to learn rust", "ive started mandarin on duolingo",
  "started an online course in bookkeeping", "i also study statistics at night", "I'm
  learning it" or "taking lessons" with the language named elsewhere in the message;
- a project behind a leading phrase or an attempt: "on my days off im rebuilding a moped",
  "in my spare time I'm writing a cookbook", "trying to put up a new aerial mast";
- a fact about oneself before the project: "I'm 61 and learning to swim";
- a recent injury, which one is recovering from: "sprained my ankle last week".

Someone else's attempt ("my son is trying to learn guitar") has its own subject and is
never rewritten."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from functools import lru_cache

from memoryflow.extractors.rules.context_goals import as_goal
from memoryflow.extractors.rules.context_health import as_health
from memoryflow.extractors.rules.context_learning import as_learning
from memoryflow.extractors.rules.context_money import as_money_or_papers
from memoryflow.extractors.rules.context_news import as_news
from memoryflow.extractors.rules.context_papers import as_paper_in_review
from memoryflow.extractors.rules.context_starts import as_start
from memoryflow.extractors.rules.context_states import as_state
from memoryflow.extractors.rules.context_tasks import as_task
from memoryflow.extractors.rules.context_underway import as_under_way
from memoryflow.extractors.rules.context_ventures import as_venture
from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_time

_I = r"(?:i'm|im|i am|i've been|ive been|been|i|we're|we are|we've been|we)"

# Time said before the subject: where a project lives, not a date for it.
_LEADING = re.compile(
    r"^(?:in my (?:spare|free) time|on my (?:days?|weeks?|weekends?|nights?) off|"
    r"on my off (?:days?|weeks?)|on (?:the )?weekends|at (?:the )?weekends|in the evenings|"
    r"after work|these days|lately|nowadays|at the moment|"
    # a stretch of time in front: "this term I'm also doing a leadership course"
    r"(?:this|next)\s+(?:term|semester|year|summer|spring|autumn|fall|winter|quarter)),?\s+"
    r"(?=(?:i|i'm|im|we|we're)\b)"
)
# "trying to <verb> …": the verb as the context table reads it; verbs it has no word for
# are "working on <verb>ing".
_ATTEMPTED = {
    "learn": "learning", "build": "building", "write": "writing", "finish": "finishing",
    "restore": "restoring", "renovate": "renovating", "set up": "setting up",
    "rebuild": "rebuilding", "train for": "training for", "save for": "saving for",
    "put up": "working on putting up", "install": "working on installing",
    "convert": "converting", "fix up": "fixing up", "plant": "working on planting",
    "sew": "working on sewing", "knit": "working on knitting",
    "move": "working on moving", "switch": "working on switching",
    "sell": "working on selling",
    # a search, a debt, a following or a weight worked at: "trying to find a job"
    "find": "looking for", "pay off": "paying off", "grow": "working on growing",
    "lose": "working on losing", "save up for": "saving up for",
    # a mark aimed at: "trying to break 20 min", "trying to hit 100kg on deadlift"
    # a habit being dropped: "trying to quit smoking", "trying to cut down on sugar"
    "quit": "working on quitting", "cut down on": "working on cutting down on",
    "give up": "working on giving up",
    "break": "working on breaking", "hit": "working on hitting", "reach": "working on reaching",
}  # fmt: skip
# A mark aimed at is a number or a best ("trying to hit him" aims at no mark).
_MARKS = ("break", "hit", "reach")
_A_MARK = re.compile(r"(?:sub[- ]?|under\s+)?\d|(?:a\s+new|my)\s+(?:pb|pr|personal best|record)")
_TRYING = re.compile(
    rf"^(?:{_I}\s+)?(?:still\s+|also\s+)?trying to\s+(?P<verb>{alternation(tuple(_ATTEMPTED))})"
    r"\s+(?!(?:up with|from|with|to|it|this|that|them|how to be|what|how|why|when|where|which|"
    r"who|whether|if)\b)(?P<obj>\S.*)$"
)
_LANGUAGE = alternation(tuple(w for w in LANGUAGES if w != "english"))
# "ive started mandarin on duolingo": a language (or anything on a learning app) started.
_STARTED_LANGUAGE = re.compile(
    rf"^(?:i've|ive|i have|i|we've|we)\s+(?:just\s+|recently\s+)?started\s+(?:learning\s+)?"
    rf"(?P<obj>(?:(?:{_LANGUAGE})\b|\S+(?:\s+\S+)?\s+(?=on (?:duolingo|babbel|memrise)\b)).*)$"
)
# "ive started therapy": a treatment under way is a state one is in.
_STARTED_TREATMENT = re.compile(
    r"^(?:i've|ive|i have|i|we've|we)\s+(?:just\s+|recently\s+|finally\s+)?(?:started|begun|"
    r"began)\s+(?P<obj>(?:couples\s+|group\s+)?(?:therapy|counselling|counseling|physio|rehab|"
    r"treatment|chemo|ivf|dialysis)\b.*)$"
)
# "I started an online course in bookkeeping": a course under way.
_STARTED_COURSE = re.compile(
    r"^(?:i've|ive|i have|i|we've|we)\s+(?:just\s+|recently\s+)?(?:started|began|enrolled in|"
    r"enrolled on)\s+(?P<obj>(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:course|class|diploma|"
    r"certificate|module|programme|program)\s+(?:in|on)\s+\S.*)$"
)
# "i also study statistics at night": study on the side of a life, not a degree one is.
_STUDY_ASIDE = re.compile(
    r"^(?:i|we)\s+(?:also\s+)?study\s+(?P<obj>(?!(?:hard|a lot|late|every|at|in|for|with|too|"
    r"all|when|while|better|best)\b)[\w-]+(?:\s+[\w-]+)?)\s+(?=(?:at nights?|part[- ]time|"
    r"in the evenings?|on the side|online|after work|on weekends|at weekends|in the mornings?|"
    r"on my (?:lunch\s+)?breaks?|on the (?:bus|train|commute)|"
    r"on (?:duolingo|babbel|an app)|with a tutor|in my (?:free|spare) time)\b)"
)
# "I'm learning it", "im trying to actually learn it": the language the message names.
_LEARNING_IT = re.compile(
    r"^(?:i'm|im|i am)\s+(?:also\s+|still\s+|slowly\s+)?(?:learning|trying to (?:actually\s+|"
    r"really\s+|properly\s+)?learn)\s+it\b"
)
_TAKING_LESSONS = re.compile(r"^(?:(?:i'm|im|i am)\s+)?taking\s+(?=(?:lessons|classes)\b)")
_LANGUAGE_IN = re.compile(rf"\b(?:{_LANGUAGE})\b", re.IGNORECASE)
# "I'm 61 and learning to swim": what one is, then the project.
_STATE_THEN_PROJECT = re.compile(
    r"^(?:i'm|im|i am)\s+(?:[\w-]+\s+){1,2}?and\s+(?:also\s+)?(?=(?:learning|teaching myself|"
    r"training|retraining|writing|building|renovating|restoring|saving)\b)"
)
# "sprained my ankle last week": a recent injury of one's own.
_INJURED = {
    "tore": "torn", "broke": "broken", "sprained": "sprained", "fractured": "fractured",
    "dislocated": "dislocated", "ruptured": "ruptured", "pulled": "pulled",
    "strained": "strained", "injured": "injured", "twisted": "twisted", "cracked": "cracked",
    "hurt": "hurt", "busted": "busted", "snapped": "snapped", "tweaked": "tweaked",
}  # fmt: skip
_BODY = (
    r"acl|mcl|pcl|meniscus|achilles|hamstring|ankle|knee|wrist|arm|leg|elbow|shoulder|"
    r"collarbone|clavicle|ribs?|back|neck|hip|foot|toe|finger|thumb|hand|calf|groin|"
    r"rotator cuff|disc|tendon|ligament|jaw|nose|pelvis|spine|shin|kneecap|quad|"
    # a climber's finger pulley, named with its number: "my A2 pulley"
    r"(?:a\d\s+)?pulley"
)
_INJURY = re.compile(
    rf"^(?:i\s+)?(?:just\s+|badly\s+|properly\s+)?(?P<verb>{alternation(tuple(_INJURED))})\s+"
    rf"my\s+(?P<part>(?:(?:left|right)\s+)?(?:{_BODY}))\b"
)
# "had my left knee replaced 5 weeks ago": an operation of one's own, recovered from since.
_OPERATIONS = {
    "replaced": "replacement", "reconstructed": "reconstruction", "operated on": "operation",
    "repaired": "repair", "pinned": "pinning", "fused": "fusion", "realigned": "realignment",
}  # fmt: skip
_OPERATED = re.compile(
    rf"^(?:i\s+)?had\s+my\s+(?P<part>(?:(?:left|right)\s+)?(?:{_BODY}))\s+"
    rf"(?P<op>{alternation(tuple(_OPERATIONS))})\b"
)
# A mishap told with what it changed ("broke my wrist … so mums making me wear guards now")
# is the experience layer's.
_SO_NOW = re.compile(r"\bso\b[^.!?]*\bnow\b")


# Pests and blights in what one keeps or grows: "aphids are all over my roses", "my tomatoes
# have blight", "we've got mice in the kitchen". Someone else's ("my neighbour's roses") is
# theirs.
_PESTS = (
    r"aphids|greenfly|blackfly|whitefly|blight|(?:powdery\s+)?mildew|slugs|snails|varroa|"
    r"(?:spider\s+)?mites|nosema|foulbrood|fleas|ticks|worms|lice|nits|mould|mold|damp|"
    r"(?:root\s+)?rot|thrips|caterpillars|moles|rats|mice|termites|woodworm|bed ?bugs|"
    r"cockroaches|roaches|ants|wasps|(?:clothes\s+)?moths|fungus gnats|mealybugs|scale"
)
_PEST_ON = re.compile(
    rf"^(?:the\s+)?(?P<pest>(?:[a-z]+\s+)?(?:{_PESTS}))\s+(?:are|is|have been|has been)?\s*(?:all over|"
    r"wrecking|destroying|eating|killing|attacking|infesting|ruining|taking over)\s+"
    r"(?P<what>(?:my|our|\w+ of (?:my|our|them))\b.*)$"
)
_HAS_PEST = re.compile(
    r"^(?P<what>(?:my|our|the|some of (?:my|our|the)|\w+ of (?:my|our))\s+"
    r"(?!(?:neighbou?r|friend|mate|sister|brother|mum|mom|dad)\S*\s)(?:[\w'-]+\s+){0,2}?[\w'-]+)"
    rf"\s+(?:have|has|have got|has got|got|'ve got|'s got)\s+(?P<pest>{_PESTS})\b"
)
_GOT_PEST = re.compile(
    rf"^(?:i|we)(?:'ve|\s+have)?\s+(?:got|have)\s+(?P<pest>{_PESTS})\s+(?=in|on)(?P<what>.*)$"
)


def _pests(c: Clause) -> Clause | None:
    if m := _PEST_ON.match(c.lower) or _GOT_PEST.match(c.lower):
        pest, what = m["pest"], m["what"]
        where = f" {what}" if m.re is _GOT_PEST else f" on {what}"
    elif m := _HAS_PEST.match(c.lower):
        pest, where = m["pest"], f" on {m['what']}"
    else:
        return None
    text = f"I'm dealing with {pest}{where}"
    return replace(c, text=text, lower=text.lower())


# "the garage still hasn't fixed my car": something one is owed, an ongoing dispute.
_OWED = {
    "returned": "returned", "return": "returned", "paid": "paid", "pay": "paid",
    "refunded": "refunded", "refund": "refunded", "fixed": "fixed", "fix": "fixed",
    "sent": "sent", "send": "sent", "repaid": "repaid", "repay": "repaid",
    "given back": "given back", "give back": "given back", "repaired": "repaired",
}  # fmt: skip
_NOT_DONE = re.compile(
    r"^(?P<who>(?!(?:you|it|this|that|i|we)\b)(?:(?:the|my|our)\s+)?(?:(?!still\b)[\w'-]+\s+)?"
    r"(?!still\b)[\w'-]+)\s+"
    r"(?:still\s+)?(?:hasn't|haven't|has not|have not|won't|refuses to|refused to)\s+"
    rf"(?:(?:even|yet)\s+)?(?P<verb>{alternation(tuple(_OWED))})\s+(?:me\s+)?"
    r"(?P<what>(?:my|our)\s+\S.*)$"
)
# "looking for a way to convert pdfs", "looking for tips": a request to the assistant, not a
# situation one is in (unlike "looking for a flat").
_ASKING = re.compile(
    r"^(?:(?:i'm|im|i am)\s+)?(?:just\s+|also\s+)?looking for\s+(?:a (?:way|good|cheap|quick|"
    r"simple|easy|decent|better|nice)\b|ways\b|(?:some\s+)?(?:tips|advice|ideas|recommendations|"
    r"suggestions|help|inspiration)\b|something\b|an? (?:app|tool|template|recipe|formula)\b)"
)


def asks_for_help(c: Clause) -> bool:
    return bool(_ASKING.match(c.lower))


def _owed(c: Clause) -> Clause | None:
    m = _NOT_DONE.match(c.lower)
    if m is None:
        return None
    same = len(c.text) == len(c.lower)
    who = c.text[m.start("who") : m.end("who")] if same else m["who"]
    what = c.text[m.start("what") :] if same else m["what"]
    by = "" if who.lower() in ("he", "she", "they") else f" by {who}"
    text = f"I'm dealing with {what} not being {_OWED[m['verb']]}{by}"
    return replace(c, text=text, lower=text.lower())


@lru_cache(maxsize=1024)
def _languages_named(message: str) -> list[str]:
    """The languages other than English a message names (asked by every clause of it)."""
    return [w for w in _LANGUAGE_IN.findall(message) if w.lower() != "english"]


def _reworded(c: Clause, prefix: str, start: int) -> Clause:
    """`prefix` followed by the clause from `start`, in its own capitalisation."""
    rest = c.text[start:] if len(c.text) == len(c.lower) else c.lower[start:]
    text = f"{prefix}{rest}"
    return replace(c, text=text, lower=text.lower())


def _recent_injury(c: Clause, message: str, now: datetime) -> Clause | None:
    m = _INJURY.match(c.lower) or _OPERATED.match(c.lower)
    if m is None or _SO_NOW.search(message.lower()):
        return None
    when = find_time(c.lower, now, future=False)
    if when is None or when.day is None or not 0 <= (now.date() - when.day).days <= 365:
        return None
    part = c.text[m.start("part") : m.end("part")] if len(c.text) == len(c.lower) else m["part"]
    if part.lower() in ("acl", "mcl", "pcl"):
        part = part.upper()
    if m.re is _OPERATED:
        text = f"I'm recovering from a {part} {_OPERATIONS[m['op']]}"
    else:
        text = f"I'm recovering from a {_INJURED[m['verb']]} {part}"
    return replace(c, text=text, lower=text.lower())


def as_situation(c: Clause, message: str, now: datetime) -> Clause:
    """The clause as the context table reads it, or unchanged."""
    if m := _LEADING.match(c.lower):
        c = _reworded(c, "", m.end())
    if m := _STATE_THEN_PROJECT.match(c.lower):
        return _reworded(c, "I'm ", m.end())
    if (m := _TRYING.match(c.lower)) and (m["verb"] not in _MARKS or _A_MARK.match(m["obj"])):
        return _reworded(c, f"I'm {_ATTEMPTED[m['verb']]} ", m.start("obj"))
    # a "study" carried over from the clause before is not this clause's verb: in "I study
    # business and work part-time" the second clause says "I work", not "I study work"
    aside = None if c.supplied.lower().endswith(" study") else _STUDY_ASIDE.match(c.lower)
    if m := _STARTED_LANGUAGE.match(c.lower) or aside:
        return _reworded(c, "I'm learning ", m.start("obj"))
    if m := _STARTED_TREATMENT.match(c.lower):
        return _reworded(c, "I'm in ", m.start("obj"))
    if m := _STARTED_COURSE.match(c.lower):
        return _reworded(c, "I'm doing ", m.start("obj"))
    named = _languages_named(message)
    if named and (m := _LEARNING_IT.match(c.lower)):
        return replace(c, text=f"I'm learning {named[-1].capitalize()}", lower="i'm learning "
                       + named[-1].lower())  # fmt: skip
    if named and (m := _TAKING_LESSONS.match(c.lower)):
        return _reworded(c, f"I'm taking {named[-1].capitalize()} ", m.end())
    return (
        as_news(c, message)
        or as_learning(c, message)
        or as_state(c, message)
        or _recent_injury(c, message, now)
        or as_health(c, message)
        or as_task(c, message)
        or as_start(c, message)
        or as_money_or_papers(c)
        or as_goal(c)
        or as_venture(c, message, now)
        or _pests(c)
        or _owed(c)
        or as_under_way(c, message)
        or as_paper_in_review(c, message)
        or c
    )
