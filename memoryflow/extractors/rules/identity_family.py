"""Family, pets, health and languages said in passing, where the sentence is about
something else: "living in Bendigo with my husband Ray", "a parent teacher meeting for my
son", "cos of carpal tunnel in my wrist", "our tortoise Methuselah woke up", "my 2 kelpies
ride with me", "My Japanese is about N3 level", "I sign LSQ".

Two parts: `FAMILY_ROWS`, rows for the identity table (matched at the start of a clause,
after every other row), and `facts_in_passing`, which looks anywhere in a statement for
the few frames that name a close relative, a condition or an age on their own. A partner
mentioned in passing ("drove my wife mad") says nothing new; only a name or what they do
makes them a fact. A child said in passing counts when the frame is about the child ("for
my son", "my daughter's school", "I have my daughter every second week"), not an event of
theirs ("my daughter's quinceañera"), which the activity layer keeps."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_builders import build_kept_animals
from memoryflow.extractors.rules.identity_patterns import (
    LANGUAGE_WORDS,
    WORD_END,
    Builder,
    IdentityFact,
    make_fact,
    orig,
)
from memoryflow.extractors.rules.identity_personal_builders import build_languages, build_pet
from memoryflow.extractors.rules.lexicon import CONDITIONS, KEPT_ANIMALS, PETS, alternation
from memoryflow.extractors.rules.phrasing import capitalise
from memoryflow.extractors.rules.text import Clause

__all__ = ["FAMILY_ROWS", "facts_in_passing"]

# Working and farm dog breeds and small pets the shared list lacks.
MORE_PETS = (
    "kelpie", "heeler", "blue heeler", "cattle dog", "border collie", "jack russell",
    "sausage dog", "cavapoo", "cavoodle", "shih tzu", "pomeranian", "dalmatian", "vizsla",
    "weimaraner", "akita", "shiba", "shiba inu", "samoyed", "malamute", "great dane",
    "mastiff", "greyhound", "iguana", "python", "corn snake", "budgerigar", "canary",
    "cockatoo", "macaw", "lovebird", "degu", "sugar glider", "pig", "mini pig",
)  # fmt: skip
_PET = alternation(tuple(dict.fromkeys(PETS + MORE_PETS)))
_COUNT = r"(?P<count>two|three|four|five|six|seven|eight|\d{1,2})"
# Conditions named in passing, with the shared list: "cos of carpal tunnel".
MORE_CONDITIONS = (
    "carpal tunnel", "carpal tunnel syndrome", "sciatica", "herniated disc", "slipped disc",
    "plantar fasciitis", "tendonitis", "tendinitis", "tennis elbow", "rsi", "a bad knee", "bad knees",
    "a dodgy knee", "vertigo", "raynaud's", "celiac", "coeliac", "a pacemaker", "a stoma",
    "chronic fatigue", "me/cfs", "hashimoto's", "an underactive thyroid", "glaucoma",
    "macular degeneration", "a stammer", "a stutter", "tourette's", "cerebral palsy",
    "parkinson's", "parkinsons", "parkinson's disease",
)  # fmt: skip
_COND = alternation(tuple(dict.fromkeys(CONDITIONS + MORE_CONDITIONS)))
# Sign languages by their short names: "I sign LSQ, not ASL".
SIGN_LANGUAGES = (
    "asl", "bsl", "lsq", "lsf", "auslan", "nzsl", "isl", "dgs", "lse", "libras", "lis", "jsl",
    "ksl", "ngt", "vgt", "ssl", "kenyan sign language", "makaton",
)  # fmt: skip
# Lasting ways of living with a body one names oneself by: "I'm a wheelchair user".
_LIVING_WITH = (
    r"wheelchair user|full[- ]time wheelchair user|amputee|double amputee|type 1 diabetic|"
    r"type 2 diabetic|cancer survivor|stroke survivor|transplant recipient|kidney patient|"
    r"guide dog owner|cane user|hearing aid user|cochlear implant user"
)
_ADV = r"(?:(?:also|actually|still|now|just|basically|both)\s+)*"


def _named_pet(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'our tortoise Methuselah woke up': the name is a name only as the user wrote it,
    capitalised ("my dog ate…" has none)."""
    if not orig(c, m, "name")[:1].isupper():
        return []
    return build_pet(c, m)


