"""Tidying the assertions of a conversation after reading: facts said in pieces (a pet and
later its name, a job and its employer, languages across commas) become one fact, so each
is stored once and every message that said part of it cites the same memory."""

from __future__ import annotations

import re
from dataclasses import replace

from memoryflow.extractors.rules.identity_assertion import IdentityAssertion
from memoryflow.extractors.rules.identity_patterns import IdentityFact


def pet_named(fact: IdentityFact, name: str) -> IdentityFact:
    """The pet fact with the name a later clause gave it ("her name is Mochi")."""
    return replace(
        fact,
        value=f"{fact.value} named {name.lower()}",
        title=f"{fact.title} named {name}",
        summary=f"The user {fact.title[0].lower()}{fact.title[1:]} named {name}.",
    )


def unnamed_pet(assertion: IdentityAssertion) -> bool:
    return assertion.fact.slot == "pet" and " named " not in assertion.fact.title


def one_pet_per_animal(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """An animal mentioned first without its name ("my cat keeps scratching") and later
    with it ("her name is Mochi") is one pet: the earlier mention takes the named title, so
    both messages cite the same memory."""
    out = list(found)
    for later in found:
        if later.fact.slot != "pet" or " named " not in later.fact.title:
            continue
        kind = later.fact.title.split(" named ")[0]
        for i, earlier in enumerate(out):
            if unnamed_pet(earlier) and earlier.fact.title == kind:
                out[i] = replace(earlier, fact=later.fact)
    return out


# A bare way of working said beside a job, and the word that joins the job's title.
_HOW_WORKED = {"freelancer": "freelance"}


def _joined(job: IdentityFact, detail: IdentityFact) -> IdentityFact | None:
    """The job's title with one more detail of it, or None when `detail` is a fact of its
    own: "vet" + "works at a small clinic in Cork", "electrician" + "self-employed",
    "chef" + "10 years in kitchens"."""
    if detail.negated:
        return None
    if detail.slot == "employer" and re.match(r"(?:a|an|the)\s", detail.value):
        title = job.title + detail.title.removeprefix("Works")
    elif detail.slot == "occupation" and detail.value == "self-employed":
        title = re.sub(r"^Works as an? ", "Works as a self-employed ", job.title)
    elif detail.slot == "occupation" and detail.value in _HOW_WORKED:
        # "I'm a CA, freelance", "designer, freelancing these days": how the job is done,
        # not a second job
        if _HOW_WORKED[detail.value] in job.title.lower():
            return replace(job, summary=job.summary)
        title = re.sub(r"^Works as an? ", f"Works as a {_HOW_WORKED[detail.value]} ", job.title)
    elif detail.slot == "business" and detail.title.startswith(("Has ", "Runs ", "Owns ")):
        # "pharmacist, I run a small chemist in Westlands": the job and where it is done
        title = f"{job.title} and {detail.title[0].lower()}{detail.title[1:]}"
    elif detail.slot == "experience":
        title = f"{job.title} ({detail.title.removeprefix('Has ')})"
    else:
        return None
    return replace(job, title=title, summary=f"The user {title[0].lower()}{title[1:]}.")


def one_title_per_job(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """Details of a job said in the same message join its title rather than standing
    alone: "vet here, I work at a small clinic in Cork" is one fact."""
    out: list[IdentityAssertion] = []
    for assertion in found:
        job = out[-1] if out else None
        if (
            job is not None
            and job.message_id == assertion.message_id
            and job.fact.slot == "occupation"
            and not job.fact.negated
            and job.fact.title.startswith("Works as")
            and " at " not in job.fact.title
            and (joined := _joined(job.fact, assertion.fact)) is not None
        ):
            out[-1] = replace(job, fact=joined)
            continue
        out.append(assertion)
    return out


def one_line_of_languages(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """Languages listed across commas in one message ("I speak Welsh, English and a bit of
    French") are one fact, as within one clause."""
    out: list[IdentityAssertion] = []
    for assertion in found:
        last = out[-1] if out else None
        fact = assertion.fact
        if (
            last is not None
            and last.message_id == assertion.message_id
            and last.fact.slot == fact.slot == "language"
            and not (last.fact.negated or fact.negated)
            and last.fact.title.startswith("Speaks ")
            and fact.title.startswith("Speaks ")
        ):
            names = [*last.fact.title.removeprefix("Speaks ").replace(" and ", ", ").split(", "),
                     *fact.title.removeprefix("Speaks ").replace(" and ", ", ").split(", ")]  # fmt: skip
            title = f"Speaks {', '.join(names[:-1])} and {names[-1]}"
            merged = replace(last.fact, value=f"{last.fact.value} and {fact.value}", title=title,
                             summary=f"The user speaks {title.removeprefix('Speaks ')}.")  # fmt: skip
            out[-1] = replace(last, fact=merged)
            continue
        out.append(assertion)
    return out


def one_retirement(found: list[IdentityAssertion]) -> list[IdentityAssertion]:
    """A bare "Is retired" beside a retirement that says from what, in the same message ("I
    retired from teaching mathematics…" → "Is a retired teacher (mathematics)"), says nothing
    more: the fuller fact stands alone."""
    fuller = {
        a.message_id
        for a in found
        if not a.fact.negated and "retired" in a.fact.title.lower() and a.fact.title != "Is retired"
    }
    return [
        a
        for a in found
        if not (a.fact.title == "Is retired" and not a.fact.negated and a.message_id in fuller)
    ]


def job_said_before(fact: IdentityFact, earlier: list[IdentityAssertion]) -> bool:
    """A bare job said again in a later message ("been plumbing 20 years" after "I'm a
    self-employed plumber in Wiltshire") adds nothing to the job told already: the fuller
    earlier title stands alone. A job with more detail, a past job or a negation stays."""
    if fact.slot != "occupation" or fact.negated or not fact.role:
        return False
    if not re.fullmatch(rf"Works as an? {re.escape(fact.role)}", fact.title, re.IGNORECASE):
        return False
    return any(
        a.fact.slot == "occupation"
        and not a.fact.negated
        and a.fact.title.startswith("Works as")
        and re.search(rf"\b{re.escape(fact.role)}\b", a.fact.title, re.IGNORECASE)
        for a in earlier
    )
