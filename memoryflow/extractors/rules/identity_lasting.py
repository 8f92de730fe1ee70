"""Lasting facts about the user's body and life said in passing, often as the reason for a
question: "food 200 is impossible lol im vegan", "i have pretty bad social anxiety", "my
doctor says my iron is in the basement", "i cant drive btw so its the bike or nothing",
"living alone for the first time ever", "i live on the 4th floor with no lift", "my visa
only allows 20h work a week", "im already a permanent resident".

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
# "vegetarian too so no jerky": a diet added to what the user said before
_STATE_TOO = re.compile(rf"^(?P<state>{_STATE})\s+(?:too|as well|also)\b")
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
    rf"suffer with|live with|struggle with|(?:was|got|'ve been|have been|been)\s+diagnosed with)"
    rf"\s+{_DEGREE}{_KIND}(?P<cond>{_COND}){WORD_END}"
    # what one gets only at a moment is a passing state: "i get anxiety before exams"
    r"(?(get)(?!\s+(?:before|during|about|around|at|on|for|over)\b)|)"
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
_DEFICIENT = re.compile(
    rf"\b(?:(?P<what>{_BAD_WHEN_LOW})\s+deficien(?:cy|t)|deficient\s+in\s+(?P<what2>{_BAD_WHEN_LOW}))\b"
)
_DOCTOR = re.compile(
    r"\b(?:doctor|doc|gp|dr|physio|specialist|consultant|gastro|nurse|blood\s+tests?|bloods|"
    r"tests?)\s+(?:says|said|say|showed|show|found|confirmed|told\s+me|thinks)\b"
)
# Devices one lives with: "I have just got my first hearing aids", "got a stent put in"
_DEVICE = re.compile(
    rf"(?:^|\bi\s+)(?:have\s+|'ve\s+)?{_ADV}(?:have|wear|use|got|had)\s+"
    r"(?:(?:my\s+)?(?:first|new)\s+)?(?P<dev>hearing aids?|a hearing aid|a pacemaker|a stent|"
    r"stents|a cochlear implant|cochlear implants|an insulin pump|a stoma|a colostomy bag|"
    r"a prosthetic (?:leg|arm|foot|hand)|a glass eye)\b"
)
# What one cannot do, as a lasting limit; the clause must end with it or go on to a reason.
_LIMIT_VERB = (
    r"drive|swim|ride a bike|ride a bicycle|cycle|cook|read music|walk far|walk long distances|"
    r"climb stairs|stand for long|lift heavy things|eat gluten|eat dairy|have dairy|have gluten"
)
_LIMIT_END = (
    r"(?=\s*$|\s*[,.!;)]|\s+(?:btw|lol|lmao|haha|so|and|but|because|cos|bc|anyway|at all|"
    r"anymore|any more|yet|either|though|tho|myself|legally|properly|which|since|due)\b)"
)
_LIMIT = re.compile(
    rf"\bi\s+{_ADV}(?P<how>can't|cannot|can not|cant|don't|do not|never learned to|never "
    rf"learnt to)\s+(?:even\s+)?(?P<verb>{_LIMIT_VERB}){_LIMIT_END}"
    rf"|\b{_IM}\s+{_ADV}not\s+(?:allowed|able|permitted)\s+to\s+(?P<verb2>{_LIMIT_VERB}|fly)"
    rf"{_LIMIT_END}"
)
_NO_LICENCE = re.compile(
    r"\bi\s+(?:don't|do not|dont)\s+(?:have|hold)\s+(?:a\s+)?(?:driving\s+|driver's\s+|drivers\s+)?"
    r"licen[cs]e\b|\bi\s+(?:have|'ve got)\s+no\s+(?:driving\s+|driver's\s+)?licen[cs]e\b"
)
_ALONE = re.compile(
    rf"(?:^|\bi\s+{_ADV}|\b{_IM}\s+{_ADV}|\bnow\s+)(?:live|living)\s+(?:all\s+)?"
    r"(?:alone|on\s+my\s+own|by\s+myself)\b"
)
_ORDINAL = (
    r"\d{1,2}(?:st|nd|rd|th)|ground|top|first|second|third|fourth|fifth|sixth|seventh|eighth|"
    r"ninth|tenth"
)
_FLOOR = re.compile(
    rf"\bi\s+{_ADV}live\s+on\s+(?:the\s+|a\s+)?(?P<floor>(?:{_ORDINAL})\s+floor)"
    r"(?P<lift>\s+(?:with\s+no|without\s+(?:a|an)|and\s+(?:there's|theres|there\s+is)\s+no|no)\s+"
    r"(?:lift|elevator))?"
)
_RENTING = re.compile(
    r"\bi(?:'ve| have)\s+been\s+renting(?:\s+(?:here|this\s+(?:place|flat|house)))?\s+(?:for\s+)?"
    r"(?P<dur>(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|many)\s+(?:years?|yrs))"
)
_ROOMMATES = re.compile(
    r"(?:\bi\s+live|\b(?:i'm|i am)\s+living|^living|\bme\s+and\s+my|^my)\s+(?:with\s+(?:my\s+)?)?"
    r"(?P<n>\d|two|three|four|five|six)?\s*(?P<who>room\s?mates?|flat\s?mates?|house\s?mates?)\b"
    r"(?P<split>(?:\s+and\s+i)?\s+(?:split|share|pay)\s+(?:the\s+)?(?:rent|a\s+(?:flat|house|"
    r"room|kitchen|bathroom)))?"
)
# Where one stands with the country one lives in: "im already a permanent resident",
# "im a citizen since 2019", "im on a student visa", "my visa only allows 20h work a week".
_STATUS = re.compile(
    rf"\b{_IM}\s+{_ADV}(?:a\s+)?(?P<st>permanent resident|(?:dual\s+|naturali[sz]ed\s+|"
    r"[a-z]+\s+)?citizen|green card holder|pr holder|refugee|asylum seeker)"
    r"(?P<since>\s+since\s+(?:19|20)\d\d)?(?=\s*$|\s*[,.!;]|\s+(?:now|here|since|so|and|but|lol)\b)"
)
_ON_A_VISA = re.compile(
    rf"\b{_IM}\s+{_ADV}on\s+(?:a|an|my)\s+(?P<visa>(?:[\w-]+\s+){{0,2}}?(?:visa|work permit|"
    r"study permit|residence permit))\b(?!\s+(?:run|application|interview|appointment)\b)"
)
_VISA_ALLOWS = re.compile(
    r"\bmy\s+(?P<visa>(?:[\w-]+\s+){0,2}?(?:visa|work permit|study permit|residence permit))\s+"
    r"(?P<only>only\s+)?(?:allows|lets me|permits|limits me to|caps me at)\s+"
    r"(?P<what>(?:me\s+)?(?:[\w/-]+\s+){0,5}?[\w/-]+?)(?=\s*$|\s+(?:and|but|so|which|lol)\b)"
)


def _yours(c: Clause, at: int) -> bool:
    """Whether what starts at `at` is said as the user's fact, not supposed by someone."""
    return not _NOT_SAID_AS_FACT.search(c.lower[:at].rstrip(" ,"))


