"""What is under way, said by a marker of its being part-done rather than by a verb the
context table knows, rewritten into the "I'm <verb>ing <what>" it reads:

- part-way through a piece of work: "we're halfway through redoing the back kitchen",
  "partway through my thesis" (a meal, a shift or a film one is halfway through is not);
- time taken off a working life: "taking a year off before i figure out whats next",
  "i'm taking six months off work" (a day or a week off is a plan, not a situation);
- a paper of one's own named in passing with its application or renewal: "i need band 7
  for my scholarship application", "3rd time at the prefecture for my titre de sejour
  renewal" (one already decided — "my mortgage application was approved" — is over);
- a learner's progressive without its "am": "I learning english at evening course";
- study with no subject named, in a message that names the language studied by its level
  or its lack ("my japanese is only N4 so i study every night after work").

Someone else's ("my son is halfway through his degree") has its own subject and is never
rewritten."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation
from memoryflow.extractors.rules.text import Clause

_ME = r"(?:(?:i'm|im|i am|we're|we are|were)\s+)?"

# "halfway through redoing the kitchen", "partway through my thesis"
_PART_WAY = re.compile(
    rf"^{_ME}(?:about\s+|nearly\s+|almost\s+|only\s+|still\s+)?(?:half[- ]?way|part[- ]?way|"
    r"mid[- ]?way)\s+through\s+(?:(?P<doing>[a-z]+ing\s+\S.*)|(?P<mine>(?:my|our|a|an)\s+(?!(?:lunch|"
    r"dinner|breakfast|meal|coffee|tea|drink|shift|day|week|morning|evening|night|commute|"
    r"walk|run|workout|film|movie|show|episode|book|nap|break)\b)\S.*))$"
)
# "taking a year off", "taking six months off work", "taking a career break"
_TIME_OFF = re.compile(
    rf"^{_ME}(?:(?:now|currently|also)\s+)?taking\s+(?P<span>(?:a|an|one|two|three|four|five|"
    r"six|seven|eight|nine|ten|twelve|eighteen|\d+|a few|some|a couple of)\s+(?:years?|months?)"
    r"|a gap year|a career break|a sabbatical|some time|time)\s+off\b(?P<rest>.*)$"
)
_CAREER_BREAK = re.compile(
    rf"^{_ME}(?:(?:now|currently|also)\s+)?taking\s+(?P<span>a (?:career )?break|a sabbatical)"
    r"\s+(?:from|off)\s+(?P<what>work|my (?:job|career)|teaching|nursing|law|medicine)\b"
)
# "for my scholarship application", "my titre de sejour renewal": a paper of one's own
# in passing; the words before the noun are what is applied for or renewed.
_PAPER = re.compile(
    r"\b(?:my|our)\s+(?P<what>(?!(?:job|the|this|that|first|last|new|old|online|second)\b)"
    r"(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?P<kind>application|renewal)\b(?P<after>.*)$"
)
_DECIDED = re.compile(
    r"^\s*(?:(?:was|got|has been|have been|is|were)\s+)?(?:(?:finally|just)\s+)?"
    r"(?:approved|accepted|granted|rejected|denied|refused|declined|turned down|successful|"
    r"done|sorted|complete|completed|finished)\b"
)
# What is applied for or renewed, never what is applied or renewed to something else.
_NOT_PAPERS = re.compile(
    r"\b(?:app|software|form|letter|email|cover|essay|code|update|patch|cream|paint|"
    r"subscription|gym|membership|netflix|spotify|phone|contract|lease|insurance)\b"
)
# "I learning english at evening course": a learner's progressive without its "am"
_BARE_PROGRESSIVE = re.compile(
    r"^i\s+(?P<verb>learning|studying|preparing|renovating|building|writing|training|"
    r"saving|applying|looking for|working on)\s+(?=\S)"
)
_NON_ENGLISH = alternation(tuple(w for w in LANGUAGES if w != "english"))
# "my japanese is only N4", "my german isnt good enough yet": a language one is still
# getting better at, named by its level or its lack.
_LEVEL = re.compile(
    rf"\bmy\s+(?P<lang>{_NON_ENGLISH})\s+(?:is|isn't|isnt|is not)\s+(?:still\s+|only\s+|just\s+|"
    r"around\s+|about\s+|like\s+|at\s+)*(?:[abc][12]\b|n[1-5]\b|hsk\s*\d|topik\s*\d|"
    r"(?:very\s+|so\s+|pretty\s+|really\s+)?(?:basic|beginner|bad|poor|weak|rusty|limited|"
    r"not (?:good|great)|good enough)\b)"
)
# "my norwegian is still beginner level": "still" says the learning goes on.
_STILL_LEARNING = re.compile(
    rf"^(?:(?:and|but|also)\s+)?my\s+(?P<lang>{_NON_ENGLISH})\s+is\s+still\s+(?:(?:very|pretty|"
    r"quite|really|so)\s+)?(?:[abc][12]\b|n[1-5]\b|basic|beginner|bad|weak|rusty|limited|"
    r"not (?:good|great))"
)
# "so i study every night after work": study with no object but when
_BARE_STUDY = re.compile(
    r"^(?:so\s+|and\s+)?(?:i|i'm|im|i am)\s+(?:also\s+|still\s+)?(?:study|studying|practi[sc]e|"
    r"practi[sc]ing)\s+(?P<when>(?:every|each|at|after|in the|on|daily|hard|most)\b.*)$"
)


def _clause(c: Clause, text: str) -> Clause:
    return replace(c, text=text, lower=text.lower())


def _original(c: Clause, start: int, end: int | None = None) -> str:
    """The clause's words from `start` in its own capitalisation, when it has it."""
    same = len(c.text) == len(c.lower)
    return (c.text if same else c.lower)[start:end]


