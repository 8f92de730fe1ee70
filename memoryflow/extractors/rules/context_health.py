"""Health situations that last a while, said in shapes the context table does not read,
rewritten into the "I'm <verb>ing …" it does:

- a relative's (or pet's) serious illness, which the user lives with: "Marc was diagnosed
  with ALS in February", "my mom has alzheimers", "my husband had a stroke", "mi suegra
  tiene alzheimer" → dealing with Marc's ALS, with their mom's alzheimers;
- a relative in care now ("my dad is in hospital with pneumonia", "my mum is having
  chemo") and a life rearranged to care for one ("I've gone part-time to take care of my
  mum" → caring for their mum);
- a pain of one's own that has newly begun: "my right knee has started hurting on the
  climbs", "… and now my elbow hurts", "back pain very bad since the weekend", "lower back
  is killing me after bowling" → dealing with knee pain (a pain said with no start, "my back is killing me", is left alone: it
  may be a lasting condition, the identity layer's, or a passing ache);
- signed off sick: "my gp signed me off for 2 weeks with burnout" → on sick leave;
- a diet kept for a stretch: "low fodmap for 6 weeks with a dietitian" → doing a low
  fodmap diet;
- medication just started: "started meds last week", "just started on antidepressants".

One's own diagnosis ("I was diagnosed with MS") is who the user is: identity."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.lexicon import PETS, alternation
from memoryflow.extractors.rules.text import Clause

# Who the user lives alongside: relatives, partners and pets ("mother-in-law" is what the
# foreign rewrite makes of "suegra").
_CLOSE = alternation(
    (
        "mother", "mom", "mum", "mama", "father", "dad", "papa", "parents", "sister",
        "brother", "wife", "husband", "partner", "girlfriend", "boyfriend", "fiance",
        "fiancé", "fiancée", "son", "daughter", "baby", "grandmother", "grandma", "nan",
        "nana", "granny", "grandfather", "grandpa", "grandad", "mother-in-law",
        "father-in-law", "stepmom", "stepmum", "stepdad", "twin", "kid", "toddler",
        *PETS,
    )
)  # fmt: skip
# Illnesses that shape a household for months or years; said with "has"/"had" they are
# a situation (a cold or "the flu" passes).
_SERIOUS = (
    r"alzheimer'?s?|dementia|(?:[\w-]+\s+)?cancer|leuka?emia|lymphoma|a tumou?r|tumou?rs|"
    r"als|mnd|motor neurone disease|parkinson'?s?|ms|multiple sclerosis|huntington'?s?|"
    r"(?:a\s+)?(?:bad\s+|major\s+|mild\s+)?(?:stroke|heart attack)|heart failure|"
    r"kidney failure|long covid|copd|a brain injury|"
    r"(?:a\s+)?(?:broken|fractured)\s+(?:hip|leg|pelvis)"
)
_KIN_ILL = re.compile(
    rf"^(?:(?:and|but|so|now|also)\s+)*(?P<who>(?:my|our)\s+(?:(?:older|younger|little|"
    rf"big|elderly|old)\s+)?(?:{_CLOSE}))\s+(?:(?:just|recently)\s+)?"
    rf"(?:(?P<verb>has|had|has got|'s got|got|was diagnosed with|got diagnosed with|"
    rf"has been diagnosed with|was just diagnosed with)\s+)(?P<cond>(?:{_SERIOUS}))\b"
)
# "my dad is in hospital with pneumonia", "my mum is having chemo": a relative in care now.
_KIN_IN_CARE = re.compile(
    rf"^(?:(?:and|but|so|now|also)\s+)*(?P<who>(?:my|our)\s+(?:{_CLOSE}))\s+(?:is|'s)\s+(?:still\s+)?"
    r"(?P<where>(?:in|at)\s+(?:the\s+)?(?:hospital|icu|intensive care|hospice|palliative care|"
    r"a care home|rehab)(?:\s+(?:with|after|for)\s+(?:[\w'-]+\s*){1,3})?|having\s+(?:chemo|"
    r"radiotherapy|radiation|dialysis|treatment)|recovering from\s+(?:[\w'-]+\s*){1,3}?)"
    r"(?:\s+(?:again|now|rn|still|atm))?$"
)
# "I've gone part-time to take care of my mum", "quit my job to look after my dad": a life
# rearranged around caring for someone close.
_TO_CARE = re.compile(
    r"^(?:(?:i|i've|ive|i have|i'm|im|we've|we)\s+(?:just\s+|recently\s+)?(?:gone|"
    r"went part[- ]time|going part[- ]time|quit|left|leaving|cut down|moved|moving|stopped|"
    r"took|taking|reduced|dropped|switched|came back|come back|given up|gave up)\b.*?"
    r"\b(?:to|so i can|so that i can)\s+"
    # ... or the purpose split off from its change: "so i can take care of my father"
    r"|so\s+(?:that\s+)?i\s+can\s+)"
    rf"(?:take care of|look after|care for)\s+(?P<who>(?:my|our)\s+(?:{_CLOSE}))\b"
)
# "Marc was diagnosed with ALS": someone named, told by their diagnosis.
_NAMED_DIAGNOSED = re.compile(
    r"^(?!(?:he|she|they|it|we|you|this|that|who|which|one|someone|everyone)\b)"
    r"(?P<who>(?-i:[A-Z][a-z]+))\s+(?:was|got|has been)\s+(?:just\s+|recently\s+)?"
    rf"diagnosed with\s+(?P<cond>(?:{_SERIOUS}))\b",
    re.IGNORECASE,
)
# Joints and parts that ache for weeks; a head, feet or eyes that ache pass by morning.
_PART = (
    r"(?:(?:left|right|lower|upper|bad)\s+)?(?:knee|knees|ankle|back|elbow|shoulder|wrist|"
    r"hip|neck|achilles|hamstring|shin|shins|heel|calf|groin|thumb|jaw|tailbone)"
)
_ACHING = (
    r"hurting|aching|to hurt|to ache|playing up|acting up|clicking|swelling up|"
    r"giving me (?:grief|trouble)"
)
# "my right knee has started hurting", "my back's been aching since sunday"
_STARTED_ACHING = re.compile(
    rf"(?:^|\b(?:and|but|so)\s+)(?:now\s+)?my\s+(?P<part>{_PART})(?:\s+has|'s|\s+have)?\s+"
    rf"(?:started|begun|begin|been)\s+(?:{_ACHING})\b(?P<since>.*)"
)
# "… and now my elbow hurts": a pain that came with something new.
_NOW_HURTS = re.compile(
    rf"\b(?:and|but|so)\s+now\s+my\s+(?P<part>{_PART})\s+(?:hurts|aches|is (?:sore|killing me|"
    rf"swollen|hurting|aching))\b"
)
# "lower back is killing me after bowling", "my wrist's been sore since the fall": a pain
# told with the one event that set it off has newly begun (without one, "my back is killing me" may be a
# lasting condition or a passing ache, and is left alone).
_HURTS_AFTER = re.compile(
    rf"^(?:(?:and|but|so|also|ugh|now)\s+)*(?:my\s+)?(?P<part>{_PART})(?:\s+is|'s|\s+has been|"
    r"'s been|\s+been)\s+(?:(?:so|really|absolutely|properly|still)\s+)?(?:killing me|sore|"
    r"hurting|aching|swollen|in bits|agony)\b[^,.;]*?\b(?:after|since)\s+"
    # a habit as the cause is a strain that lasts ("after long inking days", "from sitting all
    # day"): a condition, not something newly begun
    r"(?![^,.;]*\b(?:all day|every|each|long|days|nights|shifts|hours|sitting|standing|"
    r"typing|work)\b)\S"
)
# "back pain very bad since weekend", "knee pain for 3 weeks now"
_PAIN_SINCE = re.compile(
    rf"^(?:(?:and|but|also)\s+)?(?:my\s+)?(?P<part>{_PART})\s+pain\b.*\b(?:since|for\s+(?:\d+|a|"
    r"two|three|few|several)|all week|these days)\b"
)
# "started meds last week", "just started on antidepressants"
_MEDS = re.compile(
    r"^(?:i\s+|i've\s+|ive\s+)?(?:just\s+|recently\s+|finally\s+)?(?:started|began|begun)\s+"
    r"(?:on\s+|taking\s+)?(?P<what>(?:my\s+|new\s+|adhd\s+)?(?:meds|medication|"
    r"antidepressants|ssris?|hrt|insulin|stimulants|methylphenidate|ritalin|adderall|"
    r"sertraline|fluoxetine|metformin|blood thinners|iron tablets))\b"
)


# "my gp signed me off for 2 weeks with burnout", "signed off work with stress": sick leave.
_SIGNED_OFF = re.compile(
    r"\bsigned\s+me\s+off(?:\s+work)?(?:\s+for\s+(?:\d+|a|two|three|four|six|a few)\s+"
    r"(?:days?|weeks?|months?))?\s+(?:with|for|because of)\s+(?P<why>(?:[\w-]+\s+){0,2}?"
    r"(?:burnout|stress|depression|anxiety|exhaustion|[\w-]+))\b|"
    r"^(?:i\s+(?:was|got|am|'ve been|have been)\s+|i'm\s+|im\s+)signed\s+off(?:\s+work)?"
    r"(?:\s+for\s+\S+\s+\S+)?\s+(?:with|for)\s+(?P<why2>(?:[\w-]+\s+){0,2}?[\w-]+)\b"
)


# "low fodmap for 6 weeks with a dietitian", "on keto for two months": a diet kept for a
# stretch (one kept for good, "im vegan", is who one is).
_DIET = re.compile(
    r"^(?:(?:yeah|yes|yep|so|and|also|i'm|im|i am|been|on|doing)\s+)*(?:a\s+|the\s+)?"
    r"(?P<diet>low[- ]fodmap|keto|elimination|low[- ]carb|low[- ]sodium|paleo|whole ?30|"
    r"carnivore|anti[- ]inflammatory|liquid|soft food)(?:\s+diet)?\s+for\s+(?:\d+|a few|"
    r"two|three|four|six|eight|twelve)\s+(?:weeks|months)\b"
)


# "im off work with a broken leg", "been off sick since march with long covid"
_OFF_WORK = re.compile(
    r"^(?:i'm|im|i am|i've been|ive been|been)\s+(?:still\s+)?off\s+(?:work|sick)\s+"
    r"(?:(?:since|for)\s+\S+(?:\s+\w+)?\s+)?(?:with|after|because of)\s+(?P<why>\S.*)$"
)


def _said(c: Clause, m: re.Match[str], group: str) -> str:
    """The group in the clause's own capitalisation where the clause keeps its length."""
    same = len(c.text) == len(c.lower)
    return c.text[m.start(group) : m.end(group)] if same else m[group]


