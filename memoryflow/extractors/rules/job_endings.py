"""A job that ended, said with the job itself: the job is kept as a former one, and taken back.

"i got laid off in march from my job as a recruiter at a tech company", "I quit my job as a
barista", "was let go from my role as a site manager at Kier", "lost my job as a bus driver
in january": the rows of `retractions` take back the stored job (whichever it is), but the
sentence also says what the user did for a living, which is worth keeping: "Worked as a
recruiter at a tech company". The role is also taken back by name, so a stored "Works as a
recruiter" goes even when another job is stored beside it.

Read beside the retraction rows (`retractions.retraction`), never for a question or a
hypothetical ("if I quit my job as a nurse…"); gated by the words "as" and a job noun."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
    place_name,
    place_ok,
)
from memoryflow.extractors.rules.lexicon import NOT_JOBS
from memoryflow.extractors.rules.text import Clause

# The ways a job ends, the user's choice or not.
_ENDED = (
    r"(?:quit|left|lost|resigned\s+from|walked\s+out\s+of|(?:handed|put)\s+in\s+my\s+notice\s+"
    r"(?:at|for)|(?:got|was|were|been|have\s+been|'ve\s+been|'d\s+been|had\s+been)\s+"
    r"(?:laid\s+off|let\s+go|fired|sacked|made\s+redundant|terminated))"
)
# When, between the verb and the job: "laid off in march from my job as …".
_WHEN = (
    r"(?:\s+(?:in|on|last|this|back\s+in)\s+[\w-]+(?:\s+[\w-]+)?|\s+(?:yesterday|today|recently))?"
)
_STOP = r"at|with|for|in|on|last|this|after|because|since|and|but|so|lol|tho|ago|yesterday|today|which|who|when"
_ROLE = rf"(?P<role>[a-z][\w-]*(?:\s+(?!(?:{_STOP})\b)[a-z][\w-]*){{0,2}})"
_ORG = rf"(?P<org>[\w&'.-]+(?:\s+(?!(?:{_STOP})\b)[\w&'.-]+){{0,3}})"
_CITY = rf"(?:\s+in\s+(?P<city>[\w'.-]+(?:\s+(?!(?:{_STOP})\b)[\w'.-]+)?))?"
_JOB_ENDED = re.compile(
    rf"^(?:(?:so|and|but|well|ok|basically)\s+)*(?:i|we)?\s*(?:(?:just|finally|officially|"
    rf"actually|recently|basically)\s+)*(?:(?:have|'ve|had)\s+)?{_ENDED}{_WHEN}\s+"
    rf"(?:from\s+|at\s+)?(?:my|the)\s+(?:(?:old|full[- ]time|part[- ]time|day)\s+)?"
    rf"(?:job|role|position|post|gig)\s+as\s+(?:an?\s+)?{_ROLE}"
    rf"(?:\s+(?P<prep>at|with|for)\s+{_ORG})?{_CITY}"
)
_CUE = re.compile(r"\b(?:job|role|position|post|gig)\s+as\s")
# Words after "as" that are no job: "my job as it was", "my role as a mum".
_NOT_ROLES = frozenset({"it", "well", "such", "usual", "soon", "planned", "mum", "mom", "dad",
                        "parent", "wife", "husband", "friend", "carer"})  # fmt: skip


@lru_cache(maxsize=4096)
def job_ended(c: Clause) -> tuple[IdentityFact, ...]:
    """The job a clause says ended: kept as a former job and taken back by its name."""
    if c.is_question or c.is_hypothetical or not _CUE.search(c.lower):
        return ()
    m = _JOB_ENDED.match(c.lower)
    if m is None:
        return ()
    role = display(orig(c, m, "role"))
    head = role.lower().split()[-1]
    if head in NOT_JOBS or role.lower().split()[0] in _NOT_ROLES:
        return ()
    org = f" {m['prep']} {orig(c, m, 'org')}" if m["org"] else ""
    city = place_name(c, m, "city") if m["city"] else ""
    where = f" in {city}" if city and place_ok(city) else ""
    title = f"Worked as {article(role)} {role}{org}{where}"
    # taken back first: a retraction withdraws a pending add of the same words after it
    return (
        make_fact(
            "occupation",
            role.lower(),
            f"Works as {role}",
            "professional",
            neg=True,
            role=role.lower(),
        ),
        make_fact("former occupation", role.lower(), title, "professional"),
    )