def _paper(c: Clause) -> Clause | None:
    m = _PAPER.search(c.lower)
    if m is None or _DECIDED.match(m["after"]) or _NOT_PAPERS.search(m["what"]):
        return None
    what = _original(c, m.start("what"), m.end("what"))
    if m["kind"] == "renewal":
        return _clause(c, f"I'm renewing my {what}")
    return _clause(c, f"I'm applying for {'a ' if len(what.split()) == 1 else ''}{what}")


def studies_a_language(low: str, message: str) -> bool:
    """Whether a bare "i study every night" is the learning of a language the message names
    by its level: a situation, never a routine of its own."""
    return bool(_BARE_STUDY.match(low) and _LEVEL.search(message.lower()))


def as_under_way(c: Clause, message: str) -> Clause | None:
    """The clause as "I'm <verb>ing <what>", or None."""
    if m := _PART_WAY.match(c.lower):
        if m["doing"]:
            return _clause(c, f"I'm in the middle of {_original(c, m.start('doing'))}")
        return _clause(c, f"I'm working on {_original(c, m.start('mine'))}")
    if m := _TIME_OFF.match(c.lower):
        span = m["span"]
        if span in ("some time", "time") and not re.match(r"\s+(?:work|from work)\b", m["rest"]):
            return None  # "taking some time off to think" says nothing lasting
        return _clause(c, f"I'm taking {span} off")
    if m := _CAREER_BREAK.match(c.lower):
        return _clause(c, f"I'm on a career break from {m['what']}")
    # only as typed: a subject supplied to a fragment ("looking for tips…") is no learner's
    if not c.supplied and (m := _BARE_PROGRESSIVE.match(c.lower)):
        return _clause(c, f"I'm {_original(c, m.start('verb'))}")
    if m := _STILL_LEARNING.match(c.lower):
        return _clause(c, f"I'm learning {m['lang'].capitalize()}")
    if (m := _BARE_STUDY.match(c.lower)) and (level := _LEVEL.search(message.lower())):
        return _clause(c, f"I'm learning {level['lang'].capitalize()}")
    return _paper(c)