def _signs(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    lang = orig(c, m, "sign")
    shown = lang.upper() if len(lang) <= 6 and " " not in lang else capitalise(lang)
    return [make_fact("language", lang.lower(), f"Signs {shown}", "personal")]


def _lives_as(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    what = orig(c, m, "what")
    return [make_fact("health", what.lower(), f"Is {'an' if what[0] in 'aeiou' else 'a'} "
                      f"{what}", "personal")]  # fmt: skip


FAMILY_ROWS: tuple[tuple[str, re.Pattern[str], Builder], ...] = (
    # "our tortoise Methuselah woke up", "my hedgehog Bramble stopped eating"
    ("pet", re.compile(rf"^(?:so\s+|and\s+)?(?:my|our)\s+(?:(?:old|new|little|rescue|senior)\s+|[a-z]+\s+(?={_PET}\s))?"
                       rf"(?P<pet>{_PET})\s+(?P<name>[a-z][\w'-]*)\s+(?!and\b|or\b)[a-z]"), _named_pet),
    # "my 2 kelpies ride with me", "our three cats hate the vacuum"
    ("pet", re.compile(rf"^(?:so\s+|and\s+)?(?:my|our)\s+{_COUNT}\s+(?P<pet>{_PET})(?:e?s){WORD_END}"),
     build_pet),
    # "I keep pygmy goats", "we raise heritage pigs"
    ("hobby", re.compile(rf"^(?:i|we)\s+{_ADV}(?:keep|raise|breed)\s+(?:(?:a few|some|\d+|a couple of)\s+)?"
                         rf"(?P<what>[\w-]+\s+(?:{alternation(KEPT_ANIMALS)})){WORD_END}"), build_kept_animals),
    ("language", re.compile(rf"^i\s+{_ADV}(?:sign|use|know)\s+(?P<sign>{alternation(SIGN_LANGUAGES)}){WORD_END}"),
     _signs),
    # "My Japanese is about N3 level", "my mandarin is hsk 4"
    ("language", re.compile(rf"^my\s+(?P<langs>(?:{LANGUAGE_WORDS}){WORD_END})(?:'s|\s+is)\s+"
                            r"(?:(?:about|around|roughly|maybe|probably|only|like|now|at|an?)\s+)*"
                            r"(?:jlpt\s+|hsk\s*|topik\s*|dele\s+)?(?:n[1-5]|[1-6]|[abc][12])(?:\s+level)?\b"),
     build_languages),
    ("health", re.compile(rf"^i(?:'m| am)\s+{_ADV}(?:a|an)\s+(?P<what>{_LIVING_WITH}){WORD_END}"), _lives_as),
)  # fmt: skip


_CHILD = (
    r"son|daughter|kids|children|twins|grandson|granddaughter|grandkids|grandchildren|"
    r"stepson|stepdaughter|toddler|little one|little ones|boy|girl|boys|girls"
)
_PARTNER = r"wife|husband|partner|fianc[eé]e?|girlfriend|boyfriend"
# Frames that are about the child: who something is for or with, the child's school, a
# custody week. A possessive before an event ("my daughter's wedding") is not among them.
_CHILD_IN_PASSING = re.compile(
    rf"\b(?:for|with)\s+my\s+(?P<for>{_CHILD})\b(?!'|s\b)"
    rf"|\bmy\s+(?P<school>{_CHILD})(?:'s|s'|s)\s+(?:school|teacher|nursery|daycare|class|"
    r"kindergarten|preschool|homework|school run|paediatrician|pediatrician)\b"
    rf"|\bi\s+(?:have|get|see)\s+my\s+(?P<custody>{_CHILD})\s+(?:every|on|at|half|most|for)\b"
    # "My daughter just started at a boarding school in Nakuru", "my son is in year 4"
    rf"|\bmy\s+(?P<pupil>{_CHILD})\s+(?:just\s+|now\s+)?(?:started|starts|goes\s+to|is\s+in|attends|"
    r"moved\s+up\s+to|finished)\s+(?:at\s+)?(?:(?:a|an|the|her|his)\s+)?(?:[\w-]+\s+){0,2}?(?:school|"
    r"nursery|daycare|kindergarten|preschool|reception|year\s+\d+|grade\s+\d+)\b"
    rf"|\bwith\s+(?:the|my|our)\s+(?P<twins>twins|triplets)\b"
    rf"|\b(?:our|my|the)\s+(?P<count>two|three|four|five|six|\d)\s+(?P<counted>kids|children|"
    r"grandchildren|grandkids|sons|daughters|boys|girls)\b"
    rf"|\bwith\s+(?:the\s+(?:missus|wife|husband|hubby|other half)|my\s+(?:{_PARTNER}))\s+and\s+(?P<count2>two|three|four|five|six|\d)"
    r"\s+(?P<counted2>kids|children|boys|girls)\b"
)
# "with my husband Ray", "my wife Glenys and I": a partner named, in the user's capitals.
_PARTNER_NAMED = re.compile(rf"\bmy\s+(?P<rel>{_PARTNER})\s+(?P<name>[A-Z][a-z'-]+)\b")
_NOT_A_NAME = {"And", "But", "So", "Is", "Was", "Has", "Who", "The", "In", "At", "On", "I"}
# "my wife works long hours as an anaesthetist"
_PARTNER_WORKS = re.compile(
    rf"\bmy\s+(?P<rel>{_PARTNER})\s+works\s+(?:[\w-]+\s+){{1,3}}?as\s+(?:a|an)\s+(?P<role>[\w-]+)\b"
)
_CONDITION_IN_PASSING = re.compile(
    rf"\b(?:(?:because of|cos of|cause of|coz of|due to|thanks to)\s+(?:my\s+|the\s+)?|with\s+my\s+)"
    rf"(?P<cond>{_COND}){WORD_END}"
)
# "the doctor says its a herniated disc", "Doc says I got type 2 diabetes now"
_DIAGNOSED = re.compile(
    r"^(?:my\s+|the\s+)?(?:doctor|doc|gp|physio|specialist|consultant|dr\.?\s+\w+)\s+"
    r"(?:says|said|thinks|confirmed|told me)\s+(?:that\s+)?(?:it's|its|it is|i've got|i got|"
    rf"i have|i've|ive got|i'm|im)\s+(?:a\s+|an\s+)?(?P<cond>{_COND}){WORD_END}"
)
_DIVORCE = re.compile(r"\b(?:since|after)\s+(?:the|my|our)\s+divorce\b")
# "is 5k in 28 minutes decent for a 35 yo woman": an age the user gives themselves, asked.
_OWN_AGE = re.compile(
    r"\b(?:for|as)\s+an?\s+(?P<age>[1-9]\d)\s*(?:yo|y/o|yr old|year old|years old|-year-old)\s+"
    r"(?:woman|man|guy|girl|female|male|lady|bloke|dude|mum|mom|dad|beginner|runner)\b"
)


def _child_fact(rel: str, count: str = "") -> IdentityFact:
    plural = rel.endswith("s") or rel in ("children", "twins", "triplets")
    what = f"{count} {rel}" if count else (rel if plural else f"a {rel}")
    return make_fact(f"relationship:{rel}:has", what, f"Has {what}", "relationship",
                     relationship=rel)  # fmt: skip


@lru_cache(maxsize=4096)
def facts_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """Family, health and age a clause names beside what it is about."""
    if c.supplied or c.is_hypothetical:
        return ()
    low, found = c.lower, []
    if m := _OWN_AGE.search(low):
        found.append(make_fact("age", m["age"], f"Is {m['age']} years old", "demographic"))
    if c.is_question:
        return tuple(found)
    if m := _DIAGNOSED.match(low):
        cond = orig(c, m, "cond")
        found.append(make_fact("health", cond, f"Has {cond}", "personal"))
    if c.is_reported:
        return tuple(found)
    if m := _CHILD_IN_PASSING.search(low):
        rel = next(
            g for g in ("for", "school", "custody", "pupil", "twins", "counted", "counted2") if m[g]
        )
        count = m["count"] or m["count2"] or ""
        found.append(_child_fact(m[rel], count))
    if (m := _PARTNER_NAMED.search(c.text)) and m["name"] not in _NOT_A_NAME:
        rel = m["rel"].lower()
        found.append(make_fact(f"relationship:{rel}:name", m["name"].lower(),
                               f"{capitalise(rel)} is called {m['name']}", "relationship",
                               relationship=rel))  # fmt: skip
    if m := _PARTNER_WORKS.search(low):
        rel, role = m["rel"], orig(c, m, "role")
        found.append(make_fact(f"relationship:{rel}:role", role,
                               f"{capitalise(rel)} works as {'an' if role[0] in 'aeiou' else 'a'} {role}",
                               "relationship", role=role.lower(), relationship=rel))  # fmt: skip
    if not found and (m := _CONDITION_IN_PASSING.search(low)):
        cond = orig(c, m, "cond")
        found.append(make_fact("health", cond, f"Has {cond}", "personal"))
    if _DIVORCE.search(low):
        found.append(make_fact("marital", "divorced", "Is divorced", "relationship"))
    return tuple(found)
