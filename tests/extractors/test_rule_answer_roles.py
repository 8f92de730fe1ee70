"""A role asked about at a place, answered as a field at a workplace ("What's your role
there?" → "marketing for a furniture maker in derby"): the field and the workplace read as one
job ("Works in marketing for a furniture maker in Derby"), never a bare "Works in marketing"
that says less than the reply. Look-alikes: a job word keeps the whole reply, a
refusal or a reply to another question gives no field-and-workplace pair."""

from __future__ import annotations

import pytest

from memoryflow import layers
from tests.extractors.test_rule_answer_frames import reply_to

IDENTITY = layers.IDENTITY


@pytest.mark.parametrize(
    ("question", "reply", "field", "workplace"),
    [
        ("What's your role there?", "marketing for a furniture maker in derby", "marketing", "derby"),
        ("Oh nice. What is your position there?", "logistics at the port in antwerp, 4 yrs",
         "logistics", "antwerp"),
    ],
)  # fmt: skip
def test_a_field_at_a_workplace_reads_as_one_job(
    question: str, reply: str, field: str, workplace: str
) -> None:
    titles = [title.lower() for layer, title in reply_to(question, reply) if layer == IDENTITY]
    assert any(t.startswith(f"works in {field} ") and workplace in t for t in titles), titles
    assert not any(t == f"works in {field}" for t in titles), titles


def test_a_job_word_at_a_workplace_stays_one_item() -> None:
    titles = [
        t.lower() for _, t in reply_to("What's your role there?", "head chef at the inn in ely")
    ]
    assert any("ely" in t for t in titles), titles
    assert not any(t.startswith("works in ") for t in titles), titles


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("What's your role there?", "not sure at the moment"),
        ("What's your role there?", "no idea at this point"),
        ("Which file format should I use?", "csv for the export in excel"),
    ],
)
def test_no_field_and_workplace_pair(question: str, reply: str) -> None:
    titles = [t.lower() for _, t in reply_to(question, reply)]
    assert not any(t.startswith("works in ") for t in titles), titles
