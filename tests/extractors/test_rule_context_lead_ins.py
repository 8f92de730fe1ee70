"""A link or a plea before the user's own statement ("finally", "on top of that", "please"
before "I") is read past, so what is under way behind it is noted; and when it is said
("right now", "at the moment") stays out of the title. Look-alikes keep their meaning: a
request opened by "please" is still a request, and "finally" before no subject adds nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, PREFERENCE, assert_finds, cepa


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("finally i'm learning to swim, at 58", "learning swim"),
        ("finally, we are renovating the attic", "renovating attic"),
        ("on top of that im retraining as a plumber", "retraining plumber"),
        ("and on top of it all we're fostering two kittens", "fostering"),
        ("hi please i am applying for a nursing residency", "applying nursing residency"),
        ("please, im looking for a flat in leith", "looking flat leith"),
    ],
)
def test_under_way_behind_a_lead_in(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


def test_a_request_opened_by_please_stays_a_request() -> None:
    assert_finds("please use celsius", PREFERENCE, "celsius")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("right now we are rewriting the billing service", "Rewriting the billing service"),
        ("im writing a cookbook at the moment", "Writing a cookbook"),
    ],
)
def test_when_it_is_said_stays_out_of_the_title(text: str, title: str) -> None:
    assert (CONTEXT, title) in cepa(text), cepa(text)
