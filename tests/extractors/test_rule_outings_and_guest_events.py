"""An outing done, told by its distance or what one did on it ("did a 12k last sunday"), and
an event one goes to named inside a clause about something else ("… at my nephew's
christening on the 9th"): a relative's as much as one's own, never one already over."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import cepa

ACTIVITY = "activity"


def _activity(text: str) -> list[str]:
    return [title for layer, title in cepa(text) if layer == ACTIVITY]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("did a 12k along the canal last sunday", ("12k", "canal")),
        ("did a 30 mile ride yesterday", ("30 mile ride",)),
        ("i did my first parkrun on saturday", ("parkrun",)),
    ],
)
def test_an_outing_done_on_a_day(text: str, words: tuple[str, ...]) -> None:
    titles = _activity(text)
    assert any(all(w.lower() in t.lower() for w in words) for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("need a card to bring to my nephew's christening on the 9th", ("christening", "9th")),
        ("i'm doing the playlist at my dad's 70th in july", ("70th", "july")),
        ("gonna wear it to my best friends wedding on saturday", ("wedding", "saturday")),
    ],
)
def test_an_event_one_goes_to_named_within(text: str, words: tuple[str, ...]) -> None:
    titles = _activity(text)
    assert any(all(w.lower() in t.lower() for w in words) for t in titles), titles


@pytest.mark.parametrize(
    "text",
    [
        "did a double on the night bus last saturday",  # a shift, not an outing
        "did the dishes yesterday",
        "my son is playing at my cousin's wedding on saturday",  # his part, not the user's
        "i work at my uncle's garage on saturdays",  # a place, not an event
    ],
)
def test_no_outing_or_guest_event_from_look_alikes(text: str) -> None:
    assert not _activity(text), cepa(text)
