"""French "venir de" + a verb is "have just", not "come from":
- "je viens d'arriver à Montréal", "je viens de m'installer à Lyon", "je viens de déménager
  à Nantes" say a new home ("Lives in …");
- "je viens de finir mon stage", "je viens d'acheter une maison" say where from nothing;
- "je viens de Lyon" is still where one is from;
- a purpose in another language ends the place ("… à Montréal pour mes études", "vivo en
  Quito por trabajo", "ich wohne in Köln für ein Jahr")."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("je viens d'arriver à montreal pour mes études", "Lives in Montreal"),
        ("salut! je viens d'arriver à Québec for my masters", "Lives in Québec"),
        ("je viens de m'installer à Lyon", "Lives in Lyon"),
        ("je viens de déménager à nantes avec ma copine", "Lives in Nantes"),
        ("je viens de Lyon pour mes études", "Is from Lyon"),
        ("vivo en Quito por trabajo", "Lives in Quito"),
        ("ich wohne in Köln für ein Jahr", "Lives in Köln"),
    ],
)
def test_a_new_home_or_an_origin(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


@pytest.mark.parametrize(
    "text",
    [
        "je viens de finir mon stage",
        "je viens d'acheter une maison",
        "je viens de déménager",
        "je viens d'arriver à l'hôtel",
        "je viens d'arriver à la gare",
    ],
)
def test_a_recent_act_says_no_place(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith(("Is from", "Lives in")) for t in titles), titles
