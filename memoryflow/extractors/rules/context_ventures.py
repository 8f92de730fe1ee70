"""Ventures and goals under way said in shapes the context table does not read, rewritten
into the "I'm <verb>ing …" it does:

- a business of one's own just opened or launched: "we just opened a little cafe", "launched
  my own cleaning business in january" → opening, launching it (an old one, "opened a bakery
  in 2009", is who the user is: identity);
  the second of two things ("i crochet every evening and just opened an etsy shop") and a
  learner's present ("now me and my mom open small bakery") read the same;
- a pregnancy: "I'm 28 weeks pregnant" → expecting a baby;
- a language practised or improved: "im practising my french every day" → working on it;
- a level aimed for in a language the message names: "my spanish is A2, i want to get to B1"
  → learning Spanish, aiming for B1;

Someone else's ("my sister just opened a salon") has its own subject and is never
rewritten."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.timeparse import find_time

# What a business one runs is called, by its kind or where it sells.
_BUSINESS = (
    r"business|shop|store|bakery|cafe|café|coffee shop|restaurant|salon|studio|stall|food truck|"
    r"company|startup|agency|practice|clinic|brand|side hustle|daycare|bar|pub|boutique|"
    r"online shop|etsy(?: shop| store)?|shopify(?: shop| store)?|label|nursery|gym|kitchen"
)
_OPENED = re.compile(
    r"^(?:(?:i|we|me and my \w+|my \w+ and i)(?:'ve|\s+have)?\s+)?"
    r"(?P<when>just\s+|recently\s+|finally\s+|officially\s+)?"
    r"(?P<verb>opened|launched|started|set up|opened up)\s+"
    rf"(?P<obj>(?:a|an|my|our)\s+(?:(?!(?:of|for|with|in)\b)[\w'-]+\s+){{0,3}}?(?:{_BUSINESS})\b.*)$"
)
# "i crochet every evening and just opened an etsy shop": the second of two things one does,
# its subject shared; "just" or "recently" marks it as new.
_AND_OPENED = re.compile(
    r"^(?:i|we)\s+(?:[\w'-]+\s+){1,6}?and\s+(?=(?:just|recently)\s+(?:opened|launched|started|set up)\b)"
)
# "now me and my mom open small bakery": a learner's present for a shop being opened, the
# article dropped.
_OPEN_NOW = re.compile(
    r"^now\s+(?:i|we|me and my \w+|my \w+ and i)\s+(?:open|opening|are opening)\s+"
    rf"(?P<obj>(?:(?:a|an|my|our)\s+)?(?:[\w'-]+\s+){{0,2}}?(?:{_BUSINESS})\b.*)$"
)
_RECENT_DAYS = 183  # opened within half a year: still getting going
_LANGUAGE = alternation(tuple(LANGUAGES))
_PRACTISING = re.compile(
    r"^(?:i'm|im|i am|i've been|ive been|been)\s+(?:also\s+|still\s+)?"
    r"(?:practi[sc]ing|improving|brushing up(?:\s+on)?|polishing)\s+(?:my\s+)?"
    rf"(?P<lang>{_LANGUAGE})\b"
)
_LEVEL_GOAL = re.compile(
    r"\b(?:want|wanna|trying|hoping|need|aiming|have)\s+(?:to\s+)?(?:get|reach|hit|pass)\s+"
    r"(?:to\s+)?(?P<level>[abc][12])\b|\baiming for\s+(?P<aim>[abc][12])\b"
)
_LANGUAGE_IN = re.compile(rf"\b(?P<lang>{_LANGUAGE})\b", re.IGNORECASE)
# "I'm 28 weeks pregnant", "pregnant with twins": a pregnancy under way.
_PREGNANT = re.compile(
    r"^(?:i'm|im|i am)\s+(?:(?P<weeks>\d+|\w+)\s+weeks\s+)?pregnant\b(?:\s+with\s+(?P<twins>twins|triplets))?"
)
_ME = re.compile(r"^(?:i|i'm|im|we|we're)\b")
# Said as under way: "opened" a shop is still being opened, "set up" a business is starting.
_UNDER_WAY = {"opened": "opening", "opened up": "opening", "launched": "launching",
              "started": "starting", "set up": "starting"}  # fmt: skip


def _as(c: Clause, text: str) -> Clause:
    return replace(c, text=text, lower=text.lower())


def _opened(c: Clause, now: datetime) -> Clause | None:
    m = _OPENED.match(c.lower)
    if m is None:
        return None
    when = find_time(c.lower, now, future=False)
    recent = when is not None and when.day is not None and (now.date() - when.day).days >= 0
    if not (m["when"] or (recent and when and when.day and
                          (now.date() - when.day).days <= _RECENT_DAYS)):  # fmt: skip
        return None  # "started a bakery in 2009": the business is who one is, not news
    same = len(c.text) == len(c.lower)
    obj = c.text[m.start("obj") :] if same else m["obj"]
    return _as(c, f"I'm {_UNDER_WAY[m['verb']]} {obj}")


def as_venture(c: Clause, message: str, now: datetime) -> Clause | None:
    """The clause as the context table reads it, or None when it says none of these."""
    low = c.lower
    if m := _OPEN_NOW.match(low):
        same = len(c.text) == len(c.lower)
        return _as(c, f"I'm opening {c.text[m.start('obj') :] if same else m['obj']}")
    if "opened" in low or "launched" in low or "started" in low or "set up" in low:
        if m := _AND_OPENED.match(low):
            same = len(c.text) == len(c.lower)
            c = _as(c, f"I {c.text[m.end() :] if same else low[m.end() :]}")
        return _opened(c, now)
    if m := _PREGNANT.match(low):
        weeks = f"{m['weeks']} weeks " if m["weeks"] else ""
        return _as(c, f"I'm expecting {m['twins'] or 'a baby'} ({weeks}pregnant)")
    if m := _PRACTISING.match(low):
        return _as(c, f"I'm working on my {m['lang'].capitalize()}")
    if (
        _ME.match(low)
        and (goal := _LEVEL_GOAL.search(low))
        and (lang := _LANGUAGE_IN.search(message))
    ):
        level = (goal["level"] or goal["aim"]).upper()
        return _as(c, f"I'm learning {lang['lang'].capitalize()}, aiming for {level}")
    return None
