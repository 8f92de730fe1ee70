"""Identity facts said in passing: inside a wry aside, in a short answer, beside a relative
or a pet. Written in fresh words, each class with the look-alikes of the same shape that
must give nothing (`rules/identity.py`)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # an eye-roll is at the situation; the fact beside it still holds
        ("i know what a tourniquet is 🙄 im a paramedic", ("paramedic",)),
        ("the buses never come on time 🙃 im living in Tromsø", ("tromsø",)),
        ("ugh, of course the printer jams 😒 we have three rabbits", ("rabbits",)),
    ],
)
def test_a_fact_beside_an_eye_roll_holds(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "oh sure, i'm a brain surgeon, obviously 🙄",  # the claim is the retort
        "yeah right, like i live in a castle",
        "as if i'm a millionaire 🙃",
        "what am i, a chef? 🙄",
    ],
)
def test_a_mocking_claim_is_no_fact(text: str) -> None:
    assert not identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # "hes" / "shes" typed without the apostrophe still point back at the relative
        ("my wife, shes a radiographer so she does weekends", ("wife", "radiographer")),
        ("ok my brother, hes an electrician in Gdynia", ("brother", "electrician")),
    ],
)
def test_a_relative_then_hes_a_job(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my flatmate, shes a barista",  # a flatmate's job is not kept
        "my puppy, hes a menace",  # no job: nothing about the user
    ],
)
def test_hes_after_no_close_relative_is_nothing(text: str) -> None:
    assert not identity_titles(text)
