"""Context statements: ongoing situations and projects ("renovating our bathroom", "job
hunting for 4 months", "retraining as an electrician", "in therapy")."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.context_guards import not_a_project
from memoryflow.extractors.rules.context_job_hunt import as_job_hunt
from memoryflow.extractors.rules.context_news import continues_someone_else, news_items
from memoryflow.extractors.rules.context_reframes import as_situation, asks_for_help
from memoryflow.extractors.rules.context_rewrites import as_project
from memoryflow.extractors.rules.context_starts import degree_beside_work
from memoryflow.extractors.rules.context_tasks import asked_situation
from memoryflow.extractors.rules.context_tutor import as_language_tutor
from memoryflow.extractors.rules.context_verb_rows import CONTEXT_VERBS, IN_SITUATION
from memoryflow.extractors.rules.identity_clauses import tells_degree_underway
from memoryflow.extractors.rules.lexicon import LANGUAGES, PRONOUN_OBJECTS, alternation
from memoryflow.extractors.rules.phrasing import (
    capitalise,
    second_to_first,
    shorten,
    strip_determiner,
)
from memoryflow.extractors.rules.retractions import readable
from memoryflow.extractors.rules.text import Clause
from memoryflow.extractors.rules.time_stripping import strip_times
from memoryflow.extractors.rules.timeparse import find_time, has_span

_SUBJECT = (
    r"(?:i(?:'m| am)|we(?:'re| are)|i(?:'ve| have) been|we(?:'ve| have) been|"
    r"(?:our|my) (?:team|company|startup|lab|group) is|(?:our|my) (?:team|company)'s|"
    # a couple as one subject: "my wife and i are separating", "me and my bf are moving"
    r"(?:my|me and my) [\w-]+ and i are|me and my [\w-]+ are)"
)
_CONTEXT = re.compile(
    rf"^{_SUBJECT}\s+(?P<adv>(?:currently|still|now|slowly|finally|busy|also|just)\s+)*"
    rf"(?P<verb>{CONTEXT_VERBS})\s+(?P<obj>.+)$"
)
_STARTED = re.compile(
    r"^(?:i|we)\s+(?:just\s+|recently\s+)?(?:started|began|kicked off)\s+(?P<verb>working on|"
    # care begun for a named trouble: "just started seeing a psychologist for burnout"
    r"seeing(?=\s+(?:a|an|my)\s+(?:[\w-]+\s+)?(?:psychologist|therapist|counsell?or|"
    r"psychiatrist|psychotherapist|sleep specialist)\s+(?:for|about)\s)|"
    r"learning|writing|building|studying|training for|a new(?!\s+(?:job|role|position)\b)|"
    # a new routine, said with how often: "started going to the climbing wall twice a week"
    r"going to(?=.*\b(?:a week|a month|every|regularly|daily)\b))\s+"
    r"(?P<obj>.+)$"
)
# "I'm job hunting", "we're house hunting", "bulking rn": a search or a phase of training said
# with no object is whole by itself.
_SEARCHING = re.compile(
    rf"^{_SUBJECT}\s+(?:(?:currently|still|now|also|finally|actively)\s+)*"
    r"(?P<verb>(?:job|house|flat|apartment|room|home)[- ]?hunt(?:ing|in'?)|bulking|settling in|"
    # a couple parting: "we're separating", "my husband and i are getting divorced"
    r"separating|splitting up|getting divorced|divorcing)"
    r"(?P<obj>)"
    r"(?:\s+(?:again|now|rn|right now|atm|at the moment))?"
    # how long a parting follows ("splitting up after 12 years"), a search keeps its own
    r"(?:(?:(?<=separating)|(?<=splitting up)|(?<=divorced)|(?<=divorcing))\s+(?:after|for|since)"
    r"\s+(?:\w+\s+){0,2}?(?:years?|months?|weeks?|\w+))?"
    r"(?:$|\s+(?:and|but|so)\s)"
)
_NEW_SUBJECT = re.compile(
    r"\s+(?:and|but|so)\s+(?=(?:the|my|it|this|that|everything|everyone|he|she|they)\b"
    r"(?:\s+[\w'-]+){0,3}?\s+(?:is|are|was|were|'s|has|have)\b)",
    re.IGNORECASE,
)
# "applying to like 10 places": places counted, with what one applies for said elsewhere in
# the message ("a cover letter for an internship … applying to like 10 places").
_COUNTED_PLACES = re.compile(
    r"^(?:like|about|around|maybe)?\s*(?P<n>\d+|a few|a couple of|several|loads of|lots of)\s+"
    r"(?P<places>places|companies|firms|jobs|schools|programs|programmes|unis|universities|"
    r"roles|positions|labs|hospitals|agencies)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_APPLIED_FOR = re.compile(
    r"\b(?:for|to)\s+(?:an?|the)\s+(?P<what>internship|job|role|position|residency|placement|"
    r"apprenticeship|graduate scheme|traineeship|scholarship|fellowship|phd|master'?s)\b",
    re.IGNORECASE,
)
_HURT = re.compile(
    r"\b(?:tore|torn|broke|broken|sprained|fractured|surgery|operation|replaced|injur\w*)\b",
    re.IGNORECASE,
)


def _applied_for(count: re.Match[str], message: str) -> str:
    said = strip_times(f"{count['n']} {count['places']}{count['rest']}")
    if what := _APPLIED_FOR.search(message):
        return f"{what['what'].lower()}s ({said})"  # "Applying for internships (10 places)"
    return said


_SPLIT_SUBJECTS = re.compile(r"\s+(?:on|to|for|about|with|at|from|into|in)\s+", re.IGNORECASE)
_VAGUE = re.compile(r"(?:late|out|a lot|lots|stuff|things|something|too much|so much|some stuff)\b")
_DURATION = re.compile(r"(?:a few |several |many |\d+ )?(?:days|weeks|months|years|ages|a while)")
_BIG = re.compile(
    r"\b(?:thesis|dissertation|phd|migration|migrating|launch|launching|job|wedding|house|"
    r"home|startup|company|book|exam|surgery|baby|career|promotion|visa|funding|rewrite|"
    r"renovat\w*|move|moving|divorce|recovery|recovering)\b"
)
_URGENT = re.compile(r"\b(?:deadline|asap|urgent|urgently|due|by friday|by monday|this week)\b")


# "doing a PhD in marine biology at UCT": a degree in a field is who the user is (the
# identity layer keeps it), not a project to list beside it; "doing my PhD on protein
# folding" names the research under way, and stays.
_DEGREE_STUDY = re.compile(
    r"^(?:a|an)\s+(?:phd|ph\.d|doctorate|master'?s|masters|msc|ma|mba|bachelor'?s|"
    r"bachelors|bsc|ba|degree|undergrad(?:uate degree)?)\s+(?:in|at)\b"
)
# "it's 1am and I'm still writing case notes": what the user is busy with at this hour, not
# a situation that lasts.
_AT_THIS_HOUR = re.compile(
    r"\b(?:it'?s|its)\s+(?:like\s+|almost\s+|nearly\s+|past\s+)?(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)|"
    r"midnight)\b|\bright now\b|\btonight\b"
)


def _subjects(original_obj: str) -> list[str]:
    seen: list[str] = []
    for piece in _SPLIT_SUBJECTS.split(strip_times(original_obj)):
        piece = re.sub(r"^(?:on|to|for|about|with|at|from|into|in)\s+", "", piece, flags=re.I)
        piece = strip_determiner(strip_determiner(piece)).strip(" ,.")
        if _DURATION.fullmatch(piece.lower()):
            continue
        known = {s.lower() for s in seen}
        if piece and len(piece.split()) <= 4 and piece.lower() not in (*PRONOUN_OBJECTS, *known):
            seen.append(piece)
    return seen[:5]


# "my thesis draft is due in 3 weeks": a piece of work with a deadline.
# "my thesis draft is due in 3 weeks", "got my dissertation due in may"
_DUE = re.compile(
    r"^(?:(?:i(?:'ve|\s+have)?\s+)?(?:got|have)\s+)?(?:my|our)\s+"
    # a woman who is due is expecting a baby, not finishing a piece of work
    r"(?!(?:wife|partner|girlfriend|gf|missus|fiancee|sister|daughter|cousin|friend)\s+(?:is\s+)?due\b)"
    r"(?P<obj>(?:[\w'-]+\s+){0,4}?[\w'-]+)\s+(?:(?:is|are)\s+)?due\b"
)


# "taking a course now" says what it is on only elsewhere in the message ("the Swiss German is
# killing me, taking a course now"): the language the message names is its topic.
_BARE_COURSE = re.compile(
    r"^(?:(?:a|an|some|my|our)\s+)?(?:(?:evening|night|online|weekly)\s+)?(?:course|class|"
    r"classes|lessons)\b"
)
_LANGUAGE_NAMED = re.compile(
    rf"\b(?:(?-i:[A-Z][a-z]+)\s+)?(?:{alternation(LANGUAGES)})\b", re.IGNORECASE
)


def _with_topic(obj: str, message: str) -> str:
    course = _BARE_COURSE.match(obj.lower())
    if course is None or re.search(r"\b(?:in|on)\s+\w", obj):
        return obj
    named = [m[0] for m in _LANGUAGE_NAMED.finditer(message) if m[0].lower() != "english"]
    if not named:
        return obj
    return f"{obj[: course.end()]} in {capitalise(named[-1])}{obj[course.end() :]}"


_RESEARCH_TOPIC = re.compile(r"\b(?:phd|doctorate|master'?s|thesis|dissertation)\s+on\b")


def context_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    # "how do i job hunt as a hygienist", "oh i LOVE job hunting": a hunt taken for granted
    if not (c.is_reported or (c.is_hypothetical and not c.is_sarcastic_only)):
        c = as_job_hunt(c) or c
    # "be my french tutor pls", "my korean tutor says …": the teacher's language is learnt,
    # whatever the frame the teacher is named in
    c = as_language_tutor(c, msg.content) or c
    # A degree under way is identity; its research topic ("doing my PhD on protein folding")
    # is also a project.
    # a wry emoji on what is under way ("training for a half 🙃") does not undo it
    if not readable(c):
        if (asked := asked_situation(c, msg.content)) is None:
            return []  # a request may still say what one is chasing ("… my deposit back?")
        c = asked
    beside_work = degree_beside_work(c)  # "doing my masters part time": a situation too
    if tells_degree_underway(c) and not (_RESEARCH_TOPIC.search(c.lower) or beside_work):
        return []
    if asks_for_help(c) or continues_someone_else(c, msg.content):
        return []  # "hes so nervous lol, been job hunting since january" is about him
    if news := news_items(c, msg):
        return news  # "got an offer from a berlin company"
    c = as_situation(as_project(c), msg.content, msg.created_at)
    if (d := _DUE.match(c.lower)) and find_time(c.lower, msg.created_at, future=True):
        what = c.text[d.start("obj") : d.end("obj")] if len(c.text) == len(c.lower) else d["obj"]
        c = replace(c, text=f"I'm finishing my {what}", lower=f"i'm finishing my {what.lower()}"
                    + c.lower[d.end():])  # fmt: skip
    if s := IN_SITUATION.match(c.lower):
        obj = c.text[s.start("obj") :] if len(c.text) == len(c.lower) else s["obj"]
        c = replace(c, text=f"I'm {s['prep']} {obj}", lower=f"i'm {s['prep']} {obj.lower()}")
        m = re.match(r"^(?P<subj>i'm)\s+(?P<verb>in|on)\s+(?P<obj>.+)$", c.lower)
    else:
        m = _SEARCHING.match(c.lower) or _CONTEXT.match(c.lower) or _STARTED.match(c.lower)
    if not m:
        return []
    # "job huntin": the g typed away (never the "in" of "I'm in the process of")
    verb = re.sub(r"(?<=\w\w)in'?$", "ing", m["verb"])
    obj = c.text[m.start("obj") :] if len(c.text) == len(c.lower) else m["obj"]
    if m.re is _SEARCHING:
        obj = ""  # "again", "rn": said of the search, not what is searched for
    else:
        first = obj.lower().split()[0]
        if first in PRONOUN_OBJECTS or len(obj.split()) > 16 or _VAGUE.match(obj.lower()):
            return []  # "working on it", "dealing with a lot": nothing to remember
        if not strip_times(obj).strip(" ,.!"):
            return []  # "starting next week": starting what is said elsewhere
    degree = verb == "doing" and _DEGREE_STUDY.match(obj.lower()) and not beside_work
    if degree or not_a_project(verb, obj):
        return []
    if "still" in (m.groupdict().get("adv") or "") and _AT_THIS_HOUR.search(msg.content.lower()):
        return []
    started = m.re is _STARTED
    status = (
        "just started"
        if started
        else "planned"
        if verb in ("planning", "preparing for", "organizing", "organising", "saving for")
        else "in progress"
    )
    when = find_time(c.lower, msg.created_at, future=True)
    soon = (
        when is not None
        and when.day is not None
        and (msg.created_at.date() <= when.day <= msg.created_at.date() + timedelta(days=7))
    )
    urgency = 0.8 if soon or _URGENT.search(c.lower) else 0.5 if has_span(c.lower) else 0.3
    impact = 0.7 if _BIG.search(c.lower) else 0.4
    verb_text = ("started " + verb) if started else verb
    if c.supplied:  # "learning danish is brutal": the fragment's own verb ends the project
        obj = re.split(r"\s+(?:is|was|are|were)\s+", obj)[0]
    obj = _with_topic(obj, msg.content)
    # "I'm renewing my permit and the paperwork is insane": a new subject ends the object
    obj = _NEW_SUBJECT.split(obj)[0]
    if verb.startswith("applying") and (count := _COUNTED_PLACES.match(obj)):
        obj = _applied_for(count, msg.content)
        verb_text = "applying for" if "(" in obj else verb_text
    back = verb == "trying to get" and obj.lower().startswith("back to")
    treated = verb == "doing" and obj.lower().startswith(("physio", "rehab"))
    if (back or treated) and _HURT.search(msg.content):
        return []  # "trying to get back to full days": the recovery the message names says it
    # a search with no object is the verb alone ("settling in" keeps its "in")
    phrase = second_to_first(verb_text if m.re is _SEARCHING else strip_times(f"{verb_text} {obj}"))
    # "right now we are redoing the back kitchen": when it is said is no part of what it is
    phrase = re.sub(r"\s+(?:now|rn|right now|atm|at the moment)$", "", phrase, flags=re.I)
    we = c.lower.startswith(("we", "our"))
    who = " and others close to them are" if we else " is" if not started else ""
    summary = f"The user{who} {phrase}."
    return [
        ExtractedItem(
            layer=layers.CONTEXT,
            title=shorten(capitalise(phrase), 120),
            summary=shorten(re.sub(r"\s+", " ", summary), 400),
            details=c.text,
            category="team" if we else "personal",
            type="project",
            tags=("context",),
            fields={
                "current_status": status,
                "associated_subjects": _subjects(obj),
                "urgency_score": urgency,
                "impact_score": impact,
            },
            source_message_ids=(msg.id,),
        )
    ]
