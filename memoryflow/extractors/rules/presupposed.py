"""What a wish or a question takes for granted. "would it be crazy to quit being a dentist at
45", "should I quit my job as a nurse", "I wish I'd become a vet instead of an accountant":
the clause is a question or a hypothetical, so nothing in it is read as a statement, yet the
role it would leave is the user's now. Only frames that leave or replace a role presuppose
it; the role the user dreams of ("I'd love to be a pilot") is never read.

Each frame gives the role as a plain statement ("I'm a dentist"), which the reader adds as a
clause of its own, so the usual identity table decides whether it is a job at all."""

from __future__ import annotations

import re
from functools import lru_cache

# The role: one to three words after the article, up to a word that starts a new part.
_ROLE = (
    r"(?P<article>a|an)\s+(?P<role>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)"
    r"(?=\s+(?:at|in|and|to|for|after|so|or|because|anymore|any\s+more|now|forever)\b|\s*[,.?!;]|\s*$)"
)
# Leaving a role one has, said as a plan, a wish or a question (never as a past fact: "I quit
# being a teacher in 2019" is read by the retractions).
_LEAVING = re.compile(
    r"\b(?:to|about|of|should\s+i|could\s+i|can\s+i|would\s+i|will\s+i|i'd|i\s+might)\s+"
    r"(?:quit(?:ting)?|stop(?:ping)?|leav(?:e|ing)|giv(?:e|ing)\s+up)\s+"
    rf"(?:being|working\s+as|my\s+job\s+as|my\s+career\s+as|life\s+as)\s+{_ROLE}",
    re.IGNORECASE,
)
# Wishing another road had been taken: "I wish I'd become a vet instead of an accountant".
_INSTEAD = re.compile(
    r"\b(?:i\s+wish\s+i(?:'d|\s+had)|i\s+should\s+have|i\s+could\s+have|"
    r"i\s+would\s+have|i'd\s+have)\s+(?:become|been|trained\s+as|studied\s+to\s+be)\s+"
    rf"(?:a|an)\s+[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?\s+instead\s+of\s+(?:being\s+)?{_ROLE}",
    re.IGNORECASE,
)


# A job hunt in one's trade takes the trade for granted: "been applying to jobs in amsterdam
# for 4 months as a brazilian frontend dev", "looking for work as a welder" (the role is the
# user's trade, held or sought in the same line of work).
_JOB_HUNT = re.compile(
    r"\b(?:applying|applied|looking|searching|hunting|interviewing)\s+(?:for|to)\s+"
    r"(?:[a-z]+\s+){0,2}?(?:jobs?|work|roles?|positions?|openings?)\b[^,.;!?]*?\bas\s+"
    r"(?P<article>a|an)\s+(?P<role>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)"
    r"(?=\s+(?:in|at|and|for|so|since|but)\b|\s*[,.?!;]|\s*$)",
    re.IGNORECASE,
)


# A job hunt only wondered about: "should i start applying for jobs as a data analyst".
_WONDERED = re.compile(
    r"\b(?:should|could|can|would|will|shall|if|whether|to|wanna|want|might|maybe|thinking)\b"
)


# Leaving already done or decided is a change, not a role held: "I finally decided to quit
# being a teacher" (the retractions read it).
_DONE = re.compile(r"\b(?:decided|chose|managed|had|finally|already|used)\s*$")
# Someone else leaving: "my sister wants to quit being a lawyer".
_OTHER_SUBJECT = re.compile(r"\b(?:he|she|they|he's|she's|they're|you|my\s+\w+|our\s+\w+)\b")


# The role a sarcastic remark is made from: "nothing says fun like tax season as a
# self-employed plumber 🙄", "the best part of being a freelance video editor 🙃". The sarcasm
# is about the chore, the role is the user's; only "as" / "being" before it, never "I'm a".
_SPOKEN_AS = re.compile(
    r"\b(?:as|being)\s+(?P<article>a|an)\s+(?P<role>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)"
    r"(?=\s+(?:i|i'm|we|my|at|in|and|for|so|is|was|means)\b|\s*[,.?!;]|\s*$)",
    re.IGNORECASE,
)


# A role worn as a tag, "<job> life", is one's own, sincere or wry: "sre life 🙃" after a
# complaint about being on call, "nurse life lol", "#teacherlife" typed apart. The whole
# clause is the tag ("the good life", "my life" name no role; the table reads the role it
# gives, so "city life" → "I'm a city" is no job).
_ROLE_LIFE = re.compile(
    r"^#?(?P<role>(?!(?:the|my|your|his|her|our|their|this|that|real|good|night|city|"
    r"family|love|social|single|married|simple|quiet|country|island|village|farm|van|boat|"
    r"dog|cat|baby|adult|home|work|school|uni|high|low|sweet|thug|slow|fast)\b)[a-z][a-z-]*"
    r"(?:\s+(?!life\b)[a-z][a-z-]*)?)\s+life(?:\s+(?:lol|lmao|haha+|fr|tbh|innit))*$"
)


def _role_life(lower: str) -> tuple[str, ...]:
    if not lower.endswith(("life", "lol", "lmao", "fr", "tbh", "innit")) and "life " not in lower:
        return ()
    m = _ROLE_LIFE.match(lower.strip(" .!#"))
    if m is None:
        return ()
    role = m["role"]
    return (f"I'm {'an' if role[0] in 'aeiou' else 'a'} {role}",)


# One's own credentials given against advice, "I am <role> myself", stand under a wry emoji:
# "no more 'consult your pediatrician' disclaimers, i know, i am pediatric nurse myself 🙄"
# (the sarcasm is at the disclaimers). Not "im not a fan myself", "im so tired myself".
_MYSELF = re.compile(
    r"\bi(?:'m|m|\s+am)\s+(?:(?P<article>a|an)\s+)?(?!(?:not|no|so|too|very|really|quite|"
    r"pretty|kinda|a\s+bit|the)\b)(?P<role>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)\s+myself\b",
    re.IGNORECASE,
)


def _credentials(lower: str) -> tuple[str, ...]:
    if "myself" not in lower or (m := _MYSELF.search(lower)) is None:
        return ()
    role = m["role"]
    return (f"I'm {m['article'] or ('an' if role[0] in 'aeiou' else 'a')} {role}",)


@lru_cache(maxsize=2048)
def presupposed_roles(lower: str, *, sarcastic: bool = False) -> tuple[str, ...]:
    """The roles a non-statement takes for granted, as plain statements: ("I'm a dentist",).
    A sarcastic clause also keeps the role it speaks as."""
    frames = (_LEAVING, _INSTEAD, _JOB_HUNT) + ((_SPOKEN_AS,) if sarcastic else ())
    found = [
        f"{m['article']} {m['role']}"
        for frame in frames
        for m in frame.finditer(lower)
        if not (_DONE.search(lower[: m.start()]) or _OTHER_SUBJECT.search(lower[: m.start()]))
        and not (frame is _JOB_HUNT and _WONDERED.search(lower[: m.start()]))
    ]
    mine = _credentials(lower) if sarcastic else ()
    return tuple(f"I'm {role}" for role in dict.fromkeys(found)) + _role_life(lower) + mine