def _states(c: Clause, sincere: bool) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    for m in _STATE_SAID.finditer(c.lower):
        if (m.start() == 0 and sincere) or not _yours(c, m.start()):
            continue  # at the start of a plain statement the table reads it
        if m["intol"]:
            what = orig(c, m, "intol")
            found.append(make_fact("diet", what, f"Is {what} intolerant", "personal"))
        elif sincere or m["state"] not in _DIETS:
            found.append(make_fact("diet", m["state"], f"Is {m['state']}", "personal"))
    if sincere and (too := _STATE_TOO.match(c.lower)):
        found.append(make_fact("diet", too["state"], f"Is {too['state']}", "personal"))
    if (a := _ALLERGY.search(c.lower)) and _yours(c, a.start()):
        what = re.split(r"\s+(?:so|but|which|because|and my|too|as well|though|lol)\b",
                        orig(c, a, "what"))[0]  # fmt: skip
        for thing in [t for t in re.split(r"\s*(?:\band\b|\bor\b|&|,)\s*", what) if t][:4]:
            found.append(make_fact("allergy", thing, f"Is allergic to {thing}", "personal"))
    return found


def _health(c: Clause) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    if (m := _CONDITION.search(c.lower)) and _yours(c, m.start()):
        cond = f"{m['kind'] or ''}{orig(c, m, 'cond')}".strip()
        cond = cond.upper() if cond.lower() in ("adhd", "ptsd", "ocd", "ibs", "pcos") else cond
        found.append(make_fact("health", cond, f"Has {cond}", "personal"))
    if (m := _DEVICE.search(c.lower)) and _yours(c, m.start()):
        dev = orig(c, m, "dev")
        verb = "Wears" if "hearing" in dev or "eye" in dev else "Has"
        dev = dev if dev.startswith(("a ", "an ")) or dev.endswith("s") else f"{dev}s"
        found.append(make_fact("health", dev, f"{verb} {dev}", "personal"))
    return found


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


