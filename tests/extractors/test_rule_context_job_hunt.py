"""A job hunt taken for granted (`rules/context_job_hunt.py`): asked how to go about it,
how to explain a layoff at interview, or felt about in the present, even sarcastically."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing


@pytest.mark.parametrize(
    "text",
    [
        "how do i job hunt as a paramedic in scotland, im only registered in ireland",
        "and how can i even job search while working nights",
        "any tips for job hunting as a new grad?",
        "what's the best way to look for work in rotterdam without dutch",
        "how do i explain a layoff in an interview without sounding bitter",
        "how should i talk about being made redundant in interviews",
        "ok how do i address my career gap during a job interview",
        "oh i LOVE job hunting, best hobby ever",
        "job hunting is literally killing me",
        "so fed up with job hunting",
    ],
)
def test_a_hunt_taken_for_granted_is_under_way(text: str) -> None:
    assert_finds(text, CONTEXT, "job hunting")


@pytest.mark.parametrize(
    "text",
    [
        # someone else's hunt
        "how can my daughter job hunt while still at uni",
        "how do i help my husband with his job search",
        # wondered about, not under way
        "should i start job hunting before i hand in my notice",
        "if i were job hunting how would i even start",
        # reported
        "my friend said job hunting is brutal right now",
        # how-to questions about something else
        "how do i make a sourdough starter",
        "how do i explain recursion to a beginner",
    ],
)
def test_no_hunt_of_the_users_is_read(text: str) -> None:
    assert_nothing(text, CONTEXT)
