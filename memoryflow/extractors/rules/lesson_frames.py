"""Lessons said in frames of their own, with no "lesson" or "learned" to mark them:

- what a story taught: "…ran out of fuel in the desert. that taught me to carry a spare can";
- a mistake named as such: "i made the mistake of hiring my cousin", "my biggest mistake was
  not getting a written quote";
- the rule kept since a mishap, the mishap first: "ever since i got food poisoning in
  bangkok i avoid street seafood", "after losing my keys twice i now keep a spare";
- what one knows from experience: "from experience, never buy the extended warranty";
- what took long to learn: "took me years to learn to say no";
- a regret: "i regret not learning to drive earlier", "biggest regret is dropping out";
- a care one will never forget again: "i'll never forget to check the expiry date again".

Each gives (story, lesson title). The title says the lesson with the story it came from,
since what happened (the desert, the cousin, the keys) is what the lesson is remembered by.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.lesson_lengths import STORY_PART
from memoryflow.extractors.rules.lesson_stories import story_before
from memoryflow.extractors.rules.lessons import MISHAP
from memoryflow.extractors.rules.phrasing import capitalise, shorten

Told = tuple[str, str]

_TAUGHT = re.compile(
    r"^(?:and\s+|so\s+)?(?:that|it|this|which|the whole thing|that whole thing|that experience)\s+"
    r"(?:really\s+|definitely\s+|sure\s+)?taught\s+me\s+(?P<what>(?!(?:nothing|a lot|so much)\b).+)$"
)
_MISTAKE_OF = re.compile(
    r"^i\s+(?:once\s+)?made\s+the\s+(?:huge\s+|big\s+|classic\s+|rookie\s+)?mistake\s+of\s+"
    r"(?P<what>(?:not\s+)?\w+ing\b.+)$"
)
_MY_MISTAKE = re.compile(
    r"^my\s+(?:biggest\s+|big\s+|first\s+|only\s+|real\s+)?mistake\s+was\s+"
    r"(?P<what>(?:not\s+)?\w+ing\b.+)$"
)
# "ever since i got food poisoning in bangkok i avoid street seafood": the mishap, then
# what one does since, in the present.
_SINCE_MISHAP = re.compile(
    r"(?:^|(?<=[.!?\n]))\s*(?:and\s+|so\s+)?(?:ever\s+since|since|after)\s+"
    r"(?P<story>(?:i|we|my|our)\b[^.!?\n]+?|\w+ing\b[^.!?\n]+?)\s*,?\s+"
    # a change said in the past is a rule kept since: "… I started backing up everything"
    r"(?P<who>i|we)\s+(?:now\s+)?(?P<rule>(?:started|began|stopped|quit|switched\s+to|gave\s+up)\s+"
    r"[a-z][^.!?\n]*|(?:always\s+|never\s+|only\s+)?"
    r"(?!(?:am|are|was|were|had|have|need|must|can't|cannot|feel|felt|think|thought|got|"
    r"went|did|didn't|couldn't|wasn't|\w+ed)\b)[a-z][\w'-]*\b[^.!?\n]*)",
    re.IGNORECASE,
)
_FROM_EXPERIENCE = re.compile(
    r"^(?:from|in)\s+(?:my\s+)?(?:own\s+|bitter\s+|personal\s+)?experience\s*,?\s+"
    r"(?P<what>(?!(?:as|with|of|in|i|i'm|im|i've|ive|we)\b).{8,})$"
)
# A mishap said as a gerund after "after" or "since": "after losing my keys twice".
_MISHAP_ING = re.compile(
    r"^(?:losing|missing|forgetting|breaking|crashing|failing|burning|overpaying|getting\s+"
    r"(?:scammed|robbed|sick|lost|stuck|fined|hacked|burned|burnt|ripped off|mugged))\b"
)
_TOOK_LONG = re.compile(
    r"^(?:it\s+)?took\s+me\s+(?P<long>(?:\w+\s+){0,2}?(?:years|months|ages|decades|forever|"
    r"a while|a long time|too long|way too long))\s+to\s+(?:learn|realise|realize|figure out|"
    r"accept)\s+(?P<what>.{6,})$"
)
_REGRET = re.compile(
    r"^(?:i\s+(?:really\s+|kinda\s+|still\s+|deeply\s+)?regret|(?:my\s+)?(?:biggest|only|one|"
    r"big|main)\s+regret\s+(?:is|was))\s+(?P<what>(?:not\s+)?\w+ing\b.+)$"
)
# "i'll never forget to check the date again": a care taken since, in the verbs of care.
_NEVER_AGAIN_CARE = re.compile(
    r"^i(?:'ll|\s+will)\s+never\s+(?P<what>(?:forget|skip|ignore|underestimate|trust|lend|"
    r"leave|sign|book|buy)\b.+?)\s+again$"
)
# The verbs a rule is said with, so "check the ladder yourself" reads "to check…".
_IMPERATIVE = re.compile(
    r"^(?:always|never|don't|dont|do not|avoid|check|get|keep|make|take|bring|use|buy|ask|read|"
    r"trust|save|back|book|carry|pay|start|stop|try|wait|write|double-check|leave|go|call|put|"
    r"test|label|plan|set|pack|sign|skip|budget|charge|insist|measure|order)\b"
)


def _learned(what: str) -> str:
    """ "never hire friends" → "never to hire friends"; "check the ladder" → "to check the
    ladder"; "to say no" stays; a statement gets "that"."""
    low = what.lower()
    if low.startswith(("to ", "how ", "that ", "not to ", "never to ")):
        return what
    if m := re.match(r"(?:don't|dont|do not)\s+", low):
        return f"not to {what[m.end() :]}"
    if low.startswith("never "):
        return f"never to {what[6:]}"
    if _IMPERATIVE.match(low):
        return f"to {what}"
    return f"that {what}"


