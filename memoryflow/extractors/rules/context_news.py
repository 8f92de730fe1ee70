"""What the user is in the middle of, said as news or as a point reached rather than as
"I'm <verb>ing <what>":

- a point reached in something under way: "im 6 weeks into a coding bootcamp" → doing a
  coding bootcamp;
- the class a piece is for: "im using it for my creative writing class", "this is for my
  pottery course", "need a laptop for my data analytics course" → doing a creative writing
  class (a teacher's class is none);
- a client late paying: "client is 60 days late on paying me for a book cover" → waiting on
  payment for a book cover;
- a paper not come yet: "no ssn yet tho, applied last week" → waiting on their SSN (the
  message must say it was applied for or is awaited);
- the first days of a job: "first week at this job" → starting a new job;
- an application being done: "now doing the blue card application" → applying for the blue
  card; "a gallery in lyon replied to my application" → applying to a gallery in Lyon;
- applications being sent out: "trying to get applications out" → job hunting;
- an offer or a deal in hand: "got an offer from a berlin company", "i already have a deal
  with another pan company" (items of their own: no "-ing" verb says them).

`continues_someone_else` keeps a clause with no subject that goes on from someone else's
("hes so nervous lol, been job hunting since january") from being read as the user's."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.phrasing import capitalise, shorten
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_stripping import strip_times

_I_AM = r"(?:(?:i'm|im|i am)\s+)?"
_COUNT = r"(?:\d+|a few|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|a)"

# "im 6 weeks into a coding bootcamp"; a pregnancy or a marriage is no project.
_INTO = re.compile(
    rf"^{_I_AM}(?:now\s+|only\s+|just\s+|already\s+)*{_COUNT}\s+(?:days?|weeks?|months?|years?)"
    r"\s+into\s+(?P<obj>(?:a|an|my|the|this)\s+(?!(?:[\w-]+\s+)?(?:pregnancy|marriage|"
    r"relationship|retirement|year|month|week|semester|term|day)\b).+)$"
)
_TAIL = re.compile(r"\s+(?:and|but|so|lol|haha|tbh)\b", re.IGNORECASE)
# "im using it for my creative writing class", "this is for my pottery course"
_FOR_CLASS = re.compile(
    rf"^(?:{_I_AM}using\s+(?:it|this|that|these)\s+for|(?:this|it|that)(?:'s|s| is)\s+"
    r"(?:(?:actually|just|all)\s+)?for)\s+my\s+(?P<what>(?:[\w-]+\s+){1,3}?(?:class|course|"
    r"module|seminar|workshop))\b"
)
# "need a laptop for my data analytics course": a course named as what a thing is for, at
# the clause's end; a teacher's class ("a worksheet for my year 9 class") is no course taken.
_FOR_MY_COURSE = re.compile(
    r"\bfor\s+my\s+(?P<what>(?:[\w-]+\s+){1,3}?(?:class|course|bootcamp|module))$"
)
_TEACHES = re.compile(r"\b(?:teach\w*|teacher|tutor\w*|lecturer|students|pupils|kids)\b")
# "client is 60 days late on paying me for a book cover", "my client is weeks late on an
# invoice for 2400"
_LATE = re.compile(
    r"^(?:this\s+|a\s+|my\s+|one\s+|the\s+)?client\s+(?:is|has been|'s)\s+(?:now\s+)?"
    r"(?:[\w-]+\s+){1,3}?late\s+(?:on\s+|with\s+|in\s+)?(?:(?:paying|paying me|payment)"
    r"(?:\s+for\s+(?P<what>.+?))?|(?P<invoice>(?:an|the|my|a)\s+invoice\b.*?))"
    r"(?:\s+(?:and|but|so|lol)\s+.*)?$"
)
# Papers one applies for and then waits on.
_PAPERS = {
    "ssn": "SSN", "social security number": "social security number", "nie": "NIE",
    "nif": "NIF", "tfn": "TFN", "sin": "SIN", "bsn": "BSN", "pesel": "PESEL",
    "ni number": "NI number", "work permit": "work permit", "residence permit":
    "residence permit", "residence card": "residence card", "brp": "BRP", "visa": "visa",
    "green card": "green card", "blue card": "blue card", "permit": "permit",
    "tax number": "tax number", "tax id": "tax ID", "id card": "ID card",
    "passport": "passport", "licence": "licence", "license": "license",
}  # fmt: skip
_PAPER = "|".join(re.escape(p) for p in sorted(_PAPERS, key=len, reverse=True))
_NOT_YET = re.compile(rf"^(?:still\s+)?no\s+(?P<what>{_PAPER})\s+yet$")
_AWAITED = re.compile(
    r"\b(?:applied|waiting|pending|submitted|lodged|processing|in process|filed)\b"
)
# "first week at this job", "its my first day in the new role"
_FIRST_DAYS = re.compile(
    r"^(?:(?:it's|its|it is)\s+)?(?:my\s+|the\s+)?first\s+(?:day|days|week|weeks|month|few "
    r"weeks)\s+(?:at|in|of)\s+(?:this|the|my|a)\s+(?:new\s+)?(?:job|role|position|company|"
    r"workplace|internship|apprenticeship)\b"
)
# "first week at the new job, now im a staff engineer": the new job is told as who one is
# now (identity), not as a start under way.
_NEW_ROLE = re.compile(r"\bnow\s+(?:i'm|im|i am)\s+(?:an?|the)\s+")
# "now doing the blue card application", "im doing my visa application"
_DOING_APPLICATION = re.compile(
    rf"^{_I_AM}(?:now\s+|currently\s+|also\s+|still\s+)*doing\s+(?:the|my|our)\s+"
    r"(?P<what>(?:[\w-]+\s+){1,3}?)applications?\b"
)
# "a gallery in lyon replied to my application"
_REPLIED = re.compile(
    r"^(?P<who>(?:a|an|the|this|one)\s+(?!(?:friend|guy|girl|man|woman|person|recruiter)\b)"
    r"(?:[\w-]+\s+){0,4}?[\w-]+)\s+(?:finally\s+|just\s+)?(?:replied|responded|got back|wrote "
    r"back)\s+to\s+my\s+(?:application|submission|proposal|pitch|portfolio)\b"
)
# "trying to get applications out", "sending out job applications"
_APPLICATIONS_OUT = re.compile(
    rf"^{_I_AM}(?:trying to\s+|busy\s+|still\s+)?(?:get(?:ting)?|send(?:ing)?|put(?:ting)?)\s+"
    r"(?:out\s+)?(?:my\s+|some\s+|more\s+)?(?:job\s+)?applications(?:\s+(?:out|off))?\b"
)
# "got an offer from a berlin company", "i already have a deal with another pan company"
_IN_HAND = re.compile(
    r"^(?:i\s+|we\s+)?(?:just\s+|finally\s+|already\s+)*(?P<verb>got|have|signed|landed)\s+"
    r"(?P<what>(?:a|an)\s+(?:job\s+|work\s+|distribution\s+|supply\s+|licensing\s+|book\s+|"
    r"record\s+)?(?:offer|deal|contract))\s+(?P<prep>from|with)\s+(?P<who>(?:a|an|another|"
    r"the|this)\s+.+)$"
)


def as_news(c: Clause, message: str) -> Clause | None:
    """The clause as "I'm <verb>ing <what>" the context table reads, or None."""
    low, same = c.lower, len(c.text) == len(c.lower)

    def said(m: re.Match[str], group: str) -> str:
        return (c.text if same else low)[m.start(group) : m.end(group)].strip()

    if m := _INTO.match(low):
        text = f"I'm doing {_TAIL.split(said(m, 'obj'))[0]}"
    elif m := _FOR_CLASS.match(low) or _course_for(low, message):
        text = f"I'm doing a {said(m, 'what')}"
    elif m := _LATE.match(low):
        what = f"payment for {said(m, 'what')}" if m["what"] else ""
        what = what or (f"payment of {said(m, 'invoice')}" if m["invoice"] else "a late payment")
        text = f"I'm waiting on {what}"
    elif (m := _NOT_YET.match(low)) and _AWAITED.search(message.lower()):
        text = f"I'm waiting on my {_PAPERS[m['what']]}"
    elif _FIRST_DAYS.match(low) and not _NEW_ROLE.search(message.lower()):
        text = "I'm starting a new job"
    elif m := _DOING_APPLICATION.match(low):
        text = f"I'm applying for the {said(m, 'what')}"
    elif m := _REPLIED.match(low):
        text = f"I'm applying to {said(m, 'who')}"
    elif _APPLICATIONS_OUT.match(low):
        text = "I'm job hunting"
    else:
        return None
    return replace(c, text=text, lower=text.lower())


def _course_for(low: str, message: str) -> re.Match[str] | None:
    m = _FOR_MY_COURSE.search(low)
    return m if m and not _TEACHES.search(message.lower()) else None


def news_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """An offer or a deal in hand, as a context item of its own."""
    m = _IN_HAND.match(c.lower)
    if m is None or not c.is_statement:
        return []
    same = len(c.text) == len(c.lower)
    who = strip_times((c.text if same else c.lower)[m.start("who") : m.end("who")]).strip(" ,.")
    who = re.split(r"\s+(?:lol|lmao|haha|tbh|but|and|so)\b", who)[0]
    if not who or len(who.split()) > 8:
        return []
    what = m["what"].split()[-1]
    kind = "job offer" if what == "offer" else what
    title = f"Has a {kind} {m['prep']} {who}"
    return [
        ExtractedItem(
            layer=layers.CONTEXT,
            title=shorten(capitalise(title), 120),
            summary=shorten(f"The user has a {kind} {m['prep']} {who}.", 400),
            details=c.text,
            category="personal",
            type="situation",
            tags=("context",),
            fields={
                "current_status": "in progress",
                "associated_subjects": [who],
                "urgency_score": 0.5,
                "impact_score": 0.7,
            },
            source_message_ids=(msg.id,),
        )
    ]


_SOMEONE = re.compile(
    r"^(?:he|she|they|he's|hes|she's|shes|they're|theyre|his|her|their|my\s+(?:sister|brother|"
    r"mum|mom|dad|mother|father|husband|wife|partner|boyfriend|girlfriend|bf|gf|son|daughter|"
    r"friend|roommate|flatmate|colleague|coworker|boss|cousin|aunt|uncle|niece|nephew))\b"
)
_MINE = re.compile(r"\b(?:i|i'm|im|me|my|i've|ive)\b")


def continues_someone_else(c: Clause, message: str) -> bool:
    """A clause with no subject after someone else's in the same sentence ("hes so nervous
    lol, been job hunting since january"): it goes on about them."""
    if not c.supplied:
        return False
    own = c.lower[len(c.supplied) :].strip()
    low = message.lower()
    at = low.find(own[:20])
    if at <= 0:
        return False
    start = max(low.rfind(s, 0, at) for s in (".", "!", "?", "\n"))
    before = low[start + 1 : at].strip()
    someone = _SOMEONE.match(before)
    return someone is not None and not _MINE.search(before[someone.end() :])
