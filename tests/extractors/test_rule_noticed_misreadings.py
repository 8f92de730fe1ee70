"""Misreadings users would meet, each fixed by its shape and written here in fresh words,
with the look-alike that must still give the fact: a shop shut for the day is still run;
an event's place is not a home and a place ends before "on <weekday>"; a job word used as
a describing word is no job; "u" inside a name stays; work kept up for years is not also
a pastime; "founded" is not "found"; a "study" carried over is not the next clause's verb;
a dislike of a kind pointed at with "those"; a new first-person clause after "and" with a
time in front; and a bare "from …" answering a question about a thing is no origin."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from memoryflow.extractors.rules.chatstyle import normalise_casual
from tests.extractors.scoring import identity_edits, stored_identity
from tests.extractors.test_rule_identity_classes import identity_titles
from tests.extractors.test_rule_reading import chat, items


def taken_back(text: str, stored_title: str) -> bool:
    stored = stored_identity("s1", stored_title, "professional")
    edits = identity_edits(RuleBasedExtractor(), chat(text), [stored])
    return any(e.target_id == "s1" for e in edits if e.action == "remove" or e.mode == "replace")


def titles_of(*turns: str | tuple[str, str]) -> list[tuple[str, str]]:
    return [(item.layer, item.title) for item in items(*turns)]


# 1. A business shut for a while is still the user's.
@pytest.mark.parametrize(
    ("text", "stored"),
    [
        ("we shut the florist early yesterday, the heating broke", "Runs a florist"),
        ("closed my salon for renovations until the new year", "Runs a salon"),
        ("I closed the cafe over the holidays", "Runs a cafe"),
        ("we closed the studio on tuesday for a deep clean", "Runs a studio"),
    ],
)
def test_a_business_shut_for_now_is_not_taken_back(text: str, stored: str) -> None:
    assert not taken_back(text, stored)


@pytest.mark.parametrize(
    ("text", "stored"),
    [
        ("we shut the cafe for good last spring", "Runs a cafe"),
        ("I closed my salon permanently on monday", "Runs a salon"),
    ],
)
def test_a_business_closed_for_good_is_taken_back(text: str, stored: str) -> None:
    assert taken_back(text, stored)


# 2. An event's place is not where the user lives; a place ends before a time.
@pytest.mark.parametrize(
    "text",
    [
        "I have my citizenship interview in Cardiff on Thursday",
        "I've got my eye test in Dundee on the 14th",
        "my theory test in Exeter is on Monday",
    ],
)
def test_an_events_place_is_no_home(text: str) -> None:
    assert not any(t.startswith("Lives in") for t in identity_titles(text))


def test_a_place_ends_before_a_weekday() -> None:
    assert "Lives in Derby" in identity_titles("I volunteer in Derby on Saturdays")
    assert "Lives in Frankfurt am Main" in identity_titles("I'm in Frankfurt am Main now")


# 3. A job word used as a describing word is no job.
@pytest.mark.parametrize(
    "text",
    [
        "honestly i'm a general disaster before coffee",
        "im a major fan of long walks",
        "I'm a chief worrier in this house",
        "i'm a sucker for old maps",
    ],
)
def test_a_job_word_describing_a_noun_is_no_job(text: str) -> None:
    assert not any(t.startswith("Works as") for t in identity_titles(text))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I'm a major in the marines", "major"),
        ("im a welder two days a week", "welder"),
        ("I'm a nurse practitioner", "nurse practitioner"),
    ],
)
def test_the_job_itself_is_still_read(text: str, word: str) -> None:
    assert any(t.startswith("Works as") and word in t for t in identity_titles(text))


# 4. "u" inside a name or an abbreviation is not "you".
@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I'm doing a masters at u of m", "u of m"),
        ("moved here from the U.K.", "U.K."),
        ("rented a U-Haul for the move", "U-Haul"),
    ],
)
def test_u_inside_a_name_stays(text: str, kept: str) -> None:
    assert kept in normalise_casual(text)


def test_u_on_its_own_is_you() -> None:
    assert normalise_casual("can u check this") == "can you check this"


# 5. Work kept up for years is not also a pastime.
def test_work_for_a_company_is_not_a_pastime() -> None:
    titles = identity_titles("i've been delivering for Glovo for 4 years")
    assert titles == ["Delivers for Glovo"]


def test_a_pastime_kept_up_is_still_read() -> None:
    assert identity_titles("I've been knitting for 12 years") == ["Has been knitting for 12 years"]


# 6. "founded" is a whole verb, not "found" and an ending.
def test_founded_is_not_a_lesson() -> None:
    assert not any(layer == "experience" for layer, _ in titles_of("I founded a food bank"))


def test_found_that_is_still_a_lesson() -> None:
    assert ("experience", "Stretching helps their knees") in titles_of(
        "I found that stretching helps my knees"
    )


# 7. A "study" carried from the clause before is not the next clause's verb.
@pytest.mark.parametrize(
    "text",
    ["I study chemistry and tutor part-time", "i study design and babysit at weekends"],
)
def test_a_carried_study_is_not_learning(text: str) -> None:
    assert not any(layer == "context" for layer, _ in titles_of(text))


def test_study_on_the_side_is_still_learning() -> None:
    assert ("context", "Learning accounting at night") in titles_of("I study accounting at night")


# 8. A kind pointed at with "those" / "these".
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I hate those automated phone menus", "Dislikes automated phone menus"),
        ("i love these crunchy ginger biscuits", "Loves crunchy ginger biscuits"),
    ],
)
def test_a_kind_pointed_at_is_a_liking(text: str, expected: str) -> None:
    assert ("preference", expected) in titles_of(text)


@pytest.mark.parametrize(
    "text",
    ["I hate those", "i love these boots", "I hate those lads from my old job", "I hate that film"],
)
def test_one_thing_pointed_at_is_no_liking(text: str) -> None:
    assert not any(layer == "preference" for layer, _ in titles_of(text))


# 9. A new first-person clause after "and", with a time in front.
def test_a_time_then_a_new_subject_starts_a_clause() -> None:
    titles = titles_of("I'm a pharmacist in Hull and in spring I'm moving to Oslo")
    assert ("identity", "Works as a pharmacist in Hull") in titles
    assert any(layer == "activity" and "Oslo" in title for layer, title in titles)


def test_spare_time_in_front_of_a_pastime() -> None:
    titles = identity_titles("I'm a plumber and in my free time I knit scarves")
    assert any(t.startswith("Works as a plumber") for t in titles)
    assert any("knits scarves" in t.lower() for t in titles)


def test_and_in_the_middle_of_one_clause_does_not_split() -> None:
    assert identity_titles("I live in Hull and in Leeds") != []


# 10. A bare "from …" answering a question about a thing is no origin.
@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Which export do you need, xml?", "yes from xml"),
        ("Where did you copy that snippet?", "from stackoverflow"),
    ],
)
def test_from_a_thing_is_no_origin(question: str, reply: str) -> None:
    titles = titles_of(("assistant", question), ("user", reply))
    assert not any(title.startswith("Is from") for _, title in titles)


@pytest.mark.parametrize(
    ("question", "reply", "expected"),
    [
        ("Where are you from?", "from Tampere", "Is from Tampere"),
        ("Are you from around here?", "nope, from Gdansk", "Is from Gdansk"),
    ],
)
def test_from_a_place_answering_about_roots_is_an_origin(
    question: str, reply: str, expected: str
) -> None:
    assert ("identity", expected) in titles_of(("assistant", question), ("user", reply))
