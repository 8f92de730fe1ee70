"""Who the user is by faith, body and mind, in frames the condition readers of
`identity_lasting` and `identity_relatives` leave (cases in
`tests/extractors/test_rule_health_frames.py`):

- a faith owned by "I" or "we" ("we're muslim", "im a practising catholic", "as a sikh,
  …", "jewish here") → "Is Muslim";
- being on the autism spectrum, also as a fragment ("on the spectrum, 31") → "Is on the
  autism spectrum";
- colour blindness by its kind ("I'm red-green colourblind") → "Is colourblind";
- a sickness one gets on the move ("i get airsick", "I always get seasick") → "Gets
  airsick";
- a trait of the feet or joints said as one's own or as a fragment ("yeah flat feet",
  "i have high arches", "im hypermobile") → "Has flat feet";
- a condition the user names as their own by a kind or a span ("for my social anxiety",
  "the worst year of my depression", "my own adhd brain"): a bare "my anxiety" is more
  often a mood, so `identity_relatives` leaves it;
- a medicine started or lived on, from a table of the named medicines people take for
  good ("started elvanse 2 days ago", "starting fluoxetine on monday", "been on
  sertraline for a year") → "Takes Elvanse"; not a course of antibiotics.

Each frame needs the user (or no subject) in front and no "if", "whether" or "pretend";
questions, stories and other people's facts ("my son is on the spectrum", "she gets
seasick") stay out."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["MEDICINE", "health_frames"]

_FAITHS = {
    "muslim": "Muslim", "jewish": "Jewish", "hindu": "Hindu", "sikh": "Sikh",
    "buddhist": "Buddhist", "catholic": "Catholic", "christian": "Christian",
    "mormon": "Mormon", "jain": "Jain", "quaker": "Quaker", "orthodox jewish": "Orthodox Jewish",
    "orthodox christian": "Orthodox Christian", "evangelical": "Evangelical",
    "protestant": "Protestant", "anglican": "Anglican", "methodist": "Methodist",
    "baptist": "Baptist", "lutheran": "Lutheran", "pagan": "Pagan", "atheist": "Atheist",
}  # fmt: skip
_FAITH = alternation(tuple(sorted(_FAITHS, key=len, reverse=True)))
_HOW_DEVOUT = (
    r"(?:(?:both|all|also|still|a|an|practising|practicing|devout|observant|proud|strict|"
    r"born|raised|lifelong)\s+)*"
)
# "we're muslim", "im a practising catholic", "as a sikh, i…", "jewish here", "muslim btw".
_FAITH_OWNED = re.compile(
    rf"(?:\b(?:i'm|i am|we're|we are|as)\s+{_HOW_DEVOUT}|^(?:(?:and|but|also)\s+)?)"
    # the faith ends the phrase: "an Anglican priest", "a catholic school" are the noun's
    rf"(?P<faith>{_FAITH})(?=\s*$|\s*[,.!;:)]|\s+(?:so|and|but|too|btw|tho|though|here|myself|"
    r"now|as\s+well|lol|haha|by|from|which|if|family|household|practising|practicing|since|"
    r"originally|too)\b)"
)
# A bare faith word opening a clause is the user's only with one of these after it.
_FAITH_FRAGMENT_END = re.compile(r"^\s*(?:here|too|btw|tho|though|myself|family|household)?\s*$")

# "im on the spectrum", "on the spectrum, 31" (not "somewhere on the spectrum between…")
_SPECTRUM = re.compile(
    r"(?:\b(?:i'm|i am)\s+|^)(?:(?:also|actually|probably|definitely|diagnosed|somewhere|"
    r"pretty\s+far|high[- ]functioning|way)\s+)*on\s+the\s+(?:autism\s+|autistic\s+)?spectrum"
    r"(?!\s+(?:of|between|from)\b)\b"
)
# "i get airsick", "I always get really seasick on ferries"
_TRAVEL_SICK = re.compile(
    r"\bi\s+(?:(?:always|usually|also|still|really|easily|tend\s+to)\s+)*get\s+"
    r"(?:(?:really|so|badly|very|super|pretty|quite|terribly)\s+)*"
    r"(?P<what>airsick|carsick|seasick|travel[- ]?sick|motion[- ]sick)\b"
)
# "I'm red-green colourblind": the kind said before it, which the plain state rows lack
_COLOUR_BLIND = re.compile(
    r"\b(?:i'm|i\s+am)\s+(?:(?:also|actually|partially|totally|completely|mildly|red[- ]green|"
    r"blue[- ]yellow)\s+)+(?P<what>colou?r[- ]?blind)\b"
)
# The feet and joints one is built with, not hurt: "flat feet", "high arches".
_BUILT = {"flat feet": "flat feet", "high arches": "high arches", "bunions": "bunions",
          "hypermobile joints": "hypermobile joints", "wide feet": "wide feet"}  # fmt: skip
_BUILT_WORD = alternation(tuple(_BUILT))
_BUILT_SAID = re.compile(
    rf"(?:\bi\s+(?:have|'ve\s+got|have\s+got|got)\s+|^(?:(?:and|also|plus|yeah|yes|yep|"
    rf"but)\s+)*|\band\s+(?:(?:yeah|yes|also)\s+)?)(?:(?:really|very|super|completely|totally|"
    rf"quite)\s+)?(?P<what>{_BUILT_WORD})"
    r"(?=\s*$|\s+(?:too|as\s+well|lol|haha|tbh|so|and|but|which|btw|though|tho)\b)"
)
_HYPERMOBILE = re.compile(r"\b(?:i'm|i am)\s+(?:(?:also|very|really|super)\s+)*hypermobile\b")

# A condition the user owns by a kind or a span: "for my social anxiety", "the worst year of
# my depression", "my own adhd brain". Bare "my anxiety" is left (a mood, as often as not).
_KIND_OF = (
    r"(?P<kind>social|generali[sz]ed|clinical|postnatal|postpartum|chronic|health)\s+"
    r"(?P<cond>anxiety|depression)"
)
_SPAN_OF = (
    r"(?:worst|best|depths|year|years|months|height|start|middle|bottom)\s+of\s+my\s+"
    r"(?P<span>depression|anxiety|burnout|eating\s+disorder|recovery)"
)
_OWN_BRAIN = r"my\s+(?:own\s+)?(?P<brain>adhd|autistic|dyslexic|ocd|audhd)\s+(?:brain|mind|self)"
_OWN_CONDITION = re.compile(rf"\b(?:my\s+{_KIND_OF}|{_SPAN_OF}|{_OWN_BRAIN})\b")
_SHOWN = {"adhd": "ADHD", "ocd": "OCD", "audhd": "ADHD and autism", "autistic": "autism",
          "dyslexic": "dyslexia"}  # fmt: skip

# Medicines taken for good: antidepressants, ADHD medicines, diabetes, thyroid and mood
# medicines, by the names people use. Antibiotics and painkillers are a course, not a fact.
_MEDICINES = (
    "sertraline", "fluoxetine", "citalopram", "escitalopram", "paroxetine", "venlafaxine",
    "duloxetine", "mirtazapine", "bupropion", "wellbutrin", "lexapro", "zoloft", "prozac",
    "effexor", "cymbalta", "elvanse", "vyvanse", "adderall", "ritalin", "concerta",
    "methylphenidate", "lisdexamfetamine", "dexamfetamine", "atomoxetine", "strattera",
    "guanfacine", "metformin", "ozempic", "wegovy", "mounjaro", "levothyroxine", "thyroxine",
    "lithium", "lamotrigine", "quetiapine", "aripiprazole", "propranolol", "pregabalin",
    "gabapentin", "spironolactone", "letrozole", "tamoxifen",
)  # fmt: skip
MEDICINE = alternation(tuple(sorted(_MEDICINES, key=len, reverse=True)))
_MEDICINE_GATE = re.compile(rf"\b(?:{MEDICINE})\b")
# "started elvanse 2 days ago", "starting fluoxetine on monday", "been on sertraline for a
# year", "my gp put me on metformin", "im on lamotrigine now".
_ON_MEDICINE = re.compile(
    r"(?:^|\b(?:i|i've|i'm|i am|and|so|just|finally|now|me)\s+)(?:(?:just|finally|now|also|"
    r"recently|officially)\s+)*(?:started(?:\s+(?:on|taking))?|starting(?:\s+(?:on|taking))?|"
    r"(?:have\s+|'ve\s+)?been\s+on|been\s+taking|take|taking|on|put\s+me\s+on|prescribed(?:\s+me)?|"
    r"(?:switched|switching|moved)\s+from\s+[\w-]+\s+to|"
    r"switched\s+to|switching\s+to)\s+(?:(?:my|the|a|low[- ]dose|\d+\s*mg(?:\s+of)?)\s+)*"
    rf"(?P<med>{MEDICINE})\b(?!\s+(?:for\s+(?:my|his|her|their)\s+(?:son|daughter|dog|cat|mum|"
    r"mom|dad|wife|husband|partner)))"
)
_NOT_SAID_AS_FACT = re.compile(
    r"\b(?:if|whether|unless|pretend|pretending|imagine|suppose|should|would|could|might|"
    r"maybe|thinking\s+of|thinking\s+about|considering|wants?\s+me\s+to|said|says|not|never|"
    r"don't|didn't|isn't|wasn't|aren't|stopped|off)\b"
)
# Another person as the subject makes it theirs: "my son is on the spectrum", "she gets
# seasick", "my wife started sertraline".
_SOMEONE_ELSE = re.compile(
    r"\b(?:my|our|his|her|their|your)\s+(?!own\b)[a-z]+\s+(?:is|was|gets|got|has|started|"
    r"takes|'s)\b|\b(?:he|she|they|he's|she's|they're|you|you're)\b"
)


def _before(c: Clause, at: int) -> str:
    return c.lower[:at]


def _yours(c: Clause, at: int) -> bool:
    before = _before(c, at)
    return not (_NOT_SAID_AS_FACT.search(before) or _SOMEONE_ELSE.search(before))


# "my" names the owner of a condition said by its kind or span, whoever else the clause
# names ("he got me through the worst year of my depression"); only make-believe undoes it.
_MADE_UP = re.compile(r"\b(?:if|whether|pretend|pretending|imagine|suppose|character|story)\b")


def _faith(c: Clause) -> list[IdentityFact]:
    m = _FAITH_OWNED.search(c.lower)
    if m is None or not _yours(c, m.start()):
        return []
    if m.group(0).startswith(m["faith"]) and not _FAITH_FRAGMENT_END.match(c.lower[m.end() :]):
        return []  # a bare "muslim …" opening a clause is someone or something else
    if m["faith"] == "atheist":
        return [make_fact("faith", "atheist", "Is an atheist", "personal")]
    faith = _FAITHS[m["faith"]]
    return [make_fact("faith", m["faith"], f"Is {faith}", "personal")]


def _body(c: Clause) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    if (m := _SPECTRUM.search(c.lower)) and _yours(c, m.start()):
        found.append(make_fact("health", "autism", "Is on the autism spectrum", "personal"))
    if (m := _TRAVEL_SICK.search(c.lower)) and _yours(c, m.start()):
        what = m["what"].replace(" ", "").replace("-", "")
        found.append(make_fact("health", what, f"Gets {what}", "personal"))
    if (m := _BUILT_SAID.search(c.lower)) and _yours(c, m.start()):
        what = _BUILT[m["what"]]
        found.append(make_fact("health", what, f"Has {what}", "personal"))
    if (m := _COLOUR_BLIND.search(c.lower)) and _yours(c, m.start()):
        what = re.sub(r"[- ]", "", m["what"])
        found.append(make_fact("health", what, f"Is {what}", "personal"))
    if (m := _HYPERMOBILE.search(c.lower)) and _yours(c, m.start()):
        found.append(make_fact("health", "hypermobility", "Is hypermobile", "personal"))
    if (m := _OWN_CONDITION.search(c.lower)) and not _MADE_UP.search(_before(c, m.start())):
        if m["cond"]:
            cond = f"{m['kind']} {m['cond']}"
        else:
            cond = m["span"] or _SHOWN.get(m["brain"], m["brain"])
        cond = _SHOWN.get(cond, cond)
        found.append(make_fact("health", cond.lower(), f"Has {cond}", "personal"))
    return found


def _medicine(c: Clause) -> list[IdentityFact]:
    if not _MEDICINE_GATE.search(c.lower):
        return []
    m = _ON_MEDICINE.search(c.lower)
    if m is None or not _yours(c, m.start()):
        return []
    med = m["med"]
    return [make_fact("health", med, f"Takes {med.capitalize()}", "personal")]


@lru_cache(maxsize=4096)
def health_frames(c: Clause) -> tuple[IdentityFact, ...]:
    """The user's faith, body, mind and medicines said in the frames above."""
    if c.is_question or c.is_reported or (c.is_hypothetical and not c.is_sarcastic_only):
        return ()
    if c.supplied:
        return ()
    return tuple(_faith(c) + _body(c) + _medicine(c))
