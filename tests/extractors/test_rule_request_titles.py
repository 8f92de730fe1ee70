"""A standing request to do something is titled as a request ("Asks the assistant to always
use metric"), never as a thing wanted with a bare verb ("Wants use metric"); a form asked
for keeps its "Wants" title ("Wants bullet points", "Wants answers in French")."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_reading import items


def _preference_titles(text: str) -> list[str]:
    return [item.title for item in items(text) if item.layer == "preference"]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("always explain step by step", "Asks the assistant to always explain step by step"),
        ("always use 24h time please", "Asks the assistant to always use 24h time"),
        ("always give sources", "Asks the assistant to always give sources"),
        (
            "Please always write me simple words and short sentences",
            "Asks the assistant to always write them simple words and short sentences",
        ),
    ],
)
def test_a_request_to_act_is_titled_as_one(text: str, title: str) -> None:
    assert _preference_titles(text) == [title]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("bullet points always", "Wants bullet points"),
        ("always answer in french", "Wants answers in French"),
    ],
)
def test_a_form_wanted_keeps_its_title(text: str, title: str) -> None:
    assert _preference_titles(text) == [title]