def _with_story(story: str | None, lesson: str) -> str:
    return f"{shorten(capitalise(story), STORY_PART)}; {lesson}" if story else capitalise(lesson)


def framed_lesson(clause_lower: str, clause_text: str, content: str) -> Told | None:
    """(story, title) when the clause says a lesson in one of the frames above."""
    said = clause_text if len(clause_text) == len(clause_lower) else clause_lower
    if m := _TAUGHT.match(clause_lower):
        what = said[m.start("what") :].strip(" .!")
        story = story_before(content, clause_lower)
        if story is None:
            return None  # "it taught me a lot": what taught it is not told
        return story, _with_story(story, f"learned {_learned(what)}")
    if m := _MISTAKE_OF.match(clause_lower) or _MY_MISTAKE.match(clause_lower):
        what = said[m.start("what") :].strip(" .!")
        return what, f"Made the mistake of {what}"
    if m := _FROM_EXPERIENCE.match(clause_lower):
        what = said[m.start("what") :].strip(" .!")
        return what, f"Knows from experience {_learned(what)}"
    if m := _TOOK_LONG.match(clause_lower):
        what = said[m.start("what") :].strip(" .!")
        return what, f"Took {m['long']} to learn {_learned(what)}"
    if m := _REGRET.match(clause_lower):
        what = said[m.start("what") :].strip(" .!")
        return what, f"Regrets {what}"
    if m := _NEVER_AGAIN_CARE.match(clause_lower):
        what = said[m.start("what") : m.end("what")]
        return what, f"Will never {what} again"
    return _since_mishap(clause_lower, content)


@lru_cache(maxsize=1024)  # asked once per clause of the same message
def _rules_since_mishaps(content: str) -> tuple[tuple[str, str, str], ...]:
    """(story, who, rule) for each rule the message says it keeps since a mishap."""
    if "since" not in content.lower() and "after" not in content.lower():
        return ()
    found = []
    for m in _SINCE_MISHAP.finditer(content):
        story, rule = m["story"].strip(" ,"), m["rule"].strip(" ,")
        mishap = MISHAP.search(story.lower()) or _MISHAP_ING.match(story.lower())
        if mishap and len(rule.split()) >= 2:
            found.append((story, m["who"].lower(), rule))
    return tuple(found)


def _since_mishap(clause_lower: str, content: str) -> Told | None:
    """The rule kept since a mishap told first, read on the clause that says the rule."""
    for story, who, rule in _rules_since_mishaps(content):
        if rule.lower()[:20] in clause_lower:
            return story, f"{capitalise(story)}; since then {who} {rule}"
    return None
