"""Words in quotes are the words said: a title names them as written ("stop saying 'I hope
this helps'" is not "…they hope this helps"), whoever the pronouns in them are, while the
words around them are put in the third person as always. Someone else's quoted sentence is
still no preference of the user's."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rules.phrasing import second_to_first
from tests.extractors.test_rule_classes import PREFERENCE, assert_nothing, cepa


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("please stop saying 'I hope this helps' at the end", "'i hope this helps'"),
        ('never use the phrase "I understand your frustration"', "'i understand your frustration'"),
        ("stop opening every reply with 'Hope this finds you well'", "'hope this finds you well'"),
        ("skip the 'as an AI I cannot' bit", "'as an ai i cannot'"),
        ("and pls skip the 'consult your GP' bit in future", "'consult your gp'"),
    ],
)
def test_quoted_words_stay_as_said(text: str, quoted: str) -> None:
    titles = [t.lower() for layer, t in cepa(text) if layer == PREFERENCE]
    assert any(quoted in t for t in titles), titles


def test_the_words_around_the_quote_are_in_the_third_person() -> None:
    assert (
        second_to_first("my mum's phrase 'I told you so'") == "their mum's phrase 'I told you so'"
    )
    assert second_to_first("I'm done with it") == "they're done with it"


@pytest.mark.parametrize(
    "text",
    [
        "my mum always says 'you get what you pay for'",
        "my boss keeps saying 'I need this by friday'",
    ],
)
def test_someone_elses_quoted_words_are_no_preference(text: str) -> None:
    assert_nothing(text, PREFERENCE)
