"""What is under way said with something before it or with nothing but its name, rewritten
into the "I'm <verb>ing …" the context table reads:

- what one is, then what one is doing: "I am mother of three and finally I am taking
  driving lessons", "im an exchange student from hamburg doing one semester at yonsei";
- lessons or classes just started: "just started surf lessons", "started pottery classes";
- a programme named in a fragment, with its start said in the message: "electrician
  apprenticeship in knoxville. start monday", "bachelor of nursing, adelaide. july intake",
  or a stretch of study away: "exchange semester in bogotá, till december";
- a degree done beside work, which is a situation as well as who one is: "doing my masters
  in inclusive ed part time", "masters in education, doing it part time while teaching"."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.text import Clause

_DOING = (
    r"doing|taking|learning|training for|preparing for|studying for|writing|building|"
    r"running|renovating|restoring|saving for|working on"
)
# "I am mother of three and finally I am taking …": the state, then the project.
_STATE_AND = re.compile(
    r"^(?:i'm|im|i am)\s+(?:[\w'-]+\s+){1,4}?and\s+(?:(?:also|finally|now|currently)\s+)?"
    rf"(?:(?:i'm|im|i am)\s+)?(?:(?:also|finally|now|currently)\s+)?(?=(?:{_DOING})\s)"
)
# "im an exchange student from hamburg doing one semester at yonsei": a role, then what one
# is doing in it, with no "and".
_ROLE_DOING = re.compile(
    r"^(?:i'm|im|i am)\s+(?:a|an)\s+(?:[\w'-]+\s+){1,6}?(?=(?:doing|running|writing|"
    r"building|training for|preparing for)\s)"
)
# "just started surf lessons", "started pottery classes in march"
_STARTED_LESSONS = re.compile(
    r"^(?:i\s+|i've\s+|ive\s+)?(?:just\s+|recently\s+|finally\s+)?(?:started|began|signed up for)\s+"
    r"(?:taking\s+|doing\s+)?(?P<what>(?:[\w-]+\s+){1,2}(?:lessons|classes))\b"
)
# A programme one starts, said by its name alone.
_PROGRAMME = re.compile(
    r"^(?P<what>(?:[\w'-]+\s+){1,3}(?:apprenticeship|internship|traineeship|residency|"
    r"placement|bootcamp|course|programme|program|degree)|(?:bachelor|master)'?s?\s+(?:of|in)\s+"
    r"(?:[\w'-]+\s*){1,3}|(?:exchange|erasmus)\s+(?:semester|year|term)(?:\s+(?:in|at)\s+\S+)?)"
    r"(?:\s+(?:in|at|from)\s+[\w'-]+(?:\s+[\w'-]+)?){0,2}$"
)
# When it starts, said anywhere in the message: "start monday", "july intake", "till december".
_STARTS = re.compile(
    r"\b(?:(?:i\s+)?start(?:s|ing)?\s+(?:on\s+|in\s+|next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)day|(?:i\s+)?start(?:s|ing)?\s+(?:next|in|this)\s+\w+|(?:january|february|march|"
    r"april|may|june|july|august|september|october|november|december|jan|feb|sept?|oct|nov|"
    r"dec|spring|autumn|fall|winter|summer)\s+intake|(?:till|until)\s+(?:january|february|"
    r"march|april|may|june|july|august|september|october|november|december|the end of)\b)"
)
_AWAY = re.compile(r"^(?:exchange|erasmus)\b")
# Beside a working life: "part time", "alongside work", "while teaching full time".
# A stretch of study away is one too: "doing one semester at yonsei", "doing erasmus".
_BESIDE_WORK = re.compile(
    r"\b(?:one|a|this|an? exchange|exchange) (?:semester|term) (?:at|in|abroad)\b|\berasmus\b|\bpart[- ]time\b|\balongside (?:work|my job)\b|\bwhile (?:working|teaching|nursing)\b|"
    r"\bon top of (?:work|my job)\b"
)
_DEGREE_DOING_IT = re.compile(r"^(?:i'm|im|i am)?\s*doing it\s+(?=part[- ]time|alongside|while)")
_DEGREE_NAMED = re.compile(
    r"\b(?P<degree>(?:master'?s|masters|msc|ma|mba|phd|bachelor'?s|degree)\s+in\s+"
    r"(?:[\w'-]+\s*){1,3}?)(?=,|\.|$|\s+(?:at|doing|part|while))"
)


def _as(c: Clause, text: str) -> Clause:
    return replace(c, text=text, lower=text.lower())


def _rest(c: Clause, start: int) -> str:
    return (c.text if len(c.text) == len(c.lower) else c.lower)[start:]


def degree_beside_work(c: Clause) -> bool:
    """A degree under way said with a working life beside it, or away for a stretch: the
    context layer's too."""
    return bool(_BESIDE_WORK.search(c.lower))


def as_start(c: Clause, message: str) -> Clause | None:
    """The clause as the context table reads it, or None when it says none of these."""
    low = c.lower
    if m := _STATE_AND.match(low) or _ROLE_DOING.match(low):
        # "one semester" is "a semester" (the table reads "one" as a pronoun)
        return _as(c, "I'm " + re.sub(r"^(doing) one\b", r"\1 a", _rest(c, m.end())))
    if m := _STARTED_LESSONS.match(low):
        return _as(c, f"I'm taking {_rest(c, m.start('what'))}")
    if (it := _DEGREE_DOING_IT.match(low)) and (d := _DEGREE_NAMED.search(message.lower())):
        return _as(c, f"I'm doing a {d['degree'].strip()} {_rest(c, it.end())}")
    if c.supplied or not (m := _PROGRAMME.match(low)):
        return None
    if _AWAY.match(low):
        return _as(c, f"I'm doing an {_rest(c, 0)}")
    if _STARTS.search(message.lower()):
        return _as(c, f"I'm starting {_rest(c, 0)}")
    return None
