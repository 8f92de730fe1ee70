"""Who a request is for: a language asked for another reader ("in portuguese pls, he doesnt
read english"), or a message written to someone else ("write him a short msg"), holds for
that piece only; with a standing word ("always") or a reason of one's own ("i want to
practise") it is the user's own wish. A nationality said of someone ("shes german") asks
for nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing


@pytest.mark.parametrize(
    "text",
    [
        "yes write him a short msg, in portuguese pls, he doesnt read english",
        "yes please. in spanish if you can, we live in santiago and he reads spanish faster",
        "please answer in french, my mum can't read english",
        "in polish pls, my grandad does not understand english",
        "in polish please, my grandma only speaks polish",
        "ok in german pls, my boss doesn't speak english",
        "can you do it in french? she reads french much faster",
        "draft her a quick text in italian pls",
        "sure, in dutch if you can, my landlord can't read english",
        "no idea what that is lol. my wife handles the paperwork usually, shes german",
        "my husband does all the forms, he's dutch",
    ],
)
def test_no_standing_language_for_another_reader(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("always answer in english please, my wife doesnt speak spanish", "english"),
        ("always answer in English please, my wife reads english better than me", "english"),
        ("from now on reply in spanish, my son reads spanish too", "spanish"),
        ("answer in german please, i want to practise", "german"),
        ("please answer in portuguese, I'm practising", "portuguese"),
        ("bullet points always", "bullet"),
    ],
)
def test_the_users_own_standing_wish_stays(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)
