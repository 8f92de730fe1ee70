"""A lesson's title keeps its story whole enough to be remembered by (the cause after
"because", the rule after the story) and drops the marker that announced it ("learned the
hard way this week:", ", lesson learned,")."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import EXPERIENCE, cepa


def lesson_titles(text: str) -> list[str]:
    return [title for layer, title in cepa(text) if layer == EXPERIENCE]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "learned the hard way last month: turned up at the airport and they wouldnt let me "
            "board because my passport had less than six months left on it",
            ["passport", "six months"],
        ),
        (
            "i lost a whole term of lesson plans because i was saving them on an old laptop "
            "that died. now everything lives in onedrive with version history",
            ["laptop", "onedrive"],
        ),
        (
            "Got burned last spring - built a full set of kitchen units, client paid a third "
            "and disappeared. lesson learned, I take 40% deposit up front now on every job",
            ["kitchen units", "40% deposit"],
        ),
    ],
)
def test_a_lesson_keeps_its_story(text: str, words: list[str]) -> None:
    titles = lesson_titles(text)
    assert any(all(w in t.lower() for w in words) for t in titles), titles


def test_the_marker_is_no_part_of_the_lesson() -> None:
    titles = lesson_titles(
        "learned the hard way this week: left my bike unlocked outside the gym and it was "
        "stolen in ten minutes"
    )
    assert titles and not titles[0].lower().startswith("learned the hard way"), titles
    titles = lesson_titles(
        "got ripped off by a roofer last year, lesson learned, I get three quotes now"
    )
    assert titles and "lesson learned" not in titles[0].lower(), titles
