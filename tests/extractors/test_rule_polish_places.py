"""Polish names a town after "w" in the locative case; where one lives reads its base form:
"mieszkam w Dublinie" → Dublin, "w krakowie od roku" → Kraków (and "od roku", "for a
year", is not part of the place), "mieszkamy w Gdańsku" → Gdańsk. English is untouched."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("mieszkam w Dublinie", "Lives in Dublin"),
        ("mieszkam w krakowie od roku", "Lives in Kraków"),
        ("mieszkamy w Gdańsku", "Lives in Gdańsk"),
        ("mieszkam w Wrocławiu z mężem", "Lives in Wrocław"),
        ("mieszkam w Lublinie", "Lives in Lublin"),
        ("i live in Berlin", "Lives in Berlin"),
        ("we live in Dublin", "Lives in Dublin"),
    ],
)
def test_a_polish_home_in_its_base_form(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles
