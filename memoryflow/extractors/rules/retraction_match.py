"""Which stored identity memory a fact taken back refers to, beyond an exact value.

`identity_edits.value_matches` compares values as stored; people take facts back in other
words than they stated them: "stopped translating" takes back "Works as a translator",
"got laid off from the warehouse" takes back "Works at a warehouse", "quit the coffee job"
the job held at a named employer, "Bruno died" the pet named Bruno, "graduated" being a
student. `retracts(fact, memory)` says whether a negated fact takes back a stored memory
read that way; it never matches a fact that is not negated."""

from __future__ import annotations

import re
from collections.abc import Sequence

from memoryflow.extractors.base import ExistingMemory, normalise
from memoryflow.extractors.rules.identity_patterns import IdentityFact
from memoryflow.extractors.rules.lexicon import PETS, alternation
from memoryflow.extractors.rules.retraction_housemates import HOUSEMATE

# Values of negated facts that name no thing of their own.
CURRENT_JOB = "(their current job)"  # "lost my job", "got laid off", "quit the coffee job"
STUDENT = "student"  # "graduated", "finished my degree", "dropped out"
PURSUIT = "pursuit"
BUSINESS = "business"  # one's own business closed: "closed the shop for good"  # the slot of a pursuit given up: "gave up tennis", "no more golf"
# Taken back in general words ("no longer vegetarian", "finished with sheep"): any stored
# title holding the word (`retraction_words`).
TAKEN_BACK_WORD = "taken back by its word"
# Marks a workplace left by its kind ("quit the cafe"): with nothing stored at such a
# place, the one stored job is the one left (`sole_job`).
SOLE_JOB = "(the one job stored)"
EMPLOYED_JOB = "(their job for an employer)"  # "went freelance": a job at a workplace
SUBJECT_STUDIED = "(the subject they studied)"  # "changed my major": "Studies chemistry"
KIN_DIED = "relative died"  # "my wife Keiko passed away": the stored spouse or relative
_SPOUSE = re.compile(r"^(?:is )?married\b|\b(?:wife|husband|spouse|partner)\b")

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
# A stored membership of a club, team or band: "Member of Croydon Harriers running club".
_MEMBERSHIP = re.compile(
    r"\b(?:member of|belongs to|(?:plays|sings|runs|rows|swims) (?:in|with|for)|club|team|band|"
    r"choir|league|society|orchestra|squad)\b"
)
# A stored memory of a home shared with someone: "Shares a flat with roommate Jess".
_SHARED_HOME = re.compile(r"\b(?:(?:flat|house|room)\s?mates?|lives with|living with|shares?)\b")
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


def field_of(field: str, role: str) -> bool:
    """Whether the role works in the field named: "photography" → photographer, "therapy"
    → therapist, "psychology" → psychologist (the field's stem and an agent ending)."""
    stem = field.removesuffix("y")
    return field != stem and len(stem) >= 5 and role in (f"{stem}er", f"{stem}ist")


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
        if fact.value == EMPLOYED_JOB:
            return bool(_AT_A_WORKPLACE.search(title))
        if fact.value == CURRENT_JOB:  # "lost my job" (a role alone: see `sole_job`)
            return bool(_AT_A_WORKPLACE.search(title))
        org = re.escape(_article_off(fact.value))
        if re.search(rf"\b(?:at|for) (?:the |a |an )?{org}\b", title):
            return True
        if " " not in org and re.search(rf"\b{org}\b", _role(memory, title)):
            return True  # "quit uber" takes back "Works as an Uber driver"
        # one common noun names the workplace by its kind: "quit the café" takes back
        # "Works as a barista at Kaffeeklatsch café", never a job in a city left
        return " " not in org and bool(
            re.search(
                rf"\b(?:at|for) (?:(?!in |near |from |outside )[\w&'.-]+ ){{1,3}}{org}$", title
            )
        )
    if fact.slot == "employer" and not professional and _MEMBERSHIP.search(title):
        # "left the harriers" takes back "Member of Croydon Harriers running club": a club
        # or band left by its name, as a job is left by its employer's
        org = _article_off(fact.value)
        return len(org) >= 3 and bool(re.search(rf"\b{re.escape(org)}\b", title))
    if fact.slot == "occupation":
        role = _role(memory, title)
        if not role or not (professional or title.startswith("works as")):
            return False
        value = _article_off(fact.value)
        if value.endswith("ing"):
            return same_work(value, role)
        head, said = _singular(role.split()[-1]), _singular(value.split()[-1])
        return head == said or field_of(said, head)
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
        named = bool(re.search(rf"\b{re.escape(fact.value)}\b", title))
        # a subject studied is dropped as a pursuit is: "i dropped law" takes back "Studies
        # law at King's College London", however the studies were stored
        studied = title.startswith(("studies ", "is studying ", "majors in "))
        return named and (studied or not professional)
    if fact.slot == TAKEN_BACK_WORD:
        return _holds_word(title, fact.value.split()[-1])
    if fact.slot == KIN_DIED:
        if fact.role == "ex" or fact.value != fact.role:  # named: the memory naming them
            return not professional and bool(re.search(rf"\b{re.escape(fact.value)}\b", title))
        spouse = fact.role in ("wife", "husband", "partner", "spouse")
        return spouse and bool(_SPOUSE.search(title))
    if fact.slot == HOUSEMATE:  # "jess moved out" takes back "Shares a flat with roommate Jess"
        if professional or not _SHARED_HOME.search(title):
            return False
        return fact.value == HOUSEMATE or bool(re.search(rf"\b{re.escape(fact.value)}\b", title))
    if fact.slot == "education" and fact.value == SUBJECT_STUDIED:
        return title.startswith(("studies ", "is studying ", "majors in "))
    if fact.slot == "education" and fact.value == STUDENT:
        return bool(_STUDIES.search(title))
    return False


def _holds_word(title: str, word: str) -> bool:
    """Whether the title holds the word, in the plural or with another language's ending
    ("vegetariano" is "vegetarian")."""
    stem = _stem(word) if word.endswith("ing") else ""
    for held in re.findall(r"[\w'-]+", title):
        if _singular(held) == _singular(word):
            return True
        agent = len(held) - len(stem) <= 3 or held.endswith("man")  # driver, fisherman
        if len(stem) >= 4 and held.startswith(stem) and agent:
            return True  # "done with driving" takes back "Works as an Uber driver"
        shorter, longer = sorted((held, word), key=len)
        if len(shorter) >= 6 and longer.startswith(shorter) and len(longer) - len(shorter) <= 2:
            return True
    return False


def sole_job(fact: IdentityFact, existing: Sequence[ExistingMemory]) -> list[ExistingMemory]:
    """The one stored job a job quit takes back when nothing else matched: "quit my QA job"
    takes back "Works as a software tester", "quit the cafe" "Works as a barista at Blue
    Bottle Coffee", when that is the only job stored (with several, a role alone is a trade
    the user may keep)."""
    if not (fact.negated and fact.slot == "employer"):
        return []
    if fact.value != CURRENT_JOB and fact.role != SOLE_JOB:
        return []
    jobs = [
        m
        for m in existing
        if m.fields.get("identity_type") == "professional"
        and normalise(m.title).startswith(("works as ", "works at ", "works for "))
    ]
    return jobs if len(jobs) == 1 else []
