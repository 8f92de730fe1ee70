"""A job that ended, said with the job itself (`rules/job_endings.py`): "got laid off in march
from my job as a recruiter at a tech company" keeps the job as a former one ("Worked as a
recruiter at a tech company") and takes back the stored job, by its name too. Look-alikes:
a question, a hypothetical, someone else's job, "my role as a mum"."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
from tests.extractors.test_rule_identity_classes import has_all, identity_titles
from tests.extractors.test_rule_reading import chat

STORED = {
    "recruiter": ("Works as a recruiter", "professional"),
    "nurse": ("Works as a nurse", "professional"),
    "site": ("Works as a site manager at Kier", "professional"),
}


def retracted(*turns: str) -> set[str]:
    existing = [stored_identity(key, *value) for key, value in STORED.items()]
    return set(taken_back(identity_edits(RuleBasedExtractor(), chat(*turns), existing)))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ok so basically i got laid off in march from my job as a recruiter at a tech company",
         ("worked as a recruiter", "tech company")),
        ("I quit my job as a barista at Blue Door in Leeds", ("worked as a barista", "blue door", "leeds")),
        ("was let go from my role as a site manager at Kier last week", ("worked as a site manager", "kier")),
        ("lost my job as a bus driver in january", ("worked as a bus driver",)),
        ("we were made redundant from our... no wait, i was made redundant from my position as a lab technician",
         ("worked as a lab technician",)),
        ("just handed in my notice at the firm. resigned from my post as a junior accountant",
         ("worked as a junior accountant",)),
    ],
)  # fmt: skip
def test_the_ended_job_is_kept_as_a_former_one(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("got laid off last month from my job as a recruiter", {"recruiter"}),
        ("i quit my job as a nurse, best decision ever", {"nurse"}),
        ("was let go from my role as a site manager at Kier", {"site"}),
    ],
)
def test_the_stored_job_is_taken_back(text: str, gone: set[str]) -> None:
    assert gone <= retracted(text)


@pytest.mark.parametrize(
    "text",
    [
        "should i quit my job as a nurse?",
        "if i lost my job as a recruiter i'd move home",
        "my sister lost her job as a nurse last week",
        "i quit my role as a mum for one weekend lol",
        "what happens if you get laid off from your job as a contractor?",
    ],
)
def test_no_former_job_is_read(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.lower().startswith("worked as") for t in titles), titles


@pytest.mark.parametrize(
    ("stored", "text"),
    [
        (
            "Studies law at King's College London",
            "so i did it. i dropped law 😬 switching to philosophy",
        ),
        ("Studies chemistry", "gave up chemistry, it was killing me"),
    ],
)
def test_a_subject_dropped_takes_back_its_studies(stored: str, text: str) -> None:
    existing = [stored_identity("s", stored, "professional")]
    assert "s" in taken_back(identity_edits(RuleBasedExtractor(), chat(text), existing))


def test_dropping_a_subject_keeps_a_job_of_that_name() -> None:
    existing = [stored_identity("j", "Works as a lawyer", "professional")]
    assert not taken_back(identity_edits(RuleBasedExtractor(), chat("i dropped law"), existing))
