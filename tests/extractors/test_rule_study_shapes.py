"""Studies said in shapes the study rows missed (`rules/study_shapes.py`), each title with
the subject, the degree and where: the year of a degree with its subject in front, a degree
student named by the degree alone, a degree done in a city said first; and beside them a
subject studied "back home in" a city and an exchange student's home city in lower case.
Fresh sentences, with look-alikes that must give no such title."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im in my 2nd year of a chemistry phd and honestly struggling", ("2nd year", "phd", "chemistry")),
        ("I'm in my final year of a law degree at Kent", ("final year", "law", "kent")),
        ("third year of an economics masters, so tired", ("third year", "economics", "master's")),
        ("im a linguistics phd at edinburgh", ("linguistics", "phd", "edinburgh")),
        ("I'm a maths masters student at Bath", ("maths", "master's", "bath")),
        ("im in Utrecht doing a masters in hydrology", ("master's", "hydrology", "utrecht")),
        ("im in Utrecht doing a masters in hydrology", ("lives in utrecht",)),
        ("i study pharmacy back home in lagos", ("pharmacy", "lagos")),
        ("im an international student from osaka doing a year at Monash", ("osaka",)),
        ("so I'm in my first year of a medicine degree", ("first year", "medicine")),
    ],
)  # fmt: skip
def test_studies_keep_subject_degree_and_place(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im in my final year of the whole thing", ("final year",)),
        ("I'm a huge phd nerd", ("phd",)),
        ("if i was in my 3rd year of a physics phd id know this", ("physics",)),
        ("my sister is in her 2nd year of a chemistry phd", ("chemistry",)),
        ("is he in Paris doing a masters?", ("paris",)),
    ],
)  # fmt: skip
def test_a_look_alike_gives_no_such_title(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert not has_all(titles, words), titles