def _as(c: Clause, text: str) -> Clause:
    return replace(c, text=text, lower=text.lower())


def _kin_possessive(who: str) -> str:
    return f"{who}'" if who.endswith("s") else f"{who}'s"


# An illness told as past ("my dad had cancer when I was a kid") or ended by a death is
# history, not a situation under way.
_OVER = re.compile(
    r"\b(?:when (?:i|we) was|when i were|as a kid|years ago|back in|in (?:19|20)\d\d|passed away|"
    r"passed|died|funeral|lost (?:him|her|them)|in remission|recovered|beat it)\b"
)


def as_health(c: Clause, message: str) -> Clause | None:
    """The clause as "I'm dealing with …" / "I'm starting …", or None."""
    low = c.lower
    if (m := _KIN_ILL.match(low)) and not _OVER.search(message.lower()):
        cond = re.sub(r"^a\s+", "", _said(c, m, "cond"))
        return _as(c, f"I'm dealing with {_kin_possessive(_said(c, m, 'who'))} {cond}")
    if m := _KIN_IN_CARE.match(low):
        return _as(c, f"I'm dealing with {_said(c, m, 'who')} {_said(c, m, 'where')}")
    if ("care" in low or "look after" in low) and (m := _TO_CARE.match(low)):
        return _as(c, f"I'm caring for {_said(c, m, 'who')}")
    if (m := _NAMED_DIAGNOSED.match(c.text)) and not _OVER.search(message.lower()):
        return _as(c, f"I'm dealing with {_kin_possessive(m['who'])} {m['cond']} diagnosis")
    if "my" in low or "pain" in low or "after" in low or "since" in low:
        m = (
            _STARTED_ACHING.search(low)
            or _NOW_HURTS.search(low)
            or _PAIN_SINCE.match(low)
            or _HURTS_AFTER.match(low)
        )
        if m:
            part = re.sub(r"^bad\s+", "", m["part"])
            return _as(c, f"I'm dealing with {part} pain")
    if "off" in low and (m := _OFF_WORK.match(low)):
        return _as(c, f"I'm on sick leave with {_said(c, m, 'why')}")
    if "signed" in low and (m := _SIGNED_OFF.search(low)):
        return _as(c, f"I'm on sick leave with {m['why'] or m['why2']}")
    if m := _DIET.match(low):
        return _as(c, f"I'm doing a {m['diet']} diet")
    if m := _MEDS.match(low):
        return _as(c, f"I'm starting {_said(c, m, 'what')}")
    return None
