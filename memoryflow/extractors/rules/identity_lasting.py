"""Lasting facts about the user's body said in passing, often as the reason for a question:
"food 200 is impossible lol im vegan", "i have pretty bad social anxiety", "my doctor says
my iron is in the basement", "52, dodgy left knee from skiing", "i'm on insulin"; and,
through `identity_living`, limits, home and papers ("i cant drive btw", "living alone for
the first time ever", "my visa only allows 20h work a week").

The main table reads such facts only at the start of a clause and in their plainest frame;
these readers look anywhere in a statement for a first-person frame around them. What keeps
other people's facts, wishes and one-off states out is the frame itself: "I" (or no subject
at all) in front, no "if", "whether" or "pretend" before it, and the state one of those that
last (a diet, a condition, a limit, a home), never "tired" or "a cold". A wry emoji does not
undo a condition ("the irony: im lactose intolerant 🙃"), but it does a diet ("yeah im
totally vegan 🙄")."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from memoryflow.extractors.rules.identity_family import MORE_CONDITIONS
from memoryflow.extractors.rules.identity_living import home_facts, limit_facts, papers_facts
from memoryflow.extractors.rules.identity_patterns import WORD_END, IdentityFact, make_fact, orig
from memoryflow.extractors.rules.lexicon import CONDITIONS, STATES, alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["lasting_in_passing"]

_ADV = (
    r"(?:(?:also|actually|still|now|just|really|basically|literally|already|officially|"
    r"both|even|always|kinda|kind of|like)\s+)*"
)
_IM = r"i(?:'m| am)"
# Words that make what follows someone's supposition, not the user's fact.
_NOT_SAID_AS_FACT = re.compile(
    r"\b(?:if|whether|unless|pretend|pretending|assume|assuming|suppose|imagine|as if|like if|"
    r"when|once|says|said|thinks|think|thought|told|tell|sure|in case|say)\s*(?:that\s+)?$"
)
_STATE = alternation(tuple(sorted({*STATES, "anaemic", "anemic"}, key=len, reverse=True)))
_DIETS = {"vegetarian", "vegan", "pescatarian", "kosher", "halal", "teetotal", "sober"}
# "food 200 is impossible lol im vegan", "the irony: im lactose intolerant"
_STATE_SAID = re.compile(
    rf"\b{_IM}\s+{_ADV}(?:(?:a|an|strict|mostly|severely|very|super|fully)\s+)*"
    rf"(?:(?P<state>{_STATE})|(?P<intol>[a-z]+)[- ]intolerant){WORD_END}"
)
# "vegetarian too so no jerky": a diet added to what the user said before; "being coeliac,
# eating out is a nightmare": a state as the ground of the sentence
_STATE_TOO = re.compile(
    rf"^(?:(?P<state>{_STATE})\s+(?:too|as well|also)\b|being\s+(?:a\s+|an\s+)?(?P<being>{_STATE})\s*$)"
)
# "i'm allergic to shellfish", "ive developed an allergy to acrylic monomer"
_ALLERGY = re.compile(
    rf"\b(?:{_IM}\s+{_ADV}(?:(?:severely|very|really|deathly|mildly|super)\s+)?allergic\s+to|"
    rf"i(?:'ve| have)\s+{_ADV}(?:developed|got)\s+(?:an?\s+|)(?:(?:bad|severe|serious)\s+)?"
    rf"allerg(?:y|ies)\s+to)\s+(?P<what>(?!(?:it|that|this|them|you|everything)\b)[\w' -]{{2,40}})"
)
_COND = alternation(tuple(sorted({*CONDITIONS, *MORE_CONDITIONS}, key=len, reverse=True)))
# How bad, which is left out of the title; "social" and the like name the condition.
_DEGREE = (
    r"(?:(?:pretty|really|quite|very|super|so|such|bad|severe|mild|chronic|terrible|awful|"
    r"crippling|debilitating|horrible|serious|diagnosed|a\s+touch\s+of|a\s+bit\s+of)\s+)*"
)
_KIND = (
    r"(?P<kind>(?:social|generali[sz]ed|seasonal|clinical|health|exercise[- ]induced|"
    r"allergic|complex|atopic|rheumatoid|chronic|gestational)\s+)?"
)
# "i have pretty bad social anxiety", "I'm 28 weeks pregnant and just got diagnosed with…"
_CONDITION = re.compile(
    rf"(?:^|\b(?:i|and|but|so|also|plus)\s+){_ADV}(?:have|'ve got|have got|got|(?P<get>get)|suffer from|"
    rf"suffer with|live with|struggle with|(?:was|got|'ve been|have been|been)\s+diagnosed (?:with|w/?))"
    rf"\s+{_DEGREE}{_KIND}(?P<cond>{_COND}){WORD_END}"
    # what one gets only at a moment is a passing state: "i get anxiety before exams"
    r"(?(get)(?!\s+(?:before|during|about|around|at|on|for|over)\b)|)"
)
# "severe peanut allergy", "nut allergy here": an allergy said as a fragment, with how bad
# it is or "here" to make it the writer's (not "one peanut allergy" on a guest list)
_ALLERGY_TAG = re.compile(
    r"^(?:a\s+)?(?:(?:severe|bad|serious|deadly|life[- ]threatening|mild|major)\s+(?P<what>[a-z]+)"
    r"\s+allerg(?:y|ies)\b|(?P<what2>[a-z]+)\s+allerg(?:y|ies)\s+here\b)"
)
# "as someone with adhd, …": a condition the user speaks from
_AS_SOMEONE_WITH = re.compile(
    rf"\bas\s+(?:someone|somebody|a\s+person|a\s+woman|a\s+man|a\s+guy|a\s+girl)\s+with\s+"
    rf"{_DEGREE}{_KIND}(?P<cond>{_COND}){WORD_END}"
)
# Measures a doctor reads, and which way is the bad one.
_BAD_WHEN_LOW = r"iron|b12|vitamin d|ferritin|ha?emoglobin|potassium"
# bare "sugar" goes with the diabetes it is named beside ("my sugar is high, type 2")
_BAD_WHEN_HIGH = r"cholesterol|blood pressure|blood sugar|bp|a1c|hba1c"
_LEVEL = (
    r"(?P<low>low|very low|really low|in the basement|on the floor|rock bottom|tanked|down)|"
    r"(?P<high>high|very high|really high|through the roof|sky high|elevated|up)|"
    r"(?P<bad>terrible|awful|bad|rubbish|shocking|not great|a mess|all over the place)"
)
_MEASURE = re.compile(
    rf"\bmy\s+(?P<what>{_BAD_WHEN_LOW}|{_BAD_WHEN_HIGH})(?:\s+levels?)?\s+(?:is|was|are|were|'s)\s+"
    rf"(?:(?:so|too|pretty|really|still|super|way|quite|kind of|kinda|like)\s+)*(?:{_LEVEL})\b"
)
# "the doctor says its a herniated disc", "doctor said herniated disc L5": a diagnosis told
_TOLD_CONDITION = re.compile(
    r"\b(?:doctor|doc|gp|dr|physio|specialist|consultant|surgeon|neurologist)\s+(?:(?:just|finally|also)\s+)?(?:says|said|"
    r"thinks|confirmed|told\s+me)\s+(?:that\s+)?(?:(?:it's|its|it\s+is|i\s+have|i've\s+got|"
    rf"i\s+got)\s+)?(?:a\s+|an\s+)?{_DEGREE}{_KIND}(?P<cond>{_COND}){WORD_END}"
)
# "52, dodgy left knee from skiing", "i've got a bad back and a gammy hip": a body part gone
# wrong for good, said as a fragment or as one's own
_BAD_PART = re.compile(
    r"(?:^(?:and\s+)?|\bi\s+(?:have|'ve\s+got|got)\s+|\bwith\s+my\s+)(?:a\s+|an\s+)?"
    r"(?P<part>(?:dodgy|bad|busted|wonky|weak|gammy|dicky|knackered|bum|crook|arthritic)\s+"
    r"(?:(?:left|right)\s+)?(?:knee|knees|back|hip|hips|shoulder|ankle|ankles|wrist|neck|heart))\b(?!\s+days?\b)"
)
_DEFICIENT = re.compile(
    rf"\b(?:(?P<what>{_BAD_WHEN_LOW})\s+deficien(?:cy|t)|deficient\s+in\s+(?P<what2>{_BAD_WHEN_LOW}))\b"
)
_DOCTOR = re.compile(
    r"\b(?:doctor|doc|gp|dr|physio|specialist|consultant|gastro|nurse|blood\s+tests?|bloods|"
    r"tests?)\s+(?:(?:just|finally|also)\s+)?(?:says|said|say|showed|show|found|confirmed|told\s+me|thinks)\b"
)
# Medicines one lives on: "i'm on insulin", "im on meds for my thyroid" (not antibiotics)
_ON_MEDICINE = re.compile(
    rf"\b(?:{_IM}\s+{_ADV}on|i\s+{_ADV}take)\s+(?P<med>insulin|blood\s+thinners|"
    r"antidepressants|beta blockers|statins|thyroxine|levothyroxine|hrt|lithium|methotrexate|"
    r"(?:my\s+)?(?:meds|medication)\s+for\s+(?:my\s+)?[a-z' ]{3,30}?)"
    r"(?=\s*$|\s*[,.!;]|\s+(?:so|and|but|which|now|daily|every|lol)\b)"
)


def _yours(c: Clause, at: int) -> bool:
    """Whether what starts at `at` is said as the user's fact, not supposed by someone."""
    return not _NOT_SAID_AS_FACT.search(c.lower[:at].rstrip(" ,"))


