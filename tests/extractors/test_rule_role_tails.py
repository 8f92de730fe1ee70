"""Job titles keep what the sentence says after the job (`rules/role_tails.py`): the
languages a translator works between, the trade under a general role ("a sole trader doing
window cleaning"), and for a job named by its verb the subject, workplace and city ("I
lecture in law at a small college in Ghent"); a finished degree beside a later fact; and
the verb forms of titles (`rules/verb_forms.py`): a past tense is no habit, and a second
verb of a routine takes the third person too. Fresh sentences, with look-alikes."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles
from tests.extractors.test_rule_reading import items


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # languages between which one translates
        ("im a sworn translator portuguese to english, mostly contracts", ("translator", "portuguese to english")),
        ("I'm an interpreter from French into Dutch", ("interpreter", "french to dutch")),
        # the trade under a general role
        ("im a sole trader doing window cleaning", ("sole trader", "window cleaning")),
        ("I'm a self-employed builder doing loft conversions", ("builder", "loft conversions")),
        # a job by its verb, with what, where and in which city
        ("I lecture in criminology at a small university in Ghent", ("lecture", "criminology", "small university", "ghent")),
        ("i tutor teenagers in chemistry after work", ("tutor", "chemistry")),
        ("i tutor at a college in sheffield", ("tutor", "college", "sheffield")),
        ("I lecture in law", ("lecture", "law")),
        # what one sells on a platform, all of it
        ("i sell hand knitted baby blankets on etsy", ("sells hand knitted baby blankets", "etsy")),
        # a finished degree and the job after it
        ("finished my masters in urban planning at Leeds last year and now I'm adjuncting at two colleges",
         ("master's", "urban planning", "leeds")),
        ("finished my masters in urban planning at Leeds last year and now I'm adjuncting at two colleges",
         ("adjunct",)),
        # a field, then the city
        ("I'm a staff nurse in oncology in Cardiff", ("nurse", "oncology", "cardiff")),
        ("I'm a registrar in a&e in Belfast", ("registrar", "a&e", "belfast")),
        # what the work is on, and where it is done in the plural
        ("im a structural engineer working on tunnels", ("engineer", "working on tunnels")),
        ("I'm a plumber on building sites around Bristol", ("plumber", "building sites", "bristol")),
        # the shift or the way of working before "as"
        ("I work night shifts as a porter in a hospital", ("porter",)),
        ("i work remote as a data engineer for a us startup", ("data engineer", "US startup")),
        # a move dated before where it came from
        ("we moved to Hobart two years ago from Brisbane", ("hobart", "moved from brisbane")),
        # a language rated with a drawn-out "so"
        ("my portuguese is soooo rusty", ("portuguese",)),
    ],
)  # fmt: skip
def test_a_job_title_keeps_what_follows(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I'm a teacher doing ok thanks", ("doing ok",)),
        ("I'm a nurse doing my best", ("doing my best",)),
        ("i tutor my nephew in maths", ("tutor",)),
        ("I lecture my kids about screen time", ("lecturer",)),
        ("I'm a translator, but english to german is hard", ("english to german",)),
        ("i tutor on weekends for extra cash", ("weekends",)),
        ("I'm a teacher in Leeds in the summer", ("summer",)),
        ("I'm a developer working on it", ("working on it",)),
    ],
)  # fmt: skip
def test_a_look_alike_adds_nothing(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert not has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i grow chillies every summer and dry them", "Grows chillies every summer and dries them"),
        ("i buy old bikes every month and fix them", "Buys old bikes every month and fixes them"),
    ],
)
def test_a_routines_second_verb_is_third_person(text: str, expected: str) -> None:
    assert expected in [item.title for item in items(text)]


@pytest.mark.parametrize(
    "text",
    [
        "my spanish is basic, i only did a 3 week course before the trip",
        "i only booked the cheap seats",
        "i always forgot my keys as a kid",
    ],
)
def test_a_past_tense_is_no_habit(text: str) -> None:
    titles = [item.title for item in items(text)]
    assert not any(t.lower().startswith(("only", "always")) for t in titles), titles
