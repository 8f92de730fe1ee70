"""Which stored identity memory a fact taken back refers to, beyond an exact value.

`identity_edits.value_matches` compares values as stored; people take facts back in other
words than they stated them: "stopped translating" takes back "Works as a translator",
"got laid off from the warehouse" takes back "Works at a warehouse", "quit the coffee job"
the job held at a named employer, "Bruno died" the pet named Bruno, "graduated" being a
student. `retracts(fact, memory)` says whether a negated fact takes back a stored memory
read that way; it never matches a fact that is not negated."""

from __future__ import annotations

import re

from memoryflow.extractors.base import ExistingMemory, normalise
from memoryflow.extractors.rules.identity_patterns import IdentityFact
from memoryflow.extractors.rules.lexicon import PETS, alternation

# Values of negated facts that name no thing of their own.
CURRENT_JOB = "(their current job)"  # "lost my job", "got laid off", "quit the coffee job"
STUDENT = "student"  # "graduated", "finished my degree", "dropped out"
PURSUIT = "pursuit"
BUSINESS = "business"  # one's own business closed: "closed the shop for good"  # the slot of a pursuit given up: "gave up tennis", "no more golf"

_PET = alternation(PETS)
_ROLE_IN_TITLE = re.compile(
    r"^(?:works as|is) (?:a|an) (?:self-employed |retired |former )?(?P<role>[\w -]+?)"
    r"(?= (?:at|in|for|on|with|near|out of)\b|$| \()"
)
# A job held at a workplace: "Works at Tesco", "Works as a barista at Kopi Kenangan".
# A role stored without a verb: "Notary in Lyon", "Piano teacher at a music school".
_BARE_ROLE = re.compile(
    r"^(?!(?:works|is|studies|serves|stationed|has|lives|runs|owns|manages|plays|does|goes|"
    r"speaks|married|from)\b)(?P<role>[\w -]+?)(?= (?:at|in|for|on|with|near)\b|$)"
)
_AT_A_WORKPLACE = re.compile(r"^works (?:part-time )?(?:at|for)\b|^works as .+? (?:at|for) ")
_STUDIES = re.compile(r"\b(?:student|studies|studying)\b")


def _article_off(text: str) -> str:
    return re.sub(r"^(?:the|a|an|my|our)\s+", "", text)


def _stem(word: str) -> str:
    """'translating' → 'translat', 'running' → 'run', 'modelling' → 'model'."""
    stem = word.removesuffix("ing")
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiouls":
        stem = stem[:-1]
    return stem


def same_work(doing: str, role: str) -> bool:
    """Whether the activity ('translating') is what the role ('translator') does: the role
    starts with the activity's stem and adds at most an agent ending."""
    head = role.split()[-1] if role.split() else ""
    stem = _stem(doing)
    return len(stem) >= 3 and head.startswith(stem) and len(head) - len(stem) <= 3


def _role(memory: ExistingMemory, title: str) -> str:
    role = normalise(memory.fields.get("role"))
    if role:  # "barista at blue bottle": the role is what comes before the workplace
        return re.split(r" (?:at|in|for|on|with|near|out of) ", role)[0]
    return role_in_title(title, memory.fields.get("identity_type") == "professional")


def role_in_title(title: str, professional: bool) -> str:
    """The role a stored title names: "works as a nurse at X" → nurse, and for a
    professional memory a title without a verb: "notary in lyon" → notary."""
    if m := _ROLE_IN_TITLE.match(title):
        return m["role"]
    m = _BARE_ROLE.match(title) if professional else None
    return m["role"] if m else ""


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def retracts(fact: IdentityFact, memory: ExistingMemory) -> bool:
    """Whether the negated `fact` takes back the stored identity `memory`."""
    if not fact.negated:
        return False
    title = normalise(memory.title)
    professional = memory.fields.get("identity_type") == "professional"
    if fact.slot == "employer" and professional:
        if fact.value == CURRENT_JOB:
            return bool(_AT_A_WORKPLACE.search(title))
        org = re.escape(_article_off(fact.value))
        if re.search(rf"\b(?:at|for) (?:the |a |an )?{org}\b", title):
            return True
        # one common noun names the workplace by its kind: "quit the café" takes back
        # "Works as a barista at Kaffeeklatsch café", never a job in a city left
        return " " not in org and bool(
            re.search(
                rf"\b(?:at|for) (?:(?!in |near |from |outside )[\w&'.-]+ ){{1,3}}{org}$", title
            )
        )
    if fact.slot == "occupation":
        role = _role(memory, title)
        if not role or not (professional or title.startswith("works as")):
            return False
        value = _article_off(fact.value)
        if value.endswith("ing"):
            return same_work(value, role)
        return _singular(role.split()[-1]) == _singular(value.split()[-1])
    if fact.slot == "pet":
        if re.search(rf"\bnamed {re.escape(fact.value)}\b", title):
            return True
        # a kind without a name: one pet of that kind ("Has a dog"), not "Has two dogs"
        kind = re.fullmatch(_PET, fact.value) is not None
        return kind and bool(
            re.match(rf"has (?:a|an) (?:[\w-]+ )?{re.escape(fact.value)}\b", title)
        )
    if fact.slot == BUSINESS:  # "closed the shop for good" takes back "Runs a pottery shop"
        return professional and bool(re.search(rf"\b{re.escape(fact.value)}\b", title))
    if fact.slot == PURSUIT:  # "gave up tennis" takes back "Plays tennis every Sunday"
        return not professional and bool(re.search(rf"\b{re.escape(fact.value)}\b", title))
    if fact.slot == "education" and fact.value == STUDENT:
        return bool(_STUDIES.search(title))
    return False