def _states(c: Clause, sincere: bool, table_read: bool = True) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    for m in _STATE_SAID.finditer(c.lower):
        if (m.start() == 0 and sincere and table_read) or not _yours(c, m.start()):
            continue  # at the start of a plain statement the table reads it
        if m["intol"]:
            what = orig(c, m, "intol")
            found.append(make_fact("diet", what, f"Is {what} intolerant", "personal"))
        elif sincere or m["state"] not in _DIETS:
            found.append(make_fact("diet", m["state"], f"Is {m['state']}", "personal"))
    if sincere and (too := _STATE_TOO.match(c.lower)):
        state = too["state"] or too["being"]
        found.append(make_fact("diet", state, f"Is {state}", "personal"))
    if sincere and (tag := _ALLERGY_TAG.match(c.lower)):
        what = tag["what"] or tag["what2"]
        found.append(make_fact("allergy", what, f"Is allergic to {what}", "personal"))
    if (a := _ALLERGY.search(c.lower)) and _yours(c, a.start()):
        what = re.split(r"\s+(?:so|but|which|because|and my|too|as well|though|lol)\b",
                        orig(c, a, "what"))[0]  # fmt: skip
        for thing in [t for t in re.split(r"\s*(?:\band\b|\bor\b|&|,)\s*", what) if t][:4]:
            found.append(make_fact("allergy", thing, f"Is allergic to {thing}", "personal"))
    return found


