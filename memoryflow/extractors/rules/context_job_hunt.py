"""A job hunt the user's own question or wry remark takes for granted, as the statement
"I'm job hunting" the context table reads:

- how to go about it, asked in the first person: "how do i job hunt as a hygienist up
  there", "what's the best way for me to look for work in oslo", "any tips for job hunting
  while pregnant?";
- how to tell a recruiter about a gap or a layoff: "how do i explain a layoff in an
  interview", "how should i talk about being fired in interviews";
- a feeling about it in the present, sincere or sarcastic: "oh i LOVE job hunting, its my
  favourite hobby", "job hunting is slowly killing me", "so sick of job hunting".

Someone else's hunt ("how can my son job hunt", "tips to help my wife with her job
search") has its own subject and is never read; a hunt only wondered about ("should i start
job hunting") is a plan, not a hunt under way."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

# Cheap gate: every shape below names a job hunt, an interview or work sought.
_GATE = re.compile(r"\bjob|\binterview|\blook(?:ing)? for work")
_HUNT = (
    r"job[- ]?hunt(?:ing)?|job[- ]?search(?:ing)?|hunt(?:ing)? for (?:a )?jobs?|"
    r"look(?:ing)? for (?:a )?(?:new )?(?:job|jobs|work)|search(?:ing)? for (?:a )?jobs?|"
    r"apply(?:ing)? (?:for|to) jobs"
)
# "how do i job hunt …", "what's the best way to look for work …", "any tips for job
# hunting …": the user asks how to do what they are doing.
_HOW_TO = re.compile(
    r"^(?:(?:and|so|but|also|ok|okay)\s+)*(?:how\s+(?:do|can|should|would)\s+i\s+(?:even\s+|"
    r"best\s+|actually\s+)?|how\s+to\s+|what(?:'s|\s+is)\s+the\s+best\s+way\s+(?:for\s+me\s+)?"
    r"to\s+|any\s+(?:tips|advice)\s+(?:for|on)\s+|(?:tips|advice)\s+(?:for|on)\s+)"
    rf"(?:{_HUNT})\b"
)
# "how do i explain a layoff in an interview", "how should i talk about being fired in
# interviews": what a candidate is asked about.
_EXPLAIN_IN_INTERVIEW = re.compile(
    r"^(?:(?:and|so|but|also|ok|okay)\s+)*how\s+(?:do|can|should|would)\s+i\s+(?:best\s+)?"
    r"(?:explain|talk about|address|bring up|handle|justify|mention)\s+(?:a|the|my|being|"
    r"getting)?\s*(?:[\w-]+\s+){0,2}?(?:layoff|laid off|redundancy|made redundant|fired|"
    r"let go|gap|career break|dismissal)\b.*\b(?:in|at|during)\s+(?:an?\s+|my\s+|the\s+)?"
    r"(?:job\s+)?interviews?\b"
)
# "i LOVE job hunting", "so sick of job hunting", "job hunting is killing me": how it feels
# now, said only by one in it (the sarcasm does not undo the hunt).
_FEELING = re.compile(
    r"^(?:(?:oh|ah|ugh|god|man|and|so|but|honestly)\s+)*(?:i\s+(?:just\s+|really\s+|do\s+)?"
    r"(?:love|adore|hate|loathe|despise|can't stand)|(?:i'm\s+)?(?:so\s+)?(?:sick|tired|fed up)"
    rf"\s+(?:of|with))\s+(?:{_HUNT})\b"
    rf"|^(?:(?:oh|ugh|and|so|but|honestly)\s+)*(?:{_HUNT})\s+(?:is|has been|'s been)\s+"
    r"(?:(?:so|slowly|literally|actually)\s+)?(?:killing me|exhausting|brutal|soul[- ]destroying|"
    r"(?:a\s+)?nightmare|hell|the worst|draining|depressing|demoralising|demoralizing)\b"
)
# Another person's hunt, or one only wondered about.
_SOMEONE_ELSE = re.compile(
    r"\b(?:my|our|his|her|their)\s+(?:son|daughter|kid|kids|wife|husband|partner|friend|"
    r"sister|brother|mum|mom|dad|boyfriend|girlfriend|students?|clients?)\b|\bhelp\s+(?:him|"
    r"her|them|someone)\b|\b(?:should|could)\s+i\s+(?:start|begin)\b|\bwhen\s+(?:i|we)\b"
)


def as_job_hunt(c: Clause) -> Clause | None:
    """The clause as "I'm job hunting", or None when it takes no hunt of the user's for
    granted."""
    low = c.lower
    if not _GATE.search(low) or _SOMEONE_ELSE.search(low):
        return None
    if _HOW_TO.match(low) or _EXPLAIN_IN_INTERVIEW.match(low) or _FEELING.match(low):
        return replace(
            c,
            text="I'm job hunting",
            lower="i'm job hunting",
            is_question=False,
            is_directive_question=False,
        )
    return None
