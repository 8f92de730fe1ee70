"""Activity and experience items that were mistakes, written in fresh words before the
rules were changed for them, with the look-alikes that must still be read: a habit kept for
years in the past is no outing on a day; a laugh or chat particle left after the day is no
part of the title (and a bare "Starting" with nothing else is dropped); what the user found
out about their own body is a fact about them, not a lesson."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, EXPERIENCE, cepa, has
from tests.extractors.test_rule_identity_classes import identity_titles

# --- A habit kept for years is a routine that ended, not an event -----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "my knees gave up, and i cycled to the coast every sunday for twenty years",
        "we went camping in the dales each august for a decade",
        "for years i swam at the lido every morning before work",
    ],
)
def test_a_habit_kept_for_years_is_no_event(text: str) -> None:
    assert not [t for layer, t in cepa(text) if layer == ACTIVITY], cepa(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i cycled to the coast last sunday", "cycled coast"),
        ("we went camping in the dales last weekend", "camping dales"),
    ],
)
def test_a_single_past_outing_is_still_read(text: str, words: str) -> None:
    assert has(text, ACTIVITY, words), cepa(text)


# --- A laugh or particle after the day stays out of the title --------------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("we are flying to Oslo on saturday haha", "Flying to Oslo on Saturday"),
        ("im starting pottery classes next tuesday lol", "Starting pottery classes on Tuesday"),
        ("i am visiting Cebu next week po", "Visiting Cebu"),
    ],
)
def test_a_trailing_laugh_or_particle_is_dropped(text: str, title: str) -> None:
    assert (ACTIVITY, title) in cepa(text), cepa(text)


@pytest.mark.parametrize(
    "text",
    [
        "got the offer from the studio, start 3 march na 555",
        "finally got the visa, start 10 may haha",
    ],
)
def test_a_start_with_only_filler_left_is_no_title(text: str) -> None:
    titles = [t for layer, t in cepa(text) if layer == ACTIVITY]
    assert not [t for t in titles if t.lower().startswith("starting") and len(t.split()) < 3]
    assert not [t for t in titles if "555" in t or "haha" in t.lower()], titles


def test_a_place_that_looks_like_a_particle_stays() -> None:
    # "Na" as part of a name is no particle once a real object precedes the day
    assert has("i'm starting a course at the Lyceum next monday", ACTIVITY, "course lyceum")


# --- What one found out about one's own body is a fact, not a lesson --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "just found out i'm allergic to hazelnuts",
        "turns out i'm intolerant to gluten",
        "found out i'm pregnant!",
    ],
)
def test_a_condition_found_out_is_no_lesson(text: str) -> None:
    assert not [t for layer, t in cepa(text) if layer == EXPERIENCE], cepa(text)


def test_an_allergy_found_out_is_still_an_identity_fact() -> None:
    titles = identity_titles("just found out i'm allergic to hazelnuts")
    assert any("allergic to hazelnuts" in t.lower() for t in titles), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("found out the hard way that the ferry doesn't run on holidays", "ferry holidays"),
        ("turns out i'm hopeless at sourdough, so now i buy it from the market", "sourdough"),
    ],
)
def test_a_lesson_found_out_is_still_read(text: str, words: str) -> None:
    assert has(text, EXPERIENCE, words), cepa(text)


# --- A title that is a verb and a bare pronoun names no one -----------------------------------


def test_a_visit_to_a_bare_pronoun_is_no_title() -> None:
    # the pronoun is read as the cousins named before it (`activity_visits`); never "them"
    text = "my cousins moved to Ghent and we're seeing them in October"
    titles = [t for layer, t in cepa(text) if layer == ACTIVITY]
    assert titles == ["Seeing their cousins in October"], cepa(text)
    assert not [t for layer, t in cepa("we're seeing them in October") if layer == ACTIVITY]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we're seeing my cousins in October", "seeing cousins"),
        ("we're seeing them in Ghent in October", "ghent"),
    ],
)
def test_a_visit_that_names_someone_or_somewhere_is_still_read(text: str, words: str) -> None:
    assert has(text, ACTIVITY, words), cepa(text)