def _health(c: Clause) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    if ((m := _CONDITION.search(c.lower)) and _yours(c, m.start())) or (
        m := _AS_SOMEONE_WITH.search(c.lower)
    ):
        cond = f"{m['kind'] or ''}{orig(c, m, 'cond')}".strip()
        cond = cond.upper() if cond.lower() in ("adhd", "ptsd", "ocd", "ibs", "pcos") else cond
        found.append(make_fact("health", cond, f"Has {cond}", "personal"))
    if (m := _BAD_PART.search(c.lower)) and _yours(c, m.start()):
        part = orig(c, m, "part")
        art = "" if part.endswith("s") else "an " if part[0] in "aeiou" else "a "
        found.append(make_fact("health", part, f"Has {art}{part}", "personal"))
    if (m := _ON_MEDICINE.search(c.lower)) and _yours(c, m.start()):
        med = orig(c, m, "med")
        med = med.upper() if med.lower() == "hrt" else med
        found.append(make_fact("health", med, f"Takes {med}", "personal"))
    return found


def _told(c: Clause) -> list[IdentityFact]:
    """A diagnosis the user reports from their doctor, anywhere in the clause."""
    if m := _TOLD_CONDITION.search(c.lower):
        cond = f"{m['kind'] or ''}{orig(c, m, 'cond')}".strip()
        return [make_fact("health", cond, f"Has {'a ' if cond.endswith('disc') else ''}{cond}",
                          "personal")]  # fmt: skip
    return []


