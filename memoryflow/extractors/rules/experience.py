"""Experience statements: what happened and what was learned ("I learned…", "turns out…",
"what worked for me was…", "the trick is to…", a mishap and what one does since)."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.experience_effects import effect_found
from memoryflow.extractors.rules.experience_item import experience_item
from memoryflow.extractors.rules.experience_mishaps import mishap_items
from memoryflow.extractors.rules.experience_told import _hindsight, _so_now, _told_lesson
from memoryflow.extractors.rules.hindsight import hindsight_story
from memoryflow.extractors.rules.lesson_frames import framed_lesson
from memoryflow.extractors.rules.lesson_lengths import STORY_PART
from memoryflow.extractors.rules.lesson_stories import story_before
from memoryflow.extractors.rules.lexicon import PRONOUN_OBJECTS
from memoryflow.extractors.rules.phrasing import capitalise, shorten
from memoryflow.extractors.rules.sentences import sentence_from
from memoryflow.extractors.rules.text import Clause

_LEARNED = re.compile(
    r"^(?:(?P<learn>i(?:'ve| have)?\s+(?:just\s+|finally\s+|recently\s+)?(?:learned|learnt|"
    # "found a 1930 penny at a garage sale", "found it on pararius", "found him on linkedin":
    # a thing or a person found, not a lesson
    r"realized|realised|discovered|found out|figured out|found(?!\s+(?:a|an|my|our|some|\d|it|"
    r"him|her|them|this|these|those|one|his|their|your)\b)|"
    r"noticed)\b(?:\s+the hard way)?|"  # a whole verb: "founded" is not "found" + "ed"
    r"lesson learned|"
    r"lesson(?!s?\s+\d)|the lesson (?:here\s+)?(?:is|was)|what i learned (?:is|was)|note to self|pro tip|"
    r"takeaway|moral of the story)|(?P<turns>(?:it\s+)?turns out|(?:it\s+)?turned out))\s*"
    r"(?:that\s+|:\s*|,\s*)?(?P<what>.+)$"
)
# "found out i'm allergic to kiwi", "turns out i'm pregnant": what the user learned of their
# own body is a fact about them (the identity table reads it), not a lesson from an event.
_OWN_CONDITION = re.compile(
    r"(?:i'?m|i am|i have|i've got|ive got)\s+(?:an?\s+|severely\s+|mildly\s+|also\s+)?"
    r"(?:allergic|intolerant|lactose|coeliac|celiac|pregnant|diabetic|pre-diabetic|prediabetic|"
    r"ana?emic|deficient|allergy|intolerance|adhd|autistic|dyslexic)\b"
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

# "direct answers work best for me": how the user wants answers, no lesson from an event.
_ANSWERS = re.compile(r"\b(?:answers|replies|responses|explanations)$")

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
# A clause that opens on what one does since: the rule of a told lesson.
_RULE_SINCE = re.compile(
    r"(?:so\s+)?(?:now|these days|nowadays|since then|ever since),?\s+(?:i|we)\b"
)
# "…, always preheat the dutch oven": the rule a lesson ends on.
_RULE_AFTER = re.compile(r"[,;:]\s*(?:so\s+)?(?P<rule>(?:always|never)\s+[^.!?\n]+)", re.IGNORECASE)


def _after_colon(content: str, clause: str) -> str | None:
    """The rest of the sentence after "<clause>:", where a clause ending in "this" points."""
    at = content.find(clause)
    if at < 0:
        return None
    rest = content[at + len(clause) :].lstrip()
    if not rest.startswith(":"):
        return None
    said = re.split(r"(?<=[.!?])\s|\n", rest[1:].strip(), maxsplit=1)[0].strip(" .!")
    return said or None


def _trouble_before(content: str, clause: str) -> str | None:
    """The trouble told before "…, and what fixed it was this:" in the same sentence."""
    at = content.find(clause)
    if at <= 0:
        return None
    before = re.split(r"(?<=[.!?])\s|\n", content[:at])[-1]
    before = re.sub(r"^(?:last time|the last time|once|when)\s+", "", before.strip(), flags=re.I)
    before = re.sub(r",?\s*(?:and|but|so)?\s*$", "", before, flags=re.I).strip(" ,")
    return before if len(before.split()) >= 2 else None


def _asked(msg: ChatMessage, start: str) -> bool:
    """Whether the sentence of `msg` that opens with `start` ends with a question mark."""
    at = msg.content.lower().find(start)
    return at < 0 or "?" in re.split(r"[.!\n]", msg.content[at:], maxsplit=1)[0]


def experience_items(c: Clause, msg: ChatMessage) -> list[ExtractedItem]:
    # a note to oneself is meant, whatever emoji precedes it
    noted = c.lower.startswith(("note to self", "lesson learned")) and not c.is_reported
    if noted and (found := _told_lesson(c, msg)):
        return found
    if _RULE_SINCE.match(c.lower) and not c.is_reported and (found := _told_lesson(c, msg)):
        # "since then i turn back if the forecast says over 10": the condition belongs to
        # the rule one keeps since a mishap, and does not make the rule hypothetical
        return found
    if c.is_reported and not (c.is_hypothetical or c.is_question):
        return mishap_items(c, msg)  # "lost 80,000 baht to a guy who said he was a trader"
    if c.is_hypothetical or c.is_reported:
        return []
    original = c.text if len(c.text) == len(c.lower) else c.lower
    # "what worked for me was …" opens like a question; it is one only when it ends like one
    if (m := _WHAT_WORKED.match(c.lower)) and not _asked(msg, c.lower[:30]):
        what = original[m.start("what") :].strip()
        verb = {"works": "worked", "helps": "helped", "fixed": "fixed it"}.get(m["verb"], m["verb"])
        lesson = f"{capitalise(what)} {verb}"
        if what.lower() in ("this", "it"):
            # "Last time my plants kept dying, and what fixed it was this: I was overwatering
            # them": the answer follows the colon, the trouble it fixed comes before
            what = _after_colon(msg.content, c.text) or ""
            if not what:
                return []
            trouble = _trouble_before(msg.content, c.text)
            lesson = f"{capitalise(trouble)}; {what}" if trouble else f"{capitalise(what)} {verb}"
        return [experience_item(msg, c, what, what, verb, lesson, 0.75)]
    if c.is_question:
        return []
    if effect := effect_found(c.lower, msg.content):  # "melatonin does nothing for me"
        effect_told = capitalise(original.strip() if effect[2] == c.lower else effect[2])
        return [experience_item(msg, c, effect[0], effect[0], effect[1], effect_told, 0.7)]
    if framed := framed_lesson(c.lower, c.text, msg.content):
        return [experience_item(msg, c, framed[0], "", "", framed[1], 0.7)]
    if found := _told_lesson(c, msg):
        return found
    if m := _THE_TRICK.match(c.lower):
        what = original[m.start("what") :].strip()
        return [experience_item(msg, c, what, what, "", capitalise(what), 0.75)]
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
        return [experience_item(msg, c, f"Tried {action}", action, outcome, lesson, 0.7)]
    told = hindsight_story(msg.content)  # a story the hindsight reading already holds
    if (
        re.match(r"never again\b", c.lower)
        and not (told and not told.lower().startswith("never again"))
        and (story := story_before(msg.content, c.lower))
    ):
        # "last year i went hypo at mile 60. never again - now i eat every 30 min": the rule
        # is remembered by the story told before it, and said after the marker if at all
        at = msg.content.lower().find(c.lower)
        said = sentence_from(msg.content, at + len(c.lower))
        rule = said.strip(" -\u2013\u2014,:;") or "never again"
        lesson = f"{shorten(capitalise(story), STORY_PART)}; {rule}"
        return [experience_item(msg, c, story, story, "", lesson, 0.7)]
    if (m := _NEVER_AGAIN.match(c.lower)) and len(c.lower.split()) <= 3:
        return _hindsight(c, msg, closing=True)  # a bare "never again" closes a story
    if m and m["what2"] and re.match(r"\w+ing\s+(?:that|it|this|so)$", m["what2"]):
        return []  # "never doing that again": what "that" is was told before, and read there
    if m:
        group = "what" if m["what"] else "what2"
        what = original[m.start(group) : m.end(group)].strip()
        if will := re.match(r"will\s+(?:i|we)\s+", what, flags=re.I):  # "never again will i …"
            return [
                experience_item(msg, c, what, "", "", f"Will never again {what[will.end() :]}", 0.7)
            ]
        return [experience_item(msg, c, what, "", "", f"Never again {what}", 0.7)]
    if m := _GERUND_CAUSE.match(c.lower):
        action = original[m.start("action") : m.end("action")]
        outcome = original[m.start("outcome") :]
        lesson = f"{capitalise(action)} {outcome}"
        return [experience_item(msg, c, lesson, action, outcome, lesson, 0.7)]
    if (m := _WORKS_BETTER.match(c.lower)) and not (c.supplied or _ANSWERS.search(m["what"])):
        lesson = capitalise(original[: m.end("how")] + re.sub(r"\s+", " ", m["rest"]))
        return [experience_item(msg, c, lesson, "", "", lesson, 0.7)]
    m = _LEARNED.match(c.lower)
    if not m:
        return _hindsight(c, msg) or mishap_items(c, msg)
    what = original[m.start("what") :].strip()
    if re.match(r"(?:my|our)\s+lesson\b", what.lower()):  # "learnt my lesson with credit cards"
        lesson = f"Learned {what}"
        return [experience_item(msg, c, what, "", "", lesson, 0.8)]
    if _OWN_CONDITION.match(what.lower()):
        return []  # "found out i'm allergic to cashews": a fact about the user, not a lesson
    if re.match(r"(?:i|we)\s+should\s+have\b", what.lower()):
        return []  # "I learned that I should have started years ago": regret, not a lesson
    if what.lower().startswith(("to always ", "to never ")) or (
        "hard way" in (m["learn"] or "") and what.lower().startswith("to ")
    ):
        what = what[3:]  # "I learned to always carry …", "learned the hard way to back up …"
    if len(what.split()) < 3 or what.lower().startswith(
        ("to ", "how ", "a lot", "so much", "the hard way", "that the hard way")
    ):
        return []
    confidence = 0.85 if (m["learn"] and "learn" in m["learn"]) or "lesson" in c.lower else 0.75
    situation, lesson = what, what
    if n := _NEXT_TIME.search(what):
        situation = what[: n.start()].strip()
        lesson = f"{capitalise(situation)}; next time, {n['lesson'].strip()}"
    if after := _RULE_AFTER.search(msg.content, msg.content.lower().find(what.lower()[:40])):
        lesson = f"{capitalise(lesson)}; {after['rule'].strip()}"  # the rule the lesson ends on
    action, outcome = "", ""
    if k := _CAUSE.match(situation):
        action, outcome = k["action"], k["outcome"]
    return [experience_item(msg, c, situation, action, outcome, capitalise(lesson), confidence)]
