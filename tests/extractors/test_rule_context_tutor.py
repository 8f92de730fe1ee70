"""A teacher of a language the user has, or asks the assistant to be, says the user is
learning it (`rules/context_tutor.py`)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, cepa


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("be my french tutor pls, correct all my mistakes", "learning french"),
        ("act as my strict japanese teacher, im a total beginner", "learning japanese"),
        ("can you be my german conversation partner for 10 minutes?", "learning german"),
        ("my korean tutor says my particles are a mess", "learning korean"),
        ("quiero que seas mi profesora de español, corrige mis errores", "learning spanish"),
        ("sois mon professeur d'italien stp", "learning italian"),
    ],
)
def test_a_teacher_of_a_language_means_learning_it(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's teacher
        "my son's spanish teacher is brilliant",
        "my daughter's german tutor cancelled again",
        # a teacher of the past
        "my old french teacher used to throw chalk",
        "my russian teacher in high school was terrifying",
        # a teacher in a story being written
        "pretend to be my spanish teacher in a story about a haunted school",
        # English is a school subject for most, not a language being learnt
        "be my english teacher and check this",
    ],
)
def test_no_language_of_the_users_is_read(text: str) -> None:
    found = cepa(text)
    assert not [t for layer, t in found if layer == CONTEXT and "learning" in t.lower()], found
