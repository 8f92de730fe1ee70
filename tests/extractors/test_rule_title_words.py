"""Titles that keep the user's own words and drop the chat's (`rules/job_places.py`, the
gig and craft rows, `rules/titles.py`): a workplace said through the job ("day job is in a
call centre", "my part time job at a noodle bar"), a delivery gig with how and where ("i do
deliveroo on a push bike in manchester"), the craft's own verb ("I brew cider" → "Brews
cider", not "Makes"), and no "now", filler "like" or leading "Sir" in a title."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ugh my day job is in a warehouse and i hate it", ("works at a warehouse",)),
        ("my part time job at a noodle bar pays in cash", ("part-time", "noodle bar")),
        ("my weekend job at the hotel in Galway is long hours", ("hotel", "galway", "weekend")),
        ("i do glovo on a scooter in porto most evenings", ("glovo", "scooter", "porto")),
        ("I brew cider at home", ("brews cider",)),
        ("i build my own furniture", ("builds their own furniture",)),
        ("Madam I am a nurse in a government hospital in Kochi", ("nurse", "kochi")),
    ],
)  # fmt: skip
def test_the_title_keeps_the_users_words(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my old job at the bank was awful", ("bank",)),
        ("my dream job is at a zoo", ("zoo",)),
        ("my job at the moment is boring", ("moment",)),
        ("Now I go swimming every Friday", ("now",)),
        ("i make my own bread for like 3 years now", ("like",)),
        ("Sir, I am a teacher", ("sir",)),
    ],
)
def test_no_old_job_or_chat_word_in_a_title(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert not has_all(titles, words), titles
