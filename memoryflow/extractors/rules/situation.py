"""Context (ongoing situations and projects) and experience (what happened, what was
learned) statements."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.context_rewrites import as_project
from memoryflow.extractors.rules.lessons import (
    LESSON_HEADING,
    is_told_lesson,
    mishap_and_change,
    note_to_self,
)
from memoryflow.extractors.rules.lexicon import PRONOUN_OBJECTS
from memoryflow.extractors.rules.text import (
    Clause,
    capitalise,
    second_to_first,
    shorten,
    strip_determiner,
)
from memoryflow.extractors.rules.timeparse import find_time, has_span, strip_times

_CONTEXT_VERBS = (
    # a new line of work being trained for: "retraining as an electrician", "training to be
    # a paramedic", "switching careers into UX design"
    r"retraining (?:as|in|to be(?:come)?)|retraining|(?:training|studying) (?:to be(?:come)?|as)|"
    r"(?:switching|changing) careers? (?:into|to)|requalifying as|"
    r"working on|writing|building|developing|migrating|preparing for|studying for|"
    r"learning|training for|planning|organi[sz]ing|renovating|launching|researching|designing|"
    r"refactoring|rewriting|setting up|dealing with|looking for|applying for|applying to|"
    r"recovering from|putting together|redesigning|saving for|raising|going through|"
    r"switching to|switching from|transitioning to|upgrading|porting|evaluating|"
    r"interviewing for|job hunting|house hunting|in the middle of|trying to get|"
    r"taking care of|caring for|teaching myself|finishing|wrapping up|starting|expecting|"
    r"opening|redoing|remodel(?:l)?ing|hiring|struggling with|suffering from|battling|having|"
    r"fighting|looking after|drafting|negotiating|moving from|rolling out|implementing|"
    r"introducing|restoring|rebuilding|fixing up|doing up|converting|decorating|"
    r"potty training|sleep training|weaning|doing(?= (?:a|an|my|our) | the (?:[\w-]+ ){0,4}?(?:course|program|programme|"
    r"challenge|bootcamp|apprenticeship|certification|diploma|module|plan|diet)\b)|taking(?= \w+ (?:classes|lessons|courses?)\b|"
    r" (?:a|an) \w* ?(?:class|course)\b)"
)
_SUBJECT = (
    r"(?:i(?:'m| am)|we(?:'re| are)|i(?:'ve| have) been|we(?:'ve| have) been|"
    r"(?:our|my) (?:team|company|startup|lab|group) is|(?:our|my) (?:team|company)'s)"
)
_CONTEXT = re.compile(
    rf"^{_SUBJECT}\s+(?P<adv>(?:currently|still|now|slowly|finally|busy|also|just)\s+)*"
    rf"(?P<verb>{_CONTEXT_VERBS})\s+(?P<obj>.+)$"
)
_STARTED = re.compile(
    r"^(?:i|we)\s+(?:just\s+|recently\s+)?(?:started|began|kicked off)\s+(?P<verb>working on|"
    r"learning|writing|building|studying|training for|a new(?!\s+(?:job|role|position)\b))\s+"
    r"(?P<obj>.+)$"
)
# "I've been in therapy for a year", "on sick leave since march", "on a waiting list for an
# ADHD assessment", "in the process of buying a flat": a state one is in for a while.
_IN_SITUATION = re.compile(
    r"^(?:i(?:'m| am)|we(?:'re| are)|i(?:'ve| have) been|we(?:'ve| have) been|been)\s+"
    r"(?:currently\s+|still\s+|now\s+)?(?P<prep>in|on)\s+(?P<obj>(?:(?:couples|group|"
    r"family|grief|marriage)\s+)?(?:therapy|physio(?:therapy)?|rehab|recovery|counsell?ing|"
    r"treatment|chemo(?:therapy)?|remission|dialysis|ivf|"
    r"(?:a\s+|the\s+)?waiting list|(?:maternity|paternity|parental|sick|medical|stress|"
    r"garden|study|compassionate)\s+leave|a career break|a sabbatical|furlough|probation|"
    r"the process of|the middle of|the midst of)\b.*)$"
)
_SPLIT_SUBJECTS = re.compile(r"\s+(?:on|to|for|about|with|at|from|into|in)\s+", re.IGNORECASE)
_VAGUE = re.compile(r"(?:late|out|a lot|lots|stuff|things|something|too much|so much|some stuff)\b")
_DURATION = re.compile(r"(?:a few |several |many |\d+ )?(?:days|weeks|months|years|ages|a while)")
_BIG = re.compile(
    r"\b(?:thesis|dissertation|phd|migration|migrating|launch|launching|job|wedding|house|"
    r"home|startup|company|book|exam|surgery|baby|career|promotion|visa|funding|rewrite|"
    r"renovat\w*|move|moving|divorce|recovery|recovering)\b"
)
_URGENT = re.compile(r"\b(?:deadline|asap|urgent|urgently|due|by friday|by monday|this week)\b")

_LEARNED = re.compile(
    r"^(?:(?P<learn>i(?:'ve| have)?\s+(?:just\s+|finally\s+|recently\s+)?(?:learned|learnt|"
    r"realized|realised|discovered|found out|figured out|found|noticed)(?:\s+the hard way)?|"
    r"lesson learned|"
    r"lesson(?!s?\s+\d)|the lesson (?:here\s+)?(?:is|was)|what i learned (?:is|was)|note to self|pro tip|"
    r"takeaway|moral of the story)|(?P<turns>(?:it\s+)?turns out|(?:it\s+)?turned out))\s*"
    r"(?:that\s+|:\s*|,\s*)?(?P<what>.+)$"
)
_NEXT_TIME = re.compile(
    r"[,;]?\s+so\s+(?:next time|from now on|in (?:the )?future|going forward)\s*,?\s*"
    r"(?:i'll|i will|i should|i need to|i must|we'll|we should|we need to)?\s*(?P<lesson>.+)$",
    re.IGNORECASE,
)
_CAUSE = re.compile(
    r"^(?P<action>.+?)\s+(?P<outcome>(?:fixed|solved|resolved|sped up|speeds up|fixes|"
    r"solves|helped|helps|broke|breaks|caused|causes)\b.*)$",
    re.IGNORECASE,
)
_TRIED = re.compile(
    r"^(?:i\s+|i've\s+|i have\s+)tried\s+(?!to\b)(?P<action>.+?)\s+(?:and|but)\s+it\s+(?P<outcome>.+)$"
)
_FAILED = re.compile(r"didn't|did not|failed|worse|broke|disaster|useless|no difference|wasn't")
# Lessons people state without saying "I learned": "never again buying a used car without
# a mechanic", "switching to a standing desk fixed my back pain", "one at a time works better".
_NEVER_AGAIN = re.compile(
    r"^(?:i'm\s+|i am\s+|i'll\s+|i will\s+)?(?:never again\s+(?P<what>.+)|never\s+"
    r"(?P<what2>\w+ing\b.+?)\s+again)$"
)
_GERUND_CAUSE = re.compile(
    r"^(?P<action>\w+ing\b(?:\s+[\w'-]+){1,8}?)\s+(?P<outcome>(?:fixed|solved|cured|helped|saved|"
    r"saves|made|makes|improved|killed|ruined|halved|doubled|changed)\b.+)$"
)
_WORKS_BETTER = re.compile(
    r"^(?!(?:it|this|that|mine|yours|everything|nothing)\b)(?P<what>[\w'-]+(?:\s+[\w'-]+){0,6}?)"
    r"\s+works?\s+(?:way\s+|much\s+|a lot\s+|so much\s+|far\s+)?(?P<how>better|best)\b"
    r"(?P<rest>.*)$"
)


# "what worked for me was …", "the thing that finally fixed it was …", "the trick is to …"
_WHAT_WORKED = re.compile(
    r"^(?:what|the (?:one )?thing that)\s+(?:really\s+|finally\s+|actually\s+|eventually\s+)?"
    r"(?P<verb>worked|works|helped|helps|fixed it|fixed|solved it|made the difference|"
    r"made a difference|saved me)(?:\s+(?:for me|for us|me|us|most|best|the most|in the end))*\s+"
    r"(?:was|is)\s+(?P<what>(?!that\b).+)$"
)
_THE_TRICK = re.compile(
    r"^the\s+(?:real\s+|big\s+)?(?:trick|key|secret|fix|solution)(?:\s+(?:for me|for us|here))?\s+"
    r"(?:is|was)\s+(?:to\s+)?(?P<what>(?!that\b|there\b|it\b).+)$"
)
# "lost two hives to varroa, so now I treat in autumn": what happened, and what changed.
_SO_NOW = re.compile(
    r"(?P<cause>[^.!?\n]+?),?\s+so\s+(?:now|these days|nowadays|since then)\s+(?P<who>i|we)\s+"
    r"(?P<action>[^.!?\n]+)",
    re.IGNORECASE,
)
# What went wrong before the change: a loss, a mistake, a mishap.
_MISHAP = re.compile(
    r"\b(?:lost|missed|forgot|broke|broken|burnt|burned|scammed|ripped off|crashed|failed|"
    r"stolen|robbed|fell|injured|hurt|sprained|locked out|overslept|ran out|flooded|bitten|"
    r"stung|fined|ticket|food poisoning|sick|ill|got caught|wiped|deleted|corrupted|leaked|"
    r"died|killed|ruined|flopped|rejected|overcharged|bankrupt|debt|hacked|mugged)\b"
)
_LEADING_NOW = re.compile(r"^(?:so\s+)?(?:now|these days|nowadays|since then),?\s+")
# "…, always preheat the dutch oven": the rule a lesson ends on.
_RULE_AFTER = re.compile(r"[,;:]\s*(?:so\s+)?(?P<rule>(?:always|never)\s+[^.!?\n]+)", re.IGNORECASE)


def _told_lesson(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    """A mishap and what one does since, or a note to self, read once: on the clause that
    says the change."""
    if rule := note_to_self(msg.content):
        if is_told_lesson(msg.content, c.lower) or LESSON_HEADING.match(c.lower):
            return [_experience(msg, c, rule, "", "", capitalise(rule), 0.75)]
        return []
    told = mishap_and_change(msg.content)
    if told is None or not is_told_lesson(msg.content, c.lower):
        return []
    story, change = told
    # a long story is cut so that the rule it led to stays in the title
    lesson = f"{shorten(capitalise(story), 72)}; {change}"
    return [_experience(msg, c, story, story, "", lesson, 0.75)]


def _so_now(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if not re.match(r"(?:.*\bso\s+)?(?:now|these days|nowadays|since then)\s+(?:i|we)\b", c.lower):
        return []
    for m in _SO_NOW.finditer(msg.content):
        cause, action = m["cause"].strip(), m["action"].strip(" ,")
        if not _MISHAP.search(cause.lower()) or re.match(
            r"(?:have to|had to|need to|must|gotta|can't|cannot)\b", action.lower()
        ):
            continue  # "so now I have to redo it": a chore, not what was learned
        lesson = f"{capitalise(cause)}, so now {m['who'].lower()} {action}"
        return [_experience(msg, c, cause, action, "", lesson, 0.7)]
    return []


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
_DUE = re.compile(r"^(?:my|our)\s+(?P<obj>(?:[\w'-]+\s+){0,4}?[\w'-]+)\s+(?:is|are)\s+due\b")


def context_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    if not c.is_statement:
        return []
    c = as_project(c)
    if (d := _DUE.match(c.lower)) and find_time(c.lower, msg.created_at, future=True):
        what = c.text[d.start("obj") : d.end("obj")] if len(c.text) == len(c.lower) else d["obj"]
        c = replace(c, text=f"I'm finishing my {what}", lower=f"i'm finishing my {what.lower()}"
                    + c.lower[d.end():])  # fmt: skip
    if s := _IN_SITUATION.match(c.lower):
        obj = c.text[s.start("obj") :] if len(c.text) == len(c.lower) else s["obj"]
        c = replace(c, text=f"I'm {s['prep']} {obj}", lower=f"i'm {s['prep']} {obj.lower()}")
        m = re.match(r"^(?P<subj>i'm)\s+(?P<verb>in|on)\s+(?P<obj>.+)$", c.lower)
    else:
        m = _CONTEXT.match(c.lower) or _STARTED.match(c.lower)
    if not m:
        return []
    verb = m["verb"]
    obj = c.text[m.start("obj") :] if len(c.text) == len(c.lower) else m["obj"]
    first = obj.lower().split()[0]
    if first in PRONOUN_OBJECTS or len(obj.split()) > 16 or _VAGUE.match(obj.lower()):
        return []  # "working on it", "dealing with a lot": nothing to remember
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
    phrase = second_to_first(strip_times(f"{verb_text} {obj}"))
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


def _asked(msg: ChatMessage, start: str) -> bool:
    """Whether the sentence of `msg` that opens with `start` ends with a question mark."""
    at = msg.content.lower().find(start)
    return at < 0 or "?" in re.split(r"[.!\n]", msg.content[at:], maxsplit=1)[0]


def experience_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    # a note to oneself is meant, whatever emoji precedes it
    noted = c.lower.startswith(("note to self", "lesson learned")) and not c.is_reported
    if noted and (found := _told_lesson(c, msg)):
        return found
    if c.is_hypothetical or c.is_reported:
        return []
    original = c.text if len(c.text) == len(c.lower) else c.lower
    # "what worked for me was …" opens like a question; it is one only when it ends like one
    if (m := _WHAT_WORKED.match(c.lower)) and not _asked(msg, c.lower[:30]):
        what = original[m.start("what") :].strip()
        verb = {"works": "worked", "helps": "helped", "fixed": "fixed it"}.get(m["verb"], m["verb"])
        lesson = f"{capitalise(what)} {verb}"
        return [_experience(msg, c, what, what, verb, lesson, 0.75)]
    if c.is_question:
        return []
    if found := _told_lesson(c, msg):
        return found
    if m := _THE_TRICK.match(c.lower):
        what = original[m.start("what") :].strip()
        return [_experience(msg, c, what, what, "", capitalise(what), 0.75)]
    if found := _so_now(c, msg):
        return found
    if m := _TRIED.match(c.lower):
        action, outcome = original[m.start("action") : m.end("action")], m["outcome"]
        if action.lower().split()[0] in PRONOUN_OBJECTS:
            return []  # "I tried it and it worked": tried what?
        worked = not _FAILED.search(outcome)
        if re.fullmatch(r"(?:didn't|did not) work|worked(?: great| well)?|failed", outcome):
            lesson = f"{capitalise(action)} {'works' if worked else 'does not work'}"
        else:
            lesson = f"Trying {action} {outcome}"
        return [_experience(msg, c, f"Tried {action}", action, outcome, lesson, 0.7)]
    if m := _NEVER_AGAIN.match(c.lower):
        group = "what" if m["what"] else "what2"
        what = original[m.start(group) : m.end(group)].strip()
        return [_experience(msg, c, what, "", "", f"Never again {what}", 0.7)]
    if m := _GERUND_CAUSE.match(c.lower):
        action = original[m.start("action") : m.end("action")]
        outcome = original[m.start("outcome") :]
        lesson = f"{capitalise(action)} {outcome}"
        return [_experience(msg, c, lesson, action, outcome, lesson, 0.7)]
    if (m := _WORKS_BETTER.match(c.lower)) and not c.supplied:
        lesson = capitalise(original[: m.end("how")] + re.sub(r"\s+", " ", m["rest"]))
        return [_experience(msg, c, lesson, "", "", lesson, 0.7)]
    m = _LEARNED.match(c.lower)
    if not m:
        return []
    what = original[m.start("what") :].strip()
    if re.match(r"(?:i|we)\s+should\s+have\b", what.lower()):
        return []  # "I learned that I should have started years ago": regret, not a lesson
    if what.lower().startswith(("to always ", "to never ")):
        what = what[3:]  # "I learned to always carry a copy of my passport"
    if len(what.split()) < 3 or what.lower().startswith(
        ("to ", "how ", "a lot", "so much", "the hard way", "that the hard way")
    ):
        return []
    confidence = 0.85 if (m["learn"] and "learn" in m["learn"]) or "lesson" in c.lower else 0.75
    situation, lesson = what, what
    if n := _NEXT_TIME.search(what):
        situation = what[: n.start()].strip()
        lesson = f"{capitalise(situation)}; next time, {n['lesson'].strip()}"
    if rule := _RULE_AFTER.search(msg.content, msg.content.lower().find(what.lower()[:40])):
        lesson = f"{capitalise(lesson)}; {rule['rule'].strip()}"  # the rule the lesson ends on
    action, outcome = "", ""
    if k := _CAUSE.match(situation):
        action, outcome = k["action"], k["outcome"]
    return [_experience(msg, c, situation, action, outcome, capitalise(lesson), confidence)]


def _experience(
    msg: ChatMessage,
    c: Clause,
    situation: str,
    action: str,
    outcome: str,
    lesson: str,
    confidence: float,
) -> ExtractedItem:
    # Lessons are general: "you should always carry cash" → "Always carry cash".
    lesson = re.sub(
        r"^(?:you|one|we|i|they)\s+(?:should|must|need to|have to|gotta)\s+", "", lesson, flags=re.I
    )
    lesson = capitalise(second_to_first(re.sub(r"\byou\b", "one", lesson, flags=re.I)))
    fields: dict[str, object] = {
        "situation": capitalise(second_to_first(situation)),
        "key_learning": lesson,
        "confidence": confidence,
    }
    if action:
        fields["action"] = capitalise(second_to_first(action))
    if outcome:
        fields["outcome"] = second_to_first(outcome)
    return ExtractedItem(
        layer=layers.EXPERIENCE,
        title=shorten(lesson, 120),
        summary=shorten(f"The user learned: {lesson[0].lower()}{lesson[1:]}.", 400),
        details=c.text,
        category="lesson",
        type="lesson",
        tags=("experience",),
        fields=fields,
        source_message_ids=(msg.id,),
    )
