"""A piece of one's own work due on a calendar day is a dated event; a span ("due in 3
weeks"), someone else's work, bills and questions are not."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my essay is due monday", "essay"),
        ("my lab report is due thursday and i haven't started", "lab report"),
        ("our group project's due on the 14th of may 😬", "group project"),
        ("dissertation due 3 june, send help", "dissertation"),
        ("my grant application is due in october", "grant application"),
        ("Drafting a Wellcome fellowship proposal, due in March.", "wellcome"),
        ("writing my cover letter, due friday", "cover letter"),
        ("my tax return's due 31 jan", "tax return"),
    ],
)
def test_own_work_due_on_a_day_is_a_dated_event(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "the report is due friday",
        "my son's essay is due monday",
        "my sister is writing her essay, due monday",
        "my thesis draft is due in 3 weeks",
        "working on my dissertation, due in 2 months",
        "my rent is due on the 1st",
        "is my essay due friday?",
        "if my essay is due friday i'm doomed",
        "our paper is due to the journal next week",
        "the invoice was due last monday",
    ],
)
def test_no_dated_event_without_own_work_and_a_day(text: str) -> None:
    assert_nothing(text, ACTIVITY)
