"""Goals under way said in shapes the context table does not read, rewritten into the
"I'm <verb>ing …" it does:

- an exam one must pass: "to work as a dentist i must pass the Kenntnisprüfung", "i need
  the ciple exam for nationality" → preparing for the Kenntnisprüfung, the ciple exam;
- an aim with a deadline: "want to send a v5 by the end of summer", "hoping to run a sub-2
  half by christmas" → working towards sending a v5;
- an application said with no "for", as learners of English often put it: "we are applying
  canada express entry" → applying for canada express entry.

A wish with no deadline ("i want to learn guitar someday") is no goal under way."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

_I = r"(?:(?:and|but|so|also)\s+)?(?:i|we|i'll)"
# "i must pass the Kenntnisprüfung", "i need the ciple exam for nationality"
_EXAM_NEEDED = re.compile(
    rf"\b{_I}\s+(?:must|need to|have to|gotta|got to|still need to)\s+(?:pass|sit|take|do)\s+"
    r"(?P<what>(?:the|my|an?)\s+(?:[\w'-]+\s+){0,2}?(?:[\w-]*prüfung|exam|test|boards|bar|"
    r"licensing exam|[\w-]+\s+exam)|the\s+(?P<acronym>[a-z]{3,8}))\b|"
    rf"^{_I}\s+need\s+(?P<what2>(?:the|an?)\s+(?:[\w'-]+\s+){{0,2}}?(?:exam|test|certificate))\s+"
    r"for\s+(?:my\s+)?(?:nationality|citizenship|residency|the visa|my visa|university|uni|work)\b"
)
# "want to send a v5 by the end of summer": an aim with a season, month or year to reach it.
_DEADLINE = (
    r"by\s+(?:the\s+end\s+of\s+)?(?:the\s+)?(?:summer|winter|spring|autumn|fall|year|season|"
    r"christmas|next year|my birthday|january|february|march|april|may|june|july|august|"
    r"september|october|november|december|\d{4})\b"
)
_AIM = re.compile(
    rf"(?:\b(?:i|we)\s*(?=')|\b(?:i|we)\s+|\band\s+)(?:really\s+)?(?:want|wanna|hope|plan|aim|(?:am|'m|are|'re)\s+(?:hoping|aiming|"
    r"planning))\s+to\s+(?P<verb>[a-z]+)\s+(?P<obj>(?!(?:it|this|that|them|him|her|me|you)\b)"
    rf"(?:[\w'-]+\s+){{0,5}}?){_DEADLINE}"
)
# "we are applying canada express entry"
_APPLYING_BARE = re.compile(
    r"^(?:i'm|im|i am|we're|we are)\s+(?:currently\s+|now\s+)?applying\s+(?!for\b|to\b)"
    r"(?P<what>(?:[\w-]+\s+){0,2}(?:express entry|visa|residency|permanent residency|pr|"
    r"citizenship|green card|asylum|blue card|work permit))\b"
)


def _as(c: Clause, text: str) -> Clause:
    return replace(c, text=text, lower=text.lower())


def _said(c: Clause, m: re.Match[str], group: str) -> str:
    same = len(c.text) == len(c.lower)
    return c.text[m.start(group) : m.end(group)] if same else m[group]


def _ing(verb: str) -> str:
    """ "send" → "sending", "run" → "running", "make" → "making"."""
    if verb.endswith("e") and not verb.endswith(("ee", "ye")):
        return verb[:-1] + "ing"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnprt]", verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"


# Hinglish: "mujhe 2nd mate exam ki prep start karni hai", "main NEET ki taiyari kar raha
# hoon": an exam one prepares for, named before "ki prep"; the speaker's own (after
# "mujhe", "main", or at the start), not a sister's ("meri behen ki exam ki taiyari").
_HINGLISH_PREP = re.compile(
    r"(?:^|\b(?:mujhe|mujhko|main|mai|mein|hum|humein|i'm|im|i am)\s+)(?:(?:also|abhi|ab|bhi)\s+)?"
    r"(?P<what>(?:(?!(?:ki|ka|ke|meri|mera|mere|uski|uska|unki|unka|bhai|behen|beta|beti|"
    r"mujhe|mujhko|main|mai|mein|hum|humein|i'm|im|also|abhi|ab|bhi)\b)"
    r"[\w-]+\s+){0,3}?(?:exams?|test|boards|interview|neet|jee|upsc|cat|gate|ssc|ielts|nclex))\s+"
    r"(?:ki|ka|ke)\s+(?:prep|preparation|taiyari|tayari|padhai)\b"
    r"(?!.*\b(?:nahi|nahin|mat)\b)"
)


def as_goal(c: Clause) -> Clause | None:
    """The clause as the context table reads it, or None when it says none of these."""
    low = c.lower
    if ("pass" in low or "need" in low or "exam" in low) and (m := _EXAM_NEEDED.search(low)):
        group = "what" if m["what"] else "what2"
        # "pass the NCLEX": a bare word is an exam only when typed as an acronym
        if not m["acronym"] or _said(c, m, "acronym").isupper():
            return _as(c, f"I'm preparing for {_said(c, m, group)}")
    if " by " in low and (m := _AIM.search(low)):
        obj = _said(c, m, "obj").strip()
        return _as(c, f"I'm working towards {_ing(m['verb'])} {obj}")
    if (" ki " in low or " ka " in low or " ke " in low) and (m := _HINGLISH_PREP.search(low)):
        return _as(c, f"I'm preparing for {_said(c, m, 'what')}")
    if "applying" in low and (m := _APPLYING_BARE.match(low)):
        return _as(c, f"I'm applying for {_said(c, m, 'what')}")
    return None