def _measured(c: Clause) -> list[IdentityFact]:
    """'my doctor says my iron is in the basement' → low iron; 'the doctor said iron
    deficiency' → iron deficiency. A measure is the user's when it is "my" measure or a
    doctor names it to them."""
    if m := _MEASURE.search(c.lower):
        what = "blood pressure" if m["what"] == "bp" else m["what"]
        low = bool(m["low"]) or (bool(m["bad"]) and re.fullmatch(_BAD_WHEN_LOW, what) is not None)
        level = "low" if low else "high"
        display = what.upper() if what in ("b12", "a1c", "hba1c") else what.replace(" d", " D")
        return [make_fact("health", f"{level} {what}", f"Has {level} {display}", "personal")]
    if (m := _DEFICIENT.search(c.lower)) and (
        _DOCTOR.search(c.lower) or _said_with_condition(c, m)
    ):
        what = m["what"] or m["what2"]
        return [make_fact("health", f"{what} deficiency", f"Has {what} deficiency", "personal")]
    return []


def _said_with_condition(c: Clause, m: re.Match[str]) -> bool:
    return bool(re.search(r"\b(?:i\s+(?:have|'ve got|got)|diagnosed with|with my)\s+(?:an?\s+)?$",
                          c.lower[: m.start()]))  # fmt: skip


# "what can i eat as im vegan?", "is it normal that i cant drive at 30?": a reason or a
# premise inside a question is stated, not asked.
_GIVEN = re.compile(
    r"\b(?:because|cos|cause|coz|bc|since|as|given(?:\s+that)?|now\s+that|seeing\s+as|"
    r"(?:normal|weird|ok|okay|bad|strange|common)\s+that)\s+(?=i\b|i'm\b|i've\b)"
)


def _given_in_a_question(c: Clause) -> tuple[IdentityFact, ...]:
    if c.is_hypothetical or c.is_reported or (m := _GIVEN.search(c.lower)) is None:
        return ()
    said = c.lower[m.end() :]
    stated = replace(c, text=said, lower=said, is_question=False)
    found = _states(stated, True, table_read=False) + _health(stated)
    return tuple(found + limit_facts(stated, _yours) + home_facts(stated, _yours))


@lru_cache(maxsize=4096)
def lasting_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """The lasting facts about the user's body, limits, home and papers a clause names
    beside what it is about."""
    if c.supplied or (c.is_reported and not _DOCTOR.search(c.lower)):
        return ()
    if c.is_question:
        return _given_in_a_question(c)
    if c.is_hypothetical and not c.is_sarcastic_only:
        return ()
    sincere = not c.is_hypothetical
    if c.is_reported:  # "the doctor said iron deficiency": what the doctor found, and what
        said = _DOCTOR.search(c.lower)  # the user said before naming the doctor
        before = c.lower[: said.start() if said else 0]
        told = replace(c, text=before, lower=before, is_reported=False)
        return tuple(_told(c) + _measured(c) + _states(told, sincere) + _health(told))
    found = _states(c, sincere) + _health(c) + _told(c) + _measured(c)
    if sincere:
        found += limit_facts(c, _yours) + home_facts(c, _yours) + papers_facts(c, _yours)
    return tuple(found)
