"""The role a sarcastic remark is made from is the user's (`rules/presupposed.py`): "tax
season as a self-employed plumber 🙄" mocks the chore, not the job. A wry emoji beside
"ironically" or "the irony" marks a twist of fate, not sarcasm, so the facts stand. A role
that is itself the joke ("im a doctor now 🙄") or a boast ("as a billionaire") stays out."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("as a teacher i just adore marking on a sunday 🙃", ("teacher",)),
        ("nothing beats invoicing at midnight as a freelance photographer 🙄", ("photographer",)),
        ("the joys of being a junior doctor, obviously", ("junior doctor",)),
        ("im a florist and ironically i get hay fever 🙃", ("florist",)),
        ("i'm a baker, the irony: im coeliac 🙃", ("baker",)),
    ],
)
def test_the_role_under_sarcasm_is_kept(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "oh sure, as a billionaire i can totally afford that 🙄",
        "oh yeah im a doctor now 🙄",
        "great, as a genius i obviously know everything",
        "yeah right, like i'd ever be a morning person 🙄",
    ],
)
def test_a_role_that_is_the_joke_gives_nothing(text: str) -> None:
    assert identity_titles(text) == []