def _limits(c: Clause) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    if (m := _LIMIT.search(c.lower)) and _yours(c, m.start()):
        if m["verb2"]:
            title = f"Is not allowed to {m['verb2']}"
        elif m["how"].startswith("never"):
            title = f"Never learned to {m['verb']}"
        elif m["how"] in ("don't", "do not"):
            title = f"Does not {m['verb']}"
        else:
            title = f"Cannot {m['verb']}"
        found.append(make_fact("ability", title.lower(), title, "personal"))
    if (m := _NO_LICENCE.search(c.lower)) and _yours(c, m.start()):
        found.append(
            make_fact("ability", "no driving licence", "Has no driving licence", "personal")
        )
    return found


def _home(c: Clause) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    if (m := _ALONE.search(c.lower)) and _yours(c, m.start()):
        found.append(make_fact("household", "alone", "Lives alone", "personal"))
    if (m := _FLOOR.search(c.lower)) and _yours(c, m.start()):
        lift = " with no lift" if m["lift"] else ""
        title = f"Lives on the {m['floor']}{lift}"
        found.append(make_fact("home", title.lower(), title, "personal"))
    if (m := _RENTING.search(c.lower)) and _yours(c, m.start()):
        found.append(make_fact("home", "renting", f"Has been renting their home for {m['dur']}",
                               "personal"))  # fmt: skip
    if (m := _ROOMMATES.search(c.lower)) and _yours(c, m.start()):
        said_with = "with" in c.lower[m.start() : m.start("who")] or "liv" in m.group(0)
        if said_with or m["split"]:
            who = re.sub(r"\s", "", m["who"])
            who = who if who.endswith("s") or m["n"] else f"a {who}"
            if m["n"] and not who.endswith("s"):
                who += "s"
            what = f"{m['n']} {who}" if m["n"] else who
            found.append(make_fact("household", what, f"Lives with {what}", "personal"))
    return found


def _status(c: Clause) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    if (m := _STATUS.search(c.lower)) and _yours(c, m.start()):
        st = orig(c, m, "st")
        since = orig(c, m, "since") if m["since"] else ""
        art = "an" if st[0].lower() in "aeiou" else "a"
        found.append(make_fact("status", st, f"Is {art} {st}{' ' + since if since else ''}",
                               "demographic"))  # fmt: skip
    if (m := _ON_A_VISA.search(c.lower)) and _yours(c, m.start()):
        visa = orig(c, m, "visa")
        found.append(make_fact("status", visa, f"Is on {'an' if visa[0] in 'aeiou' else 'a'} {visa}",
                               "demographic"))  # fmt: skip
    elif (m := _VISA_ALLOWS.search(c.lower)) and _yours(c, m.start()):
        visa, what = orig(c, m, "visa"), orig(c, m, "what")
        only = "only " if m["only"] else ""
        art = "an" if visa[0] in "aeiou" else "a"
        title = f"Is on {art} {visa} that {only}allows {re.sub(r'^me ', '', what)}"
        found.append(make_fact("status", visa, title, "demographic"))
    return found


@lru_cache(maxsize=4096)
def lasting_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """The lasting facts about the user's body, limits, home and papers a clause names
    beside what it is about."""
    if c.supplied or c.is_question or (c.is_reported and not _DOCTOR.search(c.lower)):
        return ()
    if c.is_hypothetical and not c.is_sarcastic_only:
        return ()
    sincere = not c.is_hypothetical
    if c.is_reported:  # "the doctor said iron deficiency": what the doctor found, and what
        said = _DOCTOR.search(c.lower)  # the user said before naming the doctor
        before = c.lower[: said.start() if said else 0]
        told = replace(c, text=before, lower=before, is_reported=False)
        return tuple(_measured(c) + _states(told, sincere) + _health(told))
    found = _states(c, sincere) + _health(c) + _measured(c)
    if sincere:
        found += _limits(c) + _home(c) + _status(c)
    return tuple(found)
